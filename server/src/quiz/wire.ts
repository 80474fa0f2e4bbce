/**
 * The quiz's wire shapes (contract src/api/contract/quiz.ts) from repository rows, and the
 * `quiz_settled` private event to each bettor's room.
 */
import type { FastifyInstance } from 'fastify'
import {
  QUIZ_SETTLED_EVENT,
  type QuizBetWire,
  type QuizQuestionWire,
} from '../../../src/api/contract/quiz'
import { quizStateOf } from '../../../src/api/contract/quiz-math'
import { fromUnits } from '../../../src/api/contract/wallet-math'
import { userRoom } from '../realtime'
import type { QuizBetRow, QuizOutcomeRow, QuizQuestionRow } from '../repositories/quiz'

const units = (v: bigint | null, scale: number) => (v === null ? null : fromUnits(v, scale))

export function questionWire(
  q: QuizQuestionRow,
  outcomes: readonly QuizOutcomeRow[],
  now: number,
): QuizQuestionWire {
  const scale = q.decimal_scale
  const time = q.resolve_tick / 1000
  const minute = Math.floor(time / 60) * 60
  return {
    id: q.id,
    kind: q.kind,
    symbol: q.symbol,
    currency: q.currency_name,
    outcomes: outcomes.map((o) => ({
      outcome: o.outcome,
      lower: o.lower,
      upper: o.upper,
      pool: fromUnits(o.pool, scale),
      participants: o.participants,
    })),
    pool: fromUnits(q.pool, scale),
    participants: q.participants,
    fee_bps: q.fee_bps,
    min_stake: fromUnits(q.min_stake, scale),
    opens_at: q.opens_at,
    cutoff_at: q.cutoff_at,
    resolve_tick: q.resolve_tick,
    reference_price: q.reference_price,
    reference_tick: Math.floor(q.created_at / 1000) * 1000,
    state: quizStateOf(
      now,
      { opensAt: q.opens_at, cutoffAt: q.cutoff_at, resolveTick: q.resolve_tick },
      q.result !== null,
    ),
    result: q.result === null ? null : q.result === 1 ? 'paid' : 'refunded',
    winner: q.winner,
    fee: units(q.fee, scale),
    paid: units(q.paid, scale),
    refunded: units(q.refunded, scale),
    settled_at: q.settled_at,
    resolution:
      q.resolve_price === null
        ? null
        : {
            symbol: q.symbol,
            time,
            price: q.resolve_price,
            kline: { symbol: q.symbol, period: '1min', from: minute, to: minute },
          },
  }
}

export function betWire(b: QuizBetRow): QuizBetWire {
  return {
    id: b.id,
    question_id: b.question_id,
    kind: b.kind,
    symbol: b.symbol,
    currency: b.currency_name,
    outcome: b.outcome,
    lower: b.lower,
    upper: b.upper,
    amount: fromUnits(b.amount, b.decimal_scale),
    status: b.status,
    payout: units(b.payout, b.decimal_scale),
    created_at: b.created_at,
    settled_at: b.settled_at,
    resolve_tick: b.resolve_tick,
    resolve_price: b.resolve_price,
  }
}

/** `quiz_settled` to each owner's room, one per bet the job settled. */
export function emitSettled(app: Pick<FastifyInstance, 'io'>, bets: readonly QuizBetRow[]) {
  for (const b of bets)
    app.io?.to(userRoom(b.user_id)).emit(QUIZ_SETTLED_EVENT, {
      type: QUIZ_SETTLED_EVENT,
      to: b.user_id,
      data: betWire(b),
    })
}
