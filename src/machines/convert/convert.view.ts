import type { SnapshotFrom } from 'xstate'
import { CONVERT_INTERVAL_SECONDS, type ConversionRecord } from '@/api/contract/wallet'
import { amountIssue, conversionOf, type Conversion, valueIn } from '@/api/contract/wallet-math'
import type { ErrorCode } from '@/api/errors'
import {
  figureOf,
  liveIssue,
  moneyFormStatus,
  type Figure,
  type MoneyFormStatus,
} from '../money-form'
import type { convertQuoteMachine } from './convert-quote.machine'
import type { convertMachine } from './convert.machine'
import { amountIssueOf, coinById, termsOf, type ConvertCoin } from './convert.rules'

export type ConvertSnapshot = SnapshotFrom<typeof convertMachine>

export type ConvertStatus = MoneyFormStatus | 'waiting'
export type QuoteState = 'fetching' | 'live' | 'held' | 'failed'

export interface ConvertView {
  status: ConvertStatus
  /** Every convertible coin, for both pickers. */
  coins: ConvertCoin[]
  from: ConvertCoin | null
  to: ConvertCoin | null
  amount: string
  quote: {
    state: QuoteState
    /** Seconds the price shown has left (0 while held or fetching). */
    secondsLeft: number
    /** What one unit of the from-coin buys at this price (exact; shown with the to-coin's decimals). */
    rate: string | null
    /** The fee in percent of the amount, charged on top ("0.2"). */
    feePercent: Figure | null
  }
  /** The conversion of the typed amount at this price; null while it is not a valid amount or no price is known. */
  preview: Conversion | null
  /** A problem with the amount worth showing while typing (balance, too small, decimals). */
  amountIssue: ErrorCode | null
  /** A price for this pair is known: max and convert work. */
  hasPrice: boolean
  isConfirmOpen: boolean
  isSubmitting: boolean
  /** The sheet's confirm can be tapped (a live price, no wait running). */
  canConfirm: boolean
  /** Seconds until the 3 s rule lets the next conversion through. */
  waitSeconds: number
  /** The rule itself: one conversion per this many seconds. */
  intervalSeconds: number
  /** The price moved while the sheet was open. */
  priceUpdated: boolean
  error: ErrorCode | null
  errorField: 'amount' | null
  serverMessage: string
  conversion: ConversionRecord | null
}

/** The invoked price's snapshot (`snapshot.children.quote`), while there is one. */
export type ConvertQuoteSnapshot = SnapshotFrom<typeof convertQuoteMachine>

const statusOf = (s: ConvertSnapshot): ConvertStatus =>
  s.hasTag('waiting') ? 'waiting' : moneyFormStatus(s)

const quoteStates = ['live', 'held', 'failed'] as const

const quoteStateOf = (q: ConvertQuoteSnapshot | undefined): QuoteState =>
  quoteStates.find((tag) => q?.hasTag(tag)) ?? 'fetching'

export function toConvertView(s: ConvertSnapshot, quote?: ConvertQuoteSnapshot): ConvertView {
  const c = s.context
  const status = statusOf(s)
  const quoteState = quoteStateOf(quote)
  const terms = termsOf(c)
  const amount = c.amount.trim()
  const from = coinById(c.coins, c.fromId) ?? null
  const valid = terms !== null && from !== null && amountIssue(amount, from.scale) === null
  return {
    status,
    coins: c.coins,
    from,
    to: coinById(c.coins, c.toId) ?? null,
    amount: c.amount,
    quote: {
      state: quoteState,
      secondsLeft: quoteState === 'live' ? quote!.context.secondsLeft : 0,
      rate: terms ? valueIn('1', terms.fromPrice, terms.toPrice) : null,
      feePercent: terms ? figureOf(terms.feePercent) : null,
    },
    preview: valid ? conversionOf(amount, terms) : null,
    amountIssue: terms ? liveIssue(amount, amountIssueOf(c)) : null,
    hasPrice: terms !== null,
    isConfirmOpen: status === 'confirming' || status === 'waiting' || status === 'submitting',
    isSubmitting: status === 'submitting',
    canConfirm: status === 'confirming' && c.quoteReady && terms !== null,
    waitSeconds: status === 'waiting' ? c.waitSeconds : 0,
    intervalSeconds: CONVERT_INTERVAL_SECONDS,
    priceUpdated: c.priceUpdated,
    error: c.error,
    errorField: c.errorField,
    serverMessage: c.serverMessage,
    conversion: c.conversion,
  }
}
