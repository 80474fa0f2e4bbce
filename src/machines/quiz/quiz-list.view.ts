import type { SnapshotFrom } from 'xstate'
import { quizTabs, type QuizTab } from '@/api/contract/quiz'
import type { ErrorCode } from '@/api/errors'
import { toPagedListView, type PagedListStatus } from '../paged-list/paged-list.view'
import { quizCardOf, type QuizCard } from './quiz-card'
import type { quizListMachine } from './quiz-list.machine'

export type QuizListSnapshot = SnapshotFrom<typeof quizListMachine>

export interface QuizListView {
  status: PagedListStatus
  tab: QuizTab
  tabs: readonly QuizTab[]
  /** The questions at the list's clock (the server's `now` plus the seconds counted since). */
  cards: QuizCard[]
  hasMore: boolean
  isLoadingMore: boolean
  error: ErrorCode | null
  moreError: ErrorCode | null
}

/** The list's clock: the latest page's server time plus the seconds counted since, ms. */
export const quizListNow = (s: QuizListSnapshot) => s.context.serverNow + s.context.elapsed

export function toQuizListView(s: QuizListSnapshot): QuizListView {
  const list = toPagedListView(s)
  const now = quizListNow(s)
  return {
    status: list.status,
    tab: list.filter,
    tabs: quizTabs,
    cards: list.items.map((q) => quizCardOf(q, now)),
    hasMore: list.hasMore,
    isLoadingMore: list.isLoadingMore,
    error: list.error,
    moreError: list.moreError,
  }
}
