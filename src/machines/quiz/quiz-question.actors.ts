/**
 * The question page's doors to the network (contract/quiz.ts `quiz/detail`, `quiz/bet`). Tests
 * and stories replace them with `.provide()`.
 */
import { fromPromise } from 'xstate'
import type { QuizBetAnswer, QuizBetRequest, QuizDetail } from '@/api/contract/quiz'
import { quizApi } from '@/api/quiz'

export const loadQuestion = fromPromise<QuizDetail, { id: number }>(({ input, signal }) =>
  quizApi.detail(input, { signal }),
)

export const placeBet = fromPromise<QuizBetAnswer, QuizBetRequest>(({ input, signal }) =>
  quizApi.bet(input, { signal }),
)
