import { useTranslation } from 'react-i18next'
import { ConfirmSheet } from '@/components/ConfirmSheet/ConfirmSheet'
import { useOrderTitle } from '@/components/SpotOrderList/order-row'
import { useErrorText } from '@/i18n/use-error-text'
import { formatCoinAsWritten } from '@/lib/wallet-format'
import type { SpotOrdersView } from '@/machines/spot-orders/spot-orders.view'

export interface SpotOrderCancelProps {
  /** The confirm (the view's `cancel`); null: closed. */
  cancel: SpotOrdersView['cancel']
  onConfirm: () => void
  /** Keep the order; ignored while the cancel is in flight. */
  onDismiss: () => void
}

/**
 * "Cancel this order?": the order, its price and amount, and what returns to the spot account.
 * A failed attempt keeps the sheet with the reason, and confirming again retries.
 */
export function SpotOrderCancel({ cancel, onConfirm, onDismiss }: SpotOrderCancelProps) {
  const { t, i18n } = useTranslation('spotOrders')
  const errorText = useErrorText()
  const title = useOrderTitle()
  if (!cancel) return null
  const { order, busy, error } = cancel
  const lang = i18n.language
  const coin = (amount: string, unit: string) =>
    t('order.coinAmount', { amount: formatCoinAsWritten(amount, lang), coin: unit })
  return (
    <ConfirmSheet
      open
      title={t('cancel.title')}
      rows={[
        { id: 'order', label: t('list.label'), value: title(order) },
        { id: 'price', label: t('detail.price'), value: coin(order.price, order.quote) },
        { id: 'amount', label: t('detail.amount'), value: coin(order.amount, order.base) },
      ]}
      notice={t('cancel.returns', {
        amount: formatCoinAsWritten(order.locked, lang),
        coin: order.side === 'buy' ? order.quote : order.base,
      })}
      confirmLabel={t('cancel.confirm')}
      busy={busy}
      error={errorText(error)}
      onConfirm={onConfirm}
      onClose={onDismiss}
    />
  )
}
