/**
 * System messages (spec §2 other/mailMessageList; api-reference §16.5 `message/getList`,
 * `message/readAll` designed in contract/message.ts): newest first, paged, unread marked. The list
 * part is the paged list's (paged-list.machine.ts: its context, guards and assigners, the same
 * states and tags); this machine adds "mark all read" in `ready`.
 *
 * loading → ready | empty | failed (list.retry → loading)
 * ready: idle —list.more (more pages)→ loadingMore → idle (appended | `moreError` set)
 *        idle —list.readAll (something unread)→ markingRead → idle (all read, emits `allRead` |
 *        `readAllError` set)
 */
import { assign, emit, fromPromise, setup } from 'xstate'
import type { MessageItem, MessagePage, ReadAllResult } from '@/api/contract/message'
import type { ErrorCode } from '@/api/errors'
import { messageApi } from '@/api/message'
import { ownErrorCode } from '@/machines/own-error'
import {
  pageOf,
  pagedListParts,
  type PagedListContext,
  type PagedListTag,
} from '@/machines/paged-list/paged-list.machine'

export type MessageListEvent =
  { type: 'list.retry' } | { type: 'list.more' } | { type: 'list.readAll' }

export type MessageListEmitted = { type: 'allRead'; count: number }

export interface MessageListInput {
  /** Rows per page. @default 10 */
  limit?: number
}

export interface MessageListContext extends PagedListContext<MessageItem, Record<never, never>> {
  /** Why "mark all as read" failed (nothing changed). */
  readAllError: ErrorCode | null
}

const loadPage = fromPromise<MessagePage, { page: number; limit: number }>(({ input, signal }) =>
  messageApi.list(input, { signal }),
)

const list = pagedListParts({
  id: 'messageList',
  fetchPage: loadPage,
  request: ({ page, pageSize }) => ({ page, limit: pageSize }),
  readPage: ({ data, page, pages, total }) => ({ items: data, page, pages, total }),
  pageSize: 10,
  itemKey: (message) => message.id,
  filter: {},
  fromInput: (input: MessageListInput) => ({ pageSize: input.limit }),
})

export const messageListMachine = setup({
  types: {
    context: {} as MessageListContext,
    events: {} as MessageListEvent,
    input: {} as MessageListInput,
    emitted: {} as MessageListEmitted,
    tags: {} as PagedListTag | 'markingRead',
  },
  actors: {
    loadPage,
    readAll: fromPromise<ReadAllResult>(({ signal }) => messageApi.readAll({ signal })),
  },
  guards: {
    ...list.guards,
    hasUnread: ({ context }) => context.items.some((m) => m.status === 0),
  },
  actions: {
    // the list's assigners, bound to this machine's context and events
    takePage: assign((args, params: { output: MessagePage }) =>
      list.assigners.takePage(args, params),
    ),
    appendPage: assign((args, params: { output: MessagePage }) =>
      list.assigners.appendPage(args, params),
    ),
    rememberError: assign((args, params: { error: unknown }) =>
      list.assigners.rememberError(args, params),
    ),
    rememberMoreError: assign((args, params: { error: unknown }) =>
      list.assigners.rememberMoreError(args, params),
    ),
    forgetErrors: assign({ error: null, moreError: null, readAllError: null }),
    markAllRead: assign(({ context }) => ({
      items: context.items.map((m) => ({ ...m, status: 1 as const })),
    })),
    rememberReadAllError: assign((_, params: { error: unknown }) => ({
      readAllError: ownErrorCode(params.error),
    })),
  },
}).createMachine({
  id: 'messageList',
  context: ({ input }) => ({ ...list.context(input), readAllError: null }),
  initial: 'loading',
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
      initial: 'idle',
      states: {
        idle: {
          on: {
            'list.more': { guard: 'hasMore', target: 'loadingMore', actions: 'forgetErrors' },
            'list.readAll': { guard: 'hasUnread', target: 'markingRead', actions: 'forgetErrors' },
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
        markingRead: {
          tags: ['busy', 'markingRead'],
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
                type: 'rememberReadAllError',
                params: ({ event }) => ({ error: event.error }),
              },
            },
          },
        },
      },
    },
  },
})
