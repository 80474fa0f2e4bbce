import { useTranslation } from 'react-i18next'
import type { NftMediaType, NftPayType, NftRarity } from '@/api/contract/nft'
import { cn } from '@/lib/cn'
import type { NftSalePhase } from '@/machines/nft-cards/nft-cards.view'

const chip = 'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium'

const payTones: Record<NftPayType, string> = {
  fixed: 'text-primary-ink',
  auction: 'text-warning',
  blindBox: 'text-up',
}

/** The sale type: fixed price, auction or blind box (§19.1 pay_type). */
export function NftSaleTypeBadge({ payType }: { payType: NftPayType }) {
  const { t } = useTranslation('nft')
  return (
    <span
      data-slot="nft-sale-type"
      data-state={payType}
      className={cn(chip, 'bg-page/90', payTones[payType])}
    >
      {t(`payType.${payType}`)}
    </span>
  )
}

/** The rarity (N / R / SR as codes, named in full for screen readers); null: an unopened box. */
export function NftRarityBadge({ rarity }: { rarity: NftRarity | null }) {
  const { t } = useTranslation('nft')
  if (rarity === null)
    return (
      <span data-slot="nft-rarity" data-state="unopened" className={cn(chip, 'bg-raised text-ink')}>
        {t('rarity.unopened')}
      </span>
    )
  return (
    <span
      data-slot="nft-rarity"
      data-state={rarity}
      className={cn(
        chip,
        rarity === 'SR'
          ? 'bg-warning text-page'
          : rarity === 'R'
            ? 'bg-primary text-white'
            : 'bg-raised text-ink',
      )}
    >
      <span aria-hidden="true">{rarity}</span>
      <span className="sr-only">{t(`rarity.${rarity}`)}</span>
    </span>
  )
}

/** The media type, said in words (the picture itself does not say it is a sound or a clip). */
export function NftMediaTypeBadge({ mediaType }: { mediaType: NftMediaType }) {
  const { t } = useTranslation('nft')
  return (
    <span
      data-slot="nft-media-type"
      data-state={mediaType}
      className={cn(chip, 'bg-page/90 text-ink')}
    >
      {t(`mediaType.${mediaType}`)}
    </span>
  )
}

const DAY_S = 86_400

/** "03:15:20": hours, minutes and seconds of what is left of the day. */
function clockOf(seconds: number): string {
  const rest = seconds % DAY_S
  const parts = [Math.floor(rest / 3600), Math.floor((rest % 3600) / 60), rest % 60]
  return parts.map((n) => String(n).padStart(2, '0')).join(':')
}

/** "Starts in 1 day 02:00:00" / "Ends in 05:00:01" / "Sold" / "Not on sale", on the screen's clock. */
export function NftCountdown({
  phase,
  secondsLeft,
  className,
}: {
  phase: NftSalePhase
  secondsLeft: number
  className?: string
}) {
  const { t } = useTranslation('nft')
  if (phase === 'sold' || phase === 'notOnSale')
    return (
      <span data-slot="nft-countdown" data-state={phase} className={className}>
        {t(phase === 'sold' ? 'countdown.sold' : 'countdown.notOnSale')}
      </span>
    )
  const days = Math.floor(secondsLeft / DAY_S)
  const clock = clockOf(secondsLeft)
  const left = days > 0 ? t('countdown.days', { count: days, clock }) : clock
  return (
    <span data-slot="nft-countdown" data-state={phase} className={cn('tabular-nums', className)}>
      {t(phase === 'notStarted' ? 'countdown.startsIn' : 'countdown.endsIn', { left })}
    </span>
  )
}
