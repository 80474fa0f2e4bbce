import { useMachine } from '@xstate/react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'
import { href, myNftHref, nftBidHref, paths } from '@/app/paths'
import { useBack } from '@/app/use-back'
import { NftMineList } from '@/components/NftMineList/NftMineList'
import { NavBar } from '@/components/ui/NavBar/NavBar'
import { mineTabs, type MineTab } from '@/machines/nft-mine/nft-mine.actors'
import { nftMineMachine } from '@/machines/nft-mine/nft-mine.machine'
import { toNftMineView } from '@/machines/nft-mine/nft-mine.view'

export interface NftMineScreenProps {
  /** Stories pass `nftMineMachine.provide(...)` (a frozen tick). @default nftMineMachine */
  machine?: typeof nftMineMachine
  /** Dates are shown in this zone (stories fix it). @default the device's */
  timeZone?: string
}

const isTab = (value: string | null): value is MineTab => mineTabs.includes(value as MineTab)

/**
 * Spec §2 /pages/nft/mine (issue 17): the user's NFTs, their bids and the auctions they won and
 * must pay (with the deadline counting down and the deposit's fate); `?tab=bids|orders` opens
 * that tab.
 */
export function NftMineScreen({ machine = nftMineMachine, timeZone }: NftMineScreenProps) {
  const { t } = useTranslation('nftMine')
  const [params] = useSearchParams()
  const tab = params.get('tab')
  const [snapshot, send] = useMachine(machine, { input: isTab(tab) ? { tab } : {} })
  const back = useBack(paths.nft)
  return (
    <>
      <NavBar title={t('mine.title')} onBack={back} />
      <main className="py-2">
        <NftMineList
          {...toNftMineView(snapshot)}
          itemHref={myNftHref}
          bidHref={nftBidHref}
          marketHref={href(paths.nft)}
          timeZone={timeZone}
          onTabChange={(next) => send({ type: 'tab.change', tab: next })}
          onRetry={() => send({ type: 'list.retry' })}
          onLoadMore={() => send({ type: 'list.more' })}
        />
      </main>
    </>
  )
}
