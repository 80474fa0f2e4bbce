import { useTranslation } from 'react-i18next'
import type { QuizBet, QuizBetStatus } from '@/api/contract/quiz'
import { useQuizFormat } from '@/components/QuizCard/quiz-labels'
import { cn } from '@/lib/cn'

const tones: Record<QuizBetStatus, string> = {
  unsettled: 'text-muted',
  won: 'text-up',
  missed: 'text-down',
  refunded: 'text-ink',
}

/** The caller's bets on a question, newest first, each with its result (spec §4 bet results). */
export function QuizMyBets({ bets, timeZone }: { bets: QuizBet[]; timeZone?: string }) {
  const { t } = useTranslation('quiz')
  const f = useQuizFormat(timeZone)
  return (
    <section aria-labelledby="quiz-my-bets" className="flex flex-col gap-2">
      <h2 id="quiz-my-bets" className="text-ink text-base font-semibold">
        {t('bets.title')}
      </h2>
      {bets.length === 0 ? (
        <p className="text-muted text-sm">{t('bets.none')}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {bets.map((b) => (
            <li
              key={b.id}
              data-slot="quiz-bet"
              data-state={b.status}
              className="bg-surface flex flex-col gap-1 rounded-xl p-3 text-sm"
            >
              <div className="flex items-baseline justify-between gap-3">
                <span className="text-ink font-medium">{f.outcome(b)}</span>
                <span className={cn('shrink-0 font-medium', tones[b.status])}>
                  {t(`bets.status.${b.status}`)}
                </span>
              </div>
              <div className="text-muted flex flex-wrap justify-between gap-x-3 tabular-nums">
                <span>{t('bets.stake', { amount: f.money(b.amount, b.currency) })}</span>
                <span>
                  {b.status === 'won' || b.status === 'refunded'
                    ? t(`bets.payout.${b.status}`, { amount: f.money(b.payout ?? '0', b.currency) })
                    : t(`bets.payout.${b.status}`)}
                </span>
              </div>
              <span className="text-muted text-xs tabular-nums">
                {t('bets.placedAt', { time: f.time(b.createdAt) })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
