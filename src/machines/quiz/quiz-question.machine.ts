/**
 * One question of the prediction quiz and betting on it (spec §1 "prediction quiz", §4 quiz
 * states and bet results; issue 19; contract/quiz.ts `quiz/detail`, `quiz/bet`; rules and formulas
 * quiz-math.ts, applied in quiz-question.logic.ts). The page's clock is the detail's `now` plus
 * the seconds counted since (`second`); the question's state is recomputed on it, so the sheet
 * stops taking bets at the cut-off, and once the resolution second has passed the detail is read
 * again for the result and its tick. A bet goes through the keyed submission: a retry after a lost
 * answer sends the same key, so a stake is never taken twice.
 *
 * starting → loading (a valid `?id=`) | notFound
 * loading → ready | notFound | failed —question.retry→ loading
 * ready ∥ clock: ticking —second→ ticking (raises question.refresh when the result is due)
 *       ∥ sync: idle —question.refresh→ refreshing → idle
 *       ∥ bet: viewing —outcome.pick (guessing)→ betting —bet.submit (valid)→ submitting
 *              (keying → sending) → viewing (emits `betPlaced`, reads the detail again) |
 *              betting (the refusal shown)
 *              betting —sheet.close→ viewing
 * bet.settled (the user's `quiz_settled` event, a bet on this question): the bet shows its result
 * at once, and the detail is read again for the question's (a reading in flight starts over, so an
 * answer from before the settlement cannot put the bet back). Without the socket, the re-read at
 * the resolution second is the fallback.
 */
import { assign, emit, not, raise, setup } from 'xstate'
import type { QuizBetAnswer, QuizBet, QuizDetail } from '@/api/contract/quiz'
import type { DetailTag } from '../load-status'
import { keyedSubmission, onRefusal, withError, withOutput } from '../keyed-submission'
import { amountText, figureOf, noRefusal, refusalOf } from '../money-form'
import { ownError } from '../own-error'
import { loadQuestion, placeBet } from './quiz-question.actors'
import {
  QUIZ_SECOND_MS,
  isAmountRefusal,
  stakeIssueOf,
  toBetRequest,
  withBet,
  questionGuards,
  withSettledBet,
  type QuizQuestionContext,
  type QuizQuestionEvent,
} from './quiz-question.logic'

export {
  QUIZ_SECOND_MS,
  type QuizQuestionContext,
  type QuizQuestionEvent,
} from './quiz-question.logic'

export type QuizQuestionEmitted = { type: 'betPlaced'; bet: QuizBet }

export interface QuizQuestionInput {
  /** The question's id (`?id=`); null: not found. */
  id: number | null
}

export type QuizQuestionTag = DetailTag | 'refreshing' | 'sheetOpen' | 'submitting'

const submission = keyedSubmission({
  types: {} as { context: QuizQuestionContext; events: QuizQuestionEvent },
  request: toBetRequest,
})

type Detail = { output: QuizDetail }

