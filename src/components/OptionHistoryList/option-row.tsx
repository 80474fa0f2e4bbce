import { useTranslation } from 'react-i18next'
import { cn } from '@/lib/cn'
import { formatCoinAsWritten, formatDateTime, signOf } from '@/lib/wallet-format'
import type { OptionOrderView, OptionRowState } from '@/machines/option-orders/option-orders.view'

export interface OptionRowProps {
  order: OptionOrderView
  onOpen: (id: number) => void
  timeZone?: string
}

const stateTones: Record<OptionRowState, string> = {
  open: 'text-primary-ink border-primary-ink/60',
  closing: 'text-warning border-warning/60',
  win: 'text-up border-up/60',
  tie: 'text-muted border-line',
  loss: 'text-down border-down/60',
}

/** Green for a gain, red for a loss; the sign is the non-colour cue. */
export const netTone = (value: string) =>
  ({ 1: 'text-up', 0: 'text-ink', [-1]: 'text-down' })[signOf(value)]

/** Rise in the up colour, Fall in the down colour, each with its arrow (decoration). */
export function OptionDirection({ order }: { order: Pick<OptionOrderView, 'direction'> }) {
  const { t } = useTranslation('optionOrders')
  const rise = order.direction === 'rise'
  return (
    <span className={cn('font-semibold whitespace-nowrap', rise ? 'text-up' : 'text-down')}>
      <span aria-hidden="true">{rise ? '↑ ' : '↓ '}</span>
      {t(`direction.${order.direction}`)}
    </span>
  )
}

/** The name of an option ("Rise BTC/USDT 30 s"), shared by the row and the detail. */
export function useOptionTitle() {
  const { t } = useTranslation('optionOrders')
  return (o: Pick<OptionOrderView, 'direction' | 'symbol' | 'seconds'>) =>
    t('row.title', {
      direction: t(`direction.${o.direction}`),
      symbol: o.symbol,
      duration: t('duration', { seconds: o.seconds }),
    })
}

/** The chip saying how an option stands or settled. */
export function OptionState({ state }: { state: OptionRowState }) {
  const { t } = useTranslation('optionOrders')
  return (
    <span
      data-slot="option-state"
      className={cn(
        'rounded border px-1.5 py-0.5 text-xs font-medium whitespace-nowrap',
        stateTones[state],
      )}
    >
      {t(`state.${state}`)}
    </span>
  )
}

/**
 * One option: direction (green rise, red fall), pair and duration, how it stands or settled; its
 * stake, fee and net P/L (payout − stake − fee); when it was placed, and when an open one settles.
 * A tap on its title opens the detail.
 */
export function OptionRow({ order: o, onOpen, timeZone }: OptionRowProps) {
  const { t, i18n } = useTranslation('optionOrders')
  const lang = i18n.language
  const title = useOptionTitle()
  const coin = o.currencyName
  const figures = [
    { id: 'stake', label: t('row.stake', { coin }), value: formatCoinAsWritten(o.stake, lang) },
    { id: 'fee', label: t('row.fee', { coin }), value: formatCoinAsWritten(o.fee, lang) },
    {
      id: 'net',
      label: t('row.net', { coin }),
      value: o.net === null ? t('row.none') : formatCoinAsWritten(o.net, lang, true),
      tone: o.net === null ? undefined : cn('font-semibold', netTone(o.net)),
    },
  ]
  return (
    <article
      aria-label={title(o)}
      data-slot="option-history-row"
      data-state={o.state}
      className="flex flex-col gap-2 px-4 py-3"
    >
      <div className="flex items-center gap-2">
        <button
          type="button"
          onClick={() => onOpen(o.id)}
          className="flex min-w-0 flex-1 items-baseline gap-2 text-left active:opacity-70"
        >
          <OptionDirection order={o} />
          <span className="text-ink truncate font-medium">{o.symbol}</span>
          <span className="text-muted text-sm whitespace-nowrap">
            {t('duration', { seconds: o.seconds })}
          </span>
        </button>
        <OptionState state={o.state} />
      </div>
      <dl className="grid grid-cols-3 gap-3">
        {figures.map((f, i) => (
          <div
            key={f.id}
            className={cn(
              'flex min-w-0 flex-col',
              i === 1 && 'items-center',
              i === 2 && 'items-end',
            )}
          >
            <dt className="text-muted max-w-full truncate text-xs">{f.label}</dt>
            <dd className={cn('text-ink text-sm tabular-nums', f.tone)}>{f.value}</dd>
          </div>
        ))}
      </dl>
      <div className="flex items-center justify-between gap-2 text-xs">
        <time className="text-muted tabular-nums" dateTime={new Date(o.createdAt).toISOString()}>
          {formatDateTime(o.createdAt, lang, timeZone, 'second')}
        </time>
        {o.net === null && (
          <span className="text-primary-ink tabular-nums">
            {t('row.settlesAt', { time: formatDateTime(o.handledAt, lang, timeZone, 'clock') })}
          </span>
        )}
      </div>
    </article>
  )
}
