import type { SnapshotFrom } from 'xstate'
import type { SpotOrder } from '@/api/contract/spot'
import { priceBand, type OrderKind, type OrderSide } from '@/api/contract/spot-math'
import { decimalsOf, fromUnits, toUnits } from '@/api/contract/wallet-math'
import type { ErrorCode } from '@/api/errors'
import { moneyFormStatus } from '../money-form'
import type { spotTicketMachine } from './spot-ticket.machine'
import {
  availableOf,
  baseOf,
  fieldOf,
  liveIssueOf,
  previewOf,
  quoteOf,
  type SpotField,
} from './spot-ticket.rules'

export type SpotTicketSnapshot = SnapshotFrom<typeof spotTicketMachine>

export type SpotTicketStatus = 'loading' | 'loadFailed' | 'editing' | 'confirming' | 'submitting'

/** Everything the order ticket and its confirm sheet draw. Figures are decimal strings. */
export interface SpotTicketView {
  status: SpotTicketStatus
  symbol: string
  /** The pair's coins: "BTC", "USDT". */
  base: string
  quote: string
  side: OrderSide
  kind: OrderKind
  /** As typed. */
  price: string
  amount: string
  priceDecimals: number
  amountDecimals: number
  /** Decimals of the base and quote balances (and of the figures in each). */
  baseScale: number
  quoteScale: number
  /** The last price the screen reported, or null before the first. */
  marketPrice: string | null
  /** The prices a limit order may have now (± the pair's band around the market price). */
  band: { low: string; high: string } | null
  /** The order value in the quote coin: what a buy spends, what a sell brings before the fee. */
  total: string | null
  /** The average price of a market order against the book now (limit: the price). */
  fillPrice: string | null
  /** The fee rate as a fraction ("0.002"), the fee and what arrives, in `receiveUnit`. */
  feeRate: string
  /** The fee rate in percent units ("0.2"). */
  feePercent: string
  fee: string | null
  receive: string | null
  receiveUnit: string
  /** Smallest order value, in the quote coin. */
  minTotal: string
  /** The change-account balances of both coins, and the one this side spends. */
  baseAvailable: string
  quoteAvailable: string
  available: string
  availableUnit: string
  /** A market buy never spends more than this (the server refuses instead); null otherwise. */
  maxSpend: string | null
  /** The reason under each field (a refusal, or a problem seen while typing). */
  fieldErrors: Record<SpotField, ErrorCode | null>
  /** The reason above the button (balance, minimum, book, pair). */
  formError: ErrorCode | null
  /** The reason inside the confirm sheet (network…): confirming again retries. */
  sheetError: ErrorCode | null
  /** The server's sentence, for a code the client cannot name. */
  serverMessage: string
  isSheetOpen: boolean
  isSubmitting: boolean
  /** The last order was just placed: a short receipt. */
  isPlaced: boolean
  isRefreshingBalances: boolean
  /** The last order placed (null against the platform, which answers nothing). */
  order: SpotOrder | null
}

/** A fraction as percent units, exactly: "0.002" → "0.2", "0.1" → "10". */
function percentOf(fraction: string): string {
  const scale = Math.max(decimalsOf(fraction), 2)
  return fromUnits(toUnits(fraction, scale), scale - 2)
}

export function toSpotTicketView(s: SpotTicketSnapshot): SpotTicketView {
  const c = s.context
  const moneyStatus = moneyFormStatus(s)
  const status = moneyStatus === 'done' ? 'editing' : moneyStatus
  const isSheetOpen = status === 'confirming' || status === 'submitting'
  const base = baseOf(c.pair.symbol)
  const quote = quoteOf(c.pair.symbol)
  const fill = previewOf(c)
  const live = status === 'editing' ? liveIssueOf(c) : null
  const stored = isSheetOpen ? null : c.error
  const under = (field: SpotField) =>
    c.errorField === field ? stored : c.error === null && fieldOf(live) === field ? live : null
  const formError =
    stored !== null && c.errorField === null
      ? stored
      : c.error === null && live !== null && fieldOf(live) === null
        ? live
        : null
  return {
    status,
    symbol: c.pair.symbol,
    base,
    quote,
    side: c.side,
    kind: c.kind,
    price: c.price,
    amount: c.amount,
    priceDecimals: c.rules?.priceDecimals ?? 2,
    amountDecimals: c.rules?.amountDecimals ?? 4,
    baseScale: c.rules?.baseScale ?? 8,
    quoteScale: c.rules?.quoteScale ?? 4,
    marketPrice: c.market.price || null,
    band: c.rules && c.market.price ? priceBand(c.market.price, c.rules) : null,
    total: fill ? (c.side === 'buy' ? fill.spent : fill.gross) : null,
    fillPrice: fill?.price ?? null,
    feeRate: c.rules?.feeRate ?? '0',
    feePercent: percentOf(c.rules?.feeRate ?? '0'),
    fee: fill?.fee ?? null,
    receive: fill?.received ?? null,
    receiveUnit: c.side === 'buy' ? base : quote,
    minTotal: c.rules?.minTotal ?? '0',
    baseAvailable: c.balances?.base ?? '0',
    quoteAvailable: c.balances?.quote ?? '0',
    available: availableOf(c),
    availableUnit: c.side === 'buy' ? quote : base,
    maxSpend: c.kind === 'market' && c.side === 'buy' ? availableOf(c) : null,
    fieldErrors: { price: under('price'), amount: under('amount') },
    formError,
    sheetError: isSheetOpen ? c.error : null,
    serverMessage: c.serverMessage,
    isSheetOpen,
    isSubmitting: status === 'submitting',
    isPlaced: s.hasTag('placed'),
    isRefreshingBalances: s.hasTag('refreshing'),
    order: c.order,
  }
}
