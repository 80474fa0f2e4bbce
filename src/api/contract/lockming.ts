/**
 * Lock mining, "lh/deposit" (issue 16; api-reference §12; product-spec §2–3; formulas and the
 * product's rules in lockming-math.ts). The principal leaves the funds account (change) of the
 * product's coin when locked, earns `interest_rate` % of it per UTC day from the day after the
 * purchase, and returns to the funds account at maturity, automatically; an early redemption
 * returns it less the penalty (settlement ratio × remaining days × principal), keeping the interest
 * already paid.
 *
 * Wire, as the platform has it:
 * - GET `lh/deposit/config` `{ page, type }` (public): a bare array of products, 10 a page, each with
 *   `currency_name`, `currency_logo`. `type` (lock | defi | cloud; absent = every kind; anything else
 *   `parameterError`) and each product's `type` are added by the sandbox: the home tiles' locked,
 *   DeFi and cloud mining. A kind is a catalogue label: every kind follows the same rules and
 *   lockming-math's formulas.
 * - POST `lh/deposit` `{ config_id, amount }`: locks `amount` (> 0, ≥ `save_min`). The platform
 *   answers "success"; the sandbox answers the new order and requires `idempotency_key` (a repeat
 *   answers the first order, as it is now).
 * - GET `lh/deposit/order` `{ page, limit (20), status, is_cancel }`: `{ order_list: [...] }`.
 *   Status 1 earning, 2 finished; `is_cancel` 1 = redeemed early.
 * - POST `lh/deposit/order/cancel` `{ id }`: early redemption; the sandbox requires
 *   `idempotency_key` and answers the order. With `cancel_fee` (the penalty the sheet showed) it
 *   refuses `feeChanged` when the penalty at that moment differs, and changes nothing.
 *
 * Added by the sandbox to each order: the product's term (`day`), percent rate, settlement ratio
 * (`cancel_rate`), `daily_interest`, the whole term's `expected_interest`, `paid_days`,
 * `remaining_days`, and the redemption terms at the answer's moment (`cancel_fee` is the penalty
 * charged once redeemed, else the one a redemption would charge now; `refund`).
 */
import { Big } from 'big.js'
import * as z from 'zod/mini'
import { Decimal, WireInt } from './common'
import { dailyInterest, redemptionTerms, totalInterest } from './lockming-math'
import { IdempotencyKeyField, msToWireTime, wireTimeToMs } from './wallet/common'
import { Id } from './wallet/fields'

export const LOCKMING_CONFIG_PAGE_SIZE = 10
export const LOCKMING_ORDER_PAGE_SIZE = 20
export const LOCKMING_ORDER_PAGE_MAX = 50

export const lockStatuses = ['earning', 'matured', 'redeemed'] as const
export type LockStatus = (typeof lockStatuses)[number]
/** The order's state from `status` and `is_cancel`. */
export const lockStatusOf = (status: number, isCancel: number): LockStatus =>
  status === 1 ? 'earning' : isCancel === 1 ? 'redeemed' : 'matured'

/** The list's filters: `status` (and `is_cancel`) on the wire. */
export const lockListFilters = ['all', 'earning', 'finished'] as const
export type LockListFilter = (typeof lockListFilters)[number]
export const lockListFilterCodes: Record<LockListFilter, 0 | 1 | 2> = {
  all: 0,
  earning: 1,
  finished: 2,
}

/** The products' kinds (the home tiles' `?type=`): locked, DeFi and cloud mining. */
export const lockKinds = ['lock', 'defi', 'cloud'] as const
export type LockKind = (typeof lockKinds)[number]
export const LockKind = z.enum(lockKinds, 'parameterError')
/** A `?type=` as a kind: 'lock' when absent or unknown. */
export const lockKindOf = (value: string | null | undefined): LockKind =>
  lockKinds.find((k) => k === value) ?? 'lock'

/* ---------- requests ---------- */

const Page = z._default(z.coerce.number<number>().check(z.int(), z.positive()), 1)

/** GET lh/deposit/config. `type` is the sandbox's: one kind only (absent: every kind). */
export const LockConfigsRequest = z.object({ page: Page, type: z.optional(LockKind) })
export type LockConfigsRequest = z.input<typeof LockConfigsRequest>

/** A money amount kept as typed: lockming-math's `lockIssue` checks it and answers the code. */
const Amount = z.pipe(
  z.union([z.string(), z.number()], 'amountRequired'),
  z.transform((v: string | number) => String(v).trim()),
)

