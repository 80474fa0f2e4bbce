/**
 * The futures ticket's rules (issue 13; api-reference §7.2–7.3; contract/lever.ts): the draft as
 * the sandbox checks it (openIssue), the request it sends, the preview (openTerms, the liquidation
 * estimate and the risk rate after the trade), where a refusal is shown. Every figure comes from
 * lever-math.ts, so the ticket shows what the server will do.
 */
import {
  MARKET_DUMMY_PRICE,
  leverKindCodes,
  positionSideCodes,
  type LeverDeal,
  type LeverOrderKind,
  type LeverPosition,
  type LeverRules,
  type LeverSubmitRequest,
  type PositionSide,
} from '@/api/contract/lever'
import {
  liquidationPrice,
  lotsIssue,
  maxLots,
  openIssue,
  openTerms,
  riskRate,
  unrealisedPnl,
  type ExposurePosition,
  type OpenTerms,
} from '@/api/contract/lever-math'
import { priceIssue } from '@/api/contract/spot-math'
import { fromUnits, toUnits } from '@/api/contract/wallet-math'
import type { ErrorCode } from '@/api/errors'
import type { KeyedContext } from '../keyed-submission'
import { noRefusal, type FormRefusal } from '../money-form'

/** The pair the ticket trades, as the screen names it. */
export interface LeverPair {
  symbol: string
  currencyId: number
  legalId: number
}

/** What lever/deal told the ticket (the balance and positions are re-read after each opening). */
export type LeverTerms = Pick<LeverDeal, 'rules' | 'open' | 'lastPrice' | 'balance' | 'positions'>

export type LeverField = 'lots' | 'price'

export interface LeverTicketContext extends KeyedContext, FormRefusal<LeverField> {
  pair: LeverPair
  side: PositionSide
  kind: LeverOrderKind
  /** The chosen leverage; null until the pair's multiples are known. */
  multiple: number | null
  lots: string
  /** The limit opening's target price, as typed. */
  price: string
  terms: LeverTerms | null
  /** The last price the screen reported (quotes store); '' before the first. */
  last: string
  /** The last position opened from this ticket (null against the platform, which answers text). */
  position: LeverPosition | null
}

/** The actors' input: the pair's ids. */
export const pairIds = ({ context }: { context: Pick<LeverTicketContext, 'pair'> }) => ({
  currencyId: context.pair.currencyId,
  legalId: context.pair.legalId,
})

/** The last price: the screen's, else the one lever/deal answered. */
export const lastOf = (c: Pick<LeverTicketContext, 'last' | 'terms'>) =>
  c.last !== '' ? c.last : (c.terms?.lastPrice ?? '')

/** The leverage kept for a pair: the wanted one when allowed, else 10× if offered, else the lowest. */
export function multipleFor(rules: LeverRules, wanted: number | null): number | null {
  if (wanted !== null && rules.multiples.includes(wanted)) return wanted
  return rules.multiples.includes(10) ? 10 : (rules.multiples[0] ?? null)
}

/** The first reason the sandbox would refuse the ticket, or null. */
export function ticketIssue(c: LeverTicketContext): ErrorCode | null {
  if (!c.terms) return 'pairNotFound'
  return openIssue({
    rules: c.terms.rules,
    open: c.terms.open,
    kind: c.kind,
    side: c.side,
    lots: c.lots,
    multiple: c.multiple ?? 0,
    targetPrice: c.price,
    last: lastOf(c),
    balance: c.terms.balance,
    closing: c.terms.positions.some((p) => p.status === 'closing'),
  })
}

/** The price the position would open at before the spread: the last price, or a valid target. */
function originOf(c: LeverTicketContext): string | null {
  if (!c.terms) return null
  if (c.kind === 'market') return lastOf(c) || null
  const target = c.price.trim()
  return target !== '' && priceIssue(target, c.terms.rules.priceDecimals) === null ? target : null
}

/** Everything the ticket and the sheet show before confirming. */
export interface LeverPreview extends OpenTerms {
  /** The disclosed spread per unit ('0': none). */
  spread: string
  /** The account's estimated liquidation price in this pair after opening; null: none reachable. */
  liquidationPrice: string | null
  /** The account's risk rate (%) now and after opening. */
  riskBefore: string
  riskAfter: string
  /** The lever balance after margin and fee leave it. */
  balanceAfter: string
}

/** An open position as the account's risk sees it, its P/L at `mark` when in this pair. */
function exposureOf(p: LeverPosition, pair: LeverPair, mark: string, scale: number) {
  const samePair = p.currencyId === pair.currencyId && p.legalId === pair.legalId
  return {
    side: p.side,
    price: p.price,
    number: p.number,
    margin: p.margin,
    originMargin: p.originMargin,
    pnl: samePair ? unrealisedPnl(p.side, p.price, mark, p.number, scale) : p.pnl,
    samePair,
  } satisfies ExposurePosition
}

