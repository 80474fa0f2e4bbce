import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, SimulatedClock, waitFor, type StateValue } from 'xstate'
import {
  KLINE_MAX_CANDLES,
  type Candle,
  type KlineEventWire,
  type MarketSubscription,
} from '@/api/contract/market'
import { MOCK_MARKET_TIME, MockKlineEvent, MockPlatformKline } from '@/api/contract/market.fixtures'
import { ApiError } from '@/api/errors'
import type { KlineQuery } from '@/api/market'
import { createFakeMarketSocket, type MarketSocket } from '@/api/socket'
import { MOCK_AT, klineSnapshots, mockCandles } from './kline.fixtures'
import { klineMachine } from './kline.machine'
import { historyQuery } from './kline.window'
import { toKlineView } from './kline.view'

const NOW_S = MOCK_MARKET_TIME / 1000
const BTC = mockCandles({ count: 5 })
const ETH = mockCandles({ symbol: 'ETH/USDT', close: '2114.19', count: 5 })
const LAST = BTC.at(-1) as Candle

function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

type Fetch = (query: KlineQuery, signal: AbortSignal) => Promise<Candle[]>

function start(opts: { fetch?: Fetch; count?: number; at?: number } = {}) {
  const clock = new SimulatedClock()
  const fake = createFakeMarketSocket()
  fake.open()
  const left: MarketSubscription[] = []
  // the fake socket, recording which rooms were left
  const socket: MarketSocket = {
    ...fake,
    subscribe(sub) {
      const room = fake.subscribe(sub)
      return { ack: room.ack, unsubscribe: () => (left.push(sub), room.unsubscribe()) }
    },
  }
  const fetch = vi.fn<Fetch>(opts.fetch ?? (async (q) => (q.symbol === 'ETH/USDT' ? ETH : BTC)))
  const machine = klineMachine.provide({
    actors: { fetchHistory: fromPromise(({ input, signal }) => fetch(input, signal)) },
  })
  const actor = createActor(machine, {
    input: {
      symbol: 'BTC/USDT',
      socket,
      now: () => MOCK_MARKET_TIME,
      count: opts.count,
      at: opts.at,
    },
    clock,
  })
  actor.start()
  const view = () => toKlineView(actor.getSnapshot())
  /** Pushes one `kline` batch through the socket, as the server would. */
  const push = (...items: Partial<KlineEventWire>[]) =>
    fake.emit('kline', {
      time: MOCK_MARKET_TIME,
      items: items.map((i) => ({ ...MockKlineEvent, time: LAST.time * 1000, ...i })),
    })
  return { actor, clock, fake, fetch, left, view, push }
}

async function startReady(opts?: Parameters<typeof start>[0]) {
  const t = start(opts)
  await waitFor(t.actor, (s) => s.matches({ active: 'ready' }))
  t.push({ seq: 7 })
  return t
}

