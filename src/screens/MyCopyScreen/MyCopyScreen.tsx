import { useMachine } from '@xstate/react'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { FollowCancelledEvent, FollowCopyEvent } from '@/api/contract/follow'
import { LeverPositionEvent } from '@/api/contract/lever'
import { useMarket } from '@/app/market'
import { followHref, href, paths, symbolHref, traderHref } from '@/app/paths'
import { usePrivateEvent } from '@/app/private-events'
import { useToast } from '@/app/services'
import { useBack } from '@/app/use-back'
import { LeverHistoryDetail } from '@/components/LeverHistoryDetail/LeverHistoryDetail'
import { MyCopyTrading } from '@/components/MyCopyTrading/MyCopyTrading'
import { NavBar } from '@/components/ui/NavBar/NavBar'
import { usePrices } from '@/lib/use-prices'
import { toContractOrdersView } from '@/machines/contract-orders/contract-orders.view'
import { myCopyHistoryMachine } from '@/machines/my-copy/my-copy-history.machine'
import { myCopyMachine } from '@/machines/my-copy/my-copy.machine'
import { toMyCopyView } from '@/machines/my-copy/my-copy.view'

export interface MyCopyScreenProps {
  /** Stories pass `myCopyMachine.provide(...)`. @default myCopyMachine */
  machine?: typeof myCopyMachine
  /** @default myCopyHistoryMachine */
  historyMachine?: typeof myCopyHistoryMachine
  /** Times are shown in this zone (stories fix it). @default the device's */
  timeZone?: string
}

/**
 * Issue 15 /pages/copytrade/my: my follows, open copies (valued at the live prices), skipped copies
 * and closed copies. The user's room keeps it live: a copy opened, skipped or closed with its
 * trader (`follow_copy`), a follow ended because the trader lost the flag (`follow_cancelled`), a
 * copy taken over or closed elsewhere (`lever_position`).
 */
export function MyCopyScreen({
  machine = myCopyMachine,
  historyMachine = myCopyHistoryMachine,
  timeZone,
}: MyCopyScreenProps) {
  const { t } = useTranslation('myCopy')
  const toast = useToast()
  const { store } = useMarket()
  const [snapshot, send, actorRef] = useMachine(machine, { input: {} })
  const [historySnapshot, sendHistory] = useMachine(historyMachine, { input: {} })
  const view = toMyCopyView(snapshot)
  const history = toContractOrdersView(historySnapshot)

  const marks = usePrices(store, view.symbols)
  useEffect(() => send({ type: 'marks.update', marks }), [marks, send])

  useEffect(() => {
    const subscriptions = [
      actorRef.on('followCancelled', ({ trader }) =>
        toast({ tone: 'success', key: 'myCopy:cancelled', values: { nickname: trader.nickname } }),
      ),
      actorRef.on('takenOver', () => toast({ tone: 'success', key: 'myCopy:takenOver' })),
      actorRef.on('copyClosed', ({ position }) =>
        sendHistory({ type: 'position.changed', position }),
      ),
    ]
    return () => subscriptions.forEach((s) => s.unsubscribe())
  }, [actorRef, sendHistory, toast])

  usePrivateEvent('follow_copy', FollowCopyEvent, ({ event, position, skipped, nickname }) => {
    if (event === 'opened' && position) send({ type: 'copy.opened', position, nickname })
    if (event === 'closed' && position) send({ type: 'copy.closed', position })
    if (event === 'skipped' && skipped) send({ type: 'copy.skipped', skipped })
  })
  usePrivateEvent('follow_cancelled', FollowCancelledEvent, ({ trader_user_id, nickname }) =>
    send({ type: 'follow.ended', traderId: trader_user_id, nickname }),
  )
  usePrivateEvent('lever_position', LeverPositionEvent, ({ position }) => {
    send({ type: 'position.changed', position })
    sendHistory({ type: 'position.changed', position })
  })

  const back = useBack(paths.copyTrade)
  return (
    <>
      <NavBar title={t('title')} onBack={back} />
      <main className="py-2">
        <MyCopyTrading
          {...view}
          history={history}
          traderHref={traderHref}
          followHref={followHref}
          tradersHref={href(paths.copyTraders)}
          timeZone={timeZone}
          onTabChange={(tab) => send({ type: 'tab.change', tab })}
          onRetry={() => send({ type: 'list.retry' })}
          onCancel={(traderId) => send({ type: 'follow.cancel', traderId })}
          onTakeOver={(id) => send({ type: 'copy.takeOver', id })}
          onConfirm={() => send({ type: 'sheet.confirm' })}
          onCloseSheet={() => send({ type: 'sheet.close' })}
          onDismissNotice={(traderId) => send({ type: 'notice.dismiss', traderId })}
          onHistoryOpen={(id) => sendHistory({ type: 'position.open', id })}
          onHistoryRetry={() => sendHistory({ type: 'list.retry' })}
          onHistoryMore={() => sendHistory({ type: 'list.more' })}
        />
        <LeverHistoryDetail
          position={history.detail}
          timeZone={timeZone}
          chartHref={symbolHref}
          onClose={() => sendHistory({ type: 'detail.close' })}
        />
      </main>
    </>
  )
}
