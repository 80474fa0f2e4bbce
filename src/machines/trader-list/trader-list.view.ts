import type { SnapshotFrom } from 'xstate'
import type { TraderItem } from '@/api/contract/follow'
import type { ErrorCode } from '@/api/errors'
import { toPagedListView, type PagedListStatus } from '@/machines/paged-list/paged-list.view'
import type { traderListMachine } from './trader-list.machine'

export type TraderListSnapshot = SnapshotFrom<typeof traderListMachine>

/** A trader as the list's card shows them. */
export interface TraderCardView extends TraderItem {
  /** Place in the server's order (total realised P/L descending), from 1. */
  rank: number
}

export interface TraderListView {
  status: PagedListStatus
  traders: TraderCardView[]
  total: number
  /** More pages exist: "load more" is offered. */
  hasMore: boolean
  isLoadingMore: boolean
  /** Why the list (or, with `moreError`, the next page) failed; session errors are the session's. */
  error: ErrorCode | null
  moreError: ErrorCode | null
}

export function toTraderListView(s: TraderListSnapshot): TraderListView {
  const { items, status, total, hasMore, isLoadingMore, error, moreError } = toPagedListView(s)
  return {
    status,
    traders: items.map((trader, i) => ({ ...trader, rank: i + 1 })),
    total,
    hasMore,
    isLoadingMore,
    error,
    moreError,
  }
}
