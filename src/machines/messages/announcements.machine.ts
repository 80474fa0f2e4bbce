/**
 * Platform announcements (spec §2 other/ggList; api-reference §4 `news/list`, `c_id` 4), in the
 * request's language (the server falls back to English), paged by `page` and `limit` (Custom C):
 * a paged list (paged-list.machine.ts) whose page size is the input's `limit`.
 *
 * loading → ready | empty | failed (list.retry → loading)
 * ready: idle —list.more (more pages)→ loadingMore → idle (appended | `moreError` set)
 */
import { fromPromise } from 'xstate'
import { contentApi } from '@/api/content'
import {
  NEWS_DEFAULT_LIMIT,
  NewsCategory,
  type NewsItem,
  type NewsListResponse,
} from '@/api/contract/content'
import {
  createPagedListMachine,
  type PagedListContext,
} from '@/machines/paged-list/paged-list.machine'

export interface AnnouncementsInput {
  /** Rows per page. @default NEWS_DEFAULT_LIMIT (15) */
  limit?: number
}

export type AnnouncementsContext = PagedListContext<NewsItem, Record<never, never>>

export const announcementsMachine = createPagedListMachine({
  id: 'announcements',
  fetchPage: fromPromise<NewsListResponse, { page: number; limit: number }>(({ input, signal }) =>
    contentApi.newsList({ c_id: NewsCategory.announcement, ...input }, { signal }),
  ),
  request: ({ page, pageSize }) => ({ page, limit: pageSize }),
  // Custom C counts rows, not pages
  readPage: ({ list, page, count }, limit) => ({
    items: list,
    page,
    pages: Math.ceil(count / limit),
    total: count,
  }),
  pageSize: NEWS_DEFAULT_LIMIT,
  itemKey: (announcement) => announcement.id,
  filter: {} as Record<never, never>,
  fromInput: (input: AnnouncementsInput) => ({ pageSize: input.limit }),
})
