/**
 * Futures, "lever" (issue 13; api-reference §7, §13; formulas and the product's rules where §7 is
 * silent in lever-math.ts). Funds live in the lever account (3) of the quote coin (USDT): its
 * `available` is the lever balance, its `locked` the margin of open positions and pending orders.
 *
 * Wire, as the platform has it, all POST:
 * - `lever/deal` `{ currency_id, legal_id }`: the pair's limits, multiples, last price, the user's
 *   lever balance and latest open positions. `lever_transaction` is the engine's real depth (5
 *   levels a side), never other users' positions (§17.8). The sandbox adds `rules` (LeverRulesWire).
 * - `lever/submit` `{ share, multiple, type, currency_id, legal_id, status (1 market, 0 limit),
 *   target_price }` opens a position (market) or places a pending limit opening that holds its
 *   margin and fee. The sandbox requires `idempotency_key` (a repeat answers the first position).
 * - `lever/dealall` `{ currency_id, legal_id, page, status?, limit? }`: the account's totals and a
 *   page of its positions (status 1 open by default, 0 pending).
 * - `lever/my_trade` `{ currency_id?, legal_id?, page, status (−1 all), limit? }`: history.
 * - `lever/close` `{ id }` closes at the engine's price; `lever/batch_close` `{ type (0 all, 1 longs,
 *   2 shorts), currency_id?, legal_id? }` closes many in one transaction; `lever/cancel` `{ id }`
 *   cancels a pending opening and refunds margin and fee. The sandbox requires `idempotency_key`
 *   on all three.
 * - `lever/setstop` `{ id, target_profit_price, stop_loss_price }`; '0' (or empty) leaves one unset
 *   (the platform wants both > 0).
 * - Private events to the owner's room: `lever_position` (sandbox: a position opened, filled,
 *   closed by any reason, cancelled, or its stops changed) and `lever_closed` `{ id: [...] }`.
 *
 * Every settlement records the engine tick that decided it (`open_tick`, `close_tick`, ms) and the
 * engine's price in it, so the user can find the same tick on the K-line.
 * Status: 0 pending (limit), 1 open, 2 closing, 3 closed, 4 cancelled. `order_type` 2 = a copy of a
 * trader's position (issue 15): it closes with the trader and cannot be closed by hand.
 */
import * as z from 'zod/mini'
import { Decimal, WireInt } from './common'
import type { LeverOrderKind, LeverRules, PositionSide } from './lever-math'
import { IdempotencyKeyField } from './wallet/common'
import { CurrencyId, Id } from './wallet/fields'

export type { LeverOrderKind, LeverRules, PositionSide } from './lever-math'

export const positionSides = ['long', 'short'] as const satisfies readonly PositionSide[]
export const leverOrderKinds = ['market', 'limit'] as const satisfies readonly LeverOrderKind[]
/** `type` on the wire: 1 buy/long, 2 sell/short. */
export const positionSideCodes: Record<PositionSide, 1 | 2> = { long: 1, short: 2 }
export const positionSideOf = (type: number): PositionSide => (type === 2 ? 'short' : 'long')
/** `status` of lever/submit: 1 market, 0 limit. */
export const leverKindCodes: Record<LeverOrderKind, 0 | 1> = { market: 1, limit: 0 }

export const positionStatuses = ['pending', 'open', 'closing', 'closed', 'cancelled'] as const
export type PositionStatus = (typeof positionStatuses)[number]
export const positionStatusCodes: Record<PositionStatus, 0 | 1 | 2 | 3 | 4> = {
  pending: 0,
  open: 1,
  closing: 2,
  closed: 3,
  cancelled: 4,
}
export const positionStatusOf = (code: number): PositionStatus => positionStatuses[code] ?? 'open'

/** How a position ended (sandbox `close_reason`). */
export const closeReasons = [
  'user',
  'batch',
  'takeProfit',
  'stopLoss',
  'liquidation',
  'trader',
] as const
export type CloseReason = (typeof closeReasons)[number]

/** batch_close `type`. */
export const batchCloseScopes = ['all', 'long', 'short'] as const
export type BatchCloseScope = (typeof batchCloseScopes)[number]
export const batchCloseCodes: Record<BatchCloseScope, 0 | 1 | 2> = { all: 0, long: 1, short: 2 }

