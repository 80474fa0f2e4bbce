import { useMachine } from '@xstate/react'
import { useTranslation } from 'react-i18next'
import { nftArtistHref, paths } from '@/app/paths'
import { useBack } from '@/app/use-back'
import { NftArtistList } from '@/components/NftArtistList/NftArtistList'
import { NavBar } from '@/components/ui/NavBar/NavBar'
import { nftArtistsMachine } from '@/machines/nft-artists/nft-artists.machine'
import { toNftArtistsView } from '@/machines/nft-artists/nft-artists.view'

export interface NftArtistsScreenProps {
  /** Stories pass `nftArtistsMachine.provide(...)`. @default nftArtistsMachine */
  machine?: typeof nftArtistsMachine
}

/** Spec §2 /pages/nft/components/artist: the artists, most works first. */
export function NftArtistsScreen({ machine = nftArtistsMachine }: NftArtistsScreenProps) {
  const { t } = useTranslation('nft')
  const [snapshot, send] = useMachine(machine, { input: {} })
  const back = useBack(paths.nft)
  return (
    <>
      <NavBar title={t('artists.title')} onBack={back} />
      <main className="px-4 py-2">
        <NftArtistList
          {...toNftArtistsView(snapshot)}
          hrefOf={(artist) => nftArtistHref(artist.id)}
          onRetry={() => send({ type: 'list.retry' })}
          onLoadMore={() => send({ type: 'list.more' })}
        />
      </main>
    </>
  )
}
