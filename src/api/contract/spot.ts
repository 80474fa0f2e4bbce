/**
 * Spot trading, "coin trade" (issue 12; api-reference §9, §13). Formulas: spot-math.ts.
 *
 * Wire, as the platform has it:
 * - POST `coin/trade` `{ amount, target_price, currency_id, legal_id, type }` (1 buy, 2 sell)
 *   places a limit order; the sandbox adds `order_type` (`limit` by default, or `market`, without
 *   `target_price`) and `idempotency_key` (a repeat answers the first order, never a second one).
 *   The platform answers an empty message; the sandbox answers the order (`SpotOrderWire`).
 * - GET `coin/list` `{ currency_id?, legal_id?, status?, page, limit }`: an array of the caller's
 *   orders, newest first, each with `symbol` and `created_at`; a full page means there may be more.
 * - PUT `coin/trade` `{ id }` cancels a pending order and unlocks its funds; an order that is filled,
 *   cancelled or not the caller's is refused (`orderNotOpen`, `notFound`) and nothing changes.
 * - GET `coin/info` `{ currency_id, legal_id }` (sandbox): the pair's rules (`SpotRulesWire`):
 *   fee rate (setting `COIN_TRADE_FEE`), minimum order value, price band, decimals.
 * - Private socket event `coin_trade` `{ type, to, order }` to the owner's room when an order is
 *   placed, filled or cancelled; every fill also names the engine tick that decided it
 *   (`fill_tick`, `fill_market_price`), so the user can check it against the public candles.
 * Status: 1 pending, 2 filled, 3 cancelled. Funds live in the change (spot) account.
 */
import * as z from 'zod/mini'
import { Decimal, WireInt } from './common'
import type { OrderKind, OrderSide, SpotRules } from './spot-math'
import { AmountField, IdempotencyKeyField } from './wallet/common'
import { CurrencyId, Id, OptionalWireTime, WireTime } from './wallet/fields'

export type { OrderKind, OrderSide, SpotRules } from './spot-math'

export const orderSides = ['buy', 'sell'] as const satisfies readonly OrderSide[]
export const orderKinds = ['limit', 'market'] as const satisfies readonly OrderKind[]
/** `type` on the wire. */
export const sideCodes: Record<OrderSide, 1 | 2> = { buy: 1, sell: 2 }
export const sideOf = (type: number): OrderSide => (type === 2 ? 'sell' : 'buy')

export const orderStatuses = ['open', 'filled', 'cancelled'] as const
export type OrderStatus = (typeof orderStatuses)[number]
/** `status` on the wire. */
export const statusCodes: Record<OrderStatus, 1 | 2 | 3> = { open: 1, filled: 2, cancelled: 3 }
export const statusOf = (code: number): OrderStatus =>
  code === 2 ? 'filled' : code === 3 ? 'cancelled' : 'open'

/** The sandbox's rules (settings `COIN_TRADE_FEE`, `coin_trade_min_total`, `coin_trade_band`). */
export const SPOT_FEE_RATE = '0.002'
export const SPOT_MIN_TOTAL = '5'
export const SPOT_PRICE_BAND = '0.1'
export const SPOT_PAGE_SIZE = 20
export const SPOT_PAGE_MAX = 50

/* ---------- requests ---------- */

const Side = z.pipe(
  z.coerce.number<1 | 2>('parameterError').check(z.int('parameterError')),
  z.union([z.literal(1), z.literal(2)], 'parameterError'),
)
const PriceField = z.string('priceRequired').check(z.trim())

/** POST coin/trade. `target_price` is required for a limit order and ignored for a market one. */
export const SpotOrderRequest = z
  .object({
    currency_id: CurrencyId,
    legal_id: CurrencyId,
    type: Side,
    order_type: z._default(z.enum(orderKinds, 'parameterError'), 'limit'),
    amount: AmountField,
    target_price: z.optional(PriceField),
    idempotency_key: IdempotencyKeyField,
  })
  .check(
    z.refine(
      (v: { order_type: OrderKind; target_price?: string }) =>
        v.order_type === 'market' || (v.target_price ?? '') !== '',
      { message: 'priceRequired', path: ['target_price'] },
    ),
  )
