/** The price engine: determinism, movement, how its levels fit together, and depth. */
import { Big } from 'big.js'
import { describe, expect, it } from 'vitest'
import { MARKET_GENESIS_MS, createMarketEngine } from '../src/market/engine'
import { aggregate } from '../src/market/series'
import { openDatabase } from '../src/plugins/db'
import { marketsRepository } from '../src/repositories/markets'

const { db } = openDatabase(':memory:')
const pairs = marketsRepository(db).listPairs()
db.close()

const NOW = Date.UTC(2025, 0, 1, 12, 34, 56, 789)
const engine = (seed = 7) => createMarketEngine({ seed, pairs })
const tickers = (e: ReturnType<typeof engine>, now: number) => pairs.map((p) => e.ticker(p.id, now))

describe('the walk', () => {
  it('seeds at least BTC, ETH and twenty more pairs against USDT', () => {
    expect(pairs.length).toBeGreaterThanOrEqual(22)
    expect(pairs.slice(0, 2).map((p) => [p.id, p.currency_id, p.currency_name])).toEqual([
      [1, 1, 'BTC'],
      [2, 2, 'ETH'],
    ])
    expect(new Set(pairs.map((p) => p.legal_name))).toEqual(new Set(['USDT']))
  })

  it('gives the same prices for the same seed and time, from two engines', () => {
    const a = engine()
    const b = engine()
    expect(tickers(a, NOW)).toEqual(tickers(b, NOW))
    expect(a.depth(1, NOW)).toEqual(b.depth(1, NOW))
    // b computes another day first: caches do not change answers
    b.candles(2, '1day', NOW / 1000 - 30 * 86_400, NOW / 1000, NOW)
    expect(a.candles(2, '5min', NOW / 1000 - 7200, NOW / 1000, NOW)).toEqual(
      b.candles(2, '5min', NOW / 1000 - 7200, NOW / 1000, NOW),
    )
  })

  it('gives other prices for another seed', () => {
    expect(tickers(engine(8), NOW)).not.toEqual(tickers(engine(7), NOW))
  })

  it('moves with the clock, one step per second', () => {
    const e = engine()
    expect(e.price(1, NOW)).toBe(e.price(1, NOW - 789)) // same second, same step
    const prices = new Set(Array.from({ length: 30 }, (_, s) => e.price(1, NOW + s * 1000)))
    expect(prices.size).toBeGreaterThan(20)
    expect(e.price(1, NOW + 86_400_000)).not.toBe(e.price(1, NOW))
  })

  it('serves prices with the pair decimals and a signed two-decimal change', () => {
    const e = engine()
    for (const pair of pairs) {
      const t = e.ticker(pair.id, NOW)
      for (const value of [t.open, t.high, t.low, t.close]) {
        expect(value).toMatch(new RegExp(`^\\d+\\.\\d{${pair.precision_length}}$`))
        expect(new Big(value).gt(0)).toBe(true)
      }
      expect(t.change).toMatch(/^([+-]\d+\.\d{2}|0\.00)$/)
      const expected = new Big(t.close)
        .minus(t.open)
        .div(t.open)
        .times(100)
        .round(2, Big.roundHalfUp)
      expect(new Big(t.change.replace('+', '')).eq(expected)).toBe(true)
    }
  })

  it('quotes the close of the 1-minute candle in progress', () => {
    const e = engine()
    for (let s = 0; s < 120; s += 7) {
      const now = NOW + s * 1000
      const candle = e.currentCandle(1, '1min', now)
      expect(e.price(1, now)).toBe(candle.close)
      expect(e.ticker(1, now).close).toBe(candle.close)
      expect(candle.time).toBe(Math.floor(now / 60_000) * 60)
    }
  })

  it('builds each minute bar exactly from its sixty one-second steps', () => {
    const series = engine().series(3)
    for (const minute of [0, 1, 777, 1439, 1440, 525_000]) {
      const bar = series.minuteBar(minute)
      const seconds = series.secondsOf(minute)
      expect(seconds).toHaveLength(60)
      expect(aggregate(seconds)).toEqual(bar)
      expect(seconds.every((s) => Number.isInteger(s.volume) && s.volume >= 0)).toBe(true)
    }
  })

  it('has no steps before genesis and serves nothing after now', () => {
    const e = engine()
    const genesis = MARKET_GENESIS_MS / 1000
    expect(e.candles(1, '1day', genesis - 10 * 86_400, genesis - 1, NOW)).toEqual([])
    const last = e.candles(1, '1min', NOW / 1000 - 60, NOW / 1000 + 3600, NOW).at(-1)!
    expect(last.time).toBe(Math.floor(NOW / 60_000) * 60)
  })
})

describe('depth', () => {
  it('has ten sorted levels a side that never cross the price', () => {
    const e = engine()
    for (const pair of pairs) {
      for (const now of [NOW, NOW + 1000, NOW + 3_600_000]) {
        const { bids, asks } = e.depth(pair.id, now)
        const price = new Big(e.price(pair.id, now))
        expect(asks).toHaveLength(10)
        expect(bids).toHaveLength(10)
        asks.forEach(([p, q], i) => {
          expect(new Big(p).gt(i === 0 ? price : asks[i - 1]![0])).toBe(true)
          expect(new Big(q).gt(0)).toBe(true)
        })
        bids.forEach(([p, q], i) => {
          expect(new Big(p).lt(i === 0 ? price : bids[i - 1]![0])).toBe(true)
          expect(new Big(p).gt(0) && new Big(q).gt(0)).toBe(true)
        })
      }
    }
  })
})
