import { useTranslation } from 'react-i18next'
import { useOrderTitle } from '@/components/SpotOrderList/order-row'
import { Button } from '@/components/ui/Button/Button'
import { Sheet } from '@/components/ui/Sheet/Sheet'
import { cn } from '@/lib/cn'
import { formatCoinAsWritten, formatDateTime } from '@/lib/wallet-format'
import type { SpotOrderView } from '@/machines/spot-orders/spot-orders.view'

export interface SpotOrderDetailProps {
  /** The order shown; null: closed. */
  order: SpotOrderView | null
  onClose: () => void
  /** Cancel (an open order): the confirm. */
  onCancel: (id: number) => void
  /** Times are shown in this zone. @default the device's */
  timeZone?: string
}

interface Row {
  id: string
  label: string
  value: string
}

/**
 * One order's figures and times; a filled order says which engine tick filled it and the market
 * price in it, which the user can check against the pair's public candles.
 */
export function SpotOrderDetail({ order, onClose, onCancel, timeZone }: SpotOrderDetailProps) {
  const { t, i18n } = useTranslation('spotOrders')
  const title = useOrderTitle()
  if (!order) return null
  const lang = i18n.language
  const coin = (amount: string | null, unit: string) =>
    t('order.coinAmount', { amount: formatCoinAsWritten(amount ?? '0', lang), coin: unit })
  const time = (ms: number | null) => (ms === null ? null : formatDateTime(ms, lang, timeZone))
  const [paid, got] = order.side === 'buy' ? [order.quote, order.base] : [order.base, order.quote]
  const rows: (Row | null)[] = [
    { id: 'price', label: t('detail.price'), value: coin(order.price, order.quote) },
    { id: 'amount', label: t('detail.amount'), value: coin(order.amount, order.base) },
    { id: 'total', label: t('detail.total'), value: coin(order.total, order.quote) },
    {
      id: 'feeRate',
      label: t('detail.feeRate'),
      value: t('detail.feeRateValue', { rate: formatCoinAsWritten(order.feePercent, lang) }),
    },
    {
      id: 'placedAt',
      label: t('detail.placedAtPrice'),
      value: coin(order.placedAtPrice, order.quote),
    },
    order.status === 'open'
      ? { id: 'locked', label: t('detail.locked'), value: coin(order.locked, paid) }
      : null,
    order.spent === null
      ? null
      : { id: 'spent', label: t('detail.spent'), value: coin(order.spent, paid) },
    order.fee === null ? null : { id: 'fee', label: t('detail.fee'), value: coin(order.fee, got) },
    order.received === null
      ? null
      : { id: 'received', label: t('detail.received'), value: coin(order.received, got) },
    { id: 'createdAt', label: t('detail.createdAt'), value: time(order.createdAt)! },
    order.filledAt === null
      ? null
      : { id: 'filledAt', label: t('detail.filledAt'), value: time(order.filledAt)! },
    order.cancelledAt === null
      ? null
      : { id: 'cancelledAt', label: t('detail.cancelledAt'), value: time(order.cancelledAt)! },
  ]
  const fill =
    order.status === 'filled' && order.fillTick !== null && order.fillMarketPrice !== null
      ? t('detail.fillTick', {
          price: coin(order.fillPrice ?? order.price, order.quote),
          marketPrice: coin(order.fillMarketPrice, order.quote),
          time: time(order.fillTick),
        })
      : null

  return (
    <Sheet
      open
      onClose={onClose}
      title={t('detail.title')}
      actions={
        order.canCancel && (
          <Button variant="secondary" block onClick={() => onCancel(order.id)}>
            {t('detail.cancel')}
          </Button>
        )
      }
    >
      <div data-slot="spot-order-detail" data-status={order.status} className="flex flex-col gap-4">
        <p className="flex items-baseline gap-2">
          <span className={cn('font-semibold', order.side === 'buy' ? 'text-up' : 'text-down')}>
            {title(order)}
          </span>
          <span className="text-muted ms-auto text-sm">{t(`order.status.${order.status}`)}</span>
        </p>
        <dl className="bg-raised/60 flex flex-col gap-3 rounded-xl p-4">
          {rows
            .filter((row): row is Row => row !== null)
            .map((row) => (
              <div
                key={row.id}
                data-row={row.id}
                className="flex items-baseline justify-between gap-3"
              >
                <dt className="text-muted shrink-0 text-sm">{row.label}</dt>
                <dd className="text-right text-sm tabular-nums">{row.value}</dd>
              </div>
            ))}
        </dl>
        {fill && (
          <div
            data-slot="fill-tick"
            className="border-line flex flex-col gap-1 rounded-lg border px-3 py-2 text-sm"
          >
            <p className="text-ink">{fill}</p>
            <p className="text-muted text-xs">{t('detail.fillCheck', { symbol: order.symbol })}</p>
          </div>
        )}
      </div>
    </Sheet>
  )
}
