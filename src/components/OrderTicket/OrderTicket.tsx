import type { FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { OrderKind } from '@/api/contract/spot-math'
import { Button } from '@/components/ui/Button/Button'
import { ErrorState } from '@/components/ui/ErrorState/ErrorState'
import { Tabs } from '@/components/ui/Tabs/Tabs'
import { useErrorText } from '@/i18n/use-error-text'
import type { SpotTicketView } from '@/machines/spot-ticket/spot-ticket.view'
import { SideSwitch } from './side-switch'
import { TicketField } from './ticket-field'
import { useTicketFormat } from './ticket-format'
import { TicketSkeleton } from './ticket-skeleton'

const percents = [25, 50, 75, 100] as const

export interface OrderTicketProps extends SpotTicketView {
  onSideChange: (side: SpotTicketView['side']) => void
  onKindChange: (kind: OrderKind) => void
  onPriceChange: (value: string) => void
  onAmountChange: (value: string) => void
  onPercent: (percent: (typeof percents)[number]) => void
  onSubmit: () => void
  /** Loads the pair's rules and balances again after a failure. */
  onRetry: () => void
}

/**
 * The spot order ticket (issue 12, api-reference §9): buy or sell, limit or market, price (with the
 * allowed band) and amount (with 25–100 % of what is available), then total, fee and what arrives,
 * all from the view (spot-math). Narrow by design: it sits beside a compact book on the Trade screen.
 */
export function OrderTicket(props: OrderTicketProps) {
  const { t } = useTranslation('trade')
  const errorText = useErrorText()
  const format = useTicketFormat(props)
  if (props.status === 'loading') return <TicketSkeleton label={t('ticket.loading')} />
  if (props.status === 'loadFailed')
    return (
      <ErrorState title={errorText(props.formError, props.serverMessage)} onRetry={props.onRetry} />
    )

  const { coin: fig, price, receiveScale } = format
  const buy = props.side === 'buy'
  const rows = [
    {
      id: 'total',
      label: t('ticket.total'),
      value: fig(props.total, props.quoteScale, props.quote),
    },
    {
      id: 'fee',
      label: t('ticket.fee', { rate: format.feePercent }),
      value: fig(props.fee, receiveScale, props.receiveUnit),
    },
    {
      id: 'receive',
      label: t('ticket.receive'),
      value: fig(props.receive, receiveScale, props.receiveUnit),
    },
  ]
  const submit = (e: FormEvent) => {
    e.preventDefault()
    props.onSubmit()
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={t('ticket.title')}
      data-slot="order-ticket"
      data-side={props.side}
      className="flex min-w-0 flex-col gap-2.5"
    >
      <SideSwitch side={props.side} onChange={props.onSideChange} />
      <Tabs
        aria-label={t('ticket.kind.label')}
        items={[
          { value: 'limit', label: t('ticket.kind.limit') },
          { value: 'market', label: t('ticket.kind.market') },
        ]}
        value={props.kind}
        onValueChange={props.onKindChange}
        className="[&_[role=tab]]:h-9 [&_[role=tab]]:text-sm"
      />
      {props.kind === 'limit' ? (
        <TicketField
          label={t('ticket.price.label')}
          unit={props.quote}
          value={props.price}
          onChange={props.onPriceChange}
          error={errorText(props.fieldErrors.price, props.serverMessage)}
          hint={
            props.band &&
            t('ticket.price.band', { low: price(props.band.low), high: price(props.band.high) })
          }
        />
      ) : (
        <div className="flex flex-col gap-1">
          <span className="text-muted text-xs">{t('ticket.price.label')}</span>
          <p className="bg-raised text-muted flex h-10 items-center rounded-lg px-2 text-sm">
            {t('ticket.price.market')}
          </p>
        </div>
      )}
      <TicketField
        label={t('ticket.amount.label')}
        unit={props.base}
        value={props.amount}
        onChange={props.onAmountChange}
        error={errorText(props.fieldErrors.amount, props.serverMessage)}
        hint={t('ticket.minTotal', { amount: fig(props.minTotal, props.quoteScale, props.quote) })}
      />
      <div className="grid grid-cols-4 gap-1">
        {percents.map((p) => (
          <button
            key={p}
            type="button"
            aria-label={t('ticket.amount.percentLabel', { percent: p })}
            onClick={() => props.onPercent(p)}
            className="bg-raised text-ink h-7 rounded-md text-xs tabular-nums active:opacity-70"
          >
            {t('ticket.amount.percent', { percent: p })}
          </button>
        ))}
      </div>
      <dl className="flex flex-col gap-1 text-xs">
        <div className="flex flex-wrap justify-between gap-x-2">
          <dt className="text-muted">{t('ticket.available')}</dt>
          <dd data-slot="available" className="ml-auto text-right tabular-nums">
            {fig(props.available, buy ? props.quoteScale : props.baseScale, props.availableUnit)}
          </dd>
        </div>
        {rows.map((row) => (
          <div key={row.id} data-row={row.id} className="flex flex-wrap justify-between gap-x-2">
            <dt className="text-muted">{row.label}</dt>
            <dd className="ml-auto text-right tabular-nums">{row.value}</dd>
          </div>
        ))}
      </dl>
      {props.formError && (
        <p role="alert" className="text-error text-xs">
          {errorText(props.formError, props.serverMessage)}
        </p>
      )}
      {props.isPlaced && (
        <p role="status" className="text-success text-xs font-medium">
          {t('ticket.placed')}
        </p>
      )}
      <Button type="submit" block variant={buy ? 'up' : 'down'}>
        {t(buy ? 'ticket.submit.buy' : 'ticket.submit.sell', { coin: props.base })}
      </Button>
    </form>
  )
}
