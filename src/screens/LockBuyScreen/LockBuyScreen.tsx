import { useMachine } from '@xstate/react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'
import { href, paths } from '@/app/paths'
import { useBack } from '@/app/use-back'
import { LockForm } from '@/components/LockForm/LockForm'
import { NavBar } from '@/components/ui/NavBar/NavBar'
import { lockFormMachine, productIdOfParam } from '@/machines/lock-form/lock-form.machine'
import { toLockFormView } from '@/machines/lock-form/lock-form.view'

export interface LockBuyScreenProps {
  /** Stories pass `lockFormMachine.provide(...)` (a fixed key). @default lockFormMachine */
  machine?: typeof lockFormMachine
  /** Wall-clock ms for the term's dates (stories fix it). @default Date.now */
  now?: () => number
}

/** Coins into the funds account, where a lock is paid from. */
const transferToFunds = href(`${paths.fundTransfer}?to=change`)

/**
 * Spec §2 /pages/lockming/buy?id=<product> (issue 16, api-reference §12): locking an amount in a
 * product, with what it earns, its dates and the early-redemption rule before confirming; once
 * locked, a link to My locks.
 */
export function LockBuyScreen({ machine = lockFormMachine, now }: LockBuyScreenProps) {
  const { t } = useTranslation('lockming')
  const [params] = useSearchParams()
  const id = productIdOfParam(params.get('id'))
  const [snapshot, send] = useMachine(machine, { input: { id, now } })
  const back = useBack(paths.lockming)
  return (
    <>
      <NavBar title={t('buy.title')} onBack={back} />
      <main className="px-4 py-4">
        <LockForm
          {...toLockFormView(snapshot)}
          transferHref={transferToFunds}
          depositHref={href(paths.deposit)}
          ordersHref={href(paths.lockmingOrders)}
          productsHref={href(paths.lockming)}
          onRetry={() => send({ type: 'lock.retry' })}
          onAmountChange={(value) => send({ type: 'amount.change', value })}
          onAmountBlur={() => send({ type: 'amount.blur' })}
          onMax={() => send({ type: 'amount.max' })}
          onSubmit={() => send({ type: 'form.submit' })}
          onConfirm={() => send({ type: 'confirm.submit' })}
          onCancel={() => send({ type: 'confirm.cancel' })}
        />
      </main>
    </>
  )
}
