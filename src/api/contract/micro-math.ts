/**
 * Seconds options ("microtrade") formulas (issue 14, api-reference §8.2–8.3; the contract is
 * micro.ts). Each exists only here: the sandbox checks, charges and settles with them, the ticket
 * previews with them, the open-option cards show the live expected result with them, and the
 * public check page recomputes a settled option's outcome with them.
 *
 * Money is in the stake currency (USDT), with its decimals (`scale`). Rounding never favours the
 * user and never creates money: the fee is rounded up, a win's payout is rounded down.
 *
 * The product's rules (where §8 is silent, written here and in micro.ts):
 * - **Open price** is the engine's price of the second the order is placed in (never offset,
 *   §17.5); that second is the order's `open_tick`.
 * - **Expiry** `handled_at` = the placement second + `seconds`; the **settlement price** is the
 *   engine's price of exactly that second (`settle_tick`). Nothing else decides a result: not the
 *   user, not the stake, not how much money sits on either side (§17.1–4 are never built).
 * - **Outcome**: a rise wins when settlement > open, a fall wins when settlement < open; equal
 *   prices are a tie; anything else is a loss.
 * - **Fee** = stake × fee rate ÷ 100, rounded up, charged on top of the stake when placing and
 *   never refunded, whatever the outcome.
 * - **Payout**: a win credits `floor(stake × (1 + payout % ÷ 100))`; a tie credits the stake back;
 *   a loss credits nothing. `fact_profits` = credit − stake (the fee is not in it, as on the
 *   platform); the net result the user sees = credit − stake − fee.
 * - **Stake limits**: the currency's `micro_min`/`micro_max` and the duration's
 *   `min_amount`/`max_amount` (0 = no limit) all apply: the larger minimum, the smaller maximum.
 */
import { Big } from 'big.js'
import type { BusinessErrorCode } from './common'
import { amountIssue, ceilTo, floorTo } from './wallet-math'

const D = Big()
D.DP = 40
D.RM = Big.roundDown

export type OptionDirection = 'rise' | 'fall'
export type OptionOutcome = 'win' | 'loss' | 'tie'

/** Whether `end` against `open` wins, loses or ties for `direction` (§8.3). */
export function outcomeOf(direction: OptionDirection, open: string, end: string): OptionOutcome {
  const cmp = new D(end).cmp(open)
  if (cmp === 0) return 'tie'
  return (direction === 'rise') === cmp > 0 ? 'win' : 'loss'
}

/** The fee charged on top of `stake`: `stake × feeRate ÷ 100`, rounded up to `scale`. */
export const optionFee = (stake: string, feeRate: string, scale: number) =>
  ceilTo(new D(stake).times(feeRate).div(100).toString(), scale)

/** What `outcome` credits back and `fact_profits` (credit − stake), to `scale` decimals. */
export function settlementOf(
  outcome: OptionOutcome,
  stake: string,
  payoutRatio: string,
  scale: number,
): { credit: string; factProfits: string } {
  const s = new D(stake)
  const credit =
    outcome === 'win'
      ? floorTo(s.times(new D(payoutRatio).div(100).plus(1)).toString(), scale)
      : outcome === 'tie'
        ? s.toFixed(scale)
        : new D(0).toFixed(scale)
  return { credit, factProfits: new D(credit).minus(s).toFixed(scale) }
}

/**
 * The user's net result of an option that credited `credit`: credit − stake − fee (the fee is never
 * refunded), with the most decimals of the three (exact: no rounding).
 */
export const optionNet = (credit: string, stake: string, fee: string) =>
  new D(credit)
    .minus(stake)
    .minus(fee)
    .toFixed(
      Math.max(...[credit, stake, fee].map((v) => (v.includes('.') ? v.split('.')[1]!.length : 0))),
    )

/** One outcome as the confirm sheet shows it: what is credited back and the net result. */
export interface OutcomeTerms {
  credit: string
  /** credit − stake − fee. */
  net: string
}

