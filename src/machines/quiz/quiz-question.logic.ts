/**
 * The question page's rules (quiz-question.machine.ts), all from quiz-math: the page's clock and
 * the question's state on it, the bet request, why a stake cannot be placed, and what it would
 * pay if right with the pools as they are now (the numbers shown before betting).
 */
import type { QuizBet, QuizBetAnswer, QuizDetail } from '@/api/contract/quiz'
import {
  QUIZ_STAKE_SCALE,
  feeOf,
  previewPayout,
  quizStateOf,
  stakeIssue,
  type QuizState,
} from '@/api/contract/quiz-math'
import { fromUnits, toUnits } from '@/api/contract/wallet-math'
import type { ErrorCode } from '@/api/errors'
import type { KeyedContext } from '../keyed-submission'
import type { FormRefusal } from '../money-form'

export interface QuizQuestionContext extends KeyedContext, FormRefusal<'amount'> {
  /** The question's id (`?id=`); null: not found. */
  id: number | null
  /** The question, the caller's bets on it and funds balance, with the sandbox's `now`. */
  detail: QuizDetail | null
  /** Milliseconds counted by `second` since the detail's `now`. */
  elapsed: number
  /** The outcome the bet sheet is for. */
  outcome: number | null
  /** The stake as typed. */
  amount: string
  /** The field was left (or the sheet submitted): its issue shows even half-typed. */
  touched: boolean
  /** The bet just placed (the screen announces it). */
  lastBet: QuizBet | null
}

export type QuizQuestionEvent =
  | { type: 'question.retry' }
  | { type: 'question.refresh' }
  | { type: 'outcome.pick'; outcome: number }
  | { type: 'amount.change'; value: string }
  | { type: 'amount.blur' }
  | { type: 'amount.max' }
  | { type: 'bet.submit' }
  | { type: 'sheet.close' }
  /** The user's `quiz_settled` event: one of their bets settled. */
  | { type: 'bet.settled'; bet: QuizBet }

/** The clock's step, ms. */
export const QUIZ_SECOND_MS = 1_000

/** `?id=` as a question id: a positive whole number, else null. */
export const questionIdOfParam = (value: string | null) =>
  value && /^[1-9]\d{0,9}$/.test(value) ? Number.parseInt(value, 10) : null

/** The page's clock: the server's `now` plus the seconds counted since, ms. */
export const clockOf = (c: Pick<QuizQuestionContext, 'detail' | 'elapsed'>) =>
  (c.detail?.now ?? 0) + c.elapsed

/** The question's state on the page's clock (quiz-math `quizStateOf`). */
export function stateOf(c: Pick<QuizQuestionContext, 'detail' | 'elapsed'>): QuizState | null {
  const q = c.detail?.question
  return q ? quizStateOf(clockOf(c), q, q.state === 'settled') : null
}

/** `quiz/bet`'s request for the sheet (without its key). */
export const toBetRequest = (c: QuizQuestionContext) => ({
  id: c.id ?? 0,
  outcome: c.outcome ?? 0,
  amount: c.amount.trim(),
})

/** Why the typed stake cannot be placed, or null (quiz-math `stakeIssue`, the sandbox's order). */
export const stakeIssueOf = (c: Pick<QuizQuestionContext, 'detail' | 'amount'>) =>
  c.detail ? stakeIssue(c.amount.trim(), c.detail.balance, QUIZ_STAKE_SCALE) : null

const amountCodes = new Set<ErrorCode>([
  'amountRequired',
  'amountInvalid',
  'amountTooPrecise',
  'belowMinimum',
  'insufficientBalance',
])
/** Refusals about the stake: shown under the field. */
export const isAmountRefusal = (code: ErrorCode) => amountCodes.has(code)

/** The stake's codes that mean "not an amount yet": no figures for it. */
const notAnAmount = new Set<ErrorCode>(['amountRequired', 'amountInvalid', 'amountTooPrecise'])

/** What the typed stake on the sheet's outcome would pay if right, with the pools as they are. */
export interface QuizBetPreview {
  stake: string
  /** Credited if this outcome wins and nobody else bets (quiz-math `previewPayout`). */
  payout: string
  /** payout − stake. */
  gain: string
  /** The platform's fee in that case: fee_bps of the other outcomes' stakes (quiz-math `feeOf`). */
  fee: string
  /** The pool with this stake in it. */
  pool: string
}

export function previewOf(c: QuizQuestionContext): QuizBetPreview | null {
  const q = c.detail?.question
  const issue = stakeIssueOf(c)
  if (!q || c.outcome === null || (issue && notAnAmount.has(issue))) return null
  const stake = c.amount.trim()
  const pools = q.outcomes.map((o) => o.pool)
  const units = (v: string) => toUnits(v, QUIZ_STAKE_SCALE)
  const losing = units(q.pool) - units(pools[c.outcome] ?? '0')
  const payout = previewPayout(pools, c.outcome, stake, QUIZ_STAKE_SCALE, q.feeBps)
  return {
    stake: fromUnits(units(stake), QUIZ_STAKE_SCALE),
    payout,
    gain: fromUnits(units(payout) - units(stake), QUIZ_STAKE_SCALE),
    fee: fromUnits(feeOf(losing, q.feeBps), QUIZ_STAKE_SCALE),
    pool: fromUnits(units(q.pool) + units(stake), QUIZ_STAKE_SCALE),
  }
}

/**
 * The detail after a bet: its question as the sandbox answers it (the pools with the stake in
 * them) and the bet first; the balance is read again with the detail (`question.refresh`).
 */
export function withBet(detail: QuizDetail, answer: QuizBetAnswer): QuizDetail {
  const known = detail.myBets.some((b) => b.id === answer.bet.id)
  return {
    ...detail,
    question: answer.question,
    myBets: known ? detail.myBets : [answer.bet, ...detail.myBets],
  }
}

/** The detail with a settled bet of the caller (a `quiz_settled` event) in its place, or first. */
export function withSettledBet(detail: QuizDetail, bet: QuizBet): QuizDetail {
  const known = detail.myBets.some((b) => b.id === bet.id)
  return {
    ...detail,
    myBets: known ? detail.myBets.map((b) => (b.id === bet.id ? bet : b)) : [bet, ...detail.myBets],
  }
}

type GuardArgs = { context: QuizQuestionContext; event: QuizQuestionEvent }

/** The question machine's own guards (quiz-question.machine.ts). */
export const questionGuards = {
  hasId: ({ context }: GuardArgs) => context.id !== null,
  isGuessing: ({ context }: GuardArgs) => stateOf(context) === 'guessing',
  isOutcome: ({ context, event }: GuardArgs) =>
    event.type === 'outcome.pick' &&
    (context.detail?.question.outcomes.some((o) => o.outcome === event.outcome) ?? false),
  isStakeValid: ({ context }: GuardArgs) => stakeIssueOf(context) === null,
  isOnThisQuestion: ({ context, event }: GuardArgs) =>
    event.type === 'bet.settled' && event.bet.questionId === context.id,
  // the second the page's clock passes the resolution, the result is to be read
  isResultDue: ({ context }: GuardArgs) =>
    stateOf(context) === 'over' &&
    stateOf({ ...context, elapsed: context.elapsed + QUIZ_SECOND_MS }) === 'unsettled',
}
