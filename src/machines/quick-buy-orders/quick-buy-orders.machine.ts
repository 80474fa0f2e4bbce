/**
 * My quick-buy orders (issue 18; contract/quick-buy.ts `quick_buy/list`): the caller's orders,
 * newest first, page by page (a paged list: paged-list.machine.ts). Each row opens its transfer
 * page (quick-buy-order.machine.ts), where an order to be paid is cancelled.
 *
 * loading → ready | empty | failed (list.retry → loading)
 * ready: idle —list.more (more pages)→ loadingMore → idle;  list.refresh → loading
 */
import { fromPromise } from 'xstate'
import {
  QUICK_BUY_PAGE_SIZE,
  type QuickBuyListRequest,
  type QuickBuyOrder,
} from '@/api/contract/quick-buy'
import type { WalletPage } from '@/api/contract/wallet/common'
import { quickBuyApi } from '@/api/quick-buy'
import { createPagedListMachine } from '../paged-list/paged-list.machine'

export const quickBuyOrdersMachine = createPagedListMachine({
  id: 'quickBuyOrders',
  fetchPage: fromPromise<WalletPage<QuickBuyOrder>, QuickBuyListRequest>(({ input, signal }) =>
    quickBuyApi.orders(input, { signal }),
  ),
  request: ({ page, pageSize }) => ({ page, limit: pageSize }),
  readPage: (page) => page,
  pageSize: QUICK_BUY_PAGE_SIZE,
  itemKey: (order) => order.id,
  filter: 'all' as const,
})
