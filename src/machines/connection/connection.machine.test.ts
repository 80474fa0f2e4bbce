import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, SimulatedClock, waitFor, type StateValue } from 'xstate'
import { DayMarketEvent, QuotationResponse, type Quote } from '@/api/contract/market'
import { MockDayMarketEvent, MockQuotation } from '@/api/contract/market.fixtures'
import { ApiError } from '@/api/errors'
import { createFakeMarketSocket } from '@/api/socket'
import { connectionSnapshots } from './connection.fixtures'
import { connectionMachine, type ConnectionEmitted } from './connection.machine'
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

  it('is stale at once on a disconnect, reconnects after the jittered delay, then resyncs', async () => {
    const { actor, clock, socket, sink, fetchSnapshot, status } = await startLive()
    socket.drop()
    expect(status()).toBe('stale')
    expect(sink.markStale).toHaveBeenLastCalledWith(true)
    // random 0.5 → 1 s + 0.5 × 4 s = 3 s
    expect(actor.getSnapshot().context.reconnectInMs).toBe(3_000)
    clock.increment(2_999)
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

  it('is offline once maxAttempts reconnects failed in a row, and retries on request', () => {
    const { actor, clock, socket, status } = start({ maxAttempts: 2 })
    socket.drop('connect_error')
    clock.increment(3_000)
    socket.drop('connect_error')
    expect(status()).toBe('connecting')
    clock.increment(3_000)
    socket.drop('connect_error')
    expect(status()).toBe('offline')
    expect(toConnectionView(actor.getSnapshot()).canRetry).toBe(true)
    actor.send({ type: 'connection.retry' })
    expect(status()).toBe('connecting')
    expect(socket.attempts).toBe(4)
  })

  it('has a fixture for every leaf state', () => {
    const leaves = (node: typeof connectionMachine.root): string[] =>
      Object.values(node.states).flatMap((child) =>
        Object.keys(child.states).length
          ? leaves(child)
          : child.type === 'atomic'
            ? [child.id]
            : [],
      )
    const leafIds = (value: StateValue, path: string): string[] =>
      typeof value === 'string'
        ? [`${path}.${value}`]
        : Object.entries(value).flatMap(([key, child]) =>
            child ? leafIds(child, `${path}.${key}`) : [],
          )
    const covered = new Set(
      Object.values(connectionSnapshots).flatMap((s) => leafIds(s.value, 'connection')),
    )
    const missing = leaves(connectionMachine.root).filter(
      (id) => id !== 'connection.checking' && !covered.has(id),
    )
    expect(missing).toEqual([])
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