export const quizQuestionMachine = setup({
  types: {
    context: {} as QuizQuestionContext,
    events: {} as QuizQuestionEvent,
    input: {} as QuizQuestionInput,
    emitted: {} as QuizQuestionEmitted,
    tags: {} as QuizQuestionTag,
  },
  actors: { loadQuestion, ...submission.actors, placeBet },
  delays: { second: QUIZ_SECOND_MS },
  guards: {
    ...submission.guards,
    ...questionGuards,
    isNotFound: onRefusal((code) => code === 'notFound'),
  },
  actions: {
    ...submission.actions,
    takeDetail: assign((_, { output }: Detail) => ({ detail: output, elapsed: 0 })),
    rememberLoadError: assign((_, { error }: { error: unknown }) => ownError(error)),
    clearError: assign(noRefusal),
    tick: assign(({ context }) => ({ elapsed: context.elapsed + QUIZ_SECOND_MS })),
    /** Reads the detail again (the result, or the balance after a bet). */
    readAgain: raise({ type: 'question.refresh' }),
    takeSettledBet: assign(({ context, event }) =>
      event.type === 'bet.settled' && context.detail
        ? { detail: withSettledBet(context.detail, event.bet) }
        : {},
    ),
    pickOutcome: assign(({ event }) =>
      event.type === 'outcome.pick' ? { outcome: event.outcome, ...noRefusal } : {},
    ),
    takeAmount: assign(({ event }) =>
      event.type === 'amount.change' ? { amount: amountText(event.value), ...noRefusal } : {},
    ),
    takeMax: assign(({ context }) => ({
      amount: figureOf(context.detail?.balance ?? '0').value,
      touched: true,
      ...noRefusal,
    })),
    rememberIssue: assign(({ context }) => ({
      touched: true,
      error: stakeIssueOf(context),
      errorField: 'amount' as const,
      serverMessage: '',
    })),
    refuseClosed: assign({ error: 'quizClosed', errorField: null, serverMessage: '' }),
    rememberError: assign((_, { error }: { error: unknown }) => refusalOf(error, isAmountRefusal)),
    takeBet: assign(({ context }, { output }: { output: QuizBetAnswer }) => ({
      detail: context.detail ? withBet(context.detail, output) : null,
      lastBet: output.bet,
      amount: '',
      touched: false,
      ...noRefusal,
    })),
    announceBet: emit((_, { output }: { output: QuizBetAnswer }) => ({
      type: 'betPlaced' as const,
      bet: output.bet,
    })),
  },
}).createMachine({
  id: 'quizQuestion',
  context: ({ input }) => ({
    id: input.id,
    detail: null,
    elapsed: 0,
    outcome: null,
    amount: '',
    touched: false,
    requestKey: null,
    ...noRefusal,
    lastBet: null,
  }),
  initial: 'starting',
  states: {
    starting: { always: [{ guard: 'hasId', target: 'loading' }, { target: 'notFound' }] },
    loading: {
      tags: ['busy', 'loading'],
      invoke: {
        src: 'loadQuestion',
        input: ({ context }) => ({ id: context.id! }),
        onDone: { target: 'ready', actions: withOutput('takeDetail') },
        onError: [
          { guard: withError('isNotFound'), target: 'notFound' },
          { target: 'failed', actions: withError('rememberLoadError') },
        ],
      },
    },
    failed: {
      tags: ['failed'],
      on: { 'question.retry': { target: 'loading', actions: 'clearError' } },
    },
    notFound: { tags: ['notFound'] },
    ready: {
      tags: ['ready'],
      type: 'parallel',
      on: {
        'bet.settled': { guard: 'isOnThisQuestion', actions: ['takeSettledBet', 'readAgain'] },
      },
      states: {
        clock: {
          initial: 'ticking',
          states: {
            ticking: {
              after: {
                second: [
                  {
                    guard: 'isResultDue',
                    target: 'ticking',
                    reenter: true,
                    actions: ['tick', 'readAgain'],
                  },
                  { target: 'ticking', reenter: true, actions: 'tick' },
                ],
              },
            },
          },
        },
        sync: {
          initial: 'idle',
          states: {
            idle: { on: { 'question.refresh': 'refreshing' } },
            refreshing: {
              tags: ['busy', 'refreshing'],
              on: { 'question.refresh': { target: 'refreshing', reenter: true } },
              invoke: {
                src: 'loadQuestion',
                input: ({ context }) => ({ id: context.id! }),
                // a failed reading keeps the page as it was; the user can ask again
                onDone: { target: 'idle', actions: withOutput('takeDetail') },
                onError: { target: 'idle' },
              },
            },
          },
        },
        bet: {
          initial: 'viewing',
          states: {
            viewing: {
              on: {
                'outcome.pick': {
                  guard: 'isGuessing',
                  target: 'betting',
                  actions: 'pickOutcome',
                },
              },
            },
            betting: {
              tags: ['sheetOpen'],
              on: {
                'outcome.pick': { guard: 'isOutcome', actions: 'pickOutcome' },
                'amount.change': { actions: 'takeAmount' },
                'amount.blur': { actions: assign({ touched: true }) },
                'amount.max': { actions: 'takeMax' },
                'sheet.close': { target: 'viewing', actions: 'clearError' },
                'bet.submit': [
                  { guard: not('isGuessing'), actions: 'refuseClosed' },
                  { guard: 'isStakeValid', target: 'submitting', actions: 'clearError' },
                  { actions: 'rememberIssue' },
                ],
              },
            },
            submitting: submission.state({
              send: 'placeBet',
              remember: 'rememberError',
              keyFailed: '#quizQuestion.ready.bet.betting',
              done: {
                target: '#quizQuestion.ready.bet.viewing',
                actions: [withOutput('takeBet'), withOutput('announceBet'), 'readAgain'],
              },
              failed: ['#quizQuestion.ready.bet.betting'],
            }),
          },
        },
      },
    },
  },
})
