import { useTranslation } from 'react-i18next'
import { QuizRules } from '@/components/QuizRules/QuizRules'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'
import { ErrorState } from '@/components/ui/ErrorState/ErrorState'
import { Loader } from '@/components/ui/Loader/Loader'
import { useErrorText } from '@/i18n/use-error-text'
import type { QuizQuestionView } from '@/machines/quiz/quiz-question.view'
import { Answers } from './quiz-answers'
import { QuizBetSheet } from './quiz-bet-sheet'
import { QuestionHead } from './quiz-head'
import { QuizMyBets } from './quiz-my-bets'
import { QuizResult } from './quiz-result'

export interface QuizQuestionProps extends QuizQuestionView {
  /** The lists. */
  listHref: string
  /** Funds to the funds account, where a stake is paid from. */
  transferHref: string
  /** The pair's K-line at one second (unix s): the screen's `symbolHref(symbol, { at })`. */
  klineHref: (symbol: string, at: number) => string
  /** Stories and tests pin it; the device's zone otherwise. */
  timeZone?: string
  onRetry: () => void
  onPick: (outcome: number) => void
  onAmountChange: (value: string) => void
  onAmountBlur: () => void
  onMax: () => void
  onSubmit: () => void
  onClose: () => void
}

/**
 * One question (spec §1, §4; issue 19): the pair and the second that decides it, the state and its
 * countdown, each answer with its pool, people and current multiple (a "Guess" while bets are
 * taken, opening the bet sheet), the result with its tick once settled, my bets with their
 * results, and how it works.
 */
export function QuizQuestion(props: QuizQuestionProps) {
  const { t } = useTranslation('quiz')
  const errorText = useErrorText()
  const q = props.question
  if (props.status === 'loading') return <Loader label={t('question.loading')} />
  if (props.status === 'failed')
    return (
      <ErrorState title={errorText(props.error, props.serverMessage)} onRetry={props.onRetry} />
    )
  if (props.status === 'notFound' || !q)
    return (
      <EmptyState
        title={t('question.notFound')}
        description={t('question.notFoundHint')}
        action={
          <a
            href={props.listHref}
            className="text-primary-ink flex min-h-11 items-center font-medium"
          >
            {t('question.back')}
          </a>
        }
      />
    )
  return (
    <div className="flex flex-col gap-4" aria-busy={props.isRefreshing}>
      <QuestionHead question={q} timeZone={props.timeZone} />
      <Answers {...props} question={q} />
      {q.state === 'settled' && (
        <QuizResult question={q} klineHref={props.klineHref} timeZone={props.timeZone} />
      )}
      <QuizMyBets bets={props.myBets} timeZone={props.timeZone} />
      <QuizRules feeBps={q.feeBps} />
      <QuizBetSheet {...props} question={q} />
    </div>
  )
}
