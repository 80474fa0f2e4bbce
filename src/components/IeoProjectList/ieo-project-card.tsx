import { useTranslation } from 'react-i18next'
import { CoinMark } from '@/components/CoinMark/CoinMark'
import { formatNumber } from '@/lib/format'
import { formatCoinAsWritten, formatDateTime, formatTokenAmount } from '@/lib/wallet-format'
import type { IeoCard } from '@/machines/ieo-list/ieo-list.view'
import { IeoCountdown, IeoPhaseChip } from './ieo-phase'

export interface IeoProjectCardProps {
  card: IeoCard
  href: string
  timeZone?: string
}

/** One project: token, phase with its countdown, price, supply, what is left, the window. */
export function IeoProjectCard({ card, href, timeZone }: IeoProjectCardProps) {
  const { t, i18n } = useTranslation('ieo')
  const tag = i18n.language
  const percent = formatNumber(card.remainingPercent, tag, { decimals: 2, rounding: 'down' })
  return (
    <li className="bg-surface relative flex flex-col gap-3 rounded-xl p-4">
      <div className="flex items-center gap-3">
        {card.logo ? (
          <img src={card.logo} alt="" className="size-9 rounded-full" />
        ) : (
          <CoinMark name={card.tokenName} />
        )}
        {/* the whole card is the link's target (after:inset-0) */}
        <a href={href} className="min-w-0 flex-1 after:absolute after:inset-0">
          <span className="text-ink block truncate font-semibold">{card.tokenName}</span>
          <span className="text-muted block truncate text-sm">{card.title}</span>
        </a>
        <IeoPhaseChip phase={card.phase} />
      </div>
      <IeoCountdown
        phase={card.phase}
        secondsLeft={card.secondsLeft}
        className="text-ink text-sm font-medium"
      />
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted">{t('card.price')}</dt>
        <dd className="text-ink text-right tabular-nums">
          {t('amount', {
            amount: formatCoinAsWritten(card.price, tag),
            coin: card.payCurrencyName,
          })}
        </dd>
        <dt className="text-muted">{t('card.supply')}</dt>
        <dd className="text-ink text-right tabular-nums">
          {t('amount', {
            amount: formatTokenAmount(card.supply, tag),
            coin: card.tokenName,
          })}
        </dd>
      </dl>
      <div className="flex flex-col gap-1">
        <div className="flex justify-between text-sm">
          <span className="text-muted">{t('card.remaining')}</span>
          <span className="text-ink tabular-nums">{t('percent', { percent })}</span>
        </div>
        {/* the number is written above; the bar only draws it */}
        <div aria-hidden="true" className="bg-raised h-1.5 overflow-hidden rounded-full">
          <div className="bg-primary h-full" style={{ width: `${card.remainingPercent}%` }} />
        </div>
      </div>
      <p className="text-muted text-xs tabular-nums">
        {t('card.window', {
          start: formatDateTime(card.startAt, tag, timeZone),
          end: formatDateTime(card.endAt, tag, timeZone),
        })}
      </p>
    </li>
  )
}
