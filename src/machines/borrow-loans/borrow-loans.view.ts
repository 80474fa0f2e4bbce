import type { SnapshotFrom } from 'xstate'
import type { BorrowLoan } from '@/api/contract/borrow'
import { repaymentOf } from '@/api/contract/borrow-math'
import type { ErrorCode } from '@/api/errors'
import type { borrowLoansMachine } from './borrow-loans.machine'

export type BorrowLoansSnapshot = SnapshotFrom<typeof borrowLoansMachine>

export interface BorrowLoansView {
  status: 'loading' | 'failed' | 'empty' | 'ready'
  loans: BorrowLoan[]
  /** The loan in the repay sheet, with what repaying it takes now (borrow-math repaymentOf). */
  repaying: { loan: BorrowLoan; principal: string; interest: string; total: string } | null
  isConfirmOpen: boolean
  isSubmitting: boolean
  error: ErrorCode | null
  serverMessage: string
}

export function toBorrowLoansView(s: BorrowLoansSnapshot): BorrowLoansView {
  const c = s.context
  const status = s.hasTag('loading')
    ? 'loading'
    : s.hasTag('failed')
      ? 'failed'
      : s.hasTag('empty')
        ? 'empty'
        : 'ready'
  const loan = c.loans.find((l) => l.id === c.repayId) ?? null
  const open = s.hasTag('sheetOpen') || s.hasTag('submitting')
  return {
    status,
    loans: status === 'ready' ? c.loans : [],
    repaying:
      open && loan
        ? {
            loan,
            ...repaymentOf({
              principal: loan.amount,
              interest: loan.interest,
              overdue: loan.overdue,
            }),
          }
        : null,
    isConfirmOpen: open,
    isSubmitting: s.hasTag('submitting'),
    error: c.error,
    serverMessage: c.serverMessage,
  }
}
