import type { FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { WalletAccount } from '@/api/contract/wallet'
import { AmountField } from '@/components/AmountField/AmountField'
import { ConfirmSheet } from '@/components/ConfirmSheet/ConfirmSheet'
import { WalletSelect } from '@/components/WalletSelect/WalletSelect'
import { Button } from '@/components/ui/Button/Button'
import { ErrorState } from '@/components/ui/ErrorState/ErrorState'
import { Loader } from '@/components/ui/Loader/Loader'
import { useErrorText } from '@/i18n/use-error-text'
import { formatCoin } from '@/lib/wallet-format'
import type { FundTransferView } from '@/machines/fund-transfer/fund-transfer.view'
import { FundTransferResult } from './fund-transfer-result'

export interface FundTransferFormProps extends FundTransferView {
  /** The transfer history (spec §2 fund/transfer_history) and the assets overview. */
  historyHref: string
  assetsHref: string
  /** Times of the result's timeline are shown in this zone (stories pin it). @default the device's */
  timeZone?: string
  onRetry: () => void
  onFromChange: (account: WalletAccount) => void
  onToChange: (account: WalletAccount) => void
  onSwap: () => void
  onCurrencyChange: (id: number) => void
  onAmountChange: (value: string) => void
  onMax: () => void
  onSubmit: () => void
  onConfirm: () => void
  onCancel: () => void
  onAgain: () => void
}

/**
 * Moving a coin between the user's own accounts (spec §2 fund/fundTransfer, api-reference §5.2
 * wallet/change): from and to (never the same), the coin, the amount with "max"; free and instant.
 */
export function FundTransferForm(props: FundTransferFormProps) {
  const { t, i18n } = useTranslation('wallet')
  const errorText = useErrorText()
  if (props.status === 'loading') return <Loader />
  if (props.status === 'loadFailed')
    return (
      <ErrorState title={errorText(props.error, props.serverMessage)} onRetry={props.onRetry} />
    )
  if (props.status === 'done' && props.transfer) {
    return (
      <FundTransferResult
        transfer={props.transfer}
        scale={props.scale}
        historyHref={props.historyHref}
        assetsHref={props.assetsHref}
        onAgain={props.onAgain}
        timeZone={props.timeZone}
      />
    )
  }

  const coin = (v: string) => `${formatCoin(v, props.scale, i18n.language)} ${props.coin}`
  const accounts = props.accounts.map((a) => ({ value: a, label: t(`account.${a}`) }))
  const amountError =
    (props.errorField === 'amount' ? errorText(props.error, props.serverMessage) : undefined) ??
    errorText(props.amountIssue)
  const formError =
    props.error && !props.errorField && !props.isConfirmOpen
      ? errorText(props.error, props.serverMessage)
      : undefined
  const sheetError =
    props.error && !props.errorField ? errorText(props.error, props.serverMessage) : undefined
  const retry =
    props.error === 'network' ||
    props.error === 'timeout' ||
    props.error === 'http' ||
    props.error === 'unknown'
  const route = t('fundTransfer.route', {
    from: t(`account.${props.from}`),
    to: t(`account.${props.to}`),
  })
  const submit = (e: FormEvent) => {
    e.preventDefault()
    props.onSubmit()
  }

  return (
    <>
      <form
        noValidate
        onSubmit={submit}
        aria-label={t('fundTransfer.title')}
        className="flex flex-col gap-4"
      >
        <div className="bg-surface flex items-center gap-3 rounded-xl p-4">
          <div className="flex flex-1 flex-col gap-3">
            <WalletSelect
              label={t('fundTransfer.source')}
              value={props.from}
              options={accounts}
              onChange={props.onFromChange}
              hint={t('fundTransfer.balance', { amount: coin(props.fromAvailable) })}
            />
            <WalletSelect
              label={t('fundTransfer.target')}
              value={props.to}
              options={accounts}
              onChange={props.onToChange}
              hint={t('fundTransfer.balance', { amount: coin(props.toAvailable) })}
            />
          </div>
          <button
            type="button"
            onClick={props.onSwap}
            aria-label={t('fundTransfer.swap')}
            className="bg-raised text-primary-ink flex size-11 shrink-0 items-center justify-center rounded-full"
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="size-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <path d="M7 4v16M7 20l-3-3M7 20l3-3M17 20V4M17 4l-3 3M17 4l3 3" />
            </svg>
          </button>
        </div>
        <div className="bg-surface rounded-xl p-4">
          <WalletSelect
            label={t('fundTransfer.coin')}
            value={props.currencyId}
            options={props.currencies.map((c) => ({ value: c.id, label: c.name }))}
            onChange={props.onCurrencyChange}
          />
        </div>
        <AmountField
          label={t('withdraw.amount.label')}
          unit={props.coin}
          value={props.amount}
          onChange={props.onAmountChange}
          onMax={props.onMax}
          error={amountError}
          hint={t('fundTransfer.available', {
            account: t(`account.${props.from}`),
            amount: coin(props.fromAvailable),
          })}
        />
        <p className="text-muted text-sm">{t('fundTransfer.free')}</p>
        {formError && (
          <p role="alert" className="text-error text-sm">
            {formError}
          </p>
        )}
        <Button type="submit" block>
          {t('fundTransfer.submit')}
        </Button>
      </form>
      <ConfirmSheet
        open={props.isConfirmOpen}
        title={t('fundTransfer.confirm.title')}
        rows={[
          {
            id: 'amount',
            label: t('withdraw.amount.label'),
            value: coin(props.amount.trim() || '0'),
          },
          { id: 'route', label: t('fundTransfer.confirm.route'), value: route },
          { id: 'fee', label: t('withdraw.confirm.fee'), value: t('fundTransfer.confirm.noFee') },
          {
            id: 'arrives',
            label: t('fundTransfer.confirm.arrives', { account: t(`account.${props.to}`) }),
            value: coin(props.arrives ?? '0'),
            emphasis: true,
          },
        ]}
        busy={props.isSubmitting}
        confirmLabel={retry ? t('withdraw.confirm.retry') : undefined}
        error={sheetError}
        onConfirm={props.onConfirm}
        onClose={props.onCancel}
      />
    </>
  )
}
