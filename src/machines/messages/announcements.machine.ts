/**
 * Platform announcements (spec §2 other/ggList; api-reference §4 `news/list`, `c_id` 4), in the
 * request's language (the server falls back to English), paged by `page` and `limit` (Custom C).
 *
 * loading → ready | empty | failed (list.retry → loading)
 * ready: idle —list.more (more pages)→ loadingMore → idle (appended | `moreError` set)
 */
import { assign, fromPromise, setup } from 'xstate'
import { contentApi } from '@/api/content'
import {
  NEWS_DEFAULT_LIMIT,
  NewsCategory,
  type NewsItem,
  type NewsListResponse,
} from '@/api/contract/content'
import { toErrorCode, type ErrorCode } from '@/api/errors'

export type AnnouncementsEvent = { type: 'list.retry' } | { type: 'list.more' }

export interface AnnouncementsInput {
  /** Rows per page. @default NEWS_DEFAULT_LIMIT (15) */
  limit?: number
}

export interface AnnouncementsContext {
  limit: number
  announcements: NewsItem[]
  /** The last page loaded. */
  page: number
  /** Rows in the category (in the answered language). */
  count: number
  error: ErrorCode | null
  moreError: ErrorCode | null
}

export const announcementsMachine = setup({
  types: {
    context: {} as AnnouncementsContext,
    events: {} as AnnouncementsEvent,
    input: {} as AnnouncementsInput,
  },
  actors: {
    loadPage: fromPromise<NewsListResponse, { page: number; limit: number }>(({ input, signal }) =>
      contentApi.newsList({ c_id: NewsCategory.announcement, ...input }, { signal }),
    ),
  },
  guards: {
    isNonEmptyPage: (_, params: { page: NewsListResponse }) => params.page.list.length > 0,
    hasMore: ({ context }) => context.page * context.limit < context.count,
  },
  actions: {
    takePage: assign((_, params: { page: NewsListResponse }) => ({
      announcements: params.page.list,
      page: params.page.page,
      count: params.page.count,
      error: null,
    })),
    appendPage: assign(({ context }, params: { page: NewsListResponse }) => {
      const known = new Set(context.announcements.map((a) => a.id))
      return {
        announcements: [
          ...context.announcements,
          ...params.page.list.filter((a) => !known.has(a.id)),
        ],
        page: params.page.page,
        count: params.page.count,
      }
    }),
  },
}).createMachine({
  id: 'announcements',
  context: ({ input }) => ({
    limit: input.limit ?? NEWS_DEFAULT_LIMIT,
    announcements: [],
    page: 0,
    count: 0,
    error: null,
    moreError: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadPage',
        input: ({ context }) => ({ page: 1, limit: context.limit }),
        onDone: [
          {
            guard: { type: 'isNonEmptyPage', params: ({ event }) => ({ page: event.output }) },
            target: 'ready',
            actions: { type: 'takePage', params: ({ event }) => ({ page: event.output }) },
          },
          {
            target: 'empty',
            actions: { type: 'takePage', params: ({ event }) => ({ page: event.output }) },
          },
        ],
        onError: {
          target: 'failed',
          actions: assign(({ event }) => ({ error: toErrorCode(event.error) })),
        },
      },
    },
    empty: {},
    failed: { on: { 'list.retry': 'loading' } },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'list.more': {
              guard: 'hasMore',
              target: 'loadingMore',
              actions: assign({ moreError: null }),
            },
          },
        },
        loadingMore: {
          invoke: {
            src: 'loadPage',
            input: ({ context }) => ({ page: context.page + 1, limit: context.limit }),
            onDone: {
              target: 'idle',
              actions: { type: 'appendPage', params: ({ event }) => ({ page: event.output }) },
            },
            onError: {
              target: 'idle',
              actions: assign(({ event }) => ({ moreError: toErrorCode(event.error) })),
            },
          },
        },
      },
    },
  },
})
