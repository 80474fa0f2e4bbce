import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate'
import { QuizSettledEvent, type QuizListAnswer, type QuizTab } from '@/api/contract/quiz'
import { MockQuizNow } from '@/api/contract/quiz.fixtures'
import { createQuizMock, quizScenarios } from '@/api/msw/quiz'
import { parsePrivate } from '@/api/socket'
import { uncoveredLeaves } from '@/test/state-coverage'
import { mockPopular, quizListSnapshots } from './quiz-list.fixtures'
import { QUIZ_TICK_MS, quizListMachine, type QuizListInput } from './quiz-list.machine'
import { toQuizListView } from './quiz-list.view'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

async function start(input: QuizListInput = {}, machine = quizListMachine) {
  const clock = new SimulatedClock()
  const actor = createActor(machine, { clock, input }).start()
  await waitFor(actor, (s) => !s.hasTag('busy'))
  const view = () => toQuizListView(actor.getSnapshot())
  const seconds = (n: number) => {
    for (let i = 0; i < n; i++) clock.increment(QUIZ_TICK_MS)
  }
  return { actor, view, seconds, send: actor.send.bind(actor) }
}

describe('quiz list', () => {
  it('every state has a fixture', () => {
    expect(uncoveredLeaves(quizListMachine, quizListSnapshots)).toEqual([])
  })

  it('shows the popular questions with their countdowns from the server clock', async () => {
    server.use(...createQuizMock().list)
    const { view } = await start()
    expect(view().status).toBe('ready')
    expect(view().tab).toBe('popular')
    expect(view().cards.map((c) => [c.id, c.state, c.secondsLeft])).toEqual([
      [1, 'guessing', 35 * 60],
      [2, 'guessing', 35 * 60],
      [3, 'notStarted', 50 * 60],
    ])
    const btc = view().cards[0]!
    expect(btc).toMatchObject({ pool: '525.0000', participants: 4 })
    expect(btc.outcomes.map((o) => [o.pool, o.participants, o.multiple])).toEqual([
      ['420.0000', 2, '1.2450'],
      ['105.0000', 2, '4.9200'],
    ])
  })

  it('counts down one second per tick and cuts a question off on time', async () => {
    server.use(...createQuizMock({ now: MockQuizNow + 35 * 60_000 - 2_000 }).list)
    const { view, seconds } = await start()
    expect(view().cards[0]).toMatchObject({ state: 'guessing', secondsLeft: 2 })
    seconds(1)
    expect(view().cards[0]?.secondsLeft).toBe(1)
    seconds(1)
    expect(view().cards[0]).toMatchObject({ state: 'over', secondsLeft: 15 * 60 })
  })

  it('loads the tab asked for, and another tab from page 1', async () => {
    const asked: QuizTab[] = []
    const loadPage = fromPromise<QuizListAnswer, { tab: QuizTab; page: number; limit: number }>(
      async ({ input }) => {
        asked.push(input.tab)
        expect(input).toMatchObject({ page: 1, limit: 10 })
        return mockPopular
      },
    )
    const { send, actor } = await start(
      { tab: 'daily' },
      quizListMachine.provide({ actors: { loadPage } }),
    )
    send({ type: 'tab.change', tab: 'mine' })
    await waitFor(actor, (s) => s.hasTag('ready'))
    send({ type: 'tab.change', tab: 'mine' })
    expect(asked).toEqual(['daily', 'mine'])
  })

  it('loads the next page with its clock, keeping each question once', async () => {
    const pages: number[] = []
    const loadPage = fromPromise<QuizListAnswer, { tab: QuizTab; page: number; limit: number }>(
      async ({ input }) => {
        pages.push(input.page)
        const items = input.page === 1 ? mockPopular.items.slice(0, 2) : mockPopular.items.slice(1)
        return { items, page: input.page, pages: 2, total: 3, now: MockQuizNow + input.page }
      },
    )
    const { send, actor, view } = await start(
      { limit: 2 },
      quizListMachine.provide({ actors: { loadPage } }),
    )
    expect(view().hasMore).toBe(true)
    send({ type: 'list.more' })
    await waitFor(actor, (s) => !s.hasTag('busy'))
    expect(pages).toEqual([1, 2])
    expect(view().cards.map((c) => c.id)).toEqual([1, 2, 3])
    expect(actor.getSnapshot().context.serverNow).toBe(MockQuizNow + 2)
    expect(view().hasMore).toBe(false)
  })

  it('offers a retry when the list cannot load', async () => {
    server.use(quizScenarios.listDown, ...createQuizMock().list)
    const { view, send, actor } = await start()
    expect(view()).toMatchObject({ status: 'failed', error: 'network' })
    server.resetHandlers(...createQuizMock().list)
    send({ type: 'list.retry' })
    await waitFor(actor, (s) => s.hasTag('ready'))
    expect(view().cards).toHaveLength(3)
  })

  it('shows the over and unsettled fixtures on the list clock', () => {
    expect(toQuizListView(quizListSnapshots.over).cards.map((c) => c.state)).toEqual([
      'over',
      'over',
      'notStarted',
    ])
    expect(toQuizListView(quizListSnapshots.unsettled).cards.map((c) => c.state)).toEqual([
      'unsettled',
      'unsettled',
      'guessing',
    ])
  })

  describe('a quiz_settled event (the user’s room)', () => {
    /** 13:00:01: the hourly questions are due; the mock settles them as the sandbox's job does. */
    const settleHourly = (mock: ReturnType<typeof createQuizMock>) =>
      mock
        .advance(50 * 60_000 + 1_000)
        .map((data) => parsePrivate(QuizSettledEvent, { type: 'quiz_settled', to: 9, data }))

    it('reads the bet’s question again and shows its result in place', async () => {
      const mock = createQuizMock()
      server.use(...mock.list)
      const { view, send, actor, seconds } = await start()
      seconds(50 * 60 + 1)
      expect(view().cards.map((c) => c.state)).toEqual(['unsettled', 'unsettled', 'guessing'])
      const [event] = settleHourly(mock)
      expect(event?.data).toMatchObject({ questionId: 1, status: 'won' })
      send({ type: 'bet.settled', bet: event!.data })
      expect(actor.getSnapshot().matches({ ready: { sync: 'reading' } })).toBe(true)
      await waitFor(actor, (s) => s.matches({ ready: { sync: 'idle' } }))
      const [btc, eth] = view().cards
      expect(btc).toMatchObject({ id: 1, state: 'settled', result: 'paid' })
      expect(btc?.outcomes.find((o) => o.isWinner)?.outcome).toBe(1)
      // no bet of the caller on ETH: no event, so it waits for a refresh
      expect(eth).toMatchObject({ id: 2, state: 'unsettled' })
      expect(view().status).toBe('ready')
    })

    it('reads each question once, and nothing for a question not listed or settled', async () => {
      const mock = createQuizMock()
      server.use(...mock.list)
      const { send, actor } = await start()
      const [event] = settleHourly(mock)
      const bet = event!.data
      send({ type: 'bet.settled', bet })
      send({ type: 'bet.settled', bet })
      expect(actor.getSnapshot().context.stale).toEqual([1])
      await waitFor(actor, (s) => s.matches({ ready: { sync: 'idle' } }))
      send({ type: 'bet.settled', bet })
      send({ type: 'bet.settled', bet: { ...bet, questionId: 4 } })
      expect(actor.getSnapshot().matches({ ready: { sync: 'idle' } })).toBe(true)
      expect(actor.getSnapshot().context.stale).toEqual([])
    })

    it('keeps the card as it was when the reading fails', async () => {
      const mock = createQuizMock()
      server.use(quizScenarios.detailDown, ...mock.list)
      const { view, send, actor } = await start()
      const [event] = settleHourly(mock)
      send({ type: 'bet.settled', bet: event!.data })
      await waitFor(actor, (s) => s.matches({ ready: { sync: 'idle' } }))
      expect(view().cards[0]).toMatchObject({ id: 1, state: 'guessing' })
      expect(actor.getSnapshot().context.stale).toEqual([])
    })

    it('a payload the contract refuses never reaches the machine', () => {
      expect(
        parsePrivate(QuizSettledEvent, { type: 'quiz_settled', to: 9, data: { id: 'x' } }),
      ).toBeNull()
      expect(parsePrivate(QuizSettledEvent, { type: 'dual_settled', to: 9, data: {} })).toBeNull()
    })
  })
})
