/**
 * Seconds options, the fair part (issue 14; api-reference §8.3, §17.1–4 never built):
 * - 50 parallel placements of one user within one second: exactly one is accepted, the others are
 *   `requestTooFrequent` (the database's unique index decides); 50 parallel repeats of one key
 *   answer one order;
 * - a restart during open options: after it each settles at the engine's price of its OWN expiry
 *   second (a rebuilt app on the same database file, the clock moved past every expiry), also with
 *   the settler's timer alone (no request);
 * - settlement is a function of (direction, open price, settlement price) only: many users with
 *   very different stakes and lopsided sides in the same second, pair and duration all settle by
 *   outcomeOf(open, engine.price(settle_tick)), whatever sits on either side;
 * - `closed_microorder` to the owner's room after the commit, with the settled order;
 * - the repository settles exactly once when raced.
 * After every test: Σ ledger = balances, locked = Σ stakes of the open options.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterEach, describe, expect, it } from 'vitest'
import {
  ClosedMicroOrderEvent,
  optionDirectionOf,
  optionOutcomeCodes,
} from '../../src/api/contract/micro'
import { optionTerms, outcomeOf, settlementOf } from '../../src/api/contract/micro-math'
import { fromUnits, toUnits } from '../../src/api/contract/wallet-math'
import { buildApp } from '../src/app'
import { createTestClock } from '../src/clock'
import { DEFAULT_MARKET_SEED } from '../src/market/engine'
import {
  assertInvariants,
  fundMicro,
  lv1,
  microApp,
  microBalance,
  microClient,
  newUser,
  orderOf,
  type Answer,
} from './micro-helper'
import { newKey } from './wallet-helper'

const apps: FastifyInstance[] = []
const dirs: string[] = []
afterEach(async () => {
  for (const app of apps.splice(0)) {
    // every test ends with Σ ledger = balances and locked = Σ stakes of the open options
    assertInvariants(app)
    await app.close()
  }
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

async function pathAppKept(start = '42000') {
  const t = await microApp(start)
  apps.push(t.app)
  return t
}

describe('one placement a second', () => {
  it('50 parallel submits of one user in one second: 1 accepted, 49 requestTooFrequent', async () => {
    const { app, clock } = await pathAppKept()
    const userId = fundMicro(app, lv1, '20000')
    const c = microClient(app, lv1)
    clock.advance(250)
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        c.submit({ number: String(10 + i), type: i % 2 ? '1' : '2' }),
      ),
    )
    const accepted = answers.filter((a) => a.type === 'ok')
    expect(accepted).toHaveLength(1)
    expect(answers.filter((a) => a.code === 'requestTooFrequent')).toHaveLength(49)
    const order = orderOf(accepted[0]!)
    const rows = app.db.prepare('SELECT id FROM micro_orders').all()
    expect(rows).toEqual([{ id: order.id }])
    // only the accepted one's idempotency record, stake and fee
    const keys = app.db.prepare('SELECT COUNT(*) AS n FROM idempotency WHERE user_id = ?')
    expect(keys.get(userId)).toEqual({ n: 1 })
    const { cost } = optionTerms({ stake: order.number, payoutRatio: '80', feeRate: '1', scale: 4 })
    expect(microBalance(app, userId)).toEqual({
      available: fromUnits(toUnits('20000', 4) - toUnits(cost, 4), 4),
      locked: order.number,
    })
  })

  it('50 parallel repeats of one key answer the same order once', async () => {
    const { app } = await pathAppKept()
    const userId = fundMicro(app, lv1, '1000')
    const c = microClient(app, lv1)
    const key = newKey('same')
    const answers = await Promise.all(Array.from({ length: 50 }, () => c.submit({}, key)))
    expect(new Set(answers.map((a) => orderOf(a).id)).size).toBe(1)
    expect(microBalance(app, userId)).toEqual({ available: '899.0000', locked: '100.0000' })
  })
})

describe('restart', () => {
  async function fileApp(file: string, at: number, feedIntervalMs = 0) {
    const clock = createTestClock(at)
    const app = await buildApp({
      db: file,
      clock,
      logger: false,
      feedIntervalMs,
      marketSeed: DEFAULT_MARKET_SEED,
    })
    return { app, clock }
  }

  async function placeBeforeRestart(file: string, start: number) {
    const { app, clock } = await fileApp(file, start)
    fundMicro(app, lv1, '5000')
    fundMicro(app, 'lv2@sandbox.test', '5000')
    const a = microClient(app, lv1)
    const b = microClient(app, 'lv2@sandbox.test')
    const placed = []
    for (let i = 0; i < 6; i++) {
      placed.push(orderOf(await a.submit({ seconds: i % 2 ? '60' : '30', type: '1' })))
      placed.push(orderOf(await b.submit({ seconds: i % 3 ? '120' : '30', type: '2' })))
      clock.advance(3000)
    }
    // one of them settles before the restart
    clock.advance(30_000 - 18_000)
    const early = app.microSettler.check()
    expect(early.map((r) => r.id)).toEqual([placed[0]!.id, placed[1]!.id])
    assertInvariants(app)
    await app.close()
    return placed
  }

  function expectOwnSecond(app: FastifyInstance, placed: Array<{ id: number }>) {
    const rows = placed.map((p) => app.repos.micro.order(p.id)!)
    for (const r of rows) {
      expect(r.status).toBe(3)
      const own = app.market.engine.price(r.pair_id, r.settle_tick)
      expect(r.end_price).toBe(own)
      expect(r.open_price).toBe(app.market.engine.price(r.pair_id, r.open_tick))
      const outcome = outcomeOf(optionDirectionOf(r.type), r.open_price, own)
      expect(r.profit_result).toBe(optionOutcomeCodes[outcome])
    }
    // not the price of the restart second: the walk moved between the expiries
    expect(new Set(rows.map((r) => r.end_price)).size).toBeGreaterThan(3)
  }

  it('every option open at a restart settles at the price of its own expiry second', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sandbox-micro-'))
    dirs.push(dir)
    const file = join(dir, 'sandbox.db')
    const start = Date.UTC(2025, 1, 1, 12)
    const placed = await placeBeforeRestart(file, start)
    // the sandbox comes back 10 minutes later: every expiry has passed
    const { app } = await fileApp(file, start + 600_000)
    apps.push(app)
    expect(app.microSettler.size()).toBe(10)
    const settled = app.microSettler.check()
    expect(settled).toHaveLength(10)
    expect(app.microSettler.check()).toEqual([])
    expectOwnSecond(app, placed)
    expect(microBalance(app, app.repos.users.findByAccount(lv1)!.id).locked).toBe('0.0000')
  })

  it('the settler’s timer settles them at start-up, with no request', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sandbox-micro-'))
    dirs.push(dir)
    const file = join(dir, 'sandbox.db')
    const start = Date.UTC(2025, 1, 1, 12)
    const placed = await placeBeforeRestart(file, start)
    const { app } = await fileApp(file, start + 600_000, 20)
    apps.push(app)
    await app.ready()
    const open = () => app.db.prepare('SELECT COUNT(*) AS n FROM micro_orders WHERE status = 1')
    for (let i = 0; i < 100 && (open().get() as { n: number }).n > 0; i++)
      await new Promise((r) => setTimeout(r, 20))
    expect(open().get()).toEqual({ n: 0 })
    expectOwnSecond(app, placed)
  })
})

/** A small deterministic generator for the property test. */
function lcg(seed: number) {
  let s = seed >>> 0
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0
    return s / 2 ** 32
  }
}

