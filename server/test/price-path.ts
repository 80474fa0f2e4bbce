/**
 * A price path a test chooses (buildApp's test-only `engine` option): "BTC/USDT goes 42000 → 42500
 * → 41000 over these seconds". A scripted pair's price in engine tick t (unix s) is the last step
 * at or before t (the first step's before it); its bars' open, high, low and close follow the
 * steps. Pairs without a script keep the walk. Nothing here is reachable over HTTP.
 */
import type { Clock } from '../src/clock'
import { formatPrice, toWalkNumber } from '../src/market/decimal'
import { DEFAULT_MARKET_SEED, type MarketEngine } from '../src/market/engine'

export interface PricePath {
  /** The buildApp option. */
  engine: (base: MarketEngine) => MarketEngine
  /**
   * Scripts `pairId`: each step is [seconds after the current tick, price]; the steps before the
   * first new one are kept (the past does not change).
   */
  set(pairId: number, steps: ReadonlyArray<readonly [number, string]>): void
  /** The tick (unix s) `seconds` after the current one. */
  tickIn(seconds: number): number
}

export function pricePath(clock: Clock): PricePath {
  const scripts = new Map<number, Array<{ t: number; price: number }>>()
  const tickNow = () => Math.floor(clock.now() / 1000)

  const valueAt = (steps: Array<{ t: number; price: number }>, t: number) => {
    let v = steps[0]!.price
    for (const s of steps) {
      if (s.t > t) break
      v = s.price
    }
    return v
  }

  return {
    tickIn: (seconds) => tickNow() + seconds,
    set(pairId, steps) {
      const now = tickNow()
      const added = steps.map(([seconds, price]) => ({
        t: now + seconds,
        price: toWalkNumber(price),
      }))
      const from = Math.min(...added.map((s) => s.t))
      const kept = (scripts.get(pairId) ?? []).filter((s) => s.t < from)
      scripts.set(
        pairId,
        [...kept, ...added].sort((a, b) => a.t - b.t),
      )
    },
    engine(base) {
      const dp = (pairId: number) => base.pairs.find((p) => p.id === pairId)!.precision_length
      return {
        ...base,
        price(pairId, nowMs) {
          const steps = scripts.get(pairId)
          if (!steps?.length) return base.price(pairId, nowMs)
          const v = valueAt(steps, base.stepAt(nowMs))
          return formatPrice(v, dp(pairId))
        },
        series(pairId) {
          const series = base.series(pairId)
          const steps = scripts.get(pairId)
          if (!steps?.length) return series
          return {
            ...series,
            /** Steps [a, b): the bar of the scripted prices. */
            range(a: number, b: number) {
              let high = valueAt(steps, a)
              let low = high
              for (const s of steps)
                if (s.t > a && s.t < b) {
                  high = Math.max(high, s.price)
                  low = Math.min(low, s.price)
                }
              return {
                time: a,
                open: valueAt(steps, a),
                high,
                low,
                close: valueAt(steps, b - 1),
                volume: 0,
              }
            },
          }
        },
      }
    },
  }
}

/** An in-memory sandbox (test clock, no timers) whose BTC/USDT (pair 1) starts at `start`. */
export async function pathApp(start = '42000', at = Date.UTC(2025, 1, 1, 12)) {
  const { buildApp } = await import('../src/app')
  const { createTestClock } = await import('../src/clock')
  const clock = createTestClock(at)
  const path = pricePath(clock)
  path.set(1, [[0, start]])
  const app = await buildApp({
    marketSeed: DEFAULT_MARKET_SEED,
    db: ':memory:',
    clock,
    logger: false,
    feedIntervalMs: 0,
    engine: path.engine,
  })
  return { app, clock, path }
}
