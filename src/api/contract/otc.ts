/**
 * OTC desk, peer-to-peer with merchants, "c2c" (issue 18; api-reference §16.6, product-spec §2
 * `otc/otc`, §6; formulas and the product's rules in otc-math.ts). The coin is USDT on the funds
 * account (`change`); the fiat (BRL, USD, EUR) is paid bank to bank, outside the platform.
 *
 * Wire (§16.6 adapted; the shapes are the sandbox's own where §16.6 names only the endpoint):
 * - GET `c2c_deal_platform` `{ page, limit, type, currency_id, fiat?, way?, amount? }`: the
 *   self-select zone, a Custom A page of ads. `type` is the USER's side: `buy` lists the ads of
 *   merchants who sell (taken with `c2c/buyCoin`), `sell` those of merchants who buy
 *   (`c2c/sellCoin`); best price first for that side (lowest to buy, highest to sell), then the
 *   older ad. Only ads that can be taken (remaining ≥ min) are listed; `amount` keeps those it
 *   fits, `fiat` and `way` filter.
 * - GET `c2c/quick` `{ type, currency_id, fiat, amount }`: the quick zone, the best ad for that
 *   amount with the order's price, fiat total and fee; none fits is `otcNoMatchingAd`.
 * - POST `c2c/buyCoin` / `c2c/sellCoin` `{ id (the ad), amount, idempotency_key }` (§16.6's `type`
 *   is accepted and ignored: the endpoint says it): opens an order awaiting payment, the seller's
 *   coins held from now on; answers the order. A repeat with the same key answers the same order
 *   as it is now; another request under the key is `idempotencyConflict`. Needs KYC (998) and a
 *   saved bank card, domestic or international (997).
 * - POST `c2c/user_legal_pay {id}`: the user, as buyer, says "I have paid" (0 → 3).
 * - POST `c2c/user_legal_pay_cancel {id}`: the user, as buyer, cancels before paying (0 → 2); the
 *   merchant's coins return.
 * - POST `c2c/legal_deal_sure {id}`: the user, as seller, confirms the fiat arrived (3 → 1); the
 *   coins go to the merchant.
 * - POST `c2c/saveAppeal {id, img, content}`: the user appeals a paid order (3 → 4) with a picture
 *   (a path the upload endpoint answered, the caller's own) and a text (5–500 characters).
 * - GET `c2c/userOrderList {page, limit, is_sure?}`: a Custom A page of the caller's orders,
 *   newest first. GET `c2c/userOrderDetail {id}`: one order.
 * These three transitions carry no key: each is decided against the order's status in one
 * transaction, so a repeat finds the order already where it asked for and answers it unchanged
 * (nothing moves twice); from any other status it is `otcOrderNotActionable`.
 *
 * Deal status `is_sure` (§16.6): 0 awaiting payment, 3 paid (awaiting the seller's release),
 * 1 completed (coins released to the buyer), 2 cancelled (coins back to the seller), and ours:
 * 4 in appeal (a reviewer decides: release → 1 or return → 2). `cancel_reason`: `buyer`,
 * `timeout` (the payment window passed) or `appeal`.
 *
 * The merchant's side (they mark a sell order paid, confirm a buy order's payment, cancel a sell
 * order before paying; a reviewer resolves appeals) is loopback-only dev actions
 * (server/src/routes/otc-dev.ts). Every status change sends the user the private socket event
 * `otc_order` (the order, as below); a change the merchant or the reviewer made also leaves a
 * message-centre notice.
 */
import * as z from 'zod/mini'
import { Decimal, WireInt } from './common'
import { OTC_FEE, otcSecondsLeft, type OtcSide } from './otc-math'
import { IdempotencyKeyField, customAPage, wireTimeToMs } from './wallet/common'
import { Id } from './wallet/fields'

export type { OtcSide } from './otc-math'
export { OTC_FEE }

