/**
 * The price engine: one walk per pair (walk.ts, series.ts) and the only source of every price the
 * sandbox uses: quotes, candles, depth and settlement (spot, futures, seconds options). Pure and
 * deterministic: the same seed, pairs and time give the same answers, byte for byte. Time is an
 * argument (ms); the step in progress at `nowMs` is the second floor(nowMs / 1000), and nothing
 * after it is ever served.
 *
 * The walk's future stays unseen because its randomness is secret, not because its rules are: the
 * seed becomes a 256-bit market key (prng.ts) and every stream is AES-256 keystream under it, so
 * the public past (ticks, candles, depth) does not let anyone compute the next second; the rules
 * (this file, walk.ts, series.ts, prng.ts) are public. A sandbox draws a 256-bit seed at first
 * start (seed.ts); DEFAULT_MARKET_SEED is public and for tests and benches only.
 */
import type { CanonicalPeriod } from '../../../src/api/contract/market'
import { DEPTH_LEVELS } from '../../../src/api/contract/market'
import {
  changePercent,
  formatPrice,
  formatUnits,
  isPositive,
  offsetPrice,
  toUnits,
  toWalkNumber,
} from './decimal'
import { bucketEnd, bucketStart } from './periods'
import { Streams, marketKey, stream } from './prng'
import { createSeries, type Series } from './series'
import { SECONDS_PER_DAY, type Bar } from './walk'

/** The walk starts at 2024-01-01T00:00:00Z: years of history before any plausible "now". */
export const MARKET_GENESIS_MS = Date.UTC(2024, 0, 1)
/** A public seed, for tests and benches only: a running sandbox keeps a secret one (seed.ts). */
export const DEFAULT_MARKET_SEED = 20240101

/**
 * Seed material of the walk's key (prng.ts): a string (a sandbox draws 32 random bytes as hex); a
 * number is read as its decimal string, so an old numeric seed keeps its own walk.
 */
export type MarketSeed = string | number

/** A pair as the engine needs it (a `currency_matches` row joined with its currency names). */
export interface PairSpec {
  id: number
  currency_id: number
  legal_id: number
  currency_name: string
  legal_name: string
  precision_length: number
  volume_decimals: number
  /** Decimal strings: price at genesis, daily volatility (0.035 = 3.5 %), mean volume per minute. */
  start_price: string
  daily_volatility: string
  minute_volume: string
}

/** A candle as decimal strings; `time` is the bucket's start in unix seconds. */
export interface CandleValues {
  time: number
  open: string
  high: string
  low: string
  close: string
  volume: string
}

/** The rolling 24 h window ending with the step in progress. */
export interface Ticker extends CandleValues {
  change: string
}

export interface Depth {
  bids: Array<[price: string, quantity: string]>
  asks: Array<[price: string, quantity: string]>
}

export interface EngineOptions {
  seed?: MarketSeed
  genesisMs?: number
  pairs: readonly PairSpec[]
}

export type MarketEngine = ReturnType<typeof createMarketEngine>

export function createMarketEngine(options: EngineOptions) {
  const seed = String(options.seed ?? DEFAULT_MARKET_SEED)
  const key = marketKey(seed)
  const genesis = Math.floor((options.genesisMs ?? MARKET_GENESIS_MS) / 1000)
  const entries = new Map<number, { pair: PairSpec; series: Series }>()
  for (const pair of options.pairs) {
    const series = createSeries(
      {
        key,
        pairId: pair.id,
        startPrice: toWalkNumber(pair.start_price),
        dailyVolatility: toWalkNumber(pair.daily_volatility),
        minuteVolume: toUnits(pair.minute_volume, pair.volume_decimals),
      },
      genesis,
    )
    entries.set(pair.id, { pair, series })
  }

  function entry(pairId: number) {
    const found = entries.get(pairId)
    if (!found) throw new Error(`no pair ${pairId}`)
    return found
  }

  /** The step in progress at `nowMs` (unix s); the walk has no steps before genesis. */
  const stepAt = (nowMs: number) => Math.max(genesis, Math.floor(nowMs / 1000))

  function format(pair: PairSpec, bar: Bar, time = bar.time): CandleValues {
    const dp = pair.precision_length
    return {
      time,
      open: formatPrice(bar.open, dp),
      high: formatPrice(bar.high, dp),
      low: formatPrice(bar.low, dp),
      close: formatPrice(bar.close, dp),
      volume: formatUnits(bar.volume, pair.volume_decimals),
    }
  }

  /** Every bucket of `period` overlapping [from, to] (unix s) up to now, the last maybe partial. */
  function candles(
    pairId: number,
    period: CanonicalPeriod,
    from: number,
    to: number,
    nowMs: number,
  ) {
    const { pair, series } = entry(pairId)
    const now = stepAt(nowMs)
    const last = Math.min(to, now)
    const out: CandleValues[] = []
    for (let b = bucketStart(period, Math.max(from, genesis)); b <= last;) {
      const end = bucketEnd(period, b)
      const bar = series.range(b, Math.min(end, now + 1))
      if (bar) out.push(format(pair, bar, b))
      b = end
    }
    return out
  }

  /** The candle of `period` in progress at `nowMs`. */
  function currentCandle(pairId: number, period: CanonicalPeriod, nowMs: number): CandleValues {
    const now = stepAt(nowMs)
    return candles(pairId, period, now, now, nowMs)[0]!
  }

  function ticker(pairId: number, nowMs: number): Ticker {
    const { pair, series } = entry(pairId)
    const now = stepAt(nowMs)
    const window = format(pair, series.range(now + 1 - SECONDS_PER_DAY, now + 1)!, now)
    return { ...window, change: changePercent(window.open, window.close) }
  }

  /** The price of the step in progress: what quotes show and what trades settle at. */
  function price(pairId: number, nowMs: number): string {
    const { pair, series } = entry(pairId)
    const now = stepAt(nowMs)
    return formatPrice(series.range(now, now + 1)!.close, pair.precision_length)
  }

  /** DEPTH_LEVELS levels per side around the price, one tick-sized gap apart at least. */
  function depth(pairId: number, nowMs: number): Depth {
    const { pair, series } = entry(pairId)
    const now = stepAt(nowMs)
    const dp = pair.precision_length
    const close = series.range(now, now + 1)!.close
    const mid = formatPrice(close, dp)
    const next = stream(key, pair.id, Streams.depth, now - genesis)
    const gap = Math.max(1, Math.round(close * 10 ** dp * 0.0002))
    const volume = series.params.minuteVolume
    const quantity = (level: number) =>
      formatUnits(
        Math.max(1, Math.round(volume * (0.05 + 0.45 * next()) * (1 + 0.2 * level))),
        pair.volume_decimals,
      )
    const asks: Depth['asks'] = []
    const bids: Depth['bids'] = []
    for (let level = 0; level < DEPTH_LEVELS; level++) {
      asks.push([offsetPrice(mid, gap * (level + 1), dp), quantity(level)])
      const bid = offsetPrice(mid, -gap * (level + 1), dp)
      if (isPositive(bid)) bids.push([bid, quantity(level)])
    }
    return { bids, asks }
  }

  return {
    seed,
    genesis,
    pairs: options.pairs,
    stepAt,
    price,
    ticker,
    candles,
    currentCandle,
    depth,
    /** The walk itself, for tests that check how its levels fit together. */
    series: (pairId: number) => entry(pairId).series,
  }
}
