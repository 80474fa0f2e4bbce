/**
 * Prediction quiz API (issue 19; contract, wire notes and statuses in contract/quiz.ts, the
 * product's rules and the payout preview in contract/quiz-math.ts). Betting takes the caller's
 * `idempotency_key`: make one when the user confirms and send the same one on a retry, so a repeat
 * never bets twice.
 */
import { post, type RequestOptions } from './client'
import {
  QuizBetAnswer,
  QuizDetailAnswer,
  QuizListAnswer,
  QuizMyBetsAnswer,
  type QuizBetRequest,
  type QuizDetailRequest,
  type QuizListRequest,
  type QuizMyBetsRequest,
} from './contract/quiz'

export const quizApi = {
  /** POST quiz/list: one page of a tab (popular, daily, mine), with the sandbox's `now`. */
  list: (req: QuizListRequest = {}, opts?: RequestOptions) =>
    post('quiz/list', req, QuizListAnswer, opts),
  /** POST quiz/detail: a question, the caller's bets on it and funds balance. */
  detail: (req: QuizDetailRequest, opts?: RequestOptions) =>
    post('quiz/detail', req, QuizDetailAnswer, opts),
  /** POST quiz/bet: stakes `amount` on `outcome` from the funds account. */
  bet: (req: QuizBetRequest, opts?: RequestOptions) => post('quiz/bet', req, QuizBetAnswer, opts),
  /** POST quiz/my_bets: one page of the caller's bets, newest first. */
  myBets: (req: QuizMyBetsRequest = {}, opts?: RequestOptions) =>
    post('quiz/my_bets', req, QuizMyBetsAnswer, opts),
}
