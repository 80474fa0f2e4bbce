/**
 * The user's open seconds options as live cards, then their result cards (issue 14; api-reference
 * §8 microtrade/lists, get_result, §13 `closed_microorder`; rules in contract/micro-math.ts). The
 * screen sends the ticket's placed order and the settlement pushes; the machine keeps its own
 * `now`, moved by the `second` delay only, so tests and stories hold time still or run it fast.
 *
 * parallel:
 *   list:     loading → ready | failed (list.retry → loading)
 *   clock:    running —second (to the next whole second)→ running: `now` moves
 *   settling: idle —an option past its expiry→ waiting —grace→ asking (get_result of each)
 *             → backingOff —backoff (1, 2, 4, 8 s)→ asking … until each is closed; a push
 *             (order.settled) settles at once, and nothing left past expiry → idle.
 * A closed order becomes a result card (at most 5, newest first, until dismissed) and is emitted
 * as `settled` exactly once, whichever of the push and get_result brings it first.
 */
import { assign, enqueueActions, not, setup } from 'xstate'
import type { OptionOrder } from '@/api/contract/micro'
import { withError, withOutput } from '../keyed-submission'
import { ownErrorCode } from '../own-error'
import { askResults, loadOpen, type AskedResults } from './option-positions.actors'
import {
  GRACE_MS,
  backoffMs,
  dueIds,
  freshSettled,
  hasFreshDue,
  nextNow,
  untilNextSecond,
  withAnswers,
  withLoaded,
  withPlaced,
  withSettled,
} from './option-positions.logic'
import type {
  OptionPositionsContext as Context,
  OptionPositionsEmitted,
  OptionPositionsEvent,
  OptionPositionsInput,
  OptionPositionsTag,
} from './option-positions.types'

export type * from './option-positions.types'

type Settle = { orders: readonly OptionOrder[] }

export const optionPositionsMachine = setup({
  types: {
    context: {} as Context,
    events: {} as OptionPositionsEvent,
    input: {} as OptionPositionsInput,
    emitted: {} as OptionPositionsEmitted,
    tags: {} as OptionPositionsTag,
  },
  actors: { loadOpen, askResults },
  delays: {
    second: ({ context }) => untilNextSecond(context.now),
    grace: GRACE_MS,
    backoff: ({ context }) => backoffMs(context.attempts),
  },
  guards: {
    hasDue: ({ context }) => dueIds(context).length > 0,
    hasFreshDue: ({ context }) => hasFreshDue(context),
  },
  actions: {
    tick: assign(({ context }) => ({ now: nextNow(context) })),
    takeLoaded: assign(({ context }, { output }: { output: OptionOrder[] }) =>
      withLoaded(context, output),
    ),
    rememberLoadError: assign((_, { error }: { error: unknown }) => ({
      error: ownErrorCode(error),
    })),
    forgetLoadError: assign({ error: null }),
    takePlaced: assign(({ context, event }) =>
      event.type === 'order.placed' ? withPlaced(context, event.order) : {},
    ),
    settle: enqueueActions(({ context, enqueue }, { orders }: Settle) => {
      const fresh = freshSettled(context, orders)
      enqueue.assign(withSettled(context, orders))
      for (const order of fresh) enqueue.emit({ type: 'settled', order })
    }),
    takeAnswers: enqueueActions(({ context, enqueue }, { output }: { output: AskedResults }) => {
      const fresh = freshSettled(context, output.orders)
      enqueue.assign({
        ...withAnswers(context, output.orders, output.ids),
        attempts: context.attempts + 1,
      })
      for (const order of fresh) enqueue.emit({ type: 'settled', order })
    }),
    countFailedAsk: assign(({ context }) => ({
      unanswered: [...new Set([...context.unanswered, ...dueIds(context)])],
      attempts: context.attempts + 1,
    })),
    forgetAttempts: assign({ attempts: 0 }),
    dismiss: assign(({ context, event }) =>
      event.type === 'result.dismiss'
        ? { results: context.results.filter((o) => o.id !== event.id) }
        : {},
    ),
    clearResults: assign({ results: [] }),
  },
}).createMachine({
  id: 'optionPositions',
  type: 'parallel',
  context: ({ input }) => ({
    now: input.now,
    clock: input.clock ?? null,
    orders: [],
    results: [],
    settledIds: [],
    unanswered: [],
    attempts: 0,
    error: null,
  }),
  on: {
    'order.placed': { actions: 'takePlaced' },
    'order.settled': {
      actions: { type: 'settle', params: ({ event }) => ({ orders: [event.order] }) },
    },
    'result.dismiss': { actions: 'dismiss' },
    'results.clear': { actions: 'clearResults' },
  },
  states: {
    list: {
      initial: 'loading',
      states: {
        loading: {
          tags: ['busy', 'loading'],
          invoke: {
            src: 'loadOpen',
            onDone: { target: 'ready', actions: withOutput('takeLoaded') },
            onError: { target: 'failed', actions: withError('rememberLoadError') },
          },
        },
        failed: {
          tags: ['failed'],
          on: { 'list.retry': { target: 'loading', actions: 'forgetLoadError' } },
        },
        ready: { tags: ['ready'] },
      },
    },
    clock: {
      initial: 'running',
      states: {
        // the leaf re-enters itself, never the region: a reentering region exits the whole machine
        running: { after: { second: { target: 'running', reenter: true, actions: 'tick' } } },
      },
    },
    settling: {
      initial: 'idle',
      states: {
        idle: {
          entry: 'forgetAttempts',
          always: { guard: 'hasDue', target: 'waiting' },
        },
        waiting: {
          always: { guard: not('hasDue'), target: 'idle' },
          after: { grace: 'asking' },
        },
        asking: {
          tags: ['busy', 'asking'],
          always: { guard: not('hasDue'), target: 'idle' },
          invoke: {
            src: 'askResults',
            input: ({ context }) => ({ ids: dueIds(context) }),
            onDone: { target: 'backingOff', actions: withOutput('takeAnswers') },
            onError: { target: 'backingOff', actions: 'countFailedAsk' },
          },
        },
        backingOff: {
          always: [
            { guard: not('hasDue'), target: 'idle' },
            { guard: 'hasFreshDue', target: 'waiting' },
          ],
          after: { backoff: 'asking' },
        },
      },
    },
  },
})
