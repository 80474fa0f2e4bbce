import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Server } from 'socket.io'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  MOCK_MARKET_TIME,
  MockDayMarketEvent,
  MockDepthEvent,
  MockPlatformDayMarket,
  MockPlatformDepth,
  MockPlatformKline,
} from './contract/market.fixtures'
import { NftBidEvent } from './contract/nft-auction'
import { MockNftBidEvent } from './contract/nft-auction.fixtures'
import { SpotOrderEvent } from './contract/spot'
import {
  createFakeMarketSocket,
  createMarketSocket,
  parsePrivate,
  type MarketSocket,
} from './socket'

const batch = (seq: number) => ({ time: 1, items: [{ ...MockDayMarketEvent, seq }] })
// a real socket.io round trip: allow for a busy machine (the default is 1 s)
const until = (check: () => boolean) =>
  vi.waitFor(() => expect(check()).toBe(true), { timeout: 5000 })

describe('fake market socket', () => {
  it('delivers parsed batches, and drops malformed ones', () => {
    const socket = createFakeMarketSocket()
    const onBatch = vi.fn()
    socket.on('daymarket', onBatch)
    socket.emit('daymarket', batch(43))
    socket.emit('daymarket', { time: 1, items: [{ symbol: 'BTC/USDT' }] })
    expect(onBatch).toHaveBeenCalledTimes(1)
    expect(onBatch.mock.calls[0][0].items[0]).toMatchObject({ seq: 43, symbol: 'BTC/USDT' })
  })

  it('hands on the private coin_trade event raw, decoding JSON text, and its contract reads it', () => {
    const socket = createFakeMarketSocket()
    const seen: number[] = []
    socket.on('coin_trade', (raw) => {
      const event = parsePrivate(SpotOrderEvent, raw)
      if (event) seen.push(event.order.id)
    })
    const order = {
      id: 7,
      u_id: 2,
      currency_id: 1,
      legal_id: 3,
      type: 1,
      target_price: '65000.00',
      trade_price: '65010.00',
      trade_amount: '0.0100',
      charge_fee: '0.002',
      status: 2,
      symbol: 'BTC/USDT',
      created_at: '2026-11-24 10:00:00',
    }
    socket.emit('coin_trade', { type: 'coin_trade', to: 2, order })
    socket.emit(
      'coin_trade',
      JSON.stringify({ type: 'coin_trade', to: 2, order: { ...order, id: 8 } }),
    )
    socket.emit('coin_trade', { type: 'coin_trade', to: 2, order: { id: 9 } })
    socket.emit('coin_trade', '{not json')
    expect(seen).toEqual([7, 8])
  })

  it('opens and drops on request, and stops calling a handler after unsubscribe', () => {
    const socket = createFakeMarketSocket()
    const onOpen = vi.fn()
    const onClosed = vi.fn()
    const off = socket.on('open', onOpen)
    socket.on('closed', onClosed)
    socket.connect()
    expect(socket.attempts).toBe(1)
    socket.open()
    socket.drop()
    off()
    socket.open()
    expect(onOpen).toHaveBeenCalledTimes(1)
    expect(onClosed).toHaveBeenCalledWith('transport close')
  })

  it('joins rooms on every open and hands the ack snapshot to the room handlers', async () => {
    const socket = createFakeMarketSocket({
      ack: () => ({ ok: true, room: 'depth:BTC/USDT', snapshot: MockDepthEvent }),
    })
    const onDepth = vi.fn()
    socket.on('market_depth', onDepth)
    const { ack } = socket.subscribe({ channel: 'depth', symbol: 'BTC/USDT' })
    socket.open()
    expect(await ack).toMatchObject({ ok: true, room: 'depth:BTC/USDT' })
    expect(onDepth).toHaveBeenCalledTimes(1)
    socket.drop()
    socket.open()
    await until(() => onDepth.mock.calls.length === 2)
    expect(socket.subscriptions).toHaveLength(2)
  })
})

