/**
 * IEO placement after the end, `project/buy` (issue 16; api-reference §11; rules in
 * src/api/contract/ieo-math.ts): ORBT is seeded ended with sell_begin 2 days ago and nothing sold,
 * so a fresh sandbox can place on it; NOVA ends in 3 days and opens for placement a day later.
 * Tokens and cost from placementTerms, delivered at once (ieoPay and ieoDeliver together), every
 * refusal with its code and nothing changed, idempotent repeats, one placement per user, the
 * unsold supply never oversold under concurrent placements, the ledger adding up.
 */
import type { FastifyInstance } from 'fastify'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { IeoDetailAnswer, IeoMyOrdersAnswer, IeoOrder } from '../../src/api/contract/ieo'
import { DAY_MS } from '../../src/api/contract/ieo-math'
import { fromUnits } from '../../src/api/contract/wallet-math'
import type { AdjustableClock } from '../src/clock'
import { ledgerSums } from '../src/repositories/wallet'
import { buildTestApp } from './helper'
import { newUser } from './micro-helper'
import { client, fund, type Answer } from './spot-helper'
import { newKey } from './wallet-helper'

const USDT = 3
const NOVA = 101
const ORBT = 103

let app: FastifyInstance
let clock: AdjustableClock

beforeEach(async () => {
  ;({ app, clock } = await buildTestApp())
})
afterEach(async () => {
  const sums = ledgerSums(app.db)
  await app.close()
  if (sums.mismatches.length || sums.brokenChains)
    throw new Error(`the ledger does not add up: ${JSON.stringify(sums.mismatches.length)}`)
})

const projectIdOf = (token: number) =>
  (app.db.prepare('SELECT id FROM ieo_projects WHERE currency_id = ?').get(token) as { id: number })
    .id

function user(email: string, usdt: string) {
  const id = newUser(app, email)
  if (usdt !== '0') fund(app, email, USDT, usdt)
  const { send } = client(app, email)
  const api = {
    detail: (projectId: number) => send('GET', 'project/detail', { project_id: String(projectId) }),
    buy: (projectId: number, totalPrice: string, key = newKey('buy')) =>
      send('POST', 'project/buy', {
        project_id: String(projectId),
        total_price: totalPrice,
        idempotency_key: key,
      }),
    subscribe: (projectId: number, amount: string) =>
      send('POST', 'project/order', {
        project_id: String(projectId),
        amount,
        idempotency_key: newKey('ieo'),
      }),
    orders: () => send('GET', 'user/project/order', {}),
  }
  return { id, api }
}

const funds = (userId: number, currency: number) =>
  fromUnits(app.repos.wallet.balance(userId, currency, 'change').available, 4)

function snapshot() {
  const all = (sql: string) => app.db.prepare(sql).safeIntegers(true).all()
  return {
    balances: all('SELECT * FROM balances ORDER BY user_id, currency_id, account'),
    ledger: all('SELECT * FROM ledger ORDER BY id'),
    projects: all('SELECT * FROM ieo_projects ORDER BY id'),
    orders: all('SELECT * FROM ieo_orders ORDER BY id'),
    idempotency: all('SELECT * FROM idempotency ORDER BY user_id, key'),
  }
}

const ok = (a: Answer) => {
  if (a.type !== 'ok') throw new Error(`refused: ${JSON.stringify(a)}`)
  return a.message
}

