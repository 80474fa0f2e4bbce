/**
 * Copy trading, "follow" (issue 15; api-reference §10, §13, §17.9; formulas and the product's rules
 * in follow-math.ts). Builds on futures (lever.ts): a copy is a lever position with `order_type` 2,
 * `follow_user_id` (the trader) and `follow_order_id` (the trader's position); it opens when the
 * trader's position opens, closes with it at the same price, and cannot be closed by hand.
 * Every endpoint needs a session.
 *
 * Wire, as the platform has it:
 * - GET `follow/index` `{ page }`: a Laravel paginator (15 a page) of traders (`is_trader`), by
 *   total realised P/L descending: `id, nickname, head_portrait, closed_count, total_profits,
 *   correct_rate, follow_num, is_followed`. `follow_num` is the count of REAL active follows,
 *   never a set number (§17.9). The sandbox adds `my_follow` `{ type, number }` (null unless the
 *   caller follows the trader).
 * - POST `follow/follow` `{ trader_user_id, type (1 ratio, 2 lots), number }` starts or edits the
 *   caller's follow of a trader (an upsert). Refusals: `traderNotFound`, `cannotFollowSelf`,
 *   `tradersCannotFollow`, `applicationPending` (an applicant is about to be a trader, and a trader
 *   cannot follow), `followNumberInvalid`, `followLimitReached` (2 active follows; editing
 *   one of them never counts as a third). Idempotency: the sandbox accepts an `idempotency_key`
 *   but needs none. A follow moves no money and the request sets a state (the follow's terms), so
 *   a retried request finds the state it already made and answers the same follow.
 * - POST `follow/cancel` `{ follow_user_id }` ends the caller's follow of that trader (status 2);
 *   open copies stay open and still close with the trader. Cancelling an ended follow answers it
 *   again (a retry is harmless); never having followed is `notFollowing`.
 * - GET `follow/traderDetail` `{ trader_user_id }`: `trader_info { id, is_trader, nickname,
 *   head_portrait, signature }`, `data` (§10's statistics, from follow-math `traderStats`),
 *   `is_followed`. The sandbox adds `my_follow`, `daily_pnl` (30 UTC days, today last),
 *   `latest_position` (the trader's latest own position, open or closed, for the follow sheet's
 *   preview) with `copy_rules` (its pair's rules) and the caller's `lever_balance`, and
 *   `conditions` (what becoming a trader takes).
 * - POST `follow/selfHolding` `{ transaction_id }`: the caller's open copy becomes their own
 *   position (`order_type` 1): it no longer closes with the trader and can be closed by hand.
 *   Refusals: `notFound`, `notCopied` (already the user's own), `positionNotOpen`.
 * - GET `follow/historyTrade` `{ trader_user_id, page }`: a Laravel paginator (15) of the trader's
 *   closed own positions (lever position rows), latest close first.
 *
 * Designed here (the sandbox's):
 * - GET `follow/my`: the caller's active follows with their trader, open copies, and the latest 50
 *   skipped copies with their reason (`insufficientBalance`, `lotsOutOfRange`, `pairClosed`).
 *   Closed copies are lever history rows (`lever/my_trade`, `order_type` 2).
 * - GET `follow/application` and POST `follow/apply` `{ reason (1–500 characters), agreement: 1 }`:
 *   becoming a trader. The answer: status (none, pending, approved, rejected + the reviewer's
 *   reason), the caller's text, and each condition with the caller's progress. Refusals:
 *   `alreadyTrader`, `applicationPending`, `conditionsNotMet`, `agreementRequired`,
 *   `applicationTextInvalid`, `stopFollowingFirst` (a trader cannot follow: end your follows first). A reviewer approves or rejects (the sandbox's reviewer action); a
 *   trader who loses the flag has every follow of them cancelled.
 * - Private events to the follower's room: `follow_copy` (a copy opened, was skipped, or closed
 *   with the trader) and `follow_cancelled` (the trader lost the flag: the follow ended).
 */
import * as z from 'zod/mini'
import { Decimal, WireInt } from './common'
import {
  copySkipReasons,
  followModeOf,
  type CopySkipReason,
  type DailyPnl,
  type FollowMode,
} from './follow-math'
import { LeverPositionSchema, positionSideOf, type LeverPosition } from './lever'
import type { LeverRules, PositionSide } from './lever-math'
import { IdempotencyKeyField } from './wallet/common'
import { Id } from './wallet/fields'

