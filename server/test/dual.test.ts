/**
 * Dual investment in the sandbox (issue 16; api-reference §20; dual-math.ts): the seeded products
 * around the engine's price, buying shares (principal from available to locked in the funds
 * account), every refusal with its code and nothing changed, idempotent repeats, and the job on
 * the sandbox clock: each order settles once, at its expiry second's engine price, per the
 * standard rule, and the ledger conserves money (principal out, payout in, per order).
 */
import { Big } from 'big.js'
import type { FastifyInstance } from 'fastify'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import {
  DualIndexAnswer,
  DualListAnswer,
  DualOrderAnswer,
  DualProductAnswer,
  DualSettledEvent,
  type DualOrderWire,
  type DualProductWire,
} from '../../src/api/contract/dual'
import { DAY_MS, dualSettlement, expiryOf } from '../../src/api/contract/dual-math'
import { fromUnits } from '../../src/api/contract/wallet-math'
import { ledgerSums } from '../src/repositories/wallet'
import { pathApp } from './price-path'
import { client, fund, lv1, type Answer } from './spot-helper'
import { newKey } from './wallet-helper'

const BTC = 1
const USDT = 3
const START = Date.UTC(2025, 1, 1, 12)

let apps: FastifyInstance[] = []
afterEach(async () => {
  for (const app of apps.splice(0)) {
    const sums = ledgerSums(app.db)
    await app.close()
    if (sums.mismatches.length || sums.brokenChains) throw new Error('the ledger does not add up')
  }
})

async function setup() {
  const made = await pathApp('42000', START)
  apps.push(made.app)
  fund(made.app, lv1, BTC, '10')
  fund(made.app, lv1, USDT, '100000')
  const c = client(made.app, lv1)
  const send = c.send
  const api = {
    index: (fields: Record<string, string> = {}) => send('GET', 'dual/index', fields),
    detail: (id: number) => send('GET', 'dual/detail', { id: String(id) }),
    buy: (id: number, num: string, key = newKey('dual')) =>
      send('POST', 'dual/buyDual', { id: String(id), num, idempotency_key: key }),
    list: (fields: Record<string, string> = {}) => send('POST', 'dual/dual_list', fields),
  }
  const products = async (type: 'call' | 'put' = 'call', coin = BTC) =>
    okOf(await api.index({ currency_id: String(coin), type })).dual_currencys as DualProductWire[]
  const userId = made.app.repos.users.findByAccount(lv1)!.id
  // the demo user may hold some already: balances are checked against these
  const btc0 = change(made.app, userId, BTC).available
  const usdt0 = change(made.app, userId, USDT).available
  /** The starting balance + `delta`, as the wallet shows it. */
  const btc = (delta: string) => new Big(btc0).plus(delta).toFixed(8)
  const usdt = (delta: string) => new Big(usdt0).plus(delta).toFixed(4)
  return { ...made, api, products, userId, btc, usdt }
}

function okOf(a: Answer): Record<string, unknown> & { dual_currencys?: unknown } {
  if (a.type !== 'ok') throw new Error(`refused: ${JSON.stringify(a)}`)
  return a.message as Record<string, unknown>
}
const orderOf = (a: Answer) => {
  const m = okOf(a) as unknown as DualOrderWire
  DualOrderAnswer.parse(m)
  return m
}

function change(app: FastifyInstance, userId: number, currency: number) {
  const b = app.repos.wallet.balance(userId, currency, 'change')
  const scale = currency === USDT ? 4 : 8
  return { available: fromUnits(b.available, scale), locked: fromUnits(b.locked, scale) }
}

function snapshot(app: FastifyInstance) {
  const all = (sql: string) => app.db.prepare(sql).safeIntegers(true).all()
  return {
    balances: all('SELECT * FROM balances ORDER BY user_id, currency_id, account'),
    ledger: all('SELECT * FROM ledger ORDER BY id'),
    orders: all('SELECT * FROM dual_orders ORDER BY id'),
    products: all('SELECT * FROM dual_products ORDER BY id'),
    idempotency: all('SELECT * FROM idempotency ORDER BY user_id, key'),
  }
}

