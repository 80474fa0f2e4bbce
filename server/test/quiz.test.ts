/**
 * The prediction quiz in the sandbox (issue 19; quiz-math.ts, contract quiz.ts): the schedule's
 * questions from the engine's price, betting from the funds account (every refusal with its code
 * and nothing changed, idempotent repeats, races), and the job on the sandbox clock: each question
 * resolves once, at the engine's price of exactly its resolution second (the public market/tick
 * answer), after a restart too; the pool is conserved (Σ stakes = Σ payouts + fee + refunds, a
 * property over random bets); nobody sees another user's bets; the owner is told (socket event,
 * message-centre notice). No endpoint decides an outcome.
 */
import { Big } from 'big.js'
import fc from 'fast-check'
import type { FastifyInstance } from 'fastify'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import {
  QuizBetAnswer,
  QuizDetailAnswer,
  QuizListAnswer,
  QuizMyBetsAnswer,
  QuizSettledEvent,
  type QuizQuestionWire,
} from '../../src/api/contract/quiz'
import { HOUR_MS } from '../../src/api/contract/quiz-math'
import { fromUnits, toUnits } from '../../src/api/contract/wallet-math'
import { ledgerSums } from '../src/repositories/wallet'
import { pathApp } from './price-path'
import { client, fund, lv1, type Answer } from './spot-helper'
import { moneyTables, newKey } from './wallet-helper'

const USDT = 3
const lv2 = 'lv2@sandbox.test'
/** 12:10 UTC: the 12:00 hourly questions take bets (cut-off 12:45, resolved 13:00:00). */
const START = Date.UTC(2025, 1, 1, 12, 10)
const RESOLVE = Date.UTC(2025, 1, 1, 13)

const apps: FastifyInstance[] = []
afterEach(async () => {
  for (const app of apps.splice(0)) {
    const sums = ledgerSums(app.db)
    await app.close()
    if (sums.mismatches.length || sums.brokenChains) throw new Error('the ledger does not add up')
  }
})

function okOf<T = Record<string, unknown>>(a: Answer): T {
  if (a.type !== 'ok') throw new Error(`refused: ${JSON.stringify(a)}`)
  return a.message as T
}

function api(app: FastifyInstance, email: string) {
  const { send } = client(app, email)
  return {
    list: (tab = 'popular', page = '1') => send('POST', 'quiz/list', { tab, page }),
    detail: (id: number) => send('POST', 'quiz/detail', { id: String(id) }),
    bet: (id: number, outcome: number, amount: string, key = newKey('quiz')) =>
      send('POST', 'quiz/bet', {
        id: String(id),
        outcome: String(outcome),
        amount,
        idempotency_key: key,
      }),
    myBets: () => send('POST', 'quiz/my_bets', {}),
    tick: (symbol: string, time: number) =>
      send('GET', 'market/tick', { symbol, time: String(time) }),
  }
}

async function setup() {
  const made = await pathApp('42000', START)
  apps.push(made.app)
  fund(made.app, lv1, USDT, '1000')
  fund(made.app, lv2, USDT, '1000')
  const a = api(made.app, lv1)
  const b = api(made.app, lv2)
  const questions = QuizListAnswer.parse(okOf(await a.list('popular'))).items
  const hourly = questions.find(
    (q) => q.kind === 'hourly' && q.symbol === 'BTC/USDT' && q.resolveTick === RESOLVE,
  )!
  const userId = (email: string) => made.app.repos.users.findByAccount(email)!.id
  const balance = (email: string) =>
    made.app.repos.wallet.balance(userId(email), USDT, 'change').available
  // the demo users hold some already: balances are compared with these
  const start: Record<string, bigint> = { [lv1]: balance(lv1), [lv2]: balance(lv2) }
  /** The change in `email`'s funds USDT since setup, in units. */
  const usdt = (email: string) => balance(email) - start[email]!
  return { ...made, a, b, hourly, userId, usdt, balance }
}

const ledgerCount = (app: FastifyInstance, type: string) =>
  app.db.prepare('SELECT COUNT(*) FROM ledger WHERE type = ?').pluck().get(type) as number

