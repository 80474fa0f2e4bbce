/**
 * Prediction quiz formulas and the product's rules (issue 19; product-spec §1 "prediction quiz",
 * §4 quiz states and bet results; api-reference §16.3: no contract exists anywhere, so it is
 * designed here; the wire is quiz.ts). Each formula exists only here: the sandbox settles with
 * them and the bet sheet previews with them, so the payout shown is the payout rule applied.
 *
 * The product's rules (why, where it is a choice):
 * - **Questions come from public data only.** Every question is "where will <pair> be at <second>?",
 *   answered by the price engine's price of exactly that second — the same number the public
 *   `GET market/tick {symbol, time}` answers, so anyone can check a result. No endpoint, dev action
 *   or setting chooses, changes or delays an outcome (api-reference §17: it is a betting product);
 *   the sandbox clock is the only dev tool.
 * - **Outcomes are price intervals.** A question has n ≥ 2 outcomes in price order, split by n − 1
 *   ascending thresholds t1 < … < tn−1: outcome k wins when t_k < p ≤ t_k+1 (no lower bound for the
 *   first, no upper for the last), so exactly one outcome wins any price; a price equal to a
 *   threshold belongs to the lower outcome ("above 30,000" means strictly above).
 * - **The schedule** (a job on the sandbox clock) makes, for BTC/USDT and ETH/USDT:
 *   hourly questions (2 outcomes: "at or below T" / "above T"), open from the hour, cut off at :45,
 *   resolved at the next full hour; daily questions (3 outcomes: below T − b / between / above T + b),
 *   open from 00:00 UTC, cut off at 11:00, resolved at 12:00:00 UTC. Each is made up to one hour
 *   before it opens (shown "not started") and never after its cut-off (a restart skips slots
 *   nobody could bet on). T is the engine's price at the creation second (`reference_price`, also
 *   checkable with `market/tick`) rounded half-up to three significant digits (`thresholdStep`), so
 *   both sides are plausible; b = DAILY_BAND_STEPS steps.
 * - **States** (§4): notStarted (now < opens), guessing (opens ≤ now < cut-off: bets taken), over
 *   (cut off, waiting for the resolution second), unsettled (the second has passed, the result
 *   not written yet; the sandbox's readers settle first, so a client sees it only while its own
 *   countdown runs past the second), settled. Cut-off is always before resolution, so no bet is
 *   placed when its answer could be known.
 * - **Parimutuel pool, fee on the losers' stakes.** Every stake of a question forms its pool. The
 *   platform's fee is QUIZ_FEE_BPS (2 %) of the LOSING stakes, rounded down to the currency's
 *   minor unit; the rest of the pool goes to the winning bets pro rata to stake. Why parimutuel:
 *   the house holds no position, so it has no reason to wish any outcome, and no odds to set.
 *   Why the fee on the losers' stakes (not on the pool): a right guess never gets back less than
 *   its stake (when everybody guessed right, everybody gets their stake back, and the fee is 0).
 * - **Rounding, the remainder rule.** Each winning bet gets floor(stake × distributable ÷ winning
 *   stakes) minor units; the remainder (fewer units than there are winning bets) is handed out one
 *   unit each to the bets with the largest dropped fractions, earlier bet first on a tie. So
 *   payouts + fee = pool exactly; the platform keeps nothing but the disclosed fee.
 * - **Refunds in full.** If nobody picked the winning outcome, or no price can be read for the
 *   second (the pair is gone), every stake is refunded whole (result "refunded", fee 0).
 * - **Bets**: from the funds account (`change`) in USDT, at least QUIZ_MIN_STAKE, at most the
 *   currency's decimals; several bets per user and question, on any outcomes, each its own row;
 *   refused after the cut-off, before the opening, below the minimum, over the balance, and
 *   nothing changes on a refusal. A bet is final (no cancel): cancelling near the cut-off would let
 *   a bettor read the pool and withdraw.
 * - **Bet results** (§4): unsettled, won ("guessed right, bonus distributed": the payout is
 *   credited in the transaction that resolves the question, so there is no "won, not yet paid"),
 *   missed, refunded.
 * - **Preview**: what a stake on an outcome would pay if it wins and the pools stay as they are
 *   now (`previewPayout`); shown as such, since later bets move it. It is what the settlement
 *   would pay at least (the remainder rule only adds).
 */
import { Big } from 'big.js'
import type { BusinessErrorCode } from './common'
import { amountIssue, fromUnits, toUnits } from './wallet-math'

const D = Big()
D.DP = 40
D.RM = Big.roundDown

