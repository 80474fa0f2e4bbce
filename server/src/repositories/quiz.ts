/**
 * The prediction quiz (db/migrations/025-quiz.sql; contract src/api/contract/quiz.ts; rules and
 * formulas only from quiz-math.ts). Money moves only through the wallet's `move` (balance + ledger
 * row) on the funds account: quizStake when betting, quizPayout / quizRefund when settling.
 *
 * - `bet` runs inside the caller's transaction (the idempotency record's, wallet.once) and re-reads
 *   the question there, so the cut-off is decided at the moment the bet is written.
 * - `settle` changes only a question whose result is still NULL, in one transaction with every
 *   bet's status, the payouts' and refunds' ledger rows and the owners' message-centre notices, so
 *   a question is settled exactly once however often (or however many apps) run the job.
 * - `ensure` makes a schedule slot's question once (its `slot` is UNIQUE).
 * Nothing here takes an outcome from a caller: `settle` takes the price of the resolution second
 * and computes the winner with quiz-math.
 */
import type Database from 'better-sqlite3'
import {
  QUIZ_FEE_BPS,
  settleQuiz,
  stakeIssue,
  winningOutcome,
  type QuizKind,
} from '../../../src/api/contract/quiz-math'
import type { QuizTab } from '../../../src/api/contract/quiz'
import { fromUnits, toUnits } from '../../../src/api/contract/wallet-math'
import { Refusal } from '../refusal'
import type { MessageRepository, NewMessage } from './message'
import type { WalletRepository } from './wallet'

export interface QuizQuestionRow {
  id: number
  slot: string
  kind: QuizKind
  pair_id: number
  currency_id: number
  reference_price: string
  fee_bps: number
  min_stake: bigint
  opens_at: number
  cutoff_at: number
  resolve_tick: number
  created_at: number
  result: 1 | 2 | null
  winner: number | null
  resolve_price: string | null
  fee: bigint | null
  paid: bigint | null
  refunded: bigint | null
  settled_at: number | null
  /** Joined: the pair's symbol, the stake currency's name and scale, totals. */
  symbol: string
  currency_name: string
  decimal_scale: number
  pool: bigint
  participants: number
}

export interface QuizOutcomeRow {
  outcome: number
  lower: string | null
  upper: string | null
  pool: bigint
  participants: number
}

export interface QuizBetRow {
  id: number
  user_id: number
  question_id: number
  outcome: number
  amount: bigint
  status: 0 | 1 | 2 | 3
  payout: bigint | null
  created_at: number
  settled_at: number | null
  /** Joined from the question and its outcome. */
  kind: QuizKind
  symbol: string
  currency_name: string
  decimal_scale: number
  lower: string | null
  upper: string | null
  resolve_tick: number
  resolve_price: string | null
}

export interface NewQuizQuestion {
  slot: string
  kind: QuizKind
  pair_id: number
  currency_id: number
  reference_price: string
  min_stake: bigint
  opens_at: number
  cutoff_at: number
  resolve_tick: number
  created_at: number
  /** Ascending; n − 1 thresholds make n outcomes. */
  thresholds: string[]
}

const INTS = [
  'id',
  'user_id',
  'question_id',
  'outcome',
  'pair_id',
  'currency_id',
  'fee_bps',
  'opens_at',
  'cutoff_at',
  'resolve_tick',
  'created_at',
  'result',
  'winner',
  'settled_at',
  'status',
  'decimal_scale',
  'participants',
] as const

function ints<T>(r: unknown): T {
  const out = { ...(r as Record<string, unknown>) }
  for (const k of INTS) if (typeof out[k] === 'bigint') out[k] = Number(out[k])
  return out as T
}

/** Tells a bet's owner it settled: built by the caller (quiz/notices.ts). */
export type QuizNotice = (bet: QuizBetRow, now: number) => NewMessage

