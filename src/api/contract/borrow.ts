/**
 * OTC borrowing for VIP 2 (issue 18; product-spec §6 and its figures; api-reference §16.1 — the
 * platform has no endpoint behind its loan page, so the sibling backend's `borrow/*` shapes are
 * adapted, and the spec wins). Every rule and formula is in borrow-math.ts's header: who may
 * borrow, the 500,000–10,000,000 USDT range, the 150 % initial risk rate ("up to 3×"), the daily
 * interest per term, overdue 0.5 %/day of the principal, repayment, the forced close below 110 %.
 * Money: collateral held on the funds account (1, `change`) from the application; the loan
 * disbursed to the funds account when the desk approves; repayment from it.
 *
 * Wire (sandbox):
 * - GET `borrow/terms` (public; with a session also the caller's eligibility) → the figures, the
 *   rate tiers, the coins with their USDT price now, `eligibility` (null without a session):
 *   `{ eligible, vip, market_maker, required_vip, reason }` (`borrowVipRequired` /
 *   `borrowOpenLoan` / null) and `open_loan_id`, and the sandbox clock's `now`.
 * - POST `borrow/apply` `{ currency, collateral_currency (currency ids), amount,
 *   collateral_amount, term_days, idempotency_key }` → the loan (status `pending`). A repeat of the
 *   key answers the loan as it is now; another request under the key is `idempotencyConflict`.
 * - POST `borrow/order/list` `{ status (all | pending | active | closed), page, limit = 10 }` →
 *   `{ list, page, limit, total, now }`, newest first, the caller's own.
 * - GET `borrow/order/detail` `{ id }` → the loan, with its `accruals` (one per loan day added);
 *   another user's id is `notFound`.
 * - POST `borrow/order/repay` `{ id, idempotency_key }` → the loan, `repaid`.
 * - Private event `borrow_loan` `{ type, to, event: approved | rejected | liquidated, data }`, and a
 *   message-centre notice for each (the sandbox writes it in the same transaction).
 *
 * A loan's live figures (`interest`, `overdue`, `debt`, `risk_rate`, `price`, `collateral_price`,
 * `forced_close_price`) are at the engine's prices of the second the server answered (`now`);
 * `risk_rate` and `forced_close_price` are null once the loan is not running. Times are
 * `Y-m-d H:i:s` UTC; `close_tick` is the engine second (ms) of a forced close.
 */
import * as z from 'zod/mini'
import { Decimal, WireInt } from './common'
import { AmountField, IdempotencyKeyField, wireTimeToMs } from './wallet/common'
import { Id } from './wallet/fields'

export const loanStatuses = ['pending', 'rejected', 'active', 'repaid', 'liquidated'] as const
export type LoanStatus = (typeof loanStatuses)[number]
/** My loans' filters: closed = rejected, repaid or liquidated. */
export const loanFilters = ['all', 'pending', 'active', 'closed'] as const
export type LoanFilter = (typeof loanFilters)[number]
export const loanEvents = ['approved', 'rejected', 'liquidated'] as const
export type LoanEvent = (typeof loanEvents)[number]

export const BORROW_PAGE_SIZE = 10
export const BORROW_PAGE_MAX = 50
export const BORROW_LOAN_EVENT = 'borrow_loan'

/* ---------- requests ---------- */

const TermDays = z.coerce
  .number<number>('borrowTermInvalid')
  .check(
    z.int('borrowTermInvalid'),
    z.positive('borrowTermInvalid'),
    z.lte(100_000, 'borrowTermInvalid'),
  )
const CoinId = z.coerce
  .number<number>('currencyNotSupported')
  .check(z.int('currencyNotSupported'), z.positive('currencyNotSupported'))

/** POST borrow/apply. */
export const BorrowApplyRequest = z.object({
  currency: CoinId,
  collateral_currency: CoinId,
  amount: AmountField,
  collateral_amount: AmountField,
  term_days: TermDays,
  idempotency_key: IdempotencyKeyField,
})
export type BorrowApplyRequest = z.input<typeof BorrowApplyRequest>

/** POST borrow/order/list. */
export const BorrowListRequest = z.object({
  status: z._default(z.enum(loanFilters, 'parameterError'), 'all'),
  page: z._default(z.coerce.number<number>('parameterError').check(z.int(), z.positive()), 1),
  limit: z._default(
    z.coerce.number<number>('parameterError').check(z.int(), z.positive(), z.lte(BORROW_PAGE_MAX)),
    BORROW_PAGE_SIZE,
  ),
})
export type BorrowListRequest = z.input<typeof BorrowListRequest>

