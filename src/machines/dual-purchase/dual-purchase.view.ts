import type { SnapshotFrom } from 'xstate'
import type { DualOrder, DualProduct } from '@/api/contract/dual'
import { dualTerms, termDays, type DualTerms } from '@/api/contract/dual-math'
import type { ErrorCode } from '@/api/errors'
import { productStateOf, type DualProductState } from '../dual-products/dual-products.view'
import { moneyFormStatus, type MoneyFormStatus } from '../money-form'
import type { dualPurchaseMachine } from './dual-purchase.machine'
import { sharesIssueOf, sharesOf } from './dual-purchase.rules'

export type DualPurchaseSnapshot = SnapshotFrom<typeof dualPurchaseMachine>

export type DualPurchaseStatus = MoneyFormStatus | 'notFound'

export interface DualPurchaseView {
  status: DualPurchaseStatus
  product: DualProduct | null
  /** Whole UTC days from today to the end date (what the order will earn for). */
  days: number
  state: DualProductState
  signedIn: boolean
  shares: string
  /** The shares' problem worth showing now (as typed once something is typed, or left). */
  sharesIssue: ErrorCode | null
  /** Shares the caller may still buy under the per-user limit; null: no limit. */
  limitLeft: number | null
  /** The payoff card for the typed shares (dual-math dualTerms); null until a whole number ≥ 1. */
  terms: DualTerms | null
  /** The funds balance of the invested currency; null without a session. */
  balance: string | null
  isConfirmOpen: boolean
  isSubmitting: boolean
  error: ErrorCode | null
  errorField: 'shares' | null
  serverMessage: string
  order: DualOrder | null
}

export function toDualPurchaseView(s: DualPurchaseSnapshot): DualPurchaseView {
  const c = s.context
  const p = c.product
  const status: DualPurchaseStatus = s.hasTag('notFound') ? 'notFound' : moneyFormStatus(s)
  const days = p ? termDays(c.now, p.settleAt) : 0
  const shares = sharesOf(c.shares)
  const typed = c.shares.trim()
  const showIssue = c.touched || (typed !== '' && !typed.endsWith('.'))
  return {
    status,
    product: p,
    days,
    state: p ? productStateOf(p, c.now) : 'closed',
    signedIn: c.signedIn,
    shares: c.shares,
    sharesIssue: p && showIssue ? sharesIssueOf(c) : null,
    limitLeft: p && p.userLimit > 0 ? Math.max(0, p.userLimit - p.heldShares) : null,
    terms:
      p && Number.isSafeInteger(shares) && shares > 0
        ? dualTerms({
            direction: p.direction,
            shares,
            strike: p.strike,
            rate: p.rate,
            days,
            scales: p.scales,
          })
        : null,
    balance: c.balance,
    isConfirmOpen: status === 'confirming' || status === 'submitting',
    isSubmitting: status === 'submitting',
    error: c.error,
    errorField: c.errorField,
    serverMessage: c.serverMessage,
    order: c.order,
  }
}