describe('settlement is a function of (direction, open price, settlement price) only', () => {
  it('many users, stakes and lopsided sides in one second: each settles by the price alone', async () => {
    const { app, clock, path } = await pathAppKept('42000')
    const random = lcg(14)
    const emails = Array.from({ length: 12 }, (_, i) => `opt${i}@sandbox.test`)
    for (const email of emails) {
      newUser(app, email)
      fundMicro(app, email, '100000')
    }
    const clients = emails.map((e) => microClient(app, e))
    // settlement prices: up, down, equal, and random ones around the open price
    const ends = ['42000.01', '41999.99', '42000.00']
    for (let i = 0; i < 9; i++) ends.push((41990 + Math.floor(random() * 2001) / 100).toFixed(2))
    for (const [round, end] of ends.entries()) {
      // the price around the expiry second differs from the one in it
      path.set(1, [
        [59, '42005.00'],
        [60, end],
        [61, '42000.00'],
      ])
      // lopsided: most money on one side (the side flips each round), stakes 10 … 10000
      const heavy = round % 2 ? '1' : '2'
      const placed = await Promise.all(
        clients.map((c, i) => {
          const type = i < 9 ? heavy : heavy === '1' ? '2' : '1'
          const number = i < 9 ? String(1000 + Math.floor(random() * 9000)) : '10'
          return c.submit({ type, number, seconds: '60' })
        }),
      )
      const orders = placed.map((a: Answer) => orderOf(a))
      expect(new Set(orders.map((o) => o.open_tick)).size).toBe(1)
      clock.advance(60_000)
      const settled = app.microSettler.check()
      expect(settled).toHaveLength(orders.length)
      const settleTick = orders[0]!.settle_tick
      const price = app.market.engine.price(1, settleTick)
      expect(price).toBe(end)
      const byType = new Map<number, Set<number>>()
      for (const r of settled) {
        const outcome = outcomeOf(optionDirectionOf(r.type), r.open_price, price)
        expect(r.end_price).toBe(price)
        expect(r.profit_result).toBe(optionOutcomeCodes[outcome])
        const stake = (Number(r.number) / 1e4).toFixed(4)
        const { credit } = settlementOf(outcome, stake, r.profit_ratio, 4)
        expect(r.payout).toBe(BigInt(credit.replace('.', '')))
        byType.set(r.type, (byType.get(r.type) ?? new Set()).add(r.profit_result))
      }
      // all rises share one outcome, all falls the opposite (or both tie)
      const rise = [...byType.get(1)!]
      const fall = [...byType.get(2)!]
      expect(rise).toHaveLength(1)
      expect(fall).toHaveLength(1)
      expect(rise[0]).toBe(-fall[0]! || 0)
      clock.advance(1000)
    }
  })

  it('the same option settles the same whoever holds it and whatever its stake', async () => {
    const { app, clock, path } = await pathAppKept('42000')
    newUser(app, 'big@sandbox.test')
    fundMicro(app, lv1, '1000')
    fundMicro(app, 'big@sandbox.test', '20000')
    path.set(1, [[30, '42000.50']])
    const small = orderOf(await microClient(app, lv1).submit({ number: '10' }))
    const big = orderOf(await microClient(app, 'big@sandbox.test').submit({ number: '10000' }))
    clock.advance(30_000)
    const [a, b] = app.microSettler.check()
    expect([a!.end_price, a!.profit_result]).toEqual([b!.end_price, b!.profit_result])
    expect([a!.id, b!.id]).toEqual([small.id, big.id])
    expect(a!.profit_result).toBe(1)
  })
})

