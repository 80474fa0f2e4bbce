import { useMachine } from '@xstate/react'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { nftPayTypes, type NftPayType } from '@/api/contract/nft'
import { href, nftDetailHref, nftSearchHref, paths } from '@/app/paths'
import { useBack } from '@/app/use-back'
import { NftGrid } from '@/components/NftGrid/NftGrid'
import { NftMarketFilters } from '@/components/NftMarketFilters/NftMarketFilters'
import { NftSections } from '@/components/NftSections/NftSections'
import { NavBar } from '@/components/ui/NavBar/NavBar'
import { Tabs } from '@/components/ui/Tabs/Tabs'
import { nftCardsMachine } from '@/machines/nft-cards/nft-cards.machine'
import { nftCurrenciesMachine } from '@/machines/nft-currencies/nft-currencies.machine'
import { toNftCurrenciesView } from '@/machines/nft-currencies/nft-currencies.view'
import { nftMarketMachine, type NftMarketFilter } from '@/machines/nft-market/nft-market.machine'
import { toNftMarketView, type NftMarketView } from '@/machines/nft-market/nft-market.view'
import { useFilterParam } from './use-filter-param'
import { useNftCards } from './use-nft-cards'

export interface NftMarketScreenProps {
  /** Stories pass `nftMarketMachine.provide(...)`. @default nftMarketMachine */
  machine?: typeof nftMarketMachine
  /** The cards' clock and favourites (stories freeze the clock). @default nftCardsMachine */
  cardsMachine?: typeof nftCardsMachine
  /** @default nftCurrenciesMachine */
  currenciesMachine?: typeof nftCurrenciesMachine
}

const sections = {
  artworks: href(paths.nftArtworks),
  artists: href(paths.nftArtists),
  search: nftSearchHref(),
  collection: href(paths.nftCollection),
  mine: href(paths.nftMine),
}

/**
 * The market's list, its filter following the address: the list opens on the address's filter,
 * and an address changed under the screen (back, forward, a link) filters it again.
 */
function useMarketList(machine: typeof nftMarketMachine, filter: NftMarketFilter) {
  const [snapshot, send] = useMachine(machine, { input: { filter } })
  useEffect(() => send({ type: 'filter.change', filter }), [send, filter])
  return [toNftMarketView(snapshot), send] as const
}

/** The artworks' tabs are the sale type: the only filter they keep. */
const saleTypeOnly = (filter: NftMarketFilter): NftMarketFilter => ({ payType: filter.payType })

/** The market's grid of cards, paged as it scrolls. */
function MarketGrid({
  view,
  cardsMachine,
  emptyTitle,
  onRetry,
  onLoadMore,
}: {
  view: NftMarketView
  cardsMachine: typeof nftCardsMachine
  emptyTitle: string
  onRetry: () => void
  onLoadMore: () => void
}) {
  const { toCards, onToggleCollect } = useNftCards(cardsMachine, view.now)
  return (
    <NftGrid
      status={view.status}
      cards={toCards(view.rows)}
      error={view.error}
      emptyTitle={emptyTitle}
      hasMore={view.hasMore}
      isLoadingMore={view.isLoadingMore}
      moreError={view.moreError}
      hrefOf={nftDetailHref}
      onToggleCollect={onToggleCollect}
      onRetry={onRetry}
      onLoadMore={onLoadMore}
    />
  )
}

/**
 * Spec §2 /pages/nft/nft: the NFT market, its sections, its filters and its artworks. The filters
 * live in the address (`?currency=&payType=&mediaType=&keyword=`, nft-market.address.ts).
 */
export function NftMarketScreen({
  machine = nftMarketMachine,
  cardsMachine = nftCardsMachine,
  currenciesMachine = nftCurrenciesMachine,
}: NftMarketScreenProps) {
  const { t } = useTranslation('nft')
  const back = useBack(paths.home)
  const [filter, setFilter] = useFilterParam()
  const [view, send] = useMarketList(machine, filter)
  const [currencies] = useMachine(currenciesMachine)
  return (
    <>
      <NavBar title={t('market.title')} onBack={back} />
      <main className="flex flex-col gap-4 px-4 py-2">
        <NftSections hrefs={sections} />
        <NftMarketFilters
          filter={view.filter}
          currencies={toNftCurrenciesView(currencies).currencies}
          payTypes={view.payTypes}
          mediaTypes={view.mediaTypes}
          onFilterChange={setFilter}
        />
        <MarketGrid
          view={view}
          cardsMachine={cardsMachine}
          emptyTitle={t(view.filtered ? 'market.noMatch' : 'market.empty')}
          onRetry={() => send({ type: 'list.retry' })}
          onLoadMore={() => send({ type: 'list.more' })}
        />
      </main>
    </>
  )
}

type SaleTab = 'all' | NftPayType
const saleTabs: readonly SaleTab[] = ['all', ...nftPayTypes]

/** Spec §2 /pages/nft/components/artwork: every artwork, by sale type (`?payType=`). */
export function NftArtworksScreen({
  machine = nftMarketMachine,
  cardsMachine = nftCardsMachine,
}: Omit<NftMarketScreenProps, 'currenciesMachine'>) {
  const { t } = useTranslation('nft')
  const back = useBack(paths.home)
  const [filter, setFilter] = useFilterParam(saleTypeOnly)
  const [view, send] = useMarketList(machine, filter)
  return (
    <>
      <NavBar title={t('artworks.title')} onBack={back} />
      <main className="py-2">
        <Tabs
          items={saleTabs.map((tab) => ({
            value: tab,
            label: t(tab === 'all' ? 'filter.all' : `payType.${tab}`),
          }))}
          value={view.filter.payType ?? 'all'}
          onValueChange={(tab) => setFilter(tab === 'all' ? {} : { payType: tab })}
          aria-label={t('artworks.tabs')}
          className="px-4"
        >
          <MarketGrid
            view={view}
            cardsMachine={cardsMachine}
            emptyTitle={t(view.filtered ? 'market.noMatch' : 'market.empty')}
            onRetry={() => send({ type: 'list.retry' })}
            onLoadMore={() => send({ type: 'list.more' })}
          />
        </Tabs>
      </main>
    </>
  )
}
