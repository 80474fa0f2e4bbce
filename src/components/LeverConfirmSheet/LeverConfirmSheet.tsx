import { useTranslation } from 'react-i18next'
import { ConfirmSheet, type ConfirmRow } from '@/components/ConfirmSheet/ConfirmSheet'
import { useLeverFormat } from '@/components/LeverTicket/lever-format'
import { usePreviewRows } from '@/components/LeverTicket/preview-rows'
import { useErrorText } from '@/i18n/use-error-text'
import { cn } from '@/lib/cn'
import type { LeverTicketView } from '@/machines/lever-ticket/lever-ticket.view'

export interface LeverConfirmSheetProps extends LeverTicketView {
  /** Opens the position (or retries it with the same key after a failure without an answer). */
  onConfirm: () => void
  /** Back to the ticket; ignored while the request is in flight. */
  onCancel: () => void
}

/** Failures that say nothing of whether the position opened: confirming again retries it. */
const retryable = new Set(['network', 'timeout', 'http', 'invalidResponse', 'unknown'])

/**
 * The last look at a futures opening (issue 13): direction, type, leverage, lots, then every figure
 * of the preview (lever-math through the view): the price before the spread, the spread when there
 * is one, entry, size, value, margin, fee, what leaves the balance, the account's estimated
 * liquidation price and its risk rate after the trade. A market opening's figures are an estimate
 * at the last price; the notice says so, and when the whole account is liquidated.
 */
export function LeverConfirmSheet(props: LeverConfirmSheetProps) {
  const { t } = useTranslation('contract')
  const errorText = useErrorText()
  const f = useLeverFormat(props)
  const preview = usePreviewRows(props)
  const long = props.side === 'long'
  const market = props.kind === 'market'
  const rows: ConfirmRow[] = [
    {
      id: 'side',
      label: t('ticket.side.label'),
      value: (
        <span className={cn('font-semibold', long ? 'text-up' : 'text-down')}>
          {t(long ? 'ticket.side.long' : 'ticket.side.short')}
        </span>
      ),
    },
    {
      id: 'kind',
      label: t('confirm.kind'),
      value: t(market ? 'ticket.kind.market' : 'ticket.kind.limit'),
    },
    {
      id: 'leverage',
      label: t('ticket.leverage.label'),
      value: t('ticket.leverage.value', { multiple: props.multiple ?? 0 }),
    },
    { id: 'lots', label: t('ticket.lots.label'), value: props.lots.trim() || '--' },
    ...preview,
  ]
  const at = f.price(props.preview?.originPrice)
  const notice = (
    <>
      <p>{t(market ? 'confirm.notice.market' : 'confirm.notice.limit', { price: at })}</p>
      <p className="mt-1">
        {t('confirm.notice.liquidation', { rate: f.rate(props.liquidationRate) })}
      </p>
    </>
  )
  const retry = props.sheetError !== null && retryable.has(props.sheetError)
  return (
    <ConfirmSheet
      open={props.isSheetOpen}
      title={t(long ? 'confirm.title.long' : 'confirm.title.short', { symbol: props.symbol })}
      rows={rows}
      notice={notice}
      busy={props.isSubmitting}
      confirmLabel={
        retry ? t('confirm.retry') : t(long ? 'confirm.submit.long' : 'confirm.submit.short')
      }
      error={errorText(props.sheetError, props.serverMessage)}
      onConfirm={props.onConfirm}
      onClose={props.onCancel}
    />
  )
}
