/**
 * Spot races and private events: 100 simultaneous cancels of one order unlock it once; a cancel
 * racing the matcher's fill of the same order ends with exactly one of them; the owner's socket
 * room (and only it) gets `coin_trade` when an order is placed, filled and cancelled.
 */
import { Big } from 'big.js'
import type { FastifyInstance } from 'fastify'
import { io as connect, type Socket } from 'socket.io-client'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { SpotOrderEvent } from '../../src/api/contract/spot'
import type { AdjustableClock } from '../src/clock'
import { fromUnits } from '../../src/api/contract/wallet-math'
import { ledgerSums } from '../src/repositories/wallet'
import { client, lv1, orderOf, spotApp } from './spot-helper'
import { balanceOf } from './wallet-helper'

let app: FastifyInstance
let clock: AdjustableClock
let c: ReturnType<typeof client>
beforeEach(async () => {
  ;({ app, clock } = await spotApp())
  c = client(app)
})
afterEach(async () => {
  const sums = ledgerSums(app.db)
  await app.close()
  if (sums.mismatches.length || sums.brokenChains) throw new Error('the ledger does not sum')
})

const times = (f: string) =>
  new Big(app.market.price(1)).times(f).round(2, Big.roundDown).toFixed(2)
const unlocks = (id: number) =>
  app.db
    .prepare("SELECT COUNT(*) FROM ledger WHERE reference_id = ? AND type = 'orderUnlock'")
    .pluck()
    .get(id)

/** Moves the clock to the next tick whose price reaches a buy at `target` (matcher not run). */
function advanceUntilCrossing(target: string) {
  for (let i = 0; i < 3600; i++) {
    clock.advance(1000)
    if (new Big(app.market.price(1)).lte(target)) return
  }
  throw new Error('the walk never reached the target')
}

describe('races', () => {
  it('100 simultaneous cancels of one order: one unlocks, 99 are orderNotOpen', async () => {
    const order = orderOf(await c.place({ type: '1', amount: '0.05', target_price: times('0.95') }))
    const answers = await Promise.all(Array.from({ length: 100 }, () => c.cancel(order.id)))
    const tally = answers.map((a) => (a.type === 'ok' ? 'ok' : a.code))
    expect(tally.filter((t) => t === 'ok')).toHaveLength(1)
    expect(tally.filter((t) => t === 'orderNotOpen')).toHaveLength(99)
    expect(unlocks(order.id)).toBe(1)
    expect(balanceOf(app, lv1, 3)).toEqual({ available: '5000.0000', locked: '0.0000' })
  })

  const later = <T>(work: () => T) =>
    new Promise<T>((resolve) => setImmediate(() => resolve(work())))

  it.each(['the cancel first', 'the fill first', 'both at once'])(
    'a cancel racing its fill (%s) ends with exactly one of them',
    async (how) => {
      const target = times('0.9995')
      const order = orderOf(await c.place({ type: '1', amount: '0.01', target_price: target }))
      advanceUntilCrossing(target)
      const match = () => app.spotMatcher.match()
      let cancelled: { type: string; code?: string }
      let filled: unknown[]
      if (how === 'the cancel first') {
        cancelled = await c.cancel(order.id)
        filled = match()
      } else if (how === 'the fill first') {
        filled = match()
        cancelled = await c.cancel(order.id)
      } else [cancelled, filled] = await Promise.all([c.cancel(order.id), later(match)])

      const row = app.repos.spot.order(order.id)!
      const outcome = {
        cancel: cancelled.type === 'ok' ? 'ok' : cancelled.code,
        fills: filled.length,
      }
      const seen = {
        status: row.status,
        outcome,
        usdt: balanceOf(app, lv1, 3),
        btc: balanceOf(app, lv1, 1).available,
        unlocks: unlocks(order.id),
      }
      const lock = order.locked
      expect(seen).toEqual(
        row.status === 3
          ? {
              status: 3,
              outcome: { cancel: 'ok', fills: 0 },
              usdt: { available: '5000.0000', locked: '0.0000' },
              btc: '0.20000000',
              unlocks: 1,
            }
          : {
              status: 2,
              outcome: { cancel: 'orderNotOpen', fills: 1 },
              usdt: { available: new Big('5000').minus(lock).toFixed(4), locked: '0.0000' },
              btc: new Big('0.2').plus(fromUnits(row.received!, 8)).toFixed(8),
              unlocks: 0,
            },
      )
      expect(app.spotMatcher.size()).toBe(0)
    },
  )
})

describe('coin_trade events', () => {
  const sockets: Socket[] = []
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.disconnect()
  })

  /** A socket logged in with `token`, recording every `coin_trade` it receives. */
  async function listen(url: string, token: string) {
    const socket = connect(url, { path: '/socket.io', transports: ['websocket'], forceNew: true })
    sockets.push(socket)
    const received: SpotOrderEvent[] = []
    socket.on('coin_trade', (event: unknown) => received.push(SpotOrderEvent.parse(event)))
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve())
      socket.once('connect_error', reject)
    })
    expect(await socket.emitWithAck('login', token)).toMatchObject({ ok: true })
    return { socket, received }
  }
  const next = (socket: Socket) =>
    new Promise<unknown>((resolve) => socket.once('coin_trade', resolve))

  it("reach the owner's room when an order is placed, filled and cancelled; nobody else's", async () => {
    const url = await app.listen({ port: 0, host: '127.0.0.1' })
    const owner = await listen(url, c.token)
    const other = await listen(url, client(app, 'lv2@sandbox.test').token)
    const userId = app.repos.users.findByAccount(lv1)!.id

    let arrived = next(owner.socket)
    const target = times('0.9995')
    const order = orderOf(await c.place({ type: '1', amount: '0.01', target_price: target }))
    expect(SpotOrderEvent.parse(await arrived)).toMatchObject({
      type: 'coin_trade',
      to: userId,
      order: { id: order.id, status: 'open' },
    })

    advanceUntilCrossing(target)
    arrived = next(owner.socket)
    app.spotMatcher.match()
    const filled = SpotOrderEvent.parse(await arrived)
    expect(filled.order).toMatchObject({ id: order.id, status: 'filled', price: target })
    expect(filled.order.fillTick).toBe(Math.floor(clock.now() / 1000) * 1000)
    expect(filled.order.fillMarketPrice).toBe(app.market.price(1))

    arrived = next(owner.socket)
    const resting = orderOf(
      await c.place({ type: '1', amount: '0.01', target_price: times('0.95') }),
    )
    await arrived
    arrived = next(owner.socket)
    await c.cancel(resting.id)
    expect(SpotOrderEvent.parse(await arrived).order).toMatchObject({
      id: resting.id,
      status: 'cancelled',
    })
    await other.socket.emitWithAck('logout')
    expect(other.received).toEqual([])
    expect(owner.received.map((e) => e.order.status)).toEqual([
      'open',
      'filled',
      'open',
      'cancelled',
    ])
  })
})
