/**
 * Seconds options, "microtrade" (issue 14; api-reference §8, §13; formulas and the product's rules
 * in micro-math.ts). Funds live in the options account (4, `micro`) of the stake coin (USDT): its
 * `available` is the options balance, its `locked` the stakes of open options.
 *
 * Wire, as the platform has it:
 * - GET `microtrade/seconds`: the active durations with their payout % (`profit_ratio`) and stake
 *   limits (`min_amount`/`max_amount`, 0 = none).
 * - GET `microtrade/payable_currencies`: the stake currencies (`is_micro`), each with its fee %
 *   (`micro_trade_fee`), limits (`micro_min`/`micro_max`, 0 = none), most open options
 *   (`micro_holdtrade_max`, 0 = none), preset stakes (`micro_numbers`) and the caller's options
 *   wallet (`user_wallet`). No insurance (§8.3 leaves it out): `insurance_balance` is always 0.
 * - GET `microtrade/bind_seconds` `{ currency_match_id }`: the durations a pair offers.
 * - POST `microtrade/submit` `{ match_id, currency_id, type (1 rise, 2 fall), seconds, number }`
 *   places an option: stake and fee leave the options balance at once (the stake to `locked`, the
 *   fee for good). At most one placement a second per user (`requestTooFrequent`). The sandbox
 *   requires `idempotency_key` (a repeat answers the first order).
 * - GET `microtrade/get_result` `{ id }` and `microtrade/daosji` `{ id }` (seconds left).
 * - GET `microtrade/lists` `{ status (−1 all, 1 open, 2 closing, 3 closed), currency_id (−1 all),
 *   page, limit }`: a Laravel paginator of the caller's orders, newest first.
 * - Private event `closed_microorder` `{ type, to, data: order }` when an option settles.
 *
 * Added by the sandbox (a settlement anyone can check):
 * - Every order carries `open_tick` and `settle_tick` (ms, whole seconds): the engine seconds whose
 *   prices are its `open_price` and `end_price`.
 * - GET `microtrade/verify` `{ id }` (public, no session): an order's public facts — pair,
 *   direction, duration, both ticks and prices, the recorded result — without its owner or stake,
 *   so anyone can recompute the outcome from the public price series (`market/tick`).
 */
import * as z from 'zod/mini'
import { Decimal, WireInt } from './common'
import type { OptionDirection, OptionOutcome } from './micro-math'
import { IdempotencyKeyField, wireTimeToMs } from './wallet/common'
import { CurrencyId, Id } from './wallet/fields'

export type { OptionDirection, OptionOutcome } from './micro-math'

export const optionDirections = ['rise', 'fall'] as const satisfies readonly OptionDirection[]
/** `type` on the wire: 1 rise (call), 2 fall (put). */
export const optionDirectionCodes: Record<OptionDirection, 1 | 2> = { rise: 1, fall: 2 }
export const optionDirectionOf = (type: number): OptionDirection => (type === 2 ? 'fall' : 'rise')

export const optionStatuses = ['open', 'closing', 'closed'] as const
export type OptionStatus = (typeof optionStatuses)[number]
export const optionStatusCodes: Record<OptionStatus, 1 | 2 | 3> = { open: 1, closing: 2, closed: 3 }
export const optionStatusOf = (code: number): OptionStatus =>
  code === 3 ? 'closed' : code === 2 ? 'closing' : 'open'

export const optionOutcomes = ['win', 'tie', 'loss'] as const satisfies readonly OptionOutcome[]
/** `profit_result`: 1 win, 0 tie (or not settled yet), −1 loss. */
export const optionOutcomeCodes: Record<OptionOutcome, -1 | 0 | 1> = { win: 1, tie: 0, loss: -1 }
const outcomeOfCode = (code: number): OptionOutcome =>
  code === 1 ? 'win' : code === -1 ? 'loss' : 'tie'

/** The history's filters (`lists` `status`). */
export const optionListFilters = ['all', 'open', 'closed'] as const
export type OptionListFilter = (typeof optionListFilters)[number]
export const optionListFilterCodes: Record<OptionListFilter, -1 | 1 | 3> = {
  all: -1,
  open: 1,
  closed: 3,
}

export const MICRO_PAGE_SIZE = 10
export const MICRO_PAGE_MAX = 50
/** `show_micro_id` = id + this (the platform's display number). */
export const MICRO_SHOW_ID_OFFSET = 10000

