import { useMachine } from '@xstate/react'
import { useTranslation } from 'react-i18next'
import { href, paths, traderHref } from '@/app/paths'
import { useBack } from '@/app/use-back'
import { TraderList } from '@/components/TraderList/TraderList'
import { NavBar } from '@/components/ui/NavBar/NavBar'
import { traderListMachine } from '@/machines/trader-list/trader-list.machine'
import { toTraderListView } from '@/machines/trader-list/trader-list.view'

export interface TradersScreenProps {
  /** Stories pass `traderListMachine.provide(...)`. @default traderListMachine */
  machine?: typeof traderListMachine
}

/**
 * Spec §2 /pages/follow/index (and the home tile's /pages/copytrade/copy): every trader by total
 * realised P/L, each leading to their page; links to my copy trading and to becoming a trader.
 */
export function TradersScreen({ machine = traderListMachine }: TradersScreenProps) {
  const { t } = useTranslation('traders')
  const [snapshot, send] = useMachine(machine, { input: {} })
  const back = useBack(paths.home)
  return (
    <>
      <NavBar title={t('title')} onBack={back} />
      <main className="py-2">
        <TraderList
          {...toTraderListView(snapshot)}
          traderHref={traderHref}
          mineHref={href(paths.copyMine)}
          applyHref={href(paths.copyApply)}
          onRetry={() => send({ type: 'list.retry' })}
          onLoadMore={() => send({ type: 'list.more' })}
        />
      </main>
    </>
  )
}
