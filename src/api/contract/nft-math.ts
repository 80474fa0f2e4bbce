/**
 * NFT marketplace formulas (issue 17; api-reference §19; the contract is nft.ts). Each exists
 * only here: the sandbox charges and checks with them, and the screens preview with them, so the
 * fee and the credit shown before confirming are the ones moved.
 *
 * Money is in the item's currency (its `decimal_scale`), the auction deposit in USDT (4).
 *
 * The product's rules (where §19 is silent, written here):
 * - **Sale fee**: `NFT_FEE_RATE` = 2.5 % of the sale price, disclosed on the wire (`fee_rate` of
 *   every item) so the resale form and the buy sheet show it before confirming. It is charged to
 *   the SELLER (the buyer pays exactly the price shown): the seller is credited price − fee, the
 *   platform account the fee. The fee is rounded DOWN to the currency's decimals (in the seller's
 *   favour): the disclosed rate is then a promise that is never exceeded, and the seller's credit
 *   is never below price × (1 − rate). fee + credit = price exactly, so no unit is created or
 *   lost. A first sale by the platform itself (seller = the platform account) carries no fee.
 * - **buy_status** (§19.1, client-derived, computed from the SERVER's `now` sent with every answer
 *   so countdowns follow the sandbox clock): 2 = not started (now < start), 1 = buyable
 *   (start ≤ now ≤ end and status 1), 0 = ended (after end, or status 0: sold / not listed).
 * - **Resale** (`resellNFT`, fixed price or auction): price a positive amount with at most the
 *   currency's decimals (≤ 10 integer digits); an auction also needs `per_increase` > 0 (same
 *   format). Window: start ≥ the server's now (to the second: "start now" is allowed, a time in
 *   the past is `nftStartInPast`), end > start, the window lasts at least 10 minutes and at most
 *   30 days, and starts within 30 days (`nftWindowInvalid` otherwise).
 * - **Resale auction deposit** (held from each bidder's first bid, in USDT): 10 % of the starting
 *   price valued in USDT, rounded UP to 4 decimals, at least 1 USDT (`resaleDeposit`). A deposit
 *   makes a winner who does not pay cost something (§19.3), and the same share for every item
 *   keeps it proportional to what is at stake.
 */
import { Big } from 'big.js'
import type { BusinessErrorCode } from './common'
import { amountIssue, ceilTo, floorTo } from './wallet-math'

const D = Big()
D.DP = 40
D.RM = Big.roundDown

/** The disclosed sale fee: 2.5 % of the price, charged to the seller (none on a platform first sale). */
export const NFT_FEE_RATE = '0.025'
/** The resale auction deposit: this share of the starting price, in USDT… */
export const DEPOSIT_RATE = '0.1'
/** …and never below this many USDT. */
export const MIN_DEPOSIT_USDT = '1'
export const USDT_SCALE = 4
export const WINDOW_MIN_MS = 10 * 60_000
export const WINDOW_MAX_MS = 30 * 86_400_000
export const START_MAX_AHEAD_MS = 30 * 86_400_000

export interface SaleSplit {
  /** What the platform keeps. */
  fee: string
  /** What the seller is credited: price − fee. */
  sellerCredit: string
}

/** The split of a sale at `price` (currency `scale`); `firstSale` = sold by the platform (no fee). */
export function saleSplit(price: string, scale: number, firstSale: boolean): SaleSplit {
  const fee = firstSale
    ? new D(0).toFixed(scale)
    : floorTo(new D(price).times(NFT_FEE_RATE).toString(), scale)
  return { fee, sellerCredit: new D(price).minus(fee).toFixed(scale) }
}

/** §19.1 buy_status: 2 not started, 1 buyable, 0 ended (times in the same unit). */
export function buyStatus(now: number, start: number, end: number, status: number): 0 | 1 | 2 {
  if (now < start) return 2
  return now <= end && status === 1 ? 1 : 0
}

/** Why a buyer cannot buy at `now` (window and status only), or null: the refusal of buyNFT. */
export function buyIssue(
  now: number,
  start: number,
  end: number,
  status: number,
): BusinessErrorCode | null {
  const s = buyStatus(now, start, end, status)
  if (s === 2) return 'nftNotStarted'
  return s === 0 ? 'nftNotOnSale' : null
}

export interface ResellInput {
  payType: 1 | 2
  price: string
  /** Auctions only: the minimum increment. */
  perIncrease?: string
  /** Epoch ms. */
  start: number
  end: number
}

/**
 * Why a resale cannot be listed as given at `now` (epoch ms), or null. Prices in the currency's
 * `scale`; the ownership/listing rules are the server's (nft.ts header).
 */
export function resellIssue(r: ResellInput, now: number, scale: number): BusinessErrorCode | null {
  const priceIssue = amountIssue(r.price, scale)
  if (priceIssue) return priceIssue === 'amountTooPrecise' ? 'priceTooPrecise' : 'priceInvalid'
  if (r.payType === 2) {
    const inc = r.perIncrease ?? ''
    const incIssue = amountIssue(inc, scale)
    if (incIssue) return incIssue === 'amountTooPrecise' ? 'priceTooPrecise' : 'priceInvalid'
  }
  const nowSecond = Math.floor(now / 1000) * 1000
  if (r.start < nowSecond) return 'nftStartInPast'
  if (r.end <= r.start) return 'nftWindowInvalid'
  if (r.end - r.start < WINDOW_MIN_MS || r.end - r.start > WINDOW_MAX_MS) return 'nftWindowInvalid'
  if (r.start - nowSecond > START_MAX_AHEAD_MS) return 'nftWindowInvalid'
  return null
}

/** The USDT deposit of a resale auction starting at `price`, where one unit is worth `usdtPrice` USDT. */
export function resaleDeposit(price: string, usdtPrice: string): string {
  const share = ceilTo(new D(price).times(usdtPrice).times(DEPOSIT_RATE).toString(), USDT_SCALE)
  return new D(share).lt(MIN_DEPOSIT_USDT) ? new D(MIN_DEPOSIT_USDT).toFixed(USDT_SCALE) : share
}
