/** socket.io market feed: daymarket batches with per-symbol seq, subscribe-only depth and kline. */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { io as connect, type Socket } from 'socket.io-client'
import {
  DayMarketBatch,
  DepthBatch,
  KlineBatch,
  SubscribeAck,
  type DayMarketEvent,
} from '../../src/api/contract/market'
import { userRoom } from '../src/realtime'
import { buildTestApp, type TestContext } from './helper'

let t: TestContext
let url: string
const sockets: Socket[] = []

beforeAll(async () => {
  t = await buildTestApp()
  url = await t.app.listen({ port: 0, host: '127.0.0.1' })
})
afterAll(() => t.app.close())
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.disconnect()
})

/** A connected socket that records every batch it receives, per event. */
async function openSocket() {
  const socket = connect(url, { path: '/socket.io', transports: ['websocket'], forceNew: true })
  sockets.push(socket)
  const received: Record<string, unknown[]> = { daymarket: [], kline: [], market_depth: [] }
  for (const event of Object.keys(received))
    socket.on(event, (batch: unknown) => received[event]!.push(batch))
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve())
    socket.once('connect_error', reject)
  })
  return { socket, received }
}

const nextBatch = (socket: Socket, event: string) =>
  new Promise<unknown>((resolve) => socket.once(event, resolve))

/** Every event emitted before this call has reached `socket` once the ack is back. */
const roundTrip = (socket: Socket) => socket.emitWithAck('unsubscribe', {})

/** Moves the test clock one tick and lets the feed emit. */
function tick() {
  t.clock.advance(1000)
  return t.app.marketFeed.flush()
}

describe('daymarket', () => {
  it('reaches every socket in batches with a seq that grows by one per symbol', async () => {
    const { socket } = await openSocket()
    const batches: Array<{ time: number; items: DayMarketEvent[] }> = []
    for (let i = 0; i < 3; i++) {
      const arrived = nextBatch(socket, 'daymarket')
      const flushed = tick()
      expect(flushed.daymarket.length).toBeGreaterThanOrEqual(22)
      batches.push(DayMarketBatch.parse(await arrived))
    }
    const seqs = (symbol: string) =>
      batches.map((b) => b.items.find((i) => i.symbol === symbol)!.seq)
    const [first] = seqs('BTC/USDT')
    expect(seqs('BTC/USDT')).toEqual([first, first! + 1, first! + 2])
    expect(seqs('ETH/USDT')[2]! - seqs('ETH/USDT')[0]!).toBe(2)

    const last = batches[2]!
    expect(last.time).toBe(Math.floor(t.clock.now() / 1000) * 1000)
    const btc = last.items.find((i) => i.symbol === 'BTC/USDT')!
    const quote = t.app.market.currentQuotes()[0]!
    expect(btc).toMatchObject({
      type: 'daymarket',
      match_id: 1,
      now_price: quote.now_price,
      change: quote.change,
    })
  })

  it('sends nothing while the tick stands still', () => {
    tick()
    expect(t.app.marketFeed.flush()).toEqual({ daymarket: [], kline: [], depth: [] })
  })
})

describe('subscriptions', () => {
  it('sends depth only to sockets that subscribed, until they unsubscribe', async () => {
    const a = await openSocket()
    const b = await openSocket()
    const ack = SubscribeAck.parse(
      await a.socket.emitWithAck('subscribe', { channel: 'depth', symbol: 'btc/usdt' }),
    )
    expect(ack).toMatchObject({ ok: true, room: 'depth:BTC/USDT' })
    const baseline = ack.ok ? (ack.snapshot.seq ?? -1) : -1

    const arrived = nextBatch(a.socket, 'market_depth')
    tick()
    const batch = DepthBatch.parse(await arrived)
    expect(batch.items).toHaveLength(1)
    expect(batch.items[0]).toMatchObject({
      type: 'market_depth',
      symbol: 'BTC/USDT',
      seq: baseline + 1,
    })
    expect(batch.items[0]!.asks).toEqual(t.app.market.engine.depth(1, t.clock.now()).asks)
    await roundTrip(b.socket)
    expect(b.received.market_depth).toEqual([])

    await a.socket.emitWithAck('unsubscribe', { channel: 'depth', symbol: 'BTC/USDT' })
    tick()
    await roundTrip(a.socket)
    expect(a.received.market_depth).toHaveLength(1)
  })

  it('sends the live candle of a subscribed period, aliases included', async () => {
    const { socket } = await openSocket()
    const ack = await socket.emitWithAck('subscribe', {
      channel: 'kline',
      symbol: 'ETH/USDT',
      period: '1H',
    })
    expect(ack).toMatchObject({
      ok: true,
      room: 'kline:ETH/USDT:60min',
      snapshot: { period: '60min' },
    })
    const arrived = nextBatch(socket, 'kline')
    tick()
    const [item] = KlineBatch.parse(await arrived).items
    const candle = t.app.market.engine.currentCandle(2, '60min', t.clock.now())
    expect(item).toMatchObject({
      symbol: 'ETH/USDT',
      close: candle.close,
      time: candle.time * 1000,
    })
  })

  it.each([
    ['an unknown symbol', { channel: 'depth', symbol: 'NOPE/USDT' }, 'pairNotFound'],
    [
      'an unknown channel',
      { channel: 'user', symbol: 'BTC/USDT', room: 'user:1' },
      'parameterError',
    ],
    ['a bad period', { channel: 'kline', symbol: 'BTC/USDT', period: '2min' }, 'parameterError'],
    ['a bare user id', 1, 'parameterError'],
  ])('refuses %s and joins no room', async (_label, payload, reason) => {
    const { socket } = await openSocket()
    expect(await socket.emitWithAck('subscribe', payload)).toEqual({ ok: false, reason })
    const rooms = (await t.app.io.in(socket.id!).fetchSockets())[0]!.rooms
    expect([...rooms]).toEqual([socket.id])
    expect(await t.app.io.in(userRoom(1)).fetchSockets()).toEqual([])
  })

  it('still needs a token for the private room', async () => {
    const { socket } = await openSocket()
    expect(await socket.emitWithAck('login', 1)).toEqual({ ok: false })
    expect(await t.app.io.in(userRoom(1)).fetchSockets()).toEqual([])
  })
})
