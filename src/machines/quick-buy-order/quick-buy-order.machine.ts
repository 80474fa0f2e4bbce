/**
 * A quick-buy order's transfer page (issue 18; product-spec §4 "to be paid, then payment
 * successful; cancelled if the transfer is not completed promptly"; contract/quick-buy.ts): the
 * beneficiary and the reference to quote, a countdown to the sandbox's deadline, and cancelling.
 * The countdown starts from the server's `seconds_left` and ticks with the named delay `second`;
 * the order is read again when it reaches zero (the sandbox has expired it by then), every
 * `pollSeconds` while it waits (the operator may have received the transfer), and on
 * `order.refresh`.
 *
 * starting → loading (an id) | notFound;  loading → waiting (to be paid) | closed (paid, cancelled, expired) | notFound | failed
 * failed —order.retry→ loading
 * waiting —second→ waiting (−1 s) | refreshing (deadline or poll) —order.cancel→ confirmingCancel
 * refreshing → waiting | closed;  confirmingCancel —cancel.confirm→ cancelling → closed
 *   cancelling refused: quickBuyNotPending → refreshing (paid or expired meanwhile); else back
 */
import { assign, fromPromise, setup } from 'xstate'
import type { QuickBuyOrder } from '@/api/contract/quick-buy'
import type { ErrorCode } from '@/api/errors'
import { quickBuyApi } from '@/api/quick-buy'
import { withError, withOutput } from '../keyed-submission'
import type { DetailTag } from '../load-status'
import { ownErrorCode } from '../own-error'

export type QuickBuyOrderEvent =
  | { type: 'order.retry' }
  | { type: 'order.refresh' }
  | { type: 'order.cancel' }
  | { type: 'cancel.confirm' }
  | { type: 'cancel.dismiss' }

export interface QuickBuyOrderInput {
  id: number | null
  /** Seconds between reads while the order waits. @default 10 */
  pollSeconds?: number
}

export interface QuickBuyOrderContext {
  id: number | null
  order: QuickBuyOrder | null
  /** Seconds left to pay, counted down from the server's answer. */
  secondsLeft: number
  /** Seconds since the order was last read. */
  sinceRead: number
  pollSeconds: number
  error: ErrorCode | null
}

export type QuickBuyOrderTag = DetailTag | 'sheetOpen' | 'cancelling' | 'refreshing'

/** A `?id=` query value as an order id: a positive whole number, else null. */
export function orderIdOfParam(value: string | null): number | null {
  return value && /^[1-9]\d{0,15}$/.test(value) ? Number(value) : null
}

export const quickBuyOrderMachine = setup({
  types: {
    context: {} as QuickBuyOrderContext,
    events: {} as QuickBuyOrderEvent,
    input: {} as QuickBuyOrderInput,
    tags: {} as QuickBuyOrderTag,
  },
  actors: {
    loadOrder: fromPromise<QuickBuyOrder, { id: number }>(({ input, signal }) =>
      quickBuyApi.detail(input, { signal }),
    ),
    cancelOrder: fromPromise<QuickBuyOrder, { id: number }>(({ input, signal }) =>
      quickBuyApi.cancel(input, { signal }),
    ),
  },
  delays: { second: 1_000 },
  guards: {
    hasId: ({ context }) => context.id !== null,
    isToBePaid: (_, { output }: { output: QuickBuyOrder }) => output.status === 'toBePaid',
    isNotFound: (_, { error }: { error: unknown }) => ownErrorCode(error) === 'notFound',
    isNotPending: (_, { error }: { error: unknown }) =>
      ownErrorCode(error) === 'quickBuyNotPending',
    isLastSecond: ({ context }) => context.secondsLeft === 1,
    isPollDue: ({ context }) => context.sinceRead + 1 >= context.pollSeconds,
  },
  actions: {
    takeOrder: assign((_, { output }: { output: QuickBuyOrder }) => ({
      order: output,
      secondsLeft: output.secondsLeft,
      sinceRead: 0,
      error: null,
    })),
    tick: assign(({ context }) => ({
      secondsLeft: Math.max(0, context.secondsLeft - 1),
      sinceRead: context.sinceRead + 1,
    })),
    rememberError: assign((_, { error }: { error: unknown }) => ({ error: ownErrorCode(error) })),
    clearError: assign({ error: null }),
  },
}).createMachine({
  id: 'quickBuyOrder',
  context: ({ input }) => ({
    id: input.id,
    order: null,
    secondsLeft: 0,
    sinceRead: 0,
    pollSeconds: input.pollSeconds ?? 10,
    error: null,
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'hasId', target: 'loading' }, { target: 'notFound' }],
    },
    loading: {
      tags: ['busy', 'loading'],
      invoke: {
        src: 'loadOrder',
        input: ({ context }) => ({ id: context.id ?? 0 }),
        onDone: [
          { guard: withOutput('isToBePaid'), target: 'waiting', actions: withOutput('takeOrder') },
          { target: 'closed', actions: withOutput('takeOrder') },
        ],
        onError: [
          { guard: withError('isNotFound'), target: 'notFound' },
          { target: 'failed', actions: withError('rememberError') },
        ],
      },
    },
    failed: {
      tags: ['failed'],
      on: { 'order.retry': { target: 'loading', actions: 'clearError' } },
    },
    notFound: { tags: ['notFound'] },
    waiting: {
      tags: ['ready'],
      after: {
        second: [
          { guard: 'isLastSecond', target: 'refreshing', actions: 'tick' },
          { guard: 'isPollDue', target: 'refreshing', actions: 'tick' },
          { target: 'waiting', reenter: true, actions: 'tick' },
        ],
      },
      on: {
        'order.refresh': 'refreshing',
        'order.cancel': { target: 'confirmingCancel', actions: 'clearError' },
      },
    },
    refreshing: {
      tags: ['ready', 'busy', 'refreshing'],
      invoke: {
        src: 'loadOrder',
        input: ({ context }) => ({ id: context.id ?? 0 }),
        onDone: [
          { guard: withOutput('isToBePaid'), target: 'waiting', actions: withOutput('takeOrder') },
          { target: 'closed', actions: withOutput('takeOrder') },
        ],
        // the countdown goes on; the next read is at the next poll
        onError: {
          target: 'waiting',
          actions: [withError('rememberError'), assign({ sinceRead: 0 })],
        },
      },
    },
    confirmingCancel: {
      tags: ['ready', 'sheetOpen'],
      on: {
        'cancel.confirm': 'cancelling',
        'cancel.dismiss': { target: 'waiting', actions: 'clearError' },
      },
    },
    cancelling: {
      tags: ['ready', 'busy', 'sheetOpen', 'cancelling'],
      invoke: {
        src: 'cancelOrder',
        input: ({ context }) => ({ id: context.id ?? 0 }),
        onDone: { target: 'closed', actions: withOutput('takeOrder') },
        onError: [
          {
            guard: withError('isNotPending'),
            target: 'refreshing',
            actions: withError('rememberError'),
          },
          { target: 'confirmingCancel', actions: withError('rememberError') },
        ],
      },
    },
    closed: { tags: ['ready'] },
  },
})
