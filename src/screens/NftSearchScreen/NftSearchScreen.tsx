import { useMachine } from '@xstate/react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'
import { nftDetailHref, paths } from '@/app/paths'
import { useBack } from '@/app/use-back'
import { NftGrid } from '@/components/NftGrid/NftGrid'
import { NftKeywordSearch } from '@/components/NftKeywordSearch/NftKeywordSearch'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'
import { NavBar } from '@/components/ui/NavBar/NavBar'
import { nftCardsMachine } from '@/machines/nft-cards/nft-cards.machine'
import { nftMarketMachine } from '@/machines/nft-market/nft-market.machine'
import { toNftMarketView } from '@/machines/nft-market/nft-market.view'
import { useNftCards } from '../NftMarketScreen/use-nft-cards'

export interface NftSearchScreenProps {
  /** Stories pass `nftMarketMachine.provide(...)`. @default nftMarketMachine */
  machine?: typeof nftMarketMachine
  /** @default nftCardsMachine */
  cardsMachine?: typeof nftCardsMachine
}

/** The artworks whose name holds `keyword`. */
function Results({
  keyword,
  machine,
  cardsMachine,
}: Required<NftSearchScreenProps> & { keyword: string }) {
  const { t } = useTranslation('nft')
  const [snapshot, send] = useMachine(machine, { input: { filter: { keyword } } })
  const view = toNftMarketView(snapshot)
  const { toCards, onToggleCollect } = useNftCards(cardsMachine, view.now)
  return (
    <section aria-label={t('search.title')} className="flex flex-col gap-3">
      {view.status === 'ready' && (
        <p role="status" className="text-muted text-sm">
          {t('search.results', { count: view.total })}
        </p>
      )}
      <NftGrid
        status={view.status}
        cards={toCards(view.rows)}
        error={view.error}
        emptyTitle={t('search.noResults', { keyword })}
        hasMore={view.hasMore}
        isLoadingMore={view.isLoadingMore}
        moreError={view.moreError}
        hrefOf={nftDetailHref}
        onToggleCollect={onToggleCollect}
        onRetry={() => send({ type: 'list.retry' })}
        onLoadMore={() => send({ type: 'list.more' })}
      />
    </section>
  )
}

/** Spec §2 /pages/nft/components/search: artworks by name; `?keyword=` is the search shown. */
export function NftSearchScreen({
  machine = nftMarketMachine,
  cardsMachine = nftCardsMachine,
}: NftSearchScreenProps) {
  const { t } = useTranslation('nft')
  const [params, setParams] = useSearchParams()
  const keyword = (params.get('keyword') ?? '').trim()
  const back = useBack(paths.nft)
  return (
    <>
      <NavBar title={t('search.title')} onBack={back} />
      <main className="flex flex-col gap-4 px-4 py-2">
        <NftKeywordSearch
          keyword={keyword}
          onSearch={(next) => setParams(next ? { keyword: next } : {}, { replace: true })}
        />
        {keyword ? (
          // a new keyword is a new search: its own list from page 1
          <Results key={keyword} keyword={keyword} machine={machine} cardsMachine={cardsMachine} />
        ) : (
          <EmptyState title={t('search.prompt')} />
        )}
      </main>
    </>
  )
}
