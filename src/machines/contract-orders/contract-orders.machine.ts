/**
 * The futures history (spec §2 transaction/contract_order; api-reference §7 lever/my_trade;
 * contract/lever.ts): an orders history (paged-list/orders-history.machine.ts: a paged list
 * filtered by status tab and pair, a position's detail) moved by the user's `lever_position` events.
 *
 * loading → ready | empty | failed (list.retry → loading); filter.change, list.refresh → loading
 * ready: idle —list.more→ loadingMore → idle;  idle —position.open→ detail —detail.close→ idle
 *        idle with no row left → empty, or loading when more pages exist
 * position.changed (ready, empty): the row is replaced, put first, or taken out per the filter.
 */
import { fromPromise } from 'xstate'
import type { LeverHistory } from '@/api/contract/lever'
import { leverApi } from '@/api/lever'
import { createOrdersHistoryMachine } from '@/machines/paged-list/orders-history.machine'
import {
  allPositions,
  defaultPageSize,
  historyPage,
  isShownBy,
  toHistoryRequest,
} from './contract-orders.logic'

export type {
  ContractOrdersContext,
  ContractOrdersEvent,
  ContractOrdersInput,
  ContractOrdersTag,
} from './contract-orders.types'

export const contractOrdersMachine = createOrdersHistoryMachine({
  id: 'contractOrders',
  fetchPage: fromPromise<LeverHistory, ReturnType<typeof toHistoryRequest>>(({ input, signal }) =>
    leverApi.history(input, { signal }),
  ),
  request: ({ filter, page, pageSize }) => toHistoryRequest(filter, page, pageSize),
  readPage: historyPage,
  pageSize: defaultPageSize,
  filter: allPositions,
  events: { open: 'position.open', changed: 'position.changed', key: 'position' },
  isShownBy,
})
