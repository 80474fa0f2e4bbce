import type { SnapshotFrom } from 'xstate'
import type { FollowTerms, TraderDetail } from '@/api/contract/follow'
import type { LeverPosition } from '@/api/contract/lever'
import type { ErrorCode } from '@/api/errors'
import { toContractOrderView } from '@/machines/contract-orders/contract-orders.view'
import type { ContractOrdersView } from '@/machines/contract-orders/contract-orders.view'
import { detailStatus, type DetailStatus } from '../load-status'
import { toPagedListView } from '../paged-list/paged-list.view'
import type { traderDetailMachine, traderHistoryMachine } from './trader-detail.machine'

export type TraderDetailSnapshot = SnapshotFrom<typeof traderDetailMachine>
export type TraderHistorySnapshot = SnapshotFrom<typeof traderHistoryMachine>

export interface TraderDetailView {
  status: DetailStatus
  /** The trader asked for (null: no valid id in the address). */
  id: number | null
  trader: TraderDetail['trader'] | null
  stats: TraderDetail['stats'] | null
  dailyPnl: TraderDetail['dailyPnl']
  /** The caller's follow of this trader (null: not following). */
  myFollow: FollowTerms | null
  /** Why it failed; never a session error. */
  error: ErrorCode | null
}

export function toTraderDetailView(s: TraderDetailSnapshot): TraderDetailView {
  const status = detailStatus(s)
  const detail = status === 'ready' ? s.context.detail : null
  return {
    status,
    id: s.context.id,
    trader: detail?.trader ?? null,
    stats: detail?.stats ?? null,
    dailyPnl: detail?.dailyPnl ?? [],
    myFollow: detail?.myFollow ?? null,
    error: status === 'failed' ? s.context.error : null,
  }
}

/** The trader's closed positions as the futures history draws its rows and detail. */
export type TraderHistoryView = Omit<ContractOrdersView, 'tabs' | 'filter'>

/**
 * A row of the trader's history: the futures history's, except that a position the trader closed
 * by hand is "closed" (the futures history's `user` outcome says "closed by you", the viewer).
 */
const toTraderRow = (position: LeverPosition) => {
  const row = toContractOrderView(position)
  return row.outcome === 'user' ? { ...row, outcome: 'closed' as const } : row
}

export function toTraderHistoryView(s: TraderHistorySnapshot): TraderHistoryView {
  const { status, items, total, hasMore, isLoadingMore, error, moreError } = toPagedListView(s)
  const { detail } = s.context
  return {
    status,
    total,
    hasMore,
    isLoadingMore,
    error,
    moreError,
    rows: items.map(toTraderRow),
    detail: detail && s.hasTag('detailOpen') ? toTraderRow(detail) : null,
  }
}
