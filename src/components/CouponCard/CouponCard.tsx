import { useTranslation } from 'react-i18next'
import { cn } from '@/lib/cn'
import { formatNumber } from '@/lib/format'
import type { CouponItemView } from '@/machines/coupons/coupons.view'

export interface CouponCardProps {
  coupon: CouponItemView
  /** Dates are shown in this zone. @default the device's */
  timeZone?: string
}

const statusTone = {
  valid: 'text-success',
  upcoming: 'text-warning',
  used: 'text-muted',
  expired: 'text-muted',
} as const

/** Decimals a decimal string has, so "25.5" stays 25.5 and "100" stays 100. */
const decimalsOf = (value: string) => Math.min(8, value.split('.')[1]?.length ?? 0)

/** One coupon (spec §2 setting/coupon): its value, what it applies to, until when, its status. */
export function CouponCard({ coupon, timeZone }: CouponCardProps) {
  const { t, i18n } = useTranslation('coupon')
  const lang = i18n.language
  const date = (seconds: number) =>
    new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeZone }).format(seconds * 1000)
  const inactive = coupon.status === 'used' || coupon.status === 'expired'

  const value =
    coupon.fraction !== null
      ? t('couponList.percentOff', {
          // Intl formats the exact decimal string (no float on the way)
          percentage: new Intl.NumberFormat(lang, {
            style: 'percent',
            maximumFractionDigits: 2,
          }).format(coupon.fraction as unknown as number),
        })
      : formatNumber(coupon.amount ?? '0', lang, { decimals: decimalsOf(coupon.amount ?? '0') })
  const validity =
    coupon.status === 'upcoming'
      ? t('couponList.validFrom', { date: date(coupon.valid_from) })
      : coupon.status === 'expired'
        ? t('couponList.expiredOn', { date: date(coupon.valid_to) })
        : t('couponList.validUntil', { date: date(coupon.valid_to) })
  const minSpend = coupon.hasMinSpend
    ? t('couponList.minSpend', {
        amount: formatNumber(coupon.min_spend, lang, { decimals: decimalsOf(coupon.min_spend) }),
        currency: coupon.currency,
      })
    : t('couponList.noMinSpend')

  return (
    <article
      data-slot="coupon-card"
      data-state={coupon.status}
      aria-label={coupon.title}
      className="bg-surface flex overflow-hidden rounded-xl"
    >
      <div
        className={cn(
          'border-line flex w-28 shrink-0 flex-col items-center justify-center gap-0.5 border-r border-dashed px-2 py-4 text-center',
          inactive ? 'text-muted' : 'text-primary-ink',
        )}
      >
        <span className="text-2xl leading-tight font-semibold tabular-nums">{value}</span>
        {coupon.percentage === null && (
          <span className="text-xs font-medium">{coupon.currency}</span>
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1 p-3">
        <div className="flex items-start gap-2">
          <h2 className="min-w-0 flex-1 text-base font-medium">{coupon.title}</h2>
          <span className={cn('shrink-0 text-xs font-medium', statusTone[coupon.status])}>
            {t(`couponList.status.${coupon.status}`)}
          </span>
        </div>
        <p className="text-muted text-xs">
          {t('couponList.kind', {
            type: t(`couponList.type.${coupon.type}`),
            scope: t(`couponList.scope.${coupon.scope}`),
          })}
        </p>
        <p className="text-muted text-xs">{minSpend}</p>
        <p className="text-muted text-xs">{validity}</p>
      </div>
    </article>
  )
}
