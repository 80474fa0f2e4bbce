import { useTranslation } from 'react-i18next'
import { QuizCountdown, QuizStateChip, useQuizFormat } from '@/components/QuizCard/quiz-labels'
import type { QuizCard } from '@/machines/quiz/quiz-card'

/** The question, its state and countdown, its cut-off, people and pool. */
export function QuestionHead({ question: q, timeZone }: { question: QuizCard; timeZone?: string }) {
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
