/**
 * Quick buy USDT by bank transfer (issue 18; product-spec §3 quick-buy payer, §4 "to be paid,
 * then payment successful; cancelled if the transfer is not completed promptly", §5, §8 "Your area
 * is temporarily not supported", §9; api-reference §16.2, shapes adapted: the spec wins). The
 * formulas, figures and every field rule are in quick-buy-math.ts.
 *
 * Wire (designed here; §16.2 names only candidates: `coinTopUpBankCurrency`,
 * `coinTopUpBankInfo`, `chargeReqBank`):
 * - GET `quick_buy/currencies` (public): `{ list, countries, pay_methods, window_seconds, now }`:
 *   each fiat with `currency`, `rate` (fiat per USDT, USD 1), `min` (whole fiat), `fee_percent`,
 *   `min_fee`, `scale` (the fiat's decimals); the supported countries with their banks (§9);
 *   `pay_methods` ['bank_transfer'].
 * - GET `quick_buy/beneficiary` `{ currency }` (session): the account to transfer to:
 *   `account_name`, `iban`, `country`, `swift`, `bank_name`. SANDBOX ONLY: the IBAN's country
 *   "XX" and check digits "00" and the SWIFT/BIC's country "XX" exist on no banking network, so
 *   no real transfer can ever be sent to them (like the wallet's sandbox deposit addresses).
 * - POST `quick_buy/create` `{ currency, amount, pay_method, first_name, last_name, email, phone,
 *   tax_id, country, bank, idempotency_key }`: the order "to be paid" (status 1) with its
 *   `reference` (unique, to quote on the transfer), the rate it is locked at, the fee, the USDT
 *   it will credit, the beneficiary and `expires_at` (30 min). Refusals: the first
 *   `quickBuyIssue` code in field order (fieldRequired, quickBuyCurrencyNotSupported,
 *   paymentMethodNotSupported, amountRequired/amountInvalid/quickBuyAmountNotInteger/
 *   quickBuyBelowMinimum, specialCharacters/nameInvalid, emailInvalid, phoneInvalid,
 *   taxIdInvalid, areaNotSupported, bankNotSupported), then `quoteExpired` when the optional
 *   `rate` (the one the confirm sheet showed) is not the current rate: the user never gets an
 *   order at a rate they did not see. A refusal creates nothing. A repeat
 *   with the same key answers the first order (a lost answer is retried safely); the same key
 *   with another request is `idempotencyConflict`.
 * - GET `quick_buy/list` `{ page, limit, status? }` (1 to be paid, 2 paid, 3 cancelled,
 *   4 expired): Custom A page of the caller's orders, newest first.
 * - GET `quick_buy/detail` `{ id }`: one of the caller's orders (another user's id: notFound).
 * - POST `quick_buy/cancel` `{ id }`: the user cancels an order to be paid (status 3). Repeating
 *   it answers the cancelled order unchanged; an order paid or expired is quickBuyNotPending.
 * - Every order carries `now` (sandbox clock) and `seconds_left`, so the countdown follows the
 *   sandbox's time, not the phone's.
 * - Private socket event `quick_buy_credited` (the order, as in detail) to the owner's room once
 *   the USDT is credited, with a message-centre notice written in the same transaction.
 * - Dev (loopback only): POST `dev/quick_buy/receive` `{ id }` the operator marks the transfer
 *   received: credits the order's USDT (quickBuyCredit) once; again, or after the window passed,
 *   or cancelled: quickBuyNotPending.
 */
import * as z from 'zod/mini'
import { Decimal, WireInt } from './common'
import {
  quickBuyFields,
  type QuickBuyCountry,
  type QuickBuyField,
  type QuickBuyForm,
  type QuickBuyPayMethod,
} from './quick-buy-math'
import { IdempotencyKeyField, customAPage, wireTimeToMs } from './wallet/common'
import { Id } from './wallet/fields'

export const quickBuyStatuses = ['toBePaid', 'paid', 'cancelled', 'expired'] as const
export type QuickBuyStatus = (typeof quickBuyStatuses)[number]
/** Order `status`: 1 to be paid, 2 payment successful, 3 cancelled by the user, 4 expired. */
export const quickBuyStatusCodes: Record<QuickBuyStatus, 1 | 2 | 3 | 4> = {
  toBePaid: 1,
  paid: 2,
  cancelled: 3,
  expired: 4,
}
export const quickBuyStatusOf = (code: number): QuickBuyStatus =>
  quickBuyStatuses[Math.min(Math.max(code, 1), 4) - 1]!

