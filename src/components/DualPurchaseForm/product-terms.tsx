import { useTranslation } from 'react-i18next'
import type { DualProduct } from '@/api/contract/dual'
import { settleTimeUtc } from '@/components/DualPayoff/DualPayoff'
import { formatNumber } from '@/lib/format'
import { formatCoinAsWritten } from '@/lib/wallet-format'

export interface ProductTermsProps {
  product: DualProduct
  days: number
  /** Shares the caller may still buy under the per-user limit; null: no limit. */
  limitLeft: number | null
}

/** The product's terms: direction, strike, APR, term and settlement (UTC), share size and shares. */
export function ProductTerms({ product: p, days, limitLeft }: ProductTermsProps) {
  const { t, i18n } = useTranslation('dual')
  const lang = i18n.language
  const whole = (n: number) => formatNumber(n, lang, { decimals: 0 })
  const rows = [
    {
      id: 'strike',
      label: t('row.strike'),
      value: t('amount', { amount: formatCoinAsWritten(p.strike, lang), coin: 'USDT' }),
    },
    {
      id: 'apr',
      label: t('row.apr'),
      value: t('rate', { rate: formatCoinAsWritten(p.rate, lang) }),
    },
    { id: 'term', label: t('row.term'), value: t('days', { count: days }) },
    {
      id: 'settle',
      label: t('row.settle'),
      value: t('utc', { time: settleTimeUtc(p.settleAt, lang) }),
    },
    {
      id: 'share',
      label: t('terms.share'),
      value: t('amount', {
        amount: formatCoinAsWritten(p.shareSize, lang),
        coin: p.investCurrency,
      }),
    },
    {
      id: 'left',
      label: t('terms.left'),
      value: t('terms.leftValue', { left: whole(p.remainingShares), total: whole(p.totalShares) }),
    },
    ...(limitLeft === null
      ? []
      : [
          {
            id: 'limit',
            label: t('terms.limit'),
            value: t('terms.limitValue', {
              limit: whole(p.userLimit),
              held: whole(p.heldShares),
            }),
          },
        ]),
  ]
  return (
    <section
      aria-labelledby="dual-terms-title"
      className="bg-surface flex flex-col gap-3 rounded-xl p-4"
    >
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="dual-terms-title" className="text-ink truncate font-semibold">
          {p.name}
        </h2>
        <span className="text-primary-ink shrink-0 text-sm font-medium">
          {t(`direction.${p.direction}`)}
        </span>
      </div>
      <p className="text-muted text-sm">{t(`direction.${p.direction}Hint`, { coin: p.coin })}</p>
      <dl className="flex flex-col gap-1 text-sm">
        {rows.map((r) => (
          <div key={r.id} className="flex justify-between gap-3">
            <dt className="text-muted">{r.label}</dt>
            <dd className="text-ink text-right tabular-nums">{r.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
