import { useMachine } from '@xstate/react'
import { useTranslation } from 'react-i18next'
import { nftDetailHref, paths } from '@/app/paths'
import { useBack } from '@/app/use-back'
import { NftGrid } from '@/components/NftGrid/NftGrid'
import { NavBar } from '@/components/ui/NavBar/NavBar'
import { nftCardsMachine } from '@/machines/nft-cards/nft-cards.machine'
import { nftCollectionMachine } from '@/machines/nft-collection/nft-collection.machine'
import { toNftCollectionView } from '@/machines/nft-collection/nft-collection.view'
import { useNftCards } from '../NftMarketScreen/use-nft-cards'

export interface NftCollectionScreenProps {
  /** Stories pass `nftCollectionMachine.provide(...)`. @default nftCollectionMachine */
  machine?: typeof nftCollectionMachine
  /** @default nftCardsMachine */
  cardsMachine?: typeof nftCardsMachine
}

/** Spec §2 /pages/nft/components/collection: the caller's favourite artworks. */
export function NftCollectionScreen({
  machine = nftCollectionMachine,
  cardsMachine = nftCardsMachine,
}: NftCollectionScreenProps) {
  const { t } = useTranslation('nft')
  const [snapshot, send] = useMachine(machine)
  const view = toNftCollectionView(snapshot)
  const { toCards, onToggleCollect } = useNftCards(cardsMachine, view.now)
  const back = useBack(paths.nft)
  return (
    <>
      <NavBar title={t('collection.title')} onBack={back} />
      <main className="px-4 py-2">
        <NftGrid
          status={view.status}
          cards={toCards(view.rows)}
          error={view.error}
          emptyTitle={t('collection.empty')}
          emptyDescription={t('collection.emptyHint')}
          hrefOf={nftDetailHref}
          onToggleCollect={onToggleCollect}
          onRetry={() => send({ type: 'list.retry' })}
        />
      </main>
    </>
  )
}
