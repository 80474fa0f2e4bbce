import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate'
import { QuizSettledEvent, type QuizBetAnswer, type QuizBetRequest } from '@/api/contract/quiz'
import { MockQuizNow, MockQuizSeeds } from '@/api/contract/quiz.fixtures'
import { HOUR_MS } from '@/api/contract/quiz-math'
import { USDT_ID } from '@/api/contract/wallet'
import { ApiError } from '@/api/errors'
import { createQuizMock, quizRefused, quizScenarios } from '@/api/msw/quiz'
import { parsePrivate } from '@/api/socket'
import { uncoveredLeaves } from '@/test/state-coverage'
import { quizQuestionSnapshots } from './quiz-question.fixtures'
import { QUIZ_SECOND_MS, quizQuestionMachine } from './quiz-question.machine'
import { questionIdOfParam } from './quiz-question.logic'
import { toQuizQuestionView } from './quiz-question.view'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

let keys = 0
const machine = quizQuestionMachine.provide({
  actors: { createKey: fromPromise(async () => `test-quiz-key-${++keys}`) },
})

async function start(id: number | null, logic = machine) {
  const clock = new SimulatedClock()
  const actor = createActor(logic, { input: { id }, clock }).start()
  const placed: QuizBetAnswer['bet'][] = []
  actor.on('betPlaced', (e) => placed.push(e.bet))
  await waitFor(actor, (s) => !s.hasTag('loading'))
  const view = () => toQuizQuestionView(actor.getSnapshot())
  const settled = () => waitFor(actor, (s) => !s.hasTag('busy'))
  const seconds = (n: number) => {
    for (let i = 0; i < n; i++) clock.increment(QUIZ_SECOND_MS)
  }
  return { actor, view, settled, seconds, placed, send: actor.send.bind(actor) }
}

/** A machine whose `placeBet` never gets an answer (network), and the requests it sent. */
function unanswered() {
  const sent: QuizBetRequest[] = []
  const lost = machine.provide({
    actors: {
      placeBet: fromPromise<QuizBetAnswer, QuizBetRequest>(async ({ input }) => {
        sent.push(input)
        throw new ApiError('network')
      }),
    },
  })
  return { sent, lost }
}

