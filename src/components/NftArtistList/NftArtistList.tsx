import { useTranslation } from 'react-i18next'
import type { NftArtist } from '@/api/contract/nft'
import { useNearEnd } from '@/components/NftGrid/use-near-end'
import { Button } from '@/components/ui/Button/Button'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'
import { ErrorState } from '@/components/ui/ErrorState/ErrorState'
import { Loader } from '@/components/ui/Loader/Loader'
import { useErrorText } from '@/i18n/use-error-text'
import type { NftArtistsView } from '@/machines/nft-artists/nft-artists.view'

export interface NftArtistListProps extends NftArtistsView {
  /** An artist's page. */
  hrefOf: (artist: NftArtist) => string
  onRetry: () => void
  onLoadMore: () => void
}

/** The artists (spec §2 nft/components/artist): picture, name and number of works; more as it scrolls. */
export function NftArtistList(props: NftArtistListProps) {
  const { t } = useTranslation('nft')
  const errorText = useErrorText()
  const endRef = useNearEnd<HTMLDivElement>(
    props.status === 'ready' && props.hasMore && !props.isLoadingMore && !props.moreError,
    props.onLoadMore,
  )
  return (
    <div
      data-slot="nft-artist-list"
      data-state={props.status}
      aria-busy={props.status === 'loading' || undefined}
    >
      {props.status === 'loading' && <Loader />}
      {props.status === 'failed' && (
        <ErrorState title={errorText(props.error)} onRetry={props.onRetry} />
      )}
      {props.status === 'empty' && <EmptyState title={t('artists.empty')} />}
      {props.status === 'ready' && (
        <div className="flex flex-col gap-3">
          <ul className="bg-surface divide-line flex flex-col divide-y rounded-xl">
            {props.artists.map((artist) => (
              <li key={artist.id}>
                <a href={props.hrefOf(artist)} className="flex items-center gap-3 px-4 py-3">
                  <img
                    src={artist.avatar}
                    alt=""
                    loading="lazy"
                    className="bg-raised size-11 shrink-0 rounded-full object-cover"
                  />
                  <span className="text-ink min-w-0 flex-1 truncate font-medium">
                    {artist.nickname}
                  </span>
                  <span className="text-muted shrink-0 text-sm">
                    {t('artists.works', { count: artist.artworks })}
                  </span>
                </a>
              </li>
            ))}
          </ul>
          <div ref={endRef} className="flex flex-col gap-2">
            {props.moreError && (
              <p role="alert" className="text-error text-center text-sm">
                {t('artists.loadMoreFailed')}
              </p>
            )}
            {props.hasMore ? (
              <Button
                variant="secondary"
                block
                busy={props.isLoadingMore}
                onClick={props.onLoadMore}
              >
                {t('grid.loadMore')}
              </Button>
            ) : (
              <p className="text-muted py-2 text-center text-xs">{t('grid.end')}</p>
            )}
          </div>
        </div>
      )}
    </div>
  )
}