/**
 * The opening's terms and what it does to the account, valued when it opens (at the last price,
 * or at the limit's target), over the open positions lever/deal answered.
 */
export function previewOf(c: LeverTicketContext): LeverPreview | null {
  const origin = originOf(c)
  if (!c.terms || origin === null || c.multiple === null) return null
  const { rules, balance } = c.terms
  if (lotsIssue(c.lots, rules) !== null) return null
  const terms = openTerms({
    side: c.side,
    originPrice: origin,
    lots: Number(c.lots.trim()),
    multiple: c.multiple,
    rules,
  })
  const scale = rules.quoteScale
  const open = c.terms.positions
    .filter((p) => p.status === 'open')
    .map((p) => exposureOf(p, c.pair, origin, scale))
  const balanceAfter = fromUnits(toUnits(balance, scale) - toUnits(terms.cost, scale), scale)
  const mine = {
    side: c.side,
    price: terms.price,
    number: terms.number,
    margin: terms.margin,
    originMargin: terms.margin,
    pnl: unrealisedPnl(c.side, terms.price, origin, terms.number, scale),
    samePair: true,
  }
  const after = [...open, mine]
  return {
    ...terms,
    spread: rules.spread,
    liquidationPrice: liquidationPrice(
      balanceAfter,
      after,
      rules.liquidationRate,
      rules.priceDecimals,
    ),
    riskBefore: riskRate(balance, open),
    riskAfter: riskRate(balanceAfter, after),
    balanceAfter,
  }
}

/** The most lots the balance pays for at the chosen leverage (lever-math maxLots). */
export function maxLotsOf(c: LeverTicketContext): number {
  const origin = originOf(c) ?? lastOf(c)
  if (!c.terms || c.multiple === null || origin === '') return 0
  return maxLots({
    balance: c.terms.balance,
    originPrice: origin,
    side: c.side,
    multiple: c.multiple,
    rules: c.terms.rules,
  })
}

/** "Max": the affordable lots, or why there are none. */
export function maxDraft(c: LeverTicketContext): Partial<LeverTicketContext> {
  const max = maxLotsOf(c)
  if (max > 0) return { lots: String(max) }
  return { error: 'insufficientBalance', errorField: null, serverMessage: '' }
}

/** The `lever/submit` request of the ticket, without its key. */
export function toLeverRequest(c: LeverTicketContext): Omit<LeverSubmitRequest, 'idempotency_key'> {
  return {
    currency_id: c.pair.currencyId,
    legal_id: c.pair.legalId,
    share: c.lots.trim(),
    multiple: c.multiple ?? 0,
    type: positionSideCodes[c.side],
    status: leverKindCodes[c.kind],
    target_price: c.kind === 'limit' ? c.price.trim() : MARKET_DUMMY_PRICE,
  }
}

const fieldOfCode: Partial<Record<ErrorCode, LeverField>> = {
  lotsInvalid: 'lots',
  lotsOutOfRange: 'lots',
  priceRequired: 'price',
  priceInvalid: 'price',
  priceTooPrecise: 'price',
  limitPriceSide: 'price',
}
/** The field a refusal is shown under; null: above the button (balance, pair, leverage…). */
export const fieldOf = (code: ErrorCode | null): LeverField | null =>
  (code && fieldOfCode[code]) ?? null

/** Refusals about the draft: the ticket, not the sheet, shows them. */
const formRefusals = new Set<ErrorCode>([
  ...(Object.keys(fieldOfCode) as ErrorCode[]),
  'insufficientBalance',
  'leverageNotAllowed',
  'limitOrdersOff',
  'pairClosed',
  'pairNotFound',
  'positionClosing',
  'parameterError',
])
export const isFormRefusal = (code: ErrorCode) => formRefusals.has(code)

/** Live checks while typing: the ones worth saying before the user has finished. */
const liveIssues = new Set<ErrorCode>([
  'lotsInvalid',
  'lotsOutOfRange',
  'priceTooPrecise',
  'limitPriceSide',
  'insufficientBalance',
  'limitOrdersOff',
  'pairClosed',
  'positionClosing',
])
/** A problem worth showing as the user types (not "required" on an empty field). */
export function liveIssueOf(c: LeverTicketContext): ErrorCode | null {
  if (c.lots.trim() === '' || (c.kind === 'limit' && c.price.trim() === '')) return null
  const issue = ticketIssue(c)
  return issue && liveIssues.has(issue) ? issue : null
}

/** A new pair: its terms to load, no last price yet, an empty draft (side, kind, leverage stay). */
export const freshPair = ({ symbol, currencyId, legalId }: LeverPair) => ({
  pair: { symbol, currencyId, legalId },
  terms: null,
  last: '',
  lots: '',
  price: '',
  requestKey: null,
  ...noRefusal,
})
