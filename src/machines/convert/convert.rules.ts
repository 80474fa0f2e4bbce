/**
 * The convert form's rules (api-reference §5.3; contract/wallet.ts "Convert"): which quote applies,
 * what the request is and why it may not be sent. Figures come from wallet-math.ts only.
 */
import type { ConvertOptions, ConvertQuote, ConvertRequest } from '@/api/contract/wallet'
import { conversionIssue, maxConvertible, type ConversionTerms } from '@/api/contract/wallet-math'
import type { ErrorCode } from '@/api/errors'
import { noRefusal } from '../money-form'

export type ConvertCoin = ConvertOptions['currencies'][number]

export interface ConvertForm {
  coins: ConvertCoin[]
  fromId: number
  toId: number
  amount: string
  quote: ConvertQuote | null
}

export const coinById = (coins: readonly ConvertCoin[], id: number) =>
  coins.find((c) => c.id === id)

/** The starting pair: the asked one when both are convertible and differ, else USDT → the first other coin. */
export function startingPair(coins: readonly ConvertCoin[], fromId?: number, toId?: number) {
  const has = (id?: number) => id !== undefined && coins.some((c) => c.id === id)
  const from = has(fromId) ? fromId! : ((coins.find((c) => c.name === 'USDT') ?? coins[0])?.id ?? 0)
  const to = has(toId) && toId !== from ? toId! : (coins.find((c) => c.id !== from)?.id ?? 0)
  return { fromId: from, toId: to }
}

/** The quote's terms, when the quote is for the pair on screen (after a swap it is not, until the next arrives). */
export function termsOf(f: ConvertForm): ConversionTerms | null {
  const from = coinById(f.coins, f.fromId)
  const to = coinById(f.coins, f.toId)
  const q = f.quote
  if (!from || !to || !q || q.fromCurrencyId !== f.fromId || q.toCurrencyId !== f.toId) return null
  return {
    fromPrice: q.fromPrice,
    toPrice: q.toPrice,
    feePercent: q.feePercent,
    fromScale: from.scale,
    toScale: to.scale,
  }
}

/** Why the amount cannot be converted now (the contract's rules against the change balance). */
export function amountIssueOf(f: ConvertForm): ErrorCode | null {
  const terms = termsOf(f)
  if (!terms) return 'quoteExpired'
  return conversionIssue(f.amount.trim(), coinById(f.coins, f.fromId)?.available ?? '0', terms)
}

/** The "max" amount: the largest number whose debit (number + fee) fits the balance. */
export function maxAmountOf(f: ConvertForm): string | null {
  const terms = termsOf(f)
  return terms ? maxConvertible(coinById(f.coins, f.fromId)?.available ?? '0', terms) : null
}

/** The `user/Transfer` request of the form, without its key. */
export function toConvertRequest(f: ConvertForm): Omit<ConvertRequest, 'idempotency_key'> {
  return {
    number: f.amount.trim(),
    from_currency_id: f.fromId,
    to_currency_id: f.toId,
    quote_id: f.quote?.quoteId ?? '',
  }
}

/** Refusals about the amount: the form, not the sheet, shows them. */
const amountRefusals = new Set<ErrorCode>([
  'amountRequired',
  'amountInvalid',
  'amountTooPrecise',
  'conversionTooSmall',
  'insufficientBalance',
])
export const isAmountRefusal = (code: ErrorCode) => amountRefusals.has(code)

/** A failure that says nothing of whether the server did it: retry exactly that request. */
const unresolved = new Set<ErrorCode>(['network', 'timeout', 'http', 'invalidResponse', 'unknown'])
export const isUnresolved = (code: ErrorCode) => unresolved.has(code)

/**
 * Choosing `side`'s coin: the other side's coin swaps the pair. A new pair is a new request: no
 * price yet, no unanswered attempt; a new from-coin also clears the amount (it was in the old coin).
 */
export function pairChange(f: ConvertForm, side: 'from' | 'to', id: number) {
  const swap = id === (side === 'from' ? f.toId : f.fromId)
  const fromId = swap ? f.toId : side === 'from' ? id : f.fromId
  const toId = swap ? f.fromId : side === 'to' ? id : f.toId
  return {
    fromId,
    toId,
    quote: null,
    quoteReady: false,
    unresolved: false,
    error: null,
    errorField: null,
    serverMessage: '',
    ...(fromId !== f.fromId ? { amount: '' } : {}),
  }
}

/** What a new conversion starts from (the pair stays). */
export const newConversion = {
  amount: '',
  quote: null,
  quoteReady: false,
  priceUpdated: false,
  requestKey: null,
  conversion: null,
  ...noRefusal,
} as const
