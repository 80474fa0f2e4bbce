import fc from 'fast-check'
import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate'
import { DayMarketEvent, QuotationResponse, type Quote } from '@/api/contract/market'
import {
  MockDayMarketEvent,
  MockPlatformDayMarket,
  MockQuotation,
} from '@/api/contract/market.fixtures'
import { ApiError } from '@/api/errors'
import { createFakeMarketSocket } from '@/api/socket'
import { uncoveredLeaves } from '@/test/state-coverage'
import { connectionSnapshots } from './connection.fixtures'
import {
  connectionMachine,
  reconnectDelay,
  RECONNECT_MAX_MS,
  RECONNECT_MIN_MS,
  type ConnectionEmitted,
} from './connection.machine'
import { toConnectionView } from './connection.view'

const QUOTES = QuotationResponse.parse(MockQuotation).flatMap((g) => g.quotation)

function start(
  opts: { fetch?: () => Promise<Quote[]>; online?: boolean; maxAttempts?: number } = {},
) {
  const clock = new SimulatedClock()
  const socket = createFakeMarketSocket()
  const sink = { applySnapshot: vi.fn(), applyFrame: vi.fn(), markStale: vi.fn() }
  const fetchSnapshot = vi.fn(opts.fetch ?? (async () => QUOTES))
  let online = opts.online ?? true
  let notify: (online: boolean) => void = () => {}
  const network = {
    isOnline: () => online,
    subscribe: (listener: (online: boolean) => void) => {
      notify = listener
      return () => {}
    },
  }
  const machine = connectionMachine.provide({
    actors: { fetchSnapshot: fromPromise(async () => fetchSnapshot()) },
  })
  const input = { socket, sink, random: () => 0.5, network, maxAttempts: opts.maxAttempts }
  const actor = createActor(machine, { input, clock })
  const emitted: ConnectionEmitted[] = []
  actor.on('*', (e) => emitted.push(e))
  actor.start()
  const setOnline = (value: boolean) => {
    online = value
    notify(value)
  }
  const status = () => toConnectionView(actor.getSnapshot()).status
  return { actor, clock, socket, sink, fetchSnapshot, emitted, setOnline, status }
}

const frame = (seq: number, now_price = '41260.00') => ({
  time: 1,
  items: [{ ...MockDayMarketEvent, seq, now_price }],
})

async function startLive(opts?: Parameters<typeof start>[0]) {
  const t = start(opts)
  t.socket.open()
  await waitFor(t.actor, (s) => s.matches({ online: 'live' }))
  return t
}

