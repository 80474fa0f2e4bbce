/**
 * Dual investment, "dual" (issue 16; api-reference §20; product-spec: id, num, currency_id, type
 * with call the default). Formulas and the product's rules are in dual-math.ts: the standard
 * settlement on the invested principal with r = rate ÷ 100, a call share 0.1 coin, a put share
 * 100 USDT, `user_limit` in shares, the settlement price the engine's price of the expiry second.
 * Money comes from and returns to the funds account (1, `change`): a purchase moves the principal
 * from `available` to `locked` (dualInvest), the settlement takes it from `locked` and credits the
 * payout to `available` of the coin or USDT (dualSettle).
 *
 * Wire, as the platform has it:
 * - GET `dual/index` `{ currency_id (1 BTC default, 2 ETH), type (call default, put) }` →
 *   `{ dual_currencys: [product] }`, open products first, soonest expiry first.
 * - GET `dual/detail` `{ id }` → the product.
 * - POST `dual/buyDual` `{ id, num (whole shares) }` → the order. At most one purchase per 5 s per
 *   user (`requestTooFrequent`). The sandbox requires `idempotency_key` (a repeat answers the
 *   first order; another request under the key is `idempotencyConflict`).
 * - POST `dual/dual_list` `{ currency, type, status (0 holding, 1 settled), limit (10) }` →
 *   `{ list: [order + product fields], limit }`, newest first.
 *
 * Added by the sandbox: on a product `share_size`, `invest_currency_id`/`_name`, `coin_scale`,
 * `usdt_scale` and `user_number` (the caller's shares, 0 without a session); on an order
 * `pay_currency_id`/`_name` (the invested currency; `currency_id` is the product's coin as §20's
 * list joins it), `settle_tick` (ms: the engine second whose price settled it), `settle_price`,
 * `outcome` (`coin` or `usdt`), `payout`, `payout_currency_name`, `settled_at`, `coin_scale` and
 * `usdt_scale`; on the list `page`, `total` and `now` (the sandbox clock when it answered: an order
 * past its expiry second that is still holding is being settled).
 */
import * as z from 'zod/mini'
import { Decimal, WireInt } from './common'
import type { DualDirection, DualOutcome, DualScales } from './dual-math'
import { IdempotencyKeyField, wireTimeToMs } from './wallet/common'
import { Id } from './wallet/fields'

export type { DualDirection, DualOutcome } from './dual-math'

export const dualDirections = ['call', 'put'] as const satisfies readonly DualDirection[]
export const dualOutcomes = ['coin', 'usdt'] as const satisfies readonly DualOutcome[]
/** The coins dual products are offered in (§20: 1 BTC, 2 ETH). */
export const DUAL_COIN_IDS = [1, 2] as const

/** My orders' filters (`dual_list` `status`). */
export const dualListFilters = ['all', 'holding', 'settled'] as const
export type DualListFilter = (typeof dualListFilters)[number]
export const dualListFilterCodes: Record<DualListFilter, -1 | 0 | 1> = {
  all: -1,
  holding: 0,
  settled: 1,
}

export const DUAL_PAGE_SIZE = 10
export const DUAL_PAGE_MAX = 50

/* ---------- requests ---------- */

const Direction = z.enum(dualDirections, 'parameterError')

/** GET dual/index. */
export const DualIndexRequest = z.object({
  currency_id: z._default(Id, 1),
  type: z._default(Direction, 'call'),
})
export type DualIndexRequest = z.input<typeof DualIndexRequest>

/** GET dual/detail. */
export const DualDetailRequest = z.object({ id: Id })
export type DualDetailRequest = z.input<typeof DualDetailRequest>

/** POST dual/buyDual: `num` whole shares ("quantity must be an integer"). */
export const DualBuyRequest = z.object({
  id: Id,
  num: z.coerce
    .number<number>('sharesInvalid')
    .check(z.int('sharesInvalid'), z.positive('sharesInvalid'), z.lte(1_000_000, 'sharesInvalid')),
  idempotency_key: IdempotencyKeyField,
})
export type DualBuyRequest = z.input<typeof DualBuyRequest>

