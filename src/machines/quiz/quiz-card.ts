/**
 * A question as the quiz screens draw it on their clock (the server's `now` plus the seconds
 * counted since): its state recomputed with quiz-math (so "guessing" turns "over" at the cut-off
 * without asking again), the countdown to its next moment, and each outcome's pool, people and
 * current payout multiple (quiz-math `payoutMultiple`).
 */
import type { QuizOutcome, QuizQuestion, QuizResolution, QuizResult } from '@/api/contract/quiz'
import {
  payoutMultiple,
  quizStateOf,
  type QuizKind,
  type QuizState,
} from '@/api/contract/quiz-math'

export interface QuizOutcomeCard extends QuizOutcome {
  /**
   * Paid per 1 staked if it wins and the pools stay as they are; null while nobody picked it, and
   * once settled (the result says what was paid).
   */
  multiple: string | null
  /** The outcome the resolving price fell in (settled questions only). */
  isWinner: boolean
}

export interface QuizCard {
  id: number
  kind: QuizKind
  symbol: string
  currency: string
  state: QuizState
  /** Seconds to the opening (notStarted), the cut-off (guessing) or the resolution (over); else 0. */
  secondsLeft: number
  opensAt: number
  cutoffAt: number
  resolveTick: number
  referencePrice: string
  /** The second the thresholds' reference price was read (ms). */
  referenceTick: number
  pool: string
  participants: number
  feeBps: number
  minStake: string
  outcomes: QuizOutcomeCard[]
  result: QuizResult | null
  /** Once settled: the platform's fee, what the winners shared, what was refunded. */
  fee: string | null
  paid: string | null
  refunded: string | null
  /** The resolving tick (price and second), once settled with a price. */
  resolution: QuizResolution | null
}

const secondsUntil = (now: number, at: number) => Math.max(0, Math.ceil((at - now) / 1000))

const nextMoment = (q: QuizQuestion, state: QuizState, now: number) =>
  state === 'notStarted'
    ? q.opensAt
    : state === 'guessing'
      ? q.cutoffAt
      : state === 'over'
        ? q.resolveTick
        : now

/** The question at `now` (ms). */
export function quizCardOf(q: QuizQuestion, now: number): QuizCard {
  const state = quizStateOf(now, q, q.state === 'settled')
  const pools = q.outcomes.map((o) => o.pool)
  return {
    id: q.id,
    kind: q.kind,
    symbol: q.symbol,
    currency: q.currency,
    state,
    secondsLeft: secondsUntil(now, nextMoment(q, state, now)),
    opensAt: q.opensAt,
    cutoffAt: q.cutoffAt,
    resolveTick: q.resolveTick,
    referencePrice: q.referencePrice,
    referenceTick: q.referenceTick,
    pool: q.pool,
    participants: q.participants,
    feeBps: q.feeBps,
    minStake: q.minStake,
    outcomes: q.outcomes.map((o) => ({
      ...o,
      multiple: state === 'settled' ? null : payoutMultiple(pools, o.outcome, q.feeBps),
      isWinner: state === 'settled' && q.winner === o.outcome,
    })),
    result: q.result,
    fee: q.fee,
    paid: q.paid,
    refunded: q.refunded,
    resolution: q.resolution,
  }
}