export const otcSides = ['buy', 'sell'] as const satisfies readonly OtcSide[]
/** The fiats the sandbox's merchants quote. */
export const otcFiats = ['BRL', 'USD', 'EUR'] as const
export type OtcFiat = (typeof otcFiats)[number]
/** Payment methods of an ad: bank transfer, Pix (BRL), SEPA (EUR), Wise. */
export const otcPayWays = ['bank', 'pix', 'sepa', 'wise'] as const
export type OtcPayWay = (typeof otcPayWays)[number]

export const otcStatuses = ['awaitingPayment', 'paid', 'completed', 'cancelled', 'appeal'] as const
export type OtcStatus = (typeof otcStatuses)[number]
/** `is_sure`. */
export const otcStatusCodes: Record<OtcStatus, 0 | 1 | 2 | 3 | 4> = {
  awaitingPayment: 0,
  completed: 1,
  cancelled: 2,
  paid: 3,
  appeal: 4,
}
export const otcStatusOf = (code: number): OtcStatus =>
  otcStatuses.find((s) => otcStatusCodes[s] === code) ?? 'awaitingPayment'

export const otcCancelReasons = ['buyer', 'timeout', 'appeal'] as const
export type OtcCancelReason = (typeof otcCancelReasons)[number]

export const OTC_PAGE_SIZE = 20
export const OTC_PAGE_MAX = 50
/** An appeal's text, characters. */
export const OTC_APPEAL_MIN = 5
export const OTC_APPEAL_MAX = 500

/** The private socket event of an order's every status change (payload: `OtcOrderWire`). */
export const OTC_ORDER_EVENT = 'otc_order'

/* ---------- requests ---------- */

const page = z._default(z.coerce.number<number>().check(z.int(), z.positive()), 1)
const limit = z._default(
  z.coerce.number<number>().check(z.int(), z.positive(), z.lte(OTC_PAGE_MAX)),
  OTC_PAGE_SIZE,
)
const side = z._default(z.enum(otcSides, 'parameterError'), 'buy')
const coin = z._default(z.coerce.number<number>().check(z.int(), z.positive()), 3)
/** An amount stays a string: otc-math's `otcOrderIssue` checks it and answers the code shown. */
const amount = z.pipe(
  z.union([z.string(), z.number()], 'amountRequired'),
  z.transform((v: string | number) => String(v).trim()),
)

/** GET c2c_deal_platform. */
export const OtcAdsRequest = z.object({
  page,
  limit,
  type: side,
  currency_id: coin,
  fiat: z.optional(z.enum(otcFiats, 'parameterError')),
  way: z.optional(z.enum(otcPayWays, 'parameterError')),
  amount: z.optional(amount),
})
export type OtcAdsRequest = z.input<typeof OtcAdsRequest>

/** GET c2c/quick. */
export const OtcQuickRequest = z.object({
  type: side,
  currency_id: coin,
  fiat: z.enum(otcFiats, 'parameterError'),
  amount,
})
export type OtcQuickRequest = z.input<typeof OtcQuickRequest>

/** POST c2c/buyCoin and c2c/sellCoin. */
export const OtcTakeRequest = z.object({
  id: Id,
  amount,
  /** §16.6 sends it; the endpoint decides the side. */
  type: z.optional(z.union([z.string(), z.number()])),
  idempotency_key: IdempotencyKeyField,
})
export type OtcTakeRequest = z.input<typeof OtcTakeRequest>

/** POST c2c/user_legal_pay, c2c/user_legal_pay_cancel, c2c/legal_deal_sure; GET c2c/userOrderDetail. */
export const OtcOrderIdRequest = z.object({ id: Id })
export type OtcOrderIdRequest = z.input<typeof OtcOrderIdRequest>

