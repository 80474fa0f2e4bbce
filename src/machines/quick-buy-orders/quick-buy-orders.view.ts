import type { SnapshotFrom } from 'xstate'
import type { QuickBuyOrder } from '@/api/contract/quick-buy'
import type { ErrorCode } from '@/api/errors'
import { toPagedListView, type PagedListStatus } from '../paged-list/paged-list.view'
import type { quickBuyOrdersMachine } from './quick-buy-orders.machine'

export type QuickBuyOrdersSnapshot = SnapshotFrom<typeof quickBuyOrdersMachine>

export interface QuickBuyOrdersView {
  status: PagedListStatus
  orders: QuickBuyOrder[]
  hasMore: boolean
  isLoadingMore: boolean
  error: ErrorCode | null
  moreError: ErrorCode | null
}

export function toQuickBuyOrdersView(s: QuickBuyOrdersSnapshot): QuickBuyOrdersView {
  const { items, status, hasMore, isLoadingMore, error, moreError } = toPagedListView(s)
  return { status, orders: items, hasMore, isLoadingMore, error, moreError }
}
