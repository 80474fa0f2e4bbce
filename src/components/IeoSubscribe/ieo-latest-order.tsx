import { useTranslation } from 'react-i18next'
import type { IeoOrder } from '@/api/contract/ieo'
import { formatCoin, formatDateTime, formatTokenAmount } from '@/lib/wallet-format'

export interface IeoLatestOrderProps {
  order: IeoOrder
  /** The project's decimals: tokens to `tokenScale` (trailing zeros dropped), the cost to `payScale`. */
  scales: { tokenScale: number; payScale: number }
  /** My subscriptions. */
  ordersHref: string
  timeZone?: string
  /** The heading: the latest subscription, or the one just made. @default 'latest' */
  heading?: 'latest' | 'done'
}

/** A subscription: tokens, cost, when, and its delivery (due after the end, or made). */
export function IeoLatestOrder({
  order,
  scales,
  ordersHref,
  timeZone,
  heading = 'latest',
}: IeoLatestOrderProps) {
  const { t, i18n } = useTranslation('ieo')
  const tag = i18n.language
  const when = (ms: number) => formatDateTime(ms, tag, timeZone)
  return (
    <section
      aria-labelledby={`ieo-order-${heading}`}
      className="bg-surface flex flex-col gap-2 rounded-xl p-4"
    >
      <h2 id={`ieo-order-${heading}`} className="text-ink font-semibold">
        {t(heading === 'done' ? 'done.title' : 'latest.title')}
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted">{t('latest.orderNo')}</dt>
        <dd className="text-ink text-right tabular-nums">{order.orderNo}</dd>
        <dt className="text-muted">{t('latest.amount')}</dt>
        <dd className="text-ink text-right tabular-nums">
          {t('amount', {
            amount: formatTokenAmount(order.amount, tag, scales.tokenScale),
            coin: order.tokenName,
          })}
        </dd>
        <dt className="text-muted">{t('latest.cost')}</dt>
        <dd className="text-ink text-right tabular-nums">
          {t('amount', {
            amount: formatCoin(order.cost, scales.payScale, tag),
            coin: order.payCurrencyName,
          })}
        </dd>
        <dt className="text-muted">{t('latest.time')}</dt>
        <dd className="text-ink text-right tabular-nums">{when(order.createdAt)}</dd>
      </dl>
      <p className="text-muted text-sm">
        {order.deliveredAt !== null
          ? t('latest.delivered', { time: when(order.deliveredAt) })
          : t('latest.awaiting', { time: when(order.endAt) })}
      </p>
      <a
        href={ordersHref}
        className="text-primary-ink flex min-h-11 items-center text-sm font-medium"
      >
        {t('list.mine')}
      </a>
    </section>
  )
}
