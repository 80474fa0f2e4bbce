import type { SnapshotFrom } from 'xstate'
import { orderStatuses, type OrderStatus, type SpotOrder } from '@/api/contract/spot'
import { orderValue } from '@/api/contract/spot-math'
import type { ErrorCode } from '@/api/errors'
import { toPagedListView, type PagedListStatus } from '@/machines/paged-list/paged-list.view'
import type { SpotOrdersFilter } from './spot-orders.logic'
import type { spotOrdersMachine } from './spot-orders.machine'

export type SpotOrdersSnapshot = SnapshotFrom<typeof spotOrdersMachine>

/** An order as a row and the detail draw it. */
export interface SpotOrderView extends SpotOrder {
  /** price × amount, in the quote currency (for a market order, at its average price). */
  total: string
  /** The fee rate in percent ("0.002" → "0.2"). */
  feePercent: string
  /** What has filled: the whole amount once filled, else nothing (no partial fills). */
  filled: string
  /** A Cancel button is offered (an open order, nothing else in flight). */
  canCancel: boolean
}

export interface SpotOrdersView {
  status: PagedListStatus
  tabs: readonly OrderStatus[]
  filter: SpotOrdersFilter
  rows: SpotOrderView[]
  total: number
  /** More pages exist: "load more" is offered. */
  hasMore: boolean
  isLoadingMore: boolean
  /** Why the list (or, with `moreError`, the next page) failed; never a session error. */
  error: ErrorCode | null
  moreError: ErrorCode | null
  /** Said above the list (`orderNotOpen`: the order was filled or cancelled meanwhile). */
  notice: ErrorCode | null
  /** The order whose detail sheet is open. */
  detail: SpotOrderView | null
  /** The cancel confirm, when open. */
  cancel: { order: SpotOrderView; busy: boolean; error: ErrorCode | null } | null
}

const toOrderView = (s: SpotOrdersSnapshot, order: SpotOrder): SpotOrderView => ({
  ...order,
  total: orderValue(order.price, order.amount),
  feePercent: orderValue(order.feeRate, '100'),
  filled: order.status === 'filled' ? order.amount : '0',
  canCancel: order.status === 'open' && s.can({ type: 'order.cancel', id: order.id }),
})

export function toSpotOrdersView(s: SpotOrdersSnapshot): SpotOrdersView {
  const { items, ...list } = toPagedListView(s)
  const { detail, target, cancelError, notice } = s.context
  const sheetOpen = s.hasTag('sheetOpen') && target !== null
  return {
    ...list,
    tabs: orderStatuses,
    rows: items.map((order) => toOrderView(s, order)),
    notice,
    detail: detail && s.hasTag('detailOpen') ? toOrderView(s, detail) : null,
    cancel: sheetOpen
      ? { order: toOrderView(s, target), busy: s.hasTag('cancelling'), error: cancelError }
      : null,
  }
}
