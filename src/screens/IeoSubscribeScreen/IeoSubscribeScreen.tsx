import { useMachine } from '@xstate/react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom'
import { href, paths } from '@/app/paths'
import { SessionContext } from '@/app/services'
import { IeoSubscribe } from '@/components/IeoSubscribe/IeoSubscribe'
import { NavBar } from '@/components/ui/NavBar/NavBar'
import type { ieoPlacementMachine } from '@/machines/ieo-placement/ieo-placement.machine'
import { nowOf, projectIdOfParam } from '@/machines/ieo-subscribe/ieo-subscribe.logic'
import { ieoSubscribeMachine } from '@/machines/ieo-subscribe/ieo-subscribe.machine'
import { toIeoSubscribeView } from '@/machines/ieo-subscribe/ieo-subscribe.view'
import { IeoPlacementPanel } from './ieo-placement-panel'

export interface IeoSubscribeScreenProps {
  /** Stories pass `ieoSubscribeMachine.provide(...)` (a fixed key, a frozen clock). */
  machine?: typeof ieoSubscribeMachine
  /** Stories pass `ieoPlacementMachine.provide(...)` (a fixed key). */
  placementMachine?: typeof ieoPlacementMachine
  /** Times are shown in this zone (stories fix it). @default the device's */
  timeZone?: string
}

/**
 * Spec §2 /pages/ieo/subscribe?id=<project> (issue 16, api-reference §11, spec §3), public: the
 * project's figures and description read without a session; subscribing needs one (a visitor's
 * tap asks to log in, as protected screens do). A bad `?id=` is not found without a request.
 */
export function IeoSubscribeScreen({
  machine = ieoSubscribeMachine,
  placementMachine,
  timeZone,
}: IeoSubscribeScreenProps) {
  const { t } = useTranslation('ieo')
  const navigate = useNavigate()
  const location = useLocation()
  const [params] = useSearchParams()
  const session = SessionContext.useActorRef()
  const id = projectIdOfParam(params.get('id'))
  const [snapshot, send] = useMachine(machine, { input: { id } })
  const view = toIeoSubscribeView(snapshot)
  const token = view.project?.tokenName
  const detail = view.project
  return (
    <>
      <NavBar
        title={token ? t('detail.titleOf', { token }) : t('detail.title')}
        onBack={() => (location.key === 'default' ? navigate(paths.ieo) : navigate(-1))}
      />
      <main className="px-4 py-4">
        <IeoSubscribe
          {...view}
          ordersHref={href(paths.ieoOrders)}
          listHref={href(paths.ieo)}
          timeZone={timeZone}
          placement={
            detail && view.isLoggedIn && view.phase === 'ended' ? (
              <IeoPlacementPanel
                key={detail.id}
                detail={detail}
                now={nowOf(snapshot.context)}
                machine={placementMachine}
                timeZone={timeZone}
              />
            ) : undefined
          }
          onRetry={() => send({ type: 'detail.retry' })}
          onAmountChange={(value) => send({ type: 'amount.change', value })}
          onMax={() => send({ type: 'amount.max' })}
          onSubmit={() => send({ type: 'form.submit' })}
          onConfirm={() => send({ type: 'confirm.submit' })}
          onCancel={() => send({ type: 'confirm.cancel' })}
          onAgain={() => send({ type: 'form.again' })}
          onLogin={() =>
            session.send({
              type: 'session.required',
              back: `${location.pathname}${location.search}`,
            })
          }
        />
      </main>
    </>
  )
}