/** POST c2c/saveAppeal. */
export const OtcAppealRequest = z.object({
  id: Id,
  img: z.pipe(
    z.pipe(
      z.string('pictureRequired'),
      z.transform((v: string) => v.trim()),
    ),
    z.string().check(z.minLength(1, 'pictureRequired'), z.maxLength(500, 'pictureInvalid')),
  ),
  content: z.pipe(
    z.pipe(
      z.string('otcAppealTextInvalid'),
      z.transform((v: string) => v.trim()),
    ),
    z
      .string()
      .check(
        z.minLength(OTC_APPEAL_MIN, 'otcAppealTextInvalid'),
        z.maxLength(OTC_APPEAL_MAX, 'otcAppealTextInvalid'),
      ),
  ),
})
export type OtcAppealRequest = z.input<typeof OtcAppealRequest>

/** GET c2c/userOrderList. */
export const OtcOrdersRequest = z.object({
  page,
  limit,
  is_sure: z.optional(
    z.coerce.number<number>().check(z.int(), z.gte(0), z.lte(4, 'parameterError')),
  ),
})
export type OtcOrdersRequest = z.input<typeof OtcOrdersRequest>

/* ---------- answers ---------- */

const wireTime = z.pipe(z.string(), z.transform(wireTimeToMs))
const sideOf = z.enum(otcSides)
const ways = z.array(z.enum(otcPayWays))

/** An ad. Amounts in the coin, price and totals in the fiat. */
export interface OtcAdWire {
  id: number
  /** The user's side when taking it: `buy` → c2c/buyCoin. */
  type: OtcSide
  merchant_id: number
  merchant_name: string
  currency_id: number
  currency_name: string
  fiat: OtcFiat
  price: string
  min_number: string
  /** The most one order may take now: min(the ad's max, what it has left). */
  max_number: string
  total_number: string
  remaining_number: string
  ways: OtcPayWay[]
  /** %, 2 decimals, or null before the merchant's first finished order (otc-math). */
  completion_rate: string | null
  orders_completed: number
  fee: string
}

export interface OtcAd {
  id: number
  side: OtcSide
  merchantId: number
  merchantName: string
  currencyId: number
  currencyName: string
  fiat: OtcFiat
  price: string
  min: string
  max: string
  total: string
  remaining: string
  ways: OtcPayWay[]
  completionRate: string | null
  ordersCompleted: number
  fee: string
}

export const OtcAd = z.pipe(
  z.object({
    id: WireInt,
    type: sideOf,
    merchant_id: WireInt,
    merchant_name: z.string(),
    currency_id: WireInt,
    currency_name: z.string(),
    fiat: z.enum(otcFiats),
    price: Decimal,
    min_number: Decimal,
    max_number: Decimal,
    total_number: Decimal,
    remaining_number: Decimal,
    ways,
    completion_rate: z.nullable(Decimal),
    orders_completed: WireInt,
    fee: z._default(z.optional(Decimal), OTC_FEE),
  }),
  z.transform((w): OtcAd => ({
    id: w.id,
    side: w.type,
    merchantId: w.merchant_id,
    merchantName: w.merchant_name,
    currencyId: w.currency_id,
    currencyName: w.currency_name,
    fiat: w.fiat,
    price: w.price,
    min: w.min_number,
    max: w.max_number,
    total: w.total_number,
    remaining: w.remaining_number,
    ways: w.ways,
    completionRate: w.completion_rate,
    ordersCompleted: w.orders_completed,
    fee: w.fee,
  })),
)

export const OtcAdsAnswer = customAPage(OtcAd)
export type OtcAdsAnswer = z.output<typeof OtcAdsAnswer>

export interface OtcQuickWire {
  ad: OtcAdWire
  amount: string
  price: string
  total: string
  fee: string
}
export const OtcQuickAnswer = z.pipe(
  z.object({ ad: OtcAd, amount: Decimal, price: Decimal, total: Decimal, fee: Decimal }),
  z.transform((w) => w),
)
export type OtcQuick = z.output<typeof OtcQuickAnswer>

/**
 * Where the fiat goes: the merchant's account on a buy order, the user's own card (masked) on a
 * sell order. The sandbox's merchant accounts are labelled as such and are not real.
 */
export interface OtcPayInfoWire {
  name: string
  bank: string
  account: string
}

export interface OtcAppealWire {
  content: string
  img: string
  created_at: string
  outcome: 'release' | 'return' | null
  resolved_at: string | null
}

