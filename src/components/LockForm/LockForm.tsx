import type { FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { ConfirmSheet } from '@/components/ConfirmSheet/ConfirmSheet'
import { Button } from '@/components/ui/Button/Button'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'
import { ErrorState } from '@/components/ui/ErrorState/ErrorState'
import { Input } from '@/components/ui/Input/Input'
import { Loader } from '@/components/ui/Loader/Loader'
import { useErrorText } from '@/i18n/use-error-text'
import { formatCoin, formatCoinAsWritten, formatDateTime } from '@/lib/wallet-format'
import type { LockFormView } from '@/machines/lock-form/lock-form.view'
import { LockDone } from './lock-done'
import { LockProduct } from './lock-product'
import { LockTerms } from './lock-terms'

export interface LockFormProps extends LockFormView {
  /** Funds to the funds account (fund transfer). */
  transferHref: string
  /** Depositing coins. */
  depositHref: string
  /** My locks. */
  ordersHref: string
  /** The products. */
  productsHref: string
  onRetry: () => void
  onAmountChange: (value: string) => void
  onAmountBlur: () => void
  onMax: () => void
  onSubmit: () => void
  onConfirm: () => void
  onCancel: () => void
}

/** Codes after which confirming again sends the same request again. */
const retryable = new Set(['network', 'timeout', 'http', 'unknown'])

/**
 * Locking an amount in a product (spec §2 lockming/buy, issue 16): the product's terms, the amount
 * (Max = the funds balance), what it earns and when, the early-redemption rule with this amount's
 * figures, then a confirm step.
 */
export function LockForm(props: LockFormProps) {
  const { t, i18n } = useTranslation('lockming')
  const errorText = useErrorText()
  const lang = i18n.language
  if (props.status === 'loading') return <Loader label={t('buy.loading')} />
  if (props.status === 'loadFailed')
    return (
      <ErrorState title={errorText(props.error, props.serverMessage)} onRetry={props.onRetry} />
    )
  if (props.status === 'notFound' || !props.product)
    return (
      <EmptyState
        title={t('buy.notFound')}
        description={t('buy.notFoundHint')}
        action={
          <a
            href={props.productsHref}
            className="text-primary-ink flex min-h-11 items-center font-medium"
          >
            {t('done.products')}
          </a>
        }
      />
    )
  const p = props.product
  if (props.status === 'done' && props.lock)
    return (
      <LockDone lock={props.lock} ordersHref={props.ordersHref} productsHref={props.productsHref} />
    )
  const coin = (value: string) =>
    t('amount', { amount: formatCoin(value, p.scale, lang), coin: p.currency })
  const amountError =
    (props.errorField === 'amount' ? errorText(props.error, props.serverMessage) : undefined) ??
    errorText(props.amountIssue)
  const formError =
    props.error && !props.errorField && !props.isConfirmOpen
      ? errorText(props.error, props.serverMessage)
      : undefined
  const sheetError =
    props.error && !props.errorField ? errorText(props.error, props.serverMessage) : undefined
  const name = t('card.name', { coin: p.currency, count: p.days })
  const submit = (e: FormEvent) => {
    e.preventDefault()
    props.onSubmit()
  }
  const preview = props.preview
  return (
    <>
      <form noValidate onSubmit={submit} aria-label={name} className="flex flex-col gap-4">
        <LockProduct product={p} name={name} />
        <fieldset className="bg-surface flex flex-col gap-2 rounded-xl p-4">
          <legend className="sr-only">{t('buy.amount', { coin: p.currency })}</legend>
          <Input
            label={t('buy.amount', { coin: p.currency })}
            inputMode="decimal"
            autoComplete="off"
            value={props.amount}
            onChange={(e) => props.onAmountChange(e.target.value)}
            onBlur={props.onAmountBlur}
            error={amountError}
          />
          <div className="flex items-center justify-between gap-2 text-sm">
            <span className="text-muted tabular-nums">
              {t('buy.balance', { amount: coin(props.balance) })}
            </span>
            <button
              type="button"
              onClick={props.onMax}
              className="text-primary-ink min-h-11 px-2 font-semibold"
            >
              {t('buy.max')}
            </button>
          </div>
          <div className="flex gap-4 text-sm">
            <a href={props.transferHref} className="text-primary-ink flex min-h-11 items-center">
              {t('buy.transfer')}
            </a>
            <a href={props.depositHref} className="text-primary-ink flex min-h-11 items-center">
              {t('buy.deposit')}
            </a>
          </div>
        </fieldset>
        {formError && (
          <p role="alert" className="text-error text-sm">
            {formError}
          </p>
        )}
        <Button type="submit" block>
          {t('buy.submit')}
        </Button>
        <LockTerms product={p} preview={preview} />
      </form>
      <ConfirmSheet
        open={props.isConfirmOpen}
        title={t('confirm.title')}
        rows={[
          { id: 'product', label: t('confirm.product'), value: name },
          ...(preview
            ? [
                {
                  id: 'amount',
                  label: t('confirm.amount'),
                  value: coin(preview.amount),
                  emphasis: true,
                },
                {
                  id: 'total',
                  label: t('terms.total', { count: p.days }),
                  value: coin(preview.totalInterest),
                },
                {
                  id: 'maturity',
                  label: t('terms.maturity'),
                  value: t('utcDate', { date: formatDateTime(preview.endAt, lang, 'UTC') }),
                },
                { id: 'return', label: t('terms.return'), value: coin(preview.totalReturn) },
              ]
            : []),
        ]}
        notice={t('confirm.notice', { rate: formatCoinAsWritten(p.cancelRate, lang) })}
        busy={props.isSubmitting}
        confirmLabel={
          props.error && retryable.has(props.error) ? t('confirm.retry') : t('buy.submit')
        }
        error={sheetError}
        onConfirm={props.onConfirm}
        onClose={props.onCancel}
      />
    </>
  )
}