describe('the schedule', () => {
  it('makes hourly questions around the engine price, checkable at market/tick', async () => {
    const { a, hourly, clock } = await setup()
    expect(hourly).toMatchObject({
      state: 'guessing',
      opensAt: Date.UTC(2025, 1, 1, 12),
      cutoffAt: Date.UTC(2025, 1, 1, 12, 45),
      feeBps: 200,
      minStake: '1.0000',
      pool: '0.0000',
      participants: 0,
      outcomes: [
        { outcome: 0, lower: null, upper: '42000.00', pool: '0.0000', participants: 0 },
        { outcome: 1, lower: '42000.00', upper: null, pool: '0.0000', participants: 0 },
      ],
      result: null,
      resolution: null,
    })
    const tick = okOf<{ price: string }>(await a.tick('BTC/USDT', hourly.referenceTick / 1000))
    expect(tick.price).toBe(hourly.referencePrice)
    // the next hour's question is listed, not started; no daily question after 11:00
    const all = QuizListAnswer.parse(okOf(await a.list('popular'))).items
    expect(
      all
        .filter((q) => q.state === 'notStarted')
        .map((q) => q.symbol)
        .sort(),
    ).toEqual(['BTC/USDT', 'ETH/USDT'])
    expect(QuizListAnswer.parse(okOf(await a.list('daily'))).total).toBe(0)
    // tomorrow 00:00's daily questions appear from 23:00, three outcomes each
    clock.advance(Date.UTC(2025, 1, 1, 23, 30) - clock.now())
    const daily = QuizListAnswer.parse(okOf(await a.list('daily'))).items
    expect(daily).toHaveLength(2)
    expect(daily.every((q) => q.outcomes.length === 3 && q.state === 'notStarted')).toBe(true)
  })

  it('makes each slot once, whatever runs the job', async () => {
    const { app } = await setup()
    const count = () => app.db.prepare('SELECT COUNT(*) FROM quiz_questions').pluck().get()
    const before = count()
    app.quizJob.run()
    app.quizJob.run()
    expect(count()).toBe(before)
  })
})

