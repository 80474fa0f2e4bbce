import type { SnapshotFrom } from 'xstate'
import type { BusinessErrorCode } from '@/api/contract/common'
import type { QuickBuyCurrency, QuickBuyOrder } from '@/api/contract/quick-buy'
import {
  QUICK_BUY_BANKS,
  isQuickBuyCountry,
  type QuickBuyBank,
  type QuickBuyField,
  type QuickBuyForm,
  type QuickBuyQuote,
} from '@/api/contract/quick-buy-math'
import type { ErrorCode } from '@/api/errors'
import { moneyFormStatus, type MoneyFormStatus } from '../money-form'
import type { quickBuyMachine } from './quick-buy.machine'
import { quickBuyCountryChoices, quoteOf, shownIssues } from './quick-buy.rules'

export type QuickBuySnapshot = SnapshotFrom<typeof quickBuyMachine>

export interface QuickBuyView {
  status: MoneyFormStatus
  /** The fiats offered, with rate and minimum. */
  currencies: QuickBuyCurrency[]
  /** Every country of the list (ISO codes), the supported ones first. */
  countries: { iso: string; supported: boolean }[]
  form: QuickBuyForm
  /** The chosen fiat's terms; null before they are read. */
  currency: QuickBuyCurrency | null
  /** Fee and USDT for the amount typed; null until it is a valid amount. */
  quote: QuickBuyQuote | null
  /** Minutes the transfer may take before the order is cancelled. */
  windowMinutes: number
  /** Each field's issue worth showing now (left once, or after a submit). */
  issues: Partial<Record<QuickBuyField, BusinessErrorCode>>
  /** The banks of the chosen country (none until a supported one is chosen). */
  banks: readonly QuickBuyBank[]
  isConfirmOpen: boolean
  isSubmitting: boolean
  /** The new rate is being read after `quoteExpired`. */
  isRefreshing: boolean
  error: ErrorCode | null
  errorField: QuickBuyField | null
  serverMessage: string
  order: QuickBuyOrder | null
}

export function toQuickBuyView(s: QuickBuySnapshot): QuickBuyView {
  const c = s.context
  const status = moneyFormStatus(s)
  const country = c.form.country.toUpperCase()
  const currencies = c.terms?.currencies ?? []
  return {
    status,
    currencies,
    countries: quickBuyCountryChoices,
    form: c.form,
    currency: currencies.find((x) => x.currency === c.form.currency) ?? null,
    quote: quoteOf(c.terms, c.form),
    windowMinutes: Math.round((c.terms?.windowSeconds ?? 0) / 60),
    issues: shownIssues(c.form, c.shown),
    banks: isQuickBuyCountry(country) ? QUICK_BUY_BANKS[country] : [],
    isConfirmOpen: s.hasTag('sheetOpen') || s.hasTag('submitting'),
    isSubmitting: s.hasTag('submitting'),
    isRefreshing: s.hasTag('refreshing'),
    error: c.error,
    errorField: c.errorField,
    serverMessage: c.serverMessage,
    order: c.order,
  }
}
