import { useTranslation } from 'react-i18next'
import { cn } from '@/lib/cn'
import type { QuizCard as QuizCardView, QuizOutcomeCard } from '@/machines/quiz/quiz-card'
import { QuizCountdown, QuizStateChip, useQuizFormat } from './quiz-labels'

export interface QuizCardProps {
  card: QuizCardView
  /** The question's page. */
  href: string
  /** Stories and tests pin it; the device's zone otherwise. */
  timeZone?: string
}

/**
 * One question in a list (spec §1, §4): the pair and its resolution second, the state and its
 * countdown, the people and the pool, then each answer with its own pool and what it pays per 1
 * now; once settled, the resolving price and the winning answer.
 */
export function QuizCard({ card, href, timeZone }: QuizCardProps) {
  const { t } = useTranslation('quiz')
  const f = useQuizFormat(timeZone)
  return (
    <li
      data-slot="quiz-card"
      data-state={card.state}
      className="bg-surface relative flex flex-col gap-3 rounded-xl p-4"
    >
      <div className="flex items-start gap-3">
        {/* the whole card is the link's target (after:inset-0) */}
        <a
          href={href}
          className="text-ink min-w-0 flex-1 font-semibold after:absolute after:inset-0"
        >
          {t('question.title', { symbol: card.symbol, time: f.time(card.resolveTick) })}
        </a>
        <QuizStateChip state={card.state} />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 text-sm">
        <span className="text-muted">{t(`kind.${card.kind}`)}</span>
        {card.state !== 'settled' && (
          <QuizCountdown state={card.state} secondsLeft={card.secondsLeft} className="text-ink" />
        )}
      </div>
      <ul aria-label={t('question.answers')} className="flex flex-col gap-1.5">
        {card.outcomes.map((o) => (
          <OutcomeRow
            key={o.outcome}
            outcome={o}
            currency={card.currency}
            settled={card.state === 'settled'}
          />
        ))}
      </ul>
      <div className="text-muted flex flex-wrap justify-between gap-x-3 text-sm tabular-nums">
        <span>{t('card.participants', { count: card.participants })}</span>
        <span>{t('card.pool', { amount: f.money(card.pool, card.currency) })}</span>
      </div>
      {card.resolution && (
        <p className="text-ink text-sm tabular-nums">
          {t('card.resolvedAt', { price: f.price(card.resolution.price) })}
        </p>
      )}
      {card.result === 'refunded' && <p className="text-ink text-sm">{t('card.refunded')}</p>}
    </li>
  )
}

interface OutcomeRowProps {
  outcome: QuizOutcomeCard
  currency: string
  /** No multiple once settled: the result says what was paid. */
  settled: boolean
}

function OutcomeRow({ outcome: o, currency, settled }: OutcomeRowProps) {
  const { t } = useTranslation('quiz')
  const f = useQuizFormat()
  return (
    <li
      data-outcome={o.outcome}
      className={cn(
        'bg-raised flex items-baseline justify-between gap-3 rounded-lg px-3 py-2 text-sm',
        o.isWinner && 'ring-up ring-2',
      )}
    >
      <span className="text-ink min-w-0">
        {f.outcome(o)}
        {o.isWinner && <span className="text-up block text-xs">{t('outcome.winner')}</span>}
      </span>
      <span className="text-muted shrink-0 text-end tabular-nums">
        <span className="text-ink block">{f.money(o.pool, currency)}</span>
        <span className="flex justify-end gap-2 text-xs">
          <span>{t('outcome.people', { count: o.participants })}</span>
          {!settled && (
            <span>
              {o.multiple
                ? t('outcome.multiple', { multiple: f.price(o.multiple) })
                : t('outcome.noBets')}
            </span>
          )}
        </span>
      </span>
    </li>
  )
}
