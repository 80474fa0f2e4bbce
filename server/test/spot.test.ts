/**
 * coin/trade, coin/list, coin/info (api-reference §9): placing, filling and cancelling orders through
 * the ledger, every refusal leaving every money table as it was, and idempotent placing.
 */
import { isDeepStrictEqual } from 'node:util'
import { readFileSync } from 'node:fs'
import type { FastifyInstance } from 'fastify'
import { Big } from 'big.js'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { SpotRulesAnswer, type SpotOrderWire } from '../../src/api/contract/spot'
import { limitFill, limitLock, marketFill } from '../../src/api/contract/spot-math'
import type { AdjustableClock } from '../src/clock'
import { ledgerSums } from '../src/repositories/wallet'
import { BTC_PAIR, client, lv1, orderOf, spotApp } from './spot-helper'
import { balanceOf, moneyTables, newKey } from './wallet-helper'

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
  // every test ends with the ledger summing to every balance
  if (sums.mismatches.length || sums.brokenChains) throw new Error('the ledger does not sum')
})

const errors = JSON.parse(
  readFileSync(new URL('../../locales/en/errors.json', import.meta.url), 'utf8'),
) as Record<string, string>
const price = () => app.market.price(1)
const rules = async () => SpotRulesAnswer.parse((await c.info()).message)
/** Every money table and the orders, to show that a refusal changed nothing. */
const snapshot = () => ({
  ...moneyTables(app.db),
  orders: app.db.prepare('SELECT * FROM spot_orders').all(),
})
/** A price `f` times the market's, on BTC/USDT's grid (2 decimals). */
const times = (f: string) => new Big(price()).times(f).round(2, Big.roundDown).toFixed(2)

describe('coin/info', () => {
  it("answers the pair's rules from the settings and the tables", async () => {
    expect((await c.info()).message).toEqual({
      currency_id: 1,
      legal_id: 3,
      symbol: 'BTC/USDT',
      open: 1,
      fee_rate: '0.002',
      min_total: '5',
      price_band: '0.1',
      price_decimals: 2,
      amount_decimals: 4,
      base_scale: 8,
      quote_scale: 4,
    })
    expect(await c.info({ currency_id: '3', legal_id: '1' })).toEqual({
      type: 'error',
      code: 'pairNotFound',
      message: errors.pairNotFound,
    })
  })

  it.each([
    ['post', 'coin/trade'],
    ['put', 'coin/trade'],
    ['get', 'coin/list'],
    ['get', 'coin/info'],
  ] as const)('%s %s needs a session', async (method, url) => {
    const response = await app.inject({ method, url: `/api/${url}` })
    expect(response.json()).toMatchObject({ type: '999' })
  })
})

