/**
 * NFT auction formulas (issue 17; api-reference §19.2 `auctionNFT`, §19.3 settlement; the
 * contract is nft-auction.ts). Each exists only here: the sandbox decides bids, deposits and
 * deadlines with them, and the bid sheet previews with them, so the total shown before bidding
 * is the total bid.
 *
 * Prices are in the item's currency (its `decimal_scale`), deposits in USDT (4 decimals). Times
 * are epoch ms of the sandbox clock (the server sends its `now`).
 *
 * The product's rules (where §19 is silent or the original is wrong, written here):
 * - **Window**: a bid is taken while start ≤ now ≤ end and the listing is on (status 1), the same
 *   window as nft-math `buyStatus`; before it `nftNotStarted`, after it (or status 0)
 *   `nftNotOnSale`. The round closes once now > end (the settlement job).
 * - **Increment**: `price` on the wire is the INCREMENT (§19.2), at least `per_increase`, at most
 *   the currency's decimals; the new total = current price + increment. The first bid may be
 *   placed on the starting price the same way (the starting price is never a bid by itself).
 * - **The step**: every bid also carries `total`, the new total the bidder was shown and
 *   confirmed. If another bid moved the price meanwhile, total ≠ price + increment and the bid is
 *   REFUSED `nftBidTaken`, whose sentence names the new price: a bidder is never committed to a
 *   total they did not see. Of N bids on one step exactly one wins it (the sandbox decides them
 *   one at a time with a guarded update, and a partial unique index keeps one live highest bid
 *   per round); the others change nothing. This replaces the original's 2 s per-item throttle,
 *   which refused honest bidders for two seconds while still letting a stale total through.
 * - **Own bid**: the owner (seller) cannot bid (`nftOwnItem`); the current highest bidder cannot
 *   outbid themself (`nftAlreadyHighest`: bidding against yourself only raises your price).
 * - **Deposit** (`margin`, USDT): held from the funds account on a bidder's FIRST bid of a round,
 *   once per round and bidder however many bids follow (`depositDue`). A bid without the USDT to
 *   hold it is `nftDepositShort`. Fate: returned to every non-winner when the round closes (an
 *   outbid bidder may still bid again until then, so it stays held while the auction runs);
 *   returned to the winner when they pay; FORFEITED when the winner lets the deadline pass, and
 *   paid to the SELLER (the item's owner, the platform for a first sale): the seller is who lost
 *   a sale and waited 24 h, and paying it to a user keeps Σ ledger conserved (`depositFate`).
 * - **Outbid**: the passed bidder sees it at once (private `nft_outbid` with the new price and
 *   the next minimum, and a message-centre notice that says the deposit stays held until the close
 *   and comes back unless they win); viewers of the item see every bid in the live log (`nft_bid`,
 *   nicknames only). An outbid bidder may bid again without a second deposit.
 * - **Balance check, not a hold**: at bid time the bidder's funds in the item's currency must
 *   cover the new total (`insufficientBalance`), as the original checks; nothing is held, so a
 *   bidder may bid on several auctions at once. The deposit is what a winner who cannot pay loses.
 * - **Payment**: the winner has `PAYMENT_WINDOW_MS` (24 h) from the close (`overtime`); a
 *   reminder goes to the message centre `REMINDER_LEAD_MS` (2 h) before the deadline; paying
 *   debits the final price (the sale as nft-math `saleSplit` splits it) and returns the deposit.
 *   Past the deadline the order expires: deposit forfeited, item back to its owner unlisted.
 */
import { Big } from 'big.js'
import type { BusinessErrorCode } from './common'
import { amountIssue } from './wallet-math'

const D = Big()
D.DP = 40

/** The winner's time to pay from the close (§19.3: 24 h). */
export const PAYMENT_WINDOW_MS = 24 * 3_600_000
/** The reminder goes this long before the payment deadline. */
export const REMINDER_LEAD_MS = 2 * 3_600_000
/** How many bids `getBindBoxQuotationLog` answers (§19.2: the last 10). */
export const BID_LOG_SIZE = 10

export type AuctionPhase = 'notStarted' | 'open' | 'closed'

/** Where a round is at `now`: the window is start ≤ now ≤ end with the listing on. */
export function auctionPhase(
  now: number,
  start: number,
  end: number,
  listed: boolean,
): AuctionPhase {
  if (now < start) return 'notStarted'
  return listed && now <= end ? 'open' : 'closed'
}

