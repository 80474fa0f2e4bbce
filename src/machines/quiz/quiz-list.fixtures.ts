import { QuizListAnswer, type QuizTab } from '@/api/contract/quiz'
import {
  MockQuizBetRows,
  MockQuizNow,
  MockQuizSeeds,
  mockQuizTab,
} from '@/api/contract/quiz.fixtures'
import { HOUR_MS } from '@/api/contract/quiz-math'
import { pagedListSnapshots, type PagedListLeaf } from '../paged-list/paged-list.fixtures'
import type { PagedListContext } from '../paged-list/paged-list.machine'
import { quizListMachine, type QuizListContext, type QuizListItem } from './quiz-list.machine'
import type { QuizListSnapshot } from './quiz-list.view'

/** A tab's first page as `quiz/list` answers it at MockQuizNow (12:10 UTC). */
export const mockQuizPage = (tab: QuizTab, now = MockQuizNow) => {
  const data = mockQuizTab(tab, MockQuizSeeds, MockQuizBetRows, now)
  return QuizListAnswer.parse({ data, page: 1, pages: 1, total: data.length, now })
}

/** Popular at 12:10: BTC and ETH hourly taking bets (cut-off 12:45), the 13:00 BTC not started. */
export const mockPopular = mockQuizPage('popular')
/** Daily: today's BTC (paid to the middle outcome) and ETH (refunded), settled at 12:00. */
export const mockDaily = mockQuizPage('daily')
/** Mine: the questions the caller bet on, settled and open. */
export const mockMine = mockQuizPage('mine')

const resolve = (value: PagedListLeaf, context: PagedListContext<QuizListItem, QuizTab>) =>
  at(value, { ...context, serverNow: MockQuizNow, elapsed: 0, stale: [] })

function at(value: PagedListLeaf, context: QuizListContext, sync: 'idle' | 'reading' = 'idle') {
  const state =
    typeof value === 'string' ? value : { ready: { list: value.ready, clock: 'ticking', sync } }
  return quizListMachine.resolveState({ value: state, context }) as QuizListSnapshot
}

const list = pagedListSnapshots(resolve, {
  filter: 'popular',
  pageSize: 10,
  items: mockPopular.items,
})
const ready = list.ready.context

/** One snapshot per state (and tab) of the quiz lists. */
export const quizListSnapshots = {
  ...list,
  daily: at({ ready: 'idle' }, { ...ready, filter: 'daily', items: mockDaily.items }),
  mine: at({ ready: 'idle' }, { ...ready, filter: 'mine', items: mockMine.items }),
  /** 12:50 on the list's clock: the hourly questions are cut off, waiting for 13:00:00. */
  over: at({ ready: 'idle' }, { ...ready, elapsed: 40 * 60_000 }),
  /** 13:00:02: the resolution second has passed and the list has not read the result yet. */
  unsettled: at({ ready: 'idle' }, { ...ready, elapsed: HOUR_MS - 10 * 60_000 + 2_000 }),
  /** 13:00:02, and a `quiz_settled` event named the BTC question: it is being read again. */
  readingSettled: at(
    { ready: 'idle' },
    { ...ready, elapsed: HOUR_MS - 10 * 60_000 + 2_000, stale: [1] },
    'reading',
  ),
}
