/**
 * IEO subscriptions, "project" (issue 16; api-reference §11, product-spec §3; formulas and the
 * product's rules in ieo-math.ts). Tokens are currencies the wallet knows; subscriptions are paid
 * from, and delivered to, the funds account (`change`).
 *
 * Wire, as the platform has it:
 * - GET `project` `{ page, limit }` (public): `{ list }` of listed projects, newest start first,
 *   with `percentage` (remaining %) and `day` (days of the window).
 * - GET `project/detail` `{ project_id }`: `info` (the project with `time_status`, token and pay
 *   currency names, `price`, `min`, `content` HTML, `link`, `sell_begin`), `order_info` (the
 *   caller's latest subscription (type < 3) with `order_no` = 1000 + id, or null) and `sell_order`
 *   (the caller's placement, type 3, or null).
 * - POST `project/order` `{ project_id, amount }` subscribes `amount` tokens; `pay_currency` and
 *   `price` are accepted and ignored. Order type 1, status 2 (paid) at once.
 * - POST `project/buy` `{ project_id, total_price }`: the placement after the end (ieo-math.ts
 *   has its rules): `total_price` is what the caller offers to spend in the pay currency; the
 *   order bought (placementTerms' tokens at their cost) is type 3 and delivered at once, so it
 *   answers with status 3 (not §11's 2: there is nothing left to wait for).
 * - GET `user/project/order` `{ page, limit }`: Custom A page of the caller's orders, newest first,
 *   subscriptions and placements (`type` 1 / 3); `give_amount` = coin_amount once delivered
 *   (status 3), else 0.
 *
 * Added by the sandbox:
 * - Every answer about projects carries `now` (sandbox clock, `Y-m-d H:i:s`) so countdowns follow
 *   the sandbox's time; `info` adds `white_paper`, `lock_days` (always 0), `applications` and
 *   `passes` (real counts of orders and of paid or delivered ones: equal, there is no lottery),
 *   `decimal_scale` / `pay_scale`, `remaining` (tokens) and `user_balance` (the caller's funds of
 *   the pay currency; null without a session). Orders add `total_price` (the cost paid),
 *   `price`, `pay_currency_name`, `end_at` and `delivered_at`.
 * - `project/order` and `project/buy` require `idempotency_key` (a repeat answers the first
 *   order).
 * - Delivery is a job on the sandbox clock after `end_at` (§11's public `project/operation` is
 *   not built).
 */
import * as z from 'zod/mini'
import { Decimal, WireInt } from './common'
import { DAY_MS, daysOf, phaseOf, type IeoPhase } from './ieo-math'
import { IdempotencyKeyField, customAPage, wireTimeToMs } from './wallet/common'
import { Id } from './wallet/fields'

export type { IeoPhase } from './ieo-math'
export { DAY_MS }

export const ieoPhases = [
  'notStarted',
  'inProgress',
  'ended',
] as const satisfies readonly IeoPhase[]
/** `time_status`: 1 not started, 2 in progress, 3 ended. */
export const ieoPhaseCodes: Record<IeoPhase, 1 | 2 | 3> = { notStarted: 1, inProgress: 2, ended: 3 }
export const ieoPhaseOf = (code: number): IeoPhase =>
  code === 1 ? 'notStarted' : code === 3 ? 'ended' : 'inProgress'

export const ieoOrderStatuses = ['applied', 'paid', 'delivered'] as const
export type IeoOrderStatus = (typeof ieoOrderStatuses)[number]
/** Order `status`: 1 applied, 2 paid (funds deducted), 3 completed (tokens delivered). */
export const ieoOrderStatusCodes: Record<IeoOrderStatus, 1 | 2 | 3> = {
  applied: 1,
  paid: 2,
  delivered: 3,
}
export const ieoOrderStatusOf = (code: number): IeoOrderStatus =>
  code === 3 ? 'delivered' : code === 1 ? 'applied' : 'paid'

export const ieoOrderTypes = ['subscription', 'placement'] as const
export type IeoOrderType = (typeof ieoOrderTypes)[number]
/** Order `type`: 1 subscription, 3 placement after the end (2, the lottery, is not built). */
export const ieoOrderTypeOf = (code: number): IeoOrderType =>
  code === 3 ? 'placement' : 'subscription'

export const IEO_PAGE_SIZE = 20
export const IEO_ORDERS_PAGE_SIZE = 10
export const IEO_PAGE_MAX = 50
/** `order_no` = id + this (§11). */
export const IEO_ORDER_NO_OFFSET = 1000

/* ---------- requests ---------- */

const page = z._default(z.coerce.number<number>().check(z.int(), z.positive()), 1)
const limitOf = (size: number) =>
  z._default(z.coerce.number<number>().check(z.int(), z.positive(), z.lte(IEO_PAGE_MAX)), size)

