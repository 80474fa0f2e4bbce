/**
 * Dual investment formulas (issue 16; api-reference §20; the contract is dual.ts). Each exists
 * only here: the sandbox charges and settles with them, the buy sheet's payoff card previews with
 * them, and My orders explains an outcome with them.
 *
 * The standard rule (§20's recommendation; its coded version is inconsistent: the rate is not
 * divided by 100 and the USDT branches ignore the invested size). A principal P invested for d days
 * at APR r = rate ÷ 100 earns the yield factor f = 1 + r × d ÷ 365. With the strike K and the
 * settlement price S:
 * - **call** ("sell high", P in the coin): S < K → P × f in the coin; S ≥ K → P × K × f in USDT.
 * - **put** ("buy low", P in USDT): S ≤ K → P ÷ K × f in the coin; S > K → P × f in USDT.
 * At S = K both branches are worth the same (P × f coin = P × K × f USDT at the price K), so the
 * tie only picks the currency: the call converts once the price reaches the strike (the spec's
 * invest rule: "below the reference price" is paid in the coin, "otherwise" in USDT), the put
 * converts when the price is at or below it — as the major exchanges settle dual products.
 *
 * Worked example: a BTC call, 3 shares (P = 0.3 BTC), K = 65 000, rate 36.5 (r = 0.365), d = 7:
 * f = 1 + 0.365 × 7 ÷ 365 = 1.007. S = 64 000 < K → 0.3 × 1.007 = 0.3021 BTC; S = 66 000 ≥ K →
 * 0.3 × 65 000 × 1.007 = 19 636.5 USDT. A put of 2 shares (P = 200 USDT) at K = 50 000, same
 * rate and term: S ≤ K → 200 ÷ 50 000 × 1.007 = 0.004028 BTC; S > K → 201.4 USDT.
 *
 * The product's rules (where §20 is silent, written here and in dual.ts):
 * - **Shares**: a call share is 0.1 of the coin (§20); a put share is a fixed 100 USDT, not §20's
 *   "spot ÷ 10", so the principal the user confirms is the principal charged, whatever the price
 *   does between the payoff card and the purchase. `user_limit` counts shares (§20 compares an
 *   order count with shares).
 * - **Term** d = whole UTC calendar days from the purchase date to the end date (§20's "days from
 *   today to end_time"); a product can be bought while d ≥ 1 (end date after today) and its status
 *   is open.
 * - **Settlement price** = the price engine's price of the product's expiry second, 08:00 UTC of
 *   the end date (never an admin price); the order records that tick.
 * - **Rounding**: payouts are rounded down to the payout currency's scale (never creating money);
 *   the principal is exact (shares × share size).
 */
import { Big } from 'big.js'
import type { BusinessErrorCode } from './common'
import { decimalsOf, floorTo } from './wallet-math'

const D = Big()
D.DP = 40
D.RM = Big.roundDown

export type DualDirection = 'call' | 'put'
/** Which branch settled: the coin (at or below the strike) or USDT (above it). */
export type DualOutcome = 'coin' | 'usdt'

export const DAY_MS = 86_400_000
/** Products expire at 08:00 UTC of their end date. */
export const DUAL_SETTLE_HOUR_UTC = 8

/** What one share invests, in the invested currency: the coin for a call, USDT for a put. */
export const DUAL_SHARE_SIZE: Record<DualDirection, string> = { call: '0.1', put: '100' }

/** At most one purchase per this many seconds per user (§20). */
export const DUAL_PURCHASE_INTERVAL_SECONDS = 5

/** The principal of `shares` shares: shares × share size, exact. */
export const principalOf = (direction: DualDirection, shares: number) =>
  new D(DUAL_SHARE_SIZE[direction]).times(shares).toString()

/** The expiry second (ms) of a product ending on the UTC date that contains `dateMs`. */
export const expiryOf = (dateMs: number) =>
  Math.floor(dateMs / DAY_MS) * DAY_MS + DUAL_SETTLE_HOUR_UTC * 3_600_000

/** Whole UTC calendar days from the date of `buyMs` to the date of `endMs` (0 when not after). */
export const termDays = (buyMs: number, endMs: number) =>
  Math.max(0, Math.floor(endMs / DAY_MS) - Math.floor(buyMs / DAY_MS))

/** f = 1 + rate ÷ 100 × days ÷ 365, exact to 40 digits. */
export const yieldFactor = (rate: string, days: number) =>
  new D(rate).div(100).times(days).div(365).plus(1).toString()

/** Which branch the settlement price `settle` takes against the strike (header: call S < K, put S ≤ K). */
export function dualOutcome(direction: DualDirection, settle: string, strike: string): DualOutcome {
  const cmp = new D(settle).cmp(strike)
  return direction === 'call' ? (cmp < 0 ? 'coin' : 'usdt') : cmp <= 0 ? 'coin' : 'usdt'
}

export interface DualScales {
  /** Decimals of the product's coin (BTC, ETH) and of USDT. */
  coin: number
  usdt: number
}

