/**
 * The prediction quiz (issue 19; product-spec §1, §4; api-reference §16.3: "no endpoint and no data
 * shape exist in any repo", so this contract is designed here, in the platform's style: POST
 * form-urlencoded, the payload in `message`). The product's rules and formulas are in
 * quiz-math.ts: questions answered by the price engine's public price of one second, a
 * parimutuel pool with a 2 % fee on the losing stakes, full refunds when nobody guessed right.
 * Times are epoch ms (integers); money is decimal strings in the stake currency (USDT, 4 decimals).
 * Every endpoint needs a session.
 *
 * Wire:
 * - POST `quiz/list` `{ tab, page, limit }`: `tab` popular (questions not settled yet, by pool,
 *   then participants, then newest), daily (daily questions, newest resolution first) or mine (the
 *   questions the caller bet on, newest first). Answer `{ data, page, pages, total, now }`.
 * - POST `quiz/detail` `{ id }`: `{ question, my_bets, balance, now }` — the question, the
 *   caller's bets on it (newest first) and the caller's funds balance of the stake currency.
 * - POST `quiz/bet` `{ id, outcome, amount, idempotency_key }`: stakes `amount` on `outcome` from
 *   the funds account. Refused with nothing changed: quizNotStarted (before opens_at), quizClosed
 *   (from cutoff_at), quizOutcomeInvalid, the amount codes, belowMinimum, insufficientBalance;
 *   notFound for an unknown id. Answer `{ bet, question }` (the pools after it). A repeat of the key
 *   answers the first bet.
 * - POST `quiz/my_bets` `{ page, limit }`: the caller's bets, newest first, `{ data, page, pages,
 *   total }`. Nobody sees another user's bets; questions show only totals per outcome.
 *
 * A question (`QuizQuestionWire`): its pair (`symbol`), `kind`, the outcomes with their price
 * interval (lower exclusive, upper inclusive, null = unbounded), pool and participants each, the
 * pool and participants in all, `fee_bps`, `min_stake`, `opens_at`, `cutoff_at`, `resolve_tick`
 * (the resolution second, ms), `reference_price`/`reference_tick` (the engine's price the
 * thresholds came from, and its second), `state` (quiz-math quizStates), and once settled
 * `result` (paid / refunded), `winner` (the outcome the price fell in, refunded or not; null
 * only when no price could be read), `fee`, `paid`, `refunded`, `settled_at` and `resolution`: the resolving tick `{ symbol, time
 * (unix s), price }` exactly as `GET market/tick { symbol, time }` answers it, and `kline`, the
 * K-line request `{ symbol, period: '1min', from, to }` of the minute holding that second (the
 * chart link).
 *
 * Realtime: `quiz_settled` (private, the owner's room) with the settled bet; the message centre
 * gets a notice in the same transaction (title and text in the user's language).
 */
import * as z from 'zod/mini'
import { Decimal, WireInt } from './common'
import { quizKinds, quizStates, type QuizKind, type QuizState } from './quiz-math'
import { IdempotencyKeyField } from './wallet/common'
import { Id } from './wallet/fields'

export type { QuizKind, QuizState } from './quiz-math'
export { quizKinds, quizStates }

export const quizTabs = ['popular', 'daily', 'mine'] as const
export type QuizTab = (typeof quizTabs)[number]

export const quizResults = ['paid', 'refunded'] as const
export type QuizResult = (typeof quizResults)[number]

export const quizBetStatuses = ['unsettled', 'won', 'missed', 'refunded'] as const
export type QuizBetStatus = (typeof quizBetStatuses)[number]
/** Bet `status`: 0 unsettled, 1 won (bonus distributed), 2 missed, 3 refunded. */
export const quizBetStatusCodes: Record<QuizBetStatus, 0 | 1 | 2 | 3> = {
  unsettled: 0,
  won: 1,
  missed: 2,
  refunded: 3,
}
export const quizBetStatusOf = (code: number): QuizBetStatus => quizBetStatuses[code] ?? 'unsettled'

export const QUIZ_PAGE_SIZE = 10
export const QUIZ_PAGE_MAX = 50

/* ---------- requests ---------- */

const page = z._default(z.coerce.number<number>().check(z.int(), z.positive()), 1)
const limit = z._default(
  z.coerce.number<number>().check(z.int(), z.positive(), z.lte(QUIZ_PAGE_MAX)),
  QUIZ_PAGE_SIZE,
)

/** POST quiz/list. */
export const QuizListRequest = z.object({
  tab: z._default(z.enum(quizTabs, 'parameterError'), 'popular'),
  page,
  limit,
})
export type QuizListRequest = z.input<typeof QuizListRequest>

