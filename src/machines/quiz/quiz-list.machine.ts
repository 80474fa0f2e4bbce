/**
 * The prediction quiz's lists (spec §1 "prediction quiz", §4 quiz states; issue 19; contract
 * quiz.ts, rules quiz-math.ts): popular (not settled yet), daily and mine, paged with "load more".
 * The list part is the paged list's (paged-list.machine.ts: its context, guards, assigners, states
 * and tags). `quiz/list` answers with the sandbox's `now`; the clock the countdowns and states
 * read is the latest page's `now` plus the seconds counted since, one per `second` (a named delay
 * a story freezes), never the phone's clock.
 *
 * loading → ready | empty | failed (list.retry → loading)
 * ready ∥ list: idle —list.more (more pages)→ loadingMore → idle (appended | `moreError` set)
 *       ∥ clock: ticking —second→ ticking (one second later)
 *       ∥ sync: idle —bet.settled (a listed question not settled yet)→ reading (`quiz/detail`) →
 *               idle (the question replaced in place, its result shown)
 * tab.change (another tab) / list.refresh, from any state → loading page 1 of that tab.
 * The user's `quiz_settled` events (bet.settled) are the live path: each names the question of a
 * settled bet, read again on its own, so the card shows its result without reloading the list.
 */
import { assign, fromPromise, setup } from 'xstate'
import {
  QUIZ_PAGE_SIZE,
  type QuizBet,
  type QuizDetail,
  type QuizListAnswer,
  type QuizTab,
} from '@/api/contract/quiz'
import { quizApi } from '@/api/quiz'
import {
  pageOf,
  pagedListParts,
  type PagedListContext,
  type PagedListTag,
} from '../paged-list/paged-list.machine'
import { loadQuestion } from './quiz-question.actors'

export type QuizListEvent =
  | { type: 'list.retry' }
  | { type: 'list.more' }
  | { type: 'list.refresh' }
  | { type: 'tab.change'; tab: QuizTab }
  /** The user's `quiz_settled` event: one of their bets settled. */
  | { type: 'bet.settled'; bet: QuizBet }

export interface QuizListInput {
  /** The tab shown first (`?tab=`). @default 'popular' */
  tab?: QuizTab
  /** Questions per page. @default QUIZ_PAGE_SIZE */
  limit?: number
}

export type QuizListItem = QuizListAnswer['items'][number]

export interface QuizListContext extends PagedListContext<QuizListItem, QuizTab> {
  /** The sandbox's clock when the latest page was answered (ms). */
  serverNow: number
  /** Milliseconds counted by `second` since then. */
  elapsed: number
  /** Listed questions a settled bet named, to read again (oldest first, each once). */
  stale: number[]
}

/** The countdowns' step, ms. */
export const QUIZ_TICK_MS = 1_000

export const loadQuizPage = fromPromise<
  QuizListAnswer,
  { tab: QuizTab; page: number; limit: number }
>(({ input, signal }) => quizApi.list(input, { signal }))

const list = pagedListParts({
  id: 'quizList',
  fetchPage: loadQuizPage,
  request: ({ filter, page, pageSize }) => ({ tab: filter, page, limit: pageSize }),
  readPage: ({ items, page, pages, total }: QuizListAnswer) => ({ items, page, pages, total }),
  pageSize: QUIZ_PAGE_SIZE,
  itemKey: (q) => q.id,
  filter: 'popular' as QuizTab,
  fromInput: (input: QuizListInput) => ({ filter: input.tab, pageSize: input.limit }),
})

type Answer = { output: QuizListAnswer }
const clockOf = ({ output }: Answer) => ({ serverNow: output.now, elapsed: 0 })