export type SpotOrderRequest = z.input<typeof SpotOrderRequest>

/** PUT coin/trade. */
export const SpotCancelRequest = z.object({ id: Id })
export type SpotCancelRequest = z.input<typeof SpotCancelRequest>

/** GET coin/list. */
export const SpotListRequest = z.object({
  currency_id: z.optional(CurrencyId),
  legal_id: z.optional(CurrencyId),
  status: z.optional(
    z.pipe(
      z.coerce.number<1 | 2 | 3>('parameterError'),
      z.union([z.literal(1), z.literal(2), z.literal(3)], 'parameterError'),
    ),
  ),
  page: z._default(z.coerce.number<number>().check(z.int(), z.positive()), 1),
  limit: z._default(
    z.coerce.number<number>().check(z.int(), z.positive(), z.lte(SPOT_PAGE_MAX)),
    SPOT_PAGE_SIZE,
  ),
})
export type SpotListRequest = z.input<typeof SpotListRequest>

/** GET coin/info. */
export const SpotRulesRequest = z.object({ currency_id: CurrencyId, legal_id: CurrencyId })
export type SpotRulesRequest = z.input<typeof SpotRulesRequest>

/* ---------- answers ---------- */

export interface SpotRulesWire {
  currency_id: number
  legal_id: number
  symbol: string
  /** open_coin_trade of the pair: 0 refuses new orders (`pairClosed`). */
  open: 0 | 1
  fee_rate: string
  min_total: string
  price_band: string
  price_decimals: number
  amount_decimals: number
  base_scale: number
  quote_scale: number
}

export interface SpotPairRules extends SpotRules {
  currencyId: number
  legalId: number
  symbol: string
  open: boolean
}

export const SpotRulesAnswer = z.pipe(
  z.object({
    currency_id: WireInt,
    legal_id: WireInt,
    symbol: z.string(),
    open: WireInt,
    fee_rate: Decimal,
    min_total: Decimal,
    price_band: Decimal,
    price_decimals: WireInt,
    amount_decimals: WireInt,
    base_scale: WireInt,
    quote_scale: WireInt,
  }),
  z.transform((w): SpotPairRules => ({
    currencyId: w.currency_id,
    legalId: w.legal_id,
    symbol: w.symbol,
    open: w.open === 1,
    feeRate: w.fee_rate,
    minTotal: w.min_total,
    priceBand: w.price_band,
    priceDecimals: w.price_decimals,
    amountDecimals: w.amount_decimals,
    baseScale: w.base_scale,
    quoteScale: w.quote_scale,
  })),
)

/** A `coin_trade` row as the sandbox sends it (the platform's fields first, then the sandbox's). */
export interface SpotOrderWire {
  id: number
  u_id: number
  currency_id: number
  legal_id: number
  /** 1 buy, 2 sell. */
  type: 1 | 2
  /** The limit price; for a market order, the price it filled at on average. */
  target_price: string
  /** The engine's price when the order was placed. */
  trade_price: string
  trade_amount: string
  /** The fee rate, a fraction (0.002). */
  charge_fee: string
  status: 1 | 2 | 3
  symbol: string
  created_at: string
  order_type: OrderKind
  /** What the open order holds locked: quote for a buy, base for a sell. */
  locked: string
  /** Once filled: the average price, what left, the fee and what arrived (spot-math Fill). */
  fill_price: string | null
  spent: string | null
  fee: string | null
  received: string | null
  /** The engine tick that decided the fill (unix ms) and the engine's price in it. */
  fill_tick: number | null
  fill_market_price: string | null
  filled_at: string | null
  cancelled_at: string | null
}

