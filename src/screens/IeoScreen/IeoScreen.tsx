import { useMachine } from '@xstate/react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate } from 'react-router-dom'
import { href, ieoSubscribeHref, paths } from '@/app/paths'
import { IeoProjectList } from '@/components/IeoProjectList/IeoProjectList'
import { NavBar } from '@/components/ui/NavBar/NavBar'
import { ieoListMachine } from '@/machines/ieo-list/ieo-list.machine'
import { toIeoListView } from '@/machines/ieo-list/ieo-list.view'

export interface IeoScreenProps {
  /** Stories pass `ieoListMachine.provide(...)` (a frozen clock). @default ieoListMachine */
  machine?: typeof ieoListMachine
  /** Times are shown in this zone (stories fix it). @default the device's */
  timeZone?: string
}

/**
 * Spec §2 /pages/ieo/ieo (issue 16, api-reference §11), public: the IEO projects with their phase
 * and countdown on the sandbox's clock, each opening its page; a link to My subscriptions.
 */
export function IeoScreen({ machine = ieoListMachine, timeZone }: IeoScreenProps) {
  const { t } = useTranslation('ieo')
  const navigate = useNavigate()
  const location = useLocation()
  const [snapshot, send] = useMachine(machine)
  const view = toIeoListView(snapshot)
  return (
    <>
      <NavBar
        title={t('list.title')}
        onBack={() => (location.key === 'default' ? navigate(paths.home) : navigate(-1))}
      />
      <main className="px-4 py-2">
        <IeoProjectList
          {...view}
          hrefOf={ieoSubscribeHref}
          ordersHref={href(paths.ieoOrders)}
          timeZone={timeZone}
          onRetry={() => send({ type: 'list.retry' })}
          onFilterChange={(phase) => send({ type: 'phase.select', phase })}
        />
      </main>
    </>
  )
}