describe('resolution', () => {
  it('resolves at the engine price of exactly the resolution second, the public tick', async () => {
    const { app, clock, path, a, b, hourly, usdt } = await setup()
    okOf(await a.bet(hourly.id, 1, '100'))
    okOf(await b.bet(hourly.id, 0, '300'))
    const s = (RESOLVE - clock.now()) / 1000
    // the second before and after are below the threshold; the resolution second is above it
    path.set(1, [
      [s - 1, '41000'],
      [s, '42500'],
      [s + 1, '41000'],
    ])
    clock.advance(RESOLVE - clock.now() - 1000)
    app.quizJob.run()
    expect(QuizDetailAnswer.parse(okOf(await a.detail(hourly.id))).question.state).toBe('over')
    clock.advance(5000)
    const d = QuizDetailAnswer.parse(okOf(await a.detail(hourly.id)))
    const tick = okOf<{ time: number; price: string }>(await a.tick('BTC/USDT', RESOLVE / 1000))
    expect(tick.price).toBe('42500.00')
    expect(d.question).toMatchObject({
      state: 'settled',
      result: 'paid',
      winner: 1,
      pool: '400.0000',
      fee: '6.0000',
      paid: '394.0000',
      refunded: '0.0000',
      resolution: {
        symbol: 'BTC/USDT',
        time: tick.time,
        price: tick.price,
        kline: { symbol: 'BTC/USDT', period: '1min', from: RESOLVE / 1000, to: RESOLVE / 1000 },
      },
    })
    expect(d.myBets).toMatchObject([{ status: 'won', amount: '100.0000', payout: '394.0000' }])
    const theirs = QuizMyBetsAnswer.parse(okOf(await b.myBets())).items
    expect(theirs).toMatchObject([{ status: 'missed', payout: '0.0000' }])
    expect(usdt(lv1)).toBe(toUnits('294', 4))
    expect(usdt(lv2)).toBe(toUnits('-300', 4))
  })

  it('settles once: the job twice, and after a restart (catching up what passed while down)', async () => {
    const { buildApp } = await import('../src/app')
    const { createTestClock } = await import('../src/clock')
    const { pricePath } = await import('./price-path')
    const { DEFAULT_MARKET_SEED } = await import('../src/market/engine')
    const dir = mkdtempSync(join(tmpdir(), 'sandbox-quiz-'))
    const clock = createTestClock(START)
    const path = pricePath(clock)
    path.set(1, [[0, '42000']])
    const open = () =>
      buildApp({
        marketSeed: DEFAULT_MARKET_SEED,
        db: join(dir, 'sandbox.db'),
        clock,
        logger: false,
        feedIntervalMs: 0,
        engine: path.engine,
        seedTraders: false,
      })
    try {
      let app = await open()
      fund(app, lv1, USDT, '100')
      const a = api(app, lv1)
      const q = QuizListAnswer.parse(okOf(await a.list())).items.find(
        (x) => x.symbol === 'BTC/USDT' && x.resolveTick === RESOLVE,
      )!
      okOf(await a.bet(q.id, 0, '10'))
      const s = (RESOLVE - clock.now()) / 1000
      path.set(1, [
        [s, '41999.99'],
        [s + 1, '43000'],
      ])
      await app.close()
      clock.advance(5 * HOUR_MS)
      app = await open()
      const row = app.repos.quiz.question(q.id)!
      expect(row).toMatchObject({ result: 1, winner: 0, resolve_price: '41999.99' })
      expect(ledgerCount(app, 'quizPayout')).toBe(1)
      app.quizJob.run()
      app.quizJob.run()
      await app.close()
      app = await open()
      app.quizJob.run()
      expect(ledgerCount(app, 'quizPayout')).toBe(1)
      // alone on the winning side: the stake back whole, no fee
      expect(app.repos.quiz.betOf(app.repos.users.findByAccount(lv1)!.id, 1)).toMatchObject({
        status: 1,
        payout: 100_000n,
      })
      expect(ledgerSums(app.db).mismatches).toEqual([])
      await app.close()
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('refunds every stake in full when nobody picked the winner', async () => {
    const { app, clock, path, a, b, hourly, usdt } = await setup()
    okOf(await a.bet(hourly.id, 0, '50'))
    okOf(await b.bet(hourly.id, 0, '25.5'))
    path.set(1, [[(RESOLVE - clock.now()) / 1000, '50000']])
    clock.advance(RESOLVE - clock.now() + 1000)
    app.quizJob.run()
    const d = QuizDetailAnswer.parse(okOf(await a.detail(hourly.id)))
    expect(d.question).toMatchObject({ result: 'refunded', winner: 1, fee: '0.0000' })
    expect(d.myBets).toMatchObject([{ status: 'refunded', payout: '50.0000' }])
    expect([usdt(lv1), usdt(lv2)]).toEqual([0n, 0n])
    expect(ledgerCount(app, 'quizRefund')).toBe(2)
  })

  it('tells each owner: quiz_settled in their room and a message-centre notice', async () => {
    const { app, clock, path, a, b, hourly, userId } = await setup()
    okOf(await a.bet(hourly.id, 1, '10'))
    okOf(await b.bet(hourly.id, 0, '10'))
    const sent: Array<{ room: string; event: string; payload: unknown }> = []
    app.io.to = ((room: string) => ({
      emit: (event: string, payload: unknown) => sent.push({ room, event, payload }) > 0,
    })) as unknown as typeof app.io.to
    const before = app.repos.message.addressedTo(userId(lv1))
    path.set(1, [[(RESOLVE - clock.now()) / 1000, '42000']])
    clock.advance(RESOLVE - clock.now() + 1000)
    app.quizJob.run()
    app.quizJob.run()
    expect(sent.map((e) => [e.room, e.event])).toEqual([
      [`user:${userId(lv1)}`, 'quiz_settled'],
      [`user:${userId(lv2)}`, 'quiz_settled'],
    ])
    // 42000.00 is not above 42000.00: the lower outcome wins
    expect(QuizSettledEvent.parse(sent[0]!.payload).data).toMatchObject({ status: 'missed' })
    expect(QuizSettledEvent.parse(sent[1]!.payload).data).toMatchObject({ status: 'won' })
    expect(app.repos.message.addressedTo(userId(lv1))).toBe(before + 1)
    const page = app.repos.message.page(userId(lv2), 'en', 1, 1).rows[0]!
    expect(page.title).toBe('Quiz won: BTC/USDT')
  })
})

describe('money', () => {
  it('is conserved: Σ stakes = Σ payouts + fee + refunds, over random bets', async () => {
    const { app, clock } = await setup()
    const users = [lv1, lv2, 'demo@sandbox.test', 'trader@sandbox.test']
    for (const u of users) fund(app, u, USDT, '1000000')
    const ids = users.map((u) => app.repos.users.findByAccount(u)!.id)
    let n = 0
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            user: fc.integer({ min: 0, max: 3 }),
            outcome: fc.integer({ min: 0, max: 2 }),
            units: fc.bigInt({ min: 10_000n, max: 50_000_000n }),
          }),
          { maxLength: 12 },
        ),
        fc.integer({ min: 0, max: 3 }),
        async (bets, offset) => {
          const now = clock.now()
          const made = app.repos.quiz.ensure({
            slot: `test:${++n}`,
            kind: 'daily',
            pair_id: 1,
            currency_id: USDT,
            reference_price: '42000.00',
            min_stake: 10_000n,
            opens_at: now,
            cutoff_at: now + 60_000,
            resolve_tick: Math.floor(now / 1000) * 1000 + 120_000,
            created_at: now,
            thresholds: ['41990.00', '42010.00'],
          })
          expect(made).toBe(true)
          const id = app.db.prepare('SELECT MAX(id) FROM quiz_questions').pluck().get() as number
          for (const b of bets) {
            const amount = new Big(b.units.toString()).div(10_000).toFixed(4)
            app.repos.quiz.placeBet(ids[b.user]!, id, b.outcome, amount, now)
          }
          // the engine's walk decides the winner; offset moves which second that is
          clock.advance(121_000 + offset * 1000)
          app.quizJob.settle()
          const q = app.repos.quiz.question(id)!
          const sums = app.db
            .prepare(
              `SELECT l.type, SUM(l.available_delta) AS s FROM ledger l
                 JOIN quiz_bets b ON b.id = l.reference_id
                WHERE b.question_id = ? AND l.type LIKE 'quiz%' GROUP BY l.type`,
            )
            .safeIntegers(true)
            .all(id) as Array<{ type: string; s: bigint }>
          const of = (t: string) => sums.find((r) => r.type === t)?.s ?? 0n
          const staked = -of('quizStake')
          expect(staked).toBe(bets.reduce((s, b) => s + b.units, 0n))
          expect(staked).toBe(of('quizPayout') + q.fee! + of('quizRefund'))
          expect(q.paid! + q.fee! + q.refunded!).toBe(staked)
          expect(q.paid).toBe(of('quizPayout'))
        },
      ),
      { numRuns: 25 },
    )
    expect(ledgerSums(app.db).mismatches).toEqual([])
  })
})