/** POST quiz/detail. */
export const QuizDetailRequest = z.object({ id: Id })
export type QuizDetailRequest = z.input<typeof QuizDetailRequest>

/** POST quiz/bet. `amount` stays a string: quiz-math's `stakeIssue` checks it in order. */
export const QuizBetRequest = z.object({
  id: Id,
  outcome: z.coerce
    .number<number>('quizOutcomeInvalid')
    .check(z.int('quizOutcomeInvalid'), z.gte(0, 'quizOutcomeInvalid')),
  amount: z.pipe(
    z.union([z.string(), z.number()], 'amountRequired'),
    z.transform((v: string | number) => String(v).trim()),
  ),
  idempotency_key: IdempotencyKeyField,
})
export type QuizBetRequest = z.input<typeof QuizBetRequest>

/** POST quiz/my_bets. */
export const QuizMyBetsRequest = z.object({ page, limit })
export type QuizMyBetsRequest = z.input<typeof QuizMyBetsRequest>

/* ---------- answers ---------- */

export interface QuizOutcomeWire {
  outcome: number
  lower: string | null
  upper: string | null
  pool: string
  participants: number
}

export interface QuizResolutionWire {
  symbol: string
  /** Unix seconds: `market/tick`'s `time`. */
  time: number
  price: string
  kline: { symbol: string; period: '1min'; from: number; to: number }
}

export interface QuizQuestionWire {
  id: number
  kind: QuizKind
  symbol: string
  currency: string
  outcomes: QuizOutcomeWire[]
  pool: string
  participants: number
  fee_bps: number
  min_stake: string
  opens_at: number
  cutoff_at: number
  resolve_tick: number
  reference_price: string
  reference_tick: number
  state: QuizState
  result: QuizResult | null
  winner: number | null
  fee: string | null
  paid: string | null
  refunded: string | null
  settled_at: number | null
  resolution: QuizResolutionWire | null
}

export interface QuizOutcome {
  outcome: number
  lower: string | null
  upper: string | null
  pool: string
  participants: number
}

export interface QuizResolution {
  symbol: string
  /** Unix seconds (ask `market/tick` with it to check the price). */
  time: number
  price: string
  kline: { symbol: string; period: '1min'; from: number; to: number }
}

export interface QuizQuestion {
  id: number
  kind: QuizKind
  symbol: string
  currency: string
  outcomes: QuizOutcome[]
  pool: string
  participants: number
  feeBps: number
  minStake: string
  opensAt: number
  cutoffAt: number
  resolveTick: number
  referencePrice: string
  referenceTick: number
  /** The state the server saw; recompute with quizStateOf(now) as time passes. */
  state: QuizState
  result: QuizResult | null
  winner: number | null
  fee: string | null
  paid: string | null
  refunded: string | null
  settledAt: number | null
  resolution: QuizResolution | null
}

const NullableDecimal = z.nullable(Decimal)

export const QuizQuestion = z.pipe(
  z.object({
    id: WireInt,
    kind: z.enum(quizKinds),
    symbol: z.string(),
    currency: z.string(),
    outcomes: z.array(
      z.object({
        outcome: WireInt,
        lower: NullableDecimal,
        upper: NullableDecimal,
        pool: Decimal,
        participants: WireInt,
      }),
    ),
    pool: Decimal,
    participants: WireInt,
    fee_bps: WireInt,
    min_stake: Decimal,
    opens_at: WireInt,
    cutoff_at: WireInt,
    resolve_tick: WireInt,
    reference_price: Decimal,
    reference_tick: WireInt,
    state: z.enum(quizStates),
    result: z.nullable(z.enum(quizResults)),
    winner: z.nullable(WireInt),
    fee: NullableDecimal,
    paid: NullableDecimal,
    refunded: NullableDecimal,
    settled_at: z.nullable(WireInt),
    resolution: z.nullable(
      z.object({
        symbol: z.string(),
        time: WireInt,
        price: Decimal,
        kline: z.object({
          symbol: z.string(),
          period: z.literal('1min'),
          from: WireInt,
          to: WireInt,
        }),
      }),
    ),
  }),
  z.transform((w): QuizQuestion => ({
    id: w.id,
    kind: w.kind,
    symbol: w.symbol,
    currency: w.currency,
    outcomes: w.outcomes,
    pool: w.pool,
    participants: w.participants,
    feeBps: w.fee_bps,
    minStake: w.min_stake,
    opensAt: w.opens_at,
    cutoffAt: w.cutoff_at,
    resolveTick: w.resolve_tick,
    referencePrice: w.reference_price,
    referenceTick: w.reference_tick,
    state: w.state,
    result: w.result,
    winner: w.winner,
    fee: w.fee,
    paid: w.paid,
    refunded: w.refunded,
    settledAt: w.settled_at,
    resolution: w.resolution,
  })),
)

