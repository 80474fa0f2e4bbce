import { useTranslation } from 'react-i18next'
import { QuizCountdown, QuizStateChip, useQuizFormat } from '@/components/QuizCard/quiz-labels'
import { QuizRules } from '@/components/QuizRules/QuizRules'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'
import { ErrorState } from '@/components/ui/ErrorState/ErrorState'
import { Loader } from '@/components/ui/Loader/Loader'
import { useErrorText } from '@/i18n/use-error-text'
import { cn } from '@/lib/cn'
import type { QuizCard, QuizOutcomeCard } from '@/machines/quiz/quiz-card'
import type { QuizQuestionView } from '@/machines/quiz/quiz-question.view'
import { QuizBetSheet } from './quiz-bet-sheet'
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

function QuestionHead({ question: q, timeZone }: { question: QuizCard; timeZone?: string }) {
  const { t } = useTranslation('quiz')
  const f = useQuizFormat(timeZone)
  return (
    <header className="flex flex-col gap-2">
      <div className="flex items-start gap-3">
        <h2 className="text-ink min-w-0 flex-1 text-lg font-semibold">
          {t('question.title', { symbol: q.symbol, time: f.time(q.resolveTick) })}
        </h2>
        <QuizStateChip state={q.state} />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 text-sm">
        <span className="text-muted">{t(`kind.${q.kind}`)}</span>
        {q.state !== 'settled' && (
          <QuizCountdown
            state={q.state}
            secondsLeft={q.secondsLeft}
            className="text-ink font-medium"
          />
        )}
      </div>
      <p className="text-muted text-sm tabular-nums">
        {t('question.cutoff', { time: f.time(q.cutoffAt) })}
      </p>
      <div className="text-muted flex flex-wrap justify-between gap-x-3 text-sm tabular-nums">
        <span>{t('card.participants', { count: q.participants })}</span>
        <span>{t('card.pool', { amount: f.money(q.pool, q.currency) })}</span>
      </div>
    </header>
  )
}

function Answers(props: QuizQuestionProps & { question: QuizCard }) {
  const { t } = useTranslation('quiz')
  const f = useQuizFormat(props.timeZone)
  const q = props.question
  const closed =
    q.state === 'notStarted'
      ? t('question.closed.notStarted', { time: f.time(q.opensAt) })
      : q.state === 'over' || q.state === 'unsettled'
        ? t('question.closed.over', { time: f.time(q.cutoffAt) })
        : null
  return (
    <section aria-labelledby="quiz-answers" className="flex flex-col gap-2">
      <h2 id="quiz-answers" className="text-ink text-base font-semibold">
        {t('question.answers')}
      </h2>
      <ul className="flex flex-col gap-2">
        {q.outcomes.map((o) => (
          <Answer key={o.outcome} {...props} outcome={o} />
        ))}
      </ul>
      {closed && <p className="text-muted text-sm">{closed}</p>}
      <p className="text-muted text-xs tabular-nums">
        {t('question.reference', {
          symbol: q.symbol,
          time: f.time(q.referenceTick),
          price: f.price(q.referencePrice),
        })}
      </p>
    </section>
  )
}

function Answer(props: QuizQuestionProps & { question: QuizCard; outcome: QuizOutcomeCard }) {
  const { t } = useTranslation('quiz')
  const f = useQuizFormat(props.timeZone)
  const { outcome: o, question: q } = props
  const label = f.outcome(o)
  return (
    <li
      data-outcome={o.outcome}
      className={cn(
        'bg-surface flex items-center gap-3 rounded-xl p-3',
        o.isWinner && 'ring-up ring-2',
      )}
    >
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className="text-ink font-medium">{label}</span>
        {o.isWinner && <span className="text-up text-xs">{t('outcome.winner')}</span>}
        <span className="text-muted flex flex-wrap gap-x-3 text-xs tabular-nums">
          <span>{t('outcome.pool', { amount: f.money(o.pool, q.currency) })}</span>
          <span>{t('outcome.people', { count: o.participants })}</span>
          {q.state !== 'settled' && (
            <span>
              {o.multiple
                ? t('outcome.multiple', { multiple: f.price(o.multiple) })
                : t('outcome.noBets')}
            </span>
          )}
        </span>
      </div>
      {props.canBet && (
        <button
          type="button"
          aria-label={t('outcome.guessLabel', { answer: label })}
          onClick={() => props.onPick(o.outcome)}
          className="bg-primary min-h-11 shrink-0 rounded-lg px-4 text-sm font-medium text-white active:opacity-80"
        >
          {t('outcome.guess')}
        </button>
      )}
    </li>
  )
}