export interface OtcOrderWire {
  id: number
  ad_id: number
  type: OtcSide
  is_sure: 0 | 1 | 2 | 3 | 4
  cancel_reason: OtcCancelReason | null
  currency_id: number
  currency_name: string
  fiat: OtcFiat
  price: string
  number: string
  total: string
  fee: string
  merchant_id: number
  merchant_name: string
  ways: OtcPayWay[]
  pay_info: OtcPayInfoWire
  created_at: string
  deadline_at: string
  paid_at: string | null
  finished_at: string | null
  appeal: OtcAppealWire | null
  /** The sandbox clock when answered, so the countdown follows it. */
  now: string
}

export interface OtcAppeal {
  content: string
  img: string
  createdAt: number
  outcome: 'release' | 'return' | null
  resolvedAt: number | null
}

export interface OtcOrder {
  id: number
  adId: number
  side: OtcSide
  status: OtcStatus
  cancelReason: OtcCancelReason | null
  currencyId: number
  currencyName: string
  fiat: OtcFiat
  price: string
  amount: string
  total: string
  fee: string
  merchantId: number
  merchantName: string
  ways: OtcPayWay[]
  payInfo: OtcPayInfoWire
  createdAt: number
  deadlineAt: number
  paidAt: number | null
  finishedAt: number | null
  appeal: OtcAppeal | null
  now: number
  /** Seconds left to pay at `now` (0 unless awaiting payment). */
  secondsLeft: number
}

export const OtcOrder = z.pipe(
  z.object({
    id: WireInt,
    ad_id: WireInt,
    type: sideOf,
    is_sure: WireInt,
    cancel_reason: z.nullable(z.enum(otcCancelReasons)),
    currency_id: WireInt,
    currency_name: z.string(),
    fiat: z.enum(otcFiats),
    price: Decimal,
    number: Decimal,
    total: Decimal,
    fee: z._default(z.optional(Decimal), OTC_FEE),
    merchant_id: WireInt,
    merchant_name: z.string(),
    ways,
    pay_info: z.object({ name: z.string(), bank: z.string(), account: z.string() }),
    created_at: wireTime,
    deadline_at: wireTime,
    paid_at: z.nullable(wireTime),
    finished_at: z.nullable(wireTime),
    appeal: z.nullable(
      z.object({
        content: z.string(),
        img: z.string(),
        created_at: wireTime,
        outcome: z.nullable(z.enum(['release', 'return'])),
        resolved_at: z.nullable(wireTime),
      }),
    ),
    now: wireTime,
  }),
  z.transform((w): OtcOrder => {
    const status = otcStatusOf(w.is_sure)
    return {
      id: w.id,
      adId: w.ad_id,
      side: w.type,
      status,
      cancelReason: w.cancel_reason,
      currencyId: w.currency_id,
      currencyName: w.currency_name,
      fiat: w.fiat,
      price: w.price,
      amount: w.number,
      total: w.total,
      fee: w.fee,
      merchantId: w.merchant_id,
      merchantName: w.merchant_name,
      ways: w.ways,
      payInfo: w.pay_info,
      createdAt: w.created_at,
      deadlineAt: w.deadline_at,
      paidAt: w.paid_at,
      finishedAt: w.finished_at,
      appeal: w.appeal && {
        content: w.appeal.content,
        img: w.appeal.img,
        createdAt: w.appeal.created_at,
        outcome: w.appeal.outcome,
        resolvedAt: w.appeal.resolved_at,
      },
      now: w.now,
      secondsLeft: status === 'awaitingPayment' ? otcSecondsLeft(w.deadline_at, w.now) : 0,
    }
  }),
)

export const OtcOrdersAnswer = customAPage(OtcOrder)
export type OtcOrdersAnswer = z.output<typeof OtcOrdersAnswer>

/** The `otc_order` private event's payload: the order as `c2c/userOrderDetail` answers it. */
export const OtcOrderEvent = OtcOrder
