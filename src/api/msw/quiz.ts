/**
 * MSW handlers for the prediction quiz (stories and unit tests), answering the four `quiz/*`
 * endpoints like the sandbox (contract/quiz.ts, server/src/routes/quiz.ts). `createQuizMock()`
 * keeps the questions (quiz.fixtures' seeds, each with the price "the engine" answers for its
 * resolution second), every bet (the caller is user 0; others' bets only count in pools), the
 * caller's funds of USDT and idempotency keys in memory. Bets are checked in the sandbox's order
 * with quiz-math (stakeIssue); a refused request changes nothing and a repeated key answers the
 * first bet. Time is the mock's `now` (MockQuizNow); `advance(ms)` moves it and settles, as the
 * sandbox's job does, every question whose resolution second has come, crediting the caller's
 * payouts and refunds. Nothing here lets a story choose an outcome other than through the seeds'
 * prices. Pass a wallet mock's `balances()` to share the funds account.
 */
import { http } from 'msw'
import {
  QuizBetRequest,
  QuizDetailRequest,
  QuizListRequest,
  QuizMyBetsRequest,
} from '@/api/contract/quiz'
import {
  MockQuizBetRows,
  MockQuizNow,
  MockQuizSeeds,
  isDue,
  mockQuizBet,
  mockQuizMyBets,
  mockQuizQuestion,
  mockQuizSettlement,
  mockQuizTab,
  type MockQuizBetRow,
  type MockQuizSeed,
} from '@/api/contract/quiz.fixtures'
import { QUIZ_STAKE_SCALE, stakeIssue } from '@/api/contract/quiz-math'
import { USDT_ID } from '@/api/contract/wallet'
import { MockBalances, type MockBalances as Balances } from '@/api/contract/wallet.fixtures'
import { fromUnits, toUnits } from '@/api/contract/wallet-math'
import { fail, ok, parseRequest } from './envelope'
import { endpointScenarios, type Method } from './endpoint-scenarios'
import { idempotentAnswers } from './idempotency'

const SCALE = QUIZ_STAKE_SCALE
const api = (path: string) => `*/api/${path}`

export interface QuizMockState {
  /** The funds account is `balances.change`; a wallet mock's `balances()` shares it. */
  balances?: Balances
  seeds?: MockQuizSeed[]
  bets?: MockQuizBetRow[]
  now?: number
}

