/**
 * Candles of every period are one walk: a coarse candle equals the aggregation of the finer
 * candles over the same span (open = first open, close = last close, high = max, low = min,
 * volume = sum), for random pairs, spans and "now"s, the bucket in progress included.
 */
import { Big } from 'big.js'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { CanonicalPeriod } from '../../src/api/contract/market'
import { MARKET_GENESIS_MS, createMarketEngine, type CandleValues } from '../src/market/engine'
import { bucketEnd } from '../src/market/periods'
import { openDatabase } from '../src/plugins/db'
import { marketsRepository } from '../src/repositories/markets'

const { db } = openDatabase(':memory:')
const pairs = marketsRepository(db).listPairs()
db.close()
const engine = createMarketEngine({ seed: 99, pairs })

const GENESIS = MARKET_GENESIS_MS / 1000
const NOW_MAX = Date.UTC(2025, 2, 1) / 1000

/** [coarse, finer] pairs: every period against the one it is built from and one further down. */
const nesting: Array<[CanonicalPeriod, CanonicalPeriod]> = [
  ['5min', '1min'],
  ['15min', '5min'],
  ['30min', '15min'],
  ['60min', '1min'],
  ['1day', '60min'],
  ['1day', '1min'],
  ['1week', '1day'],
  ['1mon', '1day'],
  ['1year', '1mon'],
]

function aggregateDecimals(candles: CandleValues[]) {
  const big = (key: 'high' | 'low') => candles.map((c) => new Big(c[key]))
  return {
    open: candles[0]!.open,
    close: candles.at(-1)!.close,
    high: big('high')
      .reduce((a, b) => (b.gt(a) ? b : a))
      .toString(),
    low: big('low')
      .reduce((a, b) => (b.lt(a) ? b : a))
      .toString(),
    volume: candles.reduce((sum, c) => sum.plus(c.volume), new Big(0)).toString(),
  }
}

function asNumbers(c: CandleValues) {
  return {
    open: c.open,
    close: c.close,
    high: new Big(c.high).toString(),
    low: new Big(c.low).toString(),
    volume: new Big(c.volume).toString(),
  }
}

describe('candle aggregation', () => {
  it('agrees between coarse and fine periods over random spans', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...nesting),
        fc.constantFrom(...pairs.slice(0, 4).map((p) => p.id), pairs.at(-1)!.id),
        fc.integer({ min: GENESIS + 1, max: NOW_MAX }),
        fc.integer({ min: 0, max: 3 }),
        ([coarse, fine], pairId, nowSec, back) => {
          const nowMs = nowSec * 1000 + 500
          const span = { '1year': 40, '1mon': 40, '1week': 10 }[coarse as string] ?? 1
          const from = Math.max(GENESIS, nowSec - back * span * 86_400)
          const bigs = engine.candles(pairId, coarse, from, nowSec, nowMs)
          expect(bigs.length).toBeGreaterThan(0)
          for (const candle of bigs) {
            const end = Math.min(bucketEnd(coarse, candle.time), nowSec + 1) - 1
            const parts = engine
              .candles(pairId, fine, candle.time, end, nowMs)
              .filter((c) => c.time >= candle.time)
            expect(aggregateDecimals(parts)).toEqual(asNumbers(candle))
          }
        },
      ),
      { numRuns: 50, seed: 20240101 },
    )
  }, 60_000)

  it('lines buckets up with calendar boundaries in UTC', () => {
    const now = Date.UTC(2025, 0, 15, 10) + 1
    const weeks = engine.candles(1, '1week', Date.UTC(2024, 11, 1) / 1000, now / 1000, now)
    expect(weeks.map((c) => new Date(c.time * 1000).getUTCDay())).toEqual(weeks.map(() => 1))
    const months = engine.candles(1, '1mon', Date.UTC(2024, 9, 20) / 1000, now / 1000, now)
    expect(months.map((c) => new Date(c.time * 1000).toISOString().slice(0, 10))).toEqual([
      '2024-10-01',
      '2024-11-01',
      '2024-12-01',
      '2025-01-01',
    ])
    expect(engine.candles(1, '1year', 0, now / 1000, now).map((c) => c.time)).toEqual([
      Date.UTC(2024, 0, 1) / 1000,
      Date.UTC(2025, 0, 1) / 1000,
    ])
  })
})
