/**
 * The wallet's money formulas (issue 5; design notes in wallet.ts). Each formula exists only here:
 * the sandbox executes with it and the client machines preview with it, so the confirm sheet shows
 * exactly what the server will do.
 *
 * - Amounts are decimal strings on the wire and in the app, integer minor units (bigint, 10^-scale
 *   of the currency's `decimal_scale`) in the sandbox's SQLite; never floats.
 * - Arithmetic goes through a private big.js constructor whose divisions truncate (40 decimals,
 *   round down), so "rounded down" is a true floor and rounding never credits more than exact.
 * - Checks answer a BusinessErrorCode (the `errors` namespace) or null, the same code the sandbox
 *   refuses with, so a preview and a refusal read the same sentence.
 */
import { Big } from 'big.js'
import type { BusinessErrorCode } from './common'

/** A private constructor: the app-wide Big settings (DP 20, half-up) are not ours to change. */
const D = Big()
D.DP = 40
D.RM = Big.roundDown

/** Spec §5 amount pattern: positive, at most 10 decimals. */
export const AMOUNT_MAX_DECIMALS = 10
/** At most 10 integer digits: 10^10 × 10^8 units stays far inside SQLite's 64-bit integers. */
export const AMOUNT_MAX_INTEGER_DIGITS = 10
/** Digits, optionally a dot and 1–10 decimals; no sign, exponent, spaces or thousands separators. */
export const AMOUNT_PATTERN = /^\d{1,10}(\.\d{1,10})?$/

/** A well-formed decimal string (prices, balances), any sign. */
const DECIMAL = /^-?\d+(\.\d+)?$/

export const isDecimal = (value: string) => DECIMAL.test(value)

/** Decimals written in `amount` ("1.50" → 2). */
export function decimalsOf(amount: string): number {
  const dot = amount.indexOf('.')
  return dot < 0 ? 0 : amount.length - dot - 1
}

/**
 * Why `amount` is not a valid amount of a currency with `scale` decimals, or null:
 * `amountRequired` (empty), `amountInvalid` (not the pattern, or zero), `amountTooPrecise` (more
 * decimals than the currency has).
 */
export function amountIssue(amount: string, scale: number): BusinessErrorCode | null {
  const text = amount.trim()
  if (text === '') return 'amountRequired'
  if (!AMOUNT_PATTERN.test(text) || new D(text).lte(0)) return 'amountInvalid'
  if (decimalsOf(text) > scale) return 'amountTooPrecise'
  return null
}

/** A decimal string with at most `scale` decimals → integer units. Throws on anything else. */
export function toUnits(amount: string, scale: number): bigint {
  const text = amount.trim()
  if (!DECIMAL.test(text)) throw new RangeError(`not a decimal: ${amount}`)
  if (decimalsOf(text) > scale) throw new RangeError(`${amount} has more than ${scale} decimals`)
  const negative = text.startsWith('-')
  const [whole, fraction = ''] = text.replace('-', '').split('.')
  const units = BigInt(whole! + fraction.padEnd(scale, '0'))
  return negative ? -units : units
}

/** Integer units → a decimal string with exactly `scale` decimals ("0.50000000"). */
export function fromUnits(units: bigint, scale: number): string {
  const negative = units < 0n
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0')
  const text = scale === 0 ? digits : `${digits.slice(0, -scale)}.${digits.slice(-scale)}`
  return negative ? `-${text}` : text
}

/** `value` written with exactly `scale` decimals, rounded down (toward zero). */
export const floorTo = (value: string, scale: number) =>
  new D(value).round(scale, Big.roundDown).toFixed(scale)

/** `value` written with exactly `scale` decimals, rounded up (away from zero). */
export const ceilTo = (value: string, scale: number) =>
  new D(value).round(scale, Big.roundUp).toFixed(scale)

export const sumOf = (values: readonly string[]) =>
  values.reduce((acc, v) => acc.plus(v), new D(0)).toString()

export const compareDecimals = (a: string, b: string) => new D(a).cmp(b)

/* ---------- balances ---------- */

/** What a balance row is worth in USDT: (available + locked) × usdt price, exact. */
export const usdtValue = (available: string, locked: string, usdtPrice: string) =>
  new D(available).plus(locked).times(usdtPrice).toString()

/**
 * `usdt_totle` of an account: Σ (available + locked) × usdt_price, rounded down to `scale`
 * decimals (the USDT scale): a total never shows more than is there.
 */
export function accountUsdtTotal(
  rows: ReadonlyArray<{ available: string; locked: string; usdtPrice: string }>,
  scale: number,
): string {
  return floorTo(sumOf(rows.map((r) => usdtValue(r.available, r.locked, r.usdtPrice))), scale)
}

/* ---------- fund transfer (wallet/change) ---------- */

/** Why moving `number` out of an account holding `available` is refused, or null. No fee. */
export function transferIssue(
  number: string,
  available: string,
  scale: number,
): BusinessErrorCode | null {
  const issue = amountIssue(number, scale)
  if (issue) return issue
  return new D(number).gt(available) ? 'insufficientBalance' : null
}

/* ---------- withdrawal (wallet/out) ---------- */