describe('coin/trade', () => {
  it('a limit buy locks price × amount of USDT; cancelling unlocks exactly that', async () => {
    const r = await rules()
    const target = times('0.95')
    const order = orderOf(await c.place({ type: '1', amount: '0.01', target_price: target }))
    const lock = limitLock('buy', target, '0.01', r)
    expect(order).toMatchObject({
      type: 1,
      status: 1,
      order_type: 'limit',
      target_price: target,
      trade_price: price(),
      trade_amount: '0.01000000',
      charge_fee: '0.002',
      locked: lock,
      symbol: 'BTC/USDT',
      fill_tick: null,
    })
    expect(balanceOf(app, lv1, 3)).toEqual({
      available: new Big('5000').minus(lock).toFixed(4),
      locked: lock,
    })
    const cancelled = orderOf(await c.cancel(order.id))
    expect(cancelled).toMatchObject({ id: order.id, status: 3 })
    expect(cancelled.cancelled_at).not.toBeNull()
    expect(balanceOf(app, lv1, 3)).toEqual({ available: '5000.0000', locked: '0.0000' })
    expect(await c.cancel(order.id)).toMatchObject({ code: 'orderNotOpen' })
  })

  it('a marketable limit sell fills at once at its own price, in this tick', async () => {
    const r = await rules()
    const target = times('0.98')
    const order = orderOf(await c.place({ type: '2', amount: '0.1', target_price: target }))
    const fill = limitFill('sell', target, '0.1', r)
    expect(order).toMatchObject({
      status: 2,
      fill_price: fill.price,
      spent: fill.spent,
      fee: fill.fee,
      received: fill.received,
      fill_tick: Math.floor(clock.now() / 1000) * 1000,
      fill_market_price: price(),
    })
    expect(balanceOf(app, lv1, 1)).toEqual({ available: '0.10000000', locked: '0.00000000' })
    expect(balanceOf(app, lv1, 3).available).toBe(new Big('5000').plus(fill.received).toFixed(4))
    const types = app.db
      .prepare('SELECT type FROM ledger WHERE reference_id = ? AND type LIKE ? ORDER BY id')
      .pluck()
      .all(order.id, 'order%')
    expect(types).toEqual(['orderLock', 'orderSpend', 'orderReceive'])
  })

  it('a market buy fills against the book of this tick, level by level', async () => {
    const r = await rules()
    const asks = app.market.engine.depth(1, clock.now()).asks
    const fill = marketFill('buy', '0.05', asks, r)!
    const order = orderOf(await c.place({ type: '1', order_type: 'market', amount: '0.05' }))
    expect(order).toMatchObject({
      order_type: 'market',
      status: 2,
      target_price: fill.price,
      spent: fill.spent,
      received: fill.received,
      locked: fill.spent,
    })
    expect(balanceOf(app, lv1, 1).available).toBe(new Big('0.2').plus(fill.received).toFixed(8))
  })

  it('the matcher fills a resting order on the first tick whose price reaches it', async () => {
    const target = times('0.9999')
    const order = orderOf(await c.place({ type: '1', amount: '0.01', target_price: target }))
    const placed = Math.floor(clock.now() / 1000)
    let filled = 0
    for (let i = 0; i < 900 && !filled; i++) {
      clock.advance(1000)
      filled = app.spotMatcher.match().length
    }
    const [row] = (await c.list({ status: '2' })).message as SpotOrderWire[]
    expect(row).toMatchObject({ id: order.id, status: 2, fill_price: target })
    const tick = row!.fill_tick! / 1000
    // the engine's price in that tick reaches the limit; in every earlier one it did not
    expect(row!.fill_market_price).toBe(app.market.engine.price(1, tick * 1000))
    expect(new Big(row!.fill_market_price!).lte(target)).toBe(true)
    for (let t = placed; t < tick; t++)
      expect(new Big(app.market.engine.price(1, t * 1000)).gt(target)).toBe(true)
    expect(app.spotMatcher.size()).toBe(0)
  })

  it('a skipped stretch of ticks (a dev-clock jump) still fills at the first reaching tick', async () => {
    const target = times('0.995')
    const order = orderOf(await c.place({ type: '1', amount: '0.01', target_price: target }))
    const placed = Math.floor(clock.now() / 1000)
    clock.advance(3 * 86_400_000)
    const [filled] = app.spotMatcher.match()
    if (!filled) return // the walk never came down that far in three days: nothing to check
    const tick = filled.fill_tick! / 1000
    expect(new Big(app.market.engine.price(1, tick * 1000)).lte(target)).toBe(true)
    for (let t = placed; t < tick; t += Math.max(1, Math.floor((tick - placed) / 500)))
      expect(new Big(app.market.engine.price(1, t * 1000)).gt(target)).toBe(true)
    expect(filled.id).toBe(order.id)
  })

  it('coin/list pages the caller’s orders newest first, filtered by pair and status', async () => {
    const ids: number[] = []
    for (let i = 0; i < 5; i++)
      ids.push(
        orderOf(await c.place({ type: '1', amount: '0.01', target_price: times('0.95') })).id,
      )
    await c.cancel(ids[1]!)
    const list = async (fields: Record<string, string>) =>
      ((await c.list(fields)).message as SpotOrderWire[]).map((o) => o.id)
    expect(await list({})).toEqual([...ids].reverse())
    expect(await list({ limit: '2', page: '2' })).toEqual([ids[2], ids[1]])
    expect(await list({ status: '3' })).toEqual([ids[1]])
    expect(await list({ ...BTC_PAIR, status: '1' })).toEqual([ids[4], ids[3], ids[2], ids[0]])
    expect(await list({ currency_id: '2' })).toEqual([])
    expect(await c.list({ status: '4' })).toMatchObject({ code: 'parameterError' })
    expect(await client(app, 'lv2@sandbox.test').list()).toEqual({ type: 'ok', message: [] })
  })
})

