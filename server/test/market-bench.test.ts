/** The bench-only feed mode (src/market/bench.ts): off by default, synthetic pairs in memory only. */
import { Big } from 'big.js'
import fc from 'fast-check'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { DayMarketEvent, QuotationResponse } from '../../src/api/contract/market'
import { benchModeFromEnv, changeOf } from '../src/market/bench'
import { changePercent, formatUnits } from '../src/market/decimal'
import { buildTestApp, get, type TestContext } from './helper'

let t: TestContext | undefined

afterEach(async () => {
  vi.unstubAllEnvs()
  await t?.app.close()
  t = undefined
})

async function benchApp(pairs: string, rate?: string) {
  vi.stubEnv('MARKET_BENCH_PAIRS', pairs)
  if (rate) vi.stubEnv('MARKET_BENCH_RATE', rate)
  t = await buildTestApp()
  return t
}

/** Moves the test clock by `ms` and lets the feed emit. */
function flushAfter(ctx: TestContext, ms: number) {
  ctx.clock.advance(ms)
  return ctx.app.marketFeed.flush()
}

describe('bench mode', () => {
  it('is off unless MARKET_BENCH_PAIRS is set', async () => {
    expect(benchModeFromEnv({})).toBeNull()
    expect(benchModeFromEnv({ MARKET_BENCH_PAIRS: '200' })).toEqual({ pairs: 200, rate: 5000 })
    expect(() => benchModeFromEnv({ MARKET_BENCH_PAIRS: '0' })).toThrow(/MARKET_BENCH_PAIRS/)
    expect(() => benchModeFromEnv({ MARKET_BENCH_PAIRS: '5', MARKET_BENCH_RATE: 'x' })).toThrow(
      /MARKET_BENCH_RATE/,
    )
    t = await buildTestApp()
    expect(t.app.market.bench).toBeNull()
    expect(t.app.market.pairs.some((p) => p.currency_name.startsWith('B0'))).toBe(false)
  })

  it('lists only the synthetic pairs, and writes none of them to the database', async () => {
    const ctx = await benchApp('200')
    const body = await get(ctx.app, '/api/currency/quotation_new')
    const quotes = QuotationResponse.parse(body.message).flatMap((g) => g.quotation)
    expect(quotes).toHaveLength(200)
    expect(quotes[0]!.symbol).toBe('B001/USDT')
    expect(quotes[199]!.symbol).toBe('B200/USDT')
    expect(ctx.app.repos.markets.listPairs().some((p) => p.currency_name === 'B001')).toBe(false)
  })

  it('sends 5 000 updates/s as one batch per 100 ms, each changed symbol once, per-symbol seq', async () => {
    const ctx = await benchApp('200')
    const first = flushAfter(ctx, 100).daymarket
    const second = flushAfter(ctx, 100).daymarket
    // 500 updates per 100 ms over 200 pairs touch every pair, and each is sent once
    expect(first).toHaveLength(200)
    expect(new Set(first.map((i) => i.symbol)).size).toBe(200)
    for (const item of first) expect(DayMarketEvent.parse(item)).toMatchObject({ seq: 1 })
    expect(second.find((i) => i.symbol === 'B007/USDT')).toMatchObject({ seq: 2 })
    expect(first[0]!.time).toBe(ctx.clock.now() - 100)
    expect(second[0]!.time).toBe(ctx.clock.now())
  })

  it('keeps the rate over time, round-robin, and moves every updated price', async () => {
    const ctx = await benchApp('200', '1000')
    const seen = new Map<string, string>()
    let sent = 0
    for (let i = 0; i < 10; i++) {
      const items = flushAfter(ctx, 100).daymarket
      // 100 updates per 100 ms: 100 distinct symbols per batch
      expect(items).toHaveLength(100)
      for (const item of items) {
        expect(item.now_price).not.toBe(seen.get(item.symbol))
        seen.set(item.symbol, String(item.now_price))
      }
      sent += items.length
    }
    expect(sent).toBe(1000)
    expect(seen.size).toBe(200)
  })

  it('stays near the engine price (within the walk’s 50 ticks and a last step)', async () => {
    const ctx = await benchApp('20')
    for (let i = 0; i < 30; i++) {
      for (const item of flushAfter(ctx, 100).daymarket) {
        const pair = ctx.app.market.pairBySymbol(item.symbol)!
        const distance = new Big(String(item.now_price)).minus(ctx.app.market.price(pair.id)).abs()
        expect(distance.lte('0.54')).toBe(true)
      }
    }
  })

  it('computes the change in integers exactly as the engine does with big.js', () => {
    const units = fc.integer({ min: 1, max: 10 ** 9 })
    fc.assert(
      fc.property(units, units, fc.integer({ min: 0, max: 4 }), (open, close, dp) => {
        expect(changeOf(open, close)).toBe(
          changePercent(formatUnits(open, dp), formatUnits(close, dp)),
        )
      }),
    )
    expect(changeOf(200, 201)).toBe('+0.50')
    expect(changeOf(200, 199)).toBe('-0.50')
    expect(changeOf(3, 2)).toBe('-33.33')
  })
})
