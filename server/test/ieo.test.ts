/**
 * IEO subscriptions (issue 16; api-reference §11; rules in src/api/contract/ieo-math.ts): the
 * seeded projects and their phases on the sandbox clock, the list and detail, subscribing (cost
 * debited once, supply taken, every refusal with its code and nothing changed, idempotent
 * repeats), the caller's orders, and delivery after the end as a job that delivers once.
 */
import type { FastifyInstance } from 'fastify'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  IeoDetailAnswer,
  IeoListAnswer,
  IeoMyOrdersAnswer,
  IeoOrder,
} from '../../src/api/contract/ieo'
import { DAY_MS } from '../../src/api/contract/ieo-math'
import { fromUnits } from '../../src/api/contract/wallet-math'
import type { AdjustableClock } from '../src/clock'
import { ledgerSums } from '../src/repositories/wallet'
import { buildTestApp, post } from './helper'
import { newUser } from './micro-helper'
import { client, fund, type Answer } from './spot-helper'
import { newKey } from './wallet-helper'

const USDT = 3
const NOVA = 101
const LUMA = 102

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

function ieoClient(email: string) {
  const { send } = client(app, email)
  return {
    list: () => send('GET', 'project', {}),
    detail: (id: number) => send('GET', 'project/detail', { project_id: String(id) }),
    subscribe: (projectId: number, amount: string, key = newKey('ieo'), extra = {}) =>
      send('POST', 'project/order', {
        project_id: String(projectId),
        amount,
        idempotency_key: key,
        ...extra,
      }),
    orders: () => send('GET', 'user/project/order', {}),
  }
}

function user(email: string, usdt: string) {
  const id = newUser(app, email)
  if (usdt !== '0') fund(app, email, USDT, usdt)
  return { id, api: ieoClient(email) }
}

const funds = (userId: number, currency: number) =>
  fromUnits(
    app.repos.wallet.balance(userId, currency, 'change').available,
    currency === USDT ? 4 : 4,
  )

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

