/**
 * Wire-shaped prediction-quiz data for MSW handlers, stories and unit tests, in the exact shapes
 * the sandbox sends (contract/quiz.ts), placed around `MockQuizNow` (12:10 UTC) as the sandbox's
 * schedule makes them: hourly BTC and ETH questions taking bets (12:00 → 13:00), the next hour's
 * BTC question not started, today's daily questions settled at 12:00 (BTC paid to the middle
 * outcome; ETH refunded: nobody picked the winner), and the 11:00 hourly BTC question settled.
 * Every figure is computed with quiz-math (pools, states, the settlement's split, payouts), from
 * the seeds' bets and the price "the engine" answers for each resolution second (`resolvePrice`).
 * The caller is user 0; other users' bets count in pools and participants only.
 */
import {
  HOUR_MS,
  QUIZ_FEE_BPS,
  QUIZ_MIN_STAKE,
  QUIZ_STAKE_SCALE,
  outcomeBounds,
  quizStateOf,
  settleQuiz,
  winningOutcome,
  type QuizKind,
  type QuizSettlement,
} from './quiz-math'
import type { QuizBetWire, QuizQuestionWire, QuizTab } from './quiz'
import { fromUnits, toUnits } from './wallet-math'
import { MockWalletNow } from './wallet.fixtures'

/** The quiz fixtures' "now": 2025-03-01 12:10 UTC. */
export const MockQuizNow = MockWalletNow + 10 * 60_000
const DAY_START = MockWalletNow - 12 * HOUR_MS
const hour = (h: number) => DAY_START + h * HOUR_MS
const SCALE = QUIZ_STAKE_SCALE

export interface MockQuizSeed {
  id: number
  kind: QuizKind
  symbol: string
  thresholds: string[]
  opensAt: number
  cutoffAt: number
  resolveTick: number
  referencePrice: string
  createdAt: number
  /** What the engine answers for the resolution second (market/tick). */
  resolvePrice: string
}

export interface MockQuizBetRow {
  id: number
  questionId: number
  /** 0 = the caller. */
  user: number
  outcome: number
  amount: string
  createdAt: number
}

const hourly = (id: number, symbol: string, h: number, t: string, ref: string, price: string) => ({
  id,
  kind: 'hourly' as const,
  symbol,
  thresholds: [t],
  opensAt: hour(h),
  cutoffAt: hour(h) + 45 * 60_000,
  resolveTick: hour(h + 1),
  referencePrice: ref,
  createdAt: hour(h - 1) + 1_000,
  resolvePrice: price,
})
const daily = (id: number, symbol: string, t: [string, string], ref: string, price: string) => ({
  id,
  kind: 'daily' as const,
  symbol,
  thresholds: t,
  opensAt: hour(0),
  cutoffAt: hour(11),
  resolveTick: hour(12),
  referencePrice: ref,
  createdAt: hour(-1) + 1_000,
  resolvePrice: price,
})

export const MockQuizSeeds: MockQuizSeed[] = [
  hourly(1, 'BTC/USDT', 12, '86500.00', '86512.34', '86720.15'),
  hourly(2, 'ETH/USDT', 12, '2250.00', '2247.80', '2239.41'),
  hourly(3, 'BTC/USDT', 13, '86500.00', '86498.10', '86402.00'),
  daily(4, 'BTC/USDT', ['85500.00', '86500.00'], '85987.65', '86488.20'),
  daily(5, 'ETH/USDT', ['2200.00', '2300.00'], '2251.30', '2310.55'),
  hourly(6, 'BTC/USDT', 11, '86000.00', '86021.00', '85990.40'),
]

const bet = (
  id: number,
  questionId: number,
  user: number,
  outcome: number,
  amount: string,
): MockQuizBetRow => ({
  id,
  questionId,
  user,
  outcome,
  amount,
  createdAt: MockQuizSeeds[questionId - 1]!.opensAt + id * 60_000,
})

export const MockQuizBetRows: MockQuizBetRow[] = [
  bet(1, 1, 1, 0, '120.0000'),
  bet(2, 1, 2, 1, '80.0000'),
  bet(3, 1, 3, 0, '300.0000'),
  bet(4, 1, 0, 1, '25.0000'),
  bet(5, 2, 1, 1, '40.0000'),
  bet(6, 4, 0, 1, '50.0000'),
  bet(7, 4, 1, 0, '100.0000'),
  bet(8, 4, 2, 2, '70.0000'),
  bet(9, 4, 3, 1, '30.0000'),
  bet(10, 5, 0, 0, '20.0000'),
  bet(11, 5, 1, 1, '15.0000'),
  bet(12, 6, 0, 1, '10.0000'),
  bet(13, 6, 2, 0, '40.0000'),
]

const units = (v: string) => toUnits(v, SCALE)
const money = (v: bigint) => fromUnits(v, SCALE)

/** Settled once the engine second in progress reaches the resolution second (the sandbox job). */
export const isDue = (seed: MockQuizSeed, now: number) =>
  Math.floor(now / 1000) * 1000 >= seed.resolveTick

