import type { SnapshotFrom } from 'xstate'
import type { IeoDetail, IeoOrder } from '@/api/contract/ieo'
import { placementOpen, placementTerms } from '@/api/contract/ieo-math'
import { compareDecimals, fromUnits, toUnits } from '@/api/contract/wallet-math'
import type { ErrorCode } from '@/api/errors'
import { liveIssue, moneyFormStatus, type MoneyFormStatus } from '../money-form'
import { placementIssueOf, placementStateOf } from './ieo-placement.logic'
import type { ieoPlacementMachine } from './ieo-placement.machine'

export type IeoPlacementSnapshot = SnapshotFrom<typeof ieoPlacementMachine>

/** What confirming the typed offer buys (placementTerms): shown before confirming. */
export interface IeoPlacementQuote {
  /** The offer, pay currency. */
  offer: string
  tokens: string
  /** The exact cost charged (≤ the offer). */
  cost: string
  balanceAfter: string
}

export interface IeoPlacementView {
  status: MoneyFormStatus
  project: IeoDetail
  /** Ended and sell_begin reached, on the page's clock. */
  isOpen: boolean
  /** When the placement opens (sell_begin). */
  opensAt: number
  /** Tokens left unsold. */
  unsold: string
  /** Nothing is left unsold. */
  isSoldOut: boolean
  balance: string | null
  amount: string
  amountIssue: ErrorCode | null
  quote: IeoPlacementQuote | null
  /** The caller's placement: the one just made, or the one the detail carries. */
  placement: IeoOrder | null
  isConfirmOpen: boolean
  isSubmitting: boolean
  error: ErrorCode | null
  errorField: 'amount' | null
  serverMessage: string
}

export function toIeoPlacementView(s: IeoPlacementSnapshot): IeoPlacementView {
  const c = s.context
  const d = c.detail
  const status = moneyFormStatus(s)
  const typed = c.amount.trim()
  const issue = placementIssueOf(c)
  const live =
    typed === '' || typed.endsWith('.')
      ? null
      : (liveIssue(typed, issue) ?? (issue === 'ieoSupplyExceeded' ? issue : null))
  const quoted = issue === null || issue === 'insufficientBalance'
  const terms = quoted
    ? placementTerms(typed, d.price, { tokenScale: d.tokenScale, payScale: d.payScale })
    : null
  return {
    status,
    project: d,
    isOpen: placementOpen(placementStateOf(d, c.now)),
    opensAt: d.sellBegin,
    unsold: d.remaining,
    isSoldOut: compareDecimals(d.remaining, '0') <= 0,
    balance: d.balance,
    amount: c.amount,
    amountIssue: c.touched ? issue : live,
    quote:
      terms && d.balance !== null
        ? {
            offer: typed,
            ...terms,
            balanceAfter: fromUnits(
              toUnits(d.balance, d.payScale) - toUnits(terms.cost, d.payScale),
              d.payScale,
            ),
          }
        : null,
    placement: c.order ?? d.placement,
    isConfirmOpen: status === 'confirming' || status === 'submitting',
    isSubmitting: status === 'submitting',
    error: c.error,
    errorField: c.errorField,
    serverMessage: c.serverMessage,
  }
}
