/**
 * My IEO subscriptions (issue 16; spec §2 ieo/order; api-reference §11 `user/project/order`, a
 * Custom A page; contract/ieo.ts): one paged list (paged-list.machine.ts) of the caller's orders,
 * newest first. Delivery is a job on the sandbox clock with no private event, so the screen offers
 * a refresh (list.refresh) to see an order delivered.
 *
 * loading → ready | empty | failed (list.retry → loading)
 * ready: idle —list.more (more pages)→ loadingMore → idle (appended | `moreError` set)
 * list.refresh, from any state → loading page 1.
 */
import { fromPromise } from 'xstate'
import { IEO_ORDERS_PAGE_SIZE, type IeoOrder } from '@/api/contract/ieo'
import type { WalletPage } from '@/api/contract/wallet/common'
import { ieoApi } from '@/api/ieo'
import {
  createPagedListMachine,
  type PagedListContext,
} from '@/machines/paged-list/paged-list.machine'

/** The list has no filter. */
export type IeoOrdersFilter = 'all'

export type IeoOrdersContext = PagedListContext<IeoOrder, IeoOrdersFilter>

export const ieoOrdersMachine = createPagedListMachine({
  id: 'ieoOrders',
  fetchPage: fromPromise<WalletPage<IeoOrder>, { page: number; limit: number }>(
    ({ input, signal }) => ieoApi.orders(input, { signal }),
  ),
  request: ({ page, pageSize }) => ({ page, limit: pageSize }),
  readPage: (page) => page,
  pageSize: IEO_ORDERS_PAGE_SIZE,
  itemKey: (order) => order.id,
  filter: 'all' as IeoOrdersFilter,
})
