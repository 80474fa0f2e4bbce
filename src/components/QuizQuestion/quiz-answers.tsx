import { useTranslation } from 'react-i18next'
import { useQuizFormat } from '@/components/QuizCard/quiz-labels'
import { cn } from '@/lib/cn'
import type { QuizCard, QuizOutcomeCard } from '@/machines/quiz/quiz-card'
import type { QuizQuestionProps } from './QuizQuestion'

/**
 * The answers with their pool, people and current multiple; a "Guess" on each while bets are
 * taken (it opens the bet sheet), else when bets open or closed; where the thresholds came from.
 */
export function Answers(props: QuizQuestionProps & { question: QuizCard }) {
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
