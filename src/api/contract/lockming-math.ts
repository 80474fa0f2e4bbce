/**
 * Lock mining ("lh/deposit") formulas (issue 16; api-reference §12; product-spec §3 and its figures:
 * penalty = settlement ratio × remaining days × locked amount, 0.4 %, 3 days, 1000 → 12; daily yield
 * 0.3–0.4 %, 5-day cycle). The contract is lockming.ts. Each formula exists only here: the sandbox
 * pays, matures and redeems with them, and the buy sheet and the redemption sheet preview with them,
 * so what the user is shown before confirming is what the ledger gets.
 *
 * Money is in the product's currency with its decimals (`scale`). Rounding never favours the user
 * and never creates money: interest is rounded down, the penalty up.
 *
 * The product's rules (the spec wins over the reference; where both are silent, decided here):
 * - **Days are UTC days.** A lock bought on day T0 (any time of it) starts earning on T0 + 1
 *   (`start_at` = the next 00:00 UTC, the reference's "tomorrow"); the purchase day earns nothing.
 *   A term of D days earns on days start … start + D − 1 and matures at `end_at` = start + D days
 *   (00:00 UTC; the reference's today + (day + 1)).
 * - **Interest** of a day = `floor(amount × daily rate ÷ 100)` at the coin's scale, the same every
 *   day, paid once at the 00:00 UTC that ends that day (the day's job runs on the sandbox clock
 *   and catches up any day it missed). The daily rate is `interest_rate`, percent per day.
 * - **Total interest shown before buying** = amount × daily rate × days, as the days are paid:
 *   the rounded daily interest × D, so the total shown is exactly what D payments credit (it
 *   equals the unrounded product whenever amount × rate fits the coin's decimals).
 * - **Maturity**: at `end_at` the last day's interest is paid and the principal returns to the
 *   funds account (change), automatically, once.
 * - **Early redemption** at any moment before `end_at`. **Remaining days** = the days whose
 *   interest has not been paid and no longer will be: D − days paid (the day in progress counts,
 *   and on the purchase day all D count), i.e. min(D, ⌈(end_at − now) ÷ 1 day⌉).
 *   **Penalty** = `ceil(amount × settlement ratio ÷ 100 × remaining days)`, never more than the
 *   principal. The settlement ratio is the product's `cancel_rate`, percent per remaining day
 *   (0.4 % in the seeds, the spec's figure). What comes back = principal − penalty. Interest already
 *   paid is kept (never clawed back). The redemption sheet shows both; the sandbox refuses with
 *   `feeChanged` if the penalty at confirm differs from the one shown (a day ended in between).
 * - **Minimum**: `save_min` per product (amount ≥ it); the amount must be > 0 with at most the
 *   coin's decimals, and at most the funds account's available balance.
 */
import { Big } from 'big.js'
import type { BusinessErrorCode } from './common'
import { amountIssue, ceilTo, floorTo } from './wallet-math'

const D = Big()
D.DP = 40
D.RM = Big.roundDown

export const DAY_MS = 86_400_000

/** 00:00 UTC of the day `ms` falls in. */
export const dayStartOf = (ms: number) => Math.floor(ms / DAY_MS) * DAY_MS

/** `start_at` and `end_at` (ms, 00:00 UTC) of a lock of `days` bought at `boughtAt`. */
export function lockTermOf(boughtAt: number, days: number): { startAt: number; endAt: number } {
  const startAt = dayStartOf(boughtAt) + DAY_MS
  return { startAt, endAt: startAt + days * DAY_MS }
}

/** How many days' interest are due by `now`: the UTC days of the term that have ended, 0…days. */
export function daysDue(startAt: number, days: number, now: number): number {
  if (now < startAt) return 0
  return Math.min(days, Math.floor((now - startAt) / DAY_MS))
}

/** When day `index` (0-based) of the term is paid: the 00:00 UTC that ends it. */
export const paymentAt = (startAt: number, index: number) => startAt + (index + 1) * DAY_MS

