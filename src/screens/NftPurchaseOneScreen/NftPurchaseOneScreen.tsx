import { useMachine } from '@xstate/react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'
import { href, nftDetailHref, paths } from '@/app/paths'
import { useBack } from '@/app/use-back'
import { NftPurchase } from '@/components/NftPurchase/NftPurchase'
import { NavBar } from '@/components/ui/NavBar/NavBar'
import { codeOfParam } from '@/machines/nft-artwork/nft-artwork.logic'
import { nftPurchaseMachine } from '@/machines/nft-purchase/nft-purchase.machine'
import { toNftPurchaseView } from '@/machines/nft-purchase/nft-purchase.view'

export interface NftPurchaseOneScreenProps {
  /** Stories pass `nftPurchaseMachine.provide(...)` (a fixed key and seed). @default nftPurchaseMachine */
  machine?: typeof nftPurchaseMachine
}

/**
 * Spec §2 /pages/nft/purchase_one?code= (issue 17): confirming a fixed-price NFT or a blind box;
 * a box is opened right after with the buyer's client seed, and its draw verified in the browser.
 */
export function NftPurchaseOneScreen({ machine = nftPurchaseMachine }: NftPurchaseOneScreenProps) {
  const { t } = useTranslation('nftBuy')
  const [params] = useSearchParams()
  const code = codeOfParam(params.get('code'))
  const [snapshot, send] = useMachine(machine, { input: { code } })
  const view = toNftPurchaseView(snapshot)
  const detailHref = view.item ? nftDetailHref(view.item) : href(paths.nft)
  const back = useBack(paths.nft)
  return (
    <>
      <NavBar title={t('title.purchase')} onBack={back} />
      <main className="px-4 py-3">
        <NftPurchase
          {...view}
          detailHref={detailHref}
          myNftsHref={href(paths.nftMine)}
          marketHref={href(paths.nft)}
          onRetry={() => send({ type: 'purchase.retry' })}
          onSeedChange={(value) => send({ type: 'seed.change', value })}
          onRegenerateSeed={() => send({ type: 'seed.regenerate' })}
          onBuy={() => send({ type: 'purchase.submit' })}
          onOpenRetry={() => send({ type: 'open.retry' })}
          onVerify={() => send({ type: 'verify.show' })}
          onVerifyBack={() => send({ type: 'verify.hide' })}
        />
      </main>
    </>
  )
}
