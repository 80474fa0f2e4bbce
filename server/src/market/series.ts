/**
 * One pair's walk with bounded caches: all day opens (a number per day), the minute bars of the
 * few most recently used days, a summary bar per complete day, and the seconds of the last used
 * minutes. `range(a, b)` aggregates the base steps in [a, b) from the coarsest pieces available
 * (whole days, then whole minutes, then seconds); every candle and quote is made by it.
 */
import {
  MINUTES_PER_DAY,
  SECONDS_PER_DAY,
  SECONDS_PER_MINUTE,
  generateDay,
  dayStreams,
  generateSeconds,
  nextDayOpen,
  type Bar,
  type DayBars,
  type WalkParams,
} from './walk'

const DAYS_KEPT = 4
const MINUTES_KEPT = 4
/** Day opens are walked in batches of this many days (about three years). */
const DAY_BATCH = 1024

/** Open, max high, min low, close and summed volume of `bars` (in time order, not empty). */
export function aggregate(bars: readonly Bar[], time = bars[0]!.time): Bar {
  let high = -Infinity
  let low = Infinity
  let volume = 0
  for (const bar of bars) {
    if (bar.high > high) high = bar.high
    if (bar.low < low) low = bar.low
    volume += bar.volume
  }
  return { time, open: bars[0]!.open, high, low, close: bars.at(-1)!.close, volume }
}

function remember<K, V>(cache: Map<K, V>, key: K, value: V, limit: number): V {
  cache.set(key, value)
  if (cache.size > limit) cache.delete(cache.keys().next().value as K)
  return value
}

/** Aggregate of minutes [k0, k1) of one day, straight from the columns. */
function minutesOf(bars: DayBars, k0: number, k1: number, time: number): Bar {
  let high = -Infinity
  let low = Infinity
  let volume = 0
  for (let k = k0; k < k1; k++) {
    if (bars.high[k]! > high) high = bars.high[k]!
    if (bars.low[k]! < low) low = bars.low[k]!
    volume += bars.volume[k]!
  }
  return { time, open: bars.open[k0]!, high, low, close: bars.close[k1 - 1]!, volume }
}

export type Series = ReturnType<typeof createSeries>

/** `genesis` is the first step (unix s, a UTC midnight); nothing exists before it. */
export function createSeries(params: WalkParams, genesis: number) {
  const opens: number[] = [params.startPrice]
  const days = new Map<number, DayBars>()
  const summaries = new Map<number, Bar>()
  const seconds = new Map<number, Bar[]>()

  function dayOpen(day: number): number {
    while (opens.length <= day) {
      // the day streams in batches: one AES call for up to DAY_BATCH days
      const from = opens.length - 1
      const batch = dayStreams(params, from, Math.min(DAY_BATCH, day - from))
      for (let i = 0; i < batch.length; i++) {
        opens.push(nextDayOpen(params, from + i, opens[from + i]!, batch[i]))
      }
    }
    return opens[day]!
  }

  function dayBars(day: number): DayBars {
    const cached = days.get(day)
    if (cached) {
      days.delete(day)
      days.set(day, cached)
      return cached
    }
    return remember(days, day, generateDay(params, day, dayOpen(day), dayOpen(day + 1)), DAYS_KEPT)
  }

  /** Minute bar number `minute` counted from genesis. */
  function minuteBar(minute: number): Bar {
    const day = Math.floor(minute / MINUTES_PER_DAY)
    const k = minute - day * MINUTES_PER_DAY
    return minutesOf(dayBars(day), k, k + 1, genesis + minute * SECONDS_PER_MINUTE)
  }

  /** The 60 one-second steps of minute `minute` (counted from genesis). */
  function secondsOf(minute: number): Bar[] {
    const cached = seconds.get(minute)
    if (cached) return cached
    return remember(
      seconds,
      minute,
      generateSeconds(params, minute, minuteBar(minute)),
      MINUTES_KEPT,
    )
  }

  /** The whole of day `day` (counted from genesis). */
  function daySummary(day: number): Bar {
    const cached = summaries.get(day)
    if (cached) return cached
    const summary = minutesOf(dayBars(day), 0, MINUTES_PER_DAY, genesis + day * SECONDS_PER_DAY)
    summaries.set(day, summary)
    return summary
  }

  /** Steps [a, b) of one day (a < b ≤ the day's end): seconds, whole minutes, seconds. */
  function withinDay(day: number, a: number, b: number, parts: Bar[]): void {
    const dayStart = genesis + day * SECONDS_PER_DAY
    let t = a
    while (t < b) {
      const minute = Math.floor((t - genesis) / SECONDS_PER_MINUTE)
      const minuteStart = genesis + minute * SECONDS_PER_MINUTE
      const wholeMinutes = Math.floor((b - minuteStart) / SECONDS_PER_MINUTE)
      if (t === minuteStart && wholeMinutes > 0) {
        const k = (minuteStart - dayStart) / SECONDS_PER_MINUTE
        parts.push(minutesOf(dayBars(day), k, k + wholeMinutes, t))
        t += wholeMinutes * SECONDS_PER_MINUTE
      } else {
        const to = Math.min(minuteStart + SECONDS_PER_MINUTE, b)
        parts.push(aggregate(secondsOf(minute).slice(t - minuteStart, to - minuteStart)))
        t = to
      }
    }
  }

  /** The aggregate of the steps in [a, b) (unix s), or null when none exists (before genesis). */
  function range(a: number, b: number): Bar | null {
    const start = Math.max(a, genesis)
    if (start >= b) return null
    const parts: Bar[] = []
    for (let t = start; t < b;) {
      const day = Math.floor((t - genesis) / SECONDS_PER_DAY)
      const dayStart = genesis + day * SECONDS_PER_DAY
      const end = Math.min(b, dayStart + SECONDS_PER_DAY)
      if (t === dayStart && end === dayStart + SECONDS_PER_DAY) parts.push(daySummary(day))
      else withinDay(day, t, end, parts)
      t = end
    }
    return aggregate(parts, start)
  }

  return { genesis, params, range, minuteBar, secondsOf, daySummary }
}