describe('kline', () => {
  it('loads the history up to now with an abort signal, and follows the kline room', async () => {
    const { actor, fake, fetch, view } = start({ count: 300 })
    expect(view().status).toBe('loading')
    await waitFor(actor, (s) => s.matches({ active: 'ready' }))
    expect(fetch).toHaveBeenCalledOnce()
    const [query, signal] = fetch.mock.calls[0] as [KlineQuery, AbortSignal]
    expect(query).toEqual({ symbol: 'BTC/USDT', period: '1min', from: NOW_S - 60 * 300, to: NOW_S })
    expect(signal).toBeInstanceOf(AbortSignal)
    expect(fake.subscriptions).toEqual([{ channel: 'kline', symbol: 'BTC/USDT', period: '1min' }])
    expect(view()).toMatchObject({ status: 'ready', candles: BTC, error: null })
  })

  it('asks for at most KLINE_MAX_CANDLES bars', () => {
    const q = historyQuery({
      symbol: 'BTC/USDT',
      period: '1day',
      now: () => MOCK_MARKET_TIME,
      count: 1e6,
      at: null,
    })
    expect(q.to - q.from).toBe(86_400 * KLINE_MAX_CANDLES)
  })

  describe('at a moment', () => {
    const DAY_AGO = NOW_S - 86_400 + 17
    /** Five 1-minute bars around a second a day ago (the window's middle). */
    const PAST = mockCandles({ count: 5, end: (DAY_AGO + 120) * 1000 })

    it('asks for the window around the second, ending at now at the latest', () => {
      const w = { symbol: 'BTC/USDT', period: '1min' as const, now: () => MOCK_MARKET_TIME }
      expect(historyQuery({ ...w, count: 300, at: DAY_AGO })).toEqual({
        symbol: 'BTC/USDT',
        period: '1min',
        from: DAY_AGO + 150 * 60 - 300 * 60,
        to: DAY_AGO + 150 * 60,
      })
      expect(historyQuery({ ...w, count: 300, at: NOW_S - 600 })).toEqual(
        historyQuery({ ...w, count: 300, at: null }),
      )
      expect(historyQuery({ ...w, count: 300, at: 60 })).toMatchObject({ from: 0 })
    })

    it('shows a window of the past with the bar holding the second, and ignores live items', async () => {
      const { actor, fetch, push, view } = start({
        count: 300,
        at: DAY_AGO,
        fetch: async () => PAST,
      })
      await waitFor(actor, (s) => s.matches({ active: 'ready' }))
      expect(fetch.mock.calls[0]![0].to).toBe(DAY_AGO + 150 * 60)
      expect(view().focusTime).toBe(DAY_AGO - 17)
      push({ seq: 8, close: '41260.00' })
      push({ seq: 10, time: MOCK_MARKET_TIME, close: '41261.00' })
      expect(view().candles).toEqual(PAST)
      expect(actor.getSnapshot().matches({ active: { ready: 'live' } })).toBe(true)
    })

    it('keeps the live stream when the window reaches now, and keeps the second across periods', async () => {
      const at = LAST.time - 120 + 5
      const { actor, fetch, push, view } = start({ count: 300, at })
      await waitFor(actor, (s) => s.matches({ active: 'ready' }))
      expect(view().focusTime).toBe(LAST.time - 120)
      push({ seq: 7 })
      push({ seq: 8, close: '41260.00' })
      expect(view().candles.at(-1)).toMatchObject({ close: '41260.00' })
      actor.send({ type: 'period.change', period: '5min' })
      await waitFor(actor, (s) => s.matches({ active: 'ready' }))
      expect(actor.getSnapshot().context.at).toBe(at)
      expect(fetch.mock.calls[1]![0]).toMatchObject({ period: '5min', to: NOW_S })
    })
  })

  it('updates the last bar in place for the same time and appends a later one', async () => {
    const { push, view } = await startReady()
    const revision = view().revision
    push({ seq: 8, close: '41260.00', high: '41270.00' })
    expect(view().candles).toHaveLength(5)
    expect(view().candles.at(-1)).toMatchObject({
      time: LAST.time,
      close: '41260.00',
      high: '41270.00',
    })
    expect(view().candles.slice(0, 4)).toEqual(BTC.slice(0, 4))
    push({ seq: 9, time: (LAST.time + 60) * 1000, open: '41260.00', close: '41261.00' })
    expect(view().candles).toHaveLength(6)
    expect(view().candles.at(-1)).toMatchObject({ time: LAST.time + 60, close: '41261.00' })
    // live merges keep the revision: a chart updates the bar instead of redrawing
    expect(view().revision).toBe(revision)
  })

  it('ignores older bars, old seqs, and other pairs or periods', async () => {
    const { push, view } = await startReady()
    const before = view().candles
    push({ seq: 8, time: (LAST.time - 60) * 1000, close: '1.00' })
    push({ seq: 8, close: '2.00' })
    push({ seq: 9, symbol: 'ETH/USDT', currency_name: 'ETH', close: '3.00' })
    push({ seq: 9, period: '5min', close: '4.00' })
    expect(view().candles.map((c) => c.close)).toEqual(before.map((c) => c.close))
    expect(view().candles.at(-1)?.close).toBe(LAST.close)
  })

  it('fetches the history again on a seq gap, keeping the chart meanwhile', async () => {
    const refetch = deferred<Candle[]>()
    let calls = 0
    const { actor, push, view, fetch } = await startReady({
      fetch: async () => (calls++ === 0 ? BTC : refetch.promise),
    })
    push({ seq: 9, close: '41300.00' })
    expect(actor.getSnapshot().matches({ active: { ready: 'refreshing' } })).toBe(true)
    expect(view()).toMatchObject({ status: 'ready', isRefreshing: true })
    expect(view().candles.at(-1)?.close).toBe('41300.00')
    // a bar that opens after the refetch was answered survives it
    push({ seq: 10, time: (LAST.time + 60) * 1000, close: '41310.00' })
    const revision = view().revision
    refetch.resolve(BTC)
    await waitFor(actor, (s) => s.matches({ active: { ready: 'live' } }))
    expect(fetch).toHaveBeenCalledTimes(2)
    expect(view().candles).toEqual([...BTC, expect.objectContaining({ close: '41310.00' })])
    expect(view().revision).toBe(revision + 1)
  })

  it('follows bare items without seq (the real platform) and refreshes the history every 60 s', async () => {
    const { actor, clock, fake, fetch, view } = start()
    await waitFor(actor, (s) => s.matches({ active: 'ready' }))
    const bare = (close: string, time = LAST.time * 1000) =>
      fake.emit('kline', { ...MockPlatformKline, time, close, high: '99999.00' })
    bare('41300.00')
    bare('41301.00')
    bare('41302.00', (LAST.time + 60) * 1000)
    bare('1.00', (LAST.time - 60) * 1000)
    expect(
      view()
        .candles.slice(-2)
        .map((c) => c.close),
    ).toEqual(['41301.00', '41302.00'])
    expect(actor.getSnapshot().context).toMatchObject({ seq: null, unsequenced: true })
    expect(actor.getSnapshot().matches({ active: { ready: 'live' } })).toBe(true)
    clock.increment(59_999)
    expect(fetch).toHaveBeenCalledTimes(1)
    clock.increment(1)
    expect(view().isRefreshing).toBe(true)
    await waitFor(actor, (s) => s.matches({ active: { ready: 'live' } }))
    expect(fetch).toHaveBeenCalledTimes(2)
    clock.increment(60_000)
    await waitFor(actor, (s) => s.matches({ active: { ready: 'live' } }))
    expect(fetch).toHaveBeenCalledTimes(3)
  })

  it('does not refresh on the timer while items carry seq', async () => {
    const { clock, fetch, push } = await startReady()
    push({ seq: 8 })
    clock.increment(180_000)
    expect(fetch).toHaveBeenCalledTimes(1)
  })

  it('retries a failed refetch after refreshRetry', async () => {
    let calls = 0
    const { actor, clock, push, fetch } = await startReady({
      fetch: async () => {
        if (calls++ === 1) throw new ApiError('network')
        return BTC
      },
    })
    push({ seq: 12 })
    await waitFor(actor, (s) => s.matches({ active: { ready: 'refreshFailed' } }))
    clock.increment(4_999)
    expect(fetch).toHaveBeenCalledTimes(2)
    clock.increment(1)
    await waitFor(actor, (s) => s.matches({ active: { ready: 'live' } }))
    expect(fetch).toHaveBeenCalledTimes(3)
  })

  it('keeps a bar that arrived while loading when it is newer than the history', async () => {
    const history = deferred<Candle[]>()
    const { actor, push, view } = start({ fetch: () => history.promise })
    push({ seq: 7, close: '1.00' })
    push({ seq: 8, time: (LAST.time + 60) * 1000, close: '41299.00' })
    history.resolve(BTC)
    await waitFor(actor, (s) => s.matches({ active: 'ready' }))
    expect(view().candles).toHaveLength(6)
    expect(view().candles.at(-2)).toEqual(LAST)
    expect(view().candles.at(-1)?.close).toBe('41299.00')
  })

  it('is empty for a pair without bars, and ready once its first bar arrives', async () => {
    const { actor, push, view } = start({ fetch: async () => [] })
    await waitFor(actor, (s) => s.matches({ active: 'empty' }))
    expect(view().status).toBe('empty')
    push({ seq: 1, symbol: 'ETH/USDT' })
    expect(view().status).toBe('empty')
    push({ seq: 1 })
    expect(view().status).toBe('ready')
    expect(view().candles).toHaveLength(1)
  })

  it('fails with the error code and loads again on retry', async () => {
    let calls = 0
    const { actor, view } = start({
      fetch: async () => {
        if (calls++ === 0) throw new ApiError('pairNotFound')
        return BTC
      },
    })
    await waitFor(actor, (s) => s.matches({ active: 'failed' }))
    expect(view()).toMatchObject({ status: 'failed', error: 'pairNotFound', canRetry: true })
    actor.send({ type: 'kline.retry' })
    expect(view()).toMatchObject({ status: 'loading', error: null })
    await waitFor(actor, (s) => s.matches({ active: 'ready' }))
  })

  it('never shows the old pair after a switch, even when its request answers late', async () => {
    const slowBtc = deferred<Candle[]>()
    const { actor, fake, fetch, left, push, view } = start({
      fetch: (q) => (q.symbol === 'BTC/USDT' ? slowBtc.promise : Promise.resolve(ETH)),
    })
    actor.send({ type: 'symbol.change', symbol: 'ETH/USDT' })
    const btcSignal = fetch.mock.calls[0]?.[1] as AbortSignal
    expect(btcSignal.aborted).toBe(true)
    expect(left).toEqual([{ channel: 'kline', symbol: 'BTC/USDT', period: '1min' }])
    await waitFor(actor, (s) => s.matches({ active: 'ready' }))
    expect(view()).toMatchObject({ symbol: 'ETH/USDT', candles: ETH })
    // A answers now: nothing changes
    slowBtc.resolve(BTC)
    await slowBtc.promise
    await Promise.resolve()
    expect(view()).toMatchObject({ symbol: 'ETH/USDT', candles: ETH, status: 'ready' })
    // and the old room's bars are not drawn either
    push({ seq: 50, close: '99999.00' })
    expect(view().candles).toEqual(ETH)
    expect(fake.subscriptions.at(-1)).toEqual({
      channel: 'kline',
      symbol: 'ETH/USDT',
      period: '1min',
    })
  })

  it('switches period: new room, new history, seq baseline forgotten', async () => {
    const { actor, fake, fetch, left, view } = await startReady()
    actor.send({ type: 'period.change', period: '1min' })
    expect(fetch).toHaveBeenCalledOnce()
    actor.send({ type: 'period.change', period: '15min' })
    expect(view()).toMatchObject({ status: 'loading', period: '15min', candles: [] })
    expect(actor.getSnapshot().context.seq).toBeNull()
    expect(left).toEqual([{ channel: 'kline', symbol: 'BTC/USDT', period: '1min' }])
    expect(fake.subscriptions.at(-1)).toEqual({
      channel: 'kline',
      symbol: 'BTC/USDT',
      period: '15min',
    })
    expect(fetch.mock.calls[1]?.[0]).toMatchObject({ period: '15min', from: NOW_S - 900 * 300 })
    await waitFor(actor, (s) => s.matches({ active: 'ready' }))
  })

  it('leaves the room when stopped', async () => {
    const { actor, left } = await startReady()
    actor.stop()
    expect(left).toEqual([{ channel: 'kline', symbol: 'BTC/USDT', period: '1min' }])
  })

  it('has a fixture for every leaf state', () => {
    const leaves = (node: typeof klineMachine.root): string[] =>
      Object.values(node.states).flatMap((child) =>
        Object.keys(child.states).length ? leaves(child) : [child.id],
      )
    const leafIds = (value: StateValue, path: string): string[] =>
      typeof value === 'string'
        ? [`${path}.${value}`]
        : Object.entries(value).flatMap(([key, child]) =>
            child ? leafIds(child, `${path}.${key}`) : [],
          )
    const covered = new Set(Object.values(klineSnapshots).flatMap((s) => leafIds(s.value, 'kline')))
    expect(leaves(klineMachine.root).filter((id) => !covered.has(id))).toEqual([])
  })

  it('views each fixture', () => {
    const views = Object.fromEntries(
      Object.entries(klineSnapshots).map(([name, s]) => {
        const v = toKlineView(s)
        return [name, [v.status, v.isRefreshing, v.error, v.canRetry]]
      }),
    )
    expect(views).toEqual({
      loading: ['loading', false, null, false],
      ready: ['ready', false, null, false],
      refreshing: ['ready', true, null, false],
      refreshFailed: ['ready', true, null, false],
      empty: ['empty', false, null, false],
      failed: ['failed', false, 'network', true],
      pairNotFound: ['failed', false, 'pairNotFound', true],
      moment: ['ready', false, null, false],
    })
    expect(toKlineView(klineSnapshots.ready).focusTime).toBeNull()
    expect(toKlineView(klineSnapshots.moment).focusTime).toBe(MOCK_AT - 17)
  })
})
