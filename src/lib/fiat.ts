/**
 * USDT amounts shown in the user's fiat currency (spec §3, §7, §9).
 *
 * - USDT is counted as one US dollar (spec §9 "USD to USDT 1:1"). That is an approximation (the
 *   peg drifts by fractions of a cent), which is why the figures are shown with "≈".
 * - A rate is how many units of the currency one US dollar buys (contract/fiat.ts).
 * - Exact decimal arithmetic (big.js), never floats. Rounding is half-even ("banker's rounding",
 *   the IEEE 754 default): a value exactly halfway goes to the even neighbour, so rounding many
 *   figures (a list of balances, a total beside its parts) has no upward bias. `toFiat` keeps
 *   FIAT_PRECISION decimals; `formatFiat` rounds once more, to the currency's minor unit (2
 *   decimals, 0 for JPY and VND, as ISO 4217 and Intl say), just before display.
 */
import { Big } from 'big.js'

/** Decimals `toFiat` keeps: far below any currency's minor unit, so display rounding decides. */
export const FIAT_PRECISION = 8

function toBig(value: string): Big | null {
  if (!/^\s*[-+]?(\d+(\.\d*)?|\.\d+)\s*$/.test(value)) return null
  return new Big(value.trim().replace(/^\+/, ''))
}

/** `-0` and `0.000` as plain "0"; anything else in normal notation without trailing zeros. */
function plain(value: Big): string {
  return value.eq(0) ? '0' : value.toFixed()
}

/**
 * A USDT amount in the currency whose rate is `rate` (units per US dollar), rounded half-even to
 * FIAT_PRECISION decimals. Throws a TypeError when either is not a decimal string.
 */
export function toFiat(usdtAmount: string, rate: string): string {
  const amount = toBig(usdtAmount)
  const perDollar = toBig(rate)
  if (!amount || !perDollar) throw new TypeError(`toFiat: not a decimal (${usdtAmount}, ${rate})`)
  return plain(amount.times(perDollar).round(FIAT_PRECISION, Big.roundHalfEven))
}

/** `symbol`: "€1,234.56" / "US$ 1.234,56"; `code`: "EUR 1,234.56" (says which currency plainly). */
export type FiatDisplay = 'symbol' | 'code'

const formatters = new Map<string, Intl.NumberFormat>()

/** Intl formatters are costly to build and rows format on every tick: one per locale and currency. */
function formatter(code: string, locale: string, display: FiatDisplay): Intl.NumberFormat {
  const key = `${locale}|${code}|${display}`
  let found = formatters.get(key)
  if (!found) {
    found = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: code,
      currencyDisplay: display,
    })
    formatters.set(key, found)
  }
  return found
}

/** The currency's minor-unit decimals: 2 for most, 0 for JPY and VND. */
export function fiatDecimals(code: string): number {
  return formatter(code, 'en', 'code').resolvedOptions().maximumFractionDigits ?? 2
}

/** `value` rounded half-even to the currency's minor unit, as a decimal string ("1234.56"). */
export function roundFiat(value: string, code: string): string {
  const big = toBig(value)
  if (!big) throw new TypeError(`roundFiat: not a decimal (${value})`)
  const decimals = fiatDecimals(code)
  const rounded = big.round(decimals, Big.roundHalfEven)
  return rounded.eq(0) ? new Big(0).toFixed(decimals) : rounded.toFixed(decimals)
}

/**
 * A fiat amount for display in `locale` ("€1,234.56", "¥1,235", "₫26,125"), rounded half-even to
 * the currency's minor unit; '--' when `value` is not a decimal or `code` not a currency code.
 */
export function formatFiat(
  value: string,
  code: string,
  locale: string,
  display: FiatDisplay = 'symbol',
): string {
  try {
    // Intl formats exact decimal strings (Intl.NumberFormat v3), so nothing is rounded twice
    return formatter(code, locale, display).format(roundFiat(value, code) as unknown as number)
  } catch {
    return '--'
  }
}
