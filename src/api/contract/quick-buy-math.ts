/**
 * Quick buy by bank transfer: the formulas and every check (issue 18; product-spec §3 quick-buy
 * payer, §4 states, §5 "integer amount at or above a minimum; country, currency, payment method
 * and bank must be selected; all bank-card fields are required", §8 "Your area is temporarily
 * not supported", §9 "USD to USDT 1:1", the countries; api-reference §16.2). The contract is
 * quick-buy.ts. Each formula and check exists only here: the sandbox refuses and credits with
 * them, and the form previews with them, so what the user is shown is what is credited.
 *
 * The product's rules (the spec gives no figures beyond USD:USDT 1:1 and the countries; decided
 * here as a demanding user of a top exchange would expect):
 * - **Currencies**: USD, THB, PHP and VND: the app's display fiats (contract/fiat.ts) that are
 *   the money of a supported country (§9: USA, Thailand, Philippines, Vietnam). A payer from any
 *   supported country may pay in any of them (an international transfer).
 * - **Rate** (fiat per USDT) = the fiat's reference rate per US dollar (the sandbox's fixed
 *   table, server/src/routes/fiat.ts) × 1, since USD:USDT is 1:1 (§9). The order LOCKS the rate
 *   of its creation: what it credits is fixed then and never recomputed, whatever the rate does
 *   before the transfer arrives. The form may send the rate it showed (`rate`): an order is
 *   never made at a rate the user did not confirm (`quoteExpired`, quickBuyRateIssue).
 * - **Amount**: a whole number of the fiat (§5 "integer"), at or above the fiat's minimum
 *   (QUICK_BUY_TERMS; about 50 USD each). No maximum of our own beyond the wallet's amount
 *   pattern (10 integer digits).
 * - **Fee**: 1 % of the amount, at least the fiat's minimum fee (about 1 USD), rounded UP to the
 *   fiat's minor unit (cents; VND has none). The fee is taken from the fiat before conversion.
 * - **You receive** = (amount − fee) ÷ rate, rounded DOWN to USDT's scale (4): never more than
 *   the transfer pays for. The minimums are set so this is always positive.
 * - **Payment window**: 30 minutes from creation (QUICK_BUY_WINDOW_SECONDS). Until then the
 *   order is "to be paid"; the user may cancel it; when the window passes without the transfer
 *   being marked received, a job on the sandbox clock cancels it (status expired). A transfer
 *   that arrives later is returned by the bank desk outside the app (not modelled).
 * - **Payer** (§3, all required, §5): first and last name (1–50 letters of any script, spaces,
 *   apostrophes, dots and hyphens; anything else is `specialCharacters`), e-mail, phone
 *   (optional +, 6–15 digits, spaces and hyphens allowed between), tax id (4–20 letters or
 *   digits, with dots, hyphens and slashes between), country (ISO code; one outside the
 *   supported list is `areaNotSupported`, "Your area is temporarily not supported", §8), bank
 *   (one of that country's banks in QUICK_BUY_BANKS; the sandbox's are made up).
 * - **Payment method**: bank transfer only ("Third party" of §16.2 is not built).
 */
import { Big } from 'big.js'
import type { BusinessErrorCode } from './common'
import { AMOUNT_PATTERN, ceilTo, floorTo } from './wallet-math'

const D = Big()
D.DP = 40
D.RM = Big.roundDown

/** 30 minutes to transfer before the order is cancelled. */
export const QUICK_BUY_WINDOW_SECONDS = 1800
/** USDT's scale in the wallet (currency 3, decimal_scale 4). */
export const QUICK_BUY_USDT_SCALE = 4
/** The fee: 1 % (of the fiat amount), at least the fiat's `minFee`. */
export const QUICK_BUY_FEE_PERCENT = '1'

export const quickBuyFiats = ['USD', 'THB', 'PHP', 'VND'] as const
export type QuickBuyFiat = (typeof quickBuyFiats)[number]
export const isQuickBuyFiat = (value: unknown): value is QuickBuyFiat =>
  typeof value === 'string' && (quickBuyFiats as readonly string[]).includes(value)

