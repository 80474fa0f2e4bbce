/**
 * IEO subscription formulas (issue 16; api-reference §11, product-spec §3; the contract is
 * ieo.ts). Each exists only here: the sandbox checks, charges and allocates with them, and the
 * subscribe sheet previews with them, so the cost shown before confirming is the cost debited.
 *
 * Token amounts are in the project's token (its `decimal_scale`); money is in the subscription
 * currency. Rounding never favours the user's side of a sale against the platform and never
 * creates money: the cost is rounded UP to the pay currency's decimals.
 *
 * The product's rules (where §11 is silent, written here):
 * - **Phase** from the sandbox clock: not started while now < start_at, in progress while
 *   start_at ≤ now < end_at, ended from end_at on (§11 `time_status` 1 / 2 / 3). The countdown is
 *   to start_at, then to end_at; the server sends its `now` so the countdown follows the sandbox
 *   clock, not the phone's.
 * - **Subscription currency**: USDT from the funds account (`change`); the client's
 *   `pay_currency` and `price` are ignored (§11), the project's own are used.
 * - **Cost** = price × amount, rounded up to the pay currency's decimals (USDT 4).
 * - **Minimum per order**: the project's `min` (token units); the amount may have at most the
 *   token's decimals. No maximum per user: a user may subscribe several times.
 * - **Allocation: first come, first served, whole orders only.** An order fits when
 *   total_sell + amount ≤ supply; one that does not fit is REFUSED (`ieoSupplyExceeded` while
 *   something is left, `ieoSoldOut` when nothing is), never partly filled. Why: the user
 *   confirmed one cost and one allocation; filling part would debit and deliver something other
 *   than what was confirmed. The refusal comes with what is left (the detail answer), so the
 *   sheet can offer "the rest" as a new, confirmed order. Orders are decided one at a time in
 *   one SQLite transaction each, so two users racing for the last units get one whole order and
 *   one refusal.
 * - **Remaining %** (§11) = (supply − sold) ÷ supply × 100, rounded half up to 2 decimals; capped
 *   at 99.99 when something is sold and the rounding would show 100, and (the same honesty the
 *   other way, our rule) at least 0.01 while anything is left, so 0.00 means sold out.
 * - **Days** (§11 `day`) = whole days between start and end, at least 1.
 * - **Delivery**: after end_at a job on the sandbox clock credits each paid order's `coin_amount`
 *   of the token to the funds account, once per order (one ledger row). No lock period: the
 *   sandbox's projects lock nothing (`lock_days` 0), the tokens are available at delivery.
 * - **`project/buy`** (a "placement purchase" after the end, §11) is not built: §11 gives it no
 *   price, no supply and no delivery (the delivery job only knows subscriptions), so a user would
 *   pay and receive nothing. Unsold supply after the end is simply not issued.
 */
import { Big } from 'big.js'
import type { BusinessErrorCode } from './common'
import { amountIssue, ceilTo } from './wallet-math'

const D = Big()
D.DP = 40
D.RM = Big.roundDown

export const DAY_MS = 86_400_000

export type IeoPhase = 'notStarted' | 'inProgress' | 'ended'

/** The phase of a project at `now` (epoch ms). */
export function phaseOf(now: number, startAt: number, endAt: number): IeoPhase {
  if (now < startAt) return 'notStarted'
  return now < endAt ? 'inProgress' : 'ended'
}

/** Whole seconds to the next phase change (start, then end), rounded up; 0 once ended. */
export function secondsToNext(now: number, startAt: number, endAt: number): number {
  const next = now < startAt ? startAt : now < endAt ? endAt : now
  return Math.ceil((next - now) / 1000)
}

/** §11 `day`: whole days between start and end, at least 1. */
export const daysOf = (startAt: number, endAt: number) =>
  Math.max(1, Math.floor((endAt - startAt) / DAY_MS))

/** What `amount` tokens cost at `price`: price × amount, rounded up to `payScale`. */
export const subscriptionCost = (price: string, amount: string, payScale: number) =>
  ceilTo(new D(price).times(amount).toString(), payScale)

/** §11 `percentage`: the remaining share of the supply in percent, 2 decimals (see the header). */
export function remainingPercent(supply: string, sold: string): string {
  const total = new D(supply)
  const left = total.minus(sold)
  if (total.lte(0) || left.lte(0)) return '0.00'
  const pct = left.times(100).div(total).round(2, Big.roundHalfUp)
  if (pct.gte(100) && left.lt(total)) return '99.99'
  if (pct.lte(0)) return '0.01'
  return pct.toFixed(2)
}

/** Tokens still for sale: supply − sold, never below 0. */
export function remainingSupply(supply: string, sold: string): string {
  const left = new D(supply).minus(sold)
  return left.lt(0) ? '0' : left.toString()
}

export interface SubscriptionTerms {
  phase: IeoPhase
  price: string
  /** Minimum per order, tokens. */
  min: string
  supply: string
  sold: string
  tokenScale: number
  payScale: number
  /** The caller's funds balance of the pay currency. */
  available: string
}

/** The first reason `amount` cannot be subscribed under `terms`, in the sandbox's order. */
export function subscriptionIssue(
  amount: string,
  terms: SubscriptionTerms,
): BusinessErrorCode | null {
  if (terms.phase === 'notStarted') return 'ieoNotStarted'
  if (terms.phase === 'ended') return 'ieoEnded'
  const issue = amountIssue(amount, terms.tokenScale)
  if (issue) return issue
  const left = new D(remainingSupply(terms.supply, terms.sold))
  if (left.lte(0)) return 'ieoSoldOut'
  if (new D(amount).lt(terms.min)) return 'belowMinimum'
  if (new D(amount).gt(left)) return 'ieoSupplyExceeded'
  if (new D(subscriptionCost(terms.price, amount, terms.payScale)).gt(terms.available))
    return 'insufficientBalance'
  return null
}

/**
 * The most the caller can subscribe now: the remaining supply, or what the balance pays for
 * (rounded down to the token's decimals, so its cost rounded up still fits), whichever is less;
 * '0' when that is below the minimum.
 */
export function maxSubscription(terms: SubscriptionTerms): string {
  if (terms.phase !== 'inProgress' || new D(terms.price).lte(0)) return '0'
  const left = new D(remainingSupply(terms.supply, terms.sold))
  let affordable = new D(terms.available).div(terms.price).round(terms.tokenScale, Big.roundDown)
  const unit = new D(1).div(new D(10).pow(terms.tokenScale))
  while (
    affordable.gt(0) &&
    new D(subscriptionCost(terms.price, affordable.toString(), terms.payScale)).gt(terms.available)
  )
    affordable = affordable.minus(unit)
  const max = affordable.lt(left) ? affordable : left
  return max.lt(terms.min) || max.lte(0) ? '0' : max.toFixed(terms.tokenScale)
}
