import { useMachine } from '@xstate/react'
import { useTranslation } from 'react-i18next'
import { href, ieoSubscribeHref, paths } from '@/app/paths'
import { useBack } from '@/app/use-back'
import { IeoOrderList } from '@/components/IeoOrderList/IeoOrderList'
import { NavBar, NavBarRefresh } from '@/components/ui/NavBar/NavBar'
import { ieoOrdersMachine } from '@/machines/ieo-orders/ieo-orders.machine'
import { toIeoOrdersView } from '@/machines/ieo-orders/ieo-orders.view'

export interface IeoOrdersScreenProps {
  /** Stories pass `ieoOrdersMachine.provide(...)`. @default ieoOrdersMachine */
  machine?: typeof ieoOrdersMachine
  /** Times are shown in this zone (stories fix it). @default the device's */
  timeZone?: string
}

/**
 * Spec §2 /pages/ieo/order: my IEO subscriptions. Delivery is a job with no private event, so the
 * header's refresh reads the list again.
 */
export function IeoOrdersScreen({ machine = ieoOrdersMachine, timeZone }: IeoOrdersScreenProps) {
  const { t } = useTranslation('ieoOrders')
  const [snapshot, send] = useMachine(machine, { input: {} })
  const view = toIeoOrdersView(snapshot)
  const back = useBack(paths.home)

  return (
    <>
      <NavBar
        title={t('title')}
        onBack={back}
        actions={
          <NavBarRefresh
            label={t('refresh')}
            disabled={view.isBusy}
            onClick={() => send({ type: 'list.refresh' })}
          />
        }
      />
      <main className="py-2">
        <IeoOrderList
          {...view}
          projectsHref={href(paths.ieo)}
          projectHref={ieoSubscribeHref}
          timeZone={timeZone}
          onRetry={() => send({ type: 'list.retry' })}
          onLoadMore={() => send({ type: 'list.more' })}
        />
      </main>
    </>
  )
}
