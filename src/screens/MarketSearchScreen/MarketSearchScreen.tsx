import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router-dom'
import { useFavourites } from '@/app/favourites'
import { useConnectionView, useMarket } from '@/app/market'
import { paths, symbolHref } from '@/app/paths'
import { HotSearch } from '@/components/HotSearch/HotSearch'
import { MarketList } from '@/components/MarketList/MarketList'
import { RecentViews } from '@/components/RecentViews/RecentViews'
import { SearchBar } from '@/components/SearchBar/SearchBar'
import { StaleMarker } from '@/components/StaleMarker/StaleMarker'
import { useStale, useSymbols } from '@/lib/use-quote'
import type { marketListMachine } from '@/machines/market-list/market-list.machine'
import { useMarketList } from '../MarketsScreen/use-market-list'

export interface MarketSearchScreenProps {
  /** The list logic; stories pass `marketListMachine.provide(...)`. @default marketListMachine */
  machine?: typeof marketListMachine
}

/**
 * Spec §2 /pages/market/search: a keyword finds pairs (searched when the user pauses; a blank
 * search is refused, spec §5); without one, recent views and hot search. Opening a pair records it.
 */
export function MarketSearchScreen({ machine }: MarketSearchScreenProps) {
  const { t } = useTranslation('markets')
  const navigate = useNavigate()
  const { connection } = useMarket()
  const feed = useConnectionView()
  const favourites = useFavourites()
  const { store, view, send, onOpen } = useMarketList('search', machine)
  const stale = useStale(store)
  const feedEmpty = useSymbols(store).length === 0

  return (
    <div className="flex h-full flex-col">
      <h1 className="sr-only">{t('search.title')}</h1>
      <SearchBar
        value={view.keyword}
        error={view.keywordError}
        onValueChange={(value) => send({ type: 'keyword.change', value })}
        onSubmit={() => send({ type: 'search.submit' })}
        onClear={() => send({ type: 'keyword.clear' })}
        onCancel={() => navigate(paths.market)}
        focusOnMount
        className="px-4 pt-2"
      />
      <div className="flex h-8 items-center justify-end px-4">
        <StaleMarker
          status={feed.status}
          onRetry={() => connection.send({ type: 'connection.retry' })}
        />
      </div>
      {view.showsResults ? (
        <>
          <p role="status" className="sr-only">
            {t('search.results', { count: view.symbols.length })}
          </p>
          <MarketList
            store={store}
            symbols={view.symbols}
            status={
              feedEmpty && feed.error
                ? 'error'
                : feedEmpty && feed.status !== 'live'
                  ? 'loading'
                  : 'ready'
            }
            error={feed.error}
            onRetry={
              feed.canRetry ? () => connection.send({ type: 'connection.retry' }) : undefined
            }
            empty="search"
            keyword={view.query}
            favourites={favourites}
            stale={stale}
            hrefOf={symbolHref}
            onOpen={onOpen}
            className="border-line border-t"
          />
        </>
      ) : (
        <div className="flex min-h-0 flex-1 flex-col gap-6 overflow-y-auto px-4 pb-6">
          <RecentViews
            symbols={view.recent}
            hrefOf={symbolHref}
            onOpen={onOpen}
            onClear={() => send({ type: 'recent.clear' })}
          />
          <HotSearch
            symbols={view.hot}
            store={store}
            stale={stale}
            hrefOf={symbolHref}
            onOpen={onOpen}
          />
        </div>
      )}
    </div>
  )
}
