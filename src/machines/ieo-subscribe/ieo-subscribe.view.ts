import type { SnapshotFrom } from 'xstate'
import type { IeoDetail, IeoOrder, IeoPhase } from '@/api/contract/ieo'
import { maxSubscription, secondsToNext, subscriptionCost } from '@/api/contract/ieo-math'
import { fromUnits, toUnits } from '@/api/contract/wallet-math'
import type { ErrorCode } from '@/api/errors'
import { liveIssue, moneyFormStatus, type MoneyFormStatus } from '../money-form'
import { amountIssueOf, nowOf, termsOf } from './ieo-subscribe.logic'
import type { ieoSubscribeMachine } from './ieo-subscribe.machine'

export type IeoSubscribeSnapshot = SnapshotFrom<typeof ieoSubscribeMachine>

export type IeoSubscribeStatus = MoneyFormStatus | 'notFound'

/** What confirming the typed amount does (shown before the confirm button). */
export interface IeoSubscribePreview {
  /** Tokens, all of them allotted (first come, first served, no lottery). */
  amount: string
  /** price × amount rounded up to the pay currency's decimals (ieo-math subscriptionCost). */
  cost: string
  balanceAfter: string
  /** Delivered to the funds account after this (the project's end). */
  deliveryAt: number
}

export interface IeoSubscribeView {
  status: IeoSubscribeStatus
  project: IeoDetail | null
  /** The phase and countdown on the page's clock (the server's `now` plus the ticks since). */
  phase: IeoPhase
  secondsLeft: number
  /** With a session the detail carries the funds balance; without one, subscribing logs in. */
  isLoggedIn: boolean
  balance: string | null
  amount: string
  /** The amount's issue worth showing now (as typed, or once left or submitted). */
  amountIssue: ErrorCode | null
  /** The most that can be subscribed now; '0' when nothing can. */
  max: string
  preview: IeoSubscribePreview | null
  /** The caller's latest subscription to this project. */
  latestOrder: IeoOrder | null
  isConfirmOpen: boolean
  isSubmitting: boolean
  /** Reading the project again after a refusal or a new subscription. */
  isRefreshing: boolean
  error: ErrorCode | null
  errorField: 'amount' | null
  serverMessage: string
  /** The subscription just made. */
  order: IeoOrder | null
}

export function toIeoSubscribeView(s: IeoSubscribeSnapshot): IeoSubscribeView {
  const c = s.context
  const status: IeoSubscribeStatus = s.hasTag('notFound') ? 'notFound' : moneyFormStatus(s)
  const detail = c.detail
  const now = nowOf(c)
  const terms = detail ? termsOf(detail, now) : null
  const typed = c.amount.trim()
  const issue = amountIssueOf(c)
  const live =
    typed === '' || typed.endsWith('.')
      ? null
      : (liveIssue(typed, issue) ?? (issue === 'ieoSupplyExceeded' ? issue : null))
  const cost =
    detail && issue === null ? subscriptionCost(detail.price, typed, detail.payScale) : null
  return {
    status,
    project: detail,
    phase: terms?.phase ?? 'notStarted',
    secondsLeft: detail ? secondsToNext(now, detail.startAt, detail.endAt) : 0,
    isLoggedIn: detail?.balance != null,
    balance: detail?.balance ?? null,
    amount: c.amount,
    amountIssue: c.touched ? issue : live,
    max: terms && detail?.balance != null ? maxSubscription(terms) : '0',
    preview:
      detail && cost !== null && detail.balance !== null
        ? {
            amount: typed,
            cost,
            balanceAfter: fromUnits(
              toUnits(detail.balance, detail.payScale) - toUnits(cost, detail.payScale),
              detail.payScale,
            ),
            deliveryAt: detail.endAt,
          }
        : null,
    latestOrder: detail?.order ?? null,
    isConfirmOpen: status === 'confirming' || status === 'submitting',
    isSubmitting: status === 'submitting',
    isRefreshing: s.hasTag('refreshing'),
    error: c.error,
    errorField: c.errorField,
    serverMessage: c.serverMessage,
    order: c.order,
  }
}