/** The smallest total a bid can make: current price + the minimum increment. */
export function nextMinimumBid(price: string, perIncrease: string, scale: number): string {
  return new D(price).plus(perIncrease).toFixed(scale)
}

/** The new total a bid of `increment` makes (what the sheet shows before bidding). */
export function bidTotal(price: string, increment: string, scale: number): string {
  return new D(price).plus(increment).toFixed(scale)
}

/** The USDT a bid holds: the deposit on the bidder's first bid of the round, else nothing. */
export function depositDue(margin: string, alreadyHeld: boolean): string {
  return alreadyHeld ? new D(0).toFixed(4) : new D(margin).toFixed(4)
}

export interface BidTerms {
  now: number
  start: number
  end: number
  /** status 1 and this round not closed. */
  listed: boolean
  /** The item is an auction (pay_type 2). */
  auction: boolean
  isOwner: boolean
  /** The bidder holds this round's current highest bid. */
  isHighest: boolean
  /** Current price (the highest bid, or the starting price). */
  price: string
  perIncrease: string
  /** The item currency's decimals. */
  scale: number
  /** USDT deposit of the item. */
  margin: string
  /** The bidder already holds this round's deposit. */
  depositHeld: boolean
  /** The bidder's funds, item currency. */
  available: string
  /** The bidder's funds, USDT (the same account as `available` when the item is priced in USDT). */
  usdtAvailable: string
  /** The item is priced in USDT: the deposit and the total come from one balance. */
  pricedInUsdt: boolean
}

/**
 * Why a bid of `increment` with the confirmed new `total` is refused, or null, in this order: not
 * an auction, window, own item, already highest, increment format and minimum, the step taken,
 * deposit, item-currency balance.
 */
export function bidIssue(increment: string, total: string, t: BidTerms): BusinessErrorCode | null {
  if (!t.auction) return 'nftNotAuction'
  const phase = auctionPhase(t.now, t.start, t.end, t.listed)
  if (phase === 'notStarted') return 'nftNotStarted'
  if (phase === 'closed') return 'nftNotOnSale'
  if (t.isOwner) return 'nftOwnItem'
  if (t.isHighest) return 'nftAlreadyHighest'
  const format = amountIssue(increment, t.scale)
  if (format) return format
  if (new D(increment).lt(t.perIncrease)) return 'nftBidTooLow'
  if (amountIssue(total, t.scale) || !new D(total).eq(bidTotal(t.price, increment, t.scale)))
    return 'nftBidTaken'
  const deposit = new D(depositDue(t.margin, t.depositHeld))
  if (deposit.gt(t.usdtAvailable)) return 'nftDepositShort'
  // in USDT the deposit is held first, so the total must fit beside it
  const room = t.pricedInUsdt ? new D(t.available).minus(deposit) : new D(t.available)
  if (new D(total).gt(room)) return 'insufficientBalance'
  return null
}

/** The payment deadline of a round closed at `closedAt`. */
export function paymentDeadline(closedAt: number): number {
  return closedAt + PAYMENT_WINDOW_MS
}

/** Whether the pay-by reminder is due: within the lead, before the deadline, not sent yet. */
export function reminderDue(now: number, deadline: number, remindedAt: number | null): boolean {
  return remindedAt === null && now >= deadline - REMINDER_LEAD_MS && now <= deadline
}

/** Seconds left to pay (0 once the deadline passed): the countdown. */
export function secondsToPay(now: number, deadline: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000))
}

export type DepositFate = 'held' | 'returned' | 'forfeited'

export interface DepositFacts {
  /** The round has closed. */
  closed: boolean
  /** This bidder won the round. */
  winner: boolean
  paid: boolean
  /** The winner's payment deadline has passed unpaid. */
  expired: boolean
}

/**
 * What becomes of a bidder's deposit: held while the round runs, returned at the close to a
 * non-winner, held for the winner until they pay (returned) or the deadline passes (forfeited to
 * the seller).
 */
export function depositFate(f: DepositFacts): DepositFate {
  if (!f.closed) return 'held'
  if (!f.winner || f.paid) return 'returned'
  return f.expired ? 'forfeited' : 'held'
}
