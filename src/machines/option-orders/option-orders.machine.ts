/**
 * The options history (issue 14; spec §2 transaction/seconds_order; api-reference §8.2
 * microtrade/lists; contract/micro.ts): an orders history (paged-list/orders-history.machine.ts: a
 * paged list filtered by all / open / closed, an option's detail) moved by the user's
 * `closed_microorder` events, so a settled option leaves Open for Closed without a refetch.
 *
 * loading → ready | empty | failed (list.retry → loading); filter.change, list.refresh → loading
 * ready: idle —list.more→ loadingMore → idle;  idle —order.open→ detail —detail.close→ idle
 *        idle with no row left → empty, or loading when more pages exist
 * order.changed (ready, empty): the row is replaced, put first, or taken out per the filter.
 */
import { fromPromise } from 'xstate'
import type { OptionListFilter, OptionPage } from '@/api/contract/micro'
import { microApi } from '@/api/micro'
import { createOrdersHistoryMachine } from '@/machines/paged-list/orders-history.machine'
import { defaultPageSize, isShownBy, toListsRequest } from './option-orders.logic'

export type {
  OptionOrdersContext,
  OptionOrdersEvent,
  OptionOrdersInput,
  OptionOrdersTag,
} from './option-orders.types'

export const optionOrdersMachine = createOrdersHistoryMachine({
  id: 'optionOrders',
  fetchPage: fromPromise<OptionPage, ReturnType<typeof toListsRequest>>(({ input, signal }) =>
    microApi.orders(input, { signal }),
  ),
  request: ({ filter, page, pageSize }) => toListsRequest(filter, page, pageSize),
  readPage: (page) => page,
  pageSize: defaultPageSize,
  filter: 'all' as OptionListFilter,
  events: { open: 'order.open', changed: 'order.changed', key: 'order' },
  isShownBy,
})
