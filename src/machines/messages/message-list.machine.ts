/**
 * System messages (spec §2 other/mailMessageList; api-reference §16.5 `message/getList`,
 * `message/readAll` designed in contract/message.ts): newest first, paged, unread marked.
 *
 * loading → ready | empty | failed (list.retry → loading)
 * ready: idle —list.more (more pages)→ loadingMore → idle (appended | `moreError` set)
 *        idle —list.readAll (something unread)→ markingRead → idle (all read, emits `allRead` |
 *        `readAllError` set)
 */
import { assign, emit, fromPromise, setup } from 'xstate'
import type { MessageItem, MessagePage, ReadAllResult } from '@/api/contract/message'
import { toErrorCode, type ErrorCode } from '@/api/errors'
import { messageApi } from '@/api/message'

export type MessageListEvent =
  { type: 'list.retry' } | { type: 'list.more' } | { type: 'list.readAll' }

export type MessageListEmitted = { type: 'allRead'; count: number }

export interface MessageListInput {
  /** Rows per page. @default 10 */
  limit?: number
}

export interface MessageListContext {
  limit: number
  messages: MessageItem[]
  /** The last page loaded and the last page there is. */
  page: number
  pages: number
  total: number
  /** Why the first page failed. */
  error: ErrorCode | null
  /** Why the next page failed (the list stays). */
  moreError: ErrorCode | null
  /** Why "mark all as read" failed (nothing changed). */
  readAllError: ErrorCode | null
}

export const messageListMachine = setup({
  types: {
    context: {} as MessageListContext,
    events: {} as MessageListEvent,
    input: {} as MessageListInput,
    emitted: {} as MessageListEmitted,
  },
  actors: {
    loadPage: fromPromise<MessagePage, { page: number; limit: number }>(({ input, signal }) =>
      messageApi.list(input, { signal }),
    ),
    readAll: fromPromise<ReadAllResult>(({ signal }) => messageApi.readAll({ signal })),
  },
  guards: {
    isNonEmptyPage: (_, params: { page: MessagePage }) => params.page.data.length > 0,
    hasMore: ({ context }) => context.page < context.pages,
    hasUnread: ({ context }) => context.messages.some((m) => m.status === 0),
  },
  actions: {
    takePage: assign((_, params: { page: MessagePage }) => {
      const { data, page, pages, total } = params.page
      return { messages: data, page, pages, total, error: null }
    }),
    appendPage: assign(({ context }, params: { page: MessagePage }) => {
      // a message that arrived meanwhile shifts the pages: skip rows already shown
      const known = new Set(context.messages.map((m) => m.id))
      const { data, page, pages, total } = params.page
      return {
        messages: [...context.messages, ...data.filter((m) => !known.has(m.id))],
        page,
        pages,
        total,
      }
    }),
    markAllRead: assign(({ context }) => ({
      messages: context.messages.map((m) => ({ ...m, status: 1 as const })),
    })),
    rememberError: assign(
      (_, params: { key: 'error' | 'moreError' | 'readAllError'; error: unknown }) => ({
        [params.key]: toErrorCode(params.error),
      }),
    ),
  },
}).createMachine({
  id: 'messageList',
  context: ({ input }) => ({
    limit: input.limit ?? 10,
    messages: [],
    page: 0,
    pages: 0,
    total: 0,
    error: null,
    moreError: null,
    readAllError: null,
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
          actions: {
            type: 'rememberError',
            params: ({ event }) => ({ key: 'error' as const, error: event.error }),
          },
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
              actions: assign({ moreError: null, readAllError: null }),
            },
            'list.readAll': {
              guard: 'hasUnread',
              target: 'markingRead',
              actions: assign({ moreError: null, readAllError: null }),
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
              actions: {
                type: 'rememberError',
                params: ({ event }) => ({ key: 'moreError' as const, error: event.error }),
              },
            },
          },
        },
        markingRead: {
          invoke: {
            src: 'readAll',
            onDone: {
              target: 'idle',
              actions: [
                'markAllRead',
                emit(({ event }) => ({ type: 'allRead' as const, count: event.output.count })),
              ],
            },
            onError: {
              target: 'idle',
              actions: {
                type: 'rememberError',
                params: ({ event }) => ({ key: 'readAllError' as const, error: event.error }),
              },
            },
          },
        },
      },
    },
  },
})
