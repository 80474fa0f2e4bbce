import { useTranslation } from 'react-i18next'
import type { TraderDetailStats } from '@/api/contract/follow'
import { pnlTone } from '@/components/LeverHistoryList/history-row'
import { cn } from '@/lib/cn'
import { useTraderFormat } from './use-trader-format'

/**
 * §10's statistics, each computed by the platform from the trader's real own positions: total
 * P/L and return, win rate (wins of closed), yesterday's return, long/short counts, open and total
 * positions.
 */
export function TraderStats({ stats }: { stats: TraderDetailStats }) {
  const { t } = useTranslation('traderDetail')
  const f = useTraderFormat()
  const rows = [
    {
      id: 'winRate',
      label: t('stats.winRate'),
      value: f.percent(stats.correctRate),
      hint: t('stats.wins', { wins: stats.profitCount, closed: stats.closedCount }),
    },
    {
      id: 'yesterday',
      label: t('stats.yesterday'),
      value: f.percent(stats.yesterdayProfits, true),
      tone: pnlTone(stats.yesterdayProfits),
    },
    {
      id: 'longShort',
      label: t('stats.longShort'),
      value: t('stats.longShortValue', { long: stats.riseCount, short: stats.fallCount }),
    },
    { id: 'open', label: t('stats.open'), value: String(stats.positionCount) },
    { id: 'total', label: t('stats.total'), value: String(stats.totalCount) },
  ]
  return (
    <section
      aria-labelledby="trader-stats-title"
      data-slot="trader-stats"
      className="bg-surface flex flex-col gap-3 rounded-xl p-4"
    >
      <h2 id="trader-stats-title" className="text-ink text-base font-semibold">
        {t('stats.title')}
      </h2>
      <dl className="grid grid-cols-2 gap-3">
        <div data-row="totalPnl" className="flex flex-col">
          <dt className="text-muted text-xs">{t('stats.totalPnl')}</dt>
          <dd className={cn('text-xl font-semibold tabular-nums', pnlTone(stats.totalProfits))}>
            {f.signedUsdt(stats.totalProfits)}
          </dd>
        </div>
        <div data-row="totalReturn" className="flex flex-col items-end">
          <dt className="text-muted text-xs">{t('stats.totalReturn')}</dt>
          <dd className={cn('text-xl font-semibold tabular-nums', pnlTone(stats.totalIncomeRate))}>
            {f.percent(stats.totalIncomeRate, true)}
          </dd>
        </div>
      </dl>
      <dl className="flex flex-col gap-2">
        {rows.map((row) => (
          <div
            key={row.id}
            data-row={row.id}
            className="border-line flex items-baseline justify-between gap-3 border-t pt-2"
          >
            <dt className="text-muted text-sm">{row.label}</dt>
            <dd className={cn('text-ink text-right text-sm tabular-nums', row.tone)}>
              {row.value}
              {row.hint && <span className="text-muted ms-2 text-xs">{row.hint}</span>}
            </dd>
          </div>
        ))}
      </dl>
      <p className="text-muted text-xs">{t('stats.note')}</p>
    </section>
  )
}