/** One day's interest: amount × rate ÷ 100, rounded down to `scale`. */
export const dailyInterest = (amount: string, dailyRate: string, scale: number) =>
  floorTo(new D(amount).times(dailyRate).div(100).toString(), scale)

/** The interest of the whole term: the daily interest × `days` (what the payments add up to). */
export const totalInterest = (amount: string, dailyRate: string, days: number, scale: number) =>
  new D(dailyInterest(amount, dailyRate, scale)).times(days).toFixed(scale)

/** Days in the year of the annual rate shown beside the daily one. */
export const DAYS_A_YEAR = 365

/**
 * The annual rate shown beside a product's daily rate: daily rate × 365, percent, simple (the
 * interest is paid out every day, never added to the principal). A display figure only: what a
 * lock earns is `dailyInterest` × its days.
 */
export const annualRate = (dailyRate: string) => new D(dailyRate).times(DAYS_A_YEAR).toString()

/** The days not yet paid at `now` before maturity: days − days due (0 at or after `end_at`). */
export const remainingDays = (startAt: number, days: number, now: number) =>
  days - daysDue(startAt, days, now)

/** Penalty of an early redemption: ceil(amount × ratio ÷ 100 × remaining), at most the amount. */
export function penaltyOf(amount: string, cancelRate: string, remaining: number, scale: number) {
  const raw = ceilTo(new D(amount).times(cancelRate).div(100).times(remaining).toString(), scale)
  return new D(raw).gt(amount) ? new D(amount).toFixed(scale) : raw
}

/** Everything the buy sheet shows before confirming. */
export interface LockTerms {
  amount: string
  dailyInterest: string
  totalInterest: string
  /** Principal + total interest: what the lock returns in all by maturity. */
  totalReturn: string
  startAt: number
  endAt: number
}

export function lockTerms(input: {
  amount: string
  dailyRate: string
  days: number
  scale: number
  now: number
}): LockTerms {
  const { dailyRate, days, scale, now } = input
  const amount = new D(input.amount).toFixed(scale)
  const daily = dailyInterest(amount, dailyRate, scale)
  const total = totalInterest(amount, dailyRate, days, scale)
  return {
    amount,
    dailyInterest: daily,
    totalInterest: total,
    totalReturn: new D(amount).plus(total).toFixed(scale),
    ...lockTermOf(now, days),
  }
}

/** Everything the redemption sheet shows before confirming, at `now`. */
export interface RedemptionTerms {
  remainingDays: number
  penalty: string
  /** principal − penalty: what returns to the funds account. */
  refund: string
  /** Interest already paid, kept. */
  interestKept: string
}

export function redemptionTerms(input: {
  amount: string
  cancelRate: string
  dailyRate: string
  startAt: number
  days: number
  scale: number
  now: number
}): RedemptionTerms {
  const { amount, cancelRate, dailyRate, startAt, days, scale, now } = input
  const remaining = remainingDays(startAt, days, now)
  const penalty = penaltyOf(amount, cancelRate, remaining, scale)
  const paid = daysDue(startAt, days, now)
  return {
    remainingDays: remaining,
    penalty,
    refund: new D(amount).minus(penalty).toFixed(scale),
    interestKept: totalInterest(amount, dailyRate, paid, scale),
  }
}

/**
 * Why the sandbox refuses a lock of `amount`, in its order, or null: the amount itself, the
 * product's minimum (`lockBelowMinimum`), then the funds account's available balance.
 */
export function lockIssue(input: {
  amount: string
  scale: number
  min: string
  available: string
}): BusinessErrorCode | null {
  const issue = amountIssue(input.amount, input.scale)
  if (issue) return issue
  if (new D(input.amount).lt(input.min)) return 'lockBelowMinimum'
  if (new D(input.amount).gt(input.available)) return 'insufficientBalance'
  return null
}