/** The sandbox's settings (lever_* in `settings`, per-pair columns in `lever_pairs`). */
export const LEVER_PAGE_SIZE = 20
export const LEVER_PAGE_MAX = 50
/** A market order's `target_price`, as the platform's client sends it. */
export const MARKET_DUMMY_PRICE = '999'

/* ---------- requests ---------- */

const Side = z.pipe(
  z.coerce.number<1 | 2>('parameterError').check(z.int('parameterError')),
  z.union([z.literal(1), z.literal(2)], 'parameterError'),
)
const Kind = z._default(
  z.pipe(
    z.coerce.number<0 | 1>('parameterError'),
    z.union([z.literal(0), z.literal(1)], 'parameterError'),
  ),
  1,
)
const Pair = { currency_id: CurrencyId, legal_id: CurrencyId }
const OptionalPair = { currency_id: z.optional(CurrencyId), legal_id: z.optional(CurrencyId) }
const Page = {
  page: z._default(z.coerce.number<number>().check(z.int(), z.positive()), 1),
  limit: z._default(
    z.coerce.number<number>().check(z.int(), z.positive(), z.lte(LEVER_PAGE_MAX)),
    LEVER_PAGE_SIZE,
  ),
}

/** POST lever/deal. */
export const LeverDealRequest = z.object(Pair)
export type LeverDealRequest = z.input<typeof LeverDealRequest>

/**
 * POST lever/submit. `share` and `target_price` stay strings: lever-math's `openIssue` checks them
 * in the sandbox's order and answers the code the ticket shows.
 */
export const LeverSubmitRequest = z.object({
  ...Pair,
  share: z.pipe(
    z.union([z.string(), z.number()], 'lotsInvalid'),
    z.transform((v: string | number) => String(v).trim()),
  ),
  multiple: z.coerce.number<number>('leverageNotAllowed').check(z.int('leverageNotAllowed')),
  type: Side,
  status: Kind,
  target_price: z._default(z.string('priceRequired').check(z.trim()), MARKET_DUMMY_PRICE),
  password: z.optional(z.string()),
  idempotency_key: IdempotencyKeyField,
})
export type LeverSubmitRequest = z.input<typeof LeverSubmitRequest>

/** POST lever/dealall. */
export const LeverPositionsRequest = z.object({
  ...Pair,
  ...Page,
  status: z._default(
    z.pipe(
      z.coerce.number<0 | 1>('parameterError'),
      z.union([z.literal(0), z.literal(1)], 'parameterError'),
    ),
    1,
  ),
})
export type LeverPositionsRequest = z.input<typeof LeverPositionsRequest>

/**
 * POST lever/my_trade: status −1 all, else one status code; `order_type` (sandbox) 1 the user's own
 * positions, 2 copies (absent: both).
 */
export const LeverHistoryRequest = z.object({
  ...OptionalPair,
  ...Page,
  status: z._default(
    z.coerce.number<number>('parameterError').check(z.int(), z.gte(-1), z.lte(4)),
    -1,
  ),
  order_type: z.optional(
    z.pipe(
      z.coerce.number<1 | 2>('parameterError'),
      z.union([z.literal(1), z.literal(2)], 'parameterError'),
    ),
  ),
})
export type LeverHistoryRequest = z.input<typeof LeverHistoryRequest>

/** POST lever/close and lever/cancel. */
export const LeverIdRequest = z.object({ id: Id, idempotency_key: IdempotencyKeyField })
export type LeverIdRequest = z.input<typeof LeverIdRequest>

/** POST lever/batch_close. */
export const LeverBatchCloseRequest = z.object({
  ...OptionalPair,
  type: z.pipe(
    z.coerce.number<0 | 1 | 2>('parameterError'),
    z.union([z.literal(0), z.literal(1), z.literal(2)], 'parameterError'),
  ),
  idempotency_key: IdempotencyKeyField,
})
export type LeverBatchCloseRequest = z.input<typeof LeverBatchCloseRequest>

/** POST lever/setstop ('0' or empty: unset). */
export const LeverSetStopRequest = z.object({
  id: Id,
  target_profit_price: z._default(z.string().check(z.trim()), '0'),
  stop_loss_price: z._default(z.string().check(z.trim()), '0'),
})
export type LeverSetStopRequest = z.input<typeof LeverSetStopRequest>

/* ---------- answers ---------- */