/** POST dual/dual_list (`currency` the product's coin id, −1 or absent: all). */
export const DualListRequest = z.object({
  currency: z._default(
    z.coerce.number<number>('parameterError').check(z.int('parameterError')),
    -1,
  ),
  type: z.optional(z.union([Direction, z.literal('')], 'parameterError')),
  status: z._default(
    z.pipe(
      z.coerce.number<-1 | 0 | 1>('parameterError'),
      z.union([z.literal(-1), z.literal(0), z.literal(1)], 'parameterError'),
    ),
    -1,
  ),
  page: z._default(z.coerce.number<number>().check(z.int(), z.positive()), 1),
  limit: z._default(
    z.coerce.number<number>().check(z.int(), z.positive(), z.lte(DUAL_PAGE_MAX)),
    DUAL_PAGE_SIZE,
  ),
})
export type DualListRequest = z.input<typeof DualListRequest>

/* ---------- answers ---------- */

/** A product (`dual_currency`) as the sandbox sends it. */
export interface DualProductWire {
  id: number
  name: string
  /** APR in percent. */
  rate: string
  exercise_price: string
  currency_id: number
  currency_name: string
  type: DualDirection
  /** `Y-m-d H:i:s` UTC; `end_time` is the expiry second (08:00 UTC of the end date). */
  start_time: string
  end_time: string
  total_number: number
  /** Most shares per user; 0 = no limit. */
  user_limit: number
  remaining_number: number
  purchased_number: number
  status: 0 | 1
  created: string
  /* sandbox */
  share_size: string
  invest_currency_id: number
  invest_currency_name: string
  coin_scale: number
  usdt_scale: number
  user_number: number
}

export interface DualProduct {
  id: number
  name: string
  coinId: number
  coin: string
  direction: DualDirection
  rate: string
  strike: string
  startAt: number
  /** The expiry and settlement second (ms). */
  settleAt: number
  totalShares: number
  userLimit: number
  remainingShares: number
  purchasedShares: number
  /** status ≠ 0 (the expiry date may still close it: dual-math purchaseIssue). */
  open: boolean
  shareSize: string
  investCurrencyId: number
  investCurrency: string
  scales: DualScales
  /** The caller's shares of this product. */
  heldShares: number
}

const Time = z.pipe(z.string(), z.transform(wireTimeToMs))
const NullableDecimal = z.pipe(
  z.optional(z.nullable(z.union([z.string(), z.number()]))),
  z.transform((v: string | number | null | undefined) =>
    v === null || v === undefined || v === '' ? null : String(v),
  ),
)
const NullableTime = z.pipe(
  z.optional(z.nullable(z.string())),
  z.transform((v: string | null | undefined) => (v ? wireTimeToMs(v) : null)),
)

export const DualProductSchema = z.pipe(
  z.object({
    id: WireInt,
    name: z.string(),
    rate: Decimal,
    exercise_price: Decimal,
    currency_id: WireInt,
    currency_name: z.string(),
    type: Direction,
    start_time: Time,
    end_time: Time,
    total_number: WireInt,
    user_limit: z._default(z.optional(WireInt), 0),
    remaining_number: WireInt,
    purchased_number: z._default(z.optional(WireInt), 0),
    status: WireInt,
    share_size: Decimal,
    invest_currency_id: WireInt,
    invest_currency_name: z.string(),
    coin_scale: z._default(z.optional(WireInt), 8),
    usdt_scale: z._default(z.optional(WireInt), 4),
    user_number: z._default(z.optional(WireInt), 0),
  }),
  z.transform((w): DualProduct => ({
    id: w.id,
    name: w.name,
    coinId: w.currency_id,
    coin: w.currency_name,
    direction: w.type,
    rate: w.rate,
    strike: w.exercise_price,
    startAt: w.start_time,
    settleAt: w.end_time,
    totalShares: w.total_number,
    userLimit: w.user_limit,
    remainingShares: w.remaining_number,
    purchasedShares: w.purchased_number,
    open: w.status !== 0,
    shareSize: w.share_size,
    investCurrencyId: w.invest_currency_id,
    investCurrency: w.invest_currency_name,
    scales: { coin: w.coin_scale, usdt: w.usdt_scale },
    heldShares: w.user_number,
  })),
)
export const DualProductAnswer = DualProductSchema
export const DualIndexAnswer = z.pipe(
  z.object({ dual_currencys: z.array(DualProductSchema) }),
  z.transform((w) => w.dual_currencys),
)

