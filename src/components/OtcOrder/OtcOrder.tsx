import { useTranslation } from 'react-i18next'
import { ConfirmSheet } from '@/components/ConfirmSheet/ConfirmSheet'
import { Button } from '@/components/ui/Button/Button'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'
import { ErrorState } from '@/components/ui/ErrorState/ErrorState'
import { Loader } from '@/components/ui/Loader/Loader'
import { useErrorText } from '@/i18n/use-error-text'
import { cn } from '@/lib/cn'
import type { PictureQuality } from '@/machines/kyc/kyc-picture.machine'
import type { OtcStep } from '@/machines/otc-order/otc-order.logic'
import type { OtcOrderView } from '@/machines/otc-order/otc-order.view'
import { clockText, coinText, fiatText } from '../OtcDesk/otc-figures'
import { OtcAppealSheet } from './otc-appeal-sheet'
import { OtcOrderDetails } from './otc-order-details'

export interface OtcOrderProps extends OtcOrderView {
  /** The desk. */
  deskHref: string
  /** Time zone of the dates (stories pin it). @default the device's */
  timeZone?: string
  onRetry: () => void
  onRefresh: () => void
  onStep: (step: OtcStep) => void
  onConfirm: () => void
  onCancelConfirm: () => void
  onAppeal: () => void
  onAppealClose: () => void
  onAppealText: (value: string) => void
  onAppealSubmit: () => void
  onPicturePick: (file: File, quality: PictureQuality) => void
  onPictureRetry: () => void
}

const escrowTone = { held: 'border-warning', released: 'border-up', returned: 'border-line' }

/**
 * One OTC order (spec §2 otc/otc, issue 18): its status and what to do now, the countdown of the
 * payment window (the server's deadline), where the coins in escrow stand, the payment details,
 * the steps (pay, cancel, release) behind a confirm sheet, and the appeal with a picture.
 */
export function OtcOrder(props: OtcOrderProps) {
  const { t, i18n } = useTranslation('otc')
  const errorText = useErrorText()
  const lang = i18n.language
  if (props.status === 'loading') return <Loader label={t('order.loading')} />
  if (props.status === 'failed')
    return (
      <ErrorState title={errorText(props.error, props.serverMessage)} onRetry={props.onRetry} />
    )
  const desk = (
    <a href={props.deskHref} className="text-primary-ink flex min-h-11 items-center font-medium">
      {t('order.back')}
    </a>
  )
  const o = props.order
  if (props.status === 'notFound' || !o)
    return (
      <EmptyState title={t('order.notFound')} description={t('order.notFoundHint')} action={desk} />
    )
  const amount = coinText(t, o.amount, lang)
  const total = fiatText(t, o.total, o.fiat, lang)
  const status =
    o.status === 'awaitingPayment' || o.status === 'paid'
      ? t(`order.status.${o.status}.${o.side}`)
      : t(`order.status.${o.status}`)
  const hint =
    o.status === 'cancelled'
      ? t(`order.cancelReason.${o.cancelReason ?? 'buyer'}`)
      : o.status === 'appeal'
        ? t('order.hint.appeal')
        : t(`order.hint.${o.status}.${o.side}`, { total, amount })
  const awaiting = o.status === 'awaitingPayment'
  const step = props.confirm?.step
  return (
    <div data-slot="otc-order" data-state={o.status} className="flex flex-col gap-4">
      <section className="bg-surface flex flex-col gap-2 rounded-xl p-4">
        <div className="flex items-start justify-between gap-2">
          <h2 className="text-lg font-semibold">{status}</h2>
          <Button variant="ghost" size="sm" busy={props.isRefreshing} onClick={props.onRefresh}>
            {t('order.refresh')}
          </Button>
        </div>
        {awaiting && (
          <p role="timer" className="text-warning font-semibold tabular-nums">
            {props.secondsLeft > 0
              ? t(`order.countdown.${o.side}`, { time: clockText(props.secondsLeft) })
              : t('order.expiring')}
          </p>
        )}
        <p className="text-muted text-sm">{hint}</p>
      </section>
      <p
        data-slot="otc-escrow"
        data-state={props.escrow}
        className={cn('bg-surface rounded-xl border-l-4 p-3 text-sm', escrowTone[props.escrow])}
      >
        {t(`escrow.${props.escrow}.${o.side}`, { amount })}
      </p>
      <OtcOrderDetails order={o} timeZone={props.timeZone} />
      {props.error && !props.confirm && (
        <p role="alert" className="text-error text-sm">
          {errorText(props.error, props.serverMessage)}
        </p>
      )}
      <div className="flex flex-col gap-2">
        {props.canPay && (
          <Button block variant="up" onClick={() => props.onStep('pay')}>
            {t('order.pay')}
          </Button>
        )}
        {props.canConfirm && (
          <Button block variant="up" onClick={() => props.onStep('confirm')}>
            {t('order.confirm')}
          </Button>
        )}
        {props.canCancel && (
          <Button block variant="secondary" onClick={() => props.onStep('cancel')}>
            {t('order.cancel')}
          </Button>
        )}
        {props.canAppeal && (
          <Button block variant="secondary" onClick={props.onAppeal}>
            {t('order.appeal')}
          </Button>
        )}
        {desk}
      </div>
      <ConfirmSheet
        open={step !== undefined}
        title={step ? t(`confirm.${step}.title`) : ''}
        rows={[
          { id: 'amount', label: t('order.amount'), value: amount },
          { id: 'total', label: t('order.total'), value: total, emphasis: true },
          { id: 'merchant', label: t('order.merchant'), value: o.merchantName },
        ]}
        notice={step ? t(`confirm.${step}.notice`, { total }) : undefined}
        busy={props.confirm?.isSubmitting ?? false}
        confirmLabel={
          props.error ? t('confirm.retry') : step ? t(`confirm.${step}.submit`) : undefined
        }
        error={props.confirm ? errorText(props.error, props.serverMessage) : undefined}
        onConfirm={props.onConfirm}
        onClose={props.onCancelConfirm}
      />
      <OtcAppealSheet
        appeal={props.appeal}
        onClose={props.onAppealClose}
        onText={props.onAppealText}
        onSubmit={props.onAppealSubmit}
        onPick={props.onPicturePick}
        onRetry={props.onPictureRetry}
      />
    </div>
  )
}
