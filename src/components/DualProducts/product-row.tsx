import { useTranslation } from 'react-i18next'
import { settleTimeUtc } from '@/components/DualPayoff/DualPayoff'
import { cn } from '@/lib/cn'
import { formatNumber } from '@/lib/format'
import { formatCoinAsWritten } from '@/lib/wallet-format'
import type { DualProductRow } from '@/machines/dual-products/dual-products.view'

/**
 * One product: strike (the linked reference price) and APR, the term and its settlement moment
 * (08:00 UTC of the end date), shares left of the total and one share's size, and Buy, or why it
 * cannot be bought.
 */
export function ProductRow({ row, href }: { row: DualProductRow; href: string }) {
  const { t, i18n } = useTranslation('dual')
  const lang = i18n.language
  const strike = formatCoinAsWritten(row.strike, lang)
  const open = row.state === 'open'
  const figures = [
    { id: 'term', label: t('row.term'), value: t('days', { count: row.days }) },
    {
      id: 'settle',
      label: t('row.settle'),
      value: t('utc', { time: settleTimeUtc(row.settleAt, lang) }),
    },
    {
      id: 'shares',
      label: t('row.shares'),
      value: t('row.sharesValue', {
        left: formatNumber(row.remainingShares, lang, { decimals: 0 }),
        total: formatNumber(row.totalShares, lang, { decimals: 0 }),
        size: formatCoinAsWritten(row.shareSize, lang),
        invest: row.investCurrency,
      }),
    },
  ]
  return (
    <article
      aria-labelledby={`dual-${row.id}-strike`}
      data-slot="dual-product"
      data-state={row.state}
      className={cn('bg-surface flex flex-col gap-2 rounded-xl p-4', !open && 'opacity-70')}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col">
          <span className="text-muted text-xs">{t('row.strike')}</span>
          <span
            id={`dual-${row.id}-strike`}
            className="text-ink text-lg font-semibold tabular-nums"
          >
            {t('amount', { amount: strike, coin: 'USDT' })}
          </span>
        </div>
        <div className="flex flex-col items-end">
          <span className="text-muted text-xs">{t('row.apr')}</span>
          <span className="text-up text-lg font-semibold tabular-nums">
            {t('rate', { rate: formatCoinAsWritten(row.rate, lang) })}
          </span>
        </div>
      </div>
      <dl className="flex flex-col gap-1 text-sm">
        {figures.map((f) => (
          <div key={f.id} className="flex justify-between gap-3">
            <dt className="text-muted">{f.label}</dt>
            <dd className="text-ink text-right tabular-nums">{f.value}</dd>
          </div>
        ))}
      </dl>
      {open ? (
        <a
          href={href}
          aria-label={t('row.buyLabel', { strike, days: t('days', { count: row.days }) })}
          className="bg-primary flex h-11 items-center justify-center rounded-lg font-semibold text-white active:opacity-80"
        >
          {t('row.buy')}
        </a>
      ) : (
        <p className="bg-raised text-muted flex h-11 items-center justify-center rounded-lg text-sm font-medium">
          {t(row.state === 'soldOut' ? 'row.soldOut' : 'row.closed')}
        </p>
      )}
    </article>
  )
}
