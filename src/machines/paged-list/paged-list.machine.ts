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
import { assign, setup, type EventObject } from 'xstate'
import { ownErrorCode } from '../own-error'
import type {
  PagedListContext,
  PagedListEvent,
  PagedListInput,
  PagedListOptions,
  PagedListTag,
} from './paged-list.types'

export type * from './paged-list.types'

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
