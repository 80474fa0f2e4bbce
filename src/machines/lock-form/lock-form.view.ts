import type { SnapshotFrom } from 'xstate'
import type { LockConfig, LockOrder } from '@/api/contract/lockming'
import {
  annualRate,
  lockTerms,
  paymentAt,
  penaltyOf,
  redemptionTerms,
  type LockTerms,
} from '@/api/contract/lockming-math'
import type { ErrorCode } from '@/api/errors'
import { liveIssue, moneyFormStatus, type MoneyFormStatus } from '../money-form'
import { amountIssueOf, type lockFormMachine, type LockFormContext } from './lock-form.machine'

export type LockFormSnapshot = SnapshotFrom<typeof lockFormMachine>

export type LockFormStatus = MoneyFormStatus | 'notFound'

/** What an early redemption costs, for the typed amount (lockming-math). */
export interface LockRedemptionExample {
  /** The settlement ratio, percent of the amount per remaining day. */
  cancelRate: string
  /** The penalty of one remaining day. */
  perDay: string
  /** Redeemed on the term's first day: every day remains. */
  remainingDays: number
  penalty: string
  /** What comes back then. */
  refund: string
}

/** The sheet's figures for the typed amount. */
export interface LockPreview extends LockTerms {
  /** The first interest payment: the 00:00 UTC that ends the first earning day. */
  firstPaymentAt: number
  redemption: LockRedemptionExample
}

export interface LockFormView {
  status: LockFormStatus
  product: (LockConfig & { annualRate: string }) | null
  balance: string
  amount: string
  /** The amount's problem worth showing now (as typed once it reads, or once left). */
  amountIssue: ErrorCode | null
  /** The terms of the typed amount; null until it is a valid amount. */
  preview: LockPreview | null
  isConfirmOpen: boolean
  isSubmitting: boolean
  error: ErrorCode | null
  errorField: 'amount' | null
  serverMessage: string
  lock: LockOrder | null
}

/** The amount's codes that mean "not an amount yet": no figures for it. */
const notAnAmount = new Set<ErrorCode>(['amountRequired', 'amountInvalid', 'amountTooPrecise'])

/** The terms of the context's amount at its clock, or null. */
export function previewOf(c: LockFormContext): LockPreview | null {
  const p = c.product
  const issue = amountIssueOf(c)
  if (!p || (issue && notAnAmount.has(issue))) return null
  const terms = lockTerms({
    amount: c.amount.trim(),
    dailyRate: p.dailyRate,
    days: p.days,
    scale: p.scale,
    now: c.now(),
  })
  const early = redemptionTerms({
    amount: terms.amount,
    cancelRate: p.cancelRate,
    dailyRate: p.dailyRate,
    startAt: terms.startAt,
    days: p.days,
    scale: p.scale,
    now: terms.startAt,
  })
  return {
    ...terms,
    firstPaymentAt: paymentAt(terms.startAt, 0),
    redemption: {
      cancelRate: p.cancelRate,
      perDay: penaltyOf(terms.amount, p.cancelRate, 1, p.scale),
      remainingDays: early.remainingDays,
      penalty: early.penalty,
      refund: early.refund,
    },
  }
}

export function toLockFormView(s: LockFormSnapshot): LockFormView {
  const c = s.context
  const status: LockFormStatus = s.hasTag('notFound') ? 'notFound' : moneyFormStatus(s)
  const typed = c.amount.trim()
  const issue = amountIssueOf(c)
  const showIssue = c.touched ? issue : typed.endsWith('.') ? null : liveIssue(typed, issue)
  return {
    status,
    product: c.product ? { ...c.product, annualRate: annualRate(c.product.dailyRate) } : null,
    balance: c.balance,
    amount: c.amount,
    amountIssue: showIssue,
    preview: previewOf(c),
    isConfirmOpen: status === 'confirming' || status === 'submitting',
    isSubmitting: status === 'submitting',
    error: c.error,
    errorField: c.errorField,
    serverMessage: c.serverMessage,
    lock: c.lock,
  }
}
