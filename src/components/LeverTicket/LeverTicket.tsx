import type { FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { LeverOrderKind, PositionSide } from '@/api/contract/lever'
import { TicketField } from '@/components/OrderTicket/ticket-field'
import { TicketSkeleton } from '@/components/OrderTicket/ticket-skeleton'
import { Button } from '@/components/ui/Button/Button'
import { ErrorState } from '@/components/ui/ErrorState/ErrorState'
import { Tabs } from '@/components/ui/Tabs/Tabs'
import { useErrorText } from '@/i18n/use-error-text'
import type { LeverTicketView } from '@/machines/lever-ticket/lever-ticket.view'
import { Chips } from './chips'
import { useLeverFormat } from './lever-format'
import { LeverSideSwitch } from './side-switch'
import { LeverSummary } from './summary'

export interface LeverTicketProps extends LeverTicketView {
  onSideChange: (side: PositionSide) => void
  onKindChange: (kind: LeverOrderKind) => void
  onLeverageChange: (multiple: number) => void
  onLotsChange: (value: string) => void
  /** A preset lot button. */
  onLotsPreset: (lots: number) => void
  /** "Max": as many lots as the balance pays for. */
  onLotsMax: () => void
  onPriceChange: (value: string) => void
  onSubmit: () => void
  /** Loads the pair's terms again after a failure. */
  onRetry: () => void
  /** The fund-transfer screen (`href(paths.fundTransfer)`); none hides the link. @default null */
  transferHref?: string | null
}

/**
 * The futures ticket (issue 13, api-reference §7.2): Long or Short, market or limit, leverage from
 * the pair's multiples, lots (typed, presets, max) and a limit price, then the preview from
 * lever-math through the view (the spread shown apart, never silently added) and the Contract
 * balance with a link to fund transfer.
 */
export function LeverTicket(props: LeverTicketProps) {
  const { t } = useTranslation('contract')
  const errorText = useErrorText()
  const f = useLeverFormat(props)
  if (props.status === 'loading') return <TicketSkeleton label={t('ticket.loading')} />
  if (props.status === 'loadFailed')
    return (
      <ErrorState title={errorText(props.formError, props.serverMessage)} onRetry={props.onRetry} />
    )

  const long = props.side === 'long'
  const lotsHint = t(props.maxLots > 0 ? 'ticket.lots.hint' : 'ticket.lots.hintNoMax', {
    size: f.lotSize,
    coin: props.base,
    min: f.count(props.minLots),
    max: f.count(props.maxLots),
  })
  const submit = (e: FormEvent) => {
    e.preventDefault()
    props.onSubmit()
  }
  const kinds = [
    { value: 'market' as const, label: t('ticket.kind.market') },
    ...(props.limitOrders || props.kind === 'limit'
      ? [{ value: 'limit' as const, label: t('ticket.kind.limit') }]
      : []),
  ]

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={t('ticket.title')}
      data-slot="lever-ticket"
      data-side={props.side}
      className="flex min-w-0 flex-col gap-2.5"
    >
      <LeverSideSwitch side={props.side} onChange={props.onSideChange} />
      <Tabs
        aria-label={t('ticket.kind.label')}
        items={kinds}
        value={props.kind}
        onValueChange={props.onKindChange}
        className="[&_[role=tab]]:h-9 [&_[role=tab]]:text-sm"
      />
      <Chips
        label={t('ticket.leverage.label')}
        columns={5}
        items={props.multiples.map((m) => ({
          key: String(m),
          text: t('ticket.leverage.value', { multiple: m }),
          pressed: m === props.multiple,
        }))}
        onPick={(m) => props.onLeverageChange(Number(m))}
      />
      {props.kind === 'limit' ? (
        <TicketField
          label={t('ticket.price.label')}
          unit={props.quote}
          value={props.price}
          onChange={props.onPriceChange}
          error={errorText(props.fieldErrors.price, props.serverMessage)}
          hint={props.lastPrice && t('ticket.price.last', { price: f.price(props.lastPrice) })}
        />
      ) : (
        <div className="flex flex-col gap-1">
          <span className="text-muted text-xs">{t('ticket.price.marketLabel')}</span>
          <p className="bg-raised text-muted flex h-10 items-center rounded-lg px-2 text-sm">
            {t('ticket.price.market')}
          </p>
        </div>
      )}
      <TicketField
        label={t('ticket.lots.label')}
        unit=""
        value={props.lots}
        onChange={props.onLotsChange}
        error={errorText(props.fieldErrors.lots, props.serverMessage)}
        hint={lotsHint}
      />
      <Chips
        label={t('ticket.lots.presets')}
        columns={3}
        items={[
          ...props.lotPresets.map((n) => ({
            key: String(n),
            text: f.count(n),
            label: t('ticket.lots.preset', { lots: f.count(n) }),
          })),
          {
            key: 'max',
            text: t('ticket.lots.max'),
            label: t('ticket.lots.maxLabel', { lots: f.count(props.affordableLots) }),
          },
        ]}
        onPick={(key) => (key === 'max' ? props.onLotsMax() : props.onLotsPreset(Number(key)))}
      />
      <LeverSummary view={props} transferHref={props.transferHref ?? null} />
      {props.formError && (
        <p role="alert" className="text-error text-xs">
          {errorText(props.formError, props.serverMessage)}
        </p>
      )}
      {props.isOpened && (
        <p role="status" className="text-success text-xs font-medium">
          {t(props.position?.status === 'pending' ? 'ticket.placed' : 'ticket.opened')}
        </p>
      )}
      <Button type="submit" block variant={long ? 'up' : 'down'}>
        {t(long ? 'ticket.submit.long' : 'ticket.submit.short')}
      </Button>
    </form>
  )
}
