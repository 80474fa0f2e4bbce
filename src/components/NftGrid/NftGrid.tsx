import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { NftCard } from '@/components/NftCard/NftCard'
import { Button } from '@/components/ui/Button/Button'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'
import { ErrorState } from '@/components/ui/ErrorState/ErrorState'
import { Loader } from '@/components/ui/Loader/Loader'
import type { ErrorCode } from '@/api/errors'
import { useErrorText } from '@/i18n/use-error-text'
import type { NftCardView } from '@/machines/nft-cards/nft-cards.view'
import { useNearEnd } from './use-near-end'

export interface NftGridProps {
  status: 'loading' | 'failed' | 'empty' | 'ready'
  cards: NftCardView[]
  error: ErrorCode | null
  /** What an empty list says. */
  emptyTitle: ReactNode
  emptyDescription?: ReactNode
  /** More pages exist (a list loaded whole leaves it out). @default false */
  hasMore?: boolean
  isLoadingMore?: boolean
  /** The next page failed: said so, and "load more" tries again. */
  moreError?: ErrorCode | null
  /** An item's page. */
  hrefOf: (card: NftCardView) => string
  onToggleCollect: (card: NftCardView) => void
  onRetry: () => void
  onLoadMore?: () => void
}

/**
 * NFT cards in two columns, with the list's loading, failed and empty states. A paged list asks
 * for its next page as its end comes near (infinite scroll), with a "load more" button for
 * keyboards and after a failed page.
 */
export function NftGrid(props: NftGridProps) {
  const { t } = useTranslation('nft')
  const errorText = useErrorText()
  const { hasMore = false, isLoadingMore = false, moreError = null, onLoadMore } = props
  const endRef = useNearEnd<HTMLDivElement>(
    props.status === 'ready' && hasMore && !isLoadingMore && !moreError && !!onLoadMore,
    () => onLoadMore?.(),
  )
  return (
    <div
      data-slot="nft-grid"
      data-state={props.status}
      aria-busy={props.status === 'loading' || undefined}
    >
      {props.status === 'loading' && <Loader />}
      {props.status === 'failed' && (
        <ErrorState title={errorText(props.error)} onRetry={props.onRetry} />
      )}
      {props.status === 'empty' && (
        <EmptyState title={props.emptyTitle} description={props.emptyDescription} />
      )}
      {props.status === 'ready' && (
        <div className="flex flex-col gap-3">
          <ul className="grid grid-cols-2 gap-3">
            {props.cards.map((card) => (
              <li key={card.id} className="flex">
                <NftCard
                  card={card}
                  href={props.hrefOf(card)}
                  onToggleCollect={() => props.onToggleCollect(card)}
                  className="flex-1"
                />
              </li>
            ))}
          </ul>
          {onLoadMore && (
            <div ref={endRef} className="flex flex-col gap-2 pt-1">
              {moreError && (
                <p role="alert" className="text-error text-center text-sm">
                  {t('grid.loadMoreFailed')}
                </p>
              )}
              {hasMore ? (
                <Button variant="secondary" block busy={isLoadingMore} onClick={onLoadMore}>
                  {t('grid.loadMore')}
                </Button>
              ) : (
                <p className="text-muted py-2 text-center text-xs">{t('grid.end')}</p>
              )}
            </div>
          )}
        </div>
      )}
    </div>
  )
}