export type { CopySkipReason, DailyPnl, FollowMode } from './follow-math'
export { copySkipReasons, followModeCodes, followModeOf } from './follow-math'

/** Laravel paginator size of follow/index and follow/historyTrade (§10). */
export const FOLLOW_PAGE_SIZE = 15
/** Skipped copies follow/my returns. */
export const SKIPPED_COPIES_MAX = 50
/** Characters of an application's text. */
export const APPLICATION_TEXT_MAX = 500

/* ---------- requests ---------- */

const Page = { page: z._default(z.coerce.number<number>().check(z.int(), z.positive()), 1) }
const TraderId = z.coerce
  .number<number>('traderNotFound')
  .check(z.int('traderNotFound'), z.positive('traderNotFound'))

/** GET follow/index. */
export const FollowListRequest = z.object(Page)
export type FollowListRequest = z.input<typeof FollowListRequest>

/**
 * POST follow/follow. `number` stays a string: follow-math's `followNumberIssue` checks it for the
 * mode (the sheet shows the same code).
 */
export const FollowRequest = z.object({
  trader_user_id: TraderId,
  type: z.pipe(
    z.coerce.number<1 | 2>('parameterError').check(z.int('parameterError')),
    z.union([z.literal(1), z.literal(2)], 'parameterError'),
  ),
  number: z.pipe(
    z.union([z.string(), z.number()], 'followNumberInvalid'),
    z.transform((v: string | number) => String(v).trim()),
  ),
  idempotency_key: z.optional(IdempotencyKeyField),
})
export type FollowRequest = z.input<typeof FollowRequest>

/** POST follow/cancel. */
export const FollowCancelRequest = z.object({ follow_user_id: TraderId })
export type FollowCancelRequest = z.input<typeof FollowCancelRequest>

/** GET follow/traderDetail. */
export const TraderDetailRequest = z.object({ trader_user_id: TraderId })
export type TraderDetailRequest = z.input<typeof TraderDetailRequest>

/** POST follow/selfHolding. */
export const SelfHoldingRequest = z.object({ transaction_id: Id })
export type SelfHoldingRequest = z.input<typeof SelfHoldingRequest>

/** GET follow/historyTrade. */
export const HistoryTradeRequest = z.object({ trader_user_id: TraderId, ...Page })
export type HistoryTradeRequest = z.input<typeof HistoryTradeRequest>

/** POST follow/apply: why, and the trader agreement accepted (1). */
export const TraderApplyRequest = z.object({
  reason: z
    .string('applicationTextInvalid')
    .check(
      z.trim(),
      z.minLength(1, 'applicationTextInvalid'),
      z.maxLength(APPLICATION_TEXT_MAX, 'applicationTextInvalid'),
    ),
  agreement: z.pipe(
    z.coerce.number<number>('agreementRequired'),
    z.literal(1, 'agreementRequired'),
  ),
})
export type TraderApplyRequest = z.input<typeof TraderApplyRequest>

/* ---------- answers ---------- */

const orEmpty = z.pipe(
  z.optional(z.nullable(z.string())),
  z.transform((v: string | null | undefined) => v ?? ''),
)
const Bool = z.pipe(
  z.union([z.boolean(), z.number(), z.string()]),
  z.transform((v: boolean | number | string) => v === true || v === 1 || v === '1'),
)
/** Unix seconds → ms; null when absent or 0. */
const UnixTime = z.pipe(
  z.optional(z.nullable(z.union([z.string(), z.number()]))),
  z.transform((v: string | number | null | undefined) =>
    v === null || v === undefined || v === '' || Number(v) === 0
      ? null
      : Math.round(Number(v) * 1000),
  ),
)

/** A follow's terms: `type` 1 ratio, 2 lots. */
export interface FollowTerms {
  mode: FollowMode
  number: string
}
export const FollowTermsSchema = z.pipe(
  z.object({ type: WireInt, number: Decimal }),
  z.transform((w): FollowTerms => ({ mode: followModeOf(w.type), number: w.number })),
)
const MyFollow = z._default(z.optional(z.nullable(FollowTermsSchema)), null)

