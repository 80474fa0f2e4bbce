import type { FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { WithdrawKind } from '@/api/contract/wallet'
import { AmountField } from '@/components/AmountField/AmountField'
import { Button } from '@/components/ui/Button/Button'
import { ErrorState } from '@/components/ui/ErrorState/ErrorState'
import { Loader } from '@/components/ui/Loader/Loader'
import { useErrorText } from '@/i18n/use-error-text'
import { formatCoin } from '@/lib/wallet-format'
import type { Figure, WithdrawView } from '@/machines/withdraw/withdraw.view'
import { WithdrawConfirm } from './withdraw-confirm'
import { WithdrawDestination, type DestinationLinks } from './withdraw-destination'
import { WithdrawResult } from './withdraw-result'

export interface WithdrawFormProps extends WithdrawView, DestinationLinks {
  /** Identity verification (spec §2 setting/real_mark). */
  verifyHref: string
  /** Where the pay password is set (setting/payPassword). */
  payPasswordHref: string
  /** The withdrawal records and the assets overview, offered once it is submitted. */
  recordsHref: string
  assetsHref: string
  /** Times of the status timeline are shown in this zone (stories pin it). @default the device's */
  timeZone?: string
  onRetry: () => void
  onSelectDestination: (kind: WithdrawKind, addressId?: number) => void
  onAmountChange: (value: string) => void
  onMax: () => void
  onSubmit: () => void
  onPayPasswordChange: (value: string) => void
  onConfirm: () => void
  onCancel: () => void
  onRefreshStatus: () => void
}

/**
 * Withdrawing a coin (spec §2 fund/withdraw, issue 5): a saved address or card, the amount with
 * "max", fee, minimum and what arrives, the level's 24 h limit; then the confirm sheet with the
 * pay password, and the request's status once it is submitted.
 */
export function WithdrawForm(props: WithdrawFormProps) {
  const { t, i18n } = useTranslation('wallet')
  const errorText = useErrorText()
  const coin = (value: string) => `${formatCoin(value, props.scale, i18n.language)} ${props.coin}`

  if (props.status === 'loading') return <Loader />
  if (props.status === 'loadFailed') {
    return (
      <ErrorState title={errorText(props.error, props.serverMessage)} onRetry={props.onRetry} />
    )
  }
  if (props.status === 'done' && props.withdrawal) {
    return (
      <WithdrawResult
        withdrawal={props.withdrawal}
        scale={props.scale}
        isRefreshing={props.isRefreshingStatus}
        recordsHref={props.recordsHref}
        assetsHref={props.assetsHref}
        onRefresh={props.onRefreshStatus}
        timeZone={props.timeZone}
      />
    )
  }

  const fieldError = (field: 'destination' | 'amount') =>
    props.errorField === field ? errorText(props.error, props.serverMessage) : undefined
  const formError =
    props.error && !props.errorField && !props.isConfirmOpen
      ? errorText(props.error, props.serverMessage)
      : undefined
  const amountError = fieldError('amount') ?? errorText(props.amountIssue)
  const submit = (e: FormEvent) => {
    e.preventDefault()
    props.onSubmit()
  }

  return (
    <>
      <form
        noValidate
        onSubmit={submit}
        aria-label={t('withdraw.form.label', { coin: props.coin })}
        className="flex flex-col gap-5"
      >
        <p className="flex items-center gap-2 text-sm">
          <span className="text-muted">{t('withdraw.confirm.network')}</span>
          <span className="bg-raised rounded px-2 py-0.5 font-medium">{props.network}</span>
        </p>
        <WithdrawDestination
          view={props}
          error={fieldError('destination')}
          onSelect={props.onSelectDestination}
          addAddressHref={props.addAddressHref}
          cardHrefs={props.cardHrefs}
        />
        <div className="flex flex-col gap-2">
          <AmountField
            label={t('withdraw.amount.label')}
            unit={props.coin}
            value={props.amount}
            onChange={props.onAmountChange}
            onMax={props.onMax}
            error={amountError}
            hint={t('withdraw.amount.available', { amount: coin(props.available) })}
          />
          <p className="text-muted text-xs">
            {t('withdraw.amount.terms', { min: coin(props.min), fee: coin(props.fee) })}
          </p>
        </div>
        <div className="bg-surface flex items-baseline justify-between gap-3 rounded-lg px-3 py-2.5">
          <span className="text-muted text-sm">{t('withdraw.arrives')}</span>
          <output className="text-base font-semibold tabular-nums">
            {coin(props.arrives ?? '0')}
          </output>
        </div>
        <LimitNote view={props} verifyHref={props.verifyHref} />
        {formError && (
          <p role="alert" className="text-error text-sm">
            {formError}
          </p>
        )}
        <Button type="submit" block>
          {t('withdraw.submit')}
        </Button>
      </form>
      <WithdrawConfirm
        view={props}
        payPasswordHref={props.payPasswordHref}
        onPayPasswordChange={props.onPayPasswordChange}
        onConfirm={props.onConfirm}
        onCancel={props.onCancel}
      />
    </>
  )
}

/** The level's 24 h limit and what is left of it, or the way to verification when there is none. */
function LimitNote({ view, verifyHref }: { view: WithdrawView; verifyHref: string }) {
  const { t, i18n } = useTranslation('wallet')
  if (!view.limit) {
    return (
      <div
        data-slot="withdraw-limit"
        data-state="unverified"
        className="border-warning/60 flex flex-col gap-1 rounded-lg border p-3 text-sm"
      >
        <p className="font-medium">{t('withdraw.unverified.title')}</p>
        <p className="text-muted">{t('withdraw.unverified.body', view.basicLimit)}</p>
        <a href={verifyHref} className="text-primary-ink self-start font-medium">
          {t('withdraw.unverified.action')}
        </a>
      </div>
    )
  }
  const { level, amount, currency, remaining } = view.limit
  const btc = (f: Figure) => formatCoin(f.value, f.scale, i18n.language)
  return (
    <p data-slot="withdraw-limit" data-state="verified" className="text-muted text-sm">
      {t('withdraw.limit', { level, remaining: btc(remaining), amount: btc(amount), currency })}
    </p>
  )
}
