/**
 * The traders list (spec §2 follow/index and copytrade/copy, issue 15; api-reference §10;
 * contract/follow.ts): every trader, by total realised P/L descending (the server's order), in
 * Laravel pages of 15 (`follow/index`), each with the caller's follow. A paged list
 * (paged-list.machine.ts) with no filter.
 *
 * loading → ready | empty | failed (list.retry → loading)
 * ready: idle —list.more (more pages)→ loadingMore → idle (appended | `moreError` set)
 * list.refresh (the screen shown again, e.g. after a follow) → loading page 1.
 */
import { fromPromise } from 'xstate'
import { FOLLOW_PAGE_SIZE, type TraderItem, type TraderPage } from '@/api/contract/follow'
import { followApi } from '@/api/follow'
import {
  createPagedListMachine,
  type PagedListContext,
} from '@/machines/paged-list/paged-list.machine'

/** The list has no filter: every trader. */
export type TraderListFilter = null

export type TraderListContext = PagedListContext<TraderItem, TraderListFilter>

export const traderListMachine = createPagedListMachine({
  id: 'traderList',
  fetchPage: fromPromise<TraderPage, { page: number }>(({ input, signal }) =>
    followApi.traders(input, { signal }),
  ),
  request: ({ page }) => ({ page }),
  readPage: (page) => page,
  pageSize: FOLLOW_PAGE_SIZE,
  itemKey: (trader) => trader.id,
  filter: null as TraderListFilter,
})