describe('quiz question', () => {
  it('every state has a fixture', () => {
    expect(
      uncoveredLeaves(quizQuestionMachine, quizQuestionSnapshots, ['quizQuestion.starting']),
    ).toEqual([])
  })

  it('reads ?id= as a positive whole number only', () => {
    expect(questionIdOfParam('12')).toBe(12)
    for (const bad of [null, '', '0', '-1', '1.5', 'abc']) expect(questionIdOfParam(bad)).toBe(null)
  })

  it('shows the question, its pools and my bets, and previews a stake in numbers', async () => {
    server.use(...createQuizMock().list)
    const { view, send } = await start(1)
    expect(view()).toMatchObject({ status: 'ready', canBet: true, balance: '12500.5000' })
    expect(view().question).toMatchObject({ state: 'guessing', secondsLeft: 35 * 60 })
    expect(view().myBets.map((b) => [b.amount, b.status])).toEqual([['25.0000', 'unsettled']])
    send({ type: 'outcome.pick', outcome: 1 })
    send({ type: 'amount.change', value: '100' })
    // pools 420 / 105: with 100 more on "above", 625 in all; fee 2 % of the 420 against it
    expect(view().preview).toEqual({
      stake: '100.0000',
      payout: '300.7804',
      gain: '200.7804',
      fee: '8.4000',
      pool: '625.0000',
    })
    expect(view().outcome?.outcome).toBe(1)
  })

  it('bets once on a double tap, from the funds account, and announces it', async () => {
    const mock = createQuizMock()
    server.use(...mock.list)
    const { view, send, settled, placed } = await start(1)
    send({ type: 'outcome.pick', outcome: 1 })
    send({ type: 'amount.change', value: '100' })
    send({ type: 'bet.submit' })
    send({ type: 'bet.submit' })
    await settled()
    expect(mock.bets().filter((b) => b.user === 0 && b.questionId === 1)).toHaveLength(2)
    expect(mock.balances().change[USDT_ID]!.available).toBe('12400.5000')
    expect(placed.map((b) => [b.amount, b.outcome])).toEqual([['100.0000', 1]])
    expect(view()).toMatchObject({ isSheetOpen: false, amount: '', balance: '12400.5000' })
    expect(view().question?.outcomes[1]?.pool).toBe('205.0000')
    expect(view().myBets[0]).toMatchObject({ amount: '100.0000', status: 'unsettled' })
  })

  it('retries a lost answer with the same key, and a changed stake with a new one', async () => {
    server.use(...createQuizMock().list)
    const { sent, lost } = unanswered()
    const { view, send, settled } = await start(1, lost)
    send({ type: 'outcome.pick', outcome: 0 })
    send({ type: 'amount.change', value: '10' })
    send({ type: 'bet.submit' })
    await settled()
    expect(view()).toMatchObject({ isSheetOpen: true, error: 'network', amount: '10' })
    send({ type: 'bet.submit' })
    await settled()
    send({ type: 'amount.change', value: '11' })
    send({ type: 'bet.submit' })
    await settled()
    const [first, again, changed] = sent.map((r) => r.idempotency_key)
    expect(again).toBe(first)
    expect(changed).not.toBe(first)
    expect(sent.map((r) => [r.id, r.outcome, r.amount])).toEqual([
      [1, 0, '10'],
      [1, 0, '10'],
      [1, 0, '11'],
    ])
  })

  it('checks the stake before sending, and shows a refusal under it', async () => {
    server.use(quizRefused('bet', 'insufficientBalance'), ...createQuizMock().list)
    const { view, send, settled } = await start(1)
    send({ type: 'outcome.pick', outcome: 1 })
    send({ type: 'amount.change', value: '0.5' })
    send({ type: 'bet.submit' })
    expect(view()).toMatchObject({ amountIssue: 'belowMinimum', isSubmitting: false })
    send({ type: 'amount.change', value: '20000' })
    expect(view().amountIssue).toBe('insufficientBalance')
    send({ type: 'amount.change', value: '50' })
    send({ type: 'bet.submit' })
    await settled()
    expect(view()).toMatchObject({
      isSheetOpen: true,
      error: 'insufficientBalance',
      errorField: 'amount',
    })
  })

  it('takes no bet once the cut-off passes with the sheet open', async () => {
    server.use(...createQuizMock({ now: MockQuizNow + 35 * 60_000 - 1_000 }).list)
    const { sent, lost } = unanswered()
    const { view, send, seconds } = await start(1, lost)
    send({ type: 'outcome.pick', outcome: 1 })
    send({ type: 'amount.change', value: '10' })
    seconds(1)
    expect(view()).toMatchObject({ canBet: false, question: { state: 'over' } })
    send({ type: 'bet.submit' })
    expect(view()).toMatchObject({ isSheetOpen: true, error: 'quizClosed' })
    expect(sent).toEqual([])
    send({ type: 'sheet.close' })
    send({ type: 'outcome.pick', outcome: 1 })
    expect(view().isSheetOpen).toBe(false)
  })

  it('reads the result once the resolution second has passed, with its tick', async () => {
    const resolveTick = MockQuizSeeds[0]!.resolveTick
    const mock = createQuizMock({ now: resolveTick - 2_000 })
    server.use(...mock.list)
    const { view, seconds, settled } = await start(1)
    expect(view().question?.state).toBe('over')
    mock.advance(3_000)
    seconds(2)
    expect(view().isRefreshing).toBe(false)
    seconds(1)
    expect(view().isRefreshing).toBe(true)
    await settled()
    expect(view().question).toMatchObject({
      state: 'settled',
      result: 'paid',
      resolution: { symbol: 'BTC/USDT', time: resolveTick / 1000, price: '86720.15' },
    })
    expect(view().question?.outcomes.map((o) => o.isWinner)).toEqual([false, true])
    expect(view().myBets[0]).toMatchObject({ status: 'won', resolvePrice: '86720.15' })
  })

  it('says not found for an unknown or malformed id, and offers a retry when down', async () => {
    server.use(...createQuizMock().list)
    expect((await start(404)).view().status).toBe('notFound')
    expect((await start(null)).view().status).toBe('notFound')
    server.use(quizScenarios.detailDown)
    const { view, send, actor } = await start(1)
    expect(view()).toMatchObject({ status: 'failed', error: 'network' })
    server.resetHandlers(...createQuizMock().list)
    send({ type: 'question.retry' })
    await waitFor(actor, (s) => s.hasTag('ready'))
    expect(view().status).toBe('ready')
  })

  it('shows a bet’s result the moment its quiz_settled event arrives, then the question’s', async () => {
    const resolveTick = MockQuizSeeds[0]!.resolveTick
    const mock = createQuizMock({ now: resolveTick - 2_000 })
    server.use(...mock.list)
    const { view, send, settled } = await start(1)
    expect(view().myBets[0]).toMatchObject({ id: 4, status: 'unsettled' })
    const [data] = mock.advance(3_000)
    const event = parsePrivate(QuizSettledEvent, { type: 'quiz_settled', to: 9, data })!
    send({ type: 'bet.settled', bet: event.data })
    // before any answer: the bet's result is shown, and the detail is being read again
    expect(view().myBets[0]).toMatchObject({ id: 4, status: 'won', resolvePrice: '86720.15' })
    expect(view().isRefreshing).toBe(true)
    await settled()
    expect(view().question).toMatchObject({ state: 'settled', result: 'paid' })
    expect(view().myBets[0]).toMatchObject({ id: 4, status: 'won' })
  })

  it('ignores a settled bet of another question, and a payload the contract refuses', async () => {
    const mock = createQuizMock()
    server.use(...mock.list)
    const { view, send } = await start(1)
    const before = view()
    const [settledOne] = createQuizMock().advance(HOUR_MS)
    const data = { ...settledOne!, question_id: 3 }
    const other = parsePrivate(QuizSettledEvent, { type: 'quiz_settled', to: 9, data })!
    expect(other.data.questionId).not.toBe(1)
    send({ type: 'bet.settled', bet: other.data })
    expect(view()).toEqual(before)
    expect(parsePrivate(QuizSettledEvent, { type: 'quiz_settled', to: 9, data: {} })).toBeNull()
  })

  it('reads again from the start when a settlement arrives during a reading', async () => {
    const resolveTick = MockQuizSeeds[0]!.resolveTick
    const mock = createQuizMock({ now: resolveTick - 2_000 })
    server.use(...mock.list)
    const { view, send, settled, actor } = await start(1)
    send({ type: 'question.refresh' })
    const [data] = mock.advance(3_000)
    send({
      type: 'bet.settled',
      bet: parsePrivate(QuizSettledEvent, { type: 'quiz_settled', to: 9, data })!.data,
    })
    expect(actor.getSnapshot().matches({ ready: { sync: 'refreshing' } })).toBe(true)
    await settled()
    expect(view().question?.state).toBe('settled')
    expect(view().myBets[0]?.status).toBe('won')
  })
})
