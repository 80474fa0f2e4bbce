/**
 * The market feed's connection (spec §7, api-reference §13, STYLE §3.3).
 * connecting (opening → loading) → live ⇄ stale (waiting | reconnecting → reopening) → resyncing → live;
 * offline when the device is offline or after `maxAttempts` failed reconnects (left by
 * `network.online`, `connection.retry`, or one more attempt every `offlineRetry` while the device
 * is online). Stale after `staleAfter` without a frame, at once on a
 * disconnect; a `seq` gap or a reconnect resyncs from a fresh snapshot. Quotes go to the injected
 * sink (the quote store), never through React.
 *
 * The real platform's frames carry no `seq` (api-reference §13.3), so a missed update cannot be
 * seen: once a frame without `seq` has arrived, the feed also resyncs `snapshotRefresh` (30 s)
 * after each snapshot, from `live` or `stale.waiting`. Thirty seconds keeps a quiet pair at most
 * half a minute behind for one small request per half minute; the sandbox's sequenced frames
 * never trigger it.
 */
import { assign, enqueueActions, fromPromise, not, sendTo, setup } from 'xstate'
import type { Quote } from '@/api/contract/market'
import { toErrorCode } from '@/api/errors'
import { marketApi } from '@/api/market'
import { browserNetwork, connectSocket, watchNetwork } from './connection.actors'
import { MAX_RECONNECT_ATTEMPTS, RECONNECT_MAX_MS, reconnectDelay } from './connection.policy'
import type {
  ConnectionContext,
  ConnectionEmitted,
  ConnectionEvent,
  ConnectionInput,
} from './connection.types'

export {
  MAX_RECONNECT_ATTEMPTS,
  RECONNECT_MAX_MS,
  RECONNECT_MIN_MS,
  reconnectDelay,
} from './connection.policy'
export type * from './connection.types'

const FRAME = ['forwardFrame', 'trackSeqs'] as const
// a gap: keep the newer figures, but restart the seq baseline from this frame
const GAP = ['forwardFrame', 'forgetSeqs', 'trackSeqs'] as const
// the first load and every resync fetch the same snapshot, and retry from a `retrying` sibling
const FETCH_SNAPSHOT = {
  src: 'fetchSnapshot',
  onDone: {
    target: '#connection.online.live',
    actions: {
      type: 'takeSnapshot',
      params: ({ event }: { event: { output: Quote[] } }) => ({ quotes: event.output }),
    },
  },
  onError: {
    target: 'retrying',
    actions: {
      type: 'rememberError',
      params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }),
    },
  },
} as const

