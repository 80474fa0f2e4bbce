import { useTranslation } from 'react-i18next'
import { ConfirmSheet } from '@/components/ConfirmSheet/ConfirmSheet'
import { Button } from '@/components/ui/Button/Button'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'
import { ErrorState } from '@/components/ui/ErrorState/ErrorState'
import { Loader } from '@/components/ui/Loader/Loader'
import { useErrorText } from '@/i18n/use-error-text'
import { cn } from '@/lib/cn'
import { formatCoin, formatDateTime } from '@/lib/wallet-format'
import type { QuickBuyOrderView } from '@/machines/quick-buy-order/quick-buy-order.view'

export interface QuickBuyTransferProps extends QuickBuyOrderView {
  /** My quick-buy orders. */
  ordersHref: string
  /** A new quick buy. */
  buyHref: string
  /** Stories pin it; the device's zone otherwise. */
  timeZone?: string
  onRetry: () => void
  onRefresh: () => void
  onCancel: () => void
  onConfirmCancel: () => void
  onDismissCancel: () => void
}

/** "25:00", "0:42", "1:02:03". */
export function clockOf(seconds: number): string {
  const h = Math.floor(seconds / 3600)
  const m = Math.floor((seconds % 3600) / 60)
  const s = String(seconds % 60).padStart(2, '0')
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`
}

/** The rows copied character by character into the bank's form. */
const codes = new Set(['iban', 'swift', 'reference'])

const statusTone = {
  toBePaid: 'text-warning',
  paid: 'text-up',
  cancelled: 'text-muted',
  expired: 'text-muted',
} as const

/**
 * A quick-buy order's transfer page (issue 18; spec §4 "to be paid, then payment successful;
 * cancelled if the transfer is not completed promptly"): the beneficiary to transfer to, the
 * reference to quote, the countdown to the deadline and "cancel" while it waits; then its outcome.
 */
export function QuickBuyTransfer(props: QuickBuyTransferProps) {
  const { t, i18n } = useTranslation('quickBuy')
  const errorText = useErrorText()
  const lang = i18n.language
  if (props.status === 'loading') return <Loader label={t('order.loading')} />
  if (props.status === 'failed')
    return <ErrorState title={errorText(props.error)} onRetry={props.onRetry} />
  const o = props.order
  if (props.status === 'notFound' || !o)
    return (
      <EmptyState
        title={t('order.notFound')}
        action={
          <a href={props.ordersHref} className="text-primary-ink flex min-h-11 items-center">
            {t('order.toOrders')}
          </a>
        }
      />
    )
  const scale = o.fee.split('.')[1]?.length ?? 0
  const fiat = (value: string) =>
    t('money', { amount: formatCoin(value, scale, lang), currency: o.currency })
  const rows = [
    ['accountName', o.beneficiary.accountName],
    ['iban', o.beneficiary.iban],
    ['swift', o.beneficiary.swift],
    ['bankName', o.beneficiary.bankName],
    ['country', o.beneficiary.country],
    ['reference', o.reference],
  ] as const
  const when = (ms: number) => formatDateTime(ms, lang, props.timeZone)
  return (
    <div className="flex flex-col gap-4">
      <section
        aria-labelledby="qb-status"
        className="bg-surface flex flex-col gap-2 rounded-xl p-4"
      >
        <h2 id="qb-status" className={cn('text-lg font-semibold', statusTone[o.status])}>
          {t(`status.${o.status}`)}
        </h2>
        <p className="text-2xl font-semibold tabular-nums">{fiat(o.amount)}</p>
        <p className="text-muted text-sm">
          {t('order.receive', {
            amount: t('money', { amount: formatCoin(o.receive, 4, lang), currency: o.coin }),
          })}
        </p>
        {props.isWaiting && (
          <p role="timer" aria-live="off" className="text-warning text-sm tabular-nums">
            {t('order.countdown', { time: clockOf(props.secondsLeft) })}
          </p>
        )}
        {o.status === 'paid' && o.paidAt !== null && (
          <p className="text-muted text-sm">
            {t('order.paidAt', { time: when(o.paidAt) })} {t('order.credited')}
          </p>
        )}
        {(o.status === 'cancelled' || o.status === 'expired') && o.closedAt !== null && (
          <p className="text-muted text-sm">
            {t(`order.closed.${o.status}`, { time: when(o.closedAt) })}
          </p>
        )}
      </section>
      {props.isWaiting && (
        <section aria-labelledby="qb-beneficiary" className="bg-surface rounded-xl p-4">
          <h2 id="qb-beneficiary" className="mb-1 font-semibold">
            {t('order.beneficiary')}
          </h2>
          <p className="text-muted mb-3 text-sm">
            {t('order.instructions', { amount: fiat(o.amount) })}
          </p>
          <dl className="flex flex-col gap-3">
            {rows.map(([id, value]) => (
              <div key={id} data-row={id} className="flex flex-col gap-0.5">
                <dt className="text-muted text-xs">{t(`order.field.${id}`)}</dt>
                <dd
                  className={cn('text-sm', codes.has(id) ? 'font-mono break-all' : 'break-words')}
                >
                  {value}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      )}
      {props.error && !props.isCancelOpen && (
        <p role="alert" className="text-error text-sm">
          {errorText(props.error)}
        </p>
      )}
      {props.isWaiting && (
        <div className="flex gap-3">
          <Button
            variant="secondary"
            className="flex-1"
            disabled={!props.canCancel}
            onClick={props.onCancel}
          >
            {t('order.cancel')}
          </Button>
          <Button
            className="flex-1"
            busy={props.isRefreshing}
            disabled={!props.canRefresh}
            onClick={props.onRefresh}
          >
            {t('order.refresh')}
          </Button>
        </div>
      )}
      <div className="flex justify-between gap-4 text-sm">
        <a href={props.ordersHref} className="text-primary-ink flex min-h-11 items-center">
          {t('order.toOrders')}
        </a>
        <a href={props.buyHref} className="text-primary-ink flex min-h-11 items-center">
          {t('order.again')}
        </a>
      </div>
      <ConfirmSheet
        open={props.isCancelOpen}
        title={t('cancel.title')}
        rows={[
          { id: 'reference', label: t('order.field.reference'), value: o.reference },
          { id: 'amount', label: t('confirm.pay'), value: fiat(o.amount) },
        ]}
        notice={t('cancel.notice')}
        busy={props.isCancelling}
        confirmLabel={t('cancel.confirm')}
        error={props.isCancelOpen ? errorText(props.error) : undefined}
        onConfirm={props.onConfirmCancel}
        onClose={props.onDismissCancel}
      />
    </div>
  )
}