/** The platform's fee: basis points of the losing stakes. */
export const QUIZ_FEE_BPS = 200
/** The smallest stake, USDT. */
export const QUIZ_MIN_STAKE = '1'
/** The stake currency's scale (USDT). */
export const QUIZ_STAKE_SCALE = 4

export const HOUR_MS = 3_600_000
export const DAY_MS = 86_400_000
/** Hourly questions are cut off this long after their hour starts (15 min before resolving). */
export const HOURLY_CUTOFF_MS = 45 * 60_000
/** Daily questions: cut off at 11:00 UTC, resolved at 12:00:00 UTC. */
export const DAILY_CUTOFF_MS = 11 * HOUR_MS
export const DAILY_RESOLVE_MS = 12 * HOUR_MS
/** A question is made this long before it opens (so "not started" questions are listed). */
export const QUIZ_LEAD_MS = HOUR_MS
/** Daily questions' band: T ± this many threshold steps. */
export const DAILY_BAND_STEPS = 5

export const quizKinds = ['hourly', 'daily'] as const
export type QuizKind = (typeof quizKinds)[number]

export const quizStates = ['notStarted', 'guessing', 'over', 'unsettled', 'settled'] as const
export type QuizState = (typeof quizStates)[number]

export interface QuizTimes {
  opensAt: number
  cutoffAt: number
  /** The resolution second, epoch ms (a whole second). */
  resolveTick: number
}

/** A question's state at `now` (ms); `settled` once its result is written. */
export function quizStateOf(now: number, t: QuizTimes, settled: boolean): QuizState {
  if (settled) return 'settled'
  if (now < t.opensAt) return 'notStarted'
  if (now < t.cutoffAt) return 'guessing'
  return now < t.resolveTick + 1000 ? 'over' : 'unsettled'
}

/** The schedule's slot of `kind` that opens at `opensAt`: its times. */
export function slotTimes(kind: QuizKind, opensAt: number): QuizTimes {
  return kind === 'hourly'
    ? { opensAt, cutoffAt: opensAt + HOURLY_CUTOFF_MS, resolveTick: opensAt + HOUR_MS }
    : {
        opensAt,
        cutoffAt: opensAt + DAILY_CUTOFF_MS,
        resolveTick: opensAt + DAILY_RESOLVE_MS,
      }
}

/** The openings of `kind` to make at `now`: made from QUIZ_LEAD_MS before opening until cut-off. */
export function slotsDue(kind: QuizKind, now: number): number[] {
  const period = kind === 'hourly' ? HOUR_MS : DAY_MS
  const current = Math.floor(now / period) * period
  const out: number[] = []
  for (const opensAt of [current, current + period]) {
    const t = slotTimes(kind, opensAt)
    if (opensAt - QUIZ_LEAD_MS <= now && now < t.cutoffAt) out.push(opensAt)
  }
  return out
}

/** 10^(e − 2) where 10^e ≤ price < 10^(e+1): the price's third significant digit's place. */
export function thresholdStep(price: string): Big {
  const p = new D(price)
  if (p.lte(0)) throw new RangeError(`not a positive price: ${price}`)
  let step = new D(1)
  while (step.times(100).gt(p)) step = step.div(10)
  while (step.times(1000).lte(p)) step = step.times(10)
  return step
}

/** The thresholds (ascending, at `scale` decimals) of a `kind` question made at `price`. */
export function thresholdsFor(kind: QuizKind, price: string, scale: number): string[] {
  const step = thresholdStep(price)
  const t = new D(price).div(step).round(0, Big.roundHalfUp).times(step)
  const fmt = (v: Big) => v.round(scale, Big.roundHalfUp).toFixed(scale)
  if (kind === 'hourly') return [fmt(t)]
  const band = step.times(DAILY_BAND_STEPS)
  return [fmt(t.minus(band)), fmt(t.plus(band))]
}

/** The outcome a price wins: how many thresholds it is strictly above. */
export function winningOutcome(thresholds: readonly string[], price: string): number {
  return thresholds.filter((t) => new D(price).gt(t)).length
}

/** Outcome k's interval (lower exclusive, upper inclusive; null = unbounded). */
export function outcomeBounds(
  thresholds: readonly string[],
  k: number,
): { lower: string | null; upper: string | null } {
  return { lower: k === 0 ? null : thresholds[k - 1]!, upper: thresholds[k] ?? null }
}

/* ---------- the pool (integer minor units) ---------- */

export interface QuizBetStake {
  id: number
  outcome: number
  amount: bigint
}