/** POST lh/deposit. */
export const LockBuyRequest = z.object({
  config_id: z.coerce
    .number<number>('productNotAvailable')
    .check(z.int('productNotAvailable'), z.positive('productNotAvailable')),
  amount: Amount,
  idempotency_key: IdempotencyKeyField,
})
export type LockBuyRequest = z.input<typeof LockBuyRequest>

/** GET lh/deposit/order. `status` 0 (or absent) all, 1 earning, 2 finished; `is_cancel` 0/1. */
export const LockOrdersRequest = z.object({
  page: Page,
  limit: z._default(
    z.coerce.number<number>().check(z.int(), z.positive(), z.lte(LOCKMING_ORDER_PAGE_MAX)),
    LOCKMING_ORDER_PAGE_SIZE,
  ),
  status: z._default(
    z.pipe(
      z.coerce.number<0 | 1 | 2>('parameterError'),
      z.union([z.literal(0), z.literal(1), z.literal(2)], 'parameterError'),
    ),
    0,
  ),
  is_cancel: z.optional(
    z.pipe(
      z.coerce.number<0 | 1>('parameterError'),
      z.union([z.literal(0), z.literal(1)], 'parameterError'),
    ),
  ),
})
export type LockOrdersRequest = z.input<typeof LockOrdersRequest>

/** POST lh/deposit/order/cancel. */
export const LockCancelRequest = z.object({
  id: Id,
  idempotency_key: IdempotencyKeyField,
  /** The penalty the confirm sheet showed; refused with `feeChanged` when it no longer holds. */
  cancel_fee: z.optional(
    z.pipe(Amount, z.string().check(z.regex(/^\d+(\.\d+)?$/, 'parameterError'))),
  ),
})
export type LockCancelRequest = z.input<typeof LockCancelRequest>

/* ---------- answers ---------- */

/** A product (`lh_deposit_config` row + currency). */
export interface LockConfigWire {
  id: number
  currency_id: number
  /** Term, days. */
  day: number
  /** Percent per day. */
  interest_rate: string
  /** Settlement ratio of an early redemption, percent of the principal per remaining day. */
  cancel_rate: string
  intro: string
  save_min: string
  created_at: string
  currency_name: string
  currency_logo: string
  decimal_scale: number
  /** Added by the sandbox: the product's kind. */
  type: LockKind
}

export interface LockConfig {
  id: number
  currencyId: number
  currency: string
  logo: string
  scale: number
  days: number
  dailyRate: string
  cancelRate: string
  min: string
  intro: string
  /** The sandbox's `type`; 'lock' when the wire has none (the platform's). */
  kind: LockKind
}

export const LockConfig = z.pipe(
  z.object({
    id: WireInt,
    currency_id: WireInt,
    day: WireInt,
    interest_rate: Decimal,
    cancel_rate: z._default(z.optional(Decimal), '0'),
    intro: z._default(z.optional(z.nullable(z.string())), ''),
    save_min: z._default(z.optional(Decimal), '0'),
    currency_name: z.string(),
    currency_logo: z._default(z.optional(z.nullable(z.string())), ''),
    decimal_scale: z._default(z.optional(WireInt), 4),
    type: z._default(z.optional(LockKind), 'lock'),
  }),
  z.transform((w): LockConfig => ({
    id: w.id,
    currencyId: w.currency_id,
    currency: w.currency_name,
    logo: w.currency_logo ?? '',
    scale: w.decimal_scale,
    days: w.day,
    dailyRate: w.interest_rate,
    cancelRate: w.cancel_rate,
    min: w.save_min,
    intro: w.intro ?? '',
    kind: w.type,
  })),
)
export const LockConfigsAnswer = z.array(LockConfig)

/** An order as the sandbox sends it: the platform's fields, then the sandbox's. */
export interface LockOrderWire {
  id: number
  currency_id: number
  currency_name: string
  amount: string
  /** Fraction per day (interest_rate ÷ 100), as the platform stores it. */
  day_rate: string
  /** Interest paid so far. */
  total_interest: string
  /** `Y-m-d H:i:s` UTC, 00:00: the first earning day and maturity. */
  start_at: string
  end_at: string
  status: 1 | 2
  is_cancel: 0 | 1
  cancel_fee: string
  config_id: number
  decimal_scale: number
  day: number
  interest_rate: string
  cancel_rate: string
  daily_interest: string
  expected_interest: string
  paid_days: number
  remaining_days: number
  /** What an early redemption returns (principal − cancel_fee); 0 once matured. */
  refund: string
  created_at: string
  finished_at: string | null
}

