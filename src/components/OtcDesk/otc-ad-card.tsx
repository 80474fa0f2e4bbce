import { useTranslation } from 'react-i18next'
import type { OtcAd } from '@/api/contract/otc'
import { Button } from '@/components/ui/Button/Button'
import { formatNumber } from '@/lib/format'
import { coinText, fiatText, rangeText } from './otc-figures'

export interface OtcAdCardProps {
  ad: OtcAd
  onTake: (ad: OtcAd) => void
}

/** One merchant's ad: price, limits, what is left, payment methods and completion rate. */
export function OtcAdCard({ ad, onTake }: OtcAdCardProps) {
  const { t, i18n } = useTranslation('otc')
  const lang = i18n.language
  return (
    <li
      data-slot="otc-ad"
      data-side={ad.side}
      className="bg-surface flex flex-col gap-2 rounded-xl p-4"
    >
      <div className="flex items-baseline justify-between gap-2">
        <h2 className="font-semibold">{ad.merchantName}</h2>
        <span className="text-muted text-xs">
          {ad.completionRate === null
            ? t('ad.completionNew')
            : t('ad.completion', {
                rate: formatNumber(ad.completionRate, lang, { decimals: 2 }),
                count: ad.ordersCompleted,
              })}
        </span>
      </div>
      <div className="flex items-end justify-between gap-3">
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-muted">{t('ad.price')}</dt>
          <dd className="text-lg font-semibold tabular-nums">
            {fiatText(t, ad.price, ad.fiat, lang)}
          </dd>
          <dt className="text-muted">{t('ad.limits')}</dt>
          <dd className="tabular-nums">{rangeText(t, ad.min, ad.max, lang)}</dd>
          <dt className="text-muted">{t('ad.available')}</dt>
          <dd className="tabular-nums">{coinText(t, ad.remaining, lang)}</dd>
        </dl>
        <Button
          size="sm"
          variant={ad.side === 'buy' ? 'up' : 'down'}
          aria-label={t(`ad.take.${ad.side}`, { merchant: ad.merchantName })}
          onClick={() => onTake(ad)}
        >
          {t(`side.${ad.side}`)}
        </Button>
      </div>
      <ul aria-label={t('order.ways')} className="flex flex-wrap gap-1.5">
        {ad.ways.map((way) => (
          <li key={way} className="bg-raised rounded px-2 py-0.5 text-xs">
            {t(`way.${way}`)}
          </li>
        ))}
      </ul>
    </li>
  )
}
