import type { ComponentProps } from 'react'
import { useTranslation } from 'react-i18next'
import { NftMedia } from '@/components/NftMedia/NftMedia'
import { cn } from '@/lib/cn'
import { formatTokenAmount } from '@/lib/wallet-format'
import type { NftCardView } from '@/machines/nft-cards/nft-cards.view'
import { NftCountdown, NftMediaTypeBadge, NftRarityBadge, NftSaleTypeBadge } from './nft-badges'

export interface NftCardProps extends Omit<ComponentProps<'article'>, 'children'> {
  card: NftCardView
  /** The item's page (the whole card is the link). */
  href: string
  /** Toggles the favourite; without it no heart is drawn. */
  onToggleCollect?: () => void
}

/**
 * One NFT as the lists show it: its picture with the media type, the sale type and rarity, name
 * and artist, the price (an auction's current bid) and its sale window's countdown; a heart to
 * favourite it, except on the caller's own item (which says "Yours").
 */
export function NftCard({ card, href, onToggleCollect, className, ...props }: NftCardProps) {
  const { t, i18n } = useTranslation('nft')
  const price = t('amount', {
    amount: formatTokenAmount(card.price, i18n.language, card.scale),
    coin: card.currencyName,
  })
  return (
    <article
      data-slot="nft-card"
      data-state={card.phase}
      aria-label={card.name}
      className={cn('bg-surface relative flex flex-col overflow-hidden rounded-xl', className)}
      {...props}
    >
      <div className="relative">
        <NftMedia
          type={card.mediaType}
          image={card.image}
          media={card.media}
          name={card.name}
          className="aspect-square"
        />
        <div className="absolute inset-x-2 top-2 flex flex-wrap gap-1">
          <NftSaleTypeBadge payType={card.payType} />
          <NftRarityBadge rarity={card.rarity} />
          {card.mediaType !== 'image' && <NftMediaTypeBadge mediaType={card.mediaType} />}
        </div>
      </div>
      <div className="flex flex-col gap-1 p-2">
        {/* the whole card is the link's target (after:inset-0) */}
        <a href={href} className="text-ink text-sm font-semibold after:absolute after:inset-0">
          <span className="line-clamp-2">{card.name}</span>
        </a>
        <p className="text-muted truncate text-xs">{t('card.by', { name: card.authorName })}</p>
        <div className="flex items-end justify-between gap-1">
          <p className="flex min-w-0 flex-col">
            <span className="text-muted text-xs">
              {t(card.payType === 'auction' ? 'card.currentBid' : 'card.price')}
            </span>
            <span className="text-ink truncate text-sm font-semibold tabular-nums">{price}</span>
          </p>
          {card.mine ? (
            <span className="text-muted text-xs">{t('card.mine')}</span>
          ) : (
            onToggleCollect && <CollectButton card={card} onToggle={onToggleCollect} />
          )}
        </div>
        <NftCountdown
          phase={card.phase}
          secondsLeft={card.secondsLeft}
          className={cn('text-xs', card.phase === 'onSale' ? 'text-up' : 'text-muted')}
        />
      </div>
    </article>
  )
}

function CollectButton({ card, onToggle }: { card: NftCardView; onToggle: () => void }) {
  const { t } = useTranslation('nft')
  return (
    <button
      type="button"
      data-slot="nft-collect"
      data-state={card.collectPending ? 'pending' : card.collected ? 'on' : 'off'}
      aria-pressed={card.collected}
      aria-busy={card.collectPending || undefined}
      aria-label={t(card.collectPending ? 'card.favouriteSaving' : 'card.favourite', {
        name: card.name,
      })}
      disabled={!card.canCollect}
      onClick={onToggle}
      className={cn(
        'relative z-10 -m-2 flex size-11 shrink-0 items-center justify-center rounded-lg',
        card.collected ? 'text-down' : 'text-muted',
        card.collectPending && 'opacity-60 motion-safe:animate-pulse',
        !card.canCollect && !card.collectPending && 'opacity-60',
      )}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5">
        <path
          d="M12 20.5s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.4a4.3 4.3 0 0 1 7.5 2.9c0 5.6-7.5 10.2-7.5 10.2Z"
          fill={card.collected ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="1.6"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  )
}