export interface QuickBuyFiatTerms {
  /** Decimals of the fiat's minor unit. */
  scale: number
  /** The smallest amount accepted, whole fiat. */
  min: string
  /** The smallest fee, in the fiat. */
  minFee: string
}

/** Minimums and minimum fees: about 50 USD and 1 USD in each fiat. */
export const QUICK_BUY_TERMS: Record<QuickBuyFiat, QuickBuyFiatTerms> = {
  USD: { scale: 2, min: '50', minFee: '1' },
  THB: { scale: 2, min: '1600', minFee: '32' },
  PHP: { scale: 2, min: '2800', minFee: '56' },
  VND: { scale: 0, min: '1300000', minFee: '26000' },
}

export const quickBuyPayMethods = ['bank_transfer'] as const
export type QuickBuyPayMethod = (typeof quickBuyPayMethods)[number]

/** §9: the countries a payer may be from (ISO 3166-1 alpha-2), in the spec's order. */
export const quickBuyCountries = ['US', 'NG', 'TH', 'ID', 'BR', 'IN', 'VN', 'MX', 'PH'] as const
export type QuickBuyCountry = (typeof quickBuyCountries)[number]
export const isQuickBuyCountry = (value: string): value is QuickBuyCountry =>
  (quickBuyCountries as readonly string[]).includes(value)

export interface QuickBuyBank {
  code: string
  name: string
}

/** The payer's bank, chosen from their country's list: made-up sandbox banks, codes `<ISO>-n`. */
export const QUICK_BUY_BANKS = {} as Record<QuickBuyCountry, readonly QuickBuyBank[]>
for (const iso of quickBuyCountries)
  QUICK_BUY_BANKS[iso] = [1, 2, 3].map((n) => ({
    code: `${iso}-${n}`,
    name: `Sandbox Bank ${iso} ${n}`,
  }))

/** The fee on `amount` (whole fiat): max(1 %, minFee), rounded up to the fiat's unit. */
export function quickBuyFee(amount: string, fiat: QuickBuyFiat): string {
  const t = QUICK_BUY_TERMS[fiat]
  const pct = new D(amount).times(QUICK_BUY_FEE_PERCENT).div(100)
  const fee = pct.gt(t.minFee) ? pct : new D(t.minFee)
  return ceilTo(fee.toString(), t.scale)
}

/** USDT received for `amount` at `rate` (fiat per USDT): (amount − fee) ÷ rate, rounded down. */
export function quickBuyReceive(amount: string, fee: string, rate: string): string {
  const net = new D(amount).minus(fee)
  if (net.lte(0)) return floorTo('0', QUICK_BUY_USDT_SCALE)
  return floorTo(net.div(rate).toString(), QUICK_BUY_USDT_SCALE)
}

export interface QuickBuyQuote {
  /** The amount, normalised (no decimals written). */
  amount: string
  /** At the fiat's scale. */
  fee: string
  rate: string
  /** USDT at its scale. */
  receive: string
}

/** What `amount` buys at `rate`: fee and USDT (call after `quickBuyAmountIssue` says null). */
export function quickBuyQuote(amount: string, fiat: QuickBuyFiat, rate: string): QuickBuyQuote {
  const whole = new D(amount.trim()).toFixed(0)
  const fee = quickBuyFee(whole, fiat)
  return { amount: whole, fee, rate, receive: quickBuyReceive(whole, fee, rate) }
}

/** Why `amount` is not a valid quick-buy amount of `fiat`, or null. */
export function quickBuyAmountIssue(amount: string, fiat: QuickBuyFiat): BusinessErrorCode | null {
  const text = amount.trim()
  if (text === '') return 'amountRequired'
  if (!AMOUNT_PATTERN.test(text) || new D(text).lte(0)) return 'amountInvalid'
  if (!new D(text).mod(1).eq(0)) return 'quickBuyAmountNotInteger'
  if (new D(text).lt(QUICK_BUY_TERMS[fiat].min)) return 'quickBuyBelowMinimum'
  return null
}

/** The form's fields, named as on the wire, in the order they are checked. */
export const quickBuyFields = [
  'currency',
  'pay_method',
  'amount',
  'first_name',
  'last_name',
  'email',
  'phone',
  'tax_id',
  'country',
  'bank',
] as const
export type QuickBuyField = (typeof quickBuyFields)[number]
export type QuickBuyForm = Record<QuickBuyField, string>

