/**
 * The lock mining products (spec §2 lockming/lockming, issue 16; api-reference §12;
 * contract/lockming.ts): one kind at a time (locked, DeFi or cloud mining: the tab, `?type=`), in
 * pages of 10 (`lh/deposit/config`, a bare array: a full page means there may be another). A paged
 * list (paged-list.machine.ts) whose filter is the kind.
 *
 * loading → ready | empty | failed (list.retry → loading)
 * ready: idle —list.more (the last page was full)→ loadingMore → idle (appended | `moreError`)
 * tab.change (another kind) → loading page 1 of it.
 */
import { fromPromise } from 'xstate'
import { LOCKMING_CONFIG_PAGE_SIZE, type LockConfig, type LockKind } from '@/api/contract/lockming'
import { lockmingApi } from '@/api/lockming'
import {
  createPagedListMachine,
  type Page,
  type PagedListContext,
} from '@/machines/paged-list/paged-list.machine'

export type LockmingListContext = PagedListContext<LockConfig, LockKind>

/** One page of products and its number (the wire says neither the count nor the last page). */
export interface LockConfigPage {
  items: LockConfig[]
  page: number
}

/** A page as the list keeps it: a full page may have another after it. */
export const configPage = ({ items, page }: LockConfigPage, pageSize: number): Page<LockConfig> => {
  const full = items.length >= pageSize
  return { items, page, pages: full ? page + 1 : page, total: (page - 1) * pageSize + items.length }
}

export const lockmingListMachine = createPagedListMachine({
  id: 'lockmingList',
  fetchPage: fromPromise<LockConfigPage, { page: number; type: LockKind }>(
    async ({ input, signal }) => ({
      items: await lockmingApi.configs(input, { signal }),
      page: input.page,
    }),
  ),
  request: ({ filter, page }) => ({ page, type: filter }),
  readPage: configPage,
  pageSize: LOCKMING_CONFIG_PAGE_SIZE,
  itemKey: (config) => config.id,
  filter: 'lock' as LockKind,
})