export interface WithdrawalTerms {
  /** The currency's absolute fee (coin units), server-side. */
  fee: string
  /** The smallest `number` accepted. */
  min: string
  scale: number
}

/** What arrives at the destination: number − fee (the fee is inside `number`), never below 0. */
export function withdrawalArrives(number: string, fee: string): string {
  const arrives = new D(number).minus(fee)
  return (arrives.lt(0) ? new D(0) : arrives).toString()
}

/**
 * Why withdrawing `number` from an available change balance of `available` is refused, or null:
 * the amount rules, then `belowMinimum` (below `min`, or nothing would arrive), then
 * `insufficientBalance`.
 */
export function withdrawalIssue(
  number: string,
  available: string,
  terms: WithdrawalTerms,
): BusinessErrorCode | null {
  const issue = amountIssue(number, terms.scale)
  if (issue) return issue
  const n = new D(number)
  if (n.lt(terms.min) || n.lte(terms.fee)) return 'belowMinimum'
  return n.gt(available) ? 'insufficientBalance' : null
}

/** `amount` of a coin priced `price` (USDT) in a coin priced `targetPrice`: exact to 40 decimals, rounded down. */
export const valueIn = (amount: string, price: string, targetPrice: string) =>
  new D(amount).times(price).div(targetPrice).toString()

/**
 * Whether withdrawing `number` stays inside the KYC level's 24 h limit, given the BTC value of one
 * unit (`btcRate`) and what the window has left (`remainingBtc`), both from wallet/get_info. A
 * preview: the sandbox decides with the engine prices of the moment.
 */
export const withinWithdrawLimit = (number: string, btcRate: string, remainingBtc: string) =>
  new D(number).times(btcRate).lte(remainingBtc)

/**
 * The largest `number` a withdrawal's "max" offers: the available balance, capped by what the KYC
 * level's 24 h window has left in this coin (remainingBtc ÷ btcRate, rounded down to `scale`), so
 * `withinWithdrawLimit` holds for it. Without a usable rate or limit, the available balance.
 */
export function maxWithdrawable(
  available: string,
  scale: number,
  btcRate = '',
  remainingBtc = '',
): string {
  const all = new D(available).round(scale, Big.roundDown)
  if (!isDecimal(btcRate) || !isDecimal(remainingBtc) || new D(btcRate).lte(0))
    return all.toFixed(scale)
  const cap = new D(remainingBtc).div(btcRate).round(scale, Big.roundDown)
  return (cap.lt(all) ? (cap.lt(0) ? new D(0) : cap) : all).toFixed(scale)
}

/* ---------- conversion (user/getTransferFee, user/Transfer) ---------- */

export interface ConversionTerms {
  /** USDT price of the from-currency at the quote (USDT itself: 1). */
  fromPrice: string
  toPrice: string
  /** The fee in percent of `number` ("0.2" = 0.2 %). */
  feePercent: string
  fromScale: number
  toScale: number
}

export interface Conversion {
  /** number × fromPrice ÷ toPrice, rounded down to the to-currency's decimals. */
  toAmount: string
  /** number × feePercent / 100, rounded up to the from-currency's decimals, charged on top. */
  fee: string
  /** What leaves the from-wallet: number + fee. */
  debit: string
}

/** The quote of converting `number` (a valid amount of the from-currency). */
export function conversionOf(number: string, terms: ConversionTerms): Conversion {
  const n = new D(number)
  const toAmount = n.times(terms.fromPrice).div(terms.toPrice).round(terms.toScale, Big.roundDown)
  const fee = n.times(terms.feePercent).div(100).round(terms.fromScale, Big.roundUp)
  return {
    toAmount: toAmount.toFixed(terms.toScale),
    fee: fee.toFixed(terms.fromScale),
    debit: n.plus(fee).toFixed(terms.fromScale),
  }
}

/**
 * Why converting `number` with a change balance of `available` is refused, or null: the amount
 * rules, `conversionTooSmall` (nothing would arrive), `insufficientBalance` (number + fee > available).
 */
export function conversionIssue(
  number: string,
  available: string,
  terms: ConversionTerms,
): BusinessErrorCode | null {
  const issue = amountIssue(number, terms.fromScale)
  if (issue) return issue
  const { toAmount, debit } = conversionOf(number, terms)
  if (new D(toAmount).lte(0)) return 'conversionTooSmall'
  return new D(debit).gt(available) ? 'insufficientBalance' : null
}

/**
 * The largest `number` whose debit (number + fee) fits in `available`, for a "max" button: the
 * fee is rounded up, so it is found from available ÷ (1 + p/100) and stepped down until it fits.
 */
export function maxConvertible(available: string, terms: ConversionTerms): string {
  const step = new D(1).div(new D(10).pow(terms.fromScale))
  let n = new D(available)
    .div(new D(1).plus(new D(terms.feePercent).div(100)))
    .round(terms.fromScale, Big.roundDown)
  while (n.gt(0) && new D(conversionOf(n.toFixed(terms.fromScale), terms).debit).gt(available)) {
    n = n.minus(step)
  }
  return (n.lt(0) ? new D(0) : n).toFixed(terms.fromScale)
}
