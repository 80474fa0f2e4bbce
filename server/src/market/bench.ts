/**
 * Bench-only feed mode for `npm run bench:ticks` (issue 3: "200 symbols receiving 5,000 quote
 * updates/s"). Off unless MARKET_BENCH_PAIRS is set, which only the bench script does.
 *
 * - MARKET_BENCH_PAIRS=n: the market lists n synthetic pairs B001/USDT, B002/USDT … instead of the
 *   real ones. They exist only in memory (ids above BENCH_ID_BASE): nothing is written
 *   to any database, and the bench script also runs on a throwaway SANDBOX_DB, so a bench run
 *   leaves no trace in data/sandbox.db. Quotes, candles and depth come from the normal engine.
 * - MARKET_BENCH_RATE=r (default 5000): r price updates per second, round-robin over the pairs,
 *   instead of one per second. The feed still sends one `daymarket` batch every
 *   MARKET_BATCH_INTERVAL_MS holding each changed symbol once, with its latest figures and the
 *   next per-symbol `seq` (contract/market.ts), so a symbol updated 2–3 times within 100 ms is
 *   sent once: 200 pairs at 5 000 updates/s are 200 items per batch, 2 000 items/s on the wire.
 *   An item's `time` is the emit time (ms), so a client can measure tick-to-paint.
 * - Prices: the engine's price of the tick plus a small seeded walk (±BENCH_WALK_STEPS ticks of
 *   the pair's precision) per update, so every update changes the figures and stays plausible.
 */
import type { DayMarketEventWire } from '../../../src/api/contract/market'
import type { PairRow } from '../repositories/markets'
import { createHash } from 'node:crypto'
import { formatUnits, toUnits } from './decimal'

export const BENCH_ID_BASE = 1000
/** How far (in price ticks) the walk may stray from the engine price. */
export const BENCH_WALK_STEPS = 50

export interface BenchMode {
  /** Synthetic pairs listed instead of the real ones. */
  pairs: number
  /** Price updates per second over all pairs. */
  rate: number
}

/** MARKET_BENCH_PAIRS / MARKET_BENCH_RATE → the bench mode, or null (the default: off). */
export function benchModeFromEnv(env: Record<string, string | undefined>): BenchMode | null {
  if (!env.MARKET_BENCH_PAIRS) return null
  const pairs = Number(env.MARKET_BENCH_PAIRS)
  const rate = Number(env.MARKET_BENCH_RATE ?? 5000)
  if (!Number.isInteger(pairs) || pairs < 1 || pairs > 999)
    throw new Error(`MARKET_BENCH_PAIRS must be an integer 1–999, not ${env.MARKET_BENCH_PAIRS}`)
  if (!Number.isInteger(rate) || rate < 1)
    throw new Error(`MARKET_BENCH_RATE must be a positive integer, not ${env.MARKET_BENCH_RATE}`)
  return { pairs, rate }
}

/** `B001/USDT` … : pairs starting at 10–999 USDT, 2 decimals, quoted in the seeded USDT. */
export function benchPairs(count: number, legal: { id: number; name: string }): PairRow[] {
  return Array.from({ length: count }, (_, i) => {
    const n = i + 1
    return {
      id: BENCH_ID_BASE + n,
      currency_id: BENCH_ID_BASE + n,
      legal_id: legal.id,
      currency_name: `B${String(n).padStart(3, '0')}`,
      legal_name: legal.name,
      precision_length: 2,
      volume_decimals: 2,
      start_price: String(10 + ((n * 37) % 990)),
      daily_volatility: '0.040',
      minute_volume: '500',
      logo: '',
      sort: n,
      open_transaction: 1,
      open_lever: 1,
      open_microtrade: 1,
      open_coin_trade: 1,
    }
  })
}

type DayItem = Omit<DayMarketEventWire, 'seq'>

/**
 * mulberry32 (Tommy Ettinger), a small 32-bit state PRNG: only for the bench's jitter, which is
 * never a price anything settles on (the engine's streams are keyed AES, prng.ts).
 */
export function mulberry32(state: number): () => number {
  let a = state >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/**
 * decimal.ts `changePercent` on tick counts, in exact integer arithmetic (half away from zero,
 * two decimals, "+" when positive), cheap enough for every update of the storm.
 */
export function changeOf(open: number, close: number): string {
  if (open <= 0) return '0.00'
  const n = (close - open) * 10_000
  let q = Math.trunc(n / open)
  let r = n - q * open
  // the float quotient may have rounded across an integer: bring the remainder back to n's sign
  if (r !== 0 && Math.sign(r) !== Math.sign(n)) {
    q -= Math.sign(n)
    r += Math.sign(n) * open
  }
  if (2 * Math.abs(r) >= open) q += Math.sign(n)
  if (q === 0) return '0.00'
  return `${q > 0 ? '+' : '-'}${formatUnits(Math.abs(q), 2)}`
}

/** A tick's item with its figures as integer counts of price ticks (parsed once per tick). */
interface BaseUnits {
  dp: number
  open: number
  price: number
  high: number
  low: number
}

/**
 * The source of bench updates: `take(n, base, now)` applies the next n updates round-robin to the
 * tick's items `base` and returns each updated symbol once, with its latest figures. Updates are
 * integer tick counts; decimals are written once per symbol and batch, so 5 000 updates/s cost
 * the feed a few milliseconds a second.
 */
export function createBenchSource(seed: string) {
  // a one-way digest of the seed: the bench's jitter reveals nothing about the market key
  const next = mulberry32(
    createHash('sha256').update('bench jitter\0').update(seed).digest().readUInt32LE(0),
  )
  const offsets = new Map<string, number>()
  const sentUnits = new Map<string, number>()
  const parsed = new WeakMap<DayItem, BaseUnits>()
  let cursor = 0

  function unitsOf(item: DayItem): BaseUnits {
    let found = parsed.get(item)
    if (!found) {
      const dp = String(item.now_price).split('.')[1]?.length ?? 0
      found = {
        dp,
        open: toUnits(String(item.open), dp),
        price: toUnits(String(item.now_price), dp),
        high: toUnits(String(item.high), dp),
        low: toUnits(String(item.low), dp),
      }
      parsed.set(item, found)
    }
    return found
  }

  function take(count: number, base: readonly DayItem[], now: number): DayItem[] {
    if (base.length === 0) return []
    const touched = new Map<string, { item: DayItem; units: number }>()
    for (let k = 0; k < count; k++) {
      const item = base[cursor % base.length]!
      cursor++
      const figures = unitsOf(item)
      const last = offsets.get(item.symbol) ?? 0
      // a bounded walk: back towards the engine price at an edge, else a random direction
      const direction =
        Math.abs(last) >= BENCH_WALK_STEPS ? -Math.sign(last) : next() < 0.5 ? -1 : 1
      let offset = last + direction * (1 + Math.floor(next() * 3))
      // the engine price may have moved the other way: one more step keeps every update a change
      if (figures.price + offset === sentUnits.get(item.symbol)) offset += direction
      const units = Math.max(1, figures.price + offset)
      offsets.set(item.symbol, units - figures.price)
      sentUnits.set(item.symbol, units)
      touched.set(item.symbol, { item, units })
    }
    return [...touched.values()].map(({ item, units }) => {
      const { dp, open, high, low } = unitsOf(item)
      const price = formatUnits(units, dp)
      return {
        ...item,
        now_price: price,
        close: price,
        high: units > high ? price : item.high,
        low: units < low ? price : item.low,
        change: changeOf(open, units),
        time: now,
      }
    })
  }

  return { take }
}
