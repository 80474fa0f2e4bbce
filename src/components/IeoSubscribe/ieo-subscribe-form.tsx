import type { FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { IeoDetail } from '@/api/contract/ieo'
import { AmountField } from '@/components/AmountField/AmountField'
import { Button } from '@/components/ui/Button/Button'
import { useErrorText } from '@/i18n/use-error-text'
import { formatDateTime } from '@/lib/wallet-format'
import type { IeoSubscribeView } from '@/machines/ieo-subscribe/ieo-subscribe.view'
import { IeoCountdown } from '../IeoProjectList/ieo-phase'
import { useIeoAmounts } from './use-ieo-amounts'

export interface IeoSubscribeFormProps extends IeoSubscribeView {
  project: IeoDetail
  ordersHref: string
  timeZone?: string
  onAmountChange: (value: string) => void
  onMax: () => void
  onSubmit: () => void
  onLogin: () => void
}

/**
 * The subscription by phase: in progress, the amount with Max and what confirming does (cost,
 * balance after, the allocation and its delivery); not started, the same form disabled with why;
 * ended, the result and the way to My subscriptions; without a session, log in first.
 */
export function IeoSubscribeForm(props: IeoSubscribeFormProps) {
  const { t, i18n } = useTranslation('ieo')
  const errorText = useErrorText()
  const p = props.project
  const tag = i18n.language
  const { pay, tokens } = useIeoAmounts(p)
  const end = formatDateTime(p.endAt, tag, props.timeZone)

  const formError =
    props.error && !props.errorField && !props.isConfirmOpen
      ? errorText(props.error, props.serverMessage)
      : undefined
  const alert = formError && (
    <p role="alert" className="text-error text-sm">
      {formError}
    </p>
  )

  if (props.phase === 'ended')
    return (
      <section
        aria-labelledby="ieo-result"
        className="bg-surface flex flex-col gap-2 rounded-xl p-4"
      >
        <h2 id="ieo-result" className="text-ink font-semibold">
          {t('result.title')}
        </h2>
        <p className="text-ink text-sm">
          {t('result.sold', {
            sold: tokens(p.sold),
            supply: tokens(p.supply),
            end,
          })}
        </p>
        <p className="text-muted text-sm">{t('result.delivery')}</p>
        {alert}
        <a
          href={props.ordersHref}
          className="text-primary-ink flex min-h-11 items-center text-sm font-medium"
        >
          {t('list.mine')}
        </a>
      </section>
    )
  if (!props.isLoggedIn)
    return (
      <section className="bg-surface flex flex-col gap-3 rounded-xl p-4">
        <p className="text-muted text-sm">{t('form.loginHint')}</p>
        <Button type="button" block onClick={props.onLogin}>
          {t('form.login')}
        </Button>
      </section>
    )

  const open = props.phase === 'inProgress'
  const amountError =
    (props.errorField === 'amount' ? errorText(props.error, props.serverMessage) : undefined) ??
    errorText(props.amountIssue)
  const submit = (e: FormEvent) => {
    e.preventDefault()
    props.onSubmit()
  }
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={t('form.title')}
      className="bg-surface flex flex-col gap-3 rounded-xl p-4"
    >
      <h2 className="text-ink font-semibold">{t('form.title')}</h2>
      {!open && (
        <p role="status" className="text-warning text-sm">
          <IeoCountdown phase={props.phase} secondsLeft={props.secondsLeft} />{' '}
          {t('form.notStarted')}
        </p>
      )}
      <AmountField
        label={t('form.amount')}
        value={props.amount}
        unit={p.tokenName}
        disabled={!open}
        onChange={props.onAmountChange}
        onMax={open && props.max !== '0' ? props.onMax : undefined}
        hint={t('form.hint', { balance: pay(props.balance ?? '0'), min: tokens(p.min) })}
        error={amountError}
      />
      {props.preview && (
        <dl
          aria-label={t('preview.title')}
          className="border-line grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 border-t pt-3 text-sm"
        >
          <dt className="text-muted">{t('preview.cost')}</dt>
          <dd className="text-ink text-right font-semibold tabular-nums">
            {pay(props.preview.cost)}
          </dd>
          <dt className="text-muted">{t('preview.balanceAfter')}</dt>
          <dd className="text-ink text-right tabular-nums">{pay(props.preview.balanceAfter)}</dd>
          <dt className="text-muted">{t('preview.allocation')}</dt>
          <dd className="text-ink text-right tabular-nums">{tokens(props.preview.amount)}</dd>
        </dl>
      )}
      {props.preview && (
        <p className="text-muted text-sm">
          {t('preview.delivery', { amount: tokens(props.preview.amount), end })}{' '}
          {t('preview.rounding', { decimals: p.payScale })}
        </p>
      )}
      {alert}
      <Button type="submit" block disabled={!open || props.isRefreshing}>
        {t('form.submit')}
      </Button>
    </form>
  )
}
