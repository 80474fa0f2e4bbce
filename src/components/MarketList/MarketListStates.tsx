import type { ComponentProps } from 'react'
import { useTranslation } from 'react-i18next'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'

export interface MarketListEmptyProps {
  empty: 'markets' | 'favourites' | 'favouritesVisitor' | 'search'
  keyword: string
  loginHref?: string
  onShowAll?: () => void
}

/** What an empty markets list says: log in, add a favourite, no results, or nothing listed. */
export function MarketListEmpty({ empty, keyword, loginHref, onShowAll }: MarketListEmptyProps) {
  const { t } = useTranslation('markets')
  const action = 'text-primary-ink inline-flex h-11 items-center px-4 text-base font-medium'
  if (empty === 'favouritesVisitor')
    return (
      <EmptyState
        title={t('marketList.favourites.visitor.title')}
        description={t('marketList.favourites.visitor.description')}
        action={
          <a href={loginHref} className={action}>
            {t('marketList.favourites.visitor.login')}
          </a>
        }
      />
    )
  if (empty === 'favourites')
    return (
      <EmptyState
        title={t('marketList.favourites.empty.title')}
        description={t('marketList.favourites.empty.description')}
        action={
          onShowAll && (
            <button type="button" onClick={onShowAll} className={action}>
              {t('marketList.favourites.empty.showAll')}
            </button>
          )
        }
      />
    )
  if (empty === 'search')
    return (
      <EmptyState
        title={t('marketList.noResults.title', { keyword })}
        description={t('marketList.noResults.description')}
      />
    )
  return <EmptyState title={t('marketList.empty')} />
}

/** Eight placeholder rows while the first quotes load; announced once as loading. */
export function MarketListSkeleton({
  rowHeight,
  className,
  ...props
}: ComponentProps<'div'> & { rowHeight: number }) {
  const { t } = useTranslation('markets')
  return (
    <div aria-busy="true" data-slot="market-list-skeleton" className={className} {...props}>
      <span role="status" className="sr-only">
        {t('marketList.loading')}
      </span>
      {Array.from({ length: 8 }, (_, i) => (
        <div
          key={i}
          aria-hidden="true"
          className="border-line flex items-center gap-3 border-b ps-4 pe-14"
          style={{ height: rowHeight }}
        >
          <span className="flex flex-1 flex-col gap-2">
            <span className="bg-raised h-4 w-24 rounded motion-safe:animate-pulse" />
            <span className="bg-raised h-3 w-16 rounded motion-safe:animate-pulse" />
          </span>
          <span className="bg-raised h-4 w-20 rounded motion-safe:animate-pulse" />
          <span className="bg-raised h-4 w-16 rounded motion-safe:animate-pulse" />
        </div>
      ))}
    </div>
  )
}
