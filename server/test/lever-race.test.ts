/**
 * Futures races (issue 13), through HTTP as the app answers it (app.inject) and the watcher on a
 * price path the test chooses: a manual close, a take-profit and a liquidation on the same
 * position settle it exactly once, in every order; 100 simultaneous closes of one position settle
 * it once. Every test ends with Σ ledger = balances and locked = Σ margin of live rows.
 */
import type { FastifyInstance } from 'fastify'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { AdjustableClock } from '../src/clock'
import type { LeverPositionRow } from '../src/repositories/lever'
import { fundLever, invariants, leverClient, lv1, positionOf } from './lever-helper'
import { pathApp, type PricePath } from './price-path'

const BTC = 1
let app: FastifyInstance
let clock: AdjustableClock
let path: PricePath
let c: ReturnType<typeof leverClient>

beforeEach(async () => {
  ;({ app, clock, path } = await pathApp())
  c = leverClient(app, lv1)
})
afterEach(async () => {
  const found = invariants(app)
  await app.close()
  if (found.mismatches.length || found.brokenChains || found.lockedVsRows.length)
    throw new Error(`the ledger does not sum: ${JSON.stringify(found, (_, v) => String(v))}`)
})

const settlements = (id: number) =>
  app.db
    .prepare("SELECT COUNT(*) FROM ledger WHERE reference_id = ? AND type = 'leverSettle'")
    .pluck()
    .get(id)
const later = <T>(work: () => T) => new Promise<T>((resolve) => setImmediate(() => resolve(work())))

/** 10 USDT, a 1-lot 10× long at 42000 with a take-profit at 42500 (liquidated at ≤ 32462). */
async function position() {
  fundLever(app, lv1, '10')
  const p = positionOf(await c.submit({}))
  positionOf(await c.setstop(p.id, '42500', '0'))
  app.leverWatcher.check()
  return p
}

describe('one position, three settlers', () => {
  const orders = [
    ['the close first', 'close', 'watch'],
    ['the watcher first', 'watch', 'close'],
    ['both at once', 'both', ''],
  ] as const
  const paths = {
    'take-profit then liquidation': [
      [2, '42600'],
      [4, '30000'],
    ],
    'liquidation then take-profit': [
      [2, '30000'],
      [4, '42600'],
    ],
  } as const

  for (const [name, steps] of Object.entries(paths))
    for (const [how, first] of orders)
      it(`${name}, ${how}: exactly one settles it`, async () => {
        const p = await position()
        path.set(BTC, steps)
        clock.advance(5000)
        const close = () => c.close(p.id)
        const watch = () => app.leverWatcher.check()
        let closed: { type: string; code?: string }
        if (first === 'close') {
          closed = await close()
          watch()
        } else if (first === 'watch') {
          watch()
          closed = await close()
        } else [closed] = await Promise.all([close(), later(watch)])
        const row = app.repos.lever.position(p.id)!
        expect(row.status).toBe(3)
        expect(settlements(p.id)).toBe(1)
        // the manual close is at the price now: 42600 pays; 30000 would overdraw (closeNeedsFunds)
        const priceNow = steps[1][1]
        const closeAnswer = closed.type === 'ok' ? 'ok' : closed.code
        const byWatcher = name.startsWith('take-profit') ? 'takeProfit' : 'liquidation'
        expect(row.close_reason).toBe(closeAnswer === 'ok' ? 'user' : byWatcher)
        const want =
          first === 'watch' ? 'positionNotOpen' : priceNow === '42600' ? 'ok' : 'closeNeedsFunds'
        expect(first === 'both' ? [want, 'positionNotOpen'] : [want]).toContain(closeAnswer)
      })

  it('the repository settles a row once whatever order the three come in', () => {
    const perms = [
      [0, 1, 2],
      [0, 2, 1],
      [1, 0, 2],
      [1, 2, 0],
      [2, 0, 1],
      [2, 1, 0],
    ]
    const { lever } = app.repos
    const userId = fundLever(app, lv1, '1000')
    for (const perm of perms) {
      const tick = app.market.tick() * 1000
      const opened = app.repos.lever.open(
        {
          user_id: userId,
          pair_id: 1,
          currency_id: 1,
          legal_id: 3,
          side: 1,
          kind: 'market',
          origin_price: '42000',
          origin_units: 4_200_000,
          price: '42000.00',
          share: 1,
          number: '0.001',
          multiple: 10,
          lot_size: '0.001',
          fee_rate: '0.1',
          spread: '0',
          overnight: '0.05',
          margin: 42_000n,
          fee: 420n,
          update_price: '42000',
          open_tick: tick,
          open_market_price: '42000.00',
        },
        clock.now(),
      )
      const stale: LeverPositionRow = { ...opened }
      const at = { price: '42100.00', tick }
      const settlers = [
        () => lever.close(stale, { ...at, reason: 'user' }, clock.now()),
        () =>
          lever.close(stale, { ...at, reason: 'takeProfit' }, clock.now(), {
            allowShortfall: true,
          }),
        () => lever.liquidate(userId, new Map([[1, at]]), clock.now(), 3),
      ]
      const results = perm.map((i) => settlers[i]!())
      const won = results.map((r) => (Array.isArray(r) ? r.length > 0 : r !== undefined))
      expect(won).toEqual([true, false, false])
      expect(settlements(opened.id)).toBe(1)
    }
  })
})

describe('100 simultaneous closes', () => {
  it('settle the position once; 99 are positionNotOpen', async () => {
    fundLever(app, lv1, '1000')
    const p = positionOf(await c.submit({ share: '5' }))
    path.set(BTC, [[1, '42300']])
    clock.advance(1000)
    const answers = await Promise.all(Array.from({ length: 100 }, () => c.close(p.id)))
    const tally = answers.map((a) => (a.type === 'ok' ? 'ok' : a.code))
    expect(tally.filter((t) => t === 'ok')).toHaveLength(1)
    expect(tally.filter((t) => t === 'positionNotOpen')).toHaveLength(99)
    expect(settlements(p.id)).toBe(1)
    expect(app.repos.lever.position(p.id)).toMatchObject({
      status: 3,
      close_reason: 'user',
      close_price: '42300.00',
      fact_profits: 15_000n, // 300 × 0.005
    })
  })

  it('a batch close of 200 positions racing the watcher settles each once', async () => {
    fundLever(app, lv1, '100000')
    const ids: number[] = []
    for (let i = 0; i < 200; i++) {
      const p = positionOf(await c.submit({ type: i % 2 ? '2' : '1' }))
      if (i % 4 === 0) positionOf(await c.setstop(p.id, i % 2 ? '41500' : '42500', '0'))
      ids.push(p.id)
    }
    path.set(BTC, [[1, '42600']])
    clock.advance(2000)
    const [batch] = await Promise.all([
      c.batchClose({ type: '0', currency_id: '1', legal_id: '3' }),
      later(() => app.leverWatcher.check()),
    ])
    expect(batch.type).toBe('ok')
    for (const id of ids) expect(settlements(id)).toBe(1)
    const open = app.db
      .prepare('SELECT COUNT(*) FROM lever_positions WHERE status = 1')
      .pluck()
      .get()
    expect(open).toBe(0)
  })
})
