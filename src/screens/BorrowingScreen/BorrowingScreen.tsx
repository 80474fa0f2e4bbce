import { useMachine } from '@xstate/react'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { BorrowLoanEvent } from '@/api/contract/borrow'
import { href, paths } from '@/app/paths'
import { usePrivateEvent } from '@/app/private-events'
import { useBack } from '@/app/use-back'
import { BorrowApply } from '@/components/BorrowApply/BorrowApply'
import { BorrowLoans } from '@/components/BorrowLoans/BorrowLoans'
import { NavBar } from '@/components/ui/NavBar/NavBar'
import { borrowApplyMachine } from '@/machines/borrow-apply/borrow-apply.machine'
import { toBorrowApplyView } from '@/machines/borrow-apply/borrow-apply.view'
import { borrowLoansMachine } from '@/machines/borrow-loans/borrow-loans.machine'
import { toBorrowLoansView } from '@/machines/borrow-loans/borrow-loans.view'

export interface BorrowingScreenProps {
  /** Stories pass `borrowApplyMachine.provide(...)` (a fixed key). @default borrowApplyMachine */
  machine?: typeof borrowApplyMachine
  /** Stories pass `borrowLoansMachine.provide(...)` (a fixed key). @default borrowLoansMachine */
  loansMachine?: typeof borrowLoansMachine
}

/**
 * Spec §2 /pages/common/borrowing (issue 18; §6 "OTC borrowing needs VIP level 2 or above, or a
 * market maker"; api-reference §16.1): the loan terms in numbers, for a VIP 2 the application,
 * and my applications and loans with what is owed and repayment; the user's `borrow_loan` events
 * (approved, rejected, closed by force) update My loans without a reload.
 */
export function BorrowingScreen({
  machine = borrowApplyMachine,
  loansMachine = borrowLoansMachine,
}: BorrowingScreenProps) {
  const { t } = useTranslation('borrow')
  const [snapshot, send, applyRef] = useMachine(machine)
  const [loans, sendLoans] = useMachine(loansMachine)
  // the desk's decisions and forced closes arrive live, each loan in its place
  usePrivateEvent('borrow_loan', BorrowLoanEvent, ({ data }) =>
    sendLoans({ type: 'loan.changed', loan: data }),
  )
  // a new application is a new row of My loans
  useEffect(() => {
    const sub = applyRef.on('applied', () => sendLoans({ type: 'loans.refresh' }))
    return () => sub.unsubscribe()
  }, [applyRef, sendLoans])
  const back = useBack(paths.home)
  return (
    <>
      <NavBar title={t('screen.title')} onBack={back} />
      <main className="flex flex-col gap-6 px-4 py-4">
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
        <BorrowLoans
          {...toBorrowLoansView(loans)}
          onRetry={() => sendLoans({ type: 'loans.retry' })}
          onRepay={(id) => sendLoans({ type: 'repay.open', id })}
          onConfirm={() => sendLoans({ type: 'confirm.submit' })}
          onCancel={() => sendLoans({ type: 'confirm.cancel' })}
        />
      </main>
    </>
  )
}
