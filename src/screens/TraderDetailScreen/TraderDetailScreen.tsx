import { useMachine } from '@xstate/react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'
import { FollowCancelledEvent } from '@/api/contract/follow'
import { followHref, paths, symbolHref } from '@/app/paths'
import { usePrivateEvent } from '@/app/private-events'
import { useBack } from '@/app/use-back'
import { LeverHistoryDetail } from '@/components/LeverHistoryDetail/LeverHistoryDetail'
import { TraderHistory } from '@/components/TraderHistory/TraderHistory'
import { FollowBar } from '@/components/TraderProfile/follow-bar'
import { TraderProfile } from '@/components/TraderProfile/TraderProfile'
import { NavBar } from '@/components/ui/NavBar/NavBar'
import {
  traderDetailMachine,
  traderHistoryMachine,
  traderIdOfParam,
} from '@/machines/trader-detail/trader-detail.machine'
import {
  toTraderDetailView,
  toTraderHistoryView,
} from '@/machines/trader-detail/trader-detail.view'

export interface TraderDetailScreenProps {
  /** Stories pass `traderDetailMachine.provide(...)`. @default traderDetailMachine */
  machine?: typeof traderDetailMachine
  /** @default traderHistoryMachine */
  historyMachine?: typeof traderHistoryMachine
  /** Times are shown in this zone (stories fix it). @default the device's */
  timeZone?: string
}

/**
 * Spec §2 /pages/follow/trader?id=<trader user id> (issue 15): a trader's profile, real follower
 * count and the caller's follow, §10's statistics, the 30-day P/L, their closed positions, and a
 * sticky Follow (Edit follow when following) to the follow page. A missing or invalid id is not
 * found without asking. A `follow_cancelled` event about this trader (the trader lost the flag)
 * reads the page again.
 */
export function TraderDetailScreen(props: TraderDetailScreenProps) {
  const [params] = useSearchParams()
  const id = traderIdOfParam(params.get('id'))
  return <Trader key={id ?? ''} id={id} {...props} />
}

function Trader({
  id,
  machine = traderDetailMachine,
  historyMachine,
  timeZone,
}: TraderDetailScreenProps & { id: number | null }) {
  const { t } = useTranslation('traderDetail')
  const [snapshot, send] = useMachine(machine, { input: { id } })
  const view = toTraderDetailView(snapshot)

  usePrivateEvent('follow_cancelled', FollowCancelledEvent, (event) => {
    if (event.trader_user_id === id) send({ type: 'trader.refresh' })
  })

  const back = useBack(paths.copyTraders)
  const ready = view.status === 'ready' && view.trader !== null
  return (
    <>
      <NavBar title={t('title')} onBack={back} />
      <main className="flex flex-col gap-4 px-4 pt-2 pb-8">
        <TraderProfile {...view} onRetry={() => send({ type: 'trader.retry' })} />
        {ready && (
          <History traderId={view.trader!.id} machine={historyMachine} timeZone={timeZone} />
        )}
      </main>
      {ready && view.trader!.isTrader && (
        <FollowBar
          href={followHref(view.trader!.id)}
          nickname={view.trader!.nickname}
          following={view.myFollow !== null}
        />
      )}
    </>
  )
}

function History({
  traderId,
  machine = traderHistoryMachine,
  timeZone,
}: {
  traderId: number
  machine?: typeof traderHistoryMachine
  timeZone?: string
}) {
  const [snapshot, send] = useMachine(machine, { input: { filter: traderId } })
  const view = toTraderHistoryView(snapshot)
  return (
    <>
      <TraderHistory
        {...view}
        timeZone={timeZone}
        onOpen={(id) => send({ type: 'position.open', id })}
        onRetry={() => send({ type: 'list.retry' })}
        onLoadMore={() => send({ type: 'list.more' })}
      />
      <LeverHistoryDetail
        position={view.detail}
        timeZone={timeZone}
        chartHref={symbolHref}
        onClose={() => send({ type: 'detail.close' })}
      />
    </>
  )
}
