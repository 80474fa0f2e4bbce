import type { FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { QuickBuyField } from '@/api/contract/quick-buy-math'
import { ConfirmSheet } from '@/components/ConfirmSheet/ConfirmSheet'
import { Button } from '@/components/ui/Button/Button'
import { ErrorState } from '@/components/ui/ErrorState/ErrorState'
import { Input } from '@/components/ui/Input/Input'
import { Loader } from '@/components/ui/Loader/Loader'
import { useErrorText } from '@/i18n/use-error-text'
import { formatCoin, formatCoinAsWritten } from '@/lib/wallet-format'
import type { QuickBuyView } from '@/machines/quick-buy/quick-buy.view'
import { QuickBuyPayer } from './quick-buy-payer'
import { QuickBuySelect } from './quick-buy-select'

export interface QuickBuyFormProps extends QuickBuyView {
  onRetry: () => void
  onFieldChange: (field: QuickBuyField, value: string) => void
  onFieldBlur: (field: QuickBuyField) => void
  onSubmit: () => void
  onConfirm: () => void
  onCancel: () => void
}

const USDT_SCALE = 4
const retryable = new Set(['network', 'timeout', 'http', 'unknown'])

/**
 * Quick buy USDT by bank transfer (issue 18; spec §3 quick-buy payer, §5, §8, §9): the fiat and
 * a whole amount, what it buys and the fee, the payer's details (every field checked in place; a
 * country outside the list is "not supported"), then a confirm step with the figures.
 */
export function QuickBuyForm(props: QuickBuyFormProps) {
  const { t, i18n } = useTranslation('quickBuy')
  const errorText = useErrorText()
  const lang = i18n.language
  if (props.status === 'loading') return <Loader label={t('form.loading')} />
  if (props.status === 'loadFailed' || !props.currency)
    return (
      <ErrorState title={errorText(props.error, props.serverMessage)} onRetry={props.onRetry} />
    )
  const c = props.currency
  const fiat = (value: string) =>
    t('money', { amount: formatCoin(value, c.scale, lang), currency: c.currency })
  const usdt = (value: string) =>
    t('money', { amount: formatCoin(value, USDT_SCALE, lang), currency: 'USDT' })
  const issue = (field: QuickBuyField) =>
    (props.errorField === field ? errorText(props.error, props.serverMessage) : undefined) ??
    errorText(props.issues[field] ?? null)
  const sheetError =
    props.error && !props.errorField ? errorText(props.error, props.serverMessage) : undefined
  const formError = props.isConfirmOpen ? undefined : sheetError
  const quote = props.quote
  const submit = (e: FormEvent) => {
    e.preventDefault()
    props.onSubmit()
  }
  const field = (name: QuickBuyField) => ({
    value: props.form[name],
    onChange: (e: { target: { value: string } }) => props.onFieldChange(name, e.target.value),
    onBlur: () => props.onFieldBlur(name),
    error: issue(name),
  })
  const figures = quote
    ? [
        { id: 'fee', label: t('form.fee', { percent: c.feePercent }), value: fiat(quote.fee) },
        {
          id: 'rate',
          label: t('form.rate'),
          value: t('form.rateValue', {
            rate: formatCoinAsWritten(quote.rate, lang),
            currency: c.currency,
          }),
        },
        { id: 'receive', label: t('form.receive'), value: usdt(quote.receive), emphasis: true },
      ]
    : []
  return (
    <>
      <form
        noValidate
        onSubmit={submit}
        aria-label={t('form.title')}
        className="flex flex-col gap-4"
      >
        <fieldset className="bg-surface flex flex-col gap-3 rounded-xl p-4">
          <legend className="text-ink float-left mb-1 w-full font-semibold">{t('form.pay')}</legend>
          <QuickBuySelect
            label={t('form.currency')}
            placeholder={t('form.choose')}
            groups={[
              { options: props.currencies.map((x) => ({ value: x.currency, label: x.currency })) },
            ]}
            {...field('currency')}
            onChange={(v) => props.onFieldChange('currency', v)}
          />
          <Input
            label={t('form.amount', { currency: c.currency })}
            inputMode="numeric"
            autoComplete="off"
            hint={t('form.minimum', { amount: fiat(c.min) })}
            {...field('amount')}
          />
          <p className="text-muted text-sm">{t('form.method')}</p>
          {quote ? (
            <dl className="flex flex-col gap-2 text-sm">
              {figures.map((f) => (
                <div
                  key={f.id}
                  data-row={f.id}
                  className="flex items-baseline justify-between gap-3"
                >
                  <dt className="text-muted">{f.label}</dt>
                  <dd
                    className={f.emphasis ? 'text-lg font-semibold tabular-nums' : 'tabular-nums'}
                  >
                    {f.value}
                  </dd>
                </div>
              ))}
            </dl>
          ) : (
            <p className="text-muted text-sm">{t('form.quoteHint')}</p>
          )}
        </fieldset>
        <QuickBuyPayer {...props} field={field} />
        {formError && (
          <p role="alert" className="text-error text-sm">
            {formError}
          </p>
        )}
        <Button type="submit" block>
          {t('form.submit')}
        </Button>
        <p className="text-muted text-xs">{t('form.notice', { minutes: props.windowMinutes })}</p>
      </form>
      <ConfirmSheet
        open={props.isConfirmOpen}
        title={t('confirm.title')}
        rows={[
          { id: 'pay', label: t('confirm.pay'), value: quote ? fiat(quote.amount) : '' },
          ...figures,
          {
            id: 'payer',
            label: t('confirm.payer'),
            value: `${props.form.first_name} ${props.form.last_name}`,
          },
          {
            id: 'bank',
            label: t('form.field.bank'),
            value: props.banks.find((b) => b.code === props.form.bank)?.name ?? '',
          },
        ]}
        notice={t('confirm.notice', { minutes: props.windowMinutes })}
        busy={props.isSubmitting || props.isRefreshing}
        confirmLabel={
          props.error && retryable.has(props.error) ? t('confirm.retry') : t('confirm.submit')
        }
        error={sheetError}
        onConfirm={props.onConfirm}
        onClose={props.onCancel}
      />
    </>
  )
}
