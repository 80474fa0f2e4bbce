import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/Button/Button'
import { cn } from '@/lib/cn'
import { formatCoinAsWritten, formatDateTime } from '@/lib/wallet-format'
import type { SpotOrderView } from '@/machines/spot-orders/spot-orders.view'

export interface OrderRowProps {
  order: SpotOrderView
  onOpen: (id: number) => void
  onCancel: (id: number) => void
  timeZone?: string
}

const statusTones = {
  open: 'text-warning border-warning/60',
  filled: 'text-success border-success/60',
  cancelled: 'text-muted border-line',
} as const

/** The name of an order ("BTC/USDT Buy Limit"), shared by the row, the detail and the confirm. */
export function useOrderTitle() {
  const { t } = useTranslation('spotOrders')
  return (order: Pick<SpotOrderView, 'symbol' | 'side' | 'kind'>) =>
    t('order.title', {
      symbol: order.symbol,
      side: t(`order.side.${order.side}`),
      kind: t(`order.kind.${order.kind}`),
    })
}

/**
 * One order: pair, side (green buy, red sell), type, price, amount, what it holds (open) or what
 * filled, its time and status; a tap on its title opens the detail, Cancel asks first.
 */
export function OrderRow({ order, onOpen, onCancel, timeZone }: OrderRowProps) {
  const { t, i18n } = useTranslation('spotOrders')
  const lang = i18n.language
  const title = useOrderTitle()
  const held = order.side === 'buy' ? order.quote : order.base
  const figures = [
    { id: 'price', label: t('order.price', { coin: order.quote }), value: order.price },
    { id: 'amount', label: t('order.amount', { coin: order.base }), value: order.amount },
    order.status === 'open'
      ? { id: 'locked', label: t('order.locked', { coin: held }), value: order.locked }
      : { id: 'filled', label: t('order.filled', { coin: order.base }), value: order.filled },
  ]
  return (
    <article
      aria-label={title(order)}
      data-slot="spot-order"
      data-status={order.status}
      data-side={order.side}
      className="flex flex-col gap-2 px-4 py-3"
    >
      <div className="flex items-center gap-2">
        <button
          type="button"
          onClick={() => onOpen(order.id)}
          className="flex min-w-0 flex-1 items-baseline gap-2 text-left active:opacity-70"
        >
          <span className={cn('font-semibold', order.side === 'buy' ? 'text-up' : 'text-down')}>
            {t(`order.side.${order.side}`)}
          </span>
          <span className="text-ink truncate font-medium">{order.symbol}</span>
          <span className="text-muted text-xs">{t(`order.kind.${order.kind}`)}</span>
        </button>
        {order.canCancel ? (
          <Button size="sm" variant="secondary" onClick={() => onCancel(order.id)}>
            {t('order.cancel')}
          </Button>
        ) : (
          <span
            data-slot="order-status"
            className={cn(
              'rounded border px-1.5 py-0.5 text-xs font-medium whitespace-nowrap',
              statusTones[order.status],
            )}
          >
            {t(`order.status.${order.status}`)}
          </span>
        )}
      </div>
      <dl className="grid grid-cols-3 gap-2">
        {figures.map((f, i) => (
          <div key={f.id} className={cn('flex min-w-0 flex-col', i === 2 && 'items-end')}>
            <dt className="text-muted truncate text-xs">{f.label}</dt>
            <dd className="text-ink text-sm tabular-nums">{formatCoinAsWritten(f.value, lang)}</dd>
          </div>
        ))}
      </dl>
      <p className="text-muted text-xs tabular-nums">
        <time dateTime={new Date(order.createdAt).toISOString()}>
          {formatDateTime(order.createdAt, lang, timeZone)}
        </time>
        {order.status === 'open' && (
          <span className="ms-2">{t(`order.status.${order.status}`)}</span>
        )}
      </p>
    </article>
  )
}
