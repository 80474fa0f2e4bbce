import { fromPromise } from 'xstate'
import type { ErrorCode } from '@/api/errors'
import { createPagedListMachine, type Page, type PagedListContext } from './paged-list.machine'

/** A leaf of any paged list. */
export type PagedListLeaf = 'loading' | 'failed' | 'empty' | { ready: 'idle' | 'loadingMore' }

export interface PagedListFixtureData<T, F> {
  filter: F
  pageSize: number
  /** The rows of a list that fits on one page. */
  items: T[]
  /** The first page of two; `items` when missing. */
  firstOfTwo?: { items?: T[]; total: number; pageSize?: number }
  /** @default 'network' */
  error?: ErrorCode
  /** @default 'network' */
  moreError?: ErrorCode
}

/**
 * The snapshots every paged list has, one per leaf (and "load more" offered or failed), through
 * the list's own `resolve` (`machine.resolveState({ value, context })`).
 */
export function pagedListSnapshots<T, F, S>(
  resolve: (value: PagedListLeaf, context: PagedListContext<T, F>) => S,
  data: PagedListFixtureData<T, F>,
) {
  const none: PagedListContext<T, F> = {
    filter: data.filter,
    pageSize: data.pageSize,
    items: [],
    page: 0,
    pages: 0,
    total: 0,
    error: null,
    moreError: null,
  }
  const ready = { ...none, items: data.items, page: 1, pages: 1, total: data.items.length }
  const two = data.firstOfTwo ?? { total: data.items.length + data.pageSize }
  const firstOfTwo = {
    ...ready,
    items: two.items ?? data.items,
    pages: 2,
    total: two.total,
    pageSize: two.pageSize ?? data.pageSize,
  }
  return {
    loading: resolve('loading', none),
    failed: resolve('failed', { ...none, error: data.error ?? 'network' }),
    empty: resolve('empty', { ...none, page: 1, pages: 1 }),
    ready: resolve({ ready: 'idle' }, ready),
    hasMore: resolve({ ready: 'idle' }, firstOfTwo),
    loadingMore: resolve({ ready: 'loadingMore' }, firstOfTwo),
    moreFailed: resolve(
      { ready: 'idle' },
      { ...firstOfTwo, moreError: data.moreError ?? 'network' },
    ),
  }
}

/** The rows of the example list. */
export interface MockRow {
  id: number
  name: string
}
export type MockRowFilter = { starred?: boolean }

export const mockRows: MockRow[] = [1, 2, 3].map((id) => ({ id, name: `Row ${id}` }))

/**
 * An example list (the factory's own subject): pages of `MockRow` by `{ page, limit, starred }`;
 * the real fetcher is replaced by `.provide({ actors: { loadPage } })`.
 */
export const exampleListMachine = createPagedListMachine({
  id: 'exampleList',
  fetchPage: fromPromise<Page<MockRow>, { page: number; limit: number; starred?: boolean }>(
    async ({ input }) => ({
      items: input.page === 1 ? mockRows : [],
      page: input.page,
      pages: 1,
      total: 3,
    }),
  ),
  request: ({ filter, page, pageSize }) => ({ ...filter, page, limit: pageSize }),
  readPage: (page) => page,
  pageSize: 10,
  itemKey: (row) => row.id,
  filter: {} as MockRowFilter,
})

/** One snapshot per leaf of the example list. */
export const exampleListSnapshots = pagedListSnapshots(
  (value, context) => exampleListMachine.resolveState({ value, context }),
  { filter: {}, pageSize: 10, items: mockRows },
)