/** GET project. */
export const IeoListRequest = z.object({ page, limit: limitOf(IEO_PAGE_SIZE) })
export type IeoListRequest = z.input<typeof IeoListRequest>

/** GET project/detail. */
export const IeoDetailRequest = z.object({ project_id: Id })
export type IeoDetailRequest = z.input<typeof IeoDetailRequest>

/**
 * POST project/order. `amount` stays a string: ieo-math's `subscriptionIssue` checks it in the
 * sandbox's order and answers the code the sheet shows.
 */
export const IeoOrderRequest = z.object({
  project_id: Id,
  amount: z.pipe(
    z.union([z.string(), z.number()], 'amountRequired'),
    z.transform((v: string | number) => String(v).trim()),
  ),
  /** Sent by the platform's client, ignored (§11). */
  pay_currency: z.optional(z.union([z.string(), z.number()])),
  price: z.optional(z.union([z.string(), z.number()])),
  idempotency_key: IdempotencyKeyField,
})
export type IeoOrderRequest = z.input<typeof IeoOrderRequest>

/**
 * POST project/buy, the placement after the end. `total_price` (the pay currency to spend) stays
 * a string: ieo-math's `placementIssue` checks it in the sandbox's order.
 */
export const IeoBuyRequest = z.object({
  project_id: Id,
  total_price: z.pipe(
    z.union([z.string(), z.number()], 'amountRequired'),
    z.transform((v: string | number) => String(v).trim()),
  ),
  idempotency_key: IdempotencyKeyField,
})
export type IeoBuyRequest = z.input<typeof IeoBuyRequest>

/** GET user/project/order. */
export const IeoMyOrdersRequest = z.object({ page, limit: limitOf(IEO_ORDERS_PAGE_SIZE) })
export type IeoMyOrdersRequest = z.input<typeof IeoMyOrdersRequest>

/* ---------- answers ---------- */

/** A project in `project`'s list. Times `Y-m-d H:i:s` UTC; amounts in tokens, price in pay currency. */
export interface IeoProjectWire {
  id: number
  title: string
  summary: string
  logo: string
  /** Total supply, tokens. */
  amount: string
  total_sell: string
  start_at: string
  end_at: string
  currency_id: number
  pay_currency_id: number
  /** Remaining %, 2 decimals (ieo-math remainingPercent). */
  percentage: string
  day: number
  time_status: 1 | 2 | 3
  currency_name: string
  pay_currency_name: string
  price: string
  min: string
}

export interface IeoProject {
  id: number
  title: string
  summary: string
  logo: string
  supply: string
  sold: string
  startAt: number
  endAt: number
  tokenId: number
  tokenName: string
  payCurrencyId: number
  payCurrencyName: string
  price: string
  min: string
  remainingPercent: string
  days: number
  /** The phase the server saw when it answered; recompute with phaseOf(now) as time passes. */
  phase: IeoPhase
}

const wireTime = z.pipe(z.string(), z.transform(wireTimeToMs))

const projectShape = {
  id: WireInt,
  title: z.string(),
  summary: z._default(z.optional(z.string()), ''),
  logo: z._default(z.optional(z.string()), ''),
  amount: Decimal,
  total_sell: Decimal,
  start_at: wireTime,
  end_at: wireTime,
  currency_id: WireInt,
  pay_currency_id: WireInt,
  percentage: Decimal,
  day: z.optional(WireInt),
  time_status: z.optional(WireInt),
  currency_name: z.string(),
  pay_currency_name: z.string(),
  price: Decimal,
  min: z._default(z.optional(Decimal), '0'),
}

type ProjectShape = z.output<z.ZodMiniObject<typeof projectShape>>

const toProject = (w: ProjectShape, now: number): IeoProject => ({
  id: w.id,
  title: w.title,
  summary: w.summary,
  logo: w.logo,
  supply: w.amount,
  sold: w.total_sell,
  startAt: w.start_at,
  endAt: w.end_at,
  tokenId: w.currency_id,
  tokenName: w.currency_name,
  payCurrencyId: w.pay_currency_id,
  payCurrencyName: w.pay_currency_name,
  price: w.price,
  min: w.min,
  remainingPercent: w.percentage,
  days: w.day ?? daysOf(w.start_at, w.end_at),
  phase: w.time_status ? ieoPhaseOf(w.time_status) : phaseOf(now, w.start_at, w.end_at),
})

export interface IeoProjectList {
  projects: IeoProject[]
  /** The sandbox clock when it answered, ms. */
  now: number
}

/** GET project: `{ list, now }`. */
export const IeoListAnswer = z.pipe(
  z.object({ list: z.array(z.object(projectShape)), now: wireTime }),
  z.transform((w): IeoProjectList => ({
    projects: w.list.map((p) => toProject(p, w.now)),
    now: w.now,
  })),
)