describe('placing on an ended project', () => {
  it('buys offer ÷ price tokens rounded down, charges their cost rounded up, delivers at once', async () => {
    const { id, api } = user('a@ieo.test', '1000')
    const orbt = projectIdOf(ORBT)
    // 10.00005 is too precise for USDT; 10.1234 ÷ 0.1 = 101.234 ORBT, cost 10.1234
    const order = IeoOrder.parse(ok(await api.buy(orbt, '10.1234')))
    expect([order.type, order.status, order.amount, order.cost, order.delivered]).toEqual([
      'placement',
      'delivered',
      '101.2340',
      '10.1234',
      '101.2340',
    ])
    expect(order.deliveredAt).toBe(clock.now())
    expect([funds(id, USDT), funds(id, ORBT)]).toEqual(['989.8766', '101.2340'])
    const rows = app.db
      .prepare(
        "SELECT type, currency_id, available_delta, reference_id FROM ledger WHERE type IN ('ieoPay', 'ieoDeliver') ORDER BY id",
      )
      .safeIntegers(false)
      .all()
    expect(rows).toEqual([
      { type: 'ieoPay', currency_id: USDT, available_delta: -101234, reference_id: order.id },
      { type: 'ieoDeliver', currency_id: ORBT, available_delta: 1012340, reference_id: order.id },
    ])
    const detail = IeoDetailAnswer.parse(ok(await api.detail(orbt)))
    expect([detail.placement?.id, detail.order, detail.sold, detail.remaining]).toEqual([
      order.id,
      null,
      '101.2340',
      '4999898.7660',
    ])
    expect([detail.applications, detail.passes]).toEqual([0, 0])
    const page = IeoMyOrdersAnswer.parse(ok(await api.orders()))
    expect(page.items.map((o) => [o.type, o.status, o.amount])).toEqual([
      ['placement', 'delivered', '101.2340'],
    ])
    // the delivery job leaves a delivered placement alone
    expect(app.ieoDelivery.deliver()).toEqual([])
    expect(funds(id, ORBT)).toBe('101.2340')
  })

  it('charges less than the offer when the offer is not a whole number of token units', async () => {
    const { id, api } = user('a@ieo.test', '100')
    // ORBT at 0.1 with 4 decimals: 0.00005 is not a USDT amount, 1.00001 neither; use 0.3 → 3 ORBT
    const order = IeoOrder.parse(ok(await api.buy(projectIdOf(ORBT), '0.3')))
    expect([order.amount, order.cost]).toEqual(['3.0000', '0.3000'])
    expect(funds(id, USDT)).toBe('99.7000')
  })

  it('answers a repeated key with the first order and charges once', async () => {
    const { id, api } = user('a@ieo.test', '1000')
    const key = newKey('buy')
    const first = ok(await api.buy(projectIdOf(ORBT), '20', key))
    const again = ok(await api.buy(projectIdOf(ORBT), '20', key))
    expect(again).toEqual(first)
    expect([funds(id, USDT), funds(id, ORBT)]).toEqual(['980.0000', '200.0000'])
    expect(await api.buy(projectIdOf(ORBT), '30', key)).toMatchObject({
      code: 'idempotencyConflict',
    })
  })

  it('allows one placement per user per project', async () => {
    const { api } = user('a@ieo.test', '1000')
    ok(await api.buy(projectIdOf(ORBT), '20'))
    const before = snapshot()
    expect(await api.buy(projectIdOf(ORBT), '20')).toMatchObject({ code: 'placementDone' })
    expect(snapshot()).toEqual(before)
  })

  it.each([
    ['a project in progress', NOVA, '10', 'placementNotOpen'],
    ['no amount', ORBT, '', 'amountRequired'],
    ['zero', ORBT, '0', 'amountInvalid'],
    ['more decimals than USDT', ORBT, '1.00001', 'amountTooPrecise'],
    ['more than the unsold supply', ORBT, '500000.0001', 'ieoSupplyExceeded'],
    ['more than the funds', ORBT, '1000.0001', 'insufficientBalance'],
    ['an unknown project', 0, '10', 'notFound'],
  ])('refuses %s with its code and changes nothing', async (_, token, offer, code) => {
    const { api } = user('a@ieo.test', '1000')
    const before = snapshot()
    const id = token === 0 ? 999 : projectIdOf(token)
    expect(await api.buy(id, offer)).toMatchObject({ type: 'error', code })
    expect(snapshot()).toEqual(before)
  })

  it('refuses an offer below one token unit’s price with belowMinimum', async () => {
    const { api } = user('a@ieo.test', '1000')
    // 0.00001 ORBT costs 0.000001 USDT: every USDT amount buys at least one unit, so move the
    // price: a project whose token unit costs more than 0.0001 USDT
    app.db.prepare("UPDATE ieo_projects SET price = '10' WHERE currency_id = ?").run(ORBT)
    const before = snapshot()
    expect(await api.buy(projectIdOf(ORBT), '0.0009')).toMatchObject({ code: 'belowMinimum' })
    expect(snapshot()).toEqual(before)
    expect(IeoOrder.parse(ok(await api.buy(projectIdOf(ORBT), '0.001'))).amount).toBe('0.0001')
  })

  it('opens with the clock: NOVA from its sell_begin, a day after its end', async () => {
    const { api } = user('a@ieo.test', '1000')
    const nova = projectIdOf(NOVA)
    clock.advance(3 * DAY_MS)
    const before = snapshot()
    expect(await api.buy(nova, '10')).toMatchObject({ code: 'placementNotOpen' })
    expect(snapshot()).toEqual(before)
    clock.advance(DAY_MS - 1)
    expect(await api.buy(nova, '10')).toMatchObject({ code: 'placementNotOpen' })
    clock.advance(1)
    expect(IeoOrder.parse(ok(await api.buy(nova, '10'))).amount).toBe('200.0000')
  })

  it('sells only what subscriptions left and refuses everything once sold out', async () => {
    const a = user('a@ieo.test', '600000')
    const b = user('b@ieo.test', '1000')
    const nova = projectIdOf(NOVA)
    ok(await a.api.subscribe(nova, '9999000'))
    clock.advance(4 * DAY_MS)
    expect(await b.api.buy(nova, '50.0001')).toMatchObject({ code: 'ieoSupplyExceeded' })
    expect(IeoOrder.parse(ok(await b.api.buy(nova, '50'))).amount).toBe('1000.0000')
    const before = snapshot()
    expect(await a.api.buy(nova, '1')).toMatchObject({ code: 'ieoSoldOut' })
    expect(snapshot()).toEqual(before)
  })

  it('never oversells the unsold supply when many users place at once; money is conserved', async () => {
    const orbt = projectIdOf(ORBT)
    const whale = user('whale@ieo.test', '600000')
    // leave 5,000 ORBT unsold: 4,995,000 × 0.1 = 499,500 USDT
    ok(await whale.api.buy(orbt, '499500'))
    const crowd = Array.from({ length: 20 }, (_, i) => user(`u${i}@ieo.test`, '100'))
    const answers = await Promise.all(crowd.map((u) => u.api.buy(orbt, '100')))
    expect(answers.filter((x) => x.type === 'ok')).toHaveLength(5)
    expect(new Set(answers.filter((x) => x.type !== 'ok').map((x) => x.code))).toEqual(
      new Set(['ieoSoldOut']),
    )
    const left = app.db
      .prepare('SELECT amount - total_sell AS left FROM ieo_projects WHERE id = ?')
      .safeIntegers(false)
      .get(orbt)
    expect(left).toEqual({ left: 0 })
    const orders = app.db
      .prepare('SELECT SUM(coin_amount) AS coins, SUM(total_price) AS paid FROM ieo_orders')
      .safeIntegers(false)
      .get()
    expect(orders).toEqual({ coins: 50000000000, paid: 5000000000 })
    const ledger = app.db
      .prepare(
        "SELECT type, SUM(available_delta) AS sum FROM ledger WHERE type IN ('ieoPay', 'ieoDeliver') GROUP BY type ORDER BY type",
      )
      .safeIntegers(false)
      .all()
    expect(ledger).toEqual([
      { type: 'ieoDeliver', sum: 50000000000 },
      { type: 'ieoPay', sum: -5000000000 },
    ])
    const winners = crowd.filter((u) => funds(u.id, ORBT) === '1000.0000')
    expect(winners.every((u) => funds(u.id, USDT) === '0.0000')).toBe(true)
    expect(winners).toHaveLength(5)
  })

  it('one user racing themselves with two keys gets one placement', async () => {
    const { id, api } = user('a@ieo.test', '1000')
    const orbt = projectIdOf(ORBT)
    const answers = await Promise.all([
      api.buy(orbt, '10'),
      api.buy(orbt, '10'),
      api.buy(orbt, '10'),
    ])
    expect(answers.filter((x) => x.type === 'ok')).toHaveLength(1)
    expect(answers.filter((x) => x.type !== 'ok').map((x) => x.code)).toEqual([
      'placementDone',
      'placementDone',
    ])
    expect(funds(id, USDT)).toBe('990.0000')
  })
})
