import { useMachine } from '@xstate/react'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { lockListFilterCodes, lockListFilters } from '@/api/contract/lockming'
import { lockmingHref, paths } from '@/app/paths'
import { statusOf, useStatusParam } from '@/app/use-status-param'
import { useBack } from '@/app/use-back'
import { LockOrderList } from '@/components/LockOrderList/LockOrderList'
import { LockRedeemSheet } from '@/components/LockRedeemSheet/LockRedeemSheet'
import { NavBar, NavBarRefresh } from '@/components/ui/NavBar/NavBar'
import type { LockListFilter } from '@/machines/lock-orders/lock-orders.logic'
import { lockOrdersMachine } from '@/machines/lock-orders/lock-orders.machine'
import { toLockOrdersView } from '@/machines/lock-orders/lock-orders.view'
import { lockRedeemMachine } from '@/machines/lock-redeem/lock-redeem.machine'
import { toLockRedeemView } from '@/machines/lock-redeem/lock-redeem.view'

export interface LockmingOrdersScreenProps {
  /** Stories pass `lockOrdersMachine.provide(...)`. @default lockOrdersMachine */
  machine?: typeof lockOrdersMachine
  /** Stories pass `fixedKey(lockRedeemMachine, …)`. @default lockRedeemMachine */
  redeemMachine?: typeof lockRedeemMachine
}

/** `?status=` by name (`earning`) or by the wire's code (`1`); anything else: all. */
const readStatus = (raw: string | null): LockListFilter =>
  statusOf(raw, lockListFilters, 'all', lockListFilterCodes)

/**
 * Spec §2 /pages/lockming/order (`?status=all|earning|finished`, optional): my locks with their
 * interest paid so far, days left and maturity, and early redemption after a sheet with the
 * penalty. No private event reports the 00:00 UTC payments, so the header's refresh reads them.
 */
export function LockmingOrdersScreen({
  machine = lockOrdersMachine,
  redeemMachine = lockRedeemMachine,
}: LockmingOrdersScreenProps) {
  const { t } = useTranslation('lockmingOrders')
  const [status, setStatus] = useStatusParam(readStatus)
  const [snapshot, send] = useMachine(machine, { input: { filter: status } })
  const [redeem, sendRedeem, redeemRef] = useMachine(redeemMachine)
  const view = toLockOrdersView(snapshot)
  const back = useBack(paths.lockming)

  // the address changed under the screen (back, forward, a link): its filter follows
  useEffect(() => {
    send({ type: 'filter.change', filter: status })
  }, [send, status])

  // a redemption (or a refusal saying the locks moved on): the list reads them again
  useEffect(() => {
    const refresh = () => send({ type: 'list.refresh' })
    const subscriptions = [redeemRef.on('redeemed', refresh), redeemRef.on('stale', refresh)]
    return () => subscriptions.forEach((s) => s.unsubscribe())
  }, [redeemRef, send])

  return (
    <>
      <NavBar
        title={t('title')}
        onBack={back}
        actions={
          <NavBarRefresh
            label={t('refresh')}
            disabled={view.isRefreshing}
            onClick={() => send({ type: 'list.refresh' })}
          />
        }
      />
      <main className="flex flex-col gap-2 py-2">
        <p className="text-muted px-4 text-xs">{t('paidAt')}</p>
        <LockOrderList
          {...view}
          productsHref={lockmingHref()}
          onFilterChange={(next) => {
            send({ type: 'filter.change', filter: next })
            setStatus(next)
          }}
          onRetry={() => send({ type: 'list.retry' })}
          onLoadMore={() => send({ type: 'list.more' })}
          onRedeem={(lock) => sendRedeem({ type: 'redeem.open', lock })}
        />
      </main>
      <LockRedeemSheet
        {...toLockRedeemView(redeem)}
        onConfirm={() => sendRedeem({ type: 'confirm.submit' })}
        onClose={() => sendRedeem({ type: 'sheet.close' })}
      />
    </>
  )
}
