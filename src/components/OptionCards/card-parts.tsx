import { useTranslation } from 'react-i18next'
import type { OptionDirection, OptionOutcome } from '@/api/contract/micro'
import { cn } from '@/lib/cn'
import { formatNumber } from '@/lib/format'
import {
  formatCoin,
  formatCoinAsWritten,
  formatCoinChange,
  formatDateTime,
} from '@/lib/wallet-format'
import type { OptionCardBase } from '@/machines/option-positions/option-positions.view'

/**
 * How the option cards write their figures (format.ts and wallet-format.ts underneath): prices as
 * the engine wrote them, stake-coin amounts with the coin's decimals, signed results, engine ticks
 * to the second in the user's zone.
 */
export function useOptionFormat(timeZone?: string) {
  const { t, i18n } = useTranslation('optionPositions')
  const lang = i18n.language
  return {
    price: (value: string) => formatCoinAsWritten(value, lang),
    money: (value: string, card: OptionCardBase) =>
      t('amount', { amount: formatCoin(value, card.scale, lang), coin: card.quote }),
    signed: (value: string, card: OptionCardBase) =>
      t('amount', { amount: formatCoinChange(value, card.scale, lang), coin: card.quote }),
    percent: (value: string) =>
      t('card.percent', { value: formatNumber(value, lang, { decimals: 0 }) }),
    tick: (ms: number) => formatDateTime(ms, lang, timeZone, 'clock'),
    /** "BTC/USDT Rise 30 s": the option's name in labels and announcements. */
    title: (card: OptionCardBase) =>
      t('card.title', {
        symbol: card.symbol,
        direction: t(`direction.${card.direction}`),
        seconds: card.seconds,
      }),
  }
}

/** Tone of a result or an expected result: a win is up-coloured, a loss down-coloured. */
export const outcomeTone: Record<OptionOutcome, string> = {
  win: 'text-up',
  tie: 'text-ink',
  loss: 'text-down',
}

const directionTone: Record<OptionDirection, string> = {
  rise: 'text-up border-up/60',
  fall: 'text-down border-down/60',
}

/** Rise ↑ / Fall ↓ badge, pair and duration. */
export function CardHeading(props: { card: OptionCardBase }) {
  const { t } = useTranslation('optionPositions')
  const { card } = props
  return (
    <div className="flex min-w-0 items-center gap-2">
      <span
        data-slot="direction-badge"
        className={cn(
          'rounded border px-1.5 py-0.5 text-xs font-semibold',
          directionTone[card.direction],
        )}
      >
        <span aria-hidden="true">{card.direction === 'rise' ? '↑ ' : '↓ '}</span>
        {t(`direction.${card.direction}`)}
      </span>
      <span className="text-ink truncate font-medium">{card.symbol}</span>
      <span className="text-muted text-xs">{t('card.duration', { seconds: card.seconds })}</span>
    </div>
  )
}

/** Stake, fee (always shown: never refunded) and payout %. */
export function Terms(props: { card: OptionCardBase; timeZone?: string }) {
  const { t } = useTranslation('optionPositions')
  const format = useOptionFormat(props.timeZone)
  const { card } = props
  const items = [
    { id: 'stake', label: t('card.stake'), value: format.money(card.stake, card) },
    { id: 'fee', label: t('card.fee'), value: format.money(card.fee, card) },
    { id: 'payout', label: t('card.payoutRatio'), value: format.percent(card.payoutRatio) },
  ]
  return (
    <dl className="flex justify-between gap-x-3">
      {items.map((f, i) => (
        <div key={f.id} className={cn('flex min-w-0 flex-col', i === 2 && 'items-end text-end')}>
          <dt className="text-muted truncate text-xs">{f.label}</dt>
          <dd className="text-ink text-sm whitespace-nowrap tabular-nums">{f.value}</dd>
        </div>
      ))}
    </dl>
  )
}
