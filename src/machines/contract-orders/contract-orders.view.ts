import type { SnapshotFrom } from 'xstate'
import type { CloseReason, LeverPosition } from '@/api/contract/lever'
import { isUnset } from '@/api/contract/lever-math'
import type { ErrorCode } from '@/api/errors'
import { toPagedListView, type PagedListStatus } from '@/machines/paged-list/paged-list.view'
import { historyTabs, type ContractOrdersFilter, type HistoryTab } from './contract-orders.logic'
import type { contractOrdersMachine } from './contract-orders.machine'

export type ContractOrdersSnapshot = SnapshotFrom<typeof contractOrdersMachine>

/** What a row's chip says: the status, or for a closed position how it ended. */
export type PositionOutcome = 'pending' | 'open' | 'closing' | 'cancelled' | 'closed' | CloseReason

/** A position as a history row and the detail draw it. */
export interface ContractOrderView extends LeverPosition {
  outcome: PositionOutcome
  /** Closed: its close price and realised P/L are final. */
  isClosed: boolean
  /** The platform covered a loss beyond the account (a liquidation's `shortfall` > 0). */
  hasShortfall: boolean
  /** Some overnight fee could be paid neither from the margin nor from the balance. */
  hasWaivedOvernight: boolean
}

export interface ContractOrdersView {
  status: PagedListStatus
  tabs: readonly HistoryTab[]
  filter: ContractOrdersFilter
  rows: ContractOrderView[]
  total: number
  /** More pages exist: "load more" is offered. */
  hasMore: boolean
  isLoadingMore: boolean
  /** Why the list (or, with `moreError`, the next page) failed; never a session error. */
  error: ErrorCode | null
  moreError: ErrorCode | null
  /** The position whose detail sheet is open. */
  detail: ContractOrderView | null
}

export const toContractOrderView = (position: LeverPosition): ContractOrderView => ({
  ...position,
  outcome: position.status === 'closed' ? (position.closeReason ?? 'closed') : position.status,
  isClosed: position.status === 'closed',
  hasShortfall: !isUnset(position.shortfall),
  hasWaivedOvernight: !isUnset(position.overnightWaived),
})

export function toContractOrdersView(s: ContractOrdersSnapshot): ContractOrdersView {
  const { items, ...list } = toPagedListView(s)
  const { detail } = s.context
  return {
    ...list,
    tabs: historyTabs,
    rows: items.map(toContractOrderView),
    detail: detail && s.hasTag('detailOpen') ? toContractOrderView(detail) : null,
  }
}
