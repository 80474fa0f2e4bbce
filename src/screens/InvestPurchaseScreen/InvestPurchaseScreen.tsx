import { useMachine } from '@xstate/react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom'
import { href, investHref, paths } from '@/app/paths'
import { SessionContext } from '@/app/services'
import { useBack } from '@/app/use-back'
import { DualPurchaseForm } from '@/components/DualPurchaseForm/DualPurchaseForm'
import { NavBar } from '@/components/ui/NavBar/NavBar'
import {
  dualPurchaseMachine,
  productIdOfParam,
} from '@/machines/dual-purchase/dual-purchase.machine'
import { toDualPurchaseView } from '@/machines/dual-purchase/dual-purchase.view'
import type { LoginLocationState } from '../LoginScreen/LoginScreen'

export interface InvestPurchaseScreenProps {
  /** Stories pass `dualPurchaseMachine.provide(...)` (a fixed key). @default dualPurchaseMachine */
  machine?: typeof dualPurchaseMachine
  /** The device's clock, for the term in days; stories pass a fixed one. @default Date.now */
  clock?: () => number
}

/**
 * Spec §2 /pages/invest/purchase?id= (issue 16): one dual product, its payoff card for the shares
 * typed, and buying them. Anyone can read it; buying needs a session, so a visitor is sent to the
 * login, which brings them back here.
 */
export function InvestPurchaseScreen({
  machine = dualPurchaseMachine,
  clock = Date.now,
}: InvestPurchaseScreenProps) {
  const { t } = useTranslation('dual')
  const navigate = useNavigate()
  const location = useLocation()
  const [params] = useSearchParams()
  const signedIn = SessionContext.useSelector(
    (s) => s.matches('loggedIn') || s.matches('loggingOut'),
  )
  const id = productIdOfParam(params.get('id'))
  const [snapshot, send] = useMachine(machine, { input: { id, signedIn, now: clock() } })
  const view = toDualPurchaseView(snapshot)
  const p = view.product
  const productsHref = p ? investHref({ coin: p.coinId, type: p.direction }) : investHref()
  const back = useBack(paths.invest)
  const login = () =>
    navigate(paths.login, {
      state: { back: `${location.pathname}${location.search}` } satisfies LoginLocationState,
    })
  return (
    <>
      <NavBar
        title={p ? t('purchase.titleOf', { name: p.name }) : t('purchase.title')}
        onBack={back}
      />
      <main className="px-4 py-3">
        <DualPurchaseForm
          {...view}
          mineHref={href(paths.investMine)}
          productsHref={productsHref}
          onRetry={() => send({ type: 'purchase.retry' })}
          onSharesChange={(value) => send({ type: 'shares.change', value })}
          onSharesBlur={() => send({ type: 'shares.blur' })}
          onSubmit={() => send({ type: 'form.submit' })}
          onConfirm={() => send({ type: 'confirm.submit' })}
          onCancel={() => send({ type: 'confirm.cancel' })}
          onLogin={login}
        />
      </main>
    </>
  )
}
