import type { FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { ConfirmSheet } from '@/components/ConfirmSheet/ConfirmSheet'
import { Button } from '@/components/ui/Button/Button'
import { Input } from '@/components/ui/Input/Input'
import { useErrorText } from '@/i18n/use-error-text'
import { formatCoinAsWritten } from '@/lib/wallet-format'
import type { NftAuctionView } from '@/machines/nft-auction/nft-auction.view'

export interface BidFormProps extends NftAuctionView {
  figures: NonNullable<NftAuctionView['figures']>
  onAmountChange: (value: string) => void
  onAmountBlur: () => void
  onMinimum: () => void
  onSubmit: () => void
  onConfirm: () => void
  onCancel: () => void
}

const retryable = new Set(['network', 'timeout', 'http', 'unknown'])
const isZero = (value: string) => /^0*\.?0*$/.test(value)

/** The bid: a new total of at least the next minimum, then a sheet with the total and deposit. */
export function BidForm(props: BidFormProps) {
  const { t, i18n } = useTranslation('nftAuction')
  const { t: te } = useTranslation('errors')
  const errorText = useErrorText()
  const f = props.figures
  const coin = (value: string, currency = f.currencyName) =>
    t('amount', { amount: formatCoinAsWritten(value, i18n.language), currency })
  const submit = (e: FormEvent) => {
    e.preventDefault()
    props.onSubmit()
  }
  if (props.blockedBy)
    return (
      <p data-slot="bid-blocked" className="bg-surface text-ink rounded-xl p-4 text-sm">
        {t(props.blockedBy === 'nftOwnItem' ? 'form.own' : 'form.highest')}
      </p>
    )
  const amountError =
    (props.errorField === 'amount' ? errorText(props.error, props.serverMessage) : undefined) ??
    errorText(props.amountIssue)
  const formError =
    props.error && !props.errorField && !props.isConfirmOpen
      ? errorText(props.error, props.serverMessage)
      : undefined
  const taken = props.takenPrice
    ? te('nftBidTaken', {
        price: formatCoinAsWritten(props.takenPrice, i18n.language),
        currency: f.currencyName,
      })
    : undefined
  // nftBidTaken's sentence names the new price: the figures read again give it
  const sheetError =
    props.error === 'nftBidTaken'
      ? taken
      : props.error && !props.errorField
        ? errorText(props.error, props.serverMessage)
        : taken
  const p = props.preview
  return (
    <>
      <form
        noValidate
        onSubmit={submit}
        aria-label={t('form.title')}
        className="bg-surface flex flex-col gap-3 rounded-xl p-4"
      >
        <Input
          label={t('form.amount', { currency: f.currencyName })}
          inputMode="decimal"
          autoComplete="off"
          value={props.amount}
          placeholder={formatCoinAsWritten(f.nextMin, i18n.language)}
          hint={t('form.minimum', { amount: coin(f.nextMin) })}
          onChange={(e) => props.onAmountChange(e.target.value)}
          onBlur={props.onAmountBlur}
          error={amountError}
        />
        <div className="flex items-center justify-between gap-2 text-sm">
          <span className="text-muted tabular-nums">
            {t('form.balance', { amount: coin(f.balance) })}
          </span>
          <button
            type="button"
            onClick={props.onMinimum}
            className="text-primary-ink min-h-11 px-2 font-semibold"
          >
            {t('form.useMinimum')}
          </button>
        </div>
        {f.currencyName !== 'USDT' && (
          <p className="text-muted text-sm tabular-nums">
            {t('form.usdtBalance', { amount: coin(f.usdtBalance, 'USDT') })}
          </p>
        )}
        {formError && (
          <p role="alert" className="text-error text-sm">
            {formError}
          </p>
        )}
        <Button type="submit" block>
          {t('form.submit')}
        </Button>
      </form>
      <ConfirmSheet
        open={props.isConfirmOpen}
        title={t('confirm.title')}
        rows={
          p
            ? [
                { id: 'price', label: t('confirm.price'), value: coin(p.price) },
                { id: 'increment', label: t('confirm.increment'), value: coin(p.increment) },
                { id: 'total', label: t('confirm.total'), value: coin(p.total), emphasis: true },
                {
                  id: 'deposit',
                  label: t('confirm.deposit'),
                  value: isZero(p.depositDue)
                    ? t('confirm.depositHeld')
                    : coin(p.depositDue, 'USDT'),
                },
              ]
            : []
        }
        notice={t('confirm.notice', { deposit: coin(f.deposit, 'USDT') })}
        busy={props.isSubmitting || props.isRetaking}
        confirmLabel={
          props.error && retryable.has(props.error)
            ? t('retry')
            : taken
              ? t('confirm.again', { total: p ? coin(p.total) : '' })
              : t('confirm.submit')
        }
        error={sheetError}
        onConfirm={props.onConfirm}
        onClose={props.onCancel}
      />
    </>
  )
}
