/**
 * The K-line of one pair and period (issue 3; api-reference §6.2 history, §13.3 `kline` room).
 *
 * active (re-entered on `symbol.change` / `period.change`):
 *   loading → ready (live ⇄ refreshing → refreshFailed → refreshing) | empty | failed (`kline.retry`)
 *
 * With `at` (a second to show, e.g. an option's settlement) the history is the window around it
 * (kline.window.ts); a window that ends before now is a view of the past and takes no live items.
 *
 * The kline room is an invoked callback actor that lives as long as `active`, so switching pair or
 * period leaves the old room and drops the old history request (its AbortSignal fires and its
 * result can no longer reach the machine). Live items update the last bar (same `time`) or append
 * one (later `time`); older items and other pairs or periods are ignored; a skipped `seq` means a
 * missed update, so the history is fetched again while the chart keeps showing what it has.
 * The real platform's items carry no `seq` (api-reference §13.3): with no gap to see, the history
 * is fetched again every `historyRefresh` (60 s) instead, which corrects a bar whose last update
 * was missed.
 */
import { and, assign, setup } from 'xstate'
import type { CanonicalPeriod, Candle, KlineEvent } from '@/api/contract/market'
import { toErrorCode, type ErrorCode } from '@/api/errors'
import type { MarketSocket } from '@/api/socket'
import { fetchHistory, watchKline } from './kline.actors'
import { followItems, hasGap, mergeItems, newItems, withLiveBar } from './kline.merge'
import { historyQuery, KLINE_HISTORY_CANDLES, reachesNow } from './kline.window'

export type KlineMachineEvent =
  | { type: 'symbol.change'; symbol: string }
  | { type: 'period.change'; period: CanonicalPeriod }
  | { type: 'kline.retry' }
  /** From the room actor: a batch's items (any pair or period; the machine picks its own). */
  | { type: 'kline.receive'; items: KlineEvent[] }

/** For views: busy (a history request in flight), loading, ready, empty, failed, refreshing. */
export type KlineTag = 'busy' | 'loading' | 'ready' | 'empty' | 'failed' | 'refreshing'

export interface KlineInput {
  symbol: string
  /** @default '1min' */
  period?: CanonicalPeriod
  /** The app's market socket (`useMarket().socket`). */
  socket: MarketSocket
  /** Unix ms, the history's end. @default Date.now */
  now?: () => number
  /** Bars of history, at most KLINE_MAX_CANDLES. @default KLINE_HISTORY_CANDLES */
  count?: number
  /** A second to show (unix s): the history is the window around it (kline.window.ts). */
  at?: number | null
}

export interface KlineContext {
  symbol: string
  period: CanonicalPeriod
  socket: MarketSocket
  now: () => number
  count: number
  /** The second shown (unix s), or null for the latest bars; kept across pairs and periods. */
  at: number | null
  /** Oldest first; a new array on every change. */
  candles: readonly Candle[]
  /** +1 whenever `candles` is replaced wholesale (a history), not on live merges. */
  revision: number
  /** The room's last applied `seq`; null until its first item. */
  seq: number | null
  /** The room's items carry no `seq` (the real platform): the history is refreshed on a timer. */
  unsequenced: boolean
  /** The newest live bar, kept for a history that is still on its way. */
  live: Candle | null
  error: ErrorCode | null
}

/** What a new pair or period starts from: no bars, no position in its stream, no error. */
const noStream = () => ({ candles: [], seq: null, unsequenced: false, live: null, error: null })

const FETCH = {
  src: 'fetchHistory',
  input: ({ context }: { context: KlineContext }) => historyQuery(context),
} as const
const history = ({ event }: { event: { output: Candle[] } }) => ({ history: event.output })
const TAKE_HISTORY = { type: 'takeHistory', params: history } as const
const receive = (type: 'followItems' | 'mergeItems') => ({
  type,
  params: ({ event }: { event: { items: KlineEvent[] } }) => ({ items: event.items }),
})
const REMEMBER_ERROR = {
  type: 'rememberError',
  params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }),
} as const