export interface SpotOrder {
  id: number
  currencyId: number
  legalId: number
  symbol: string
  base: string
  quote: string
  side: OrderSide
  kind: OrderKind
  status: OrderStatus
  /** Limit price (or, for a market order, its average fill price). */
  price: string
  amount: string
  feeRate: string
  /** The engine price when placed. */
  placedAtPrice: string
  locked: string
  fillPrice: string | null
  spent: string | null
  fee: string | null
  received: string | null
  fillTick: number | null
  fillMarketPrice: string | null
  createdAt: number
  filledAt: number | null
  cancelledAt: number | null
}

const NullableDecimal = z.pipe(
  z.optional(z.nullable(z.union([z.string(), z.number()]))),
  z.transform((v: string | number | null | undefined) =>
    v === null || v === undefined || v === '' ? null : String(v),
  ),
)

export const SpotOrderSchema = z.pipe(
  z.object({
    id: WireInt,
    currency_id: WireInt,
    legal_id: WireInt,
    type: WireInt,
    target_price: Decimal,
    trade_price: z._default(z.optional(Decimal), '0'),
    trade_amount: Decimal,
    charge_fee: z._default(z.optional(Decimal), '0'),
    status: WireInt,
    symbol: z.string(),
    created_at: WireTime,
    order_type: z._default(z.optional(z.enum(orderKinds)), 'limit'),
    locked: z._default(z.optional(Decimal), '0'),
    fill_price: NullableDecimal,
    spent: NullableDecimal,
    fee: NullableDecimal,
    received: NullableDecimal,
    fill_tick: z.optional(z.nullable(WireInt)),
    fill_market_price: NullableDecimal,
    filled_at: OptionalWireTime,
    cancelled_at: OptionalWireTime,
  }),
  z.transform((w): SpotOrder => {
    const [base = '', quote = ''] = w.symbol.split('/')
    return {
      id: w.id,
      currencyId: w.currency_id,
      legalId: w.legal_id,
      symbol: w.symbol,
      base,
      quote,
      side: sideOf(w.type),
      kind: w.order_type,
      status: statusOf(w.status),
      price: w.target_price,
      amount: w.trade_amount,
      feeRate: w.charge_fee,
      placedAtPrice: w.trade_price,
      locked: w.locked,
      fillPrice: w.fill_price,
      spent: w.spent,
      fee: w.fee,
      received: w.received,
      fillTick: w.fill_tick ?? null,
      fillMarketPrice: w.fill_market_price,
      createdAt: w.created_at,
      filledAt: w.filled_at,
      cancelledAt: w.cancelled_at,
    }
  }),
)

/** POST coin/trade: the sandbox's order, or the platform's empty message (null). */
export const SpotPlaceAnswer = z.pipe(
  z.optional(z.nullable(z.union([SpotOrderSchema, z.string(), z.array(z.unknown())]))),
  z.transform((v): SpotOrder | null =>
    v && typeof v === 'object' && !Array.isArray(v) ? v : null,
  ),
)

/** PUT coin/trade: the cancelled order (sandbox) or an empty message. */
export const SpotCancelAnswer = SpotPlaceAnswer

export interface SpotOrderPage {
  items: SpotOrder[]
  page: number
  /** The platform does not count: a full page means there may be one more. */
  pages: number
  total: number
}

/** GET coin/list: an array; read with the page asked for and its size. */
export const SpotOrderList = z.array(SpotOrderSchema)
export const spotOrderPage = (items: SpotOrder[], page: number, limit: number): SpotOrderPage => {
  const full = items.length >= limit
  return {
    items,
    page,
    pages: full ? page + 1 : page,
    total: (page - 1) * limit + items.length + (full ? 1 : 0),
  }
}

/** The private `coin_trade` event. */
export const SpotOrderEvent = z.object({
  type: z.literal('coin_trade'),
  to: WireInt,
  order: SpotOrderSchema,
})
export type SpotOrderEvent = z.infer<typeof SpotOrderEvent>
export const SPOT_ORDER_EVENT = 'coin_trade'
