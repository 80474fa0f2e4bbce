/**
 * The caller's unread system messages (api-reference §16.5 `message/getCount`): the message
 * centre's badge and the home header's bell.
 * checking → visitor (no token) | loading → ready | failed; ready and failed —unread.refresh→
 * loading (the known count stays shown while it refreshes); session.change (another token), from
 * anywhere → checking, the count forgotten. unread.add (news pushed live: a desk answer on the
 * socket) adds to a known count at once, without asking; before the first count it is left to
 * the answer on its way. The request never raises the app-wide loading
 * indicator: a badge must not block taps.
 */
import { assign, fromPromise, setup } from 'xstate'
import { toErrorCode, type ErrorCode } from '@/api/errors'
import { messageApi } from '@/api/message'
import type { LoadTag } from '../load-status'

export type UnreadEvent =
  | { type: 'session.change'; token: string | null }
  | { type: 'unread.refresh' }
  /** `by` more unread arrived (a live event). */
  | { type: 'unread.add'; by: number }

export interface UnreadInput {
  /** The session token at start; null for a visitor. */
  token: string | null
}

export interface UnreadContext {
  token: string | null
  /** The last count the server gave; null until one arrives (and for a visitor). */
  count: number | null
  error: ErrorCode | null
}

export const unreadMachine = setup({
  types: {
    context: {} as UnreadContext,
    events: {} as UnreadEvent,
    input: {} as UnreadInput,
    /** For views: visitor (no session: no count), the count's load (ready once known). */
    tags: {} as LoadTag | 'visitor' | 'ready',
  },
  actors: {
    fetchCount: fromPromise<number>(({ signal }) =>
      messageApi.unreadCount({ signal, background: true }),
    ),
  },
  guards: {
    hasToken: ({ context }) => context.token !== null,
    isOtherToken: ({ context, event }) =>
      event.type === 'session.change' && event.token !== context.token,
  },
  actions: {
    takeToken: assign(({ event }) => ({
      token: event.type === 'session.change' ? event.token : null,
      count: null,
      error: null,
    })),
  },
}).createMachine({
  id: 'unread',
  context: ({ input }) => ({ token: input.token, count: null, error: null }),
  initial: 'checking',
  on: {
    'session.change': {
      guard: 'isOtherToken',
      target: '.checking',
      reenter: true,
      actions: 'takeToken',
    },
  },
  states: {
    checking: { always: [{ guard: 'hasToken', target: 'loading' }, { target: 'visitor' }] },
    visitor: { tags: ['visitor'] },
    loading: {
      tags: ['busy', 'loading'],
      on: { 'unread.refresh': { target: 'loading', reenter: true } },
      invoke: {
        src: 'fetchCount',
        onDone: {
          target: 'ready',
          actions: assign(({ event }) => ({ count: event.output, error: null })),
        },
        onError: {
          target: 'failed',
          actions: assign(({ event }) => ({ error: toErrorCode(event.error) })),
        },
      },
    },
    ready: {
      tags: ['ready'],
      on: {
        'unread.refresh': 'loading',
        'unread.add': {
          actions: assign(({ context, event }) => ({
            count: (context.count ?? 0) + Math.max(0, Math.floor(event.by)),
          })),
        },
      },
    },
    failed: { tags: ['failed'], on: { 'unread.refresh': 'loading' } },
  },
})
