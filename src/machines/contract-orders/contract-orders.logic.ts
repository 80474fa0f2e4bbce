/**
 * The futures history's pure rules (contract-orders.machine.ts): the status tabs, the request of a
 * page, which rows a filter shows (a changed position moves by it: orders-history.logic.ts).
 */
import {
  LEVER_PAGE_SIZE,
  type LeverHistory,
  type LeverHistoryRequest,
  type LeverPosition,
} from '@/api/contract/lever'
import type { Page } from '@/machines/paged-list/paged-list.machine'

/** A pair as the filter names it: the symbol shown, the ids lever/my_trade takes. */
export interface LeverPair {
  /** "BTC/USDT". */
  symbol: string
  currencyId: number
  legalId: number
}

/** The history's tabs, in order, and the `status` each asks lever/my_trade for. */
export const historyTabs = ['all', 'open', 'pending', 'closed', 'cancelled'] as const
export type HistoryTab = (typeof historyTabs)[number]
export const historyTabCodes: Record<HistoryTab, -1 | 0 | 1 | 3 | 4> = {
  all: -1,
  open: 1,
  pending: 0,
  closed: 3,
  cancelled: 4,
}

/** What the list shows: one status tab, all pairs or one. */
export interface ContractOrdersFilter {
  status: HistoryTab
  /** null: every pair. */
  pair: LeverPair | null
}

export const allPositions: ContractOrdersFilter = { status: 'all', pair: null }
export const defaultPageSize = LEVER_PAGE_SIZE

/** lever/my_trade's query for one page of `filter`. */
export function toHistoryRequest(filter: ContractOrdersFilter, page: number, pageSize: number) {
  const request: LeverHistoryRequest = {
    status: historyTabCodes[filter.status],
    page,
    limit: pageSize,
  }
  if (filter.pair) {
    request.currency_id = filter.pair.currencyId
    request.legal_id = filter.pair.legalId
  }
  return request
}

/** lever/my_trade's answer as the list keeps it (its totals are the positions panel's). */
export const historyPage = (answer: LeverHistory): Page<LeverPosition> => answer.page

/** The position is one of those the filter lists. */
export const isShownBy = (filter: ContractOrdersFilter, position: LeverPosition) =>
  (filter.status === 'all' || position.status === filter.status) &&
  (filter.pair === null ||
    (position.currencyId === filter.pair.currencyId && position.legalId === filter.pair.legalId))