/* ---------- requests ---------- */

const Direction = z.pipe(
  z.coerce.number<1 | 2>('parameterError').check(z.int('parameterError')),
  z.union([z.literal(1), z.literal(2)], 'parameterError'),
)

/** GET microtrade/bind_seconds. */
export const MicroBindSecondsRequest = z.object({ currency_match_id: Id })
export type MicroBindSecondsRequest = z.input<typeof MicroBindSecondsRequest>

/**
 * POST microtrade/submit. `number` stays a string: micro-math's `stakeIssue` checks it in the
 * sandbox's order and answers the code the ticket shows.
 */
export const MicroSubmitRequest = z.object({
  match_id: Id,
  currency_id: CurrencyId,
  type: Direction,
  seconds: z.coerce
    .number<number>('durationNotAvailable')
    .check(z.int('durationNotAvailable'), z.positive('durationNotAvailable')),
  number: z.pipe(
    z.union([z.string(), z.number()], 'amountRequired'),
    z.transform((v: string | number) => String(v).trim()),
  ),
  idempotency_key: IdempotencyKeyField,
})
export type MicroSubmitRequest = z.input<typeof MicroSubmitRequest>

/** GET microtrade/get_result, microtrade/daosji, microtrade/verify. */
export const MicroIdRequest = z.object({ id: Id })
export type MicroIdRequest = z.input<typeof MicroIdRequest>

/** GET microtrade/lists (`match_id` is sent by the platform's client and ignored). */
export const MicroListsRequest = z.object({
  status: z._default(
    z.pipe(
      z.coerce.number<-1 | 1 | 2 | 3>('parameterError'),
      z.union([z.literal(-1), z.literal(1), z.literal(2), z.literal(3)], 'parameterError'),
    ),
    -1,
  ),
  currency_id: z._default(
    z.coerce.number<number>('parameterError').check(z.int('parameterError')),
    -1,
  ),
  match_id: z.optional(z.coerce.number<number>()),
  page: z._default(z.coerce.number<number>().check(z.int(), z.positive()), 1),
  limit: z._default(
    z.coerce.number<number>().check(z.int(), z.positive(), z.lte(MICRO_PAGE_MAX)),
    MICRO_PAGE_SIZE,
  ),
})
export type MicroListsRequest = z.input<typeof MicroListsRequest>

/* ---------- answers ---------- */

/** A duration (`micro_seconds` row). */
export interface MicroDurationWire {
  id: number
  seconds: number
  status: 0 | 1
  /** Payout on a win, percent of the stake. */
  profit_ratio: string
  min_amount: string
  max_amount: string
  created_at: string
  updated_at: string
}

export interface OptionDuration {
  id: number
  seconds: number
  payoutRatio: string
  /** '0': no limit. */
  minAmount: string
  maxAmount: string
}

export const MicroDuration = z.pipe(
  z.object({
    id: WireInt,
    seconds: WireInt,
    profit_ratio: Decimal,
    min_amount: z._default(z.optional(Decimal), '0'),
    max_amount: z._default(z.optional(Decimal), '0'),
  }),
  z.transform((w): OptionDuration => ({
    id: w.id,
    seconds: w.seconds,
    payoutRatio: w.profit_ratio,
    minAmount: w.min_amount,
    maxAmount: w.max_amount,
  })),
)
/** microtrade/seconds and microtrade/bind_seconds, shortest first. */
export const MicroDurationsAnswer = z.pipe(
  z.array(MicroDuration),
  z.transform((list) => [...list].sort((a, b) => a.seconds - b.seconds)),
)

export interface PayableCurrencyWire {
  id: number
  name: string
  is_micro: 1
  decimal_scale: number
  micro_trade_fee: string
  micro_min: string
  micro_max: string
  micro_holdtrade_max: number
  micro_numbers: Array<{ currency_id: number; number: string }>
  insurance_types: unknown[]
  user_wallet: {
    currency: number
    micro_balance: string
    lock_micro_balance: string
    insurance_balance: string
    micro_with_insurance: string
  } | null
  user_insurance: null
}

export interface PayableCurrency {
  id: number
  name: string
  scale: number
  /** Fee, percent of the stake, charged on top. */
  feeRate: string
  /** '0': no limit. */
  min: string
  max: string
  /** Most open options at once; 0: no limit. */
  holdMax: number
  presets: string[]
  /** The options balance (available) and the stakes of open options. */
  balance: string
  locked: string
}

