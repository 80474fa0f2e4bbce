import type { FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { OptionDirection } from '@/api/contract/micro'
import { TicketField } from '@/components/OrderTicket/ticket-field'
import { TicketSkeleton } from '@/components/OrderTicket/ticket-skeleton'
import { Button } from '@/components/ui/Button/Button'
import { ErrorState } from '@/components/ui/ErrorState/ErrorState'
import { useErrorText } from '@/i18n/use-error-text'
import type { OptionTicketView } from '@/machines/option-ticket/option-ticket.view'
import { DirectionArrow, OptionChips } from './option-chips'
import { useOptionFormat } from './option-format'

export interface OptionTicketProps extends OptionTicketView {
  onDurationChange: (seconds: number) => void
  onStakeChange: (value: string) => void
  /** A preset stake button. */
  onStakePreset: (stake: string) => void
  /** "Max": the largest stake the balance pays for with its fee. */
  onStakeMax: () => void
  /** Rise or Fall: opens the confirm sheet for that direction (or says what is wrong). */
  onSubmit: (direction: OptionDirection) => void
  /** Loads the pair's durations and the balance again after a failure. */
  onRetry: () => void
  /** Fund transfer to the options account (the screen builds it); none hides the link. @default null */
  transferHref?: string | null
}

const directions = ['rise', 'fall'] as const

/**
 * The seconds-options ticket (issue 14, api-reference §8.2): a duration from the pair's (each with
 * its payout on a win), the stake (typed, presets, Max) with the limits that apply, the fee charged
 * on top, the options balance with a link to fund transfer, then Rise or Fall, each with its
 * payout. Every figure comes from micro-math through the view.
 */
export function OptionTicket(props: OptionTicketProps) {
  const { t } = useTranslation('options')
  const errorText = useErrorText()
  const f = useOptionFormat(props)
  if (props.status === 'loading') return <TicketSkeleton label={t('ticket.loading')} />
  if (props.status === 'loadFailed')
    return (
      <ErrorState title={errorText(props.formError, props.serverMessage)} onRetry={props.onRetry} />
    )

  const { minStake: min, maxStakeLimit: max, coin } = props
  const limits =
    min && max
      ? t('ticket.stake.limits', { min: f.amount(min), max: f.amount(max), coin })
      : min
        ? t('ticket.stake.limitsMin', { min: f.amount(min), coin })
        : max
          ? t('ticket.stake.limitsMax', { max: f.amount(max), coin })
          : undefined
  const rate = f.rate(props.feeRate)
  const ratio = props.payoutRatio === null ? null : f.rate(props.payoutRatio)
  const placed = props.isPlaced ? props.order : null
  const submit = (e: FormEvent) => e.preventDefault()

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={t('ticket.title')}
      data-slot="option-ticket"
      className="flex min-w-0 flex-col gap-2.5"
    >
      <OptionChips
        label={t('ticket.duration.label')}
        columns="grid-cols-4"
        tall
        items={props.durations.map((d) => ({
          key: String(d.seconds),
          text: t('ticket.duration.value', { seconds: d.seconds, ratio: f.rate(d.payoutRatio) }),
          pressed: d.seconds === props.seconds,
        }))}
        onPick={(seconds) => props.onDurationChange(Number(seconds))}
      />
      <TicketField
        label={t('ticket.stake.label')}
        unit={coin}
        value={props.stake}
        onChange={props.onStakeChange}
        error={errorText(props.stakeError, props.serverMessage)}
        hint={limits}
      />
      <OptionChips
        label={t('ticket.stake.presets')}
        columns="grid-cols-6"
        items={[
          ...props.presets.map((stake) => ({
            key: stake,
            text: f.amount(stake),
            label: t('ticket.stake.preset', { stake: f.amount(stake), coin }),
          })),
          {
            key: 'max',
            text: t('ticket.stake.max'),
            label: t('ticket.stake.maxLabel', { stake: f.money(props.maxStake) }),
          },
        ]}
        onPick={(key) => (key === 'max' ? props.onStakeMax() : props.onStakePreset(key))}
      />
      <p data-slot="fee" className="text-muted text-xs">
        {props.fee === null
          ? t('ticket.feeNone', { rate })
          : t('ticket.fee', { rate, fee: f.money(props.fee) })}
      </p>
      <div className="flex items-center justify-between gap-2 text-xs">
        <span className="text-muted">{t('ticket.balance')}</span>
        <span data-slot="balance" className="ml-auto tabular-nums">
          {f.money(props.balance)}
        </span>
        {props.transferHref && (
          <a
            href={props.transferHref}
            aria-label={t('ticket.transferLabel')}
            className="text-primary-ink font-medium"
          >
            {t('ticket.transfer')}
          </a>
        )}
      </div>
      {props.formError && (
        <p role="alert" className="text-error text-xs">
          {errorText(props.formError, props.serverMessage)}
        </p>
      )}
      {placed && (
        <p role="status" className="text-success text-xs font-medium">
          {t('ticket.placed', {
            direction: t(`ticket.${placed.direction}`),
            seconds: placed.seconds,
            stake: f.money(placed.stake),
          })}
        </p>
      )}
      <div role="group" aria-label={t('ticket.actions')} className="grid grid-cols-2 gap-2">
        {directions.map((d) => (
          <Button
            key={d}
            variant={d === 'rise' ? 'up' : 'down'}
            onClick={() => props.onSubmit(d)}
            className="h-14 flex-col gap-0"
          >
            <span className="flex items-center gap-1 text-base font-semibold">
              <DirectionArrow up={d === 'rise'} />
              {t(`ticket.${d}`)}
            </span>
            {ratio !== null && (
              <span className="text-xs font-medium">{t('ticket.payout', { ratio })}</span>
            )}
          </Button>
        ))}
      </div>
    </form>
  )
}
