import { useTranslation } from 'react-i18next'
import { CoinMark } from '@/components/CoinMark/CoinMark'
import { formatCoinAsWritten } from '@/lib/wallet-format'
import type { LockProductView } from '@/machines/lockming-list/lockming-list.view'

export interface ProductCardProps {
  product: LockProductView
  /** Locking in it (`lockmingBuyHref(id)`): asks for a login first when there is no session. */
  buyHref: string
}

/** One product: coin, term, daily and annual rate, minimum, and Lock. */
export function ProductCard({ product: p, buyHref }: ProductCardProps) {
  const { t, i18n } = useTranslation('lockming')
  const lang = i18n.language
  const figures = [
    { id: 'term', label: t('card.term'), value: t('days', { count: p.days }) },
    {
      id: 'daily',
      label: t('card.dailyRate'),
      value: t('percent', { value: formatCoinAsWritten(p.dailyRate, lang) }),
      tone: 'text-up font-semibold',
    },
    {
      id: 'annual',
      label: t('card.annualRate'),
      value: t('percent', { value: formatCoinAsWritten(p.annualRate, lang) }),
    },
    {
      id: 'min',
      label: t('card.min'),
      value: t('amount', { amount: formatCoinAsWritten(p.min, lang), coin: p.currency }),
    },
  ]
  const nameId = `lock-product-${p.id}`
  return (
    <article
      aria-labelledby={nameId}
      data-slot="lock-product"
      className="bg-surface flex flex-col gap-3 rounded-xl p-4"
    >
      <div className="flex items-center gap-3">
        <CoinMark name={p.currency} size="sm" />
        <h2 id={nameId} className="text-ink flex-1 font-semibold">
          {t('card.name', { coin: p.currency, count: p.days })}
        </h2>
        <a
          href={buyHref}
          aria-label={t('card.lockLabel', { coin: p.currency, count: p.days })}
          className="bg-primary flex min-h-11 min-w-20 items-center justify-center rounded-lg px-4 font-semibold text-white active:opacity-80"
        >
          {t('card.lock')}
        </a>
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2">
        {figures.map((f) => (
          <div key={f.id} data-figure={f.id} className="flex flex-col">
            <dt className="text-muted text-xs">{f.label}</dt>
            <dd className={`text-ink text-sm tabular-nums ${f.tone ?? ''}`}>{f.value}</dd>
          </div>
        ))}
      </dl>
    </article>
  )
}
