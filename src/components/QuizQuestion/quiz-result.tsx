import { useTranslation } from 'react-i18next'
import { useQuizFormat } from '@/components/QuizCard/quiz-labels'
import type { QuizCard } from '@/machines/quiz/quiz-card'

export interface QuizResultProps {
  question: QuizCard
  /** The pair's K-line at one second (unix s): the screen's `symbolHref(symbol, { at })`. */
  klineHref: (symbol: string, at: number) => string
  timeZone?: string
}

/**
 * A settled question's result (spec §5 of STYLE: every settlement shows the tick that decided it):
 * the resolving second and the engine's price of it, the winning answer, how the pool went (shared
 * by the winners and the fee, or refunded), and the K-line opened on that second.
 */
export function QuizResult({ question: q, klineHref, timeZone }: QuizResultProps) {
  const { t } = useTranslation('quiz')
  const f = useQuizFormat(timeZone)
  const tick = q.resolution
  const winner = q.outcomes.find((o) => o.isWinner)
  const rows = [
    ...(tick
      ? [
          { id: 'second', label: t('result.second'), value: f.time(tick.time * 1000) },
          { id: 'price', label: t('result.price'), value: f.price(tick.price) },
        ]
      : []),
    ...(winner ? [{ id: 'winner', label: t('result.winner'), value: f.outcome(winner) }] : []),
    ...(q.result === 'paid' && q.paid && q.fee
      ? [
          { id: 'paid', label: t('result.paid'), value: f.money(q.paid, q.currency) },
          { id: 'fee', label: t('result.fee'), value: f.money(q.fee, q.currency) },
        ]
      : []),
  ]
  return (
    <section
      aria-labelledby="quiz-result"
      data-slot="quiz-result"
      data-state={q.result ?? 'none'}
      className="bg-surface flex flex-col gap-3 rounded-xl p-4"
    >
      <h2 id="quiz-result" className="text-ink text-base font-semibold">
        {t('result.title')}
      </h2>
      <dl className="flex flex-col gap-2">
        {rows.map((r) => (
          <div key={r.id} data-row={r.id} className="flex items-baseline justify-between gap-3">
            <dt className="text-muted text-sm">{r.label}</dt>
            <dd className="text-ink text-end text-sm tabular-nums">{r.value}</dd>
          </div>
        ))}
      </dl>
      {q.result === 'refunded' && (
        <p className="text-ink text-sm">{t(tick ? 'result.refunded' : 'result.noPrice')}</p>
      )}
      {tick && (
        <>
          <p className="text-muted text-xs">{t('result.public')}</p>
          <a
            href={klineHref(tick.symbol, tick.time)}
            className="text-primary-ink flex min-h-11 items-center text-sm font-medium"
          >
            {t('result.kline')}
          </a>
        </>
      )}
    </section>
  )
}
