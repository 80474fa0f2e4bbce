import { useTranslation } from 'react-i18next'
import { CoinMark } from '@/components/CoinMark/CoinMark'
import { formatCoinAsWritten } from '@/lib/wallet-format'
import type { LockFormView } from '@/machines/lock-form/lock-form.view'

/** The product being locked in: coin and term, daily and annual rate, minimum. */
export function LockProduct({
  product: p,
  name,
}: {
  product: NonNullable<LockFormView['product']>
  name: string
}) {
  const { t, i18n } = useTranslation('lockming')
  const lang = i18n.language
  const figures = [
    {
      id: 'daily',
      label: t('card.dailyRate'),
      value: t('percent', { value: formatCoinAsWritten(p.dailyRate, lang) }),
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
  return (
    <div data-slot="lock-product" className="bg-surface flex flex-col gap-3 rounded-xl p-4">
      <div className="flex items-center gap-3">
        <CoinMark name={p.currency} size="sm" />
        <p className="text-ink flex-1 font-semibold">{name}</p>
      </div>
      <dl className="grid grid-cols-3 gap-2">
        {figures.map((f) => (
          <div key={f.id} data-figure={f.id} className="flex flex-col">
            <dt className="text-muted text-xs">{f.label}</dt>
            <dd className="text-ink text-sm font-medium tabular-nums">{f.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  )
}