export const PayableCurrency = z.pipe(
  z.object({
    id: WireInt,
    name: z.string(),
    decimal_scale: z._default(z.optional(WireInt), 4),
    micro_trade_fee: z._default(z.optional(Decimal), '0'),
    micro_min: z._default(z.optional(Decimal), '0'),
    micro_max: z._default(z.optional(Decimal), '0'),
    micro_holdtrade_max: z._default(z.optional(WireInt), 0),
    micro_numbers: z._default(z.optional(z.array(z.object({ number: Decimal }))), []),
    user_wallet: z.optional(
      z.nullable(
        z.object({
          micro_balance: Decimal,
          lock_micro_balance: z._default(z.optional(Decimal), '0'),
        }),
      ),
    ),
  }),
  z.transform((w): PayableCurrency => ({
    id: w.id,
    name: w.name,
    scale: w.decimal_scale,
    feeRate: w.micro_trade_fee,
    min: w.micro_min,
    max: w.micro_max,
    holdMax: w.micro_holdtrade_max,
    presets: w.micro_numbers.map((n) => n.number),
    balance: w.user_wallet?.micro_balance ?? '0',
    locked: w.user_wallet?.lock_micro_balance ?? '0',
  })),
)
export const PayableCurrenciesAnswer = z.array(PayableCurrency)

/** An order as the sandbox sends it: the platform's fields, then the sandbox's. */
export interface MicroOrderWire {
  id: number
  user_id: number
  match_id: number
  currency_id: number
  type: 1 | 2
  is_insurance: 0
  seconds: number
  number: string
  open_price: string
  /** null until settled. */
  end_price: string | null
  fee: string
  profit_ratio: string
  /** credit − stake once settled (0 before). */
  fact_profits: string
  status: 1 | 2 | 3
  profit_result: -1 | 0 | 1
  /** `Y-m-d H:i:s` UTC; `handled_at` is the expiry. */
  created_at: string
  updated_at: string
  handled_at: string
  complete_at: string | null
  return_at: string | null
  currency_name: string
  symbol_name: string
  type_name: string
  status_name: string
  profit_result_name: string
  show_micro_id: number
  remain_milli_seconds: number
  /* sandbox */
  /** ms of the engine seconds that gave `open_price` and `end_price`. */
  open_tick: number
  settle_tick: number
  /** What the settlement credited back (null until settled). */
  payout: string | null
}

export interface OptionOrder {
  id: number
  showId: number
  matchId: number
  currencyId: number
  currencyName: string
  symbol: string
  base: string
  quote: string
  direction: OptionDirection
  seconds: number
  stake: string
  fee: string
  payoutRatio: string
  openPrice: string
  endPrice: string | null
  status: OptionStatus
  /** null until settled. */
  outcome: OptionOutcome | null
  factProfits: string
  payout: string | null
  createdAt: number
  /** Expiry (= settleTick). */
  handledAt: number
  completedAt: number | null
  openTick: number
  settleTick: number
  /** ms left before expiry when the server answered (`remain_milli_seconds`; 0 once due). */
  remainingMs: number
}

const NullableDecimal = z.pipe(
  z.optional(z.nullable(z.union([z.string(), z.number()]))),
  z.transform((v: string | number | null | undefined) =>
    v === null || v === undefined || v === '' ? null : String(v),
  ),
)
const Time = z.pipe(z.string(), z.transform(wireTimeToMs))
const NullableTime = z.pipe(
  z.optional(z.nullable(z.string())),
  z.transform((v: string | null | undefined) => (v ? wireTimeToMs(v) : null)),
)