export interface QuizSettlement {
  /** `paid`: the winners shared the pool; `refunded`: every stake was returned. */
  result: 'paid' | 'refunded'
  /** What each bet gets back (0 for a missed bet), by bet id. */
  payouts: Map<number, bigint>
  pool: bigint
  fee: bigint
  /** Σ payouts of winning bets. */
  paid: bigint
  /** Σ refunds. */
  refunded: bigint
  /** Units the floor left over, handed out by the remainder rule (part of `paid`). */
  remainder: bigint
}

const sum = (xs: Iterable<bigint>) => {
  let s = 0n
  for (const x of xs) s += x
  return s
}

/** The fee on `losing` stakes: floor(losing × bps ÷ 10 000). */
export const feeOf = (losing: bigint, feeBps = QUIZ_FEE_BPS) => (losing * BigInt(feeBps)) / 10_000n

/**
 * Settles a question's bets for `winner` (null: no price, refund all). Payouts + fee = pool; a
 * winning bet gets at least its stake; every refund is the whole stake.
 */
export function settleQuiz(
  bets: readonly QuizBetStake[],
  winner: number | null,
  feeBps = QUIZ_FEE_BPS,
): QuizSettlement {
  const pool = sum(bets.map((b) => b.amount))
  const winning = winner === null ? [] : bets.filter((b) => b.outcome === winner)
  const winningStake = sum(winning.map((b) => b.amount))
  const payouts = new Map<number, bigint>()
  if (winningStake === 0n) {
    for (const b of bets) payouts.set(b.id, b.amount)
    return { result: 'refunded', payouts, pool, fee: 0n, paid: 0n, refunded: pool, remainder: 0n }
  }
  const fee = feeOf(pool - winningStake, feeBps)
  const distributable = pool - fee
  const shares = winning.map((b) => ({
    id: b.id,
    units: (b.amount * distributable) / winningStake,
    dropped: (b.amount * distributable) % winningStake,
  }))
  const remainder = distributable - sum(shares.map((s) => s.units))
  const order = [...shares].sort((a, b) =>
    a.dropped === b.dropped ? a.id - b.id : a.dropped > b.dropped ? -1 : 1,
  )
  for (let i = 0; i < Number(remainder); i++) order[i]!.units += 1n
  for (const b of bets) payouts.set(b.id, 0n)
  for (const s of shares) payouts.set(s.id, s.units)
  return { result: 'paid', payouts, pool, fee, paid: distributable, refunded: 0n, remainder }
}

/**
 * What `stake` units on `outcome` would pay if it wins and the pools (units per outcome) stay as
 * they are: floor(stake × (pool′ − fee′) ÷ winning′), with the stake added to the pools. The
 * settlement pays at least this for the same pools.
 */
export function previewUnits(
  pools: readonly bigint[],
  outcome: number,
  stake: bigint,
  feeBps = QUIZ_FEE_BPS,
): bigint {
  if (stake <= 0n) return 0n
  const pool = sum(pools) + stake
  const winning = (pools[outcome] ?? 0n) + stake
  const distributable = pool - feeOf(pool - winning, feeBps)
  return (stake * distributable) / winning
}

/** previewUnits over decimal strings at `scale` (the stake must have at most `scale` decimals). */
export function previewPayout(
  pools: readonly string[],
  outcome: number,
  stake: string,
  scale = QUIZ_STAKE_SCALE,
  feeBps = QUIZ_FEE_BPS,
): string {
  const units = previewUnits(
    pools.map((p) => toUnits(p, scale)),
    outcome,
    toUnits(stake, scale),
    feeBps,
  )
  return fromUnits(units, scale)
}

/**
 * The current payout per 1 staked on `outcome` if it wins, (pool − fee) ÷ its pool, rounded down
 * to 4 decimals; null while nobody has picked it.
 */
export function payoutMultiple(
  pools: readonly string[],
  outcome: number,
  feeBps = QUIZ_FEE_BPS,
): string | null {
  const winning = new D(pools[outcome] ?? '0')
  if (winning.lte(0)) return null
  const pool = pools.reduce((acc, p) => acc.plus(p), new D(0))
  const fee = pool.minus(winning).times(feeBps).div(10_000)
  return pool.minus(fee).div(winning).round(4, Big.roundDown).toFixed(4)
}

/** Why `amount` cannot be staked with `available` funds, or null (stake checks, in order). */
export function stakeIssue(
  amount: string,
  available: string,
  scale = QUIZ_STAKE_SCALE,
): BusinessErrorCode | null {
  const issue = amountIssue(amount, scale)
  if (issue) return issue
  if (new D(amount).lt(QUIZ_MIN_STAKE)) return 'belowMinimum'
  if (new D(amount).gt(available)) return 'insufficientBalance'
  return null
}