describe('dual products', () => {
  it('are seeded for BTC and ETH, call and put, around the engine price, some ending tomorrow', async () => {
    const { api, products } = await setup()
    const calls = await products('call')
    expect(DualIndexAnswer.parse({ dual_currencys: calls })).toHaveLength(12)
    expect(new Set(calls.map((p) => p.exercise_price))).toEqual(
      new Set(['43000', '44000', '46000']),
    )
    const puts = await products('put')
    expect(new Set(puts.map((p) => p.exercise_price))).toEqual(new Set(['41000', '40000', '38000']))
    expect(puts.every((p) => p.share_size === '100' && p.invest_currency_name === 'USDT')).toBe(
      true,
    )
    expect(calls[0]).toMatchObject({
      name: 'BTC-2FEB25-43000-C',
      end_time: '2025-02-02 08:00:00',
      share_size: '0.1',
      invest_currency_name: 'BTC',
      total_number: 1000,
      remaining_number: 1000,
      user_number: 0,
      status: 1,
    })
    expect((await products('call', 2)).length).toBe(12)
    // call is the default type, BTC the default coin
    expect(okOf(await api.index()).dual_currencys).toEqual(calls)
    DualProductAnswer.parse(okOf(await api.detail(calls[0]!.id)))
    expect(await api.detail(99999)).toMatchObject({ type: 'error', code: 'notFound' })
  })
})

describe('buyDual', () => {
  it('takes the principal from available to locked and counts the shares', async () => {
    const { app, api, products, userId, btc, usdt } = await setup()
    const [p] = await products('call')
    const o = orderOf(await api.buy(p!.id, '3'))
    expect(o).toMatchObject({
      number: 3,
      total: '0.30000000',
      day: 1,
      status: 0,
      price: '42000.00',
    })
    expect(o.pay_currency_name).toBe('BTC')
    expect(change(app, userId, BTC)).toEqual({ available: btc('-0.3'), locked: '0.30000000' })
    expect(okOf(await api.detail(p!.id))).toMatchObject({ remaining_number: 997, user_number: 3 })
    const puts = await products('put')
    // a put invests USDT: 100 a share
    ;(app.clock as unknown as { advance(ms: number): void }).advance(5000)
    const q = orderOf(await api.buy(puts[0]!.id, '2'))
    expect(q).toMatchObject({ total: '200.0000', pay_currency_name: 'USDT' })
    expect(change(app, userId, USDT)).toEqual({ available: usdt('-200'), locked: '200.0000' })
  })

  it('refuses bad input and closed, sold-out, over-limit, unfunded or too-frequent buys, changing nothing', async () => {
    const { app, clock, api, products } = await setup()
    const [p] = await products('call')
    const before = snapshot(app)
    for (const [num, code] of [
      ['1.5', 'sharesInvalid'],
      ['0', 'sharesInvalid'],
      ['', 'sharesInvalid'],
      ['abc', 'sharesInvalid'],
      ['1001', 'sharesSoldOut'],
      ['101', 'shareLimitReached'],
    ] as const)
      expect(await api.buy(p!.id, num)).toMatchObject({ type: 'error', code })
    expect(await api.buy(99999, '1')).toMatchObject({ code: 'notFound' })
    expect(snapshot(app)).toEqual(before)
    orderOf(await api.buy(p!.id, '60'))
    const mid = snapshot(app)
    expect(await api.buy(p!.id, '1')).toMatchObject({ code: 'requestTooFrequent' })
    clock.advance(5000)
    expect(await api.buy(p!.id, '41')).toMatchObject({ code: 'shareLimitReached' })
    const dear = (await products('call')).find((x) => x.id !== p!.id)!
    expect(await api.buy(dear.id, '100')).toMatchObject({ code: 'insufficientBalance' })
    expect(snapshot(app)).toEqual(mid)
    // the 1-day product closes once its end date is today
    clock.advance(DAY_MS)
    app.dualJob.run()
    const closed = snapshot(app)
    expect(await api.buy(p!.id, '1')).toMatchObject({ code: 'productClosed' })
    expect(snapshot(app)).toEqual(closed)
  })

  it('accepts one of 10 simultaneous purchases of a user (one per 5 s), changing nothing for the rest', async () => {
    const { app, api, products, userId, btc } = await setup()
    const [p] = await products('call')
    const answers = await Promise.all(Array.from({ length: 10 }, () => api.buy(p!.id, '2')))
    expect(answers.filter((a) => a.type === 'ok')).toHaveLength(1)
    expect(answers.filter((a) => a.code === 'requestTooFrequent')).toHaveLength(9)
    expect(change(app, userId, BTC)).toEqual({ available: btc('-0.2'), locked: '0.20000000' })
    expect(okOf(await api.detail(p!.id))).toMatchObject({ remaining_number: 998 })
  })

  it('answers a repeated key with the first order and refuses another request under it', async () => {
    const { app, clock, api, products, userId } = await setup()
    const [p] = await products('call')
    const key = newKey('dual')
    const first = orderOf(await api.buy(p!.id, '2', key))
    clock.advance(10_000)
    expect(orderOf(await api.buy(p!.id, '2', key))).toEqual(first)
    expect(await api.buy(p!.id, '3', key)).toMatchObject({ code: 'idempotencyConflict' })
    expect(change(app, userId, BTC).locked).toBe('0.20000000')
  })
})

