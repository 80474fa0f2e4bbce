/**
 * The futures watcher and the overnight job on price paths the test chooses (price-path.ts through
 * buildApp's test-only `engine`): take-profit, stop-loss, a limit opening and liquidation each at
 * the FIRST tick that reached them, with that tick and the engine's price recorded; a gap beyond
 * the account floors the balance at 0 with the shortfall recorded; a catch-up after missed ticks;
 * the same-tick rule (stop-loss wins); the overnight fee once a day, caught up once per missed day.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { buildApp } from '../src/app'
import { DEFAULT_MARKET_SEED } from '../src/market/engine'
import { createTestClock, type AdjustableClock } from '../src/clock'
import { DAY_MS } from '../src/lever/overnight'
import { fundLever, invariants, leverBalance, leverClient, lv1, positionOf } from './lever-helper'
import { pricePath, type PricePath } from './price-path'

const BTC = 1

let app: FastifyInstance
let clock: AdjustableClock
let path: PricePath

beforeEach(async () => {
  clock = createTestClock(Date.UTC(2025, 1, 1, 12))
  path = pricePath(clock)
  path.set(BTC, [[0, '42000']])
  app = await buildApp({
    marketSeed: DEFAULT_MARKET_SEED,
    db: ':memory:',
    clock,
    logger: false,
    feedIntervalMs: 0,
    engine: path.engine,
  })
})
afterEach(async () => {
  await app.close()
})

const seconds = (n: number) => clock.advance(n * 1000)
const row = (id: number) => app.repos.lever.position(id)!
const clean = () =>
  expect(invariants(app)).toEqual({ mismatches: [], brokenChains: 0, lockedVsRows: [] })

/** lv1 funded with `amount` USDT in the lever account and a market long of 1 lot at 10× (42 USDT). */
async function openLong(amount = '100', fields: Record<string, string> = {}) {
  fundLever(app, lv1, amount)
  const c = leverClient(app, lv1)
  const p = positionOf(await c.submit({ share: '1', multiple: '10', ...fields }))
  app.leverWatcher.check()
  return { c, p }
}

describe('take-profit and stop-loss', () => {
  it('a take-profit closes at the engine price of the first tick at or above it', async () => {
    const { c, p } = await openLong()
    positionOf(await c.setstop(p.id, '42500', '41000'))
    const start = path.tickIn(0)
    path.set(BTC, [
      [1, '42300'],
      [3, '42600'],
      [4, '42450'],
      [6, '42700'],
    ])
    seconds(2)
    expect(app.leverWatcher.check().closed).toEqual([])
    seconds(8)
    const { closed } = app.leverWatcher.check()
    expect(closed.map((r) => [r.id, r.close_reason])).toEqual([[p.id, 'takeProfit']])
    expect(row(p.id)).toMatchObject({
      status: 3,
      close_reason: 'takeProfit',
      close_price: '42600.00',
      close_market_price: '42600.00',
      close_tick: (start + 3) * 1000,
      fact_profits: 6000n, // (42600 − 42000) × 0.001 = 0.6 USDT
      shortfall: 0n,
    })
    clean()
  })

  it('a stop-loss closes at the first tick at or below it, a short’s at or above it', async () => {
    const { c, p } = await openLong()
    const short = positionOf(await c.submit({ type: '2' }))
    positionOf(await c.setstop(p.id, '0', '41000'))
    positionOf(await c.setstop(short.id, '0', '42200'))
    const start = path.tickIn(0)
    path.set(BTC, [
      [2, '42250'],
      [4, '41500'],
      [6, '40900'],
      [7, '40000'],
    ])
    seconds(10)
    const { closed } = app.leverWatcher.check()
    expect(closed.map((r) => [r.id, r.close_reason, r.close_price, r.close_tick])).toEqual([
      [short.id, 'stopLoss', '42250.00', (start + 2) * 1000],
      [p.id, 'stopLoss', '40900.00', (start + 6) * 1000],
    ])
    expect(row(p.id).fact_profits).toBe(-11000n) // −1.1 USDT
    clean()
  })

  it('when the take-profit and the stop-loss are both reached in one tick, the stop-loss wins', async () => {
    const { p } = await openLong()
    // the HTTP rule forbids such stops; the repository takes them as they are
    app.leverWatcher.track(
      app.repos.lever.setStops(p.user_id, p.id, { takeProfit: '41000', stopLoss: '43000' }, 0),
    )
    seconds(1)
    const { closed } = app.leverWatcher.check()
    expect(closed.map((r) => r.close_reason)).toEqual(['stopLoss'])
    clean()
  })

  it('catches up every missed tick: the first crossing decides, even if the price came back', async () => {
    const { c, p } = await openLong()
    positionOf(await c.setstop(p.id, '43000', '0'))
    const start = path.tickIn(0)
    path.set(BTC, [
      [50, '43100'],
      [51, '42000'],
    ])
    seconds(3600) // a dev-clock jump of an hour
    app.leverWatcher.check()
    expect(row(p.id)).toMatchObject({
      close_reason: 'takeProfit',
      close_tick: (start + 50) * 1000,
      close_price: '43100.00',
    })
    expect(app.repos.lever.watchedTick()).toBe(path.tickIn(0) * 1000)
    clean()
  })
})

