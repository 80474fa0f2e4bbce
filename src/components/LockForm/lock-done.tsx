import { useTranslation } from 'react-i18next'
import type { LockOrder } from '@/api/contract/lockming'
import { DonePanel } from '@/components/DonePanel/DonePanel'
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
    <DonePanel
      title={t('done.title')}
      primary={{ href: ordersHref, label: t('done.orders') }}
      secondary={{ href: productsHref, label: t('done.products') }}
    >
      <p className="text-muted text-sm">
        {t('done.summary', {
          amount: coin(lock.amount),
          count: lock.days,
          daily: coin(lock.dailyInterest),
          maturity: t('utcDate', { date: formatDateTime(lock.endAt, lang, 'UTC') }),
        })}
      </p>
    </DonePanel>
  )
}