/** Everything the user is shown before confirming (issue 14: both outcomes in numbers). */
export interface OptionTerms {
  stake: string
  fee: string
  /** stake + fee: what leaves the options balance now. */
  cost: string
  win: OutcomeTerms
  tie: OutcomeTerms
  loss: OutcomeTerms
}

export function optionTerms(input: {
  stake: string
  payoutRatio: string
  feeRate: string
  scale: number
}): OptionTerms {
  const { payoutRatio, feeRate, scale } = input
  const stake = new D(input.stake).toFixed(scale)
  const fee = optionFee(stake, feeRate, scale)
  const cost = new D(stake).plus(fee).toFixed(scale)
  const terms = (outcome: OptionOutcome): OutcomeTerms => {
    const { credit } = settlementOf(outcome, stake, payoutRatio, scale)
    return { credit, net: new D(credit).minus(cost).toFixed(scale) }
  }
  return { stake, fee, cost, win: terms('win'), tie: terms('tie'), loss: terms('loss') }
}

/** A limit as the platform sends it: '0' (or empty) is no limit. */
const isLimit = (value: string | undefined) => !!value && new D(value).gt(0)

/** The stake range that applies: the larger of the minimums, the smaller of the maximums. */
export function stakeLimits(
  currency: { min: string; max: string },
  duration: { min: string; max: string },
): { min: string | null; max: string | null } {
  const mins = [currency.min, duration.min].filter(isLimit)
  const maxes = [currency.max, duration.max].filter(isLimit)
  const pick = (values: string[], larger: boolean) =>
    values.length === 0 ? null : values.reduce((a, b) => (new D(a).cmp(b) > 0 === larger ? a : b))
  return { min: pick(mins, true), max: pick(maxes, false) }
}

/**
 * Why the sandbox refuses a stake, in its order, or null: the amount itself, the limits, the number
 * of open options, then the balance (stake + fee).
 */
export function stakeIssue(input: {
  stake: string
  scale: number
  limits: { min: string | null; max: string | null }
  feeRate: string
  /** Open options in this currency, and the most allowed (0 = no limit). */
  openCount: number
  holdMax: number
  balance: string
}): BusinessErrorCode | null {
  const issue = amountIssue(input.stake, input.scale)
  if (issue) return issue
  const stake = new D(input.stake.trim())
  if (input.limits.min !== null && stake.lt(input.limits.min)) return 'stakeBelowMinimum'
  if (input.limits.max !== null && stake.gt(input.limits.max)) return 'stakeAboveMaximum'
  if (input.holdMax > 0 && input.openCount >= input.holdMax) return 'tooManyOpenOptions'
  const cost = stake.plus(optionFee(stake.toString(), input.feeRate, input.scale))
  if (cost.gt(input.balance)) return 'insufficientBalance'
  return null
}

/** The largest stake whose stake + fee fits `balance` (rounded down), capped by `max`. */
export function maxStake(balance: string, feeRate: string, scale: number, max: string | null) {
  let stake = new D(floorTo(new D(balance).div(new D(feeRate).div(100).plus(1)).toString(), scale))
  const unit = new D(1).div(new D(10).pow(scale))
  // the fee is rounded up: step down until stake + fee fits
  while (stake.gt(0) && stake.plus(optionFee(stake.toString(), feeRate, scale)).gt(balance))
    stake = stake.minus(unit)
  if (max !== null && stake.gt(max)) stake = new D(max)
  return stake.lt(0) ? new D(0).toFixed(scale) : stake.toFixed(scale)
}

/** The second an order placed at `createdMs` opens in, as ms (its `open_tick`). */
export const openTickOf = (createdMs: number) => Math.floor(createdMs / 1000) * 1000

/** Its expiry and settlement second (`handled_at`, `settle_tick`), ms. */
export const settleTickOf = (createdMs: number, seconds: number) =>
  openTickOf(createdMs) + seconds * 1000

/** What is left before `settleTick`, ms (never negative). */
export const remainingMs = (settleTick: number, nowMs: number) => Math.max(0, settleTick - nowMs)