/** One row of follow/index as the sandbox sends it. */
export interface TraderItemWire {
  id: number
  nickname: string
  head_portrait: string
  closed_count: number
  total_profits: string
  /** Percent, 2 decimals. */
  correct_rate: string
  /** Real active followers (§17.9). */
  follow_num: number
  is_followed: boolean
  /* sandbox */
  my_follow: { type: 1 | 2; number: string } | null
}

export interface TraderItem {
  id: number
  nickname: string
  avatar: string
  closedCount: number
  totalProfits: string
  correctRate: string
  followers: number
  followed: boolean
  myFollow: FollowTerms | null
}

export const TraderItemSchema = z.pipe(
  z.object({
    id: WireInt,
    nickname: orEmpty,
    head_portrait: orEmpty,
    closed_count: WireInt,
    total_profits: Decimal,
    correct_rate: Decimal,
    follow_num: WireInt,
    is_followed: Bool,
    my_follow: MyFollow,
  }),
  z.transform((w): TraderItem => ({
    id: w.id,
    nickname: w.nickname,
    avatar: w.head_portrait,
    closedCount: w.closed_count,
    totalProfits: w.total_profits,
    correctRate: w.correct_rate,
    followers: w.follow_num,
    followed: w.is_followed,
    myFollow: w.my_follow,
  })),
)

export interface Page<T> {
  items: T[]
  page: number
  pages: number
  total: number
}

/** The Laravel paginator (current_page, data, last_page, per_page, total). */
const Paginator = <T extends z.core.$ZodType>(item: T) =>
  z.pipe(
    z.object({
      current_page: WireInt,
      data: z.array(item),
      last_page: WireInt,
      total: WireInt,
    }),
    z.transform((w) => ({
      items: w.data as z.output<T>[],
      page: w.current_page,
      pages: w.last_page,
      total: w.total,
    })),
  )

/** GET follow/index. */
export const FollowListAnswer = Paginator(TraderItemSchema)
export type TraderPage = Page<TraderItem>

/** GET follow/historyTrade: the trader's closed own positions. */
export const HistoryTradeAnswer = Paginator(LeverPositionSchema)
export type TraderHistoryPage = Page<LeverPosition>

/** What becoming a trader takes (`conditions`); the application adds the caller's progress. */
export const traderConditionKeys = ['closedPositions', 'tradingDays', 'kycVerified'] as const
export type TraderConditionKey = (typeof traderConditionKeys)[number]
/** The sandbox's conditions: closed own positions, days since the first one, identity verified. */
export const TRADER_CONDITIONS: Record<TraderConditionKey, number> = {
  closedPositions: 10,
  tradingDays: 7,
  kycVerified: 1,
}

export interface TraderCondition {
  key: TraderConditionKey
  required: number
  /** The caller's progress (application only). */
  actual: number | null
  met: boolean | null
}
export const TraderConditionSchema = z.pipe(
  z.object({
    key: z.enum(traderConditionKeys),
    required: WireInt,
    actual: z._default(z.optional(z.nullable(WireInt)), null),
    met: z._default(z.optional(z.nullable(Bool)), null),
  }),
  z.transform((w): TraderCondition => ({
    key: w.key,
    required: w.required,
    actual: w.actual,
    met: w.met,
  })),
)

/** The pair rules the follow sheet's preview needs (the sandbox's `copy_rules`). */
export type CopyRules = Pick<
  LeverRules,
  'lotSize' | 'feeRate' | 'minLots' | 'maxLots' | 'priceDecimals' | 'quoteScale'
> & { open: boolean }
export interface CopyRulesWire {
  lot_size: string
  fee_rate: string
  min: number
  max: number
  open: 0 | 1
  price_decimals: number
  quote_scale: number
}
const CopyRulesSchema = z.pipe(
  z.object({
    lot_size: Decimal,
    fee_rate: Decimal,
    min: WireInt,
    max: WireInt,
    open: WireInt,
    price_decimals: WireInt,
    quote_scale: WireInt,
  }),
  z.transform((w): CopyRules => ({
    lotSize: w.lot_size,
    feeRate: w.fee_rate,
    minLots: w.min,
    maxLots: w.max,
    open: w.open === 1,
    priceDecimals: w.price_decimals,
    quoteScale: w.quote_scale,
  })),
)

/** §10's statistics (traderDetail `data`). */
export interface TraderDetailStats {
  totalProfits: string
  profitCount: number
  riseCount: number
  fallCount: number
  totalIncomeRate: string
  correctRate: string
  followers: number
  yesterdayProfits: string
  positionCount: number
  totalCount: number
  closedCount: number
}

