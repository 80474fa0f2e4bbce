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
 * - **Placement** (`project/buy`, §11's "placement purchase after the end"): once a project has
 *   ended, its UNSOLD supply (supply − every subscribed and placed amount, `total_sell`) is sold
 *   at the issuance `price` from `sell_begin` ("time to market") on; before sell_begin, or while
 *   the project has not ended, the answer is `placementNotOpen`. One placement per user per
 *   project (a second is `placementDone`). The user says what they offer to spend in the pay
 *   currency (`total_price`); `placementTerms` turns it into tokens = total_price ÷ price rounded
 *   DOWN to the token's decimals, and the cost charged = tokens × price rounded UP to the pay
 *   currency's decimals, never more than the offer (the offer has at most the pay decimals, so
 *   rounding a product ≤ the offer up stays ≤ the offer). An offer below one token unit's price
 *   buys 0 tokens: `belowMinimum` (the project's subscription `min` does not apply: the
 *   placement sells whatever is left). Refusals, in this order: `placementNotOpen`,
 *   `placementDone`, `ieoSoldOut` (nothing unsold), the amount codes (`amountIssue` at the pay
 *   decimals), `belowMinimum`, `ieoSupplyExceeded` (the offer buys more than is unsold: whole
 *   orders only, as for subscriptions), `insufficientBalance` (cost > funds). The tokens are
 *   delivered AT ONCE: there is no window left to wait for, so one transaction debits the cost
 *   (ieoPay), credits the tokens (ieoDeliver), takes the supply and writes the order as type 3,
 *   status 3 (delivered, `delivered_at` = now). §11 says status 2 (paid); we write 3 because the
 *   tokens are already in the funds account and status 2 would show a delivery still to come
 *   that the delivery job (subscriptions only) would never make.
 */
import { Big } from 'big.js'
import type { BusinessErrorCode } from './common'
import { amountIssue, ceilTo, floorTo } from './wallet-math'

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

export interface PlacementScales {
  tokenScale: number
  payScale: number
}

export interface PlacementQuote {
  /** Tokens the offer buys, at the token's decimals (0 when it buys none). */
  tokens: string
  /** What is charged: tokens × price rounded up to the pay decimals; ≤ the offer. */
  cost: string
}

/**
 * A placement of `totalPrice` (what the user offers to spend) at `price`: the most whole token
 * units it buys, and their exact cost (see the header). `totalPrice` must pass amountIssue at
 * the pay decimals; a price ≤ 0 buys nothing.
 */
export function placementTerms(
  totalPrice: string,
  price: string,
  { tokenScale, payScale }: PlacementScales,
): PlacementQuote {
  if (new D(price).lte(0) || new D(totalPrice).lte(0))
    return { tokens: floorTo('0', tokenScale), cost: floorTo('0', payScale) }
  const tokens = floorTo(new D(totalPrice).div(price).toString(), tokenScale)
  return { tokens, cost: subscriptionCost(price, tokens, payScale) }
}

export interface PlacementState extends PlacementScales {
  /** The project's phase at now. */
  phase: IeoPhase
  now: number
  sellBegin: number
  price: string
  supply: string
  sold: string
  /** The caller's funds balance of the pay currency. */
  available: string
  /** The caller has placed on this project already. */
  placed: boolean
}

/** Whether the placement window is open at `s.now` (ended and sell_begin reached). */
export const placementOpen = (s: Pick<PlacementState, 'phase' | 'now' | 'sellBegin'>) =>
  s.phase === 'ended' && s.now >= s.sellBegin

/** The first reason `totalPrice` cannot be placed under `s`, in the sandbox's order. */
export function placementIssue(totalPrice: string, s: PlacementState): BusinessErrorCode | null {
  if (!placementOpen(s)) return 'placementNotOpen'
  if (s.placed) return 'placementDone'
  const left = new D(remainingSupply(s.supply, s.sold))
  if (left.lte(0)) return 'ieoSoldOut'
  const issue = amountIssue(totalPrice, s.payScale)
  if (issue) return issue
  const { tokens, cost } = placementTerms(totalPrice, s.price, s)
  if (new D(tokens).lte(0)) return 'belowMinimum'
  if (new D(tokens).gt(left)) return 'ieoSupplyExceeded'
  if (new D(cost).gt(s.available)) return 'insufficientBalance'
  return null
}
