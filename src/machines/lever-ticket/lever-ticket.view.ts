import type { SnapshotFrom } from 'xstate'
import type { LeverOrderKind, LeverPosition, PositionSide } from '@/api/contract/lever'
import type { ErrorCode } from '@/api/errors'
import { moneyFormStatus } from '../money-form'
import type { leverTicketMachine } from './lever-ticket.machine'
import {
  fieldOf,
  lastOf,
  liveIssueOf,
  maxLotsOf,
  previewOf,
  type LeverField,
  type LeverPreview,
} from './lever-ticket.rules'

export type { LeverPreview } from './lever-ticket.rules'

export type LeverTicketSnapshot = SnapshotFrom<typeof leverTicketMachine>

export type LeverTicketStatus = 'loading' | 'loadFailed' | 'editing' | 'confirming' | 'submitting'

/** Everything the futures ticket and its confirm sheet draw. Figures are decimal strings. */
export interface LeverTicketView {
  status: LeverTicketStatus
  symbol: string
  /** The pair's coins: "BTC", "USDT" (money is in the quote). */
  base: string
  quote: string
  side: PositionSide
  kind: LeverOrderKind
  /** The chosen leverage and the pair's allowed ones. */
  multiple: number | null
  multiples: number[]
  /** Lots as typed, the preset buttons, the pair's limits (max 0: none) and one lot's base amount. */
  lots: string
  lotPresets: number[]
  minLots: number
  maxLots: number
  lotSize: string
  /** The most lots the balance pays for now at this leverage (0: not even the minimum). */
  affordableLots: number
  /** The limit target, as typed. */
  price: string
  /** Limit openings are allowed on this pair. */
  limitOrders: boolean
  /** The last price (the screen's, else lever/deal's); null before either. */
  lastPrice: string | null
  priceDecimals: number
  quoteScale: number
  /** The fee rate in percent ("0.1"). */
  feePercent: string
  /** The account is liquidated when its risk rate falls to this percent ("10"). */
  liquidationRate: string
  /** The lever balance (available), in the quote coin. */
  balance: string
  /** Entry, number, notional, margin, fee, cost, liquidation estimate and risk; null: incomplete draft. */
  preview: LeverPreview | null
  /** The reason under each field (a refusal, or a problem seen while typing). */
  fieldErrors: Record<LeverField, ErrorCode | null>
  /** The reason above the button (balance, leverage, pair). */
  formError: ErrorCode | null
  /** The reason inside the confirm sheet (network…): confirming again retries. */
  sheetError: ErrorCode | null
  /** The server's sentence, for a code the client cannot name. */
  serverMessage: string
  isSheetOpen: boolean
  isSubmitting: boolean
  /** A position was just opened (or a limit opening placed): a short receipt. */
  isOpened: boolean
  isRefreshingBalance: boolean
  /** The last position opened (null against the platform, which answers text). */
  position: LeverPosition | null
}

export function toLeverTicketView(s: LeverTicketSnapshot): LeverTicketView {
  const c = s.context
  const moneyStatus = moneyFormStatus(s)
  const status = moneyStatus === 'done' ? 'editing' : moneyStatus
  const isSheetOpen = status === 'confirming' || status === 'submitting'
  const [base = '', quote = ''] = c.pair.symbol.split('/')
  const rules = c.terms?.rules
  const live = status === 'editing' ? liveIssueOf(c) : null
  const stored = isSheetOpen ? null : c.error
  const under = (field: LeverField) =>
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
    multiple: c.multiple,
    multiples: rules?.multiples ?? [],
    lots: c.lots,
    lotPresets: rules?.lotPresets ?? [],
    minLots: rules?.minLots ?? 1,
    maxLots: rules?.maxLots ?? 0,
    lotSize: rules?.lotSize ?? '0',
    affordableLots: maxLotsOf(c),
    price: c.price,
    limitOrders: rules?.limitOrders ?? true,
    lastPrice: lastOf(c) || null,
    priceDecimals: rules?.priceDecimals ?? 2,
    quoteScale: rules?.quoteScale ?? 4,
    feePercent: rules?.feeRate ?? '0',
    liquidationRate: rules?.liquidationRate ?? '0',
    balance: c.terms?.balance ?? '0',
    preview: previewOf(c),
    fieldErrors: { lots: under('lots'), price: under('price') },
    formError,
    sheetError: isSheetOpen ? c.error : null,
    serverMessage: c.serverMessage,
    isSheetOpen,
    isSubmitting: status === 'submitting',
    isOpened: s.hasTag('opened'),
    isRefreshingBalance: s.hasTag('refreshing'),
    position: c.position,
  }
}
