/**
 * Where walk numbers become wire decimals, through big.js. Rounding is half-up to the pair's
 * decimals and monotone (a larger float never rounds lower), so the high of rounded steps is the
 * rounded high: rounding commutes with aggregation and candles of every period agree.
 */
import { Big } from 'big.js'

/** 10^-dp units → Big, by shifting the exponent (exact, and far cheaper than a division). */
const ofUnits = (units: number, dp: number) => new Big(`${units}e-${dp}`)

/** A walk price as a decimal string with `dp` decimals. */
export function formatPrice(value: number, dp: number): string {
  return new Big(value).round(dp, Big.roundHalfUp).toFixed(dp)
}

/** A count of 10^-dp units (a safe integer ≥ 0) as a decimal string: exact digit placement. */
export function formatUnits(units: number, dp: number): string {
  if (!Number.isSafeInteger(units) || units < 0) throw new RangeError(`not a unit count: ${units}`)
  const digits = String(units).padStart(dp + 1, '0')
  return dp === 0 ? digits : `${digits.slice(0, -dp)}.${digits.slice(-dp)}`
}

/** A decimal string as an integer count of 10^-dp units (rounded half-up). */
export function toUnits(decimal: string, dp: number): number {
  return new Big(decimal)
    .times(new Big(`1e${dp}`))
    .round(0, Big.roundHalfUp)
    .toNumber()
}

/** A decimal string as a float, for the walk's own inputs (start price, volatility). */
export function toWalkNumber(decimal: string): number {
  return new Big(decimal).toNumber()
}

/** (close − open) / open in percent, two decimals, "+" when positive: "+1.23", "-0.50", "0.00". */
export function changePercent(open: string, close: string): string {
  const base = new Big(open)
  if (base.eq(0)) return '0.00'
  const change = new Big(close).minus(base).div(base).times(100).round(2, Big.roundHalfUp)
  const text = change.toFixed(2)
  if (change.gt(0)) return `+${text}`
  return change.eq(0) ? '0.00' : text
}

/** `price ± steps × 10^-dp`, as a decimal string. */
export function offsetPrice(price: string, steps: number, dp: number): string {
  return new Big(price).plus(ofUnits(steps, dp)).toFixed(dp)
}

export function isPositive(decimal: string): boolean {
  return new Big(decimal).gt(0)
}
