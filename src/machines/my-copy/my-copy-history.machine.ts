/**
 * My closed copies (issue 15): the futures history (contract-orders.logic.ts) asked for copies
 * only (lever/my_trade `order_type` 2) and closed positions only, an orders history
 * (paged-list/orders-history.machine.ts) whose rows a closed copy (`follow_copy` 'closed', or
 * `lever_position`) puts first.
 *
 * loading → ready | empty | failed (list.retry → loading); list.refresh → loading
 * ready: idle —list.more→ loadingMore → idle;  idle —position.open→ detail —detail.close→ idle
 * position.changed (ready, empty): a closed copy is put first; anything else is not listed.
 */
import { fromPromise } from 'xstate'
import type { LeverHistory, LeverHistoryRequest } from '@/api/contract/lever'
import { leverApi } from '@/api/lever'
import {
  defaultPageSize,
  historyPage,
  isShownBy,
  toHistoryRequest,
  type ContractOrdersFilter,
} from '@/machines/contract-orders/contract-orders.logic'
import { createOrdersHistoryMachine } from '@/machines/paged-list/orders-history.machine'

/** Closed positions of every pair. */
export const closedCopies: ContractOrdersFilter = { status: 'closed', pair: null }

/** lever/my_trade's query for a page of closed copies. */
export const toCopiesRequest = (
  filter: ContractOrdersFilter,
  page: number,
  pageSize: number,
): LeverHistoryRequest => ({ ...toHistoryRequest(filter, page, pageSize), order_type: 2 })

export const myCopyHistoryMachine = createOrdersHistoryMachine({
  id: 'myCopyHistory',
  fetchPage: fromPromise<LeverHistory, LeverHistoryRequest>(({ input, signal }) =>
    leverApi.history(input, { signal }),
  ),
  request: ({ filter, page, pageSize }) => toCopiesRequest(filter, page, pageSize),
  readPage: historyPage,
  pageSize: defaultPageSize,
  filter: closedCopies,
  events: { open: 'position.open', changed: 'position.changed', key: 'position' },
  isShownBy: (filter, position) => position.copied && isShownBy(filter, position),
})