describe('events and races', () => {
  it('closed_microorder goes to the owner’s room after the commit, with the settled order', async () => {
    const { app, clock } = await pathAppKept()
    const userId = fundMicro(app, lv1, '1000')
    const o = orderOf(await microClient(app, lv1).submit())
    const sent: Array<{ room: string; event: string; payload: unknown; settled: unknown }> = []
    const io = app.io
    io.to = ((room: string) => ({
      emit: (event: string, payload: unknown) => {
        const row = app.repos.micro.order(o.id)
        sent.push({ room, event, payload, settled: row?.status })
        return true
      },
    })) as unknown as typeof io.to
    clock.advance(30_000)
    app.microSettler.check()
    expect(sent).toHaveLength(1)
    expect(sent[0]).toMatchObject({
      room: `user:${userId}`,
      event: 'closed_microorder',
      settled: 3,
    })
    const event = ClosedMicroOrderEvent.parse(sent[0]!.payload)
    expect(event).toMatchObject({
      type: 'closed_microorder',
      to: userId,
      data: { id: o.id, status: 'closed', outcome: 'tie', payout: '100.0000' },
    })
  })

  it('the repository settles an option exactly once, however often it is asked', async () => {
    const { app, clock } = await pathAppKept()
    const userId = fundMicro(app, lv1, '1000')
    const o = orderOf(await microClient(app, lv1).submit())
    clock.advance(30_000)
    const { micro } = app.repos
    const at = clock.now()
    expect(micro.settle(o.id, '42001.00', at)?.profit_result).toBe(1)
    expect(micro.settle(o.id, '41000.00', at)).toBeUndefined()
    expect(micro.settleDue(clock.now(), () => '1.00', at)).toEqual([])
    expect(app.microSettler.check()).toEqual([])
    expect(microBalance(app, userId)).toEqual({ available: '1079.0000', locked: '0.0000' })
    const settles = app.db
      .prepare("SELECT COUNT(*) AS n FROM ledger WHERE type = 'microSettle' AND reference_id = ?")
      .get(o.id)
    expect(settles).toEqual({ n: 1 })
  })
})