export const QUICK_BUY_PAGE_SIZE = 10
export const QUICK_BUY_PAGE_MAX = 50
export const QUICK_BUY_CREDITED_EVENT = 'quick_buy_credited' as const

/* ---------- requests ---------- */

/** A form field as sent: absent or a number is read as text, trimmed ('' = not filled). */
const text = z.pipe(
  z.optional(z.union([z.string(), z.number()])),
  z.transform((v: string | number | undefined) => (v === undefined ? '' : String(v).trim())),
)

/** GET quick_buy/beneficiary. */
export const QuickBuyBeneficiaryRequest = z.object({ currency: text })
export type QuickBuyBeneficiaryRequest = z.input<typeof QuickBuyBeneficiaryRequest>

/**
 * POST quick_buy/create: every field stays text; quick-buy-math's `quickBuyIssue` checks them in
 * the sandbox's order and answers the code shown under the field.
 */
export const QuickBuyCreateRequest = z.object({
  ...(Object.fromEntries(quickBuyFields.map((f) => [f, text])) as Record<
    QuickBuyField,
    typeof text
  >),
  /** The rate the user confirmed (optional): another current rate is `quoteExpired`. */
  rate: text,
  idempotency_key: IdempotencyKeyField,
})
export type QuickBuyCreateRequest = Partial<QuickBuyForm> & {
  rate?: string
  idempotency_key: string
}

const page = z._default(z.coerce.number<number>().check(z.int(), z.positive()), 1)

/** GET quick_buy/list. */
export const QuickBuyListRequest = z.object({
  page,
  limit: z._default(
    z.coerce.number<number>().check(z.int(), z.positive(), z.lte(QUICK_BUY_PAGE_MAX)),
    QUICK_BUY_PAGE_SIZE,
  ),
  status: z.optional(z.coerce.number<number>().check(z.int(), z.gte(1), z.lte(4))),
})
export type QuickBuyListRequest = z.input<typeof QuickBuyListRequest>

/** GET quick_buy/detail, POST quick_buy/cancel, POST dev/quick_buy/receive. */
export const QuickBuyIdRequest = z.object({ id: Id })
export type QuickBuyIdRequest = z.input<typeof QuickBuyIdRequest>

/* ---------- answers ---------- */

const wireTime = z.pipe(z.string(), z.transform(wireTimeToMs))

export interface QuickBuyCurrencyWire {
  currency: string
  rate: string
  min: string
  fee_percent: string
  min_fee: string
  scale: number
}
export interface QuickBuyCountryWire {
  iso: string
  banks: { code: string; name: string }[]
}
export interface QuickBuyCurrenciesWire {
  list: QuickBuyCurrencyWire[]
  countries: QuickBuyCountryWire[]
  pay_methods: string[]
  window_seconds: number
  now: string
}

export interface QuickBuyCurrency {
  currency: string
  rate: string
  min: string
  feePercent: string
  minFee: string
  scale: number
}
export interface QuickBuyCountryBanks {
  iso: QuickBuyCountry | string
  banks: { code: string; name: string }[]
}
export interface QuickBuyCurrencies {
  currencies: QuickBuyCurrency[]
  countries: QuickBuyCountryBanks[]
  payMethods: (QuickBuyPayMethod | string)[]
  windowSeconds: number
  now: number
}

export const QuickBuyCurrenciesAnswer = z.pipe(
  z.object({
    list: z.array(
      z.object({
        currency: z.string(),
        rate: Decimal,
        min: Decimal,
        fee_percent: Decimal,
        min_fee: Decimal,
        scale: WireInt,
      }),
    ),
    countries: z.array(
      z.object({
        iso: z.string(),
        banks: z.array(z.object({ code: z.string(), name: z.string() })),
      }),
    ),
    pay_methods: z.array(z.string()),
    window_seconds: WireInt,
    now: wireTime,
  }),
  z.transform((w): QuickBuyCurrencies => ({
    currencies: w.list.map((c) => ({
      currency: c.currency,
      rate: c.rate,
      min: c.min,
      feePercent: c.fee_percent,
      minFee: c.min_fee,
      scale: c.scale,
    })),
    countries: w.countries,
    payMethods: w.pay_methods,
    windowSeconds: w.window_seconds,
    now: w.now,
  })),
)