describe('connection', () => {
  it('connects, loads the snapshot into the sink, and is live', async () => {
    const { socket, sink, emitted, status, actor } = start()
    expect(status()).toBe('connecting')
    expect(socket.attempts).toBe(1)
    socket.open()
    await waitFor(actor, (s) => s.matches({ online: 'live' }))
    expect(sink.applySnapshot).toHaveBeenCalledWith(QUOTES)
    expect(sink.markStale).toHaveBeenLastCalledWith(false)
    expect(emitted).toEqual([{ type: 'quotes.snapshot', quotes: QUOTES }])
  })

  it('goes stale exactly 3 s after the last frame, and live again on the next one', async () => {
    const { clock, socket, sink, status } = await startLive()
    clock.increment(2_999)
    expect(status()).toBe('live')
    clock.increment(1)
    expect(status()).toBe('stale')
    expect(sink.markStale).toHaveBeenLastCalledWith(true)
    socket.emit('daymarket', frame(42))
    expect(status()).toBe('live')
    expect(sink.applyFrame).toHaveBeenCalledWith([
      DayMarketEvent.parse({ ...MockDayMarketEvent, now_price: '41260.00' }),
    ])
  })

  it('a frame restarts the 3 s stale timer', async () => {
    const { clock, socket, status } = await startLive()
    clock.increment(2_000)
    socket.emit('daymarket', frame(42))
    clock.increment(2_999)
    expect(status()).toBe('live')
    clock.increment(1)
    expect(status()).toBe('stale')
  })

  it('resyncs on a sequence gap, then is live again', async () => {
    const { actor, socket, fetchSnapshot, status } = await startLive()
    socket.emit('daymarket', frame(42))
    socket.emit('daymarket', frame(43))
    socket.emit('daymarket', frame(43))
    expect(status()).toBe('live')
    socket.emit('daymarket', frame(45))
    expect(status()).toBe('resyncing')
    await waitFor(actor, (s) => s.matches({ online: 'live' }))
    expect(fetchSnapshot).toHaveBeenCalledTimes(2)
  })

  describe('frames without seq (the real platform, api-reference §13.3)', () => {
    /** One bare `daymarket` push a second, as the real platform sends them. */
    const pushEverySecond = (t: Awaited<ReturnType<typeof startLive>>, seconds: number) => {
      for (let i = 0; i < seconds; i++) {
        t.socket.emit('daymarket', { ...MockPlatformDayMarket, time: 2_000 + i * 1000 })
        t.clock.increment(1_000)
      }
    }

    it('applies them, and refreshes the snapshot 30 s after the last one while they flow', async () => {
      const t = await startLive()
      pushEverySecond(t, 29)
      expect(t.status()).toBe('live')
      expect(t.fetchSnapshot).toHaveBeenCalledTimes(1)
      expect(t.sink.applyFrame).toHaveBeenCalledTimes(29)
      expect(t.sink.applyFrame.mock.calls[0][0][0]).toMatchObject({ symbol: 'BTC/USDT' })
      expect(t.actor.getSnapshot().context).toMatchObject({ unsequenced: true, seqs: {} })
      pushEverySecond(t, 1)
      expect(t.status()).toBe('resyncing')
      await waitFor(t.actor, (s) => s.matches({ online: 'live' }))
      expect(t.fetchSnapshot).toHaveBeenCalledTimes(2)
      // the timer restarts from the new snapshot
      pushEverySecond(t, 29)
      expect(t.fetchSnapshot).toHaveBeenCalledTimes(2)
      pushEverySecond(t, 1)
      await waitFor(t.actor, (s) => s.matches({ online: 'live' }))
      expect(t.fetchSnapshot).toHaveBeenCalledTimes(3)
    })

    it('refreshes from stale too, while the socket is up but quiet', async () => {
      const t = await startLive()
      pushEverySecond(t, 1)
      t.clock.increment(28_999)
      expect(t.status()).toBe('stale')
      expect(t.fetchSnapshot).toHaveBeenCalledTimes(1)
      t.clock.increment(1)
      expect(t.status()).toBe('resyncing')
      await waitFor(t.actor, (s) => s.matches({ online: 'live' }))
      expect(t.fetchSnapshot).toHaveBeenCalledTimes(2)
    })

    it('never refreshes on the timer while frames carry seq', async () => {
      const t = await startLive()
      for (let seq = 42; seq < 42 + 90; seq++) {
        t.socket.emit('daymarket', frame(seq))
        t.clock.increment(1_000)
      }
      expect(t.status()).toBe('live')
      expect(t.fetchSnapshot).toHaveBeenCalledTimes(1)
    })

    it('cannot see a gap without seq: a later frame keeps it live', async () => {
      const t = await startLive()
      t.socket.emit('daymarket', frame(42))
      t.socket.emit('daymarket', MockPlatformDayMarket)
      t.socket.emit('daymarket', frame(43))
      expect(t.status()).toBe('live')
    })
  })

  it('is stale at once on a disconnect, reconnects after the jittered delay, then resyncs', async () => {
    const { actor, clock, socket, sink, fetchSnapshot, status } = await startLive()
    socket.drop()
    expect(status()).toBe('stale')
    expect(sink.markStale).toHaveBeenLastCalledWith(true)
    // first attempt, random 0.5 → 1 s + 0.5 × (2 s − 1 s) = 1.5 s
    expect(actor.getSnapshot().context.reconnectInMs).toBe(1_500)
    clock.increment(1_499)
    expect(socket.attempts).toBe(1)
    clock.increment(1)
    expect(socket.attempts).toBe(2)
    socket.open()
    expect(status()).toBe('resyncing')
    await waitFor(actor, (s) => s.matches({ online: 'live' }))
    expect(fetchSnapshot).toHaveBeenCalledTimes(2)
    expect(actor.getSnapshot().context.attempts).toBe(0)
  })

  it('gives up a connection attempt after 20 s and schedules a reconnect', () => {
    const { actor, clock } = start()
    clock.increment(19_999)
    expect(actor.getSnapshot().matches({ online: { connecting: 'opening' } })).toBe(true)
    clock.increment(1)
    expect(actor.getSnapshot().matches({ online: { stale: 'reconnecting' } })).toBe(true)
    expect(toConnectionView(actor.getSnapshot()).status).toBe('connecting')
  })

  it('retries a failed snapshot after 2 s', async () => {
    let calls = 0
    const { actor, clock, socket } = start({
      fetch: async () => {
        if (calls++ === 0) throw new ApiError('network')
        return QUOTES
      },
    })
    socket.open()
    await waitFor(actor, (s) => s.matches({ online: { connecting: 'retrying' } }))
    expect(actor.getSnapshot().context.error).toBe('network')
    clock.increment(2_000)
    await waitFor(actor, (s) => s.matches({ online: 'live' }))
    expect(actor.getSnapshot().context.error).toBeNull()
  })

  it('is offline while the device is, and connects when it is back', () => {
    const { actor, socket, setOnline, status } = start({ online: false })
    expect(status()).toBe('offline')
    expect(socket.attempts).toBe(0)
    setOnline(true)
    expect(actor.getSnapshot().matches({ online: 'connecting' })).toBe(true)
    expect(socket.attempts).toBe(1)
    setOnline(false)
    expect(status()).toBe('offline')
  })

  it('widens the jitter window by a second per failed attempt, from 1–2 s up to 1–5 s', () => {
    expect([1, 2, 3, 4, 5, 9].map((n) => reconnectDelay(n, 0))).toEqual([
      1_000, 1_000, 1_000, 1_000, 1_000, 1_000,
    ])
    expect([1, 2, 3, 4, 5, 9].map((n) => reconnectDelay(n, 0.999_999))).toEqual([
      2_000, 3_000, 4_000, 5_000, 5_000, 5_000,
    ])
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100 }),
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        (n, r) => {
          const ms = reconnectDelay(n, r)
          return ms >= RECONNECT_MIN_MS && ms <= RECONNECT_MAX_MS && Number.isInteger(ms)
        },
      ),
    )
  })

  it('keeps trying every 5 s while offline after failed reconnects, without flashing "connecting"', async () => {
    const { actor, clock, socket, status } = start({
      maxAttempts: 1,
      fetch: async () => QUOTES,
    })
    socket.drop('connect_error')
    clock.increment(1_500)
    socket.drop('connect_error')
    expect(status()).toBe('offline')
    const before = socket.attempts
    clock.increment(4_999)
    expect(socket.attempts).toBe(before)
    clock.increment(1)
    expect(socket.attempts).toBe(before + 1)
    // the background attempt is under way: still shown as offline
    expect(status()).toBe('offline')
    socket.drop('connect_error')
    expect(status()).toBe('offline')
    clock.increment(5_000)
    socket.open()
    await waitFor(actor, (s) => s.matches({ online: 'live' }))
    expect(status()).toBe('live')
    expect(actor.getSnapshot().context.attempts).toBe(0)
  })

  it('is offline once maxAttempts reconnects failed in a row, and retries on request', () => {
    const { actor, clock, socket, status } = start({ maxAttempts: 2 })
    socket.drop('connect_error')
    clock.increment(1_500)
    socket.drop('connect_error')
    expect(status()).toBe('connecting')
    clock.increment(2_000)
    socket.drop('connect_error')
    expect(status()).toBe('offline')
    expect(toConnectionView(actor.getSnapshot()).canRetry).toBe(true)
    actor.send({ type: 'connection.retry' })
    expect(status()).toBe('connecting')
    expect(socket.attempts).toBe(4)
  })

  it('has a fixture for every leaf state', () => {
    expect(
      uncoveredLeaves(connectionMachine, connectionSnapshots, ['connection.checking']),
    ).toEqual([])
  })

  it('views each fixture with its marker status', () => {
    const statuses = Object.fromEntries(
      Object.entries(connectionSnapshots).map(([name, s]) => [name, toConnectionView(s).status]),
    )
    expect(statuses).toEqual({
      connecting: 'connecting',
      loadingSnapshot: 'connecting',
      snapshotFailed: 'connecting',
      live: 'live',
      stale: 'stale',
      reconnecting: 'stale',
      reopening: 'stale',
      resyncing: 'resyncing',
      resyncFailed: 'resyncing',
      offline: 'offline',
    })
  })
})
