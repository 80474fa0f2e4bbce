/**
 * A quick-buy order's transfer page (issue 18; product-spec §4 "to be paid, then payment
 * successful; cancelled if the transfer is not completed promptly"; contract/quick-buy.ts): the
 * beneficiary and the reference to quote, a countdown to the sandbox's deadline, and cancelling.
 * The countdown starts from the server's `seconds_left` and ticks with the named delay `second`;
 * the order is read again when it reaches zero (the sandbox has expired it by then), and on
 * `order.refresh`. The operator's receipt arrives live: the user's `quick_buy_credited` event
 * (order.credited) closes the order as paid at once. While the socket is down (feed.change
 * live: false, the default) the order is also read every `pollSeconds`, and once when the socket
 * comes back (an event may have been missed meanwhile).
 *
 * starting → loading (an id) | notFound;  loading → waiting (to be paid) | closed (paid, cancelled, expired) | notFound | failed
 * failed —order.retry→ loading
 * waiting —second→ waiting (−1 s) | refreshing (deadline or poll) —order.cancel→ confirmingCancel
 * refreshing → waiting | closed;  confirmingCancel —cancel.confirm→ cancelling → closed
 *   cancelling refused: quickBuyNotPending → refreshing (paid or expired meanwhile); else back
 * order.credited (this order) from waiting, refreshing, confirmingCancel, cancelling → closed
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
  /** The user's `quick_buy_credited` event: the order as the sandbox has it, paid. */
  | { type: 'order.credited'; order: QuickBuyOrder }
  /** The private socket is up (events arrive) or down (polling stands in). */
  | { type: 'feed.change'; live: boolean }

export interface QuickBuyOrderInput {
  id: number | null
  /** Seconds between reads while the order waits and the socket is down. @default 10 */
  pollSeconds?: number
  /** The private socket is up: no polling. @default false */
  live?: boolean
}

export interface QuickBuyOrderContext {
  id: number | null
  order: QuickBuyOrder | null
  /** Seconds left to pay, counted down from the server's answer. */
  secondsLeft: number
  /** Seconds since the order was last read. */
  sinceRead: number
  pollSeconds: number
  /** The private socket is up: its events stand in for polling. */
  live: boolean
  error: ErrorCode | null
}

export type QuickBuyOrderTag = DetailTag | 'sheetOpen' | 'cancelling' | 'refreshing'

/** A `?id=` query value as an order id: a positive whole number, else null. */
export function orderIdOfParam(value: string | null): number | null {
  return value && /^[1-9]\d{0,15}$/.test(value) ? Number(value) : null
}

/** Paid meanwhile: the order closes as the event has it (a cancel in flight is moot). */
const credited = {
  guard: 'isThisOrder',
  target: '#quickBuyOrder.closed',
  actions: 'takeCredited',
} as const

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
    isPollDue: ({ context }) => !context.live && context.sinceRead + 1 >= context.pollSeconds,
    isThisOrder: ({ context, event }) =>
      event.type === 'order.credited' && event.order.id === context.id,
    isBackLive: ({ context, event }) => event.type === 'feed.change' && event.live && !context.live,
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
    takeCredited: assign(({ event }) =>
      event.type === 'order.credited'
        ? { order: event.order, secondsLeft: 0, sinceRead: 0, error: null }
        : {},
    ),
    takeFeed: assign(({ event }) => (event.type === 'feed.change' ? { live: event.live } : {})),
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
    live: input.live ?? false,
    error: null,
  }),
  initial: 'starting',
  on: { 'feed.change': { actions: 'takeFeed' } },
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
        'order.credited': credited,
        'feed.change': [
          { guard: 'isBackLive', target: 'refreshing', actions: 'takeFeed' },
          { actions: 'takeFeed' },
        ],
      },
    },
    refreshing: {
      tags: ['ready', 'busy', 'refreshing'],
      on: { 'order.credited': credited },
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
        'order.credited': credited,
        'cancel.confirm': 'cancelling',
        'cancel.dismiss': { target: 'waiting', actions: 'clearError' },
      },
    },
    cancelling: {
      tags: ['ready', 'busy', 'sheetOpen', 'cancelling'],
      on: { 'order.credited': credited },
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
