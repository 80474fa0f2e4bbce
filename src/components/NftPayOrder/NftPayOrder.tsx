import { useTranslation } from 'react-i18next'
import { ConfirmSheet } from '@/components/ConfirmSheet/ConfirmSheet'
import { Button } from '@/components/ui/Button/Button'
import { useErrorText } from '@/i18n/use-error-text'
import { cn } from '@/lib/cn'
import { formatCoinAsWritten, formatDateTime } from '@/lib/wallet-format'
import type { NftPaymentView } from '@/machines/nft-payment/nft-payment.view'
import { clockOf, daysOf } from './countdown'

export interface NftPayOrderProps extends NftPaymentView {
  onPay: () => void
  onConfirm: () => void
  onCancel: () => void
  /** The deadline's time zone (stories fix it). @default the device's */
  timeZone?: string
}

/** Codes after which confirming again sends the same payment again. */
const retryable = new Set(['network', 'timeout', 'http', 'unknown'])

/**
 * A won NFT auction to pay (issue 17, api-reference §19.3): the final price, the 24 h deadline
 * with its countdown, what becomes of the deposit (returned on payment, forfeited past the
 * deadline), and Pay with a confirm step; once paid or expired, what happened.
 */
export function NftPayOrder(props: NftPayOrderProps) {
  const { t, i18n } = useTranslation('nftAuction')
  const errorText = useErrorText()
  const lang = i18n.language
  const o = props.order
  const price = t('amount', {
    amount: formatCoinAsWritten(o.price, lang),
    currency: o.currencyName,
  })
  const deposit = t('amount', { amount: formatCoinAsWritten(o.deposit, lang), currency: 'USDT' })
  const deadline = formatDateTime(o.deadline, lang, props.timeZone)
  const days = daysOf(props.secondsLeft)
  const left =
    days > 0
      ? t('pay.days', { count: days, clock: clockOf(props.secondsLeft) })
      : clockOf(props.secondsLeft)
  const payable = props.status !== 'paid' && props.status !== 'expired'
  const formError =
    props.error && !props.isConfirmOpen ? errorText(props.error, props.serverMessage) : undefined
  return (
    <section
      aria-labelledby="nft-pay-title"
      data-slot="nft-pay-order"
      data-state={props.status}
      className="bg-surface flex flex-col gap-3 rounded-xl p-4"
    >
      <h2 id="nft-pay-title" className="text-ink text-base font-semibold">
        {t(`pay.title.${payable ? 'awaiting' : props.status === 'paid' ? 'paid' : 'expired'}`)}
      </h2>
      <dl className="flex flex-col gap-2 text-sm">
        <div className="flex justify-between gap-3">
          <dt className="text-muted">{t('pay.price')}</dt>
          <dd className="text-ink font-semibold tabular-nums">{price}</dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt className="text-muted">{t('pay.deadline')}</dt>
          <dd className="text-ink tabular-nums">{deadline}</dd>
        </div>
        {payable && (
          <div className="flex justify-between gap-3">
            <dt className="text-muted">{t('pay.left')}</dt>
            <dd
              className={cn(
                'font-semibold tabular-nums',
                props.secondsLeft < 7200 ? 'text-down' : 'text-ink',
              )}
            >
              <span role="timer">{left}</span>
            </dd>
          </div>
        )}
      </dl>
      <p
        data-slot="deposit-fate"
        data-state={props.depositFate}
        className={cn(
          'rounded-lg px-3 py-2 text-sm',
          props.depositFate === 'forfeited' ? 'bg-down/10 text-down' : 'bg-raised text-ink',
        )}
      >
        {t(`pay.deposit.${props.depositFate}`, { deposit })}
      </p>
      {formError && (
        <p role="alert" className="text-error text-sm">
          {formError}
        </p>
      )}
      {payable && (
        <Button block onClick={props.onPay} disabled={props.isConfirmOpen}>
          {t('pay.submit', { price })}
        </Button>
      )}
      <ConfirmSheet
        open={props.isConfirmOpen}
        title={t('pay.confirm.title')}
        rows={[
          { id: 'item', label: t('pay.confirm.item'), value: o.name },
          { id: 'price', label: t('pay.price'), value: price, emphasis: true },
          { id: 'deposit', label: t('pay.confirm.deposit'), value: deposit },
        ]}
        notice={t('pay.confirm.notice')}
        busy={props.isSubmitting}
        confirmLabel={
          props.error && retryable.has(props.error) ? t('retry') : t('pay.confirm.submit')
        }
        error={props.isConfirmOpen ? errorText(props.error, props.serverMessage) : undefined}
        onConfirm={props.onConfirm}
        onClose={props.onCancel}
      />
    </section>
  )
}
