import type { SnapshotFrom } from 'xstate'
import type { OptionOrder, OptionOutcome } from '@/api/contract/micro'
import type { ErrorCode } from '@/api/errors'
import { toPagedListView, type PagedListStatus } from '@/machines/paged-list/paged-list.view'
import { optionListFilters, resultOf, type OptionListFilter } from './option-orders.logic'
import type { optionOrdersMachine } from './option-orders.machine'

export type OptionOrdersSnapshot = SnapshotFrom<typeof optionOrdersMachine>

/** What a row's chip says: still running (open, closing), or how it settled. */
export type OptionRowState = 'open' | 'closing' | OptionOutcome

/** An option as a history row and the detail draw it. */
export interface OptionOrderView extends OptionOrder {
  state: OptionRowState
  /** Settled: both ticks, the credit and the net result are final. */
  isSettled: boolean
  /** What the settlement credited back (stake + winnings, the stake, or nothing); null while open. */
  credit: string | null
  /** credit − stake − fee (the fee is never refunded); null while open. */
  net: string | null
}

export interface OptionOrdersView {
  status: PagedListStatus
  /** The tabs, in order. */
  filters: readonly OptionListFilter[]
  filter: OptionListFilter
  rows: OptionOrderView[]
  total: number
  /** More pages exist: "load more" is offered. */
  hasMore: boolean
  isLoadingMore: boolean
  /** Why the list (or, with `moreError`, the next page) failed; never a session error. */
  error: ErrorCode | null
  moreError: ErrorCode | null
  /** The option whose detail is open. */
  detail: OptionOrderView | null
}

export function toOptionOrderView(order: OptionOrder): OptionOrderView {
  const result = resultOf(order)
  // a closed order always has its outcome; 'closing' until the contract says otherwise
  const state: OptionRowState =
    order.status === 'closed' ? (order.outcome ?? 'closing') : order.status
  return {
    ...order,
    state,
    isSettled: result !== null,
    credit: result?.credit ?? null,
    net: result?.net ?? null,
  }
}

export function toOptionOrdersView(s: OptionOrdersSnapshot): OptionOrdersView {
  const { items, ...list } = toPagedListView(s)
  const { detail } = s.context
  return {
    ...list,
    filters: optionListFilters,
    rows: items.map(toOptionOrderView),
    detail: detail && s.hasTag('detailOpen') ? toOptionOrderView(detail) : null,
  }
}
