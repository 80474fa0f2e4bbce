import { useTranslation } from 'react-i18next'
import type { IeoOrderStatus } from '@/api/contract/ieo'
import { cn } from '@/lib/cn'
import { formatCoinAsWritten, formatDateTime, formatTokenAmount } from '@/lib/wallet-format'
import type { IeoOrderRowView } from '@/machines/ieo-orders/ieo-orders.view'

export interface IeoOrderRowProps {
  order: IeoOrderRowView
  /** The link to the order's project. */
  projectHref: (projectId: number) => string
  timeZone?: string
}

const statusTones: Record<IeoOrderStatus, string> = {
  applied: 'text-muted border-line',
  paid: 'text-warning border-warning/60',
  delivered: 'text-up border-up/60',
}

/**
 * One subscription: token and order number, its status chip; tokens subscribed, price and the cost
 * paid; when it was made; when the tokens come (after the project's end) or came, and how many;
 * a link to the project.
 */
export function IeoOrderRow({ order: o, projectHref, timeZone }: IeoOrderRowProps) {
  const { t, i18n } = useTranslation('ieoOrders')
  const lang = i18n.language
  const time = (ms: number) => formatDateTime(ms, lang, timeZone)
  const figures = [
    // tokens without trailing zeros, as the project page writes them; the pay currency as written
    // (at its scale: records carry none)
    {
      id: 'amount',
      label: t('row.amount', { token: o.tokenName }),
      value: formatTokenAmount(o.amount, lang),
    },
    {
      id: 'price',
      label: t('row.price', { currency: o.payCurrencyName }),
      value: formatCoinAsWritten(o.price, lang),
    },
    {
      id: 'cost',
      label: t('row.cost', { currency: o.payCurrencyName }),
      value: formatCoinAsWritten(o.cost, lang),
    },
  ]
  return (
    <article
      aria-label={t('row.title', { token: o.tokenName, orderNo: o.orderNo })}
      data-slot="ieo-order-row"
      data-state={o.status}
      className="flex flex-col gap-2 px-4 pt-3 pb-1"
    >
      <div className="flex items-center gap-2">
        <span className="text-ink truncate font-semibold">{o.tokenName}</span>
        {o.type === 'placement' && (
          <span
            data-slot="ieo-order-type"
            className="border-line text-ink rounded border px-1.5 py-0.5 text-xs font-medium whitespace-nowrap"
          >
            {t('type.placement')}
          </span>
        )}
        <span className="text-muted flex-1 truncate text-xs tabular-nums">
          {t('row.orderNo', { orderNo: o.orderNo })}
        </span>
        <span
          data-slot="ieo-order-status"
          className={cn(
            'rounded border px-1.5 py-0.5 text-xs font-medium whitespace-nowrap',
            statusTones[o.status],
          )}
        >
          {t(`status.${o.status}`)}
        </span>
      </div>
      <dl className="grid grid-cols-3 gap-3">
        {figures.map((f) => (
          <div
            key={f.id}
            className="flex min-w-0 flex-col items-end text-right first:items-start first:text-left"
          >
            <dt className="text-muted max-w-full truncate text-xs">{f.label}</dt>
            <dd className="text-ink text-sm tabular-nums">{f.value}</dd>
          </div>
        ))}
      </dl>
      <p
        className={cn('text-sm tabular-nums', o.status === 'delivered' ? 'text-up' : 'text-muted')}
      >
        {o.status === 'delivered' && o.deliveredAt !== null
          ? t('row.deliveredOn', {
              amount: formatTokenAmount(o.delivered, lang),
              token: o.tokenName,
              time: time(o.deliveredAt),
            })
          : t('row.awaiting', { time: time(o.endAt) })}
      </p>
      <div className="flex items-center justify-between gap-2 text-xs">
        <span className="text-muted tabular-nums">
          {o.type === 'placement'
            ? t('row.placedAt', { time: time(o.createdAt) })
            : t('row.subscribedAt', { time: time(o.createdAt) })}
        </span>
        <a
          href={projectHref(o.projectId)}
          className="text-primary-ink inline-flex min-h-11 items-center text-sm font-medium"
        >
          {t('row.project')}
        </a>
      </div>
    </article>
  )
}
