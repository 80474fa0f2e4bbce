/**
 * Candle buckets in unix seconds, UTC: minute periods and days align to midnight, weeks start on
 * Monday, months and years on the calendar. Every bucket of every period is a whole number of
 * UTC days or a whole number of minutes inside one day, so coarse candles are unions of finer ones.
 */
import {
  periodAliases,
  type CanonicalPeriod,
  type KlinePeriod,
} from '../../../src/api/contract/market'

const MINUTE = 60
const DAY = 86_400
const WEEK = 7 * DAY
/** 1970-01-05, the first Monday of the unix epoch. */
const FIRST_MONDAY = 4 * DAY

const fixedSize: Partial<Record<CanonicalPeriod, number>> = {
  '1min': MINUTE,
  '5min': 5 * MINUTE,
  '15min': 15 * MINUTE,
  '30min': 30 * MINUTE,
  '60min': 60 * MINUTE,
  '1day': DAY,
}

export function canonical(period: KlinePeriod): CanonicalPeriod {
  return periodAliases[period]
}

const floorTo = (t: number, size: number, origin = 0) => t - ((((t - origin) % size) + size) % size)

function calendar(t: number): { year: number; month: number } {
  const date = new Date(t * 1000)
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() }
}

/** Start (unix s) of the bucket of `period` that contains `t`. */
export function bucketStart(period: CanonicalPeriod, t: number): number {
  const size = fixedSize[period]
  if (size) return floorTo(t, size)
  if (period === '1week') return floorTo(t, WEEK, FIRST_MONDAY)
  const { year, month } = calendar(t)
  return Date.UTC(year, period === '1mon' ? month : 0, 1) / 1000
}

/** Start (unix s) of the bucket after the one starting at `start`. */
export function bucketEnd(period: CanonicalPeriod, start: number): number {
  const size = fixedSize[period]
  if (size) return start + size
  if (period === '1week') return start + WEEK
  const { year, month } = calendar(start)
  return period === '1mon' ? Date.UTC(year, month + 1, 1) / 1000 : Date.UTC(year + 1, 0, 1) / 1000
}
