import { useTranslation } from 'react-i18next'
import { ConfirmSheet } from '@/components/ConfirmSheet/ConfirmSheet'
import {
  PnlText,
  usePositionFormat,
  usePositionTitle,
} from '@/components/PositionList/position-format'
import { useErrorText } from '@/i18n/use-error-text'
import type { CloseSheetView } from '@/machines/lever-positions/lever-positions.view'

export interface ClosePositionSheetProps {
  /** The preview (the view's `close`); null: closed. */
  close: CloseSheetView | null
  /** Closes it (or retries with the same key after a failure without an answer). */
  onConfirm: () => void
  /** Keeps it; ignored while the close is in flight. */
  onDismiss: () => void
}

/** Failures that say nothing of whether the close went through: confirming again retries it. */
const retryable = new Set(['network', 'timeout', 'http', 'invalidResponse', 'unknown'])

/**
 * "Close this position?": the close price (the mark now), its margin, the realised P/L and what
 * returns to the Contract balance (lever-math closeSettlement through the view), as an estimate:
 * the engine's price when the request arrives decides.
 */
export function ClosePositionSheet({ close, onConfirm, onDismiss }: ClosePositionSheetProps) {
  const { t } = useTranslation('positions')
  const errorText = useErrorText()
  const format = usePositionFormat()
  const title = usePositionTitle()
  if (!close) return null
  const p = close.position
  const money = (v: string) => format.money(v, p.quoteScale, p.quote)
  const signed = (v: string) => (
    <PnlText value={v}>{format.signed(v, p.quoteScale, p.quote)}</PnlText>
  )
  return (
    <ConfirmSheet
      open
      title={t('close.title')}
      rows={[
        { id: 'position', label: t('close.position'), value: title(p) },
        {
          id: 'price',
          label: t('close.price'),
          value: format.price(close.closePrice, p.priceDecimals),
        },
        { id: 'margin', label: t('close.margin'), value: money(p.margin) },
        { id: 'pnl', label: t('close.pnl'), value: signed(close.pnl) },
        { id: 'credit', label: t('close.credit'), value: signed(close.credit), emphasis: true },
      ]}
      notice={t('close.note')}
      confirmLabel={
        close.error && retryable.has(close.error) ? t('close.retry') : t('close.confirm')
      }
      busy={close.busy}
      error={errorText(close.error, close.serverMessage)}
      onConfirm={onConfirm}
      onClose={onDismiss}
    />
  )
}