export function quizRepository(
  db: Database.Database,
  wallet: WalletRepository,
  message: MessageRepository,
) {
  const prepare = <P extends unknown[] | object, R = unknown>(sql: string) => {
    const statement = db.prepare<P, R>(sql)
    statement.safeIntegers(true)
    return statement
  }

  const QUESTION_SELECT = `SELECT q.*, b.name || '/' || l.name AS symbol, c.name AS currency_name,
      c.decimal_scale,
      COALESCE((SELECT SUM(amount) FROM quiz_bets WHERE question_id = q.id), 0) AS pool,
      (SELECT COUNT(DISTINCT user_id) FROM quiz_bets WHERE question_id = q.id) AS participants
    FROM quiz_questions q
    JOIN currency_matches m ON m.id = q.pair_id
    JOIN currencies b ON b.id = m.currency_id
    JOIN currencies l ON l.id = m.legal_id
    JOIN currencies c ON c.id = q.currency_id`
  const byId = prepare<[number], unknown>(`${QUESTION_SELECT} WHERE q.id = ?`)
  const bySlot = prepare<[string], { id: bigint }>('SELECT id FROM quiz_questions WHERE slot = ?')
  const popular = prepare<[number, number], unknown>(
    `SELECT * FROM (${QUESTION_SELECT} WHERE q.result IS NULL)
      ORDER BY pool DESC, participants DESC, id DESC LIMIT ? OFFSET ?`,
  )
  const countPopular = prepare<[], { n: bigint }>(
    'SELECT COUNT(*) AS n FROM quiz_questions WHERE result IS NULL',
  )
  const daily = prepare<[number, number], unknown>(
    `${QUESTION_SELECT} WHERE q.kind = 'daily' ORDER BY q.resolve_tick DESC, q.id DESC LIMIT ? OFFSET ?`,
  )
  const countDaily = prepare<[], { n: bigint }>(
    "SELECT COUNT(*) AS n FROM quiz_questions WHERE kind = 'daily'",
  )
  const mine = prepare<[number, number, number], unknown>(
    `${QUESTION_SELECT} WHERE q.id IN (SELECT question_id FROM quiz_bets WHERE user_id = ?)
      ORDER BY q.resolve_tick DESC, q.id DESC LIMIT ? OFFSET ?`,
  )
  const countMine = prepare<[number], { n: bigint }>(
    'SELECT COUNT(DISTINCT question_id) AS n FROM quiz_bets WHERE user_id = ?',
  )
  const outcomesOf = prepare<[number], unknown>(
    `SELECT o.outcome, o.lower, o.upper, COALESCE(SUM(b.amount), 0) AS pool,
        COUNT(DISTINCT b.user_id) AS participants
      FROM quiz_outcomes o LEFT JOIN quiz_bets b
        ON b.question_id = o.question_id AND b.outcome = o.outcome
      WHERE o.question_id = ? GROUP BY o.outcome ORDER BY o.outcome`,
  )
  const insertQuestion = prepare(
    `INSERT INTO quiz_questions (slot, kind, pair_id, currency_id, reference_price, fee_bps,
       min_stake, opens_at, cutoff_at, resolve_tick, created_at)
     VALUES (@slot, @kind, @pair_id, @currency_id, @reference_price, @fee_bps, @min_stake,
       @opens_at, @cutoff_at, @resolve_tick, @created_at)`,
  )
  const insertOutcome = prepare<[number, number, string | null, string | null]>(
    'INSERT INTO quiz_outcomes (question_id, outcome, lower, upper) VALUES (?, ?, ?, ?)',
  )
  const BET_SELECT = `SELECT b.*, q.kind, bc.name || '/' || l.name AS symbol,
      c.name AS currency_name, c.decimal_scale, o.lower, o.upper, q.resolve_tick, q.resolve_price
    FROM quiz_bets b
    JOIN quiz_questions q ON q.id = b.question_id
    JOIN quiz_outcomes o ON o.question_id = b.question_id AND o.outcome = b.outcome
    JOIN currency_matches m ON m.id = q.pair_id
    JOIN currencies bc ON bc.id = m.currency_id
    JOIN currencies l ON l.id = m.legal_id
    JOIN currencies c ON c.id = q.currency_id`
  const insertBet = prepare<[number, number, number, bigint, number]>(
    `INSERT INTO quiz_bets (user_id, question_id, outcome, amount, created_at)
     VALUES (?, ?, ?, ?, ?)`,
  )
  const betById = prepare<[number, number], unknown>(
    `${BET_SELECT} WHERE b.id = ? AND b.user_id = ?`,
  )
  const betsOfUser = prepare<[number, number, number], unknown>(
    `${BET_SELECT} WHERE b.user_id = ? ORDER BY b.id DESC LIMIT ? OFFSET ?`,
  )
  const countBets = prepare<[number], { n: bigint }>(
    'SELECT COUNT(*) AS n FROM quiz_bets WHERE user_id = ?',
  )
  const betsOnQuestion = prepare<[number, number], unknown>(
    `${BET_SELECT} WHERE b.user_id = ? AND b.question_id = ? ORDER BY b.id DESC`,
  )
  const allBetsOn = prepare<[number], unknown>(
    `${BET_SELECT} WHERE b.question_id = ? ORDER BY b.id`,
  )
  const due = prepare<[number], unknown>(
    `${QUESTION_SELECT} WHERE q.result IS NULL AND q.resolve_tick <= ? ORDER BY q.resolve_tick, q.id`,
  )
  const markQuestion = prepare(
    `UPDATE quiz_questions SET result = @result, winner = @winner, resolve_price = @resolve_price,
       fee = @fee, paid = @paid, refunded = @refunded, settled_at = @settled_at
     WHERE id = @id AND result IS NULL`,
  )
  const markBet = prepare<[number, bigint, number, number]>(
    'UPDATE quiz_bets SET status = ?, payout = ?, settled_at = ? WHERE id = ? AND status = 0',
  )

  const question = (id: number) => {
    const r = byId.get(id)
    return r ? ints<QuizQuestionRow>(r) : undefined
  }
  const outcomes = (questionId: number) =>
    outcomesOf.all(questionId).map((r) => ints<QuizOutcomeRow>(r))
  const betOf = (userId: number, id: number) => {
    const r = betById.get(id, userId)
    if (!r) throw new Refusal('notFound')
    return ints<QuizBetRow>(r)
  }

  return {
    question,
    outcomes,
    /** One of the user's bets; another user's id is notFound. */
    betOf,

    /** Makes the slot's question unless it exists; true when it was made now. */
    ensure: db.transaction((q: NewQuizQuestion): boolean => {
      if (bySlot.get(q.slot)) return false
      const { thresholds, ...row } = q
      const id = Number(insertQuestion.run({ ...row, fee_bps: QUIZ_FEE_BPS }).lastInsertRowid)
      for (let k = 0; k <= thresholds.length; k++)
        insertOutcome.run(id, k, k === 0 ? null : thresholds[k - 1]!, thresholds[k] ?? null)
      return true
    }),
    hasSlot: (slot: string) => bySlot.get(slot) !== undefined,

    /** One page of a tab; `mine` is the caller's questions. */
    list(tab: QuizTab, userId: number, limit: number, offset: number) {
      const rows =
        tab === 'popular'
          ? popular.all(limit, offset)
          : tab === 'daily'
            ? daily.all(limit, offset)
            : mine.all(userId, limit, offset)
      const total =
        tab === 'popular'
          ? countPopular.get()!.n
          : tab === 'daily'
            ? countDaily.get()!.n
            : countMine.get(userId)!.n
      return { rows: rows.map((r) => ints<QuizQuestionRow>(r)), total: Number(total) }
    },

    /**
     * Stakes `amount` (a decimal string) on `outcome` from the funds account. Run inside the
     * caller's transaction; any refusal throws and rolls it back, so nothing changes.
     */
    placeBet(userId: number, questionId: number, outcome: number, amount: string, now: number) {
      const q = question(questionId)
      if (!q) throw new Refusal('notFound')
      if (now < q.opens_at) throw new Refusal('quizNotStarted')
      if (now >= q.cutoff_at || q.result !== null) throw new Refusal('quizClosed')
      if (!outcomes(q.id).some((o) => o.outcome === outcome))
        throw new Refusal('quizOutcomeInvalid')
      const scale = q.decimal_scale
      const available = fromUnits(wallet.balance(userId, q.currency_id, 'change').available, scale)
      const issue = stakeIssue(amount, available, scale)
      if (issue) throw new Refusal(issue)
      const units = toUnits(amount, scale)
      if (units < q.min_stake) throw new Refusal('belowMinimum')
      const id = Number(insertBet.run(userId, q.id, outcome, units, now).lastInsertRowid)
      wallet.move(
        {
          userId,
          currencyId: q.currency_id,
          account: 'change',
          available: -units,
          locked: 0n,
          type: 'quizStake',
          referenceId: id,
        },
        now,
      )
      return betOf(userId, id)
    },

    betsOn: (userId: number, questionId: number) =>
      betsOnQuestion.all(userId, questionId).map((r) => ints<QuizBetRow>(r)),
    bets(userId: number, limit: number, offset: number) {
      return {
        rows: betsOfUser.all(userId, limit, offset).map((r) => ints<QuizBetRow>(r)),
        total: Number(countBets.get(userId)!.n),
      }
    },

    /** Questions whose resolution second is at or before `tick` (ms) and not settled. */
    due: (tick: number) => due.all(tick).map((r) => ints<QuizQuestionRow>(r)),

    /**
     * Settles question `id` at `price` (its resolution second's engine price; null when none can
     * be read: every stake refunded). Returns its bets as settled, or [] when it was settled
     * already (by another run). One transaction: statuses, ledger rows, notices, the question.
     */
    settle: db.transaction(
      (id: number, price: string | null, now: number, notice: QuizNotice): QuizBetRow[] => {
        const q = question(id)
        if (!q || q.result !== null) return []
        const thresholds = outcomes(id)
          .map((o) => o.upper)
          .filter((u): u is string => u !== null)
        const winner = price === null ? null : winningOutcome(thresholds, price)
        const bets = allBetsOn.all(id).map((r) => ints<QuizBetRow>(r))
        const s = settleQuiz(
          bets.map((b) => ({ id: b.id, outcome: b.outcome, amount: b.amount })),
          winner,
          q.fee_bps,
        )
        const changed = markQuestion.run({
          id,
          result: s.result === 'paid' ? 1 : 2,
          winner,
          resolve_price: price,
          fee: s.fee,
          paid: s.paid,
          refunded: s.refunded,
          settled_at: now,
        }).changes
        if (changed !== 1) return []
        for (const b of bets) {
          const payout = s.payouts.get(b.id)!
          const status = s.result === 'refunded' ? 3 : b.outcome === winner ? 1 : 2
          markBet.run(status, payout, now, b.id)
          if (payout > 0n)
            wallet.move(
              {
                userId: b.user_id,
                currencyId: q.currency_id,
                account: 'change',
                available: payout,
                locked: 0n,
                type: status === 3 ? 'quizRefund' : 'quizPayout',
                referenceId: b.id,
              },
              now,
            )
        }
        const settled = bets.map((b) => betOf(b.user_id, b.id))
        for (const b of settled) message.add(notice(b, now))
        return settled
      },
    ),
  }
}

export type QuizRepository = ReturnType<typeof quizRepository>
