/**
 * The quiz API module against its MSW mock (msw/quiz.ts): the fixtures parse with the contract,
 * the tabs in the sandbox's order, a question's detail with only the caller's bets, betting once
 * per key from the funds, refusals with their codes changing nothing, and settlement when the
 * mock's clock passes the resolution second (the payout at least the preview shown before).
 */
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { QuizDetailAnswer, QuizListAnswer, QuizMyBetsAnswer } from './contract/quiz'
import {
  MockQuizDetail,
  MockQuizMyBets,
  MockQuizNow,
  MockQuizQuestions,
} from './contract/quiz.fixtures'
import { HOUR_MS, previewPayout } from './contract/quiz-math'
import { USDT_ID } from './contract/wallet'
import { createQuizMock, quizScenarios } from './msw/quiz'
import { quizApi } from './quiz'
import { newIdempotencyKey } from './wallet'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

function mock() {
  const quiz = createQuizMock()
  server.use(...quiz.list)
  return quiz
}

describe('quiz fixtures', () => {
  it('parse with the contract', () => {
    const page = { data: MockQuizQuestions, page: 1, pages: 1, total: 6, now: MockQuizNow }
    expect(QuizListAnswer.parse(page).items.map((q) => q.state)).toEqual([
      'guessing',
      'guessing',
      'notStarted',
      'settled',
      'settled',
      'settled',
    ])
    expect(QuizDetailAnswer.parse(MockQuizDetail).question.pool).toBe('525.0000')
    const bets = { data: MockQuizMyBets, page: 1, pages: 1, total: MockQuizMyBets.length }
    expect(QuizMyBetsAnswer.parse(bets).items.map((b) => [b.id, b.status, b.payout])).toEqual([
      [12, 'missed', '0.0000'],
      [10, 'refunded', '20.0000'],
      [6, 'won', '154.1250'],
      [4, 'unsettled', null],
    ])
  })
})

describe('quizApi', () => {
  it('lists the tabs in the sandbox’s order', async () => {
    mock()
    const ids = async (tab: 'popular' | 'daily' | 'mine') =>
      (await quizApi.list({ tab })).items.map((q) => q.id)
    expect(await ids('popular')).toEqual([1, 2, 3])
    expect(await ids('daily')).toEqual([5, 4])
    expect(await ids('mine')).toEqual([1, 6, 5, 4])
    expect((await quizApi.list()).now).toBe(MockQuizNow)
  })

  it('reads a settled question with its resolving tick and the chart link', async () => {
    mock()
    const d = await quizApi.detail({ id: 4 })
    expect(d.question).toMatchObject({
      state: 'settled',
      result: 'paid',
      winner: 1,
      fee: '3.4000',
      paid: '246.6000',
      resolution: { symbol: 'BTC/USDT', price: '86488.20', kline: { period: '1min' } },
    })
    expect(d.myBets.map((b) => b.id)).toEqual([6])
    await expect(quizApi.detail({ id: 99 })).rejects.toMatchObject({ code: 'notFound' })
  })

  it('bets once per key, then pays at least the preview when the question settles', async () => {
    const quiz = mock()
    const before = await quizApi.detail({ id: 1 })
    const pools = before.question.outcomes.map((o) => o.pool)
    const preview = previewPayout(pools, 1, '100')
    const req = { id: 1, outcome: 1, amount: '100', idempotency_key: newIdempotencyKey() }
    const placed = await quizApi.bet(req)
    expect(await quizApi.bet(req)).toEqual(placed)
    await expect(quizApi.bet({ ...req, amount: '101' })).rejects.toMatchObject({
      code: 'idempotencyConflict',
    })
    expect(placed.question.outcomes.map((o) => o.pool)).toEqual(['420.0000', '205.0000'])
    expect(quiz.balances().change[USDT_ID]!.available).toBe('12400.5000')
    quiz.advance(HOUR_MS)
    const mine = (await quizApi.myBets()).items.find((b) => b.id === placed.bet.id)!
    expect([preview, mine.status, mine.payout]).toEqual(['300.7804', 'won', '300.7805'])
    // this bet and the caller's earlier 25 on the same outcome
    expect(quiz.balances().change[USDT_ID]!.available).toBe('12776.4756')
  })

  it.each([
    [3, 0, '10', 'quizNotStarted'],
    [4, 0, '10', 'quizClosed'],
    [1, 2, '10', 'quizOutcomeInvalid'],
    [1, 0, '0.5', 'belowMinimum'],
    [1, 0, '12500.5001', 'insufficientBalance'],
    [1, 0, '', 'amountRequired'],
    [99, 0, '10', 'notFound'],
  ])(
    'refuses question %i, outcome %i, %s with %s and changes nothing',
    async (id, outcome, amount, code) => {
      const quiz = mock()
      const before = structuredClone([quiz.balances(), quiz.bets()])
      await expect(
        quizApi.bet({ id, outcome, amount, idempotency_key: newIdempotencyKey() }),
      ).rejects.toMatchObject({ code })
      expect([quiz.balances(), quiz.bets()]).toEqual(before)
    },
  )

  it('maps the scenarios’ refusals and network failures', async () => {
    server.use(quizScenarios.betClosed, quizScenarios.listDown)
    await expect(
      quizApi.bet({ id: 1, outcome: 0, amount: '10', idempotency_key: newIdempotencyKey() }),
    ).rejects.toMatchObject({ code: 'quizClosed' })
    await expect(quizApi.list()).rejects.toMatchObject({ code: 'network' })
  })
})
