/**
 * Number and time display (spec §9). Money arrives as decimal strings and is handled with big.js;
 * Intl receives exact decimal strings, never floats, so nothing is rounded twice.
 * K and M are unit symbols (spec §9 "shown in M … in K"), not words, so they are not translated.
 */
import { Big, type BigSource } from 'big.js'

const MILLION = new Big(1_000_000)
const THOUSAND = new Big(1_000)

export interface NumberOptions {
  /** @default 4 */
  decimals?: number
  /** `down` for balances (never show more than is there), `halfUp` for prices. @default 'halfUp' */
  rounding?: 'down' | 'halfUp'
  /** Prefix `+` on positive values. @default false */
  signed?: boolean
}

function toBig(value: BigSource): Big | null {
  try {
    // the wire writes positive changes as "+1.23"; big.js takes no leading plus
    return new Big(typeof value === 'string' ? value.trim().replace(/^\+/, '') : value)
  } catch {
    return null
  }
}

// Building an Intl.NumberFormat costs far more than using one, and a live list formats thousands
// of figures a second: formatters are made once per locale and option set
const formatters = new Map<string, Intl.NumberFormat>()
function cached(key: string, make: () => Intl.NumberFormat): Intl.NumberFormat {
  let formatter = formatters.get(key)
  if (!formatter) {
    formatter = make()
    formatters.set(key, formatter)
  }
  return formatter
}

function intl(tag: string, decimals: number, signed: boolean) {
  return cached(
    `n|${tag}|${decimals}|${signed}`,
    () =>
      new Intl.NumberFormat(tag, {
        minimumFractionDigits: decimals,
        maximumFractionDigits: decimals,
        signDisplay: signed ? 'exceptZero' : 'auto',
      }),
  )
}

/**
 * Builds the locale's first number formatter ahead of the first render: the first
 * Intl.NumberFormat of a page sets up the engine's number data (~5–20 ms, four times that on a
 * slow phone), the later ones cost almost nothing. Called while the first screen's files load, it
 * keeps that out of the first render's one long task.
 */
export function warmNumberFormat(tag: string): void {
  intl(tag, 2, false).format(0)
}

/** A fixed-decimals number in the user's locale; '--' for a value that is not a number. */
export function formatNumber(value: BigSource, tag: string, opts: NumberOptions = {}): string {
  const big = toBig(value)
  if (!big) return '--'
  const decimals = opts.decimals ?? 4
  const rounded = big.round(decimals, opts.rounding === 'down' ? Big.roundDown : Big.roundHalfUp)
  // Intl formats exact decimal strings (Intl.NumberFormat v3), so precision survives
  return intl(tag, decimals, opts.signed ?? false).format(
    rounded.toFixed(decimals) as unknown as number,
  )
}

/** Spec §9: above 1,000,000 in M with 1 decimal, above 1,000 in K with 1 decimal, else 4 decimals. */
export function formatCompact(value: BigSource, tag: string): string {
  const big = toBig(value)
  if (!big) return '--'
  const abs = big.abs()
  if (abs.gt(MILLION))
    return `${formatNumber(big.div(MILLION), tag, { decimals: 1, rounding: 'down' })}M`
  if (abs.gt(THOUSAND))
    return `${formatNumber(big.div(THOUSAND), tag, { decimals: 1, rounding: 'down' })}K`
  return formatNumber(big, tag, { decimals: 4 })
}

/** A change given in percent units ("1.5" → "+1.50%"). */
export function formatPercent(value: BigSource, tag: string, decimals = 2): string {
  const big = toBig(value)
  if (!big) return '--'
  const fraction = big.div(100).round(decimals + 2, Big.roundHalfUp)
  const formatter = cached(
    `p|${tag}|${decimals}`,
    () =>
      new Intl.NumberFormat(tag, {
        style: 'percent',
        minimumFractionDigits: decimals,
        maximumFractionDigits: decimals,
        signDisplay: 'exceptZero',
      }),
  )
  return formatter.format(fraction.toFixed(decimals + 2) as unknown as number)
}

/** -1, 0 or 1: drives the up/down colour. */
export function direction(value: BigSource): -1 | 0 | 1 {
  const big = toBig(value)
  if (!big) return 0
  return big.cmp(0) as -1 | 0 | 1
}

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

/**
 * Spec §9 relative time: under 5 minutes "just now" (Intl's "now"), then minutes, hours, days up
 * to 30 days, else a date.
 */
export function formatRelativeTime(
  thenMs: number,
  nowMs: number,
  tag: string,
  timeZone?: string,
): string {
  const elapsed = Math.max(0, nowMs - thenMs)
  const rtf = new Intl.RelativeTimeFormat(tag, { numeric: 'auto' })
  if (elapsed < 5 * MINUTE) return rtf.format(0, 'second')
  if (elapsed < HOUR) return rtf.format(-Math.floor(elapsed / MINUTE), 'minute')
  if (elapsed < DAY) return rtf.format(-Math.floor(elapsed / HOUR), 'hour')
  if (elapsed <= 30 * DAY) return rtf.format(-Math.floor(elapsed / DAY), 'day')
  return new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeZone }).format(thenMs)
}
