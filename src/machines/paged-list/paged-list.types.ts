/** The paged list's types (paged-list.machine.ts re-exports them). */
import type { PromiseActorLogic } from 'xstate'
import type { ErrorCode } from '@/api/errors'

/** A page as the list keeps it, whatever the endpoint's paging shape. */
export interface Page<T> {
  items: T[]
  /** This page's number, and the last page there is. */
  page: number
  pages: number
  total: number
}

export type PagedListEvent<F, T = never> =
  | { type: 'list.retry' }
  | { type: 'list.more' }
  | { type: 'list.refresh' }
  | { type: 'filter.change'; filter: F }
  /** A tab bar's name for `filter.change`: the tab is the filter (coupons' all/trial/expired). */
  | { type: 'tab.change'; tab: F }
  /** One row as the server has it now (a private event): replaced in place if listed. */
  | { type: 'row.change'; row: T }

export type PagedListTag = 'busy' | 'loading' | 'failed' | 'empty' | 'ready' | 'loadingMore'

export interface PagedListInput<F> {
  filter?: F
  /** Rows per page; the factory's `pageSize` when missing. */
  pageSize?: number
}

export interface PagedListContext<T, F> {
  filter: F
  pageSize: number
  items: T[]
  /** The last page loaded, and the last page there is. */
  page: number
  pages: number
  total: number
  /** Why the first page failed (null for a session error). */
  error: ErrorCode | null
  /** Why the next page failed (the list stays). */
  moreError: ErrorCode | null
}

export interface PagedListOptions<T, F, Req extends object, Out, I = PagedListInput<F>> {
  /** The machine id (`ledger`, `coupons`). */
  id: string
  /** The page fetcher actor, provided as `loadPage` (stories and tests replace it). */
  fetchPage: PromiseActorLogic<Out, Req>
  /** The fetcher's input for one page. */
  request: (query: { filter: F; page: number; pageSize: number }) => Req
  /** The fetcher's answer as a `Page`. */
  readPage: (output: Out, pageSize: number) => Page<T>
  pageSize: number
  /** Identifies a row: a row that a new one pushed onto the next page is kept once. */
  itemKey: (item: T) => string | number
  /** The filter when the input has none. */
  filter: F
  /** The machine's own input, when it is not `PagedListInput`. */
  fromInput?: (input: I) => PagedListInput<F>
}