export const klineMachine = setup({
  types: {
    context: {} as KlineContext,
    events: {} as KlineMachineEvent,
    input: {} as KlineInput,
    tags: {} as KlineTag,
  },
  actors: { fetchHistory, watchKline },
  delays: {
    refreshRetry: 5_000,
    /** Without `seq` a missed update cannot be seen: the history is fetched again this often. */
    historyRefresh: 60_000,
  },
  guards: {
    isOtherSymbol: ({ context, event }) =>
      event.type === 'symbol.change' && event.symbol !== context.symbol,
    isOtherPeriod: ({ context, event }) =>
      event.type === 'period.change' && event.period !== context.period,
    hasGap: ({ context, event }) =>
      event.type === 'kline.receive' && hasGap(event.items, context, context.seq),
    bringsBar: ({ context, event }) =>
      event.type === 'kline.receive' && newItems(event.items, context, context.seq).length > 0,
    isUnsequenced: ({ context }) => context.unsequenced,
    /** A window of the past ignores live items: they belong to the bar in progress. */
    reachesNow: ({ context }) => reachesNow(context),
    hasHistory: ({ context }, params: { history: Candle[] }) =>
      withLiveBar(params.history, context.live).length > 0,
  },
  actions: {
    switchStream: assign(({ context, event }) => ({
      symbol: event.type === 'symbol.change' ? event.symbol : context.symbol,
      period: event.type === 'period.change' ? event.period : context.period,
      revision: context.revision + 1,
      ...noStream(),
    })),
    /** No history on screen: only follow the stream. */
    followItems: assign(({ context }, params: { items: KlineEvent[] }) =>
      followItems(context, params.items),
    ),
    /** History on screen: each newer item updates or extends it. */
    mergeItems: assign(({ context }, params: { items: KlineEvent[] }) =>
      mergeItems(context, params.items),
    ),
    takeHistory: assign(({ context }, params: { history: Candle[] }) => ({
      candles: withLiveBar(params.history, context.live),
      revision: context.revision + 1,
      error: null,
    })),
    rememberError: assign((_, params: { error: unknown }) => ({
      error: toErrorCode(params.error),
    })),
  },
}).createMachine({
  id: 'kline',
  context: ({ input }) => ({
    symbol: input.symbol,
    period: input.period ?? '1min',
    socket: input.socket,
    now: input.now ?? Date.now,
    count: input.count ?? KLINE_HISTORY_CANDLES,
    at: input.at ?? null,
    revision: 0,
    ...noStream(),
  }),
  on: {
    'symbol.change': {
      guard: 'isOtherSymbol',
      target: '.active',
      reenter: true,
      actions: 'switchStream',
    },
    'period.change': {
      guard: 'isOtherPeriod',
      target: '.active',
      reenter: true,
      actions: 'switchStream',
    },
  },
  initial: 'active',
  states: {
    active: {
      invoke: {
        src: 'watchKline',
        input: ({ context }) => ({
          socket: context.socket,
          symbol: context.symbol,
          period: context.period,
        }),
      },
      on: { 'kline.receive': { guard: 'reachesNow', actions: receive('followItems') } },
      initial: 'loading',
      states: {
        loading: {
          tags: ['busy', 'loading'],
          invoke: {
            ...FETCH,
            onDone: [
              {
                guard: { type: 'hasHistory', params: history },
                target: 'ready',
                actions: TAKE_HISTORY,
              },
              { target: 'empty', actions: TAKE_HISTORY },
            ],
            onError: { target: 'failed', actions: REMEMBER_ERROR },
          },
        },
        ready: {
          tags: ['ready'],
          on: {
            'kline.receive': [
              {
                guard: and(['reachesNow', 'hasGap']),
                target: '.refreshing',
                actions: receive('mergeItems'),
              },
              { guard: 'reachesNow', actions: receive('mergeItems') },
            ],
          },
          initial: 'live',
          states: {
            live: { after: { historyRefresh: { guard: 'isUnsequenced', target: 'refreshing' } } },
            refreshing: {
              tags: ['busy', 'refreshing'],
              invoke: {
                ...FETCH,
                onDone: { target: 'live', actions: TAKE_HISTORY },
                onError: { target: 'refreshFailed', actions: REMEMBER_ERROR },
              },
            },
            refreshFailed: { tags: ['refreshing'], after: { refreshRetry: 'refreshing' } },
          },
        },
        empty: {
          tags: ['empty'],
          on: {
            'kline.receive': {
              guard: and(['reachesNow', 'bringsBar']),
              target: 'ready',
              actions: receive('mergeItems'),
            },
          },
        },
        failed: {
          tags: ['failed'],
          on: { 'kline.retry': { target: 'loading', actions: assign({ error: null }) } },
        },
      },
    },
  },
})

export type KlineMachine = typeof klineMachine
