import { useMachine } from '@xstate/react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'
import { nftDetailHref, paths } from '@/app/paths'
import { useBack } from '@/app/use-back'
import { NftArtistProfile } from '@/components/NftArtistProfile/NftArtistProfile'
import { NavBar } from '@/components/ui/NavBar/NavBar'
import { nftArtistMachine } from '@/machines/nft-artist/nft-artist.machine'
import { toNftArtistView } from '@/machines/nft-artist/nft-artist.view'
import { nftCardsMachine } from '@/machines/nft-cards/nft-cards.machine'
import { useNftCards } from '../NftMarketScreen/use-nft-cards'

export interface NftArtistDetailScreenProps {
  /** Stories pass `nftArtistMachine.provide(...)`. @default nftArtistMachine */
  machine?: typeof nftArtistMachine
  /** @default nftCardsMachine */
  cardsMachine?: typeof nftCardsMachine
}

const uidOf = (value: string | null) => (value && /^\d+$/.test(value) ? Number(value) : null)

/** Spec §2 /pages/nft/artistDetail `?id=`: an artist, their works and their favourites. */
export function NftArtistDetailScreen({
  machine = nftArtistMachine,
  cardsMachine = nftCardsMachine,
}: NftArtistDetailScreenProps) {
  const { t } = useTranslation('nft')
  const [params] = useSearchParams()
  const [snapshot, send] = useMachine(machine, { input: { uid: uidOf(params.get('id')) } })
  const { rows, now, ...view } = toNftArtistView(snapshot)
  const { toCards, onToggleCollect } = useNftCards(cardsMachine, now)
  const back = useBack(paths.nftArtists)
  return (
    <>
      <NavBar title={view.artist?.nickname ?? t('artist.title')} onBack={back} />
      <main className="px-4 py-4">
        <NftArtistProfile
          {...view}
          cards={toCards(rows)}
          hrefOf={nftDetailHref}
          onTabChange={(tab) => send({ type: 'tab.change', tab })}
          onToggleCollect={onToggleCollect}
          onRetry={() => send({ type: 'artist.retry' })}
        />
      </main>
    </>
  )
}
