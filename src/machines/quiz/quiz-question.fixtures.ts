import type { StateValue } from 'xstate'
import { QuizBetAnswer, QuizDetailAnswer } from '@/api/contract/quiz'
import {
  MockQuizBetRows,
  MockQuizNow,
  MockQuizSeeds,
  mockQuizBet,
  mockQuizMyBets,
  mockQuizQuestion,
  type MockQuizBetRow,
} from '@/api/contract/quiz.fixtures'
import { requestFingerprint } from '@/api/contract/request-fingerprint'
import { quizQuestionMachine } from './quiz-question.machine'
import { toBetRequest, withBet, type QuizQuestionContext } from './quiz-question.logic'
import type { QuizQuestionSnapshot } from './quiz-question.view'

/** The caller's funds (USDT) in the fixtures. */
export const MOCK_QUIZ_BALANCE = '12500.5000'

/** `quiz/detail` of question `id` as the sandbox answers it at `now`. */
export function mockQuestionDetail(
  id: number,
  now = MockQuizNow,
  bets: readonly MockQuizBetRow[] = MockQuizBetRows,
) {
  const seed = MockQuizSeeds.find((s) => s.id === id)!
  return QuizDetailAnswer.parse({
    question: mockQuizQuestion(seed, bets, now),
    my_bets: mockQuizMyBets(bets, now).filter((b) => b.question_id === id),
    balance: MOCK_QUIZ_BALANCE,
    now,
  })
}

/** 100 USDT more on "above 86,500" of the open BTC question, as the sandbox answers it. */
const newRow: MockQuizBetRow = {
  id: 14,
  questionId: 1,
  user: 0,
  outcome: 1,
  amount: '100.0000',
  createdAt: MockQuizNow,
}
const afterBet = [...MockQuizBetRows, newRow]
export const mockBetAnswer = QuizBetAnswer.parse({
  bet: mockQuizBet(newRow, afterBet, MockQuizNow),
  question: mockQuizQuestion(MockQuizSeeds[0]!, afterBet, MockQuizNow),
})

const base: QuizQuestionContext = {
  id: 1,
  detail: null,
  elapsed: 0,
  outcome: null,
  amount: '',
  touched: false,
  requestKey: null,
  error: null,
  errorField: null,
  serverMessage: '',
  lastBet: null,
}
const of = (id: number, more: Partial<QuizQuestionContext> = {}): QuizQuestionContext => ({
  ...base,
  id,
  detail: mockQuestionDetail(id),
  ...more,
})

const open = of(1)
const sheet = (more: Partial<QuizQuestionContext> = {}) => ({ ...open, outcome: 1, ...more })
const hundred = sheet({ amount: '100' })
const keyed: QuizQuestionContext = {
  ...hundred,
  requestKey: { key: 'k-quiz-0001', request: requestFingerprint(toBetRequest(hundred)) },
}

type Bet = 'viewing' | 'betting' | { submitting: 'keying' | 'sending' }
const at = (value: StateValue, context: QuizQuestionContext) =>
  quizQuestionMachine.resolveState({ value, context }) as QuizQuestionSnapshot
const ready = (bet: Bet, context: QuizQuestionContext, sync: 'idle' | 'refreshing' = 'idle') =>
  at({ ready: { clock: 'ticking', sync, bet } }, context)

/** One snapshot per state of the question page (and per quiz state and bet result). */
export const quizQuestionSnapshots = {
  loading: at('loading', base),
  failed: at('failed', { ...base, error: 'network' }),
  notFound: at('notFound', { ...base, id: 404 }),
  /** 12:10: BTC hourly "at 13:00:00, at or below / above 86,500", cut-off 12:45; one bet of mine. */
  guessing: ready('viewing', open),
  /** The 13:00 BTC question opens at 13:00. */
  notStarted: ready('viewing', of(3)),
  /** 12:50 on the page's clock: cut off, waiting for 13:00:00. */
  over: ready('viewing', of(1, { elapsed: 40 * 60_000 })),
  /** 13:00:01: the resolution second has passed; the result is being read. */
  unsettled: ready('viewing', of(1, { elapsed: 50 * 60_000 + 1_000 }), 'refreshing'),
  /** Today's BTC daily, resolved at 86,488.20: my 50 USDT on the middle outcome guessed right. */
  won: ready('viewing', of(4)),
  /** The 11:00 BTC hourly resolved at 85,990.40: my 10 USDT on "above 86,000" missed. */
  missed: ready('viewing', of(6)),
  /** Today's ETH daily: nobody picked the winner, every stake refunded. */
  refunded: ready('viewing', of(5)),
  /** The sheet for "above 86,500", nothing typed. */
  betting: ready('betting', sheet()),
  /** 100 USDT: what it would pay if right with the pools as now, the fee and the refund rule. */
  filled: ready('betting', hundred),
  /** 0.5 is under the 1 USDT minimum. */
  belowMinimum: ready('betting', sheet({ amount: '0.5', touched: true })),
  /** More than the 12,500.5 in the funds account. */
  aboveBalance: ready('betting', sheet({ amount: '20000' })),
  /** The cut-off passed with the sheet open. */
  closed: ready('betting', { ...hundred, elapsed: 36 * 60_000, error: 'quizClosed' }),
  /** The answer was lost: the sheet stays, with the stake and the same key. */
  networkError: ready('betting', { ...keyed, error: 'network' }),
  keying: ready({ submitting: 'keying' }, hundred),
  submitting: ready({ submitting: 'sending' }, keyed),
  /** The bet placed: the pools moved, the bet is first in my bets, the stake paid. */
  placed: ready('viewing', {
    ...open,
    outcome: 1,
    detail: { ...withBet(open.detail!, mockBetAnswer), balance: '12400.5000' },
    lastBet: mockBetAnswer.bet,
  }),
}
