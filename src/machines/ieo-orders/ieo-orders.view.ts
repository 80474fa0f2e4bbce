import type { SnapshotFrom } from 'xstate'
import type { IeoOrder, IeoOrderStatus, IeoOrderType } from '@/api/contract/ieo'
import type { ErrorCode } from '@/api/errors'
import { toPagedListView, type PagedListStatus } from '@/machines/paged-list/paged-list.view'
import type { ieoOrdersMachine } from './ieo-orders.machine'

export type IeoOrdersSnapshot = SnapshotFrom<typeof ieoOrdersMachine>

/** One subscription as its row shows it (amounts as the server wrote them). */
export interface IeoOrderRowView {
  id: number
  orderNo: number
  projectId: number
  tokenName: string
  /** A subscription, or a placement bought after the end (labelled "Placement"). */
  type: IeoOrderType
  status: IeoOrderStatus
  /** Tokens subscribed, and delivered (0 until delivery). */
  amount: string
  delivered: string
  price: string
  /** The cost paid, in `payCurrencyName`. */
  cost: string
  payCurrencyName: string
  /** ms. */
  createdAt: number
  /** Delivery is due after this (the project's end). */
  endAt: number
  deliveredAt: number | null
}

export interface IeoOrdersView {
  status: PagedListStatus
  rows: IeoOrderRowView[]
  total: number
  hasMore: boolean
  isLoadingMore: boolean
  /** A request is in flight (the refresh control waits). */
  isBusy: boolean
  error: ErrorCode | null
  moreError: ErrorCode | null
}

const toRow = (o: IeoOrder): IeoOrderRowView => ({
  id: o.id,
  orderNo: o.orderNo,
  projectId: o.projectId,
  tokenName: o.tokenName,
  type: o.type,
  status: o.status,
  amount: o.amount,
  delivered: o.delivered,
  price: o.price,
  cost: o.cost,
  payCurrencyName: o.payCurrencyName,
  createdAt: o.createdAt,
  endAt: o.endAt,
  deliveredAt: o.deliveredAt,
})

export function toIeoOrdersView(s: IeoOrdersSnapshot): IeoOrdersView {
  const list = toPagedListView(s)
  return {
    status: list.status,
    rows: list.items.map(toRow),
    total: list.total,
    hasMore: list.hasMore,
    isLoadingMore: list.isLoadingMore,
    isBusy: s.hasTag('busy'),
    error: list.error,
    moreError: list.moreError,
  }
}
