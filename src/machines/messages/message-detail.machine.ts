/**
 * One system message (api-reference §16.5 `message/detail`; the route is
 * /pages/other/mailMessageDetail?id=). Reading it marks it read on the server; the machine emits
 * `read` so the unread count is asked again.
 * checking → loading → ready (emits read) | notFound | failed —message.retry→ loading. An id that
 * is not a positive integer is notFound without asking; so is the server's `notFound` (another
 * user's message, or none).
 */
import { assign, emit, fromPromise, setup } from 'xstate'
import type { MessageDetail } from '@/api/contract/message'
import { toErrorCode, type ErrorCode } from '@/api/errors'
import { messageApi } from '@/api/message'
import type { DetailTag } from '../load-status'
import { ownErrorCode } from '../own-error'

export type MessageDetailEvent = { type: 'message.retry' }

export type MessageDetailEmitted = { type: 'read'; id: number }

export interface MessageDetailInput {
  /** The `id` query parameter as it came; parsed here. */
  id: string | null
}

export interface MessageDetailContext {
  id: number | null
  message: MessageDetail | null
  error: ErrorCode | null
}

/** A positive integer id, or null. */
export function parseMessageId(raw: string | null): number | null {
  if (!raw || !/^\d{1,15}$/.test(raw)) return null
  const id = Number(raw)
  return id > 0 && Number.isSafeInteger(id) ? id : null
}

export const messageDetailMachine = setup({
  types: {
    context: {} as MessageDetailContext,
    events: {} as MessageDetailEvent,
    input: {} as MessageDetailInput,
    emitted: {} as MessageDetailEmitted,
    tags: {} as DetailTag,
  },
  actors: {
    fetchMessage: fromPromise<MessageDetail, { id: number }>(({ input, signal }) =>
      messageApi.detail(input, { signal }),
    ),
  },
  guards: {
    hasId: ({ context }) => context.id !== null,
    isNotFound: (_, params: { error: unknown }) => toErrorCode(params.error) === 'notFound',
  },
  actions: {
    takeMessage: assign((_, params: { message: MessageDetail }) => ({
      message: params.message,
      error: null,
    })),
  },
}).createMachine({
  id: 'messageDetail',
  context: ({ input }) => ({ id: parseMessageId(input.id), message: null, error: null }),
  initial: 'checking',
  states: {
    checking: { always: [{ guard: 'hasId', target: 'loading' }, { target: 'notFound' }] },
    loading: {
      tags: ['busy', 'loading'],
      invoke: {
        src: 'fetchMessage',
        input: ({ context }) => ({ id: context.id! }),
        onDone: {
          target: 'ready',
          actions: [
            { type: 'takeMessage', params: ({ event }) => ({ message: event.output }) },
            // the server marked it read: whoever shows a count asks again
            emit(({ event }) => ({ type: 'read' as const, id: event.output.id })),
          ],
        },
        onError: [
          {
            guard: { type: 'isNotFound', params: ({ event }) => ({ error: event.error }) },
            target: 'notFound',
          },
          {
            target: 'failed',
            actions: assign(({ event }) => ({ error: ownErrorCode(event.error) })),
          },
        ],
      },
    },
    ready: { tags: ['ready'] },
    notFound: { tags: ['notFound'] },
    failed: { tags: ['failed'], on: { 'message.retry': 'loading' } },
  },
})