/** A position row as the sandbox sends it: the platform's fields, then the sandbox's. */
export interface LeverPositionWire {
  id: number
  type: 1 | 2
  user_id: number
  currency: number
  legal: number
  symbol: string
  /** Price before the spread (the market price, or the limit target). */
  origin_price: string
  /** Entry price (after the spread). */
  price: string
  /** Mark: the engine's price when the row was written (a client recomputes it from quotes). */
  update_price: string
  target_profit_price: string
  stop_loss_price: string
  share: number
  number: string
  multiple: number
  origin_caution_money: string
  caution_money: string
  /** Realised P/L once closed. */
  fact_profits: string
  trade_fee: string
  /** Overnight fee rate, percent per day, and what has been charged. */
  overnight: string
  overnight_money: string
  status: 0 | 1 | 2 | 3 | 4
  /** Unix seconds (the platform's). */
  create_time: number
  transaction_time: number | null
  complete_time: number | null
  order_type: 1 | 2
  follow_user_id: number
  follow_order_id: number
  /** Unrealised P/L at `update_price` (0 unless open). */
  profits: string
  /* sandbox */
  kind: LeverOrderKind
  spread: string
  fee_rate: string
  open_tick: number | null
  open_market_price: string | null
  close_reason: CloseReason | null
  close_price: string | null
  close_tick: number | null
  close_market_price: string | null
  /** What the platform covered when a liquidation's loss exceeded the account (§ lever-math). */
  shortfall: string
  /** Overnight fees neither the margin nor the balance could pay. */
  overnight_waived: string
}

export interface LeverPosition {
  id: number
  side: PositionSide
  kind: LeverOrderKind
  status: PositionStatus
  currencyId: number
  legalId: number
  symbol: string
  base: string
  quote: string
  originPrice: string
  price: string
  markPrice: string
  takeProfit: string | null
  stopLoss: string | null
  lots: number
  number: string
  multiple: number
  originMargin: string
  margin: string
  realisedPnl: string
  fee: string
  feeRate: string
  spread: string
  overnightRate: string
  overnightPaid: string
  overnightWaived: string
  pnl: string
  createdAt: number
  openedAt: number | null
  closedAt: number | null
  copied: boolean
  followUserId: number
  followOrderId: number
  openTick: number | null
  openMarketPrice: string | null
  closeReason: CloseReason | null
  closePrice: string | null
  closeTick: number | null
  closeMarketPrice: string | null
  shortfall: string
}

const NullableDecimal = z.pipe(
  z.optional(z.nullable(z.union([z.string(), z.number()]))),
  z.transform((v: string | number | null | undefined) =>
    v === null || v === undefined || v === '' ? null : String(v),
  ),
)
const ZeroDecimal = z._default(z.optional(Decimal), '0')
/** Unix seconds (int or float) → ms; null stays null. */
const UnixTime = z.pipe(
  z.optional(z.nullable(z.union([z.string(), z.number()]))),
  z.transform((v: string | number | null | undefined) => {
    if (v === null || v === undefined || v === '' || Number(v) === 0) return null
    return Math.round(Number(v) * 1000)
  }),
)
const stopOf = (v: string) => (/^0*(\.0+)?$/.test(v) ? null : v)

