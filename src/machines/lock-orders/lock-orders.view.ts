import type { SnapshotFrom } from 'xstate'
import type { LockOrder } from '@/api/contract/lockming'
import { toPagedListView, type PagedListView } from '../paged-list/paged-list.view'
import {
  lockListFilters,
  summaryOf,
  type LockListFilter,
  type LockSummaryLine,
} from './lock-orders.logic'
import type { lockOrdersMachine } from './lock-orders.machine'

export type LockOrdersSnapshot = SnapshotFrom<typeof lockOrdersMachine>

export interface LockOrdersView extends Omit<PagedListView<LockOrder, LockListFilter>, 'items'> {
  filters: readonly LockListFilter[]
  rows: LockOrder[]
  /** The earning locks per coin; null unless every earning lock is loaded. */
  summary: LockSummaryLine[] | null
  /** A reload is in flight (the refresh button spins). */
  isRefreshing: boolean
}

export function toLockOrdersView(s: LockOrdersSnapshot): LockOrdersView {
  const { items, ...list } = toPagedListView(s)
  const complete = list.status === 'ready' && !list.hasMore && list.filter !== 'finished'
  return {
    ...list,
    filters: lockListFilters,
    rows: items,
    summary: summaryOf(items, complete),
    isRefreshing: s.hasTag('loading'),
  }
}
