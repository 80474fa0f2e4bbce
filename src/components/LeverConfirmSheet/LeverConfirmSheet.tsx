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
 * The last look at a futures opening (issue 13): direction, leverage, type, lots and size, then
 * every figure of the preview (lever-math through the view): the price before the spread and the
 * spread when there is one, entry, value, margin, fee, what leaves the balance, the account's
 * estimated liquidation price and its risk rate before → after. The notice says a market opening's
 * figures are an estimate at the last price (a limit's: margin and fee held until it opens); the
 * disclosure under it says when the whole account is liquidated.
 */
export function LeverConfirmSheet(props: LeverConfirmSheetProps) {
  const { t } = useTranslation('contract')
  const errorText = useErrorText()
  const f = useLeverFormat(props)
  const preview = usePreviewRows(props, true)
  const long = props.side === 'long'
  const market = props.kind === 'market'
  const rows: ConfirmRow[] = [
    {
      id: 'position',
      label: t('confirm.position'),
      value: (
        <span className={cn('font-semibold', long ? 'text-up' : 'text-down')}>
          {t('confirm.summary', {
            side: t(long ? 'ticket.side.long' : 'ticket.side.short'),
            leverage: t('ticket.leverage.value', { multiple: props.multiple ?? 0 }),
            kind: t(market ? 'ticket.kind.market' : 'ticket.kind.limit'),
          })}
        </span>
      ),
    },
    {
      id: 'lots',
      label: t('ticket.lots.label'),
      value: t('confirm.lotsValue', {
        lots: props.lots.trim() || '--',
        size: f.base(props.preview?.number),
      }),
    },
    ...preview,
  ]
  const at = f.price(props.preview?.originPrice)
  const retry = props.sheetError !== null && retryable.has(props.sheetError)
  return (
    <ConfirmSheet
      open={props.isSheetOpen}
      title={t(long ? 'confirm.title.long' : 'confirm.title.short', { symbol: props.symbol })}
      rows={rows}
      notice={t(market ? 'confirm.notice.market' : 'confirm.notice.limit', { price: at })}
      busy={props.isSubmitting}
      confirmLabel={
        retry ? t('confirm.retry') : t(long ? 'confirm.submit.long' : 'confirm.submit.short')
      }
      error={errorText(props.sheetError, props.serverMessage)}
      onConfirm={props.onConfirm}
      onClose={props.onCancel}
    >
      {/* a focusable disclosure also keeps the sheet's scroll region reachable by keyboard */}
      <details className="text-muted text-xs">
        <summary className="cursor-pointer">{t('confirm.liquidationRule')}</summary>
        <p className="mt-1">
          {t('confirm.notice.liquidation', { rate: f.rate(props.liquidationRate) })}
        </p>
      </details>
    </ConfirmSheet>
  )
}
