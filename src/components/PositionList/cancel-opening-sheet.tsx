import { useTranslation } from 'react-i18next'
import { ConfirmSheet } from '@/components/ConfirmSheet/ConfirmSheet'
import { useErrorText } from '@/i18n/use-error-text'
import type { CancelSheetView } from '@/machines/lever-positions/lever-positions.view'
import { usePositionFormat } from './position-format'

export interface CancelOpeningSheetProps {
  /** The confirm (the view's `cancel`); null: closed. */
  cancel: CancelSheetView | null
  onConfirm: () => void
  /** Keeps the order; ignored while the cancel is in flight. */
  onDismiss: () => void
}

/** "Cancel this limit order?": the order, its price and lots, and the margin + fee refunded. */
export function CancelOpeningSheet({ cancel, onConfirm, onDismiss }: CancelOpeningSheetProps) {
  const { t } = useTranslation('positions')
  const errorText = useErrorText()
  const format = usePositionFormat()
  if (!cancel) return null
  const p = cancel.position
  return (
    <ConfirmSheet
      open
      title={t('cancel.title')}
      rows={[
        {
          id: 'order',
          label: t('cancel.order'),
          value: t('pending.title', {
            symbol: p.symbol,
            side: t(`position.side.${p.side}`),
            multiple: p.multiple,
          }),
        },
        { id: 'price', label: t('cancel.price'), value: format.price(p.price, p.priceDecimals) },
        { id: 'lots', label: t('pending.lots'), value: p.lots },
        {
          id: 'refund',
          label: t('cancel.refund'),
          value: format.money(p.held, p.quoteScale, p.quote),
          emphasis: true,
        },
      ]}
      confirmLabel={t('cancel.confirm')}
      busy={cancel.busy}
      error={errorText(cancel.error, cancel.serverMessage)}
      onConfirm={onConfirm}
      onClose={onDismiss}
    />
  )
}