export interface TraderDetail {
  trader: { id: number; isTrader: boolean; nickname: string; avatar: string; signature: string }
  stats: TraderDetailStats
  followed: boolean
  myFollow: FollowTerms | null
  dailyPnl: DailyPnl[]
  latestPosition: LeverPosition | null
  copyRules: CopyRules | null
  /** The caller's lever balance (USDT). */
  leverBalance: string
  conditions: TraderCondition[]
}

export const TraderDetailAnswer = z.pipe(
  z.object({
    trader_info: z.object({
      id: WireInt,
      is_trader: Bool,
      nickname: orEmpty,
      head_portrait: orEmpty,
      signature: orEmpty,
    }),
    data: z.object({
      total_profits: Decimal,
      profitCount: WireInt,
      fallCount: WireInt,
      riseCount: WireInt,
      total_income_rate: Decimal,
      correct_rate: Decimal,
      follow_num: WireInt,
      yesterday_profits: Decimal,
      position_count: WireInt,
      total_count: WireInt,
      closed_count: z._default(z.optional(WireInt), 0),
    }),
    is_followed: Bool,
    my_follow: MyFollow,
    daily_pnl: z._default(
      z.optional(z.array(z.object({ day: z.string(), start: WireInt, pnl: Decimal }))),
      [],
    ),
    latest_position: z._default(z.optional(z.nullable(LeverPositionSchema)), null),
    copy_rules: z._default(z.optional(z.nullable(CopyRulesSchema)), null),
    lever_balance: z._default(z.optional(Decimal), '0'),
    conditions: z._default(z.optional(z.array(TraderConditionSchema)), []),
  }),
  z.transform((w): TraderDetail => ({
    trader: {
      id: w.trader_info.id,
      isTrader: w.trader_info.is_trader,
      nickname: w.trader_info.nickname,
      avatar: w.trader_info.head_portrait,
      signature: w.trader_info.signature,
    },
    stats: {
      totalProfits: w.data.total_profits,
      profitCount: w.data.profitCount,
      riseCount: w.data.riseCount,
      fallCount: w.data.fallCount,
      totalIncomeRate: w.data.total_income_rate,
      correctRate: w.data.correct_rate,
      followers: w.data.follow_num,
      yesterdayProfits: w.data.yesterday_profits,
      positionCount: w.data.position_count,
      totalCount: w.data.total_count,
      closedCount: w.data.closed_count,
    },
    followed: w.is_followed,
    myFollow: w.my_follow,
    dailyPnl: w.daily_pnl,
    latestPosition: w.latest_position,
    copyRules: w.copy_rules,
    leverBalance: w.lever_balance,
    conditions: w.conditions,
  })),
)

/** A follow row (`follow`): status 1 active, 2 ended. */
export interface FollowWire {
  id: number
  user_id: number
  follow_user_id: number
  type: 1 | 2
  number: string
  status: 1 | 2
  create_time: number
  update_time: number
}
export interface Follow {
  id: number
  traderId: number
  mode: FollowMode
  number: string
  active: boolean
  createdAt: number
  updatedAt: number
}
export const FollowSchema = z.pipe(
  z.object({
    id: WireInt,
    follow_user_id: WireInt,
    type: WireInt,
    number: Decimal,
    status: WireInt,
    create_time: UnixTime,
    update_time: UnixTime,
  }),
  z.transform((w): Follow => ({
    id: w.id,
    traderId: w.follow_user_id,
    mode: followModeOf(w.type),
    number: w.number,
    active: w.status === 1,
    createdAt: w.create_time ?? 0,
    updatedAt: w.update_time ?? w.create_time ?? 0,
  })),
)
/** POST follow/follow and follow/cancel: the follow as it now is. */
export const FollowAnswer = FollowSchema

/** POST follow/selfHolding: the position, now the caller's own. */
export const SelfHoldingAnswer = LeverPositionSchema