const NAME = /^[\p{L}\p{M}][\p{L}\p{M} '.-]{0,49}$/u
const EMAIL = /^[^\s@]{1,64}@[^\s@]+\.[^\s@]{2,}$/
const PHONE = /^\+?\d(?:[ -]?\d){5,14}$/
const TAX_ID = /^[A-Za-z0-9](?:[./-]?[A-Za-z0-9]){3,19}$/

/** Why one field is not acceptable, or null (the amount is checked in its currency). */
export function quickBuyFieldIssue(
  field: QuickBuyField,
  form: QuickBuyForm,
): BusinessErrorCode | null {
  const value = form[field].trim()
  switch (field) {
    case 'currency':
      if (value === '') return 'fieldRequired'
      return isQuickBuyFiat(value) ? null : 'quickBuyCurrencyNotSupported'
    case 'pay_method':
      if (value === '') return 'fieldRequired'
      return (quickBuyPayMethods as readonly string[]).includes(value)
        ? null
        : 'paymentMethodNotSupported'
    case 'amount':
      // without a valid currency the minimum is unknown: the currency's own issue is shown
      if (value === '') return 'amountRequired'
      return isQuickBuyFiat(form.currency.trim())
        ? quickBuyAmountIssue(value, form.currency.trim() as QuickBuyFiat)
        : null
    case 'first_name':
    case 'last_name':
      if (value === '') return 'fieldRequired'
      if (value.length > 50) return 'nameInvalid'
      return NAME.test(value) ? null : 'specialCharacters'
    case 'email':
      if (value === '') return 'fieldRequired'
      return value.length <= 254 && EMAIL.test(value) ? null : 'emailInvalid'
    case 'phone':
      if (value === '') return 'fieldRequired'
      return PHONE.test(value) ? null : 'phoneInvalid'
    case 'tax_id':
      if (value === '') return 'fieldRequired'
      return TAX_ID.test(value) ? null : 'taxIdInvalid'
    case 'country':
      if (value === '') return 'fieldRequired'
      return isQuickBuyCountry(value.toUpperCase()) ? null : 'areaNotSupported'
    case 'bank': {
      if (value === '') return 'fieldRequired'
      const country = form.country.trim().toUpperCase()
      // the country's own issue comes first; a bank without a supported country is not checked
      if (!isQuickBuyCountry(country)) return null
      return QUICK_BUY_BANKS[country].some((b) => b.code === value) ? null : 'bankNotSupported'
    }
  }
}

export interface QuickBuyIssue {
  field: QuickBuyField
  code: BusinessErrorCode
}

/** Every field's issue (the form draws them all); fields without one are left out. */
export function quickBuyIssues(
  form: QuickBuyForm,
): Partial<Record<QuickBuyField, BusinessErrorCode>> {
  const issues: Partial<Record<QuickBuyField, BusinessErrorCode>> = {}
  for (const field of quickBuyFields) {
    const code = quickBuyFieldIssue(field, form)
    if (code) issues[field] = code
  }
  return issues
}

/** The first issue in field order (what the sandbox refuses with), or null. */
export function quickBuyIssue(form: QuickBuyForm): QuickBuyIssue | null {
  for (const field of quickBuyFields) {
    const code = quickBuyFieldIssue(field, form)
    if (code) return { field, code }
  }
  return null
}

/**
 * Why an order cannot be made at `rate` when the user confirmed `quoted` ('' = not sent), or
 * null: `parameterError` for a quoted rate that is no decimal, `quoteExpired` when it is not the
 * current rate (the sheet shows the new one and the user confirms again).
 */
export function quickBuyRateIssue(quoted: string, rate: string): BusinessErrorCode | null {
  const text = quoted.trim()
  if (text === '') return null
  if (!/^\d+(\.\d+)?$/.test(text)) return 'parameterError'
  return new D(text).eq(rate) ? null : 'quoteExpired'
}

/** Whole seconds left to pay at `now` (epoch ms), rounded up; 0 once the window has passed. */
export const secondsLeft = (now: number, expiresAt: number) =>
  Math.max(0, Math.ceil((expiresAt - now) / 1000))