describe("the real platform's pushes (api-reference §13.3)", () => {
  it('delivers a bare daymarket item as a one-item batch without seq', () => {
    const socket = createFakeMarketSocket()
    const onBatch = vi.fn()
    socket.on('daymarket', onBatch)
    socket.emit('daymarket', MockPlatformDayMarket)
    expect(onBatch).toHaveBeenCalledOnce()
    const delivered = onBatch.mock.calls[0][0]
    expect(delivered.time).toBe(MockPlatformDayMarket.time)
    expect(delivered.items).toHaveLength(1)
    expect(delivered.items[0]).toMatchObject({
      symbol: 'BTC/USDT',
      now_price: '41260.00',
      change: '+1.25',
      time: MockPlatformDayMarket.time,
    })
    expect(delivered.items[0].seq).toBeUndefined()
    expect(delivered.items[0]).not.toHaveProperty('api_form')
  })

  it('delivers a bare kline item, and a push sent as JSON text', () => {
    const socket = createFakeMarketSocket()
    const onBatch = vi.fn()
    socket.on('kline', onBatch)
    socket.emit('kline', MockPlatformKline)
    socket.emit('kline', JSON.stringify({ ...MockPlatformKline, close: '41261.00' }))
    expect(onBatch.mock.calls.map(([b]) => b.items.map((i: { close: string }) => i.close))).toEqual(
      [['41260.00'], ['41261.00']],
    )
    expect(onBatch.mock.calls[0][0].items[0]).toMatchObject({ period: '1min', symbol: 'BTC/USDT' })
    expect(onBatch.mock.calls[0][0].items[0]).not.toHaveProperty('seq')
  })

  it('parses a depth without match_id or time, levels as JSON text, best first', () => {
    const socket = createFakeMarketSocket()
    const onBatch = vi.fn()
    socket.on('market_depth', onBatch)
    vi.useFakeTimers({ now: MOCK_MARKET_TIME + 5000 })
    try {
      socket.emit('market_depth', MockPlatformDepth)
    } finally {
      vi.useRealTimers()
    }
    const [item] = onBatch.mock.calls[0][0].items
    expect(item.time).toBe(MOCK_MARKET_TIME + 5000)
    expect(item.seq).toBeUndefined()
    // the same book as the sandbox's fixture: asks ascending, bids descending
    expect(item.asks).toEqual(MockDepthEvent.asks)
    expect(item.bids).toEqual(MockDepthEvent.bids)
    expect(item.asks[0][0]).toBe('41259.90')
  })

  it("drops a bare item that is not one, and one with the other event's shape", () => {
    const socket = createFakeMarketSocket()
    const onDay = vi.fn()
    socket.on('daymarket', onDay)
    socket.emit('daymarket', { ...MockPlatformDayMarket, now_price: 'n/a' })
    socket.emit('daymarket', MockPlatformKline)
    socket.emit('daymarket', '{not json')
    expect(onDay).not.toHaveBeenCalled()
  })
})

describe('user room (api-reference §13.2)', () => {
  it('sends login(id, token) now and on every open, and logout when the user goes', () => {
    const socket = createFakeMarketSocket()
    socket.logIn({ id: 7, token: 'a'.repeat(32) })
    expect(socket.logins).toEqual([])
    socket.open()
    expect(socket.logins).toEqual([{ id: 7, token: 'a'.repeat(32) }])
    socket.logIn({ id: 7, token: 'a'.repeat(32) })
    expect(socket.logins).toHaveLength(1)
    socket.drop()
    socket.open()
    expect(socket.logins).toHaveLength(2)
    socket.logIn(null)
    socket.logIn(null)
    expect(socket.logins.at(-1)).toBeNull()
    expect(socket.logins).toHaveLength(3)
    socket.drop()
    socket.open()
    expect(socket.logins).toHaveLength(3)
  })
})

