import { useTranslation } from 'react-i18next'
import { NftGrid } from '@/components/NftGrid/NftGrid'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'
import { ErrorState } from '@/components/ui/ErrorState/ErrorState'
import { Loader } from '@/components/ui/Loader/Loader'
import { Tabs } from '@/components/ui/Tabs/Tabs'
import { useErrorText } from '@/i18n/use-error-text'
import type { NftArtistTab } from '@/machines/nft-artist/nft-artist.machine'
import type { NftArtistView } from '@/machines/nft-artist/nft-artist.view'
import type { NftCardView } from '@/machines/nft-cards/nft-cards.view'

export interface NftArtistProfileProps extends Omit<NftArtistView, 'rows' | 'now'> {
  /** The cards of the tab shown. */
  cards: NftCardView[]
  hrefOf: (card: NftCardView) => string
  onTabChange: (tab: NftArtistTab) => void
  onToggleCollect: (card: NftCardView) => void
  onRetry: () => void
}

/** An artist (spec §2 nft/artistDetail): picture, name, favourites of their works; works and favourites on tabs. */
export function NftArtistProfile(props: NftArtistProfileProps) {
  const { t } = useTranslation('nft')
  const errorText = useErrorText()
  if (props.status === 'loading') return <Loader />
  if (props.status === 'failed')
    return <ErrorState title={errorText(props.error)} onRetry={props.onRetry} />
  if (props.status === 'notFound' || !props.artist)
    return <EmptyState title={t('artist.notFound')} />
  const { artist } = props
  const counts = { artworks: props.artworksCount, collects: props.collectsCount }
  return (
    <div data-slot="nft-artist-profile" className="flex flex-col gap-4">
      <section aria-labelledby="nft-artist-name" className="flex items-center gap-4">
        <img
          src={artist.avatar}
          alt=""
          className="bg-raised size-16 shrink-0 rounded-full object-cover"
        />
        <div className="min-w-0">
          <h2 id="nft-artist-name" className="text-ink truncate text-lg font-semibold">
            {artist.nickname}
          </h2>
          <p className="text-muted text-sm">
            {t('artist.collectNumber', { count: props.artworksCollectNumber })}
          </p>
        </div>
      </section>
      <Tabs
        items={props.tabs.map((tab) => ({
          value: tab,
          label: t(`artist.tab.${tab}`, { count: counts[tab] }),
        }))}
        value={props.tab}
        onValueChange={props.onTabChange}
        aria-label={t('artist.tabs')}
        layout="fill"
      >
        <NftGrid
          status={props.cards.length ? 'ready' : 'empty'}
          cards={props.cards}
          error={null}
          emptyTitle={t(`artist.empty.${props.tab}`)}
          hrefOf={props.hrefOf}
          onToggleCollect={props.onToggleCollect}
          onRetry={props.onRetry}
        />
      </Tabs>
    </div>
  )
}
