import { useTranslation } from 'react-i18next'
import type { LockOrder } from '@/api/contract/lockming'
import { formatCoin, formatDateTime } from '@/lib/wallet-format'

export interface LockDoneProps {
  lock: LockOrder
  /** My locks. */
  ordersHref: string
  /** The products. */
  productsHref: string
}

/** The lock is made: its amount, term and dates, and where to go next. */
export function LockDone({ lock, ordersHref, productsHref }: LockDoneProps) {
  const { t, i18n } = useTranslation('lockming')
  const lang = i18n.language
  const coin = (value: string) =>
    t('amount', { amount: formatCoin(value, lock.scale, lang), coin: lock.currency })
  return (
    <section
      aria-labelledby="lock-done-title"
      className="bg-surface flex flex-col items-center gap-3 rounded-xl px-4 py-8 text-center"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="text-up size-12"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <circle cx="12" cy="12" r="10" />
        <path d="m7 12.5 3.2 3.2L17 9" />
      </svg>
      <h2 id="lock-done-title" className="text-ink text-lg font-semibold">
        {t('done.title')}
      </h2>
      <p className="text-muted text-sm">
        {t('done.summary', {
          amount: coin(lock.amount),
          count: lock.days,
          daily: coin(lock.dailyInterest),
          maturity: t('utcDate', { date: formatDateTime(lock.endAt, lang, 'UTC') }),
        })}
      </p>
      <div className="mt-2 flex w-full flex-col gap-2">
        <a
          href={ordersHref}
          className="bg-primary flex h-11 w-full items-center justify-center rounded-lg font-semibold text-white active:opacity-80"
        >
          {t('done.orders')}
        </a>
        <a
          href={productsHref}
          className="bg-raised text-ink flex h-11 w-full items-center justify-center rounded-lg font-medium active:opacity-80"
        >
          {t('done.products')}
        </a>
      </div>
    </section>
  )
}