/** A copy that was not opened (`follow_skip` rows). */
export interface SkippedCopyWire {
  id: number
  follow_id: number
  trader_user_id: number
  nickname: string
  /** The trader's position. */
  trader_order_id: number
  symbol: string
  /** 1 long, 2 short. */
  type: 1 | 2
  /** The lots the copy would have had. */
  share: number
  /** Margin + fee it needed ('0' when the pair was closed or the lots were refused). */
  cost: string
  reason: CopySkipReason
  create_time: number
}
export interface SkippedCopy {
  id: number
  followId: number
  traderId: number
  nickname: string
  traderOrderId: number
  symbol: string
  side: PositionSide
  lots: number
  cost: string
  reason: CopySkipReason
  createdAt: number
}
export const SkippedCopySchema = z.pipe(
  z.object({
    id: WireInt,
    follow_id: WireInt,
    trader_user_id: WireInt,
    nickname: orEmpty,
    trader_order_id: WireInt,
    symbol: z.string(),
    type: WireInt,
    share: WireInt,
    cost: Decimal,
    reason: z.enum(copySkipReasons),
    create_time: UnixTime,
  }),
  z.transform((w): SkippedCopy => ({
    id: w.id,
    followId: w.follow_id,
    traderId: w.trader_user_id,
    nickname: w.nickname,
    traderOrderId: w.trader_order_id,
    symbol: w.symbol,
    side: positionSideOf(w.type),
    lots: w.share,
    cost: w.cost,
    reason: w.reason,
    createdAt: w.create_time ?? 0,
  })),
)

/** GET follow/my. */
export interface MyFollows {
  follows: Array<Follow & { trader: TraderItem }>
  /** Open copies (`order_type` 2), newest first. */
  copies: LeverPosition[]
  /** The latest skipped copies, newest first. */
  skipped: SkippedCopy[]
}
export const MyFollowsAnswer = z.pipe(
  z.object({
    follows: z.array(z.object({ follow: FollowSchema, trader: TraderItemSchema })),
    copies: z.array(LeverPositionSchema),
    skipped: z.array(SkippedCopySchema),
  }),
  z.transform((w): MyFollows => ({
    follows: w.follows.map((f) => ({ ...f.follow, trader: f.trader })),
    copies: w.copies,
    skipped: w.skipped,
  })),
)

export const applicationStatuses = ['none', 'pending', 'approved', 'rejected'] as const
export type ApplicationStatus = (typeof applicationStatuses)[number]

/** GET follow/application and POST follow/apply. */
export interface TraderApplication {
  status: ApplicationStatus
  isTrader: boolean
  /** The caller's text ('' with none). */
  reason: string
  /** The reviewer's reason for a rejection. */
  rejectReason: string
  createdAt: number | null
  reviewedAt: number | null
  conditions: TraderCondition[]
}
export const TraderApplicationAnswer = z.pipe(
  z.object({
    status: z.enum(applicationStatuses),
    is_trader: Bool,
    reason: orEmpty,
    reject_reason: orEmpty,
    create_time: UnixTime,
    review_time: UnixTime,
    conditions: z.array(TraderConditionSchema),
  }),
  z.transform((w): TraderApplication => ({
    status: w.status,
    isTrader: w.is_trader,
    reason: w.reason,
    rejectReason: w.reject_reason,
    createdAt: w.create_time,
    reviewedAt: w.review_time,
    conditions: w.conditions,
  })),
)

/* ---------- private events ---------- */

export const followCopyEventKinds = ['opened', 'skipped', 'closed'] as const
export type FollowCopyEventKind = (typeof followCopyEventKinds)[number]

/**
 * `follow_copy` (sandbox): a copy of the follower opened (`position`), was skipped (`skipped`) or
 * closed with the trader (`position`).
 */
export const FollowCopyEvent = z.object({
  type: z.literal('follow_copy'),
  to: WireInt,
  event: z.enum(followCopyEventKinds),
  trader_user_id: WireInt,
  nickname: orEmpty,
  position: z._default(z.optional(z.nullable(LeverPositionSchema)), null),
  skipped: z._default(z.optional(z.nullable(SkippedCopySchema)), null),
})
export type FollowCopyEvent = z.infer<typeof FollowCopyEvent>
export const FOLLOW_COPY_EVENT = 'follow_copy'

/** `follow_cancelled` (sandbox): the trader lost the flag and the follow ended. */
export const FollowCancelledEvent = z.object({
  type: z.literal('follow_cancelled'),
  to: WireInt,
  trader_user_id: WireInt,
  nickname: orEmpty,
  follow: FollowSchema,
})
export type FollowCancelledEvent = z.infer<typeof FollowCancelledEvent>
export const FOLLOW_CANCELLED_EVENT = 'follow_cancelled'