describe('a restart', () => {
  it('resumes from the stored tick: what happened while it was down is decided at its own tick', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'lever-restart-'))
    const db = join(dir, 'sandbox.db')
    const open = () =>
      buildApp({
        marketSeed: DEFAULT_MARKET_SEED,
        db,
        clock,
        logger: false,
        feedIntervalMs: 0,
        engine: path.engine,
      })
    try {
      let server = await open()
      fundLever(server, lv1, '100')
      const c = leverClient(server, lv1)
      const p = positionOf(await c.submit({}))
      positionOf(await c.setstop(p.id, '0', '41000'))
      const pending = positionOf(await c.submit({ status: '0', target_price: '41500' }))
      server.leverWatcher.check()
      await server.close()
      // down for ten minutes: the price dips through the limit, then the stop-loss
      const start = path.tickIn(0)
      path.set(BTC, [
        [100, '41400'],
        [200, '40950'],
        [300, '42000'],
      ])
      clock.advance(600_000)
      server = await open()
      const { filled, closed } = server.leverWatcher.check()
      expect(filled.map((r) => [r.id, r.open_tick])).toEqual([[pending.id, (start + 100) * 1000]])
      expect(closed.map((r) => [r.id, r.close_reason, r.close_tick])).toEqual([
        [p.id, 'stopLoss', (start + 200) * 1000],
      ])
      expect(server.repos.lever.watchedTick()).toBe(path.tickIn(0) * 1000)
      expect(invariants(server)).toEqual({ mismatches: [], brokenChains: 0, lockedVsRows: [] })
      await server.close()
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})

describe('limit openings', () => {
  it('a long limit opens at its target on the first tick at or below it, recording that tick', async () => {
    fundLever(app, lv1, '100')
    const c = leverClient(app, lv1)
    const p = positionOf(await c.submit({ status: '0', target_price: '41800' }))
    expect(p.status).toBe(0)
    const start = path.tickIn(0)
    path.set(BTC, [
      [2, '41900'],
      [4, '41750'],
      [5, '41600'],
    ])
    seconds(10)
    const { filled } = app.leverWatcher.check()
    expect(filled.map((r) => r.id)).toEqual([p.id])
    expect(row(p.id)).toMatchObject({
      status: 1,
      price: '41800.00',
      open_tick: (start + 4) * 1000,
      open_market_price: '41750.00',
    })
    clean()
  })
})

describe('liquidation', () => {
  /** 10 USDT, a 1-lot 10× long at 42000: balance 5.758, margin 4.2; liquidated at ≤ 32462. */
  it('closes every position at the first tick the rule holds, the rest kept in the balance', async () => {
    const { c, p } = await openLong('10')
    expect(leverBalance(app, p.user_id).available).toBe('5.7580')
    const start = path.tickIn(0)
    path.set(BTC, [
      [2, '35000'],
      [4, '32463'],
      [5, '32400'],
      [7, '30000'],
    ])
    seconds(10)
    const { closed } = app.leverWatcher.check()
    expect(closed.map((r) => [r.id, r.close_reason, r.close_price, r.close_tick])).toEqual([
      [p.id, 'liquidation', '32400.00', (start + 5) * 1000],
    ])
    // credit 4.2 − 9.6 = −5.4: 0.358 left, nothing owed
    expect(leverBalance(app, p.user_id)).toEqual({ available: '0.3580', locked: '0.0000' })
    expect(row(p.id).shortfall).toBe(0n)
    expect((await c.dealall()).type).toBe('ok')
    clean()
  })

  it('a gap beyond the account floors the balance at 0 and records the shortfall', async () => {
    const { p } = await openLong('10')
    path.set(BTC, [[3, '20000']])
    seconds(5)
    app.leverWatcher.check()
    // P/L −22, credit −17.8 against 5.758: 12.042 covered by the platform
    expect(row(p.id)).toMatchObject({ close_reason: 'liquidation', shortfall: 120420n })
    expect(leverBalance(app, p.user_id)).toEqual({ available: '0.0000', locked: '0.0000' })
    clean()
  })

  it('a fund transfer out of the lever account counts from the next tick (refresh)', async () => {
    const { p } = await openLong('10')
    path.set(BTC, [[0, '34000']]) // equity 9.958 − 8 = 1.958 > 0.42
    seconds(1)
    expect(app.leverWatcher.check().closed).toEqual([])
    const { wallet } = app.repos
    wallet.addTransfer(
      { user_id: p.user_id, currency_id: 3, number: 55_000n, from: 'lever', to: 'change' },
      clock.now(),
    )
    app.leverWatcher.refresh(p.user_id) // what wallet/change does after the commit
    seconds(1)
    expect(app.leverWatcher.check().closed.map((r) => r.close_reason)).toEqual(['liquidation'])
    clean()
  })
})

describe('overnight fee', () => {
  it('charges each open position once a day at 00:01 UTC, and each missed day once', async () => {
    const { p } = await openLong('100')
    const fee = 210n // 42000 × 0.001 × 0.05 % = 0.021 USDT
    expect(app.leverOvernight.charge()).toEqual([])
    // to 00:00:30 the next day: not yet
    clock.advance(DAY_MS / 2 + 30_000)
    expect(app.leverOvernight.charge()).toEqual([])
    clock.advance(60_000)
    expect(app.leverOvernight.charge().map((r) => r.id)).toEqual([p.id])
    expect(app.leverOvernight.charge()).toEqual([])
    expect(row(p.id)).toMatchObject({ overnight_money: fee, caution_money: 42000n - fee })
    // three days later (the sandbox was down): three more days, once each
    clock.advance(3 * DAY_MS)
    expect(app.leverOvernight.charge()).toHaveLength(3)
    expect(app.leverOvernight.charge()).toEqual([])
    expect(row(p.id).overnight_money).toBe(4n * fee)
    clean()
  })
})