export const quizListMachine = setup({
  types: {
    context: {} as QuizListContext,
    events: {} as QuizListEvent,
    input: {} as QuizListInput,
    tags: {} as PagedListTag,
  },
  actors: { loadPage: loadQuizPage, loadQuestion },
  delays: { second: QUIZ_TICK_MS },
  guards: {
    ...list.guards,
    /** The bet's question is listed and not settled yet, nor waiting to be read again. */
    isListedQuestion: ({ context, event }) =>
      event.type === 'bet.settled' &&
      !context.stale.includes(event.bet.questionId) &&
      context.items.some((q) => q.id === event.bet.questionId && q.state !== 'settled'),
    hasStale: ({ context }) => context.stale.length > 0,
  },
  actions: {
    // the list's assigners, bound to this machine's context and events, plus the page's clock
    takePage: assign((args, params: Answer) => ({
      ...list.assigners.takePage(args, params),
      ...clockOf(params),
    })),
    appendPage: assign((args, params: Answer) => ({
      ...list.assigners.appendPage(args, params),
      ...clockOf(params),
    })),
    applyFilter: assign((args) => list.assigners.applyFilter(args)),
    rememberError: assign((args, params: { error: unknown }) =>
      list.assigners.rememberError(args, params),
    ),
    rememberMoreError: assign((args, params: { error: unknown }) =>
      list.assigners.rememberMoreError(args, params),
    ),
    forgetErrors: assign({ error: null, moreError: null }),
    tick: assign(({ context }) => ({ elapsed: context.elapsed + QUIZ_TICK_MS })),
    markStale: assign(({ context, event }) =>
      event.type === 'bet.settled' ? { stale: [...context.stale, event.bet.questionId] } : {},
    ),
    /** The question as `quiz/detail` answers it now, in its place; it is no longer stale. */
    takeQuestion: assign(({ context }, { output }: { output: QuizDetail }) => ({
      items: context.items.map((q) => (q.id === output.question.id ? output.question : q)),
      stale: context.stale.filter((id) => id !== output.question.id),
    })),
    /** A failed reading is not tried again: the next refresh shows the result. */
    dropStale: assign(({ context }) => ({ stale: context.stale.slice(1) })),
  },
}).createMachine({
  id: 'quizList',
  context: ({ input }) => ({ ...list.context(input), serverNow: 0, elapsed: 0, stale: [] }),
  initial: 'loading',
  on: {
    'tab.change': {
      guard: 'isOtherFilter',
      target: '.loading',
      actions: ['applyFilter', assign({ stale: [] })],
      reenter: true,
    },
    'list.refresh': { target: '.loading', reenter: true, actions: assign({ stale: [] }) },
  },
  states: {
    loading: {
      tags: ['busy', 'loading'],
      invoke: {
        src: 'loadPage',
        input: list.firstPage,
        onDone: [
          {
            guard: { type: 'hasItems', params: pageOf },
            target: 'ready',
            actions: { type: 'takePage', params: pageOf },
          },
          { target: 'empty', actions: { type: 'takePage', params: pageOf } },
        ],
        onError: {
          target: 'failed',
          actions: { type: 'rememberError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    empty: { tags: ['empty'] },
    failed: {
      tags: ['failed'],
      on: { 'list.retry': { target: 'loading', actions: 'forgetErrors' } },
    },
    ready: {
      tags: ['ready'],
      type: 'parallel',
      on: { 'bet.settled': { guard: 'isListedQuestion', actions: 'markStale' } },
      states: {
        list: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'list.more': { guard: 'hasMore', target: 'loadingMore', actions: 'forgetErrors' },
              },
            },
            loadingMore: {
              tags: ['busy', 'loadingMore'],
              invoke: {
                src: 'loadPage',
                input: list.nextPage,
                onDone: { target: 'idle', actions: { type: 'appendPage', params: pageOf } },
                onError: {
                  target: 'idle',
                  actions: {
                    type: 'rememberMoreError',
                    params: ({ event }) => ({ error: event.error }),
                  },
                },
              },
            },
          },
        },
        clock: {
          initial: 'ticking',
          states: {
            // reenter: a v5 self-transition without it would not restart `after`
            ticking: { after: { second: { target: 'ticking', reenter: true, actions: 'tick' } } },
          },
        },
        sync: {
          initial: 'idle',
          states: {
            idle: { always: { guard: 'hasStale', target: 'reading' } },
            reading: {
              invoke: {
                src: 'loadQuestion',
                input: ({ context }) => ({ id: context.stale[0]! }),
                onDone: {
                  target: 'idle',
                  actions: {
                    type: 'takeQuestion',
                    params: ({ event }) => ({ output: event.output }),
                  },
                },
                onError: { target: 'idle', actions: 'dropStale' },
              },
            },
          },
        },
      },
    },
  },
})