export const connectionMachine = setup({
  types: {
    context: {} as ConnectionContext,
    events: {} as ConnectionEvent,
    input: {} as ConnectionInput,
    emitted: {} as ConnectionEmitted,
  },
  actors: {
    connect: connectSocket,
    watchNetwork,
    fetchSnapshot: fromPromise<Quote[]>(async ({ signal }) =>
      (await marketApi.quotation({ signal })).flatMap((group) => group.quotation),
    ),
  },
  delays: {
    staleAfter: 3_000,
    connectTimeout: 20_000,
    snapshotRetry: 2_000,
    reconnect: ({ context }) => context.reconnectInMs,
    /** While offline after failed reconnects (the device being online), one more try this often. */
    offlineRetry: RECONNECT_MAX_MS,
    /** Frames without `seq`: how long a snapshot is trusted before it is fetched again. */
    snapshotRefresh: 30_000,
  },
  guards: {
    isOffline: ({ context }) => !context.network.isOnline(),
    hasGap: ({ context, event }) =>
      event.type === 'frame' &&
      event.items.some(
        (i) =>
          i.seq !== undefined && i.symbol in context.seqs && i.seq > context.seqs[i.symbol] + 1,
      ),
    isUnsequenced: ({ context }) => context.unsequenced,
    hasExhaustedAttempts: ({ context }) => context.attempts > context.maxAttempts,
  },
  actions: {
    forwardFrame: ({ context, event }) => {
      if (event.type === 'frame') context.sink.applyFrame(event.items)
    },
    trackSeqs: assign(({ context, event }) => {
      if (event.type !== 'frame') return {}
      const seqs = { ...context.seqs }
      let unsequenced = context.unsequenced
      for (const i of event.items)
        if (i.seq === undefined) unsequenced = true
        else seqs[i.symbol] = Math.max(seqs[i.symbol] ?? 0, i.seq)
      return { seqs, unsequenced }
    }),
    forgetSeqs: assign({ seqs: {} }),
    takeSnapshot: enqueueActions(({ enqueue }, params: { quotes: Quote[] }) => {
      enqueue(({ context }) => context.sink.applySnapshot(params.quotes))
      enqueue.emit({ type: 'quotes.snapshot', quotes: params.quotes })
      enqueue.assign({ hasSnapshot: true, error: null })
      enqueue.cancel('snapshotRefresh')
      enqueue.raise(
        { type: 'snapshot.refresh' },
        { id: 'snapshotRefresh', delay: 'snapshotRefresh' },
      )
    }),
    markLive: ({ context }) => context.sink.markStale(false),
    markStale: ({ context }) => context.sink.markStale(true),
    scheduleReconnect: assign(({ context }) => {
      const attempts = context.attempts + 1
      return { attempts, reconnectInMs: reconnectDelay(attempts, context.random()) }
    }),
    reopenSocket: sendTo('transport', { type: 'socket.reopen' }),
    rememberError: assign((_, params: { error: unknown }) => ({
      error: toErrorCode(params.error),
    })),
  },
}).createMachine({
  id: 'connection',
  context: ({ input }) => ({
    socket: input.socket,
    sink: input.sink,
    random: input.random ?? Math.random,
    network: input.network ?? browserNetwork,
    maxAttempts: input.maxAttempts ?? MAX_RECONNECT_ATTEMPTS,
    attempts: 0,
    reconnectInMs: 0,
    seqs: {},
    unsequenced: false,
    hasSnapshot: false,
    error: null,
  }),
  invoke: { src: 'watchNetwork', input: ({ context }) => context.network },
  on: { 'network.offline': { target: '.offline' } },
  initial: 'checking',
  states: {
    checking: { always: [{ guard: 'isOffline', target: 'offline' }, { target: 'online' }] },
    online: {
      invoke: {
        id: 'transport',
        src: 'connect',
        input: ({ context }) => ({ socket: context.socket }),
      },
      on: { 'socket.closed': { target: '.stale.reconnecting' } },
      initial: 'connecting',
      states: {
        connecting: {
          initial: 'opening',
          states: {
            opening: {
              on: { 'socket.open': { target: 'loading' } },
              after: { connectTimeout: { target: '#connection.online.stale.reconnecting' } },
            },
            loading: {
              invoke: FETCH_SNAPSHOT,
              on: { frame: { actions: FRAME } },
            },
            retrying: {
              after: { snapshotRetry: { target: 'loading' } },
              on: { frame: { actions: FRAME } },
            },
          },
        },
        live: {
          entry: ['markLive', assign({ attempts: 0, error: null })],
          initial: 'fresh',
          states: { fresh: { after: { staleAfter: { target: '#connection.online.stale' } } } },
          on: {
            frame: [
              { guard: 'hasGap', target: 'resyncing', actions: GAP },
              { target: '.fresh', reenter: true, actions: FRAME },
            ],
            'snapshot.refresh': { guard: 'isUnsequenced', target: 'resyncing' },
          },
        },
        stale: {
          entry: 'markStale',
          initial: 'waiting',
          states: {
            waiting: {
              on: {
                frame: [
                  { guard: 'hasGap', target: '#connection.online.resyncing', actions: GAP },
                  { target: '#connection.online.live', actions: FRAME },
                ],
                'snapshot.refresh': {
                  guard: 'isUnsequenced',
                  target: '#connection.online.resyncing',
                },
              },
            },
            reconnecting: {
              entry: 'scheduleReconnect',
              // the attempt already failed; a late close must not count it twice
              on: { 'socket.closed': {} },
              always: { guard: 'hasExhaustedAttempts', target: '#connection.offline' },
              after: { reconnect: { target: 'reopening', actions: 'reopenSocket' } },
            },
            reopening: {
              on: {
                'socket.open': { target: '#connection.online.resyncing', actions: 'forgetSeqs' },
              },
              after: { connectTimeout: { target: 'reconnecting' } },
            },
          },
        },
        resyncing: {
          initial: 'fetching',
          on: { frame: { actions: FRAME } },
          states: {
            fetching: {
              invoke: FETCH_SNAPSHOT,
            },
            retrying: { after: { snapshotRetry: { target: 'fetching' } } },
          },
        },
      },
    },
    offline: {
      entry: 'markStale',
      // the server may come back by itself: keep trying, one attempt per offlineRetry, without
      // resetting the count (one more failure comes straight back here)
      after: { offlineRetry: { guard: not('isOffline'), target: 'checking' } },
      on: {
        'network.online': { target: 'online', actions: assign({ attempts: 0 }) },
        'connection.retry': { target: 'checking', actions: assign({ attempts: 0 }) },
      },
    },
  },
})
