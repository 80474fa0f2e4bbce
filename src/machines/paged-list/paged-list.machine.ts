/**
 * A list paged with "load more" (issue 11 "Paged lists"): the wallet records, the coupons, the
 * announcements and the system messages are each one of these, built by `createPagedListMachine`
 * around the actor that fetches a page. Recipe: docs/recipes.md "A new paged list".
 *
 * loading → ready | empty | failed (list.retry → loading)
 * ready: idle —list.more (a next page exists)→ loadingMore → idle (appended, or `moreError` kept)
 * filter.change / tab.change (another filter), from any state → loading page 1 of it; the request in flight
 * is dropped. list.refresh → loading page 1 again. row.change (a private event: one of the rows
 * changed on the server) replaces that row in place while ready; a row not listed is left alone.
 * Tags for views: busy (a request in flight), loading, failed, empty, ready, loadingMore.
 * A session error (999/998) is stored as null: the session machine answers it, not the list.
 */
import { assign, setup, type EventObject, type PromiseActorLogic } from 'xstate'
import type { ErrorCode } from '@/api/errors'
import { ownErrorCode } from '../own-error'

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

type ErrorArgs = { event: { error: unknown } }

/** Typed params from a fetcher's answer: `{ type: 'takePage', params: pageOf }`. */
export const pageOf = <Out>({ event }: { event: { output: Out } }) => ({ output: event.output })

const sameFilter = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

/**
 * The list's pieces as plain functions: the factory wraps them, and a machine that does more than
 * list (message-list adds "mark all read") spreads them into its own `setup` (an XState action is
 * bound to its machine's events, so each machine wraps the assigners in its own `assign`).
 */
export function pagedListParts<T, F, Req extends object, Out, I>(
  o: PagedListOptions<T, F, Req, Out, I>,
) {
  type C = PagedListContext<T, F>
  type Args = { context: C; event: EventObject }
  const filterOf = (event: EventObject): F | undefined => {
    const e = event as PagedListEvent<F>
    return e.type === 'filter.change' ? e.filter : e.type === 'tab.change' ? e.tab : undefined
  }
  const none = { items: [], page: 0, pages: 0, total: 0, error: null, moreError: null }
  const fresh = (filter: F, pageSize: number): C => ({ ...none, filter, pageSize })

  return {
    context: (input: I): C => {
      const { filter, pageSize } = o.fromInput ? o.fromInput(input) : (input as PagedListInput<F>)
      return fresh(filter ?? o.filter, pageSize ?? o.pageSize)
    },
    /** The fetcher's input for the first page and for the next one. */
    firstPage: ({ context }: { context: C }) =>
      o.request({ filter: context.filter, page: 1, pageSize: context.pageSize }),
    nextPage: ({ context }: { context: C }) =>
      o.request({ filter: context.filter, page: context.page + 1, pageSize: context.pageSize }),
    guards: {
      isOtherFilter: ({ context, event }: Args) => {
        const filter = filterOf(event)
        return filter !== undefined && !sameFilter(filter, context.filter)
      },
      hasItems: ({ context }: Args, { output }: { output: Out }) =>
        o.readPage(output, context.pageSize).items.length > 0,
      hasMore: ({ context }: Args) => context.page < context.pages,
      isListedRow: ({ context, event }: Args) => {
        const e = event as PagedListEvent<F, T>
        return (
          e.type === 'row.change' && context.items.some((i) => o.itemKey(i) === o.itemKey(e.row))
        )
      },
    },
    assigners: {
      takePage: ({ context }: Args, { output }: { output: Out }): Partial<C> => {
        const { items, page, pages, total } = o.readPage(output, context.pageSize)
        return { items, page, pages, total, error: null, moreError: null }
      },
      appendPage: ({ context }: Args, { output }: { output: Out }): Partial<C> => {
        const { items, page, pages, total } = o.readPage(output, context.pageSize)
        // a row that arrived meanwhile shifts the pages: keep each row once
        const known = new Set(context.items.map(o.itemKey))
        return {
          items: [...context.items, ...items.filter((item) => !known.has(o.itemKey(item)))],
          page,
          pages,
          total,
        }
      },
      applyFilter: ({ context, event }: Args): C =>
        fresh(filterOf(event) ?? o.filter, context.pageSize),
      changeRow: ({ context, event }: Args): Partial<C> => {
        const e = event as PagedListEvent<F, T>
        if (e.type !== 'row.change') return {}
        const key = o.itemKey(e.row)
        return { items: context.items.map((i) => (o.itemKey(i) === key ? e.row : i)) }
      },
      rememberError: (_: Args, params: { error: unknown }): Partial<C> => ({
        error: ownErrorCode(params.error),
      }),
      rememberMoreError: (_: Args, params: { error: unknown }): Partial<C> => ({
        moreError: ownErrorCode(params.error),
      }),
    },
  }
}