export interface LockOrder {
  id: number
  configId: number
  currencyId: number
  currency: string
  scale: number
  amount: string
  days: number
  dailyRate: string
  cancelRate: string
  dailyInterest: string
  expectedInterest: string
  interestPaid: string
  paidDays: number
  remainingDays: number
  status: LockStatus
  /** The penalty charged (redeemed) or that a redemption would charge at the answer's moment. */
  penalty: string
  refund: string
  /** ms. */
  startAt: number
  endAt: number
  createdAt: number
  finishedAt: number | null
}

export const LockOrder = z.pipe(
  z.object({
    id: WireInt,
    config_id: WireInt,
    currency_id: WireInt,
    currency_name: z.string(),
    decimal_scale: z._default(z.optional(WireInt), 4),
    amount: Decimal,
    day: WireInt,
    interest_rate: Decimal,
    cancel_rate: Decimal,
    daily_interest: Decimal,
    expected_interest: Decimal,
    total_interest: Decimal,
    paid_days: WireInt,
    remaining_days: WireInt,
    status: WireInt,
    is_cancel: z._default(z.optional(WireInt), 0),
    cancel_fee: Decimal,
    refund: Decimal,
    start_at: z.string(),
    end_at: z.string(),
    created_at: z.string(),
    finished_at: z.optional(z.nullable(z.string())),
  }),
  z.transform((w): LockOrder => ({
    id: w.id,
    configId: w.config_id,
    currencyId: w.currency_id,
    currency: w.currency_name,
    scale: w.decimal_scale,
    amount: w.amount,
    days: w.day,
    dailyRate: w.interest_rate,
    cancelRate: w.cancel_rate,
    dailyInterest: w.daily_interest,
    expectedInterest: w.expected_interest,
    interestPaid: w.total_interest,
    paidDays: w.paid_days,
    remainingDays: w.remaining_days,
    status: lockStatusOf(w.status, w.is_cancel),
    penalty: w.cancel_fee,
    refund: w.refund,
    startAt: wireTimeToMs(w.start_at),
    endAt: wireTimeToMs(w.end_at),
    createdAt: wireTimeToMs(w.created_at),
    finishedAt: w.finished_at ? wireTimeToMs(w.finished_at) : null,
  })),
)
export const LockOrderAnswer = LockOrder
export const LockOrdersAnswer = z.pipe(
  z.object({ order_list: z.array(LockOrder) }),
  z.transform((w) => w.order_list),
)

/** A lock's stored facts (the sandbox's row, the mock's state), money as decimal strings. */
export interface LockState {
  id: number
  configId: number
  currencyId: number
  currency: string
  scale: number
  amount: string
  days: number
  dailyRate: string
  cancelRate: string
  paidDays: number
  startAt: number
  endAt: number
  status: 1 | 2
  isCancel: 0 | 1
  /** The penalty charged; '0' unless redeemed. */
  cancelFee: string
  createdAt: number
  finishedAt: number | null
}

/**
 * The wire order of `s` at `now` (the sandbox's and the mock's one mapper): paid interest and the
 * term's expected interest from lockming-math, and while earning the redemption terms of `now`.
 */
export function lockOrderWire(s: LockState, now: number): LockOrderWire {
  const daily = dailyInterest(s.amount, s.dailyRate, s.scale)
  const earning = s.status === 1
  const redemption = earning
    ? redemptionTerms({ ...s, days: s.days, now })
    : { remainingDays: 0, penalty: s.cancelFee, refund: '' }
  const refund =
    earning || s.isCancel === 1
      ? new Big(s.amount).minus(redemption.penalty).toFixed(s.scale)
      : new Big(0).toFixed(s.scale)
  return {
    id: s.id,
    currency_id: s.currencyId,
    currency_name: s.currency,
    amount: new Big(s.amount).toFixed(s.scale),
    day_rate: new Big(s.dailyRate).div(100).toString(),
    total_interest: totalInterest(s.amount, s.dailyRate, s.paidDays, s.scale),
    start_at: msToWireTime(s.startAt),
    end_at: msToWireTime(s.endAt),
    status: s.status,
    is_cancel: s.isCancel,
    cancel_fee: new Big(redemption.penalty).toFixed(s.scale),
    config_id: s.configId,
    decimal_scale: s.scale,
    day: s.days,
    interest_rate: s.dailyRate,
    cancel_rate: s.cancelRate,
    daily_interest: daily,
    expected_interest: totalInterest(s.amount, s.dailyRate, s.days, s.scale),
    paid_days: s.paidDays,
    remaining_days: redemption.remainingDays,
    refund,
    created_at: msToWireTime(s.createdAt),
    finished_at: s.finishedAt === null ? null : msToWireTime(s.finishedAt),
  }
}
