import { useMachine } from '@xstate/react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom'
import { href, paths, traderHref } from '@/app/paths'
import { FollowForm } from '@/components/FollowForm/FollowForm'
import { NavBar } from '@/components/ui/NavBar/NavBar'
import { followFormMachine } from '@/machines/follow-form/follow-form.machine'
import { toFollowFormView } from '@/machines/follow-form/follow-form.view'
import { traderIdOfParam } from '@/machines/trader-detail/trader-detail.machine'

export interface FollowScreenProps {
  /** Stories pass `followFormMachine.provide(...)` (a fixed key). @default followFormMachine */
  machine?: typeof followFormMachine
}

/** USDT from spot to the futures (lever) account: what a copy is paid from. */
const transferToFutures = href(`${paths.fundTransfer}?from=change&to=lever`)

/**
 * Spec §2 /pages/follow/follow?id=<trader> (issue 15, api-reference §10): following a trader, or
 * editing the follow, reached from the trader's page and from My copy trading. When it is made,
 * the page says so with links to My copy trading and back to the trader.
 */
export function FollowScreen({ machine = followFormMachine }: FollowScreenProps) {
  const { t } = useTranslation('followForm')
  const navigate = useNavigate()
  const location = useLocation()
  const [params] = useSearchParams()
  const id = traderIdOfParam(params.get('id'))
  const [snapshot, send] = useMachine(machine, { input: { id } })
  const view = toFollowFormView(snapshot)
  const trader = view.trader
  const title = trader
    ? t(view.isEdit ? 'titleEdit' : 'title', { name: trader.nickname })
    : t('titlePlain')
  const back = () =>
    location.key === 'default'
      ? navigate(id ? `${paths.copyTrader}?id=${id}` : paths.copyTraders)
      : navigate(-1)
  return (
    <>
      <NavBar title={title} onBack={back} />
      <main className="px-4 py-4">
        <FollowForm
          {...view}
          transferHref={transferToFutures}
          mineHref={href(paths.copyMine)}
          tradersHref={href(paths.copyTraders)}
          traderHref={id ? traderHref(id) : href(paths.copyTraders)}
          onRetry={() => send({ type: 'follow.retry' })}
          onModeChange={(mode) => send({ type: 'mode.select', mode })}
          onNumberChange={(value) => send({ type: 'number.change', value })}
          onNumberBlur={() => send({ type: 'number.blur' })}
          onSubmit={() => send({ type: 'form.submit' })}
          onConfirm={() => send({ type: 'confirm.submit' })}
          onCancel={() => send({ type: 'confirm.cancel' })}
        />
      </main>
    </>
  )
}