describe('betting', () => {
  it('refuses after the cut-off, before opening, below the minimum, over the balance; nothing changes', async () => {
    const { app, clock, a, hourly, balance } = await setup()
    const over = fromUnits(balance(lv1) + 1n, 4)
    const next = QuizListAnswer.parse(okOf(await a.list())).items.find(
      (q) => q.state === 'notStarted',
    )!
    const snapshot = () => ({
      money: moneyTables(app.db),
      bets: app.db.prepare('SELECT * FROM quiz_bets').all(),
    })
    const before = snapshot()
    const code = async (p: Promise<Answer>) => (await p).code
    expect(await code(a.bet(next.id, 0, '10'))).toBe('quizNotStarted')
    expect(await code(a.bet(hourly.id, 0, '0.5'))).toBe('belowMinimum')
    expect(await code(a.bet(hourly.id, 0, over))).toBe('insufficientBalance')
    expect(await code(a.bet(hourly.id, 0, '1.00001'))).toBe('amountTooPrecise')
    expect(await code(a.bet(hourly.id, 0, 'abc'))).toBe('amountInvalid')
    expect(await code(a.bet(hourly.id, 2, '10'))).toBe('quizOutcomeInvalid')
    expect(await code(a.bet(hourly.id, -1, '10'))).toBe('quizOutcomeInvalid')
    expect(await code(a.bet(999_999, 0, '10'))).toBe('notFound')
    expect(await code(a.detail(999_999))).toBe('notFound')
    clock.advance(hourly.cutoffAt - clock.now())
    expect(await code(a.bet(hourly.id, 0, '10'))).toBe('quizClosed')
    expect(snapshot()).toEqual(before)
  })

  it('answers a repeated key once (also concurrently); another request under it is a conflict', async () => {
    const { app, a, hourly, usdt, balance } = await setup()
    const key = newKey('quiz')
    const answers = await Promise.all([1, 2, 3, 4].map(() => a.bet(hourly.id, 1, '10', key)))
    const bets = answers.map((x) => QuizBetAnswer.parse(okOf(x)).bet)
    expect(new Set(bets.map((b) => b.id)).size).toBe(1)
    expect(app.db.prepare('SELECT COUNT(*) FROM quiz_bets').pluck().get()).toBe(1)
    expect(usdt(lv1)).toBe(toUnits('-10', 4))
    expect((await a.bet(hourly.id, 1, '11', key)).code).toBe('idempotencyConflict')
    // concurrent bets with their own keys are all taken, none twice
    const many = await Promise.all([1, 2, 3].map(() => a.bet(hourly.id, 0, '5')))
    expect(many.every((x) => x.type === 'ok')).toBe(true)
    const d = QuizDetailAnswer.parse(okOf(await a.detail(hourly.id)))
    expect(d.question.pool).toBe('25.0000')
    expect(d.question.participants).toBe(1)
    expect(toUnits(d.balance, 4) - balance(lv1)).toBe(0n)
    expect(usdt(lv1)).toBe(toUnits('-25', 4))
  })

  it('lets one of two concurrent bets of the whole balance through', async () => {
    const { app, hourly } = await setup()
    const trader = 'trader@sandbox.test'
    fund(app, trader, USDT, '10')
    const id = app.repos.users.findByAccount(trader)!.id
    const all = fromUnits(app.repos.wallet.balance(id, USDT, 'change').available, 4)
    const t = api(app, trader)
    const answers = await Promise.all([t.bet(hourly.id, 0, all), t.bet(hourly.id, 1, all)])
    expect(answers.map((x) => x.code ?? x.type).sort()).toEqual(['insufficientBalance', 'ok'])
    expect(app.repos.wallet.balance(id, USDT, 'change').available).toBe(0n)
    expect(ledgerCount(app, 'quizStake')).toBe(1)
  })

  it('never shows another user’s bets', async () => {
    const { a, b, hourly } = await setup()
    const mine = QuizBetAnswer.parse(okOf(await a.bet(hourly.id, 1, '10'))).bet
    expect(QuizMyBetsAnswer.parse(okOf(await b.myBets())).total).toBe(0)
    expect(QuizDetailAnswer.parse(okOf(await b.detail(hourly.id))).myBets).toEqual([])
    expect(QuizListAnswer.parse(okOf(await b.list('mine'))).total).toBe(0)
    const m = QuizListAnswer.parse(okOf(await a.list('mine'))).items
    expect(m.map((q) => q.id)).toEqual([hourly.id])
    expect(QuizMyBetsAnswer.parse(okOf(await a.myBets())).items.map((x) => x.id)).toEqual([mine.id])
    // the question itself shows totals only
    const q = okOf<{ question: QuizQuestionWire }>(await b.detail(hourly.id)).question
    expect(JSON.stringify(q)).not.toContain('user')
  })

  it('lists popular by pool, and needs a session', async () => {
    const { app, a, b, hourly } = await setup()
    const eth = QuizListAnswer.parse(okOf(await a.list())).items.find(
      (q) => q.symbol === 'ETH/USDT' && q.state === 'guessing',
    )!
    okOf(await b.bet(eth.id, 0, '20'))
    okOf(await a.bet(hourly.id, 0, '10'))
    const ids = QuizListAnswer.parse(okOf(await a.list())).items.map((q) => q.id)
    expect(ids.slice(0, 2)).toEqual([eth.id, hourly.id])
    const anonymous = await app.inject({ method: 'POST', url: '/api/quiz/list' })
    expect(anonymous.json()).toMatchObject({ type: '999' })
    expect((await a.list('nope')).code).toBe('parameterError')
    expect((await a.list('daily', '0')).code).toBe('parameterError')
    const { send } = client(app, lv1)
    expect((await send('POST', 'quiz/detail', { id: 'abc' })).code).toBe('parameterError')
    expect((await send('POST', 'quiz/my_bets', { limit: '500' })).code).toBe('parameterError')
    const noKey = await send('POST', 'quiz/bet', {
      id: String(hourly.id),
      outcome: '0',
      amount: '5',
    })
    expect(noKey.code).toBe('idempotencyKeyInvalid')
    expect(app.db.prepare('SELECT COUNT(*) FROM quiz_bets').pluck().get()).toBe(2)
  })

  it('has no route, dev or not, that decides an outcome', async () => {
    const { app } = await setup()
    const routes = app.printRoutes({ commonPrefix: false })
    const quizRoutes = routes.split('\n').filter((l) => /quiz/i.test(l))
    expect(quizRoutes.map((l) => l.replace(/\(.*$/, '').replace(/[^a-z_/]/gi, '')).sort()).toEqual([
      '/api/quiz/bet',
      '/api/quiz/detail',
      '/api/quiz/list',
      '/api/quiz/my_bets',
    ])
  })
})
