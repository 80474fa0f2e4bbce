/**
 * The random walk, as pure generators (the caching lives in series.ts). One walk per pair, built
 * top-down so that any day, minute or second can be computed without the ones before it, and so
 * that every level is exactly the aggregate of the level below:
 *
 * 1. Day opens P(d): a multiplicative walk, one step per UTC day since genesis, with a weak pull
 *    towards the start price so decades of walking stay realistic. O(days), cached.
 * 2. Minutes of day d: a Brownian bridge from P(d) to P(d+1) sampled at the 1 441 minute
 *    boundaries. Minute k opens at boundary k and closes at boundary k+1; its high and low add a
 *    wick below/above those, and its volume is drawn from the minute's own numbers.
 * 3. Seconds of one minute (the base step, one per second of clock time): 60 prices that start at
 *    the minute's open, end at its close, touch its high and low exactly once each and stay
 *    within them; 60 integer volumes that add up to the minute's volume exactly.
 *
 * So a 1-minute candle aggregated from its 60 seconds equals the minute bar, and every coarser
 * candle is aggregated from minute bars: history, live candles and quotes are one walk.
 */
import { Streams, gaussian, stream, streams, type MarketKey, type Uniform } from './prng'

export const SECONDS_PER_MINUTE = 60
export const MINUTES_PER_DAY = 1440
export const SECONDS_PER_DAY = 86_400

/** What one pair's walk needs; floats here are inputs to the walk, never served prices. */
export interface WalkParams {
  /** The secret market key (prng.ts): every stream of the walk is keyed by it. */
  key: MarketKey
  pairId: number
  /** Price at genesis. */
  startPrice: number
  /** Standard deviation of one day's relative move, e.g. 0.035. */
  dailyVolatility: number
  /** Mean traded volume per minute, in integer volume units (10^-volume_decimals). */
  minuteVolume: number
}

/** A candle in walk units: float prices, integer volume units, start time in unix seconds. */
export interface Bar {
  time: number
  open: number
  high: number
  low: number
  close: number
  volume: number
}

/** The 1 440 minute bars of one day, column-wise. */
export interface DayBars {
  open: Float64Array
  high: Float64Array
  low: Float64Array
  close: Float64Array
  volume: Float64Array
}

/** Strength of the daily pull towards the start price. */
const REVERSION = 0.01
/** Wick size relative to one minute's standard deviation. */
const WICK = 0.6

/** P(d+1) from P(d), drawn from `next`: the stream of day d. */
export function nextDayOpen(
  p: WalkParams,
  day: number,
  open: number,
  next: Uniform = stream(p.key, p.pairId, Streams.day, day),
): number {
  const move = p.dailyVolatility * gaussian(next) + REVERSION * (p.startPrice / open - 1)
  return open * Math.max(0.5, 1 + move)
}

/** The streams of days [from, from + count), made at once: the same as `stream` one by one. */
export function dayStreams(p: WalkParams, from: number, count: number): Uniform[] {
  return streams(p.key, p.pairId, Streams.day, from, count)
}

/** The minute bars of day `day`, bridging from `open` (P(d)) to `nextOpen` (P(d+1)). */
export function generateDay(p: WalkParams, day: number, open: number, nextOpen: number): DayBars {
  const n = MINUTES_PER_DAY
  const next = stream(p.key, p.pairId, Streams.minutes, day)
  const scale = (p.dailyVolatility / Math.sqrt(n)) * open
  const walk = new Float64Array(n + 1)
  for (let k = 0; k < n; k++) walk[k + 1] = walk[k]! + scale * gaussian(next)
  const drift = nextOpen - open - walk[n]!
  const floor = open * 0.2
  const boundary = (k: number) =>
    k === n ? nextOpen : Math.max(floor, open + walk[k]! + (drift * k) / n)

  const bars: DayBars = {
    open: new Float64Array(n),
    high: new Float64Array(n),
    low: new Float64Array(n),
    close: new Float64Array(n),
    volume: new Float64Array(n),
  }
  let start = boundary(0)
  for (let k = 0; k < n; k++) {
    const end = boundary(k + 1)
    bars.open[k] = start
    bars.close[k] = end
    bars.high[k] = Math.max(start, end) + scale * WICK * next()
    bars.low[k] = Math.max(floor, Math.min(start, end) - scale * WICK * next())
    const activity = 0.3 + 1.4 * next() + (0.5 * Math.abs(end - start)) / scale
    bars.volume[k] = Math.max(1, Math.round(p.minuteVolume * activity))
    start = end
  }
  return bars
}

/**
 * The 60 one-second steps of global minute `minute`, shaped to fit its bar exactly, drawn from
 * `next`: the minute's seconds stream.
 */
export function generateSeconds(
  p: WalkParams,
  minute: number,
  bar: Bar,
  next: Uniform = stream(p.key, p.pairId, Streams.seconds, minute),
): Bar[] {
  const n = SECONDS_PER_MINUTE
  const price = new Float64Array(n)
  const highAt = 1 + Math.floor(next() * (n - 2))
  let lowAt = 1 + Math.floor(next() * (n - 3))
  if (lowAt >= highAt) lowAt++
  const anchors: Array<[number, number]> = [
    [0, bar.open],
    [highAt, bar.high],
    [lowAt, bar.low],
    [n - 1, bar.close],
  ]
  anchors.sort((a, b) => a[0] - b[0])
  const noise = (bar.high - bar.low) * 0.25
  for (let a = 0; a < anchors.length - 1; a++) {
    const [i0, p0] = anchors[a]!
    const [i1, p1] = anchors[a + 1]!
    price[i0] = p0
    for (let i = i0 + 1; i < i1; i++) {
      const x = p0 + ((p1 - p0) * (i - i0)) / (i1 - i0) + noise * (next() - 0.5)
      price[i] = Math.min(bar.high, Math.max(bar.low, x))
    }
  }
  price[n - 1] = bar.close

  const weights = Array.from({ length: n }, () => 1 + Math.floor(next() * 1000))
  const total = weights.reduce((sum, w) => sum + w, 0)
  const bars: Bar[] = []
  let left = bar.volume
  for (let i = 0; i < n; i++) {
    // integer arithmetic below 2^53: the shares add up to the minute's volume exactly
    const volume = i === n - 1 ? left : Math.floor((bar.volume * weights[i]!) / total)
    left -= volume
    const at = price[i]!
    bars.push({ time: bar.time + i, open: at, high: at, low: at, close: at, volume })
  }
  return bars
}
