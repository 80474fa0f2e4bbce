import { useMachine } from '@xstate/react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate } from 'react-router-dom'
import { href, paths } from '@/app/paths'
import { BorrowApply } from '@/components/BorrowApply/BorrowApply'
import { NavBar } from '@/components/ui/NavBar/NavBar'
import { borrowApplyMachine } from '@/machines/borrow-apply/borrow-apply.machine'
import { toBorrowApplyView } from '@/machines/borrow-apply/borrow-apply.view'

export interface BorrowingScreenProps {
  /** Stories pass `borrowApplyMachine.provide(...)` (a fixed key). @default borrowApplyMachine */
  machine?: typeof borrowApplyMachine
}

/**
 * Spec §2 /pages/common/borrowing (issue 18; §6 "OTC borrowing needs VIP level 2 or above, or a
 * market maker"; api-reference §16.1): the loan terms in numbers and, for a VIP 2, the application.
 */
export function BorrowingScreen({ machine = borrowApplyMachine }: BorrowingScreenProps) {
  const { t } = useTranslation('borrow')
  const navigate = useNavigate()
  const location = useLocation()
  const [snapshot, send] = useMachine(machine)
  const back = () => (location.key === 'default' ? navigate(paths.home) : navigate(-1))
  return (
    <>
      <NavBar title={t('screen.title')} onBack={back} />
      <main className="px-4 py-4">
        <BorrowApply
          {...toBorrowApplyView(snapshot)}
          supportHref={href(paths.support)}
          onRetry={() => send({ type: 'terms.retry' })}
          onAmountChange={(value) => send({ type: 'amount.change', value })}
          onCollateralAmountChange={(value) => send({ type: 'collateralAmount.change', value })}
          onTermChange={(value) => send({ type: 'term.change', value })}
          onCoinChange={(field, coin) => send({ type: 'coin.change', field, coin })}
          onSubmit={() => send({ type: 'form.submit' })}
          onConfirm={() => send({ type: 'confirm.submit' })}
          onCancel={() => send({ type: 'confirm.cancel' })}
          onAgain={() => send({ type: 'form.again' })}
        />
      </main>
    </>
  )
}
