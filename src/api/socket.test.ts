import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Server } from 'socket.io'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { MockDayMarketEvent, MockDepthEvent } from './contract/market.fixtures'
import { createFakeMarketSocket, createMarketSocket, type MarketSocket } from './socket'

const batch = (seq: number) => ({ time: 1, items: [{ ...MockDayMarketEvent, seq }] })
// a real socket.io round trip: allow for a busy machine (the default is 1 s)
const until = (check: () => boolean) => vi.waitFor(() => expect(check()).toBe(true), { timeout: 5000 })

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
})
