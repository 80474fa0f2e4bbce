/**
 * The prediction quiz's job (issue 19; the rules in src/api/contract/quiz-math.ts) on the sandbox
 * clock. Each run:
 * 1. settles every question whose resolution second has come (the engine second in progress has
 *    reached it), each at the price engine's price of exactly that second,
 *    `engine.price(pair, resolve_tick)` — the number `GET market/tick` answers for it — and never
 *    at a price any request or setting sends (§17); after the commit each settled bet goes to its
 *    owner's room as `quiz_settled` (wire.ts); the message-centre notices are written in the
 *    settlement's transaction (notices.ts);
 * 2. makes the schedule's questions (quiz-math slotsDue: hourly and daily, for QUIZ_PAIRS), each
 *    from the engine's price of the creation second, once per slot (the slot is UNIQUE).
 *
 * Idempotent: the repository settles only a question whose result is still NULL, in one
 * transaction with its bets, ledger rows and notices, so a run twice, a restart or two app
 * instances settle nothing twice; questions whose second passed while the sandbox was down settle
 * on the first run, each at its own second. Runs every `intervalMs` (1 s, repeat.ts); with 0,
 * tests call `app.quizJob.run()`. The routes run it first, so a question past its second is never
 * answered unsettled.
 */
import type { FastifyInstance } from 'fastify'
import {
  QUIZ_MIN_STAKE,
  quizKinds,
  slotTimes,
  slotsDue,
  thresholdsFor,
} from '../../../src/api/contract/quiz-math'
import { toUnits } from '../../../src/api/contract/wallet-math'
import { symbolOf } from '../market/market'
import { repeat } from '../repeat'
import type { QuizBetRow } from '../repositories/quiz'
import { settledNotice } from './notices'
import { emitSettled } from './wire'

/** The pairs questions are asked about. */
export const QUIZ_PAIRS = ['BTC/USDT', 'ETH/USDT'] as const
/** The stake currency: USDT (currency 3, api-reference §5.1). */
export const QUIZ_CURRENCY_ID = 3

export type QuizJob = ReturnType<typeof attachQuizJob>

declare module 'fastify' {
  interface FastifyInstance {
    quizJob: QuizJob
  }
}

export function attachQuizJob(app: FastifyInstance, intervalMs = 1000) {
  const { quiz, wallet } = app.repos
  const priced = new Set(app.market.pairs.map((p) => p.id))
  const scale = wallet.currency(QUIZ_CURRENCY_ID)?.decimal_scale ?? 4

  /** Settles every due question; returns the bets settled. */
  function settle(): QuizBetRow[] {
    const now = app.clock.now()
    // the engine second in progress: a resolution second settles once it has begun
    const tick = app.market.tick() * 1000
    const settled: QuizBetRow[] = []
    for (const q of quiz.due(tick)) {
      const price = priced.has(q.pair_id)
        ? app.market.engine.price(q.pair_id, q.resolve_tick)
        : null
      settled.push(...quiz.settle(q.id, price, now, settledNotice))
    }
    emitSettled(app, settled)
    return settled
  }

  /** Makes the questions of every slot due now that do not exist yet. */
  function schedule(): number {
    const now = app.clock.now()
    let made = 0
    for (const symbol of QUIZ_PAIRS) {
      const pair = app.market.pairs.find((p) => symbolOf(p) === symbol)
      if (!pair) continue
      for (const kind of quizKinds)
        for (const opensAt of slotsDue(kind, now)) {
          const slot = `${kind}:${symbol}:${new Date(opensAt).toISOString()}`
          if (quiz.hasSlot(slot)) continue
          const reference = app.market.engine.price(pair.id, now)
          const t = slotTimes(kind, opensAt)
          const created = quiz.ensure({
            slot,
            kind,
            pair_id: pair.id,
            currency_id: QUIZ_CURRENCY_ID,
            reference_price: reference,
            min_stake: toUnits(QUIZ_MIN_STAKE, scale),
            opens_at: t.opensAt,
            cutoff_at: t.cutoffAt,
            resolve_tick: t.resolveTick,
            created_at: now,
            thresholds: thresholdsFor(kind, reference, pair.precision_length),
          })
          if (created) made++
        }
    }
    return made
  }

  function run() {
    const settled = settle()
    const made = schedule()
    return { settled, made }
  }
  run()

  repeat(app, { intervalMs, failure: '[quiz] job failed; the next run tries again' }, run)

  return { run, settle }
}
