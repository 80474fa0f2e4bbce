/**
 * The user's OTC orders on the desk (issue 18; api-reference §16.6 `c2c/userOrderList`;
 * contract/otc.ts): newest first, page by page (a paged list: paged-list.machine.ts), each opening
 * its order's page (otc-order.machine.ts). The screen refreshes it when the tab is opened again.
 *
 * loading → ready | empty | failed (list.retry → loading)
 * ready: idle —list.more (more pages)→ loadingMore → idle;  list.refresh → loading
 */
import { fromPromise } from 'xstate'
import { OTC_PAGE_SIZE, type OtcOrdersAnswer } from '@/api/contract/otc'
import { otcApi } from '@/api/otc'
import { createPagedListMachine } from '../paged-list/paged-list.machine'

/** Every order: the list has no filter of its own. */
export type OtcOrdersFilter = 'all'

export const otcOrdersMachine = createPagedListMachine({
  id: 'otcOrders',
  fetchPage: fromPromise<OtcOrdersAnswer, { page: number; limit: number }>(({ input, signal }) =>
    otcApi.orders(input, { signal }),
  ),
  request: ({ page, pageSize }) => ({ page, limit: pageSize }),
  readPage: (answer) => answer,
  pageSize: OTC_PAGE_SIZE,
  itemKey: (order) => order.id,
  filter: 'all' as OtcOrdersFilter,
})
