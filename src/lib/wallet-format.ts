/**
 * Wallet figures for display (issue 5): coin amounts with their currency's decimals, signed ledger
 * changes, and the hidden-balances mask. Amounts are decimal strings handled with big.js (through
 * format.ts); nothing here is ever a float. The money formulas themselves live once, in
 * contract/wallet-math.ts; this only writes their results.
 */
import { Big } from 'big.js'
import { formatNumber } from './format'

/** What a figure reads while the user hides balances (never the digits, not even their count). */
export const HIDDEN_FIGURE = '****'

/** Decimals a coin shows when its scale is unknown. */
const DEFAULT_SCALE = 8

function toBig(value: string): Big | null {
  try {
    return new Big(value.trim())
  } catch {
    return null
  }
}

/**
 * A coin amount with exactly its currency's `scale` decimals, rounded down (a balance never shows
 * more than is there): "0.52340000", "12,500.5000". '--' for what is not a decimal.
 */
export function formatCoin(value: string, scale: number, tag: string): string {
  return formatNumber(value, tag, {
    decimals: scale >= 0 ? scale : DEFAULT_SCALE,
    rounding: 'down',
  })
}

/** A signed change of a balance ("+15,752.5000", "-2.0000"); zero has no sign. */
export function formatCoinChange(value: string, scale: number, tag: string): string {
  return formatNumber(value, tag, {
    decimals: scale >= 0 ? scale : DEFAULT_SCALE,
    rounding: 'down',
    signed: true,
  })
}

/**
 * A coin amount with the decimals it was written with (records carry no scale): "0.25" stays
 * "0.25", "500.0000" stays "500.0000"; `signed` adds "+" to a positive change.
 */
export function formatCoinAsWritten(value: string, tag: string, signed = false): string {
  const dot = value.indexOf('.')
  const decimals = dot < 0 ? 0 : value.trim().length - dot - 1
  return formatNumber(value, tag, { decimals, rounding: 'down', signed })
}

/**
 * A token amount to at most its token's `scale` decimals (rounded down), trailing zeros dropped:
 * "2000.0000" at 4 is "2,000", "0.5000" is "0.5", "0.0000" is "0". Without a scale (a record that
 * carries none) only the trailing zeros go. '--' for what is not a decimal.
 */
export function formatTokenAmount(value: string, tag: string, scale?: number): string {
  const big = toBig(value)
  if (!big) return '--'
  const down = scale !== undefined && scale >= 0 ? big.round(scale, Big.roundDown) : big
  // big.js keeps no trailing zeros: toFixed() without decimals writes only the digits there are
  return formatCoinAsWritten(down.toFixed(), tag)
}

/** -1, 0 or 1 for a decimal string; 0 for what is not one. */
export function signOf(value: string): -1 | 0 | 1 {
  const big = toBig(value)
  return big ? (big.cmp(0) as -1 | 0 | 1) : 0
}

/** Whether a decimal string is zero ("0", "0.0000"); what is not a decimal counts as zero. */
export const isZeroAmount = (value: string) => signOf(value) === 0

const dateTimes = new Map<string, Intl.DateTimeFormat>()

/**
 * How much of a time to write: `minute` ("Mar 1, 2025, 11:15 AM", records), `second` ("Mar 1,
 * 2025, 11:15:30 AM", engine ticks), `clock` ("11:15:30 AM", a tick of the last minutes), `date`
 * ("Mar 1, 2025", a day such as a lock's maturity).
 */
export type TimePrecision = 'minute' | 'second' | 'clock' | 'date'
const styles: Record<TimePrecision, Intl.DateTimeFormatOptions> = {
  minute: { dateStyle: 'medium', timeStyle: 'short' },
  second: { dateStyle: 'medium', timeStyle: 'medium' },
  clock: { timeStyle: 'medium' },
  date: { dateStyle: 'medium' },
}

/**
 * A record's time (epoch ms) as date and time in the user's language ("Mar 1, 2025, 11:15 AM"),
 * in `timeZone` (stories and tests pin it; the device's zone otherwise).
 */
export function formatDateTime(
  ms: number,
  tag: string,
  timeZone?: string,
  precision: TimePrecision = 'minute',
): string {
  const key = `${tag}|${timeZone ?? ''}|${precision}`
  let formatter = dateTimes.get(key)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(tag, { ...styles[precision], timeZone })
    dateTimes.set(key, formatter)
  }
  return formatter.format(ms)
}