/** An order (`dual_order` with §20's list join) as the sandbox sends it. */
export interface DualOrderWire {
  id: number
  user_id: number
  /** The product's coin (§20's join); the invested currency is `pay_currency_id`. */
  currency_id: number
  dual_id: number
  order_rate: string
  /** Term in days (dual-math termDays). */
  day: number
  /** Shares. */
  number: number
  end_time: string
  /** The coin's engine price when bought. */
  price: string
  /** The principal, in the invested currency. */
  total: string
  created: string
  status: 0 | 1
  type: DualDirection
  exercise_price: string
  remaining_number: number
  currency_name: string
  name: string
  /* sandbox */
  pay_currency_id: number
  pay_currency_name: string
  settle_tick: number
  settle_price: string | null
  outcome: DualOutcome | null
  payout: string | null
  payout_currency_name: string | null
  settled_at: string | null
  /** Decimals of the coin and of USDT (the payouts' scales). */
  coin_scale: number
  usdt_scale: number
}

export interface DualOrder {
  id: number
  productId: number
  name: string
  coinId: number
  coin: string
  direction: DualDirection
  rate: string
  strike: string
  days: number
  shares: number
  principal: string
  investCurrency: string
  /** The coin's price when bought. */
  boughtAtPrice: string
  createdAt: number
  /** The expiry second (ms) = the engine tick that settles it. */
  settleTick: number
  settled: boolean
  /** Set once settled: the tick's price, the branch, what was paid and in which currency. */
  settlePrice: string | null
  outcome: DualOutcome | null
  payout: string | null
  payoutCurrency: string | null
  settledAt: number | null
  /** The payouts' decimals (what either outcome would pay is rounded down to them). */
  scales: DualScales
}

export const DualOrderSchema = z.pipe(
  z.object({
    id: WireInt,
    currency_id: WireInt,
    dual_id: WireInt,
    order_rate: Decimal,
    day: WireInt,
    number: WireInt,
    end_time: Time,
    price: Decimal,
    total: Decimal,
    created: Time,
    status: WireInt,
    type: Direction,
    exercise_price: Decimal,
    currency_name: z.string(),
    name: z.string(),
    pay_currency_name: z.string(),
    settle_tick: z.optional(z.nullable(WireInt)),
    settle_price: NullableDecimal,
    outcome: z.optional(z.nullable(z.enum(dualOutcomes))),
    payout: NullableDecimal,
    payout_currency_name: z.optional(z.nullable(z.string())),
    settled_at: NullableTime,
    coin_scale: z._default(z.optional(WireInt), 8),
    usdt_scale: z._default(z.optional(WireInt), 4),
  }),
  z.transform((w): DualOrder => {
    const settled = w.status === 1
    return {
      id: w.id,
      productId: w.dual_id,
      name: w.name,
      coinId: w.currency_id,
      coin: w.currency_name,
      direction: w.type,
      rate: w.order_rate,
      strike: w.exercise_price,
      days: w.day,
      shares: w.number,
      principal: w.total,
      investCurrency: w.pay_currency_name,
      boughtAtPrice: w.price,
      createdAt: w.created,
      settleTick: w.settle_tick ?? w.end_time,
      settled,
      settlePrice: settled ? w.settle_price : null,
      outcome: settled ? (w.outcome ?? null) : null,
      payout: settled ? w.payout : null,
      payoutCurrency: settled ? (w.payout_currency_name ?? null) : null,
      settledAt: settled ? w.settled_at : null,
      scales: { coin: w.coin_scale, usdt: w.usdt_scale },
    }
  }),
)
export const DualOrderAnswer = DualOrderSchema

export interface DualOrderPage {
  items: DualOrder[]
  page: number
  limit: number
  total: number
  /** The server's clock when it answered (ms); null when it does not say. */
  now: number | null
}

export const DualListAnswer = z.pipe(
  z.object({
    list: z.array(DualOrderSchema),
    limit: WireInt,
    page: z._default(z.optional(WireInt), 1),
    total: z.optional(WireInt),
    now: NullableTime,
  }),
  z.transform((w): DualOrderPage => ({
    items: w.list,
    page: w.page,
    limit: w.limit,
    total: w.total ?? w.list.length,
    now: w.now,
  })),
)

/* ---------- private events ---------- */

/** `dual_settled` (sandbox): an order of the user settled; `data` is the order as `dual_list` has it. */
export const DualSettledEvent = z.object({
  type: z.literal('dual_settled'),
  to: WireInt,
  data: DualOrderSchema,
})
export type DualSettledEvent = z.infer<typeof DualSettledEvent>
export const DUAL_SETTLED_EVENT = 'dual_settled'
