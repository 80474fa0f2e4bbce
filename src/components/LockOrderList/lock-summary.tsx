import { useTranslation } from 'react-i18next'
import { formatCoin } from '@/lib/wallet-format'
import type { LockSummaryLine } from '@/machines/lock-orders/lock-orders.logic'

/** What the earning locks hold per coin and earn a day (only shown when all are loaded). */
export function LockSummary({ lines }: { lines: readonly LockSummaryLine[] }) {
  const { t, i18n } = useTranslation('lockmingOrders')
  const lang = i18n.language
  return (
    <section
      aria-labelledby="lock-summary-title"
      data-slot="lock-summary"
      className="bg-surface flex flex-col gap-2 rounded-xl px-4 py-3"
    >
      <h2 id="lock-summary-title" className="text-muted text-xs">
        {t('summary.title')}
      </h2>
      <dl className="flex flex-col gap-1">
        {lines.map((line) => (
          <div key={line.currency} className="flex items-baseline justify-between gap-3">
            <dt className="text-ink text-sm whitespace-nowrap">
              {t('summary.coin', { coin: line.currency, count: line.count })}
            </dt>
            <dd className="flex flex-col items-end text-right tabular-nums">
              <span className="text-ink font-semibold">
                {formatCoin(line.locked, line.scale, lang)}
              </span>
              <span className="text-up text-xs">
                {t('summary.daily', { amount: formatCoin(line.dailyInterest, line.scale, lang) })}
              </span>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
