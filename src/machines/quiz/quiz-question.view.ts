import type { SnapshotFrom } from 'xstate'
import type { QuizBet } from '@/api/contract/quiz'
import type { ErrorCode } from '@/api/errors'
import { detailStatus, type DetailStatus } from '../load-status'
import { liveIssue } from '../money-form'
import { quizCardOf, type QuizCard, type QuizOutcomeCard } from './quiz-card'
import type { quizQuestionMachine } from './quiz-question.machine'
import { clockOf, previewOf, stakeIssueOf, type QuizBetPreview } from './quiz-question.logic'

export type QuizQuestionSnapshot = SnapshotFrom<typeof quizQuestionMachine>

export interface QuizQuestionView {
  status: DetailStatus
  /** The question on the page's clock; null until loaded. */
  question: QuizCard | null
  /** The caller's bets on it, newest first, with their results. */
  myBets: QuizBet[]
  /** The funds account's available balance of the stake currency. */
  balance: string
  /** Bets are taken now (guessing on the page's clock): the outcomes open the sheet. */
  canBet: boolean
  /** The detail is read again in the background (the result is due). */
  isRefreshing: boolean
  isSheetOpen: boolean
  isSubmitting: boolean
  /** The outcome the sheet is for. */
  outcome: QuizOutcomeCard | null
  amount: string
  /** The stake's problem worth showing now (as typed once it reads, or once left). */
  amountIssue: ErrorCode | null
  /** What the typed stake would pay if right, with the pools as they are; null until it reads. */
  preview: QuizBetPreview | null
  error: ErrorCode | null
  errorField: 'amount' | null
  serverMessage: string
}

export function toQuizQuestionView(s: QuizQuestionSnapshot): QuizQuestionView {
  const c = s.context
  const question = c.detail ? quizCardOf(c.detail.question, clockOf(c)) : null
  const typed = c.amount.trim()
  const issue = stakeIssueOf(c)
  const isSheetOpen = s.hasTag('sheetOpen') || s.hasTag('submitting')
  return {
    status: detailStatus(s),
    question,
    myBets: c.detail?.myBets ?? [],
    balance: c.detail?.balance ?? '0',
    canBet: question?.state === 'guessing',
    isRefreshing: s.hasTag('refreshing'),
    isSheetOpen,
    isSubmitting: s.hasTag('submitting'),
    outcome: isSheetOpen ? (question?.outcomes.find((o) => o.outcome === c.outcome) ?? null) : null,
    amount: c.amount,
    amountIssue: c.touched ? issue : typed.endsWith('.') ? null : liveIssue(typed, issue),
    preview: previewOf(c),
    error: c.error,
    errorField: c.errorField,
    serverMessage: c.serverMessage,
  }
}
