/**
 * OTC desk formulas (issue 18; api-reference §16.6, product-spec §6; the contract is otc.ts).
 * Each exists only here: the sandbox checks and charges with them and the order sheet previews
 * with them, so the fiat total shown before confirming is the total of the order.
 *
 * The product's rules (where §16.6 is silent, written here):
 * - **Amounts are in the coin** (USDT, 4 decimals, the wallet's scale); an ad's `min_number`,
 *   `max_number` and `total_number` too. Prices are fiat per coin with at most 2 decimals.
 * - **Fiat total** = amount × price, rounded HALF UP to the fiat's 2 decimals (cents). The fiat is
 *   paid bank to bank, outside the platform, so the rounding creates no coin: the ledger moves
 *   exactly the amount.
 * - **No fee.** Neither side pays the platform: the merchant's price is the whole cost (their
 *   margin is in it), and the amount held is the amount received. Disclosed on the order sheet
 *   (`fee` is always "0" on the wire, so a future fee would be visible, never hidden).
 * - **Limits per order**: amount ≥ the ad's min and ≤ min(the ad's max, what the ad has left);
 *   an ad whose remaining is below its min cannot be taken and is not listed. Per trade the
 *   KYC level caps the amount (spec §6: Lv1 basic 2,000 USDT, Lv2 advanced 1,000,000 USDT);
 *   no KYC at all is 998 (`verificationRequired`), no saved bank card is 997
 *   (`paymentInfoRequired`), both sides alike (§16.6 `do_legal_deal`).
 * - **Refusal order** for an order: the amount codes (`amountIssue` at the coin's decimals),
 *   `belowMinimum` (under the ad's min), `otcAboveMaximum` (over the ad's max), `otcAdInsufficient`
 *   (over what the ad has left; 0 left included), `otcFiatTradeLimit` (over the KYC cap), then the
 *   seller's balance (`insufficientBalance` for a user who sells).
 * - **Quick zone**: the best ad for an amount: among the ads the amount fits, the lowest price
 *   when the user buys, the highest when the user sells; a tie goes to the older ad (lower id).
 *   None fits: `otcNoMatchingAd`.
 * - **Payment window**: 15 minutes from the order's creation (`deadline_at`). An order still
 *   awaiting payment then is cancelled by a job on the sandbox clock and the seller's coins return,
 *   once. "I have paid" after the deadline is refused (the order is cancelled first).
 * - **Completion rate** of a merchant = completed ÷ (completed + cancelled) of all their orders,
 *   × 100 rounded DOWN to 2 decimals (never shown higher than it is); `null` until one order has
 *   finished: the rate is never invented (api-reference §17.9).
 */
import { Big } from 'big.js'
import type { BusinessErrorCode } from './common'
import { amountIssue } from './wallet-math'

const D = Big()
D.DP = 40

/** The coin's decimals (USDT in the wallet). */
export const OTC_COIN_SCALE = 4
/** The fiat's decimals: totals and prices. */
export const OTC_FIAT_SCALE = 2
/** The payment window, ms (15 minutes). */
export const OTC_PAYMENT_WINDOW_MS = 15 * 60_000
/** The platform's fee on an OTC order: none (see the header). */
export const OTC_FEE = '0'
/** Largest amount of one trade per KYC level (spec §6), coin. Level 0 may not trade (998). */
export const OTC_TRADE_LIMITS: Record<1 | 2, string> = { 1: '2000', 2: '1000000' }

/** The user's side of an order: buy = the user receives the coin. */
export type OtcSide = 'buy' | 'sell'

/** What an amount is checked against. Decimals strings in the coin. */
export interface OtcAdTerms {
  min: string
  max: string
  remaining: string
}

/** Fiat total of `amount` at `price`: half up to cents. */
export const otcTotal = (amount: string, price: string): string =>
  new D(amount).times(price).round(OTC_FIAT_SCALE, Big.roundHalfUp).toFixed(OTC_FIAT_SCALE)

/** The largest amount one order may take from an ad now: min(max, remaining). */
export const otcOrderMax = (ad: OtcAdTerms): string =>
  new D(ad.max).lt(ad.remaining) ? ad.max : ad.remaining

/** Whether the ad can be taken at all (its remaining reaches its min). */
export const otcAdOpen = (ad: OtcAdTerms): boolean => new D(ad.remaining).gte(ad.min)

/**
 * Why `amount` cannot be ordered from `ad` by a user of KYC `level` (1 or 2), or null. Balance
 * and KYC level 0 are the caller's (see the header's order).
 */
export function otcOrderIssue(
  amount: string,
  ad: OtcAdTerms,
  level: 1 | 2,
): BusinessErrorCode | null {
  const issue = amountIssue(amount, OTC_COIN_SCALE)
  if (issue) return issue
  const a = new D(amount.trim())
  if (a.lt(ad.min)) return 'belowMinimum'
  if (a.gt(ad.max)) return 'otcAboveMaximum'
  if (a.gt(ad.remaining)) return 'otcAdInsufficient'
  if (a.gt(OTC_TRADE_LIMITS[level])) return 'otcFiatTradeLimit'
  return null
}

/** Whether `amount` (valid) fits `ad`'s limits and what it has left. */
export const otcFits = (amount: string, ad: OtcAdTerms): boolean =>
  new D(amount).gte(ad.min) && new D(amount).lte(otcOrderMax(ad))

/**
 * The quick zone's ad for `amount`: the best price for the user's side among the ads it fits
 * (lowest when buying, highest when selling), the older ad on a tie; undefined when none fits.
 */
export function otcBestAd<A extends OtcAdTerms & { id: number; price: string }>(
  ads: readonly A[],
  amount: string,
  side: OtcSide,
): A | undefined {
  let best: A | undefined
  for (const ad of ads) {
    if (!otcFits(amount, ad)) continue
    if (!best) {
      best = ad
      continue
    }
    const c = new D(ad.price).cmp(best.price)
    const better = side === 'buy' ? c < 0 : c > 0
    if (better || (c === 0 && ad.id < best.id)) best = ad
  }
  return best
}

/** Completion rate in % (2 decimals, rounded down), or null before any order finished. */
export function completionRate(completed: number, cancelled: number): string | null {
  const finished = completed + cancelled
  if (finished === 0) return null
  return new D(completed).times(100).div(finished).round(2, Big.roundDown).toFixed(2)
}

/** Whole seconds left to pay at `now` (0 once the window has passed). */
export const otcSecondsLeft = (deadlineAt: number, now: number): number =>
  Math.max(0, Math.ceil((deadlineAt - now) / 1000))