export const LeverPositionSchema = z.pipe(
  z.object({
    id: WireInt,
    type: WireInt,
    currency: WireInt,
    legal: WireInt,
    symbol: z.string(),
    origin_price: Decimal,
    price: Decimal,
    update_price: ZeroDecimal,
    target_profit_price: ZeroDecimal,
    stop_loss_price: ZeroDecimal,
    share: WireInt,
    number: Decimal,
    multiple: WireInt,
    origin_caution_money: Decimal,
    caution_money: Decimal,
    fact_profits: ZeroDecimal,
    trade_fee: ZeroDecimal,
    overnight: ZeroDecimal,
    overnight_money: ZeroDecimal,
    status: WireInt,
    create_time: UnixTime,
    transaction_time: UnixTime,
    complete_time: UnixTime,
    order_type: z._default(z.optional(WireInt), 1),
    follow_user_id: z._default(z.optional(WireInt), 0),
    follow_order_id: z._default(z.optional(WireInt), 0),
    profits: ZeroDecimal,
    kind: z._default(z.optional(z.enum(leverOrderKinds)), 'market'),
    spread: ZeroDecimal,
    fee_rate: ZeroDecimal,
    open_tick: z.optional(z.nullable(WireInt)),
    open_market_price: NullableDecimal,
    close_reason: z.optional(z.nullable(z.enum(closeReasons))),
    close_price: NullableDecimal,
    close_tick: z.optional(z.nullable(WireInt)),
    close_market_price: NullableDecimal,
    shortfall: ZeroDecimal,
    overnight_waived: ZeroDecimal,
  }),
  z.transform((w): LeverPosition => {
    const [base = '', quote = ''] = w.symbol.split('/')
    return {
      id: w.id,
      side: positionSideOf(w.type),
      kind: w.kind,
      status: positionStatusOf(w.status),
      currencyId: w.currency,
      legalId: w.legal,
      symbol: w.symbol,
      base,
      quote,
      originPrice: w.origin_price,
      price: w.price,
      markPrice: w.update_price,
      takeProfit: stopOf(w.target_profit_price),
      stopLoss: stopOf(w.stop_loss_price),
      lots: w.share,
      number: w.number,
      multiple: w.multiple,
      originMargin: w.origin_caution_money,
      margin: w.caution_money,
      realisedPnl: w.fact_profits,
      fee: w.trade_fee,
      feeRate: w.fee_rate,
      spread: w.spread,
      overnightRate: w.overnight,
      overnightPaid: w.overnight_money,
      overnightWaived: w.overnight_waived,
      pnl: w.profits,
      createdAt: w.create_time ?? 0,
      openedAt: w.transaction_time,
      closedAt: w.complete_time,
      copied: w.order_type === 2,
      followUserId: w.follow_user_id,
      followOrderId: w.follow_order_id,
      openTick: w.open_tick ?? null,
      openMarketPrice: w.open_market_price,
      closeReason: w.close_reason ?? null,
      closePrice: w.close_price,
      closeTick: w.close_tick ?? null,
      closeMarketPrice: w.close_market_price,
      shortfall: w.shortfall,
    }
  }),
)

/** The sandbox's `rules` in lever/deal (the platform's limits and multiples are beside it). */
export interface LeverRulesWire {
  lot_size: string
  fee_rate: string
  spread: string
  overnight: string
  burst_rate: string
  entrust: 0 | 1
  set_stop: 0 | 1
  open: 0 | 1
  price_decimals: number
  quote_scale: number
}

const Value = z.object({ value: WireInt })
const DepthRow = z.object({ price: Decimal, number: Decimal })

export interface LeverDeal {
  rules: LeverRules
  /** open_lever of the pair: false refuses new positions (`pairClosed`). */
  open: boolean
  lastPrice: string
  /** The lever balance (available) in the quote coin. */
  balance: string
  /** The engine's depth: bids (`in`) best first, asks (`out`) best first. */
  bids: Array<{ price: string; number: string }>
  asks: Array<{ price: string; number: string }>
  positions: LeverPosition[]
}

export const LeverDealAnswer = z.pipe(
  z.object({
    lever_transaction: z._default(
      z.optional(z.object({ in: z.array(DepthRow), out: z.array(DepthRow) })),
      { in: [], out: [] },
    ),
    my_transaction: z._default(z.optional(z.array(LeverPositionSchema)), []),
    lever_share_limit: z.object({ min: WireInt, max: WireInt }),
    multiple: z.object({ muit: z.array(Value), share: z.array(Value) }),
    last_price: Decimal,
    user_lever: Decimal,
    rules: z.object({
      lot_size: Decimal,
      fee_rate: Decimal,
      spread: Decimal,
      overnight: Decimal,
      burst_rate: Decimal,
      entrust: WireInt,
      set_stop: WireInt,
      open: WireInt,
      price_decimals: WireInt,
      quote_scale: WireInt,
    }),
  }),
  z.transform((w): LeverDeal => ({
    rules: {
      lotSize: w.rules.lot_size,
      minLots: w.lever_share_limit.min,
      maxLots: w.lever_share_limit.max,
      multiples: w.multiple.muit.map((m) => m.value),
      lotPresets: w.multiple.share.map((m) => m.value),
      feeRate: w.rules.fee_rate,
      spread: w.rules.spread,
      overnightRate: w.rules.overnight,
      liquidationRate: w.rules.burst_rate,
      limitOrders: w.rules.entrust === 1,
      stopOrders: w.rules.set_stop === 1,
      priceDecimals: w.rules.price_decimals,
      quoteScale: w.rules.quote_scale,
    },
    open: w.rules.open === 1,
    lastPrice: w.last_price,
    balance: w.user_lever,
    bids: w.lever_transaction.in,
    asks: w.lever_transaction.out,
    positions: w.my_transaction,
  })),
)