/** GET borrow/order/detail. */
export const BorrowDetailRequest = z.object({ id: Id })
export type BorrowDetailRequest = z.input<typeof BorrowDetailRequest>

/** POST borrow/order/repay. */
export const BorrowRepayRequest = z.object({ id: Id, idempotency_key: IdempotencyKeyField })
export type BorrowRepayRequest = z.input<typeof BorrowRepayRequest>

/* ---------- answers ---------- */

export interface BorrowTermsWire {
  min_usdt: string
  max_usdt: string
  term_min_days: number
  term_max_days: number
  initial_risk_rate: string
  forced_close_risk_rate: string
  overdue_rate: string
  max_leverage: string
  required_vip: number
  review_days: [number, number]
  rates: Array<{ min_days: number; max_days: number; daily_rate: string }>
  currencies: Array<{ currency_id: number; name: string; scale: number; usdt_price: string }>
  eligibility: {
    eligible: boolean
    vip: number
    market_maker: boolean
    reason: 'borrowVipRequired' | 'borrowOpenLoan' | null
    open_loan_id: number | null
  } | null
  now: string
}

const Time = z.pipe(z.string(), z.transform(wireTimeToMs))
const NullableTime = z.pipe(
  z.optional(z.nullable(z.string())),
  z.transform((v: string | null | undefined) => (v ? wireTimeToMs(v) : null)),
)
const NullableDecimal = z.pipe(
  z.optional(z.nullable(z.union([z.string(), z.number()]))),
  z.transform((v: string | number | null | undefined) =>
    v === null || v === undefined || v === '' ? null : String(v),
  ),
)

export const BorrowTermsAnswer = z.pipe(
  z.object({
    min_usdt: Decimal,
    max_usdt: Decimal,
    term_min_days: WireInt,
    term_max_days: WireInt,
    initial_risk_rate: Decimal,
    forced_close_risk_rate: Decimal,
    overdue_rate: Decimal,
    max_leverage: Decimal,
    required_vip: WireInt,
    review_days: z.tuple([WireInt, WireInt]),
    rates: z.array(z.object({ min_days: WireInt, max_days: WireInt, daily_rate: Decimal })),
    currencies: z.array(
      z.object({ currency_id: WireInt, name: z.string(), scale: WireInt, usdt_price: Decimal }),
    ),
    eligibility: z.nullable(
      z.object({
        eligible: z.boolean(),
        vip: WireInt,
        market_maker: z.boolean(),
        reason: z.nullable(z.enum(['borrowVipRequired', 'borrowOpenLoan'])),
        open_loan_id: z.nullable(WireInt),
      }),
    ),
    now: Time,
  }),
  z.transform((w) => ({
    minUsdt: w.min_usdt,
    maxUsdt: w.max_usdt,
    termDays: { min: w.term_min_days, max: w.term_max_days },
    initialRiskRate: w.initial_risk_rate,
    forcedCloseRiskRate: w.forced_close_risk_rate,
    overdueRate: w.overdue_rate,
    maxLeverage: w.max_leverage,
    requiredVip: w.required_vip,
    reviewDays: { min: w.review_days[0], max: w.review_days[1] },
    rates: w.rates.map((r) => ({
      minDays: r.min_days,
      maxDays: r.max_days,
      dailyRate: r.daily_rate,
    })),
    currencies: w.currencies.map((c) => ({
      id: c.currency_id,
      name: c.name,
      scale: c.scale,
      usdtPrice: c.usdt_price,
    })),
    eligibility: w.eligibility && {
      eligible: w.eligibility.eligible,
      vip: w.eligibility.vip,
      marketMaker: w.eligibility.market_maker,
      reason: w.eligibility.reason,
      openLoanId: w.eligibility.open_loan_id,
    },
    now: w.now,
  })),
)
export type BorrowTerms = z.output<typeof BorrowTermsAnswer>

/** A loan as the sandbox sends it. */
export interface BorrowLoanWire {
  id: number
  currency_id: number
  currency_name: string
  currency_scale: number
  amount: string
  collateral_currency_id: number
  collateral_currency_name: string
  collateral_scale: number
  collateral_amount: string
  term_days: number
  daily_rate: string
  overdue_rate: string
  value_usdt: string
  status: LoanStatus
  reason: string | null
  created_at: string
  reviewed_at: string | null
  disbursed_at: string | null
  due_at: string | null
  overdue_now: boolean
  days_accrued: number
  interest: string
  overdue: string
  debt: string
  price: string
  collateral_price: string
  risk_rate: string | null
  forced_close_price: string | null
  repaid_principal: string | null
  paid_interest: string | null
  close_tick: number | null
  close_price: string | null
  close_collateral_price: string | null
  collateral_sold: string | null
  collateral_returned: string | null
  debt_covered: string | null
  closed_at: string | null
  accruals?: Array<{ day: number; interest: string; overdue: string; created_at: string }>
}

