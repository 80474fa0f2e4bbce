/**
 * The quick-buy form's rules (issue 18; product-spec §3 quick-buy payer, §5; every check and
 * formula is quick-buy-math's, none is repeated here): the form as typed, the request it sends,
 * the quote for the amount typed, and which issues are worth showing yet.
 */
import { AREA_ROWS } from '@/api/contract/auth-areas'
import type { BusinessErrorCode } from '@/api/contract/common'
import type { QuickBuyCreateRequest, QuickBuyCurrencies } from '@/api/contract/quick-buy'
import type { ErrorCode } from '@/api/errors'
import {
  isQuickBuyCountry,
  isQuickBuyFiat,
  quickBuyAmountIssue,
  quickBuyCountries,
  quickBuyFields,
  quickBuyIssues,
  quickBuyQuote,
  type QuickBuyField,
  type QuickBuyForm,
  type QuickBuyQuote,
} from '@/api/contract/quick-buy-math'

/** A new form: US dollars by bank transfer, nothing else filled. */
export const blankQuickBuyForm: QuickBuyForm = {
  currency: 'USD',
  pay_method: 'bank_transfer',
  amount: '',
  first_name: '',
  last_name: '',
  email: '',
  phone: '',
  tax_id: '',
  country: '',
  bank: '',
}

/** Longest text kept in a field (the checks refuse anything longer anyway). */
const FIELD_TEXT_MAX = 254

/** A field as typed: the amount keeps digits and a dot (so "1.5" is refused, not changed). */
export function fieldText(field: QuickBuyField, value: string): string {
  if (field === 'amount')
    return value
      .replace(/,/g, '.')
      .replace(/[^\d.]/g, '')
      .slice(0, 16)
  return value.slice(0, FIELD_TEXT_MAX)
}

/** The form after `field` changed: another country clears the bank (its list changes). */
export function withField(form: QuickBuyForm, field: QuickBuyField, value: string): QuickBuyForm {
  const next = { ...form, [field]: fieldText(field, value) }
  if (field === 'country' && value !== form.country) next.bank = ''
  return next
}

/** The current rate of the chosen fiat (fiat per USDT), or null. */
export function rateOf(terms: QuickBuyCurrencies | null, currency: string): string | null {
  return terms?.currencies.find((c) => c.currency === currency)?.rate ?? null
}

/** What the amount typed buys at the current rate: fee and USDT; null until it is valid. */
export function quoteOf(
  terms: QuickBuyCurrencies | null,
  form: QuickBuyForm,
): QuickBuyQuote | null {
  const rate = rateOf(terms, form.currency)
  if (!rate || !isQuickBuyFiat(form.currency)) return null
  if (quickBuyAmountIssue(form.amount, form.currency) !== null) return null
  return quickBuyQuote(form.amount, form.currency, rate)
}

/** quick_buy/create's request for the form (without its key), with the rate shown. */
export const toCreateRequest = (c: {
  form: QuickBuyForm
  terms: QuickBuyCurrencies | null
}): Omit<QuickBuyCreateRequest, 'idempotency_key'> => ({
  ...Object.fromEntries(quickBuyFields.map((f) => [f, c.form[f].trim()])),
  rate: rateOf(c.terms, c.form.currency) ?? '',
})

/** Every field issue of the form, shown for the fields in `shown` (left once, or all on submit). */
export function shownIssues(
  form: QuickBuyForm,
  shown: readonly QuickBuyField[],
): Partial<Record<QuickBuyField, BusinessErrorCode>> {
  const all = quickBuyIssues(form)
  return Object.fromEntries(
    Object.entries(all).filter(([f]) => shown.includes(f as QuickBuyField)),
  ) as Partial<Record<QuickBuyField, BusinessErrorCode>>
}

/** The field a server refusal is about (it is shown under it), or null: the whole form. */
const refusalFields: Partial<Record<ErrorCode, QuickBuyField>> = {
  quickBuyCurrencyNotSupported: 'currency',
  paymentMethodNotSupported: 'pay_method',
  amountRequired: 'amount',
  amountInvalid: 'amount',
  quickBuyAmountNotInteger: 'amount',
  quickBuyBelowMinimum: 'amount',
  nameInvalid: 'first_name',
  specialCharacters: 'first_name',
  emailInvalid: 'email',
  phoneInvalid: 'phone',
  taxIdInvalid: 'tax_id',
  areaNotSupported: 'country',
  bankNotSupported: 'bank',
}
export const fieldOfRefusal = (code: ErrorCode): QuickBuyField | null => refusalFields[code] ?? null

/**
 * The countries offered (ISO codes): the supported ones first (spec §9's order), then every other
 * country of the area list, which the form refuses with `areaNotSupported` (spec §8).
 */
export const quickBuyCountryChoices: { iso: string; supported: boolean }[] = [
  ...quickBuyCountries.map((iso) => ({ iso, supported: true })),
  ...AREA_ROWS.filter(([iso]) => !isQuickBuyCountry(iso)).map(([iso]) => ({
    iso,
    supported: false,
  })),
]
