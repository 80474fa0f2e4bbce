/**
 * My locks (issue 16; spec §2 lockming/order; api-reference §12 lh/deposit/order;
 * contract/lockming.ts): the caller's locks, all / earning / finished, page by page (a paged list:
 * paged-list.machine.ts). Early redemption is lock-redeem.machine.ts; once it is answered the
 * screen refreshes this list.
 *
 * loading → ready | empty | failed (list.retry → loading)
 * ready: idle —list.more (the last page was full)→ loadingMore → idle
 * filter.change (another filter), list.refresh (the refresh button, after a redemption) → loading
 */
import { fromPromise } from 'xstate'
import { LOCKMING_ORDER_PAGE_SIZE } from '@/api/contract/lockming'
import { lockmingApi } from '@/api/lockming'
import { createPagedListMachine } from '../paged-list/paged-list.machine'
import {
  readLockPage,
  toOrdersRequest,
  type LockListFilter,
  type LockPage,
  type LockPageRequest,
} from './lock-orders.logic'

export const lockOrdersMachine = createPagedListMachine({
  id: 'lockOrders',
  fetchPage: fromPromise<LockPage, LockPageRequest>(async ({ input, signal }) => ({
    items: await lockmingApi.orders(input, { signal }),
    page: input.page,
  })),
  request: ({ filter, page, pageSize }) => toOrdersRequest(filter, page, pageSize),
  readPage: readLockPage,
  pageSize: LOCKMING_ORDER_PAGE_SIZE,
  itemKey: (lock) => lock.id,
  filter: 'all' as LockListFilter,
})