describe('refusals change nothing', () => {
  it.each<[string, Record<string, string>, string]>([
    ['an unknown pair', { currency_id: '3', legal_id: '1' }, 'pairNotFound'],
    ['too many decimals', { amount: '0.00001' }, 'amountTooPrecise'],
    ['no amount', { amount: '' }, 'amountRequired'],
    ['no price', { target_price: '' }, 'priceRequired'],
    ['a bad price', { target_price: '12a' }, 'priceInvalid'],
    ['a zero price', { target_price: '0' }, 'priceInvalid'],
    ['too precise a price', { target_price: '40000.123' }, 'priceTooPrecise'],
    ['a bad side', { type: '3' }, 'parameterError'],
    ['a bad key', { idempotency_key: 'short' }, 'idempotencyKeyInvalid'],
  ])('%s', async (_label, fields, code) => {
    const before = snapshot()
    const answer = await c.place({ type: '1', amount: '0.01', target_price: times('1'), ...fields })
    expect(answer).toEqual({ type: 'error', code, message: errors[code] })
    expect(isDeepStrictEqual(snapshot(), before)).toBe(true)
  })

  it('out of band, below the minimum, beyond the book, beyond the balance, a closed pair', async () => {
    const cases: Array<[Record<string, string>, string]> = [
      [{ target_price: times('1.2') }, 'priceOutOfBand'],
      [{ target_price: times('0.8') }, 'priceOutOfBand'],
      [{ amount: '0.0001' }, 'orderBelowMinimum'],
      [{ order_type: 'market', amount: '100000' }, 'insufficientLiquidity'],
      [{ amount: '1' }, 'insufficientBalance'],
      [{ type: '2', amount: '0.3' }, 'insufficientBalance'],
      [{ type: '2', order_type: 'market', amount: '0.3' }, 'insufficientBalance'],
    ]
    for (const [fields, code] of cases) {
      const before = snapshot()
      const answer = await c.place({
        type: '1',
        amount: '0.01',
        target_price: times('1'),
        ...fields,
      })
      expect({ fields, answer }).toEqual({
        fields,
        answer: { type: 'error', code, message: errors[code] },
      })
      expect(isDeepStrictEqual(snapshot(), before)).toBe(true)
    }
    app.db.prepare('UPDATE currency_matches SET open_coin_trade = 0 WHERE id = 1').run()
    const before = snapshot()
    expect(await c.place({ type: '1', amount: '0.01', target_price: times('1') })).toMatchObject({
      code: 'pairClosed',
    })
    expect(isDeepStrictEqual(snapshot(), before)).toBe(true)
  })

  it('cancelling someone else’s order or an unknown one is notFound', async () => {
    const order = orderOf(await c.place({ type: '1', amount: '0.01', target_price: times('0.95') }))
    const before = snapshot()
    const other = client(app, 'lv2@sandbox.test')
    expect(await other.cancel(order.id)).toEqual({
      type: 'error',
      code: 'notFound',
      message: errors.notFound,
    })
    expect(await c.cancel(order.id + 100)).toMatchObject({ code: 'notFound' })
    expect(await c.send('PUT', 'coin/trade', { id: 'x' })).toMatchObject({
      code: 'parameterError',
    })
    expect(isDeepStrictEqual(snapshot(), before)).toBe(true)
  })
})

describe('idempotency', () => {
  it('a repeat answers the first order; a changed request under the key conflicts', async () => {
    const key = newKey('spot')
    const fields = { type: '1', amount: '0.01', target_price: times('0.95'), idempotency_key: key }
    const first = orderOf(await c.place(fields))
    const after = snapshot()
    expect(await c.place(fields)).toEqual({ type: 'ok', message: first })
    expect(await c.place({ ...fields, amount: '0.02' })).toEqual({
      type: 'error',
      code: 'idempotencyConflict',
      message: errors.idempotencyConflict,
    })
    expect(isDeepStrictEqual(snapshot(), after)).toBe(true)
    // the same key is another user's own
    expect(orderOf(await client(app, 'lv2@sandbox.test').place(fields)).id).not.toBe(first.id)
  })
})