/** One of the caller's orders (`user/project/order` item, `order_info`, `project/order`). */
export interface IeoOrderWire {
  id: number
  order_no: number
  project_id: number
  /** The token's name. */
  name: string
  type: 1 | 2 | 3
  status: 1 | 2 | 3
  coin_amount: string
  give_amount: string
  price: string
  total_price: string
  pay_currency_name: string
  created_at: string
  end_at: string
  sell_begin: string
  delivered_at: string | null
}

export interface IeoOrder {
  id: number
  orderNo: number
  projectId: number
  tokenName: string
  /** Subscription (type 1) or placement after the end (type 3). */
  type: IeoOrderType
  status: IeoOrderStatus
  amount: string
  delivered: string
  price: string
  cost: string
  payCurrencyName: string
  createdAt: number
  /** Delivery is due from here (the project's end). */
  endAt: number
  /** Time to market. */
  sellBegin: number
  deliveredAt: number | null
}

export const IeoOrder = z.pipe(
  z.object({
    id: WireInt,
    order_no: z.optional(WireInt),
    project_id: WireInt,
    name: z.string(),
    type: z._default(z.optional(WireInt), 1),
    status: WireInt,
    coin_amount: Decimal,
    give_amount: Decimal,
    price: Decimal,
    total_price: Decimal,
    pay_currency_name: z.string(),
    created_at: wireTime,
    end_at: wireTime,
    sell_begin: wireTime,
    delivered_at: z.nullable(wireTime),
  }),
  z.transform((w): IeoOrder => ({
    id: w.id,
    orderNo: w.order_no ?? w.id + IEO_ORDER_NO_OFFSET,
    projectId: w.project_id,
    tokenName: w.name,
    type: ieoOrderTypeOf(w.type),
    status: ieoOrderStatusOf(w.status),
    amount: w.coin_amount,
    delivered: w.give_amount,
    price: w.price,
    cost: w.total_price,
    payCurrencyName: w.pay_currency_name,
    createdAt: w.created_at,
    endAt: w.end_at,
    sellBegin: w.sell_begin,
    deliveredAt: w.delivered_at,
  })),
)
/** POST project/order: the order made (or, for a repeated key, the first one). */
export const IeoOrderAnswer = IeoOrder
/** POST project/buy: the placement made, delivered (or, for a repeated key, the first one). */
export const IeoBuyAnswer = IeoOrder

/** GET user/project/order: Custom A. */
export const IeoMyOrdersAnswer = customAPage(IeoOrder)

export interface IeoDetailWire {
  info: IeoProjectWire & {
    content: string
    link: string
    white_paper: string
    sell_begin: string
    lock_days: number
    applications: number
    passes: number
    decimal_scale: number
    pay_scale: number
    remaining: string
    user_has_money: 1
    user_balance: string | null
  }
  order_info: IeoOrderWire | null
  sell_order: IeoOrderWire | null
  now: string
}

export interface IeoDetail extends IeoProject {
  /** HTML from the platform: sanitise before drawing. */
  content: string
  website: string
  whitePaper: string
  /** Time to market. */
  sellBegin: number
  lockDays: number
  applications: number
  passes: number
  tokenScale: number
  payScale: number
  /** Tokens left for sale. */
  remaining: string
  /** The caller's funds balance of the pay currency; null without a session. */
  balance: string | null
  /** The caller's latest subscription. */
  order: IeoOrder | null
  /** The caller's placement after the end (one per project), or null. */
  placement: IeoOrder | null
  now: number
}

export const IeoDetailAnswer = z.pipe(
  z.object({
    info: z.object({
      ...projectShape,
      content: z._default(z.optional(z.string()), ''),
      link: z._default(z.optional(z.string()), ''),
      white_paper: z._default(z.optional(z.string()), ''),
      sell_begin: wireTime,
      lock_days: z._default(z.optional(WireInt), 0),
      applications: z._default(z.optional(WireInt), 0),
      passes: z._default(z.optional(WireInt), 0),
      decimal_scale: WireInt,
      pay_scale: WireInt,
      remaining: Decimal,
      user_balance: z._default(z.optional(z.nullable(Decimal)), null),
    }),
    order_info: z.nullable(IeoOrder),
    sell_order: z._default(z.optional(z.nullable(IeoOrder)), null),
    now: wireTime,
  }),
  z.transform(({ info: w, order_info, sell_order, now }): IeoDetail => ({
    ...toProject(w, now),
    content: w.content,
    website: w.link,
    whitePaper: w.white_paper,
    sellBegin: w.sell_begin,
    lockDays: w.lock_days,
    applications: w.applications,
    passes: w.passes,
    tokenScale: w.decimal_scale,
    payScale: w.pay_scale,
    remaining: w.remaining,
    balance: w.user_balance,
    order: order_info,
    placement: sell_order,
    now,
  })),
)