export interface QuickBuyBeneficiaryWire {
  currency: string
  account_name: string
  iban: string
  country: string
  swift: string
  bank_name: string
}
export interface QuickBuyBeneficiary {
  currency: string
  accountName: string
  iban: string
  country: string
  swift: string
  bankName: string
}
const beneficiaryFields = z.object({
  currency: z.string(),
  account_name: z.string(),
  iban: z.string(),
  country: z.string(),
  swift: z.string(),
  bank_name: z.string(),
})
const toBeneficiary = (w: z.output<typeof beneficiaryFields>): QuickBuyBeneficiary => ({
  currency: w.currency,
  accountName: w.account_name,
  iban: w.iban,
  country: w.country,
  swift: w.swift,
  bankName: w.bank_name,
})
export const QuickBuyBeneficiaryAnswer = z.pipe(beneficiaryFields, z.transform(toBeneficiary))

export interface QuickBuyOrderWire {
  id: number
  reference: string
  status: 1 | 2 | 3 | 4
  currency: string
  /** Whole fiat the user transfers. */
  amount: string
  /** At the fiat's scale. */
  fee: string
  /** Fiat per USDT, locked at creation. */
  rate: string
  /** USDT credited when the transfer is received. */
  receive_amount: string
  coin: 'USDT'
  pay_method: string
  payer: {
    first_name: string
    last_name: string
    email: string
    phone: string
    tax_id: string
    country: string
    bank: string
  }
  beneficiary: QuickBuyBeneficiaryWire
  created_at: string
  expires_at: string
  paid_at: string | null
  closed_at: string | null
  now: string
  seconds_left: number
}

export interface QuickBuyOrder {
  id: number
  reference: string
  status: QuickBuyStatus
  currency: string
  amount: string
  fee: string
  rate: string
  receive: string
  coin: string
  payMethod: string
  payer: {
    firstName: string
    lastName: string
    email: string
    phone: string
    taxId: string
    country: string
    bank: string
  }
  beneficiary: QuickBuyBeneficiary
  createdAt: number
  expiresAt: number
  paidAt: number | null
  closedAt: number | null
  /** The sandbox's clock when it answered. */
  now: number
  secondsLeft: number
}

export const QuickBuyOrder = z.pipe(
  z.object({
    id: WireInt,
    reference: z.string(),
    status: WireInt,
    currency: z.string(),
    amount: Decimal,
    fee: Decimal,
    rate: Decimal,
    receive_amount: Decimal,
    coin: z.string(),
    pay_method: z.string(),
    payer: z.object({
      first_name: z.string(),
      last_name: z.string(),
      email: z.string(),
      phone: z.string(),
      tax_id: z.string(),
      country: z.string(),
      bank: z.string(),
    }),
    beneficiary: beneficiaryFields,
    created_at: wireTime,
    expires_at: wireTime,
    paid_at: z.nullable(wireTime),
    closed_at: z.nullable(wireTime),
    now: wireTime,
    seconds_left: WireInt,
  }),
  z.transform((w): QuickBuyOrder => ({
    id: w.id,
    reference: w.reference,
    status: quickBuyStatusOf(w.status),
    currency: w.currency,
    amount: w.amount,
    fee: w.fee,
    rate: w.rate,
    receive: w.receive_amount,
    coin: w.coin,
    payMethod: w.pay_method,
    payer: {
      firstName: w.payer.first_name,
      lastName: w.payer.last_name,
      email: w.payer.email,
      phone: w.payer.phone,
      taxId: w.payer.tax_id,
      country: w.payer.country,
      bank: w.payer.bank,
    },
    beneficiary: toBeneficiary(w.beneficiary),
    createdAt: w.created_at,
    expiresAt: w.expires_at,
    paidAt: w.paid_at,
    closedAt: w.closed_at,
    now: w.now,
    secondsLeft: w.seconds_left,
  })),
)

/** POST quick_buy/create, GET quick_buy/detail, POST quick_buy/cancel, the socket event. */
export const QuickBuyOrderAnswer = QuickBuyOrder
/** GET quick_buy/list: Custom A. */
export const QuickBuyListAnswer = customAPage(QuickBuyOrder)
/** `quick_buy_credited` (private socket event): `data` is the order credited, as detail has it. */
export const QuickBuyCreditedEvent = z.object({
  type: z.literal(QUICK_BUY_CREDITED_EVENT),
  to: WireInt,
  data: QuickBuyOrder,
})
export type QuickBuyCreditedEvent = z.infer<typeof QuickBuyCreditedEvent>
