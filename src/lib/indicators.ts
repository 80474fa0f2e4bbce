/**
 * Chart indicators over candle closes: MA(n), EMA(n) and BOLL(n, k).
 *
 * These work on JavaScript numbers, not big.js decimals, on purpose: their only consumer is the
 * chart library, which draws numbers, and a moving average is a picture of a trend, not an amount
 * anyone pays. Prices shown as text keep coming from the decimal strings (STYLE §3.2).
 *
 * Every function returns an array aligned with its input: `undefined` where there is not enough
 * history yet (the first n − 1 points), a number everywhere else.
 */

export type Series = (number | undefined)[]

export interface BollingerPoint {
  middle: number
  upper: number
  lower: number
}

function assertPeriod(period: number) {
  if (!Number.isInteger(period) || period < 1) {
    throw new RangeError(`indicator period must be a positive integer, got ${period}`)
  }
}

/** Closing prices as numbers; a close that is not a number gives NaN (and a gap on the chart). */
export function closesOf(candles: readonly { close: string }[]): number[] {
  return candles.map((c) => Number(c.close))
}

/**
 * Simple moving average: the mean of the last `period` values. Each window is summed afresh
 * (period ≤ a few hundred), so rounding errors do not pile up along a long series.
 */
export function movingAverage(values: readonly number[], period: number): Series {
  assertPeriod(period)
  return values.map((_, i) => {
    if (i < period - 1) return undefined
    let sum = 0
    for (let j = i - period + 1; j <= i; j++) sum += values[j] as number
    return sum / period
  })
}

/**
 * Exponential moving average with α = 2 / (period + 1), seeded with the simple average of the
 * first `period` values (TradingView's `ta.ema` convention), so its first value equals MA(period).
 */
export function exponentialMovingAverage(values: readonly number[], period: number): Series {
  assertPeriod(period)
  const alpha = 2 / (period + 1)
  const out: Series = []
  let previous: number | undefined
  for (let i = 0; i < values.length; i++) {
    if (i < period - 1) {
      out.push(undefined)
      continue
    }
    if (previous === undefined) {
      let sum = 0
      for (let j = 0; j < period; j++) sum += values[j] as number
      previous = sum / period
    } else {
      previous = alpha * (values[i] as number) + (1 - alpha) * previous
    }
    out.push(previous)
  }
  return out
}

/**
 * Bollinger bands: middle = MA(period), upper/lower = middle ± k × the population standard
 * deviation of the same window. @default period 20, k 2
 */
export function bollinger(
  values: readonly number[],
  period = 20,
  k = 2,
): (BollingerPoint | undefined)[] {
  const middle = movingAverage(values, period)
  return middle.map((mean, i) => {
    if (mean === undefined) return undefined
    let squares = 0
    for (let j = i - period + 1; j <= i; j++) squares += ((values[j] as number) - mean) ** 2
    const width = k * Math.sqrt(squares / period)
    return { middle: mean, upper: mean + width, lower: mean - width }
  })
}