export const MicroOrder = z.pipe(
  z.object({
    id: WireInt,
    match_id: WireInt,
    currency_id: WireInt,
    type: WireInt,
    seconds: WireInt,
    number: Decimal,
    open_price: Decimal,
    end_price: NullableDecimal,
    fee: z._default(z.optional(Decimal), '0'),
    profit_ratio: Decimal,
    fact_profits: z._default(z.optional(Decimal), '0'),
    status: WireInt,
    profit_result: z._default(z.optional(WireInt), 0),
    created_at: Time,
    handled_at: Time,
    complete_at: NullableTime,
    currency_name: z._default(z.optional(z.string()), ''),
    symbol_name: z.string(),
    show_micro_id: z.optional(WireInt),
    open_tick: z.optional(z.nullable(WireInt)),
    settle_tick: z.optional(z.nullable(WireInt)),
    payout: NullableDecimal,
    remain_milli_seconds: z._default(z.optional(WireInt), 0),
  }),
  z.transform((w): OptionOrder => {
    const [base = '', quote = ''] = w.symbol_name.split('/')
    const status = optionStatusOf(w.status)
    return {
      id: w.id,
      showId: w.show_micro_id ?? w.id + MICRO_SHOW_ID_OFFSET,
      matchId: w.match_id,
      currencyId: w.currency_id,
      currencyName: w.currency_name || quote,
      symbol: w.symbol_name,
      base,
      quote,
      direction: optionDirectionOf(w.type),
      seconds: w.seconds,
      stake: w.number,
      fee: w.fee,
      payoutRatio: w.profit_ratio,
      openPrice: w.open_price,
      endPrice: status === 'closed' ? w.end_price : null,
      status,
      outcome: status === 'closed' ? outcomeOfCode(w.profit_result) : null,
      factProfits: w.fact_profits,
      payout: status === 'closed' ? w.payout : null,
      createdAt: w.created_at,
      handledAt: w.handled_at,
      completedAt: w.complete_at,
      openTick: w.open_tick ?? Math.floor(w.created_at / 1000) * 1000,
      settleTick: w.settle_tick ?? w.handled_at,
      remainingMs: status === 'closed' ? 0 : Math.max(0, w.remain_milli_seconds),
    }
  }),
)
export const MicroOrderAnswer = MicroOrder

export interface OptionPage {
  items: OptionOrder[]
  page: number
  pages: number
  total: number
}

export const MicroListsAnswer = z.pipe(
  z.object({
    current_page: WireInt,
    data: z.array(MicroOrder),
    last_page: WireInt,
    total: WireInt,
  }),
  z.transform((w): OptionPage => ({
    items: w.data,
    page: w.current_page,
    pages: w.last_page,
    total: w.total,
  })),
)

/** microtrade/daosji: seconds left (the platform sends a number). */
export const MicroRemainingAnswer = WireInt

/** GET microtrade/verify (sandbox, public): what anyone may know about a settled option. */
export interface MicroCheckWire {
  id: number
  show_micro_id: number
  symbol_name: string
  match_id: number
  type: 1 | 2
  seconds: number
  status: 1 | 2 | 3
  open_tick: number
  open_price: string
  settle_tick: number
  end_price: string | null
  profit_result: -1 | 0 | 1
}

export interface OptionCheck {
  id: number
  showId: number
  symbol: string
  matchId: number
  direction: OptionDirection
  seconds: number
  status: OptionStatus
  openTick: number
  openPrice: string
  settleTick: number
  endPrice: string | null
  /** The result the sandbox recorded (null until settled). */
  outcome: OptionOutcome | null
}

export const MicroCheckAnswer = z.pipe(
  z.object({
    id: WireInt,
    show_micro_id: WireInt,
    symbol_name: z.string(),
    match_id: WireInt,
    type: WireInt,
    seconds: WireInt,
    status: WireInt,
    open_tick: WireInt,
    open_price: Decimal,
    settle_tick: WireInt,
    end_price: NullableDecimal,
    profit_result: WireInt,
  }),
  z.transform((w): OptionCheck => {
    const status = optionStatusOf(w.status)
    return {
      id: w.id,
      showId: w.show_micro_id,
      symbol: w.symbol_name,
      matchId: w.match_id,
      direction: optionDirectionOf(w.type),
      seconds: w.seconds,
      status,
      openTick: w.open_tick,
      openPrice: w.open_price,
      settleTick: w.settle_tick,
      endPrice: status === 'closed' ? w.end_price : null,
      outcome: status === 'closed' ? outcomeOfCode(w.profit_result) : null,
    }
  }),
)

/* ---------- private events ---------- */

/** `closed_microorder` (§13): an option of the user settled. */
export const ClosedMicroOrderEvent = z.object({
  type: z.literal('closed_microorder'),
  to: WireInt,
  data: MicroOrder,
})
export type ClosedMicroOrderEvent = z.infer<typeof ClosedMicroOrderEvent>
export const CLOSED_MICRO_ORDER_EVENT = 'closed_microorder'
