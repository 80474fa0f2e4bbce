import { useTranslation } from 'react-i18next'
import { ConfirmSheet, type ConfirmRow } from '@/components/ConfirmSheet/ConfirmSheet'
import { useTicketFormat } from '@/components/OrderTicket/ticket-format'
import { useErrorText } from '@/i18n/use-error-text'
import { cn } from '@/lib/cn'
import type { SpotTicketView } from '@/machines/spot-ticket/spot-ticket.view'

export interface OrderConfirmSheetProps extends SpotTicketView {
  /** Sends the order (or retries it with the same key after a failure without an answer). */
  onConfirm: () => void
  /** Back to the ticket; ignored while the order is in flight. */
  onCancel: () => void
}

/** Failures that say nothing of whether the order went through: confirming again retries it. */
const retryable = new Set(['network', 'timeout', 'http', 'invalidResponse', 'unknown'])

/**
 * The last look at a spot order (issue 12): side, type, price, amount, total, fee and what
 * arrives, from spot-math through the view. A market order's figures are a preview against the
 * book now; the notice says the fill happens against the book at execution, never beyond the
 * available balance (buy) or the amount (sell), and never in part.
 */
export function OrderConfirmSheet(props: OrderConfirmSheetProps) {
  const { t } = useTranslation('trade')
  const errorText = useErrorText()
  const format = useTicketFormat(props)
  const { coin: fig, receiveScale } = format
  const buy = props.side === 'buy'
  const market = props.kind === 'market'
  const price = (v: string | null) => (v === null ? '--' : `${format.price(v)} ${props.quote}`)
  const amount = fig(props.amount.trim() || '0', props.amountDecimals, props.base)
  const rows: ConfirmRow[] = [
    {
      id: 'side',
      label: t('confirm.side'),
      value: (
        <span className={cn('font-semibold', buy ? 'text-up' : 'text-down')}>
          {t(buy ? 'ticket.side.buy' : 'ticket.side.sell')}
        </span>
      ),
    },
    {
      id: 'kind',
      label: t('confirm.kind'),
      value: t(market ? 'ticket.kind.market' : 'ticket.kind.limit'),
    },
    market
      ? { id: 'price', label: t('confirm.averagePrice'), value: price(props.fillPrice) }
      : { id: 'price', label: t('confirm.price'), value: price(props.price.trim() || null) },
    { id: 'amount', label: t('confirm.amount'), value: amount },
    {
      id: 'total',
      label: t(market ? 'confirm.totalEstimate' : 'confirm.total'),
      value: fig(props.total, props.quoteScale, props.quote),
    },
    {
      id: 'fee',
      label: t('confirm.fee', { rate: format.feePercent }),
      value: fig(props.fee, receiveScale, props.receiveUnit),
    },
    {
      id: 'receive',
      label: t(market ? 'confirm.receiveEstimate' : 'confirm.receive'),
      value: fig(props.receive, receiveScale, props.receiveUnit),
      emphasis: true,
    },
  ]
  const notice = market
    ? buy
      ? t('confirm.marketNote.buy', { max: fig(props.maxSpend, props.quoteScale, props.quote) })
      : t('confirm.marketNote.sell', { amount })
    : undefined
  const retry = props.sheetError !== null && retryable.has(props.sheetError)
  return (
    <ConfirmSheet
      open={props.isSheetOpen}
      title={t(buy ? 'confirm.title.buy' : 'confirm.title.sell', { coin: props.base })}
      rows={rows}
      notice={notice}
      busy={props.isSubmitting}
      confirmLabel={
        retry ? t('confirm.retry') : t(buy ? 'confirm.submit.buy' : 'confirm.submit.sell')
      }
      error={errorText(props.sheetError, props.serverMessage)}
      onConfirm={props.onConfirm}
      onClose={props.onCancel}
    />
  )
}
