import { useTranslation } from 'react-i18next'
import { FavouritesContext, useFavourites } from '@/app/favourites'
import { useConnectionView, useMarket } from '@/app/market'
import { href, paths, symbolHref } from '@/app/paths'
import { MarketList } from '@/components/MarketList/MarketList'
import { SortHeader } from '@/components/SortHeader/SortHeader'
import { StaleMarker } from '@/components/StaleMarker/StaleMarker'
import { NavBar } from '@/components/ui/NavBar/NavBar'
import { Tabs } from '@/components/ui/Tabs/Tabs'
import { useStale, useSymbols } from '@/lib/use-quote'
import type { marketListMachine } from '@/machines/market-list/market-list.machine'
import type { MarketTab } from '@/machines/market-list/market-list.order'
import { useMarketList } from './use-market-list'

export interface MarketsScreenProps {
  /** The list logic; stories pass `marketListMachine.provide(...)`. @default marketListMachine */
  machine?: typeof marketListMachine
}

/**
 * Spec §2 /pages/market/market: favourites and every pair (a tab per quote currency when there are
 * several), sortable by volume, price and change, live, with a way into search.
 */
export function MarketsScreen({ machine }: MarketsScreenProps) {
  const { t } = useTranslation('markets')
  const { connection } = useMarket()
  const feed = useConnectionView()
  const favourites = useFavourites()
  const favouritesActor = FavouritesContext.useActorRef()
  const favouritesError = FavouritesContext.useSelector((s) => s.context.error)
  const { store, view, send, onOpen } = useMarketList('markets', machine)
  const symbols = useSymbols(store)
  const stale = useStale(store)

  const onFavourites = view.tab === 'favourites'
  const feedEmpty = symbols.length === 0
  const status =
    (feedEmpty && feed.error) || (onFavourites && favourites.status === 'failed')
      ? 'error'
      : (feedEmpty && feed.status !== 'live') || (onFavourites && favourites.status === 'loading')
        ? 'loading'
        : 'ready'
  const retry =
    onFavourites && favourites.status === 'failed'
      ? () => favouritesActor.send({ type: 'favourites.retry' })
      : feed.canRetry
        ? () => connection.send({ type: 'connection.retry' })
        : undefined
  const tabLabel = (tab: MarketTab) =>
    tab === 'favourites'
      ? t('markets.tab.favourites')
      : tab === 'all'
        ? t('markets.tab.all')
        : tab.slice('quote:'.length)

  return (
    <div className="flex h-full flex-col">
      <NavBar
        title={t('markets.title')}
        actions={
          <a
            href={href(paths.marketSearch)}
            aria-label={t('markets.search')}
            className="text-ink flex size-11 items-center justify-center"
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="size-6"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <circle cx="11" cy="11" r="6.5" />
              <path d="m16 16 4.5 4.5" />
            </svg>
          </a>
        }
      />
      <div className="flex items-end gap-3 px-4">
        <Tabs
          aria-label={t('markets.tabs.label')}
          items={view.tabs.map((tab) => ({ value: tab, label: tabLabel(tab) }))}
          value={view.tab}
          onValueChange={(tab) => send({ type: 'tab.select', tab })}
          className="min-w-fit flex-1"
        />
        {/* the tabs keep their width; a long note (Portuguese's offline one with its retry) wraps */}
        <StaleMarker
          status={feed.status}
          onRetry={() => connection.send({ type: 'connection.retry' })}
          className="h-11 min-w-0 justify-end"
        />
      </div>
      <SortHeader sort={view.sort} onSortToggle={(key) => send({ type: 'sort.toggle', key })} />
      <MarketList
        store={store}
        symbols={view.symbols}
        status={status}
        error={onFavourites && favourites.status === 'failed' ? favouritesError : feed.error}
        onRetry={retry}
        empty={
          !onFavourites
            ? 'markets'
            : favourites.status === 'visitor'
              ? 'favouritesVisitor'
              : 'favourites'
        }
        loginHref={href(paths.login)}
        onShowAll={() => send({ type: 'tab.select', tab: 'all' })}
        favourites={favourites}
        stale={stale}
        hrefOf={symbolHref}
        onOpen={onOpen}
      />
    </div>
  )
}
