import { useMachine } from '@xstate/react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'
import { href, nftBidHref, nftPurchaseOneHref, paths } from '@/app/paths'
import { useBack } from '@/app/use-back'
import { NftArtworkDetail } from '@/components/NftArtworkDetail/NftArtworkDetail'
import { NavBar } from '@/components/ui/NavBar/NavBar'
import { codeOfParam } from '@/machines/nft-artwork/nft-artwork.logic'
import { nftArtworkMachine } from '@/machines/nft-artwork/nft-artwork.machine'
import { toNftArtworkView } from '@/machines/nft-artwork/nft-artwork.view'

export interface NftArtworkDetailScreenProps {
  /** Stories pass `nftArtworkMachine.provide(...)` (a frozen clock). @default nftArtworkMachine */
  machine?: typeof nftArtworkMachine
}

/**
 * Spec §2 /pages/nft/artworkDetail?code= (image, GIF, audio) and artworkDetail_video?code=
 * (video), issue 17: one NFT and the action its sale type offers.
 */
export function NftArtworkDetailScreen({
  machine = nftArtworkMachine,
}: NftArtworkDetailScreenProps) {
  const { t } = useTranslation('nftBuy')
  const [params] = useSearchParams()
  const code = codeOfParam(params.get('code'))
  const [snapshot, send] = useMachine(machine, { input: { code } })
  const view = toNftArtworkView(snapshot)
  const back = useBack(paths.nft)
  return (
    <>
      <NavBar title={t('title.detail')} onBack={back} />
      <main className="px-4 py-3">
        <NftArtworkDetail
          {...view}
          buyHref={nftPurchaseOneHref(code ?? '')}
          bidHref={nftBidHref(code ?? '')}
          artistHref={href(`${paths.nftArtistDetail}?id=${view.item?.authorId ?? 0}`)}
          marketHref={href(paths.nft)}
          onRetry={() => send({ type: 'artwork.retry' })}
          onToggleFavourite={() => send({ type: 'favourite.toggle' })}
        />
      </main>
    </>
  )
}