describe('the seeded projects', () => {
  it('are listed newest start first, one in each phase, relative to the first start', async () => {
    const { api } = user('a@ieo.test', '0')
    const list = IeoListAnswer.parse(ok(await api.list()))
    expect(list.now).toBe(clock.now())
    expect(list.projects.map((p) => [p.tokenName, p.phase, p.remainingPercent, p.days])).toEqual([
      ['LUMA', 'notStarted', '100.00', 7],
      ['NOVA', 'inProgress', '100.00', 4],
      ['ORBT', 'ended', '100.00', 7],
    ])
    const nova = list.projects[1]!
    expect(nova.endAt - clock.now()).toBe(3 * DAY_MS)
    expect([nova.price, nova.supply, nova.payCurrencyName, nova.min]).toEqual([
      '0.05',
      '10000000.0000',
      'USDT',
      '100',
    ])
  })

  it('is public and answers the detail with the HTML description and no order without a session', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/project/detail?project_id=${projectIdOf(NOVA)}`,
    })
    const detail = IeoDetailAnswer.parse(ok(response.json() as Answer))
    expect(detail.content).toContain('<strong>Nova Grid</strong>')
    expect([detail.order, detail.balance, detail.lockDays, detail.remaining]).toEqual([
      null,
      null,
      0,
      '10000000.0000',
    ])
  })

  it('answers notFound for a project that does not exist', async () => {
    const { api } = user('a@ieo.test', '0')
    expect(await api.detail(999)).toMatchObject({ type: 'error', code: 'notFound' })
  })
})

describe('subscribing', () => {
  it('debits price × amount from the funds once, takes the supply and shows it', async () => {
    const { id, api } = user('a@ieo.test', '1000')
    const nova = projectIdOf(NOVA)
    const order = IeoOrder.parse(ok(await api.subscribe(nova, '1234.5678')))
    // 0.05 × 1234.5678 = 61.72839 → 61.7284 (rounded up)
    expect([order.cost, order.amount, order.status, order.delivered]).toEqual([
      '61.7284',
      '1234.5678',
      'paid',
      '0.0000',
    ])
    expect(funds(id, USDT)).toBe('938.2716')
    const detail = IeoDetailAnswer.parse(ok(await api.detail(nova)))
    expect([detail.sold, detail.remaining, detail.remainingPercent, detail.balance]).toEqual([
      '1234.5678',
      '9998765.4322',
      '99.99',
      '938.2716',
    ])
    expect([detail.applications, detail.passes, detail.order?.id]).toEqual([1, 1, order.id])
    expect(detail.order?.orderNo).toBe(order.id + 1000)
    const rows = app.db
      .prepare("SELECT type, available_delta FROM ledger WHERE type = 'ieoPay'")
      .safeIntegers(false)
      .all()
    expect(rows).toEqual([{ type: 'ieoPay', available_delta: -617284 }])
  })

  it('answers a repeated key with the first order and charges once', async () => {
    const { id, api } = user('a@ieo.test', '1000')
    const key = newKey('ieo')
    const first = ok(await api.subscribe(projectIdOf(NOVA), '200', key))
    const again = ok(await api.subscribe(projectIdOf(NOVA), '200', key))
    expect(again).toEqual(first)
    expect(funds(id, USDT)).toBe('990.0000')
    expect(await api.subscribe(projectIdOf(NOVA), '300', key)).toMatchObject({
      code: 'idempotencyConflict',
    })
  })

  it.each([
    ['a project not started', LUMA, '100', 'ieoNotStarted'],
    ['an ended project', 103, '100', 'ieoEnded'],
    ['below the minimum', NOVA, '99.9999', 'belowMinimum'],
    ['more decimals than the token', NOVA, '100.00001', 'amountTooPrecise'],
    ['zero', NOVA, '0', 'amountInvalid'],
    ['more than the supply', NOVA, '10000000.0001', 'ieoSupplyExceeded'],
    ['more than the funds', NOVA, '20001', 'insufficientBalance'],
  ])('refuses %s with its code and changes nothing', async (_, token, amount, code) => {
    const { api } = user('a@ieo.test', '1000')
    const before = snapshot()
    expect(await api.subscribe(projectIdOf(token), amount)).toMatchObject({ type: 'error', code })
    expect(snapshot()).toEqual(before)
  })

  it('ignores the pay_currency and price the client sends', async () => {
    const { id, api } = user('a@ieo.test', '1000')
    ok(
      await api.subscribe(projectIdOf(NOVA), '100', newKey('ieo'), {
        pay_currency: '1',
        price: '0',
      }),
    )
    expect(funds(id, USDT)).toBe('995.0000')
  })

  it('opens with the clock: refused before the start, accepted after it', async () => {
    const { api } = user('a@ieo.test', '1000')
    const luma = projectIdOf(LUMA)
    expect(await api.subscribe(luma, '50')).toMatchObject({ code: 'ieoNotStarted' })
    clock.advance(2 * DAY_MS)
    expect(IeoOrder.parse(ok(await api.subscribe(luma, '50'))).cost).toBe('10.0000')
  })

  it('gives the last units to one of two users at once and refuses the other; money is conserved', async () => {
    const a = user('a@ieo.test', '600000')
    const b = user('b@ieo.test', '600000')
    const nova = projectIdOf(NOVA)
    ok(await a.api.subscribe(nova, '9999000'))
    const answers = await Promise.all([
      b.api.subscribe(nova, '1000'),
      a.api.subscribe(nova, '1000'),
    ])
    const won = answers.filter((x) => x.type === 'ok')
    expect(won).toHaveLength(1)
    expect(answers.find((x) => x.type !== 'ok')).toMatchObject({ code: 'ieoSoldOut' })
    const sold = app.db
      .prepare('SELECT total_sell, amount FROM ieo_projects WHERE id = ?')
      .safeIntegers(false)
      .get(nova)
    expect(sold).toEqual({ total_sell: 100000000000, amount: 100000000000 })
    const paid = app.db
      .prepare(
        "SELECT -SUM(available_delta) AS paid, COUNT(*) AS n FROM ledger WHERE type = 'ieoPay'",
      )
      .safeIntegers(false)
      .get()
    // 10,000,000 NOVA × 0.05 = 500,000 USDT, in USDT units
    expect(paid).toEqual({ paid: 5000000000, n: 2 })
    expect(Number(funds(a.id, USDT)) + Number(funds(b.id, USDT))).toBe(700000)
    const detail = IeoDetailAnswer.parse(ok(await a.api.detail(nova)))
    expect([detail.remainingPercent, detail.remaining]).toEqual(['0.00', '0.0000'])
  })

  it('sells the last 5,000 to the first five of twenty users at once, whole orders, money conserved', async () => {
    const nova = projectIdOf(NOVA)
    const whale = user('whale@ieo.test', '500000')
    ok(await whale.api.subscribe(nova, '9995000'))
    const crowd = Array.from({ length: 20 }, (_, i) => user(`u${i}@ieo.test`, '100'))
    const answers = await Promise.all(crowd.map((u) => u.api.subscribe(nova, '1000')))
    expect(answers.filter((x) => x.type === 'ok')).toHaveLength(5)
    expect(new Set(answers.filter((x) => x.type !== 'ok').map((x) => x.code))).toEqual(
      new Set(['ieoSoldOut']),
    )
    const winners = crowd.filter((u) => funds(u.id, USDT) === '50.0000')
    const losers = crowd.filter((u) => funds(u.id, USDT) === '100.0000')
    expect([winners.length, losers.length]).toEqual([5, 15])
    const sold = app.db
      .prepare('SELECT total_sell - amount AS left FROM ieo_projects WHERE id = ?')
      .safeIntegers(false)
      .get(nova)
    expect(sold).toEqual({ left: 0 })
    const orders = app.db
      .prepare('SELECT SUM(coin_amount) AS coins, SUM(total_price) AS paid FROM ieo_orders')
      .safeIntegers(false)
      .get()
    // 10,000,000 NOVA sold for 500,000 USDT, as many units as the ieoPay rows took
    expect(orders).toEqual({ coins: 100000000000, paid: 5000000000 })
    const ledger = app.db
      .prepare("SELECT -SUM(available_delta) AS paid FROM ledger WHERE type = 'ieoPay'")
      .safeIntegers(false)
      .get()
    expect(ledger).toEqual({ paid: 5000000000 })
  })

  it('refuses an order larger than what is left while something is left', async () => {
    const a = user('a@ieo.test', '600000')
    const nova = projectIdOf(NOVA)
    ok(await a.api.subscribe(nova, '9999900'))
    expect(await a.api.subscribe(nova, '101')).toMatchObject({ code: 'ieoSupplyExceeded' })
    ok(await a.api.subscribe(nova, '100'))
  })
})

describe('delivery after the end', () => {
  it('credits the tokens to the funds once, one ledger row per order, when the clock passes the end', async () => {
    const a = user('a@ieo.test', '1000')
    const b = user('b@ieo.test', '1000')
    const nova = projectIdOf(NOVA)
    const first = IeoOrder.parse(ok(await a.api.subscribe(nova, '100')))
    ok(await a.api.subscribe(nova, '250.5'))
    ok(await b.api.subscribe(nova, '1000'))
    clock.advance(3 * DAY_MS - 1)
    expect(app.ieoDelivery.deliver()).toEqual([])
    expect(funds(a.id, NOVA)).toBe('0.0000')
    clock.advance(1)
    expect(app.ieoDelivery.deliver().map((o) => o.coin_amount)).toEqual([
      1000000n,
      2505000n,
      10000000n,
    ])
    expect(app.ieoDelivery.deliver()).toEqual([])
    expect([funds(a.id, NOVA), funds(b.id, NOVA)]).toEqual(['350.5000', '1000.0000'])
    const rows = app.db
      .prepare(
        "SELECT user_id, reference_id, available_delta FROM ledger WHERE type = 'ieoDeliver' ORDER BY id",
      )
      .safeIntegers(false)
      .all()
    expect(rows).toHaveLength(3)
    expect(rows[0]).toEqual({ user_id: a.id, reference_id: first.id, available_delta: 1000000 })
    const page = IeoMyOrdersAnswer.parse(ok(await a.api.orders()))
    expect(page.items.map((o) => [o.status, o.delivered, o.deliveredAt])).toEqual([
      ['delivered', '250.5000', clock.now()],
      ['delivered', '100.0000', clock.now()],
    ])
    expect(page.total).toBe(2)
  })

  it('delivers what is due when the orders are read, without waiting for the timer', async () => {
    const a = user('a@ieo.test', '1000')
    ok(await a.api.subscribe(projectIdOf(NOVA), '100'))
    expect(IeoMyOrdersAnswer.parse(ok(await a.api.orders())).items[0]?.status).toBe('paid')
    clock.advance(4 * DAY_MS)
    expect(IeoMyOrdersAnswer.parse(ok(await a.api.orders())).items[0]?.status).toBe('delivered')
    expect(app.ieoDelivery.deliver()).toEqual([])
    expect(funds(a.id, NOVA)).toBe('100.0000')
  })

  it('delivers after POST /api/dev/clock moves the sandbox past the end (the journey’s path)', async () => {
    const a = user('a@ieo.test', '1000')
    ok(await a.api.subscribe(projectIdOf(NOVA), '100'))
    const moved = await post(app, '/api/dev/clock', { advance_seconds: String(3 * 86_400) })
    expect(moved.type).toBe('ok')
    const [order] = IeoMyOrdersAnswer.parse(ok(await a.api.orders())).items
    expect([order?.status, order?.delivered]).toEqual(['delivered', '100.0000'])
    expect(funds(a.id, NOVA)).toBe('100.0000')
  })

  it('shows the delivered token among the funds balances', async () => {
    const a = user('a@ieo.test', '1000')
    ok(await a.api.subscribe(projectIdOf(NOVA), '100'))
    clock.advance(3 * DAY_MS)
    app.ieoDelivery.deliver()
    const { send } = client(app, 'a@ieo.test')
    const answer = await send('POST', 'wallet/list', {})
    expect(answer.type).toBe('ok')
    expect(JSON.stringify(answer)).toMatch(/"NOVA"/)
    expect(funds(a.id, NOVA)).toBe('100.0000')
  })
})
