import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/Button/Button'

export interface ListFooterProps {
  hasMore: boolean
  isLoadingMore: boolean
  /** The next page failed: said so, and "load more" tries again. */
  moreFailed: boolean
  onLoadMore: () => void
}

/** The end of a paged wallet list: "load more" while pages remain, or the end reached. */
export function ListFooter({ hasMore, isLoadingMore, moreFailed, onLoadMore }: ListFooterProps) {
  const { t } = useTranslation('wallet')
  return (
    <div className="flex flex-col gap-2 pt-2">
      {moreFailed && (
        <p role="alert" className="text-error text-center text-sm">
          {t('records.loadMoreFailed')}
        </p>
      )}
      {hasMore ? (
        <Button variant="secondary" block busy={isLoadingMore} onClick={onLoadMore}>
          {t('records.loadMore')}
        </Button>
      ) : (
        <p className="text-muted py-2 text-center text-xs">{t('records.end')}</p>
      )}
    </div>
  )
}
