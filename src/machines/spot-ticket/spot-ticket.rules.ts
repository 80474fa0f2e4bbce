/**
 * The spot ticket's rules (issue 12; api-reference §9; contract/spot.ts): the draft as the
 * sandbox checks it, the request it sends, where a refusal is shown. Every figure comes from
 * spot-math.ts, so the ticket shows what the server will do.
 */
import {
  sideCodes,
  type SpotOrder,
  type SpotOrderRequest,
  type SpotPairRules,
} from '@/api/contract/spot'
import {
  amountForPercent,
  orderIssue,
  previewFill,
  type BookLevel,
  type Fill,
  type OrderCheck,
  type OrderKind,
  type OrderSide,
} from '@/api/contract/spot-math'
import type { ErrorCode } from '@/api/errors'
import type { KeyedContext } from '../keyed-submission'
import { noRefusal, type FormRefusal } from '../money-form'

/** The pair the ticket trades, as the screen names it. */
export interface SpotPair {
  symbol: string
  currencyId: number
  legalId: number
}

/** The market as the screen last reported it: last price and the book, best first. */
export interface SpotMarket {
  price: string
  asks: readonly BookLevel[]
  bids: readonly BookLevel[]
}

/** The user's change-account balances of the pair's two coins. */
export interface SpotBalances {
  base: string
  quote: string
}

export type SpotField = 'price' | 'amount'

export interface SpotTicketContext extends KeyedContext, FormRefusal<SpotField> {
  pair: SpotPair
  side: OrderSide
  kind: OrderKind
  rules: SpotPairRules | null
  balances: SpotBalances | null
  market: SpotMarket
  price: string
  amount: string
  /** The last order placed from this ticket (null against the platform, which answers nothing). */
  order: SpotOrder | null
}

export const noMarket: SpotMarket = { price: '', asks: [], bids: [] }

export const baseOf = (symbol: string) => symbol.split('/')[0] ?? ''
export const quoteOf = (symbol: string) => symbol.split('/')[1] ?? ''

/** The book side an order of `side` fills against: asks for a buy, bids for a sell. */
export const levelsOf = (c: Pick<SpotTicketContext, 'side' | 'market'>) =>
  c.side === 'buy' ? c.market.asks : c.market.bids

/** What the order may spend: quote for a buy, base for a sell. */
export const availableOf = (c: Pick<SpotTicketContext, 'side' | 'balances'>) =>
  (c.side === 'buy' ? c.balances?.quote : c.balances?.base) ?? '0'

/** The sandbox's check of the draft now; without a market price the band is left to the server. */
export function checkOf(c: SpotTicketContext): OrderCheck | null {
  if (!c.rules) return null
  const market = c.market.price !== '' ? c.market.price : c.price.trim()
  return { rules: c.rules, market: market || '1', levels: levelsOf(c), available: availableOf(c) }
}

const draftOf = (c: SpotTicketContext) => ({
  side: c.side,
  kind: c.kind,
  price: c.price.trim(),
  amount: c.amount.trim(),
})

/** The first reason the sandbox would refuse the ticket, or null. */
export function ticketIssue(c: SpotTicketContext): ErrorCode | null {
  const check = checkOf(c)
  if (!check) return 'pairNotFound'
  if (!c.rules!.open) return 'pairClosed'
  return orderIssue(draftOf(c), check)
}

/** What the order does if filled now: limit at its price, market against the book. */
export function previewOf(c: SpotTicketContext): Fill | null {
  const check = checkOf(c)
  return check ? previewFill(draftOf(c), check) : null
}

/** The amount for `percent` of what is available (amountForPercent). */
export function percentAmount(c: SpotTicketContext, percent: number): string {
  if (!c.rules) return c.amount
  const price = c.price.trim()
  return amountForPercent(c.side, c.kind, percent, availableOf(c), price, levelsOf(c), c.rules)
}

/** The `coin/trade` request of the ticket, without its key. */
export function toSpotRequest(c: SpotTicketContext): Omit<SpotOrderRequest, 'idempotency_key'> {
  return {
    currency_id: c.pair.currencyId,
    legal_id: c.pair.legalId,
    type: sideCodes[c.side],
    order_type: c.kind,
    amount: c.amount.trim(),
    target_price: c.kind === 'limit' ? c.price.trim() : undefined,
  }
}

const fieldOfCode: Partial<Record<ErrorCode, SpotField>> = {
  amountRequired: 'amount',
  amountInvalid: 'amount',
  amountTooPrecise: 'amount',
  priceRequired: 'price',
  priceInvalid: 'price',
  priceTooPrecise: 'price',
  priceOutOfBand: 'price',
}
/** The field a refusal is shown under; null: above the button (balance, minimum, book, pair). */
export const fieldOf = (code: ErrorCode | null): SpotField | null =>
  (code && fieldOfCode[code]) ?? null

/** Refusals about the draft: the ticket, not the sheet, shows them. */
const formRefusals = new Set<ErrorCode>([
  ...(Object.keys(fieldOfCode) as ErrorCode[]),
  'insufficientBalance',
  'insufficientLiquidity',
  'orderBelowMinimum',
  'pairClosed',
  'pairNotFound',
  'parameterError',
])
export const isFormRefusal = (code: ErrorCode) => formRefusals.has(code)

/** Live checks while typing: the ones worth saying before the user has finished. */
const liveIssues = new Set<ErrorCode>([
  'amountTooPrecise',
  'priceTooPrecise',
  'priceOutOfBand',
  'insufficientBalance',
  'insufficientLiquidity',
  'pairClosed',
])
/** A problem worth showing as the user types (not "required" on an empty field). */
export function liveIssueOf(c: SpotTicketContext): ErrorCode | null {
  if (c.amount.trim() === '' || (c.kind === 'limit' && c.price.trim() === '')) return null
  const issue = ticketIssue(c)
  return issue && liveIssues.has(issue) ? issue : null
}

/** A new pair: its rules and balances to load, no market yet, an empty draft (side and kind stay). */
export const freshPair = ({ symbol, currencyId, legalId }: SpotPair) => ({
  pair: { symbol, currencyId, legalId },
  rules: null,
  balances: null,
  market: noMarket,
  price: '',
  amount: '',
  requestKey: null,
  ...noRefusal,
})