export function createQuizMock(initial: QuizMockState = {}) {
  const balances: Balances = initial.balances ?? structuredClone(MockBalances)
  const seeds = structuredClone(initial.seeds ?? MockQuizSeeds)
  let bets = structuredClone(initial.bets ?? MockQuizBetRows)
  let now = initial.now ?? MockQuizNow
  const { replay, remember } = idempotentAnswers()
  let nextId = Math.max(0, ...bets.map((b) => b.id)) + 1
  // questions settled before the mock starts were paid out already (their credits are in balances)
  const paidOut = new Set(seeds.filter((s) => isDue(s, now)).map((s) => s.id))

  const funds = () =>
    balances.change[USDT_ID] ?? { available: fromUnits(0n, SCALE), locked: fromUnits(0n, SCALE) }
  const credit = (units: bigint) => {
    const b = funds()
    balances.change[USDT_ID] = {
      ...b,
      available: fromUnits(toUnits(b.available, SCALE) + units, SCALE),
    }
  }

  /** Settles every due question not settled yet, crediting the caller (the sandbox's job). */
  function settle() {
    const settled = []
    for (const seed of seeds) {
      if (paidOut.has(seed.id) || !isDue(seed, now)) continue
      paidOut.add(seed.id)
      const s = mockQuizSettlement(seed, bets, now)!
      for (const b of bets.filter((x) => x.questionId === seed.id && x.user === 0)) {
        credit(s.payouts.get(b.id) ?? 0n)
        settled.push(mockQuizBet(b, bets, now))
      }
    }
    return settled
  }

  const page = <T>(rows: T[], p: number, limit: number) => ({
    data: rows.slice((p - 1) * limit, p * limit),
    page: p,
    pages: Math.max(1, Math.ceil(rows.length / limit)),
    total: rows.length,
  })

  const handlers = {
    list: http.post(api('quiz/list'), async ({ request }) => {
      const { data, refusal } = await parseRequest(QuizListRequest, request)
      if (!data) return refusal
      settle()
      return ok({ ...page(mockQuizTab(data.tab, seeds, bets, now), data.page, data.limit), now })
    }),

    detail: http.post(api('quiz/detail'), async ({ request }) => {
      const { data, refusal } = await parseRequest(QuizDetailRequest, request)
      if (!data) return refusal
      const seed = seeds.find((s) => s.id === data.id)
      if (!seed) return fail('notFound')
      settle()
      return ok({
        question: mockQuizQuestion(seed, bets, now),
        my_bets: mockQuizMyBets(bets, now).filter((b) => b.question_id === seed.id),
        balance: funds().available,
        now,
      })
    }),

    bet: http.post(api('quiz/bet'), async ({ request }) => {
      const { data, refusal } = await parseRequest(QuizBetRequest, request)
      if (!data) return refusal
      const seen = replay(data.idempotency_key, data)
      if (seen.response) return seen.response
      settle()
      const seed = seeds.find((s) => s.id === data.id)
      if (!seed) return fail('notFound')
      if (now < seed.opensAt) return fail('quizNotStarted')
      if (now >= seed.cutoffAt) return fail('quizClosed')
      if (data.outcome > seed.thresholds.length) return fail('quizOutcomeInvalid')
      const issue = stakeIssue(data.amount, funds().available, SCALE)
      if (issue) return fail(issue)
      const units = toUnits(data.amount, SCALE)
      const row: MockQuizBetRow = {
        id: nextId++,
        questionId: seed.id,
        user: 0,
        outcome: data.outcome,
        amount: fromUnits(units, SCALE),
        createdAt: now,
      }
      bets = [...bets, row]
      credit(-units)
      return remember(data.idempotency_key, seen.fingerprint, {
        bet: mockQuizBet(row, bets, now),
        question: mockQuizQuestion(seed, bets, now),
      })
    }),

    myBets: http.post(api('quiz/my_bets'), async ({ request }) => {
      const { data, refusal } = await parseRequest(QuizMyBetsRequest, request)
      if (!data) return refusal
      settle()
      return ok(page(mockQuizMyBets(bets, now), data.page, data.limit))
    }),
  }
  return {
    handlers,
    list: Object.values(handlers),
    /** The balances now (funds: `balances().change`). */
    balances: () => balances,
    bets: () => bets,
    now: () => now,
    /** Moves the mock's clock and settles what became due; the caller's settled bets. */
    advance(ms: number) {
      now += ms
      return settle()
    },
  }
}

export const quizHandlers = createQuizMock().handlers

const paths = {
  list: ['post', 'quiz/list'],
  detail: ['post', 'quiz/detail'],
  bet: ['post', 'quiz/bet'],
  myBets: ['post', 'quiz/my_bets'],
} as const satisfies Record<string, readonly [Method, string]>
const failures = endpointScenarios(paths, api)
/** `endpoint` never answers (a loading story). */
export const quizPending = failures.pending
/** `endpoint` fails at the network (the client's `network` code). */
export const quizDown = failures.down
/** `endpoint` refuses with `code`, whatever was asked. */
export const quizRefused = failures.refused

export const quizScenarios = {
  listPending: quizPending('list'),
  listDown: quizDown('list'),
  detailPending: quizPending('detail'),
  detailDown: quizDown('detail'),
  detailNotFound: quizRefused('detail', 'notFound'),
  betPending: quizPending('bet'),
  betDown: quizDown('bet'),
  betClosed: quizRefused('bet', 'quizClosed'),
  betNotStarted: quizRefused('bet', 'quizNotStarted'),
  betBelowMinimum: quizRefused('bet', 'belowMinimum'),
  betInsufficientBalance: quizRefused('bet', 'insufficientBalance'),
  betConflict: quizRefused('bet', 'idempotencyConflict'),
  myBetsPending: quizPending('myBets'),
  myBetsDown: quizDown('myBets'),
}