/** One of the caller's bets, with what it needs of its question. */
export interface QuizBetWire {
  id: number
  question_id: number
  kind: QuizKind
  symbol: string
  currency: string
  outcome: number
  lower: string | null
  upper: string | null
  amount: string
  /** 0 unsettled, 1 won, 2 missed, 3 refunded. */
  status: 0 | 1 | 2 | 3
  /** What the settlement credited (0 when missed); null while unsettled. */
  payout: string | null
  created_at: number
  settled_at: number | null
  resolve_tick: number
  /** The resolving tick's price once settled (null before, or when no price could be read). */
  resolve_price: string | null
}

export interface QuizBet {
  id: number
  questionId: number
  kind: QuizKind
  symbol: string
  currency: string
  outcome: number
  lower: string | null
  upper: string | null
  amount: string
  status: QuizBetStatus
  payout: string | null
  createdAt: number
  settledAt: number | null
  resolveTick: number
  resolvePrice: string | null
}

export const QuizBet = z.pipe(
  z.object({
    id: WireInt,
    question_id: WireInt,
    kind: z.enum(quizKinds),
    symbol: z.string(),
    currency: z.string(),
    outcome: WireInt,
    lower: NullableDecimal,
    upper: NullableDecimal,
    amount: Decimal,
    status: WireInt,
    payout: NullableDecimal,
    created_at: WireInt,
    settled_at: z.nullable(WireInt),
    resolve_tick: WireInt,
    resolve_price: NullableDecimal,
  }),
  z.transform((w): QuizBet => ({
    id: w.id,
    questionId: w.question_id,
    kind: w.kind,
    symbol: w.symbol,
    currency: w.currency,
    outcome: w.outcome,
    lower: w.lower,
    upper: w.upper,
    amount: w.amount,
    status: quizBetStatusOf(w.status),
    payout: w.payout,
    createdAt: w.created_at,
    settledAt: w.settled_at,
    resolveTick: w.resolve_tick,
    resolvePrice: w.resolve_price,
  })),
)

export interface QuizPage<T> {
  items: T[]
  page: number
  pages: number
  total: number
}

const pageOf = <T extends z.core.$ZodType>(item: T) => ({
  data: z.array(item),
  page: WireInt,
  pages: WireInt,
  total: WireInt,
})

/** POST quiz/list. */
export const QuizListAnswer = z.pipe(
  z.object({ ...pageOf(QuizQuestion), now: WireInt }),
  z.transform((w): QuizPage<QuizQuestion> & { now: number } => ({
    items: w.data,
    page: w.page,
    pages: w.pages,
    total: w.total,
    now: w.now,
  })),
)
export type QuizListAnswer = z.output<typeof QuizListAnswer>

export interface QuizDetail {
  question: QuizQuestion
  myBets: QuizBet[]
  /** The caller's available funds of the stake currency. */
  balance: string
  now: number
}

/** POST quiz/detail. */
export const QuizDetailAnswer = z.pipe(
  z.object({ question: QuizQuestion, my_bets: z.array(QuizBet), balance: Decimal, now: WireInt }),
  z.transform((w): QuizDetail => ({
    question: w.question,
    myBets: w.my_bets,
    balance: w.balance,
    now: w.now,
  })),
)

/** POST quiz/bet: the bet made (or, for a repeated key, the first one) and its question now. */
export const QuizBetAnswer = z.object({ bet: QuizBet, question: QuizQuestion })
export type QuizBetAnswer = z.output<typeof QuizBetAnswer>

/** POST quiz/my_bets. */
export const QuizMyBetsAnswer = z.pipe(
  z.object(pageOf(QuizBet)),
  z.transform((w): QuizPage<QuizBet> => ({
    items: w.data,
    page: w.page,
    pages: w.pages,
    total: w.total,
  })),
)

/** The `quiz_settled` private event (the owner's room): one of the caller's bets, settled. */
export const QuizSettledEvent = z.object({
  type: z.literal('quiz_settled'),
  to: WireInt,
  data: QuizBet,
})
export type QuizSettledEvent = z.infer<typeof QuizSettledEvent>
export const QUIZ_SETTLED_EVENT = 'quiz_settled'
