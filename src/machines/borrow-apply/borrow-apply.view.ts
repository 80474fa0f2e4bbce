import type { SnapshotFrom } from 'xstate'
import type { BorrowLoan, BorrowTerms } from '@/api/contract/borrow'
import type { ErrorCode } from '@/api/errors'
import { moneyFormStatus, type MoneyFormStatus } from '../money-form'
import type { borrowApplyMachine } from './borrow-apply.machine'
import {
  coinOf,
  previewOf,
  type BorrowCoin,
  type BorrowField,
  type BorrowPreview,
} from './borrow-apply.rules'

export type BorrowApplySnapshot = SnapshotFrom<typeof borrowApplyMachine>

export interface BorrowApplyView {
  status: MoneyFormStatus
  /** The figures (range, terms, rates, risk rates, review days); null before they are read. */
  terms: BorrowTerms | null
  /** The caller may apply (VIP 2 or above, or a market maker, and no open loan). */
  isEligible: boolean
  /** Why not: `borrowVipRequired` or `borrowOpenLoan`; null when eligible. */
  ineligibleReason: 'borrowVipRequired' | 'borrowOpenLoan' | null
  /** The caller's VIP level (0 before the terms are read). */
  vip: number
  /** The coins by name, in the terms' order. */
  coins: string[]
  currency: BorrowCoin | null
  collateral: BorrowCoin | null
  amount: string
  collateralAmount: string
  /** Days as typed. */
  term: string
  preview: BorrowPreview
  isConfirmOpen: boolean
  isSubmitting: boolean
  error: ErrorCode | null
  errorField: BorrowField | null
  serverMessage: string
  loan: BorrowLoan | null
}

export function toBorrowApplyView(s: BorrowApplySnapshot): BorrowApplyView {
  const c = s.context
  const eligibility = c.terms?.eligibility ?? null
  return {
    status: moneyFormStatus(s),
    terms: c.terms,
    isEligible: eligibility?.eligible ?? false,
    ineligibleReason: eligibility?.eligible ? null : (eligibility?.reason ?? null),
    vip: eligibility?.vip ?? 0,
    coins: c.terms?.currencies.map((x) => x.name) ?? [],
    currency: coinOf(c.terms, c.currency),
    collateral: coinOf(c.terms, c.collateral),
    amount: c.amount,
    collateralAmount: c.collateralAmount,
    term: c.term,
    preview: previewOf(c),
    isConfirmOpen: s.hasTag('sheetOpen') || s.hasTag('submitting'),
    isSubmitting: s.hasTag('submitting'),
    error: c.error,
    errorField: c.errorField,
    serverMessage: c.serverMessage,
    loan: c.loan,
  }
}
