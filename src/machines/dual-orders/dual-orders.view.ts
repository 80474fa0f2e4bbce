import type { SnapshotFrom } from 'xstate'
import type { DualOrder } from '@/api/contract/dual'
import { dualReturn, dualTerms, type DualReturnLine } from '@/api/contract/dual-math'
import type { ErrorCode } from '@/api/errors'
import { toPagedListView, type PagedListStatus } from '@/machines/paged-list/paged-list.view'
import { stateOf, type DualOrderState } from './dual-orders.logic'
import type { dualOrdersMachine } from './dual-orders.machine'
import { dualOrdersTabs, type DualOrdersFilter } from './dual-orders.types'

export type { DualOrderState } from './dual-orders.logic'

export type DualOrdersSnapshot = SnapshotFrom<typeof dualOrdersMachine>

/** An order as its card draws it. */
export interface DualOrderView extends DualOrder {
  state: DualOrderState
  /** Not settled yet: what each outcome would pay for this principal (dual-math dualTerms). */
  outcomes: { coin: string; usdt: string } | null
  /** Settled: what came back against what went in, per currency (dual-math dualReturn). */
  result: DualReturnLine[] | null
  /** The engine second that settles it (unix seconds), for the K-line link. */
  tickSeconds: number
}

export interface DualOrdersView {
  status: PagedListStatus
  tabs: readonly DualOrdersFilter['status'][]
  filter: DualOrdersFilter
  rows: DualOrderView[]
  total: number
  hasMore: boolean
  isLoadingMore: boolean
  /** Why the list (or, with `moreError`, the next page) failed; never a session error. */
  error: ErrorCode | null
  moreError: ErrorCode | null
}

export function toDualOrderView(order: DualOrder, now: number | null): DualOrderView {
  const state = stateOf(order, now)
  const { coin, usdt } = dualTerms({
    direction: order.direction,
    shares: order.shares,
    strike: order.strike,
    rate: order.rate,
    days: order.days,
    scales: order.scales,
  })
  const result =
    order.settled && order.payout !== null && order.payoutCurrency !== null
      ? dualReturn({
          principal: order.principal,
          investCurrency: order.investCurrency,
          payout: order.payout,
          payoutCurrency: order.payoutCurrency,
        })
      : null
  return {
    ...order,
    state,
    outcomes: order.settled ? null : { coin, usdt },
    result,
    tickSeconds: Math.floor(order.settleTick / 1000),
  }
}

export function toDualOrdersView(s: DualOrdersSnapshot): DualOrdersView {
  const { items, ...list } = toPagedListView(s)
  return {
    ...list,
    tabs: dualOrdersTabs,
    rows: items.map((o) => toDualOrderView(o, s.context.now)),
  }
}
