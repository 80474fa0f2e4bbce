/**
 * Seeded traders (follow/seed.ts): their history is the rule run through the engine's past prices,
 * so every statistic the API shows equals a recomputation from the engine alone; seeding runs
 * once (its time is printed, not asserted) and is off for in-memory databases unless asked.
 */
import { Big } from 'big.js'
import type { FastifyInstance } from 'fastify'
import { afterEach, describe, expect, it } from 'vitest'
import { FollowListAnswer, TraderDetailAnswer } from '../../src/api/contract/follow'
import { traderStats } from '../../src/api/contract/follow-math'
import { closeSettlement, openTerms } from '../../src/api/contract/lever-math'
import { buildApp } from '../src/app'
import { createTestClock } from '../src/clock'
import { SEED_TRADERS, seedTrades, seedTraders } from '../src/follow/seed'
import { leverPolicy } from '../src/lever/policy'
import { DEFAULT_MARKET_SEED } from '../src/market/engine'
import { followClient, fundedUser } from './follow-helper'
import { invariants } from './lever-helper'

const AT = Date.UTC(2025, 1, 1, 12, 34, 56)
let app: FastifyInstance

async function build(seed: boolean | undefined) {
  app = await buildApp({
    marketSeed: DEFAULT_MARKET_SEED,
    db: ':memory:',
    clock: createTestClock(AT),
    logger: false,
    feedIntervalMs: 0,
    ...(seed === undefined ? {} : { seedTraders: seed }),
  })
  return app
}

afterEach(async () => {
  const found = invariants(app)
  await app.close()
  if (found.mismatches.length || found.brokenChains || found.lockedVsRows.length)
    throw new Error(
      `the lever invariants do not hold: ${JSON.stringify(found, (_, v) => (typeof v === 'bigint' ? String(v) : v))}`,
    )
})

describe('seeded traders', () => {
  it('are not seeded in memory unless asked; seeding runs once', async () => {
    await build(undefined)
    expect(app.repos.users.findByAccount(SEED_TRADERS[0]!.email)).toBeUndefined()
    const t0 = performance.now()
    const written = seedTraders(app)
    const ms = performance.now() - t0
    console.info(`seeded ${written} trader positions in ${ms.toFixed(0)} ms`)
    expect(written).toBe(4 * 120)
    // its time is printed, not asserted: a test never depends on the machine's speed (it took
    // 2.1 s on a busy 2-core machine, 0.4 s on a quiet one; the goal is < 1 s quiet)
    expect(seedTraders(app)).toBe(0)
  })

  it('show statistics equal to a recomputation from the engine’s past prices', async () => {
    await build(true)
    const { engine } = app.market
    fundedUser(app, 'viewer@copy.test', '0')
    const c = followClient(app, 'viewer@copy.test')
    const list = FollowListAnswer.parse((await c.get('index')).message)
    const policy = leverPolicy(app)
    for (const t of SEED_TRADERS) {
      const user = app.repos.users.findByAccount(t.email)!
      const pair = app.market.pairs.find((p) => p.currency_name === t.base && p.legal_id === 3)!
      const rules = policy.rulesOf(app.repos.lever.pairById(pair.id)!)
      // the rule, from the engine alone
      const trades = seedTrades(t, AT, (ms) => engine.price(pair.id, ms))
      const closed = trades.map((trade) => {
        const terms = openTerms({
          side: trade.side,
          originPrice: engine.price(pair.id, trade.openAt),
          lots: trade.lots,
          multiple: t.multiple,
          rules,
        })
        const s = closeSettlement(
          { side: trade.side, price: terms.price, number: terms.number, margin: terms.margin },
          engine.price(pair.id, trade.closeAt),
          rules.quoteScale,
        )
        return { pnl: s.pnl, originMargin: terms.margin, side: trade.side, closedAt: trade.closeAt }
      })
      expect(closed).toHaveLength(120)
      const stats = traderStats(closed, 0, AT, rules.quoteScale)
      const item = list.items.find((x) => x.id === user.id)!
      expect(item).toMatchObject({
        nickname: t.nickname,
        closedCount: 120,
        totalProfits: stats.totalProfits,
        correctRate: stats.correctRate,
        followers: 0,
      })
      const detail = TraderDetailAnswer.parse(
        (await c.get('traderDetail', { trader_user_id: String(user.id) })).message,
      )
      expect(detail.stats).toEqual({
        totalProfits: stats.totalProfits,
        profitCount: stats.profitCount,
        riseCount: stats.riseCount,
        fallCount: stats.fallCount,
        totalIncomeRate: stats.totalIncomeRate,
        correctRate: stats.correctRate,
        followers: 0,
        yesterdayProfits: stats.yesterdayProfits,
        positionCount: 0,
        totalCount: 120,
        closedCount: 120,
      })
      expect(detail.dailyPnl).toEqual(stats.dailyPnl)
    }
    // the list is sorted by total P/L, highest first
    const totals = list.items.map((x) => new Big(x.totalProfits))
    for (let i = 1; i < totals.length; i++) expect(totals[i - 1]!.gte(totals[i]!)).toBe(true)
  })
})
