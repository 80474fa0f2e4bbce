import type { FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { AmountField } from '@/components/AmountField/AmountField'
import { WalletSelect } from '@/components/WalletSelect/WalletSelect'
import { Button } from '@/components/ui/Button/Button'
import { ErrorState } from '@/components/ui/ErrorState/ErrorState'
import { Loader } from '@/components/ui/Loader/Loader'
import { useErrorText } from '@/i18n/use-error-text'
import { formatCoin } from '@/lib/wallet-format'
import type { ConvertView } from '@/machines/convert/convert.view'
import { ConvertConfirm } from './convert-confirm'
import { ConvertResult } from './convert-result'

export interface ConvertFormProps extends ConvertView {
  assetsHref: string
  /** Times of the result's timeline are shown in this zone (stories pin it). @default the device's */
  timeZone?: string
  onRetry: () => void
  onFromChange: (id: number) => void
  onToChange: (id: number) => void
  onSwap: () => void
  onAmountChange: (value: string) => void
  onMax: () => void
  onRefreshQuote: () => void
  onSubmit: () => void
  onConfirm: () => void
  onCancel: () => void
  onAgain: () => void
}

/**
 * Coin-to-coin conversion on the spot account (spec §2 fund/transfer, api-reference §5.3): from and
 * to with a swap, the amount with "max", a live price with its countdown, the fee on top and what
 * arrives; then the confirm sheet and the result.
 */
export function ConvertForm(props: ConvertFormProps) {
  const { t, i18n } = useTranslation('wallet')
  const errorText = useErrorText()
  const { from, to, quote, preview } = props

  if (props.status === 'loading') return <Loader />
  if (props.status === 'loadFailed' || !from || !to) {
    return (
      <ErrorState
        title={errorText(props.error ?? 'unknown', props.serverMessage)}
        onRetry={props.onRetry}
      />
    )
  }
  if (props.status === 'done' && props.conversion) {
    return (
      <ConvertResult
        conversion={props.conversion}
        fromScale={from.scale}
        toScale={to.scale}
        assetsHref={props.assetsHref}
        onAgain={props.onAgain}
        timeZone={props.timeZone}
      />
    )
  }

  const coinOptions = props.coins.map((c) => ({ value: c.id, label: c.name }))
  const fromCoin = (v: string) => `${formatCoin(v, from.scale, i18n.language)} ${from.name}`
  const percent = quote.feePercent
    ? formatCoin(quote.feePercent.value, quote.feePercent.scale, i18n.language)
    : ''
  const toCoin = (v: string) => `${formatCoin(v, to.scale, i18n.language)} ${to.name}`
  const amountError =
    (props.errorField === 'amount' ? errorText(props.error, props.serverMessage) : undefined) ??
    errorText(props.amountIssue)
  const formError =
    props.error && !props.errorField && !props.isConfirmOpen
      ? errorText(props.error, props.serverMessage)
      : undefined
  const submit = (e: FormEvent) => {
    e.preventDefault()
    props.onSubmit()
  }

  return (
    <>
      <form
        noValidate
        onSubmit={submit}
        aria-label={t('convert.form.label')}
        className="flex flex-col gap-3"
      >
        <div className="bg-surface flex flex-col gap-3 rounded-xl p-4">
          <WalletSelect
            label={t('convert.source')}
            value={from.id}
            options={coinOptions}
            onChange={props.onFromChange}
          />
          <AmountField
            label={t('convert.amount.label', { coin: from.name })}
            unit={from.name}
            value={props.amount}
            onChange={props.onAmountChange}
            onMax={props.hasPrice ? props.onMax : undefined}
            error={amountError}
            hint={t('withdraw.amount.available', { amount: fromCoin(from.available) })}
          />
        </div>
        <div className="-my-5 flex justify-center">
          <button
            type="button"
            onClick={props.onSwap}
            aria-label={t('convert.swap')}
            className="bg-raised border-page text-primary-ink relative z-10 flex size-11 items-center justify-center rounded-full border-4"
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
        <div className="bg-surface flex flex-col gap-3 rounded-xl p-4">
          <WalletSelect
            label={t('convert.target')}
            value={to.id}
            options={coinOptions}
            onChange={props.onToChange}
          />
          <div className="flex items-baseline justify-between gap-3">
            <span className="text-muted text-sm">{t('convert.arrives')}</span>
            <output className="text-lg font-semibold tabular-nums">
              {preview ? toCoin(preview.toAmount) : `-- ${to.name}`}
            </output>
          </div>
        </div>
        <QuoteLine view={props} onRetry={props.onRefreshQuote} />
        {quote.feePercent !== null && (
          <p className="text-muted px-1 text-sm">
            {preview
              ? t('convert.fee.amount', {
                  percent,
                  fee: fromCoin(preview.fee),
                  debit: fromCoin(preview.debit),
                })
              : t('convert.fee.percent', { percent })}
          </p>
        )}
        {formError && (
          <p role="alert" className="text-error text-sm">
            {formError}
          </p>
        )}
        <Button type="submit" block disabled={!props.hasPrice} className="mt-2">
          {t('convert.submit')}
        </Button>
      </form>
      <ConvertConfirm view={props} onConfirm={props.onConfirm} onCancel={props.onCancel} />
    </>
  )
}

/** The price, its countdown, or why there is none. */
function QuoteLine({ view, onRetry }: { view: ConvertView; onRetry: () => void }) {
  const { t, i18n } = useTranslation('wallet')
  const { quote, from, to } = view
  if (quote.state === 'failed') {
    return (
      <p
        data-slot="quote"
        data-state="failed"
        className="flex items-center justify-between gap-2 px-1 text-sm"
      >
        <span className="text-error">{t('convert.quote.failed')}</span>
        <button type="button" onClick={onRetry} className="text-primary-ink font-medium">
          {t('convert.quote.retry')}
        </button>
      </p>
    )
  }
  const rate =
    quote.rate && from && to
      ? `1 ${from.name} ≈ ${formatCoin(quote.rate, to.scale, i18n.language)} ${to.name}`
      : null
  return (
    <p
      data-slot="quote"
      data-state={quote.state}
      className="flex items-center justify-between gap-2 px-1 text-sm"
    >
      <span className="tabular-nums">{rate ?? t('convert.quote.fetching')}</span>
      <span className="text-muted tabular-nums">
        {quote.state === 'live'
          ? t('convert.quote.expiresIn', { count: quote.secondsLeft })
          : quote.state === 'held'
            ? t('convert.quote.heldShort')
            : rate && t('convert.quote.refreshing')}
      </span>
    </p>
  )
}
