import { useTranslation } from 'react-i18next'
import { ListFooter } from '@/components/WalletRecords/list-footer'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'
import { ErrorState } from '@/components/ui/ErrorState/ErrorState'
import { Loader } from '@/components/ui/Loader/Loader'
import { useErrorText } from '@/i18n/use-error-text'
import type { TraderListView } from '@/machines/trader-list/trader-list.view'
import { TraderCard } from './trader-card'

export interface TraderListProps extends TraderListView {
  /** A trader's page (`traderHref`). */
  traderHref: (id: number) => string
  /** My copy trading (`href(paths.copyMine)`). */
  mineHref: string
  /** Becoming a trader (`href(paths.copyApply)`). */
  applyHref: string
  onRetry: () => void
  onLoadMore: () => void
}

/**
 * The traders (spec §2 follow/index, issue 15): links to my copy trading and to becoming a
 * trader, what the order means, then each trader as a card leading to their page, paged with
 * "load more".
 */
export function TraderList(props: TraderListProps) {
  const { t } = useTranslation('traders')
  const errorText = useErrorText()
  return (
    <div data-slot="trader-list" className="flex flex-col gap-3 px-4">
      <nav aria-label={t('links.label')} className="grid grid-cols-2 gap-2">
        <TileLink href={props.mineHref} label={t('links.mine')} />
        <TileLink href={props.applyHref} label={t('links.apply')} />
      </nav>
      <p className="text-muted text-xs">{t('list.note')}</p>
      <div data-state={props.status} aria-busy={props.status === 'loading' || undefined}>
        {props.status === 'loading' && <Loader label={t('list.loading')} />}
        {props.status === 'failed' && (
          <ErrorState title={errorText(props.error)} onRetry={props.onRetry} />
        )}
        {props.status === 'empty' && (
          <EmptyState title={t('list.empty')} description={t('list.emptyHint')} />
        )}
        {props.status === 'ready' && (
          <>
            <ul aria-label={t('list.label')} className="flex flex-col gap-2">
              {props.traders.map((trader) => (
                <li key={trader.id}>
                  <TraderCard trader={trader} href={props.traderHref(trader.id)} />
                </li>
              ))}
            </ul>
            <ListFooter
              hasMore={props.hasMore}
              isLoadingMore={props.isLoadingMore}
              moreFailed={props.moreError !== null}
              onLoadMore={props.onLoadMore}
            />
          </>
        )}
      </div>
    </div>
  )
}

function TileLink({ href, label }: { href: string; label: string }) {
  return (
    <a
      href={href}
      className="bg-surface text-ink flex min-h-11 items-center justify-center rounded-xl px-3 text-center text-sm font-medium"
    >
      {label}
    </a>
  )
}