export const BorrowLoanSchema = z.pipe(
  z.object({
    id: WireInt,
    currency_id: WireInt,
    currency_name: z.string(),
    currency_scale: WireInt,
    amount: Decimal,
    collateral_currency_id: WireInt,
    collateral_currency_name: z.string(),
    collateral_scale: WireInt,
    collateral_amount: Decimal,
    term_days: WireInt,
    daily_rate: Decimal,
    overdue_rate: Decimal,
    value_usdt: Decimal,
    status: z.enum(loanStatuses),
    reason: z.optional(z.nullable(z.string())),
    created_at: Time,
    reviewed_at: NullableTime,
    disbursed_at: NullableTime,
    due_at: NullableTime,
    overdue_now: z.boolean(),
    days_accrued: WireInt,
    interest: Decimal,
    overdue: Decimal,
    debt: Decimal,
    price: Decimal,
    collateral_price: Decimal,
    risk_rate: NullableDecimal,
    forced_close_price: NullableDecimal,
    repaid_principal: NullableDecimal,
    paid_interest: NullableDecimal,
    close_tick: z.optional(z.nullable(WireInt)),
    close_price: NullableDecimal,
    close_collateral_price: NullableDecimal,
    collateral_sold: NullableDecimal,
    collateral_returned: NullableDecimal,
    debt_covered: NullableDecimal,
    closed_at: NullableTime,
    accruals: z.optional(
      z.array(z.object({ day: WireInt, interest: Decimal, overdue: Decimal, created_at: Time })),
    ),
  }),
  z.transform((w) => ({
    id: w.id,
    currency: { id: w.currency_id, name: w.currency_name, scale: w.currency_scale },
    amount: w.amount,
    collateral: {
      id: w.collateral_currency_id,
      name: w.collateral_currency_name,
      scale: w.collateral_scale,
    },
    collateralAmount: w.collateral_amount,
    termDays: w.term_days,
    dailyRate: w.daily_rate,
    overdueRate: w.overdue_rate,
    valueUsdt: w.value_usdt,
    status: w.status,
    reason: w.reason ?? null,
    createdAt: w.created_at,
    reviewedAt: w.reviewed_at,
    disbursedAt: w.disbursed_at,
    dueAt: w.due_at,
    overdueNow: w.overdue_now,
    daysAccrued: w.days_accrued,
    interest: w.interest,
    overdue: w.overdue,
    debt: w.debt,
    price: w.price,
    collateralPrice: w.collateral_price,
    riskRate: w.risk_rate,
    forcedClosePrice: w.forced_close_price,
    repaidPrincipal: w.repaid_principal,
    paidInterest: w.paid_interest,
    closeTick: w.close_tick ?? null,
    closePrice: w.close_price,
    closeCollateralPrice: w.close_collateral_price,
    collateralSold: w.collateral_sold,
    collateralReturned: w.collateral_returned,
    debtCovered: w.debt_covered,
    closedAt: w.closed_at,
    accruals: (w.accruals ?? []).map((a) => ({
      day: a.day,
      interest: a.interest,
      overdue: a.overdue,
      createdAt: a.created_at,
    })),
  })),
)
export const BorrowLoanAnswer = BorrowLoanSchema
export type BorrowLoan = z.output<typeof BorrowLoanSchema>

export const BorrowListAnswer = z.pipe(
  z.object({
    list: z.array(BorrowLoanSchema),
    page: WireInt,
    limit: WireInt,
    total: WireInt,
    now: Time,
  }),
  z.transform((w) => ({ items: w.list, page: w.page, limit: w.limit, total: w.total, now: w.now })),
)
export type BorrowLoanPage = z.output<typeof BorrowListAnswer>

/* ---------- private events ---------- */

/** `borrow_loan`: the desk approved or rejected the caller's loan, or it was closed by force. */
export const BorrowLoanEvent = z.object({
  type: z.literal(BORROW_LOAN_EVENT),
  to: WireInt,
  event: z.enum(loanEvents),
  data: BorrowLoanSchema,
})
export type BorrowLoanEvent = z.infer<typeof BorrowLoanEvent>
