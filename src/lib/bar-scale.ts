import { Big } from 'big.js'

/**
 * Each decimal string's absolute value over the largest absolute value, as a number from 0 to 1,
 * for drawing bars (a chart's geometry only: never a figure shown or added up). The largest is
 * found exactly with big.js; only the ratio becomes a `Number`. All zero (or none): all 0;
 * what is not a decimal counts as 0.
 */
export function barShares(values: readonly string[]): number[] {
  const abs = values.map((v) => {
    try {
      return new Big(v).abs()
    } catch {
      return new Big(0)
    }
  })
  const max = abs.reduce((m, v) => (v.gt(m) ? v : m), new Big(0))
  return abs.map((v) => (max.gt(0) ? Number(v.div(max).toFixed(6)) : 0))
}