export interface LeverPage {
  items: LeverPosition[]
  page: number
  pages: number
  total: number
}

const PositionPage = z.pipe(
  z.object({
    current_page: WireInt,
    data: z.array(LeverPositionSchema),
    last_page: WireInt,
    total: WireInt,
  }),
  z.transform((w): LeverPage => ({
    items: w.data,
    page: w.current_page,
    pages: w.last_page,
    total: w.total,
  })),
)

/** The account's totals (`*_total`: all pairs) and this pair's (un-suffixed), as of the answer. */
export interface LeverAccount {
  balance: string
  riskRate: string
  marginTotal: string
  originMarginTotal: string
  pnlTotal: string
  margin: string
  originMargin: string
  pnl: string
  page: LeverPage
}

export const LeverPositionsAnswer = z.pipe(
  z.object({
    balance: Decimal,
    hazard_rate: Decimal,
    caution_money_total: Decimal,
    origin_caution_money_total: Decimal,
    profits_total: Decimal,
    caution_money: Decimal,
    origin_caution_money: Decimal,
    profits: Decimal,
    order: PositionPage,
  }),
  z.transform((w): LeverAccount => ({
    balance: w.balance,
    riskRate: w.hazard_rate,
    marginTotal: w.caution_money_total,
    originMarginTotal: w.origin_caution_money_total,
    pnlTotal: w.profits_total,
    margin: w.caution_money,
    originMargin: w.origin_caution_money,
    pnl: w.profits,
    page: w.order,
  })),
)

export const LeverHistoryAnswer = z.pipe(
  z.object({
    rate_profits_total: z.object({ hazard_rate: Decimal, profits_total: Decimal }),
    message: PositionPage,
  }),
  z.transform((w) => ({
    riskRate: w.rate_profits_total.hazard_rate,
    pnlTotal: w.rate_profits_total.profits_total,
    page: w.message,
  })),
)
export type LeverHistory = z.infer<typeof LeverHistoryAnswer>

/** lever/submit, close, cancel, setstop: the sandbox's row, or the platform's text (null). */
export const LeverPositionAnswer = z.pipe(
  z.optional(z.nullable(z.union([LeverPositionSchema, z.string(), z.array(z.unknown())]))),
  z.transform((v): LeverPosition | null =>
    v && typeof v === 'object' && !Array.isArray(v) ? v : null,
  ),
)

/** lever/batch_close (sandbox): what closed and Σ of what it paid; the platform answers text. */
export interface LeverBatchResult {
  closed: number
  ids: number[]
  /** Σ realised P/L and Σ credit (margin + P/L) to the lever balance. */
  pnl: string
  credit: string
}
export const LeverBatchCloseAnswer = z.pipe(
  z.union([
    z.object({ closed: WireInt, ids: z.array(WireInt), pnl: Decimal, credit: Decimal }),
    z.string(),
  ]),
  z.transform((v): LeverBatchResult | null => (typeof v === 'string' ? null : v)),
)

/* ---------- private events ---------- */

export const leverEventKinds = [
  'opened',
  'pending',
  'filled',
  'closed',
  'cancelled',
  'stops',
  'overnight',
  /** A copy became the user's own position (follow/selfHolding). */
  'takenOver',
] as const
export type LeverEventKind = (typeof leverEventKinds)[number]

/** `lever_position` (sandbox): one position changed; `event` says how. */
export const LeverPositionEvent = z.object({
  type: z.literal('lever_position'),
  to: WireInt,
  event: z.enum(leverEventKinds),
  position: LeverPositionSchema,
})
export type LeverPositionEvent = z.infer<typeof LeverPositionEvent>
export const LEVER_POSITION_EVENT = 'lever_position'

/** `lever_closed` (platform): the ids of positions that closed. */
export const LeverClosedEvent = z.object({
  type: z.literal('lever_closed'),
  to: WireInt,
  id: z.array(WireInt),
})
export type LeverClosedEvent = z.infer<typeof LeverClosedEvent>
export const LEVER_CLOSED_EVENT = 'lever_closed'
