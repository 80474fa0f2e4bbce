import { describe, expect, it } from 'vitest'
import { createActor, SimulatedClock, waitFor } from 'xstate'
import type { DepthEventWire, MarketSubscription } from '@/api/contract/market'
import { MockDepthEvent, MockPlatformDepth } from '@/api/contract/market.fixtures'
import { createFakeMarketSocket, type MarketSocket } from '@/api/socket'
import { MockOrderBook, orderBookSnapshots } from './order-book.fixtures'
import { orderBookMachine } from './order-book.machine'
import { toOrderBookView } from './order-book.view'

function start(opts: { refuse?: boolean } = {}) {
  const clock = new SimulatedClock()
  const fake = createFakeMarketSocket({
    ack: (sub) =>
      opts.refuse
        ? { ok: false, reason: 'pairNotFound' }
        : {
            ok: true,
            room: `depth:${sub.symbol}`,
            snapshot: { ...MockDepthEvent, symbol: sub.symbol },
          },
  })
  fake.open()
  const left: MarketSubscription[] = []
  const socket: MarketSocket = {
    ...fake,
    subscribe(sub) {
      const room = fake.subscribe(sub)
      return { ack: room.ack, unsubscribe: () => (left.push(sub), room.unsubscribe()) }
    },
  }
  const actor = createActor(orderBookMachine, { input: { symbol: 'BTC/USDT', socket }, clock })
  actor.start()
  const view = () => toOrderBookView(actor.getSnapshot())
  const push = (...items: Partial<DepthEventWire>[]) =>
    fake.emit('market_depth', {
      time: MockDepthEvent.time,
      items: items.map((i) => ({ ...MockDepthEvent, ...i })),
    })
  return { actor, clock, fake, left, view, push }
}

describe('order book', () => {
  it('joins the depth room and shows the book its ack carries', async () => {
    const { actor, fake, view } = start()
    expect(view().status).toBe('waiting')
    await waitFor(actor, (s) => s.matches({ active: 'ready' }))
    expect(fake.subscriptions).toEqual([{ channel: 'depth', symbol: 'BTC/USDT' }])
    expect(view()).toMatchObject({
      status: 'ready',
      bids: MockOrderBook.bids,
      asks: MockOrderBook.asks,
    })
  })

  it('replaces the book with each newer one and ignores older ones and other pairs', async () => {
    const { actor, push, view } = start()
    await waitFor(actor, (s) => s.matches({ active: 'ready' }))
    push({ seq: 9, asks: [['41260.00', '0.5000']] })
    expect(view().asks).toEqual([['41260.00', '0.5000']])
    // a skipped seq loses nothing: every item is a whole book
    push({ seq: 8, asks: [['1.00', '1.0000']] })
    push({ seq: 10, symbol: 'ETH/USDT', asks: [['2.00', '1.0000']] })
    expect(view().asks).toEqual([['41260.00', '0.5000']])
  })

  it('takes bare books without seq (the real platform) in arrival order', async () => {
    const { actor, fake, view } = start()
    await waitFor(actor, (s) => s.matches({ active: 'ready' }))
    fake.emit('market_depth', MockPlatformDepth)
    expect(view()).toMatchObject({ bids: MockOrderBook.bids, asks: MockOrderBook.asks })
    fake.emit('market_depth', { ...MockPlatformDepth, asks: '[["41270.00","0.1000"]]' })
    expect(view().asks).toEqual([['41270.00', '0.1000']])
    fake.emit('market_depth', { ...MockPlatformDepth, asks: '[["41265.00","0.2000"]]' })
    expect(view().asks).toEqual([['41265.00', '0.2000']])
  })

  it('shows a pushed book although the room was refused (a backend that broadcasts)', async () => {
    const { actor, fake, view } = start({ refuse: true })
    await waitFor(actor, (s) => s.matches({ active: 'unavailable' }))
    fake.emit('market_depth', MockPlatformDepth)
    expect(view()).toMatchObject({ status: 'ready', asks: MockOrderBook.asks })
  })

  it('switches pair: leaves the old room, waits for the new book', async () => {
    const { actor, fake, left, view } = start()
    await waitFor(actor, (s) => s.matches({ active: 'ready' }))
    actor.send({ type: 'symbol.change', symbol: 'ETH/USDT' })
    expect(view()).toMatchObject({ symbol: 'ETH/USDT', status: 'waiting', bids: [], asks: [] })
    expect(left).toEqual([{ channel: 'depth', symbol: 'BTC/USDT' }])
    expect(fake.subscriptions.at(-1)).toEqual({ channel: 'depth', symbol: 'ETH/USDT' })
    await waitFor(actor, (s) => s.matches({ active: 'ready' }))
  })

  it('is unavailable when the room refuses the pair, and tries again later', async () => {
    const { actor, clock, fake, view } = start({ refuse: true })
    await waitFor(actor, (s) => s.matches({ active: 'unavailable' }))
    expect(view()).toMatchObject({ status: 'unavailable', error: 'pairNotFound' })
    clock.increment(10_000)
    expect(view().status).toBe('waiting')
    expect(fake.subscriptions).toHaveLength(2)
  })

  it('leaves the room when stopped', () => {
    const { actor, left } = start()
    actor.stop()
    expect(left).toEqual([{ channel: 'depth', symbol: 'BTC/USDT' }])
  })

  it('has a fixture for every state', () => {
    const covered = new Set(
      Object.values(orderBookSnapshots).map((s) => Object.values(s.value as object)[0] as string),
    )
    expect([...covered].sort()).toEqual(
      Object.keys(orderBookMachine.root.states.active?.states ?? {}).sort(),
    )
    expect(Object.values(orderBookSnapshots).map((s) => toOrderBookView(s).status)).toEqual([
      'waiting',
      'ready',
      'ready',
      'unavailable',
    ])
  })
})