describe('NFT item rooms (the live bid log)', () => {
  const bidEvent = MockNftBidEvent

  it('joins once per item now and on every open, leaves when the last watcher goes', () => {
    const socket = createFakeMarketSocket()
    const first = socket.watchNft('NFT-AUC-01')
    expect(socket.nftRooms).toEqual([])
    socket.open()
    expect(socket.nftRooms).toEqual(['nft_watch:NFT-AUC-01'])
    const second = socket.watchNft('NFT-AUC-01')
    expect(socket.nftRooms).toHaveLength(1)
    first.unwatch()
    first.unwatch()
    expect(socket.nftRooms).toHaveLength(1)
    socket.drop()
    socket.open()
    expect(socket.nftRooms).toEqual(['nft_watch:NFT-AUC-01', 'nft_watch:NFT-AUC-01'])
    second.unwatch()
    expect(socket.nftRooms.at(-1)).toBe('nft_unwatch:NFT-AUC-01')
    socket.drop()
    socket.open()
    expect(socket.nftRooms).toHaveLength(3)
  })

  it('hands on nft_bid raw (JSON text decoded) for NftBidEvent to read', () => {
    const socket = createFakeMarketSocket()
    const bids: unknown[] = []
    socket.on('nft_bid', (raw) => bids.push(parsePrivate(NftBidEvent, raw)))
    socket.emit('nft_bid', bidEvent)
    socket.emit('nft_bid', JSON.stringify({ ...bidEvent, price: '140.0000' }))
    socket.emit('nft_bid', { ...bidEvent, price: 'n/a' })
    expect(bids.map((b) => (b as { price: string } | null)?.price ?? null)).toEqual([
      '130.0000',
      '140.0000',
      null,
    ])
    expect(parsePrivate(NftBidEvent, bidEvent)).toMatchObject({
      code: 'NFT-AUC-01',
      nextMin: '140.0000',
      bidCount: 3,
      bid: { total: '130.0000', bidder: 'Marina', mine: false },
    })
  })

  it("emits nft_watch / nft_unwatch with the code over socket.io and receives the room's bids", async () => {
    const http = createServer()
    const io = new Server(http, { path: '/socket.io' })
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve))
    const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`
    const rooms: string[] = []
    io.on('connection', (s) => {
      s.on('nft_watch', (code: string) => (rooms.push(`+${code}`), void s.join(`nft:${code}`)))
      s.on('nft_unwatch', (code: string) => (rooms.push(`-${code}`), void s.leave(`nft:${code}`)))
    })
    const socket = createMarketSocket({ url })
    const prices: string[] = []
    socket.on('nft_bid', (raw) => prices.push(parsePrivate(NftBidEvent, raw)?.price ?? 'bad'))
    const room = socket.watchNft('NFT-AUC-01')
    socket.connect()
    await until(() => rooms.length === 1)
    io.to('nft:NFT-AUC-01').emit('nft_bid', bidEvent)
    await until(() => prices.length === 1)
    room.unwatch()
    await until(() => rooms.length === 2)
    expect(rooms).toEqual(['+NFT-AUC-01', '-NFT-AUC-01'])
    expect(prices).toEqual(['130.0000'])
    socket.close()
    await io.close()
  })
})

describe('socket.io market socket', () => {
  let close = async () => {}
  afterEach(() => close())

  async function serve() {
    const http = createServer()
    const io = new Server(http, { path: '/socket.io' })
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve))
    const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`
    close = async () => {
      await io.close()
    }
    return { io, url }
  }

  it('connects, receives daymarket batches, and does not reconnect by itself', async () => {
    const { io, url } = await serve()
    io.on('connection', (s) =>
      s.on('subscribe', (_: unknown, ack: (a: unknown) => void) =>
        ack({ ok: false, reason: 'pairNotFound' }),
      ),
    )
    const socket: MarketSocket = createMarketSocket({ url })
    const events: string[] = []
    socket.on('open', () => events.push('open'))
    socket.on('closed', (reason) => events.push(`closed:${reason}`))
    socket.on('daymarket', (b) => events.push(`seq:${b.items[0].seq}`))
    socket.connect()
    await until(() => events.includes('open'))
    expect(await socket.subscribe({ channel: 'depth', symbol: 'DOGE/USDT' }).ack).toEqual({
      ok: false,
      reason: 'pairNotFound',
    })
    io.emit('daymarket', batch(44))
    await until(() => events.includes('seq:44'))
    io.disconnectSockets(true)
    await until(() => events.some((e) => e.startsWith('closed:')))
    await new Promise((r) => setTimeout(r, 300))
    expect(events.filter((e) => e === 'open')).toHaveLength(1)
    socket.close()
  })

  it("takes the real platform's bare items and emits login with the numeric user id", async () => {
    const { io, url } = await serve()
    const logins: unknown[][] = []
    io.on('connection', (s) => s.on('login', (...args: unknown[]) => logins.push(args)))
    const socket = createMarketSocket({ url })
    const prices: string[] = []
    socket.on('daymarket', (b) => prices.push(`${b.items[0].now_price}:${b.items[0].seq}`))
    socket.logIn({ id: 7, token: 'a'.repeat(32) })
    socket.connect()
    await until(() => logins.length === 1)
    expect(logins[0]).toEqual([7, { token: 'a'.repeat(32) }])
    io.emit('daymarket', MockPlatformDayMarket)
    await until(() => prices.length === 1)
    expect(prices).toEqual(['41260.00:undefined'])
    socket.close()
  })
})
