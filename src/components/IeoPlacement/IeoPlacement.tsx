import type { FormEvent, ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { AmountField } from '@/components/AmountField/AmountField'
import { Button } from '@/components/ui/Button/Button'
import { useErrorText } from '@/i18n/use-error-text'
import { formatDateTime } from '@/lib/wallet-format'
import type { IeoPlacementView } from '@/machines/ieo-placement/ieo-placement.view'
import { useIeoAmounts } from '../IeoSubscribe/use-ieo-amounts'
import { IeoPlacementSheet } from './ieo-placement-sheet'

export interface IeoPlacementProps extends IeoPlacementView {
  timeZone?: string
  onAmountChange: (value: string) => void
  onSubmit: () => void
  onConfirm: () => void
  onCancel: () => void
}

/**
 * The placement after the end on an ended IEO project (issue 16, `project/buy`; rules in
 * ieo-math.ts): before sell_begin when it opens; then the amount to spend, the tokens it buys
 * and their exact cost (placementTerms), the unsold supply and the balance, a confirm step; once
 * made, the caller's placement.
 */
export function IeoPlacement(props: IeoPlacementProps) {
  const { t, i18n } = useTranslation('ieo')
  const errorText = useErrorText()
  const p = props.project
  const tag = i18n.language
  const { pay, tokens } = useIeoAmounts(p)
  const time = (ms: number) => formatDateTime(ms, tag, props.timeZone)
  const section = (body: ReactNode) => (
    <section
      aria-labelledby="ieo-placement"
      className="bg-surface flex flex-col gap-3 rounded-xl p-4"
    >
      <h2 id="ieo-placement" className="text-ink font-semibold">
        {props.placement ? t('placement.mine') : t('placement.title')}
      </h2>
      {body}
    </section>
  )

  if (props.placement)
    return section(
      <p className="text-up text-sm tabular-nums" data-slot="ieo-placement-order">
        {t('placement.bought', {
          tokens: tokens(props.placement.amount),
          cost: pay(props.placement.cost),
          time: time(props.placement.createdAt),
        })}
      </p>,
    )
  if (!props.isOpen)
    return section(
      <p role="status" className="text-muted text-sm">
        {t('placement.opensAt', { time: time(props.opensAt) })}
      </p>,
    )
  if (props.isSoldOut)
    return section(<p className="text-muted text-sm">{t('placement.soldOut')}</p>)

  const formError =
    props.error && !props.errorField && !props.isConfirmOpen
      ? errorText(props.error, props.serverMessage)
      : undefined
  const amountError =
    (props.errorField === 'amount' ? errorText(props.error, props.serverMessage) : undefined) ??
    errorText(props.amountIssue)
  const submit = (e: FormEvent) => {
    e.preventDefault()
    props.onSubmit()
  }
  return (
    <>
      <form
        noValidate
        onSubmit={submit}
        aria-labelledby="ieo-placement"
        className="bg-surface flex flex-col gap-3 rounded-xl p-4"
      >
        <h2 id="ieo-placement" className="text-ink font-semibold">
          {t('placement.title')}
        </h2>
        <p className="text-muted text-sm">
          {t('placement.intro', { unsold: tokens(props.unsold), price: pay(p.price) })}
        </p>
        <AmountField
          label={t('placement.amount')}
          value={props.amount}
          unit={p.payCurrencyName}
          onChange={props.onAmountChange}
          hint={t('placement.hint', { balance: pay(props.balance ?? '0') })}
          error={amountError}
        />
        {props.quote && (
          <dl
            aria-label={t('preview.title')}
            className="border-line grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 border-t pt-3 text-sm"
          >
            <dt className="text-muted">{t('placement.tokens')}</dt>
            <dd className="text-ink text-right font-semibold tabular-nums">
              {tokens(props.quote.tokens)}
            </dd>
            <dt className="text-muted">{t('placement.cost')}</dt>
            <dd className="text-ink text-right tabular-nums">{pay(props.quote.cost)}</dd>
            <dt className="text-muted">{t('preview.balanceAfter')}</dt>
            <dd className="text-ink text-right tabular-nums">{pay(props.quote.balanceAfter)}</dd>
          </dl>
        )}
        <p className="text-muted text-sm">{t('placement.rounding', { decimals: p.payScale })}</p>
        {formError && (
          <p role="alert" className="text-error text-sm">
            {formError}
          </p>
        )}
        <Button type="submit" block>
          {t('placement.submit')}
        </Button>
      </form>
      <IeoPlacementSheet {...props} />
    </>
  )
}