/** A paged-list machine whose `loadPage` actor is `fetchPage`. */
export function createPagedListMachine<T, F, Req extends object, Out, I = PagedListInput<F>>(
  options: PagedListOptions<T, F, Req, Out, I>,
) {
  const { context, firstPage, nextPage, guards, assigners } = pagedListParts(options)
  // TypeScript cannot check an invoke whose fetcher input is a type parameter (`Req`): the two
  // invokes are cast; `options.request` is what types that input
  const invoke = <X>(config: X) => config as never
  return setup({
    types: {
      context: {} as PagedListContext<T, F>,
      events: {} as PagedListEvent<F, T>,
      input: {} as I,
      tags: {} as PagedListTag,
    },
    actors: { loadPage: options.fetchPage },
    guards,
    actions: {
      takePage: assign(assigners.takePage),
      appendPage: assign(assigners.appendPage),
      applyFilter: assign(assigners.applyFilter),
      changeRow: assign(assigners.changeRow),
      rememberError: assign(assigners.rememberError),
      rememberMoreError: assign(assigners.rememberMoreError),
    },
  }).createMachine({
    id: options.id,
    context: ({ input }) => context(input),
    initial: 'loading',
    on: {
      'filter.change': {
        guard: 'isOtherFilter',
        target: '.loading',
        actions: 'applyFilter',
        reenter: true,
      },
      'tab.change': {
        guard: 'isOtherFilter',
        target: '.loading',
        actions: 'applyFilter',
        reenter: true,
      },
      'list.refresh': { target: '.loading', reenter: true },
    },
    states: {
      loading: {
        tags: ['busy', 'loading'],
        invoke: invoke({
          src: 'loadPage',
          input: firstPage,
          onDone: [
            {
              guard: { type: 'hasItems', params: pageOf },
              target: 'ready',
              actions: { type: 'takePage', params: pageOf },
            },
            { target: 'empty', actions: { type: 'takePage', params: pageOf } },
          ],
          onError: {
            target: 'failed',
            actions: {
              type: 'rememberError',
              params: ({ event }: ErrorArgs) => ({ error: event.error }),
            },
          },
        }),
      },
      empty: { tags: ['empty'] },
      failed: {
        tags: ['failed'],
        on: { 'list.retry': { target: 'loading', actions: assign({ error: null }) } },
      },
      ready: {
        tags: ['ready'],
        on: { 'row.change': { guard: 'isListedRow', actions: 'changeRow' } },
        initial: 'idle',
        states: {
          idle: {
            on: {
              'list.more': {
                guard: 'hasMore',
                target: 'loadingMore',
                actions: assign({ moreError: null }),
              },
            },
          },
          loadingMore: {
            tags: ['busy', 'loadingMore'],
            invoke: invoke({
              src: 'loadPage',
              input: nextPage,
              onDone: { target: 'idle', actions: { type: 'appendPage', params: pageOf } },
              onError: {
                target: 'idle',
                actions: {
                  type: 'rememberMoreError',
                  params: ({ event }: ErrorArgs) => ({ error: event.error }),
                },
              },
            }),
          },
        },
      },
    },
  })
}
