import { useMachine } from '@xstate/react'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'
import { href, nftDetailHref, nftResellHref, paths } from '@/app/paths'
import { useToast } from '@/app/services'
import { useBack } from '@/app/use-back'
import { MyNftDetail } from '@/components/MyNftDetail/MyNftDetail'
import { NavBar } from '@/components/ui/NavBar/NavBar'
import { itemIdOfParam, myNftMachine } from '@/machines/my-nft/my-nft.machine'
import { toMyNftView } from '@/machines/my-nft/my-nft.view'

export interface MyNftScreenProps {
  /** Stories pass `myNftMachine.provide(...)` (a fixed key). @default myNftMachine */
  machine?: typeof myNftMachine
  /** Dates are shown in this zone (stories fix it). @default the device's */
  timeZone?: string
}

/**
 * Spec §2 /pages/nft/myNft?id= (issue 17): one NFT of the user's, where it stands, resell it or
 * take a listing without bids off sale.
 */
export function MyNftScreen({ machine = myNftMachine, timeZone }: MyNftScreenProps) {
  const { t } = useTranslation('nftMine')
  const toast = useToast()
  const [params] = useSearchParams()
  const id = itemIdOfParam(params.get('id'))
  const [snapshot, send, actorRef] = useMachine(machine, { input: { id } })
  useEffect(() => {
    const sub = actorRef.on('cancelled', () =>
      toast({ tone: 'success', key: 'nftMine:item.cancelled' }),
    )
    return () => sub.unsubscribe()
  }, [actorRef, toast])
  const back = useBack(paths.nftMine)
  const view = toMyNftView(snapshot)
  return (
    <>
      <NavBar title={t('item.title')} onBack={back} />
      <main className="px-4 py-4">
        <MyNftDetail
          {...view}
          mineHref={href(paths.nftMine)}
          resellHref={nftResellHref(id ?? 0)}
          publicHref={view.item ? nftDetailHref(view.item) : href(paths.nft)}
          timeZone={timeZone}
          onRetry={() => send({ type: 'item.retry' })}
          onCancelSale={() => send({ type: 'cancel.request' })}
          onConfirm={() => send({ type: 'confirm.submit' })}
          onClose={() => send({ type: 'confirm.cancel' })}
        />
      </main>
    </>
  )
}