describe('settlement on the sandbox clock', () => {
  async function bought(type: 'call' | 'put', shares: string) {
    const s = await setup()
    const list = await s.products(type)
    // the 1-day product with the strike nearest the price
    const p = type === 'call' ? list[0] : list.find((x) => x.exercise_price === '41000')
    const o = orderOf(await s.api.buy(p!.id, shares))
    return { ...s, p: p!, o }
  }

  it('settles a call below the strike in the coin, at its expiry second, exactly once', async () => {
    const { app, clock, path, api, o, userId, btc } = await bought('call', '3')
    const expiry = expiryOf(START + DAY_MS)
    expect(o.settle_tick).toBe(expiry)
    const toExpiry = (expiry - clock.now()) / 1000
    path.set(1, [[toExpiry, '42950.5']])
    clock.advance(expiry - clock.now() - 1000)
    app.dualJob.run()
    expect(app.repos.dual.get(userId, o.id).status).toBe(0)
    clock.advance(1000)
    expect(app.dualJob.run()).toHaveLength(1)
    expect(app.dualJob.run()).toHaveLength(0)
    const page = DualListAnswer.parse(okOf(await api.list()))
    const want = dualSettlement({
      direction: 'call',
      principal: '0.3',
      strike: '43000',
      rate: '60',
      days: 1,
      settlePrice: '42950.50',
      scales: { coin: 8, usdt: 4 },
    })
    expect(want).toEqual({ outcome: 'coin', payout: '0.30049315' })
    expect(page.items[0]).toMatchObject({
      settled: true,
      settleTick: expiry,
      settlePrice: '42950.50',
      outcome: 'coin',
      payout: '0.30049315',
      payoutCurrency: 'BTC',
    })
    expect(change(app, userId, BTC)).toEqual({ available: btc('0.00049315'), locked: '0.00000000' })
    // days later, still paid once
    clock.advance(10 * DAY_MS)
    app.dualJob.run()
    await api.list()
    expect(change(app, userId, BTC).available).toBe(btc('0.00049315'))
  })

  it('tells each owner, in their own room, once per order: dual_settled with the settled order', async () => {
    const { app, clock, path, api, p, o, userId } = await bought('call', '2')
    const otherId = app.repos.users.findByAccount('lv2@sandbox.test')!.id
    fund(app, 'lv2@sandbox.test', BTC, '1')
    const theirs = app.repos.dual.buy(otherId, p.id, 1, '42000.00', clock.now())
    path.set(1, [[(o.settle_tick - clock.now()) / 1000, '40000']])
    const sent: Array<{ room: string; event: string; payload: unknown; status: unknown }> = []
    const io = app.io
    io.to = ((room: string) => ({
      emit: (event: string, payload: unknown) => {
        const { id } = (payload as { data: { id: number } }).data
        sent.push({
          room,
          event,
          payload,
          status: app.db.prepare('SELECT status FROM dual_orders WHERE id = ?').pluck().get(id),
        })
        return true
      },
    })) as unknown as typeof io.to
    clock.advance(o.settle_tick - clock.now() - 1000)
    app.dualJob.run()
    expect(sent).toEqual([])
    // past the expiry: the next job run (or the list route that runs it) settles both orders
    clock.advance(DAY_MS)
    await api.list()
    app.dualJob.run()
    await api.list()
    expect(sent.map((e) => [e.room, e.event, e.status])).toEqual([
      [`user:${userId}`, 'dual_settled', 1],
      [`user:${otherId}`, 'dual_settled', 1],
    ])
    const mine = DualSettledEvent.parse(sent[0]!.payload)
    const settledPage = DualListAnswer.parse(okOf(await api.list({ status: '1' })))
    // the list says when the sandbox answered
    expect(settledPage.now).toBe(Math.floor(clock.now() / 1000) * 1000)
    const [listed] = settledPage.items
    expect(mine).toEqual({ type: 'dual_settled', to: userId, data: listed })
    expect(mine.data).toMatchObject({
      id: o.id,
      settled: true,
      outcome: 'coin',
      payout: '0.20032876',
      payoutCurrency: 'BTC',
      settlePrice: '40000.00',
      settleTick: o.settle_tick,
    })
    expect(DualSettledEvent.parse(sent[1]!.payload)).toMatchObject({
      to: otherId,
      data: { id: theirs.id, settled: true },
    })
    // days later, nothing is sent again
    clock.advance(10 * DAY_MS)
    app.dualJob.run()
    expect(sent).toHaveLength(2)
  })

  it('settles when the dev clock endpoint moves the sandbox past the expiry', async () => {
    const { app, clock, path, api, o, userId, btc } = await bought('call', '1')
    path.set(1, [[(o.settle_tick - clock.now()) / 1000, '40000']])
    const seconds = String((o.settle_tick - clock.now()) / 1000)
    const moved = await app.inject({
      method: 'POST',
      url: '/api/dev/clock',
      payload: `advance_seconds=${seconds}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect(moved.json()).toMatchObject({ type: 'ok', message: { now: o.settle_tick } })
    const [settled] = DualListAnswer.parse(okOf(await api.list())).items
    // 0.1 × (1 + 0.6 / 365) = 0.10016438…
    expect(settled).toMatchObject({
      outcome: 'coin',
      payout: '0.10016438',
      settleTick: o.settle_tick,
    })
    expect(change(app, userId, BTC).available).toBe(btc('0.00016438'))
  })

  it('settles a call at the strike in USDT: P × K × f', async () => {
    const { app, clock, path, api, o, userId, btc, usdt } = await bought('call', '3')
    path.set(1, [[(o.settle_tick - clock.now()) / 1000, '43000']])
    clock.advance(2 * DAY_MS)
    const [settled] = DualListAnswer.parse(okOf(await api.list({ status: '1' }))).items
    // 0.3 × 43 000 × (1 + 0.6 / 365) = 12 921.2054…
    expect(settled).toMatchObject({ outcome: 'usdt', payout: '12921.2054', payoutCurrency: 'USDT' })
    expect(change(app, userId, BTC)).toEqual({ available: btc('-0.3'), locked: '0.00000000' })
    expect(change(app, userId, USDT).available).toBe(usdt('12921.2054'))
  })

  it('settles a put above the strike in USDT and at the strike in the coin', async () => {
    const { app, clock, path, api, p, o, userId, usdt } = await bought('put', '2')
    path.set(1, [[(o.settle_tick - clock.now()) / 1000, '41000.01']])
    clock.advance(DAY_MS)
    clock.advance(o.settle_tick - clock.now())
    const [above] = DualListAnswer.parse(okOf(await api.list())).items
    // 200 × (1 + 0.65 / 365) = 200.3561…
    expect(above).toMatchObject({ outcome: 'usdt', payout: '200.3561' })
    expect(change(app, userId, USDT)).toEqual({ available: usdt('0.3561'), locked: '0.0000' })
    expect(p.exercise_price).toBe('41000')

    const second = await bought('put', '2')
    second.path.set(1, [[(second.o.settle_tick - second.clock.now()) / 1000, '41000']])
    second.clock.advance(DAY_MS)
    const [at] = DualListAnswer.parse(okOf(await second.api.list())).items
    // 200 ÷ 41 000 × (1 + 0.65 / 365) = 0.00488673…
    expect(at).toMatchObject({ outcome: 'coin', payout: '0.00488673', payoutCurrency: 'BTC' })
    expect(change(second.app, second.userId, USDT).locked).toBe('0.0000')
    expect(change(second.app, second.userId, BTC).available).toBe(second.btc('0.00488673'))
  })

  it('conserves money: per order the ledger moves −principal and +payout, nothing else', async () => {
    const { app, clock, path, api, products, userId } = await setup()
    const calls = await products('call')
    const puts = await products('put')
    const prices = ['39000', '43000', '45000', '47000', '41000.5']
    const ids: number[] = []
    for (const [i, p] of [...calls.slice(0, 6), ...puts.slice(0, 6)].entries()) {
      clock.advance(5000)
      ids.push(orderOf(await api.buy(p.id, String(1 + (i % 4)))).id)
    }
    path.set(
      1,
      prices.map((v, i) => [(i * 2 * DAY_MS) / 1000, v] as const),
    )
    clock.advance(20 * DAY_MS)
    app.dualJob.run()
    app.dualJob.run()
    const rows = app.db
      .prepare(
        `SELECT reference_id AS id, currency_id, SUM(available_delta) AS a, SUM(locked_delta) AS l,
           COUNT(*) AS n FROM ledger WHERE type IN ('dualInvest', 'dualSettle') GROUP BY reference_id, currency_id`,
      )
      .safeIntegers(true)
      .all() as Array<{ id: bigint; currency_id: bigint; a: bigint; l: bigint; n: bigint }>
    for (const id of ids) {
      const o = app.repos.dual.get(userId, id)
      expect(o.status).toBe(1)
      expect(o.settle_price).toBe(app.market.engine.price(1, o.settle_tick))
      const mine = rows
        .filter((r) => Number(r.id) === id)
        .map((r) => [Number(r.currency_id), r.a, r.l])
        .sort((a, b) => Number(a[0]) - Number(b[0]))
      // the invested currency loses the principal, the payout currency gains the payout
      const net = new Map<number, bigint>([[o.currency_id, -o.total]])
      net.set(o.payout_currency_id!, (net.get(o.payout_currency_id!) ?? 0n) + o.payout!)
      expect(mine).toEqual([...net].sort((a, b) => a[0] - b[0]).map(([cur, a]) => [cur, a, 0n]))
      const wantPayout = dualSettlement({
        direction: o.type,
        principal: fromUnits(o.total, o.pay_scale),
        strike: o.exercise_price,
        rate: o.order_rate,
        days: o.day,
        settlePrice: o.settle_price!,
        scales: { coin: 8, usdt: 4 },
      })
      expect(fromUnits(o.payout!, o.outcome === 'coin' ? 8 : 4)).toBe(
        new Big(wantPayout.payout).toFixed(o.outcome === 'coin' ? 8 : 4),
      )
    }
    expect(new Set(rows.map((r) => r.n)).size).toBeGreaterThan(0)
    // new products were made for the coins/directions left without any to buy
    expect((await products('call')).some((p) => p.status === 1)).toBe(true)
  })

  it('after a restart pays nothing twice, and settles what expired while it was down at its own second', async () => {
    const { buildApp } = await import('../src/app')
    const { createTestClock } = await import('../src/clock')
    const { pricePath } = await import('./price-path')
    const { DEFAULT_MARKET_SEED } = await import('../src/market/engine')
    const dir = mkdtempSync(join(tmpdir(), 'sandbox-dual-'))
    const file = join(dir, 'sandbox.db')
    const clock = createTestClock(START)
    const path = pricePath(clock)
    path.set(1, [[0, '42000']])
    const open = () =>
      buildApp({
        marketSeed: DEFAULT_MARKET_SEED,
        db: file,
        clock,
        logger: false,
        feedIntervalMs: 0,
        engine: path.engine,
        seedTraders: false,
      })
    try {
      let app = await open()
      fund(app, lv1, BTC, '10')
      const userId = app.repos.users.findByAccount(lv1)!.id
      const [p] = app.repos.dual.products(BTC, 'call', userId)
      const order = app.repos.dual.buy(userId, p!.id, 5, '42000.00', clock.now())
      path.set(1, [[(order.settle_tick - clock.now()) / 1000, '42500']])
      await app.close()
      clock.advance(3 * DAY_MS)
      app = await open()
      const settled = app.repos.dual.get(userId, order.id)
      expect(settled).toMatchObject({ status: 1, settle_price: '42500.00', outcome: 'coin' })
      const rows = () =>
        app.db.prepare("SELECT COUNT(*) AS n FROM ledger WHERE type = 'dualSettle'").get()
      expect(rows()).toEqual({ n: 1 })
      await app.close()
      app = await open()
      app.dualJob.run()
      expect(rows()).toEqual({ n: 1 })
      expect(ledgerSums(app.db).mismatches).toEqual([])
      await app.close()
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
