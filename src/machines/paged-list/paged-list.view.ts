import type { ErrorCode } from '@/api/errors'
import type { PagedListContext, PagedListTag } from './paged-list.machine'

/** What the views read of any paged-list snapshot (a composing machine's too). */
export interface PagedListSnapshot<T, F> {
  context: PagedListContext<T, F>
  hasTag(tag: PagedListTag): boolean
}

export type PagedListStatus = 'loading' | 'failed' | 'empty' | 'ready'

export interface PagedListView<T, F> {
  status: PagedListStatus
  filter: F
  /** The rows shown: none unless `ready`. */
  items: T[]
  total: number
  /** More pages exist: "load more" is offered. */
  hasMore: boolean
  isLoadingMore: boolean
  /** Why the list (or, with `moreError`, the next page) failed; never a session error. */
  error: ErrorCode | null
  moreError: ErrorCode | null
}

const statuses: readonly PagedListStatus[] = ['loading', 'failed', 'empty']

export function toPagedListView<T, F>(s: PagedListSnapshot<T, F>): PagedListView<T, F> {
  const { filter, items, total, page, pages, error, moreError } = s.context
  const status = statuses.find((tag) => s.hasTag(tag)) ?? 'ready'
  return {
    status,
    filter,
    items: status === 'ready' ? items : [],
    total,
    hasMore: status === 'ready' && page < pages,
    isLoadingMore: s.hasTag('loadingMore'),
    error,
    moreError,
  }
}