/** What `outcome` pays for `principal`, rounded down to the payout currency's scale. */
export function payoutOf(input: {
  direction: DualDirection
  outcome: DualOutcome
  principal: string
  strike: string
  rate: string
  days: number
  scales: DualScales
}): string {
  const { direction, outcome, strike, scales } = input
  // f = (36500 + rate × d) ÷ 36500: every product first, one division last, so a payout whose exact
  // value has no more decimals than its scale is paid exactly (not a unit less)
  const grown = new D(input.principal).times(new D(input.rate).times(input.days).plus(36500))
  const pay = (numerator: Big, denominator: Big | number, scale: number) =>
    floorTo(numerator.div(denominator).toString(), scale)
  if (direction === 'call')
    return outcome === 'coin'
      ? pay(grown, 36500, scales.coin)
      : pay(grown.times(strike), 36500, scales.usdt)
  return outcome === 'coin'
    ? pay(grown, new D(strike).times(36500), scales.coin)
    : pay(grown, 36500, scales.usdt)
}

/** A settlement: the branch, and what it pays (in the coin or USDT). */
export function dualSettlement(input: {
  direction: DualDirection
  principal: string
  strike: string
  rate: string
  days: number
  settlePrice: string
  scales: DualScales
}): { outcome: DualOutcome; payout: string } {
  const outcome = dualOutcome(input.direction, input.settlePrice, input.strike)
  return { outcome, payout: payoutOf({ ...input, outcome }) }
}

/** The payoff card: both outcomes in numbers for `shares`, before confirming (issue 16). */
export interface DualTerms {
  /** What leaves the funds balance now, in the invested currency. */
  principal: string
  days: number
  /** f, to 8 decimals (display). */
  factor: string
  /** Settlement price below the strike (call) / at or below it (put): paid in the coin. */
  coin: string
  /** At or above the strike (call) / above it (put): paid in USDT. */
  usdt: string
}

export function dualTerms(input: {
  direction: DualDirection
  shares: number
  strike: string
  rate: string
  days: number
  scales: DualScales
}): DualTerms {
  const principal = principalOf(input.direction, input.shares)
  const base = { ...input, principal }
  return {
    principal,
    days: input.days,
    factor: new D(yieldFactor(input.rate, input.days)).round(8, Big.roundDown).toFixed(8),
    coin: payoutOf({ ...base, outcome: 'coin' }),
    usdt: payoutOf({ ...base, outcome: 'usdt' }),
  }
}

/** What a settled order moved in one currency: negative went in, positive came back. */
export interface DualReturnLine {
  currency: string
  amount: string
}

/**
 * A settled order's result as it is, currency by currency, with no conversion: paid back in the
 * invested currency, one line payout − principal; paid in the other, −principal in the invested
 * currency and +payout in the other (what came back against what went in, never priced in one).
 */
export function dualReturn(input: {
  principal: string
  investCurrency: string
  payout: string
  payoutCurrency: string
}): DualReturnLine[] {
  const { principal, investCurrency, payout, payoutCurrency } = input
  // written to the decimals of the figures it comes from
  const places = Math.max(decimalsOf(principal), decimalsOf(payout))
  if (investCurrency === payoutCurrency)
    return [{ currency: investCurrency, amount: new D(payout).minus(principal).toFixed(places) }]
  return [
    { currency: investCurrency, amount: new D(principal).times(-1).toFixed(decimalsOf(principal)) },
    { currency: payoutCurrency, amount: payout },
  ]
}

/** The product name as the platform writes it, e.g. `BTC-28MAR24-65000-C`. */
export function dualName(coin: string, endMs: number, strike: string, direction: DualDirection) {
  const d = new Date(endMs)
  const months = 'JAN FEB MAR APR MAY JUN JUL AUG SEP OCT NOV DEC'.split(' ')
  const date = `${d.getUTCDate()}${months[d.getUTCMonth()]}${String(d.getUTCFullYear()).slice(2)}`
  return `${coin}-${date}-${new D(strike).toString()}-${direction === 'call' ? 'C' : 'P'}`
}

/**
 * Why the sandbox refuses a purchase of `shares`, in its order, or null: the shares themselves
 * (a positive whole number), the product open (status and d ≥ 1), the shares left, the caller's
 * share limit (0 = none), then the funds balance against the principal.
 */
export function purchaseIssue(input: {
  shares: number
  open: boolean
  days: number
  remaining: number
  /** Shares the caller already bought of this product, and the most allowed (0 = no limit). */
  held: number
  userLimit: number
  direction: DualDirection
  balance: string
}): BusinessErrorCode | null {
  if (!Number.isSafeInteger(input.shares) || input.shares <= 0) return 'sharesInvalid'
  if (!input.open || input.days < 1) return 'productClosed'
  if (input.shares > input.remaining) return 'sharesSoldOut'
  if (input.userLimit > 0 && input.held + input.shares > input.userLimit) return 'shareLimitReached'
  if (new D(principalOf(input.direction, input.shares)).gt(input.balance))
    return 'insufficientBalance'
  return null
}
