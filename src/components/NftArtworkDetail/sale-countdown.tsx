import { useTranslation } from 'react-i18next'
import type { SalePhase } from '@/machines/nft-artwork/nft-artwork.logic'

const DAY_S = 86_400

/** "03:15:20": hours, minutes and seconds of what is left of the day. */
function clockOf(seconds: number): string {
  const rest = seconds % DAY_S
  const parts = [Math.floor(rest / 3600), Math.floor((rest % 3600) / 60), rest % 60]
  return parts.map((n) => String(n).padStart(2, '0')).join(':')
}

/**
 * "Starts in 1 day 02:00:00" / "Ends in 00:01:30" / "Sale ended" / "Not on sale", on the page's
 * clock.
 */
export function SaleCountdown({ phase, secondsLeft }: { phase: SalePhase; secondsLeft: number }) {
  const { t } = useTranslation('nftBuy')
  if (phase === 'ended' || phase === 'notOnSale')
    return (
      <p data-slot="sale-countdown" data-state={phase} className="text-muted text-sm">
        {t(phase === 'ended' ? 'sale.ended' : 'sale.notOnSale')}
      </p>
    )
  const days = Math.floor(secondsLeft / DAY_S)
  const clock = clockOf(secondsLeft)
  const left = days > 0 ? t('sale.days', { count: days, clock }) : clock
  return (
    <p
      data-slot="sale-countdown"
      data-state={phase}
      className="text-ink text-sm font-medium tabular-nums"
    >
      {t(phase === 'notStarted' ? 'sale.startsIn' : 'sale.endsIn', { left })}
    </p>
  )
}