/** The question's settlement at `now` (quiz-math settleQuiz), or null before its second. */
export function mockQuizSettlement(
  seed: MockQuizSeed,
  bets: readonly MockQuizBetRow[],
  now: number,
): (QuizSettlement & { winner: number }) | null {
  if (!isDue(seed, now)) return null
  const winner = winningOutcome(seed.thresholds, seed.resolvePrice)
  const mine = bets.filter((b) => b.questionId === seed.id)
  const s = settleQuiz(
    mine.map((b) => ({ id: b.id, outcome: b.outcome, amount: units(b.amount) })),
    winner,
  )
  return { ...s, winner }
}

export function mockQuizQuestion(
  seed: MockQuizSeed,
  bets: readonly MockQuizBetRow[],
  now: number,
): QuizQuestionWire {
  const on = bets.filter((b) => b.questionId === seed.id)
  const pool = (rows: readonly MockQuizBetRow[]) =>
    money(rows.reduce((s, b) => s + units(b.amount), 0n))
  const people = (rows: readonly MockQuizBetRow[]) => new Set(rows.map((b) => b.user)).size
  const s = mockQuizSettlement(seed, bets, now)
  const time = seed.resolveTick / 1000
  const minute = Math.floor(time / 60) * 60
  return {
    id: seed.id,
    kind: seed.kind,
    symbol: seed.symbol,
    currency: 'USDT',
    outcomes: seed.thresholds.concat(['']).map((_, k) => {
      const rows = on.filter((b) => b.outcome === k)
      return {
        outcome: k,
        ...outcomeBounds(seed.thresholds, k),
        pool: pool(rows),
        participants: people(rows),
      }
    }),
    pool: pool(on),
    participants: people(on),
    fee_bps: QUIZ_FEE_BPS,
    min_stake: money(units(QUIZ_MIN_STAKE)),
    opens_at: seed.opensAt,
    cutoff_at: seed.cutoffAt,
    resolve_tick: seed.resolveTick,
    reference_price: seed.referencePrice,
    reference_tick: Math.floor(seed.createdAt / 1000) * 1000,
    state: quizStateOf(now, seed, s !== null),
    result: s?.result ?? null,
    winner: s ? s.winner : null,
    fee: s ? money(s.fee) : null,
    paid: s ? money(s.paid) : null,
    refunded: s ? money(s.refunded) : null,
    settled_at: s ? seed.resolveTick : null,
    resolution: s
      ? {
          symbol: seed.symbol,
          time,
          price: seed.resolvePrice,
          kline: { symbol: seed.symbol, period: '1min', from: minute, to: minute },
        }
      : null,
  }
}

export function mockQuizBet(
  row: MockQuizBetRow,
  bets: readonly MockQuizBetRow[],
  now: number,
): QuizBetWire {
  const seed = MockQuizSeeds.find((q) => q.id === row.questionId)!
  const s = mockQuizSettlement(seed, bets, now)
  const payout = s?.payouts.get(row.id) ?? null
  const status = !s ? 0 : s.result === 'refunded' ? 3 : row.outcome === s.winner ? 1 : 2
  return {
    id: row.id,
    question_id: seed.id,
    kind: seed.kind,
    symbol: seed.symbol,
    currency: 'USDT',
    outcome: row.outcome,
    ...outcomeBounds(seed.thresholds, row.outcome),
    amount: row.amount,
    status,
    payout: payout === null ? null : money(payout),
    created_at: row.createdAt,
    settled_at: s ? seed.resolveTick : null,
    resolve_tick: seed.resolveTick,
    resolve_price: s ? seed.resolvePrice : null,
  }
}

/** The questions of a tab, in the sandbox's order (quiz/list). */
export function mockQuizTab(
  tab: QuizTab,
  seeds: readonly MockQuizSeed[],
  bets: readonly MockQuizBetRow[],
  now: number,
): QuizQuestionWire[] {
  const all = seeds.map((s) => mockQuizQuestion(s, bets, now))
  const newest = (a: QuizQuestionWire, b: QuizQuestionWire) =>
    b.resolve_tick - a.resolve_tick || b.id - a.id
  if (tab === 'daily') return all.filter((q) => q.kind === 'daily').sort(newest)
  if (tab === 'mine') {
    const mine = new Set(bets.filter((b) => b.user === 0).map((b) => b.questionId))
    return all.filter((q) => mine.has(q.id)).sort(newest)
  }
  return all
    .filter((q) => q.result === null)
    .sort(
      (a, b) =>
        Number(units(b.pool) - units(a.pool)) || b.participants - a.participants || b.id - a.id,
    )
}

/** The caller's bets, newest first. */
export const mockQuizMyBets = (bets: readonly MockQuizBetRow[], now: number) =>
  bets
    .filter((b) => b.user === 0)
    .sort((a, b) => b.id - a.id)
    .map((b) => mockQuizBet(b, bets, now))

/** At MockQuizNow. */
export const MockQuizQuestions = MockQuizSeeds.map((s) =>
  mockQuizQuestion(s, MockQuizBetRows, MockQuizNow),
)
export const MockQuizMyBets = mockQuizMyBets(MockQuizBetRows, MockQuizNow)
/** quiz/detail of the open BTC question (id 1) at MockQuizNow. */
export const MockQuizDetail = {
  question: MockQuizQuestions[0]!,
  my_bets: MockQuizMyBets.filter((b) => b.question_id === 1),
  balance: '12500.5000',
  now: MockQuizNow,
}
