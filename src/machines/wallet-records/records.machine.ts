/**
 * A wallet list paged with "load more" (spec §9 page size 10; issue 5 "records with filters"): the
 * deposit claims, the withdrawals, the ledger and the fund transfers are each one of these,
 * built by `createRecordsMachine` around the API call that loads a page.
 *
 * loading → ready | empty | failed (list.retry → loading)
 * ready: idle —list.more (a next page exists)→ loadingMore → idle (appended, or `moreError` kept)
 * filter.change (a different filter), from any state → loading page 1 of it; the request in flight
 * is dropped. list.refresh → loading page 1 again (after a request changed).
 */
import { assign, fromPromise, setup } from 'xstate'
import type { WalletPage } from '@/api/contract/wallet'
import { toErrorCode, type ErrorCode } from '@/api/errors'

export type RecordsEvent<F> =
  | { type: 'list.retry' }
  | { type: 'list.more' }
  | { type: 'list.refresh' }
  | { type: 'filter.change'; filter: F }

export interface RecordsInput<F> {
  filter?: F
}

export interface RecordsContext<T, F> {
  filter: F
  items: T[]
  /** The last page loaded, and the last page there is. */
  page: number
  pages: number
  total: number
  /** Why the first page failed. */
  error: ErrorCode | null
  /** Why the next page failed (the list stays). */
  moreError: ErrorCode | null
}

export type PageLoader<T, F> = (req: { filter: F; page: number }, opts: { signal: AbortSignal }) => Promise<WalletPage<T>>

const sameFilter = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

/** A records machine whose `loadPage` actor calls `load`; `id` names it (`depositRecords`). */
export function createRecordsMachine<T extends { id: number }, F extends object>(id: string, load: PageLoader<T, F>, emptyFilter: F) {
  const fresh = (filter: F): RecordsContext<T, F> => ({ filter, items: [], page: 0, pages: 0, total: 0, error: null, moreError: null })
  type Loaded = { output: WalletPage<T> }

  return setup({
    types: {
      context: {} as RecordsContext<T, F>,
      events: {} as RecordsEvent<F>,
      input: {} as RecordsInput<F>,
    },
    actors: {
      loadPage: fromPromise<WalletPage<T>, { filter: F; page: number }>(({ input, signal }) => load(input, { signal })),
    },
    guards: {
      isOtherFilter: ({ context, event }) => event.type === 'filter.change' && !sameFilter(event.filter, context.filter),
      hasItems: ({ event }) => (event as unknown as Loaded).output.items.length > 0,
      hasMore: ({ context }) => context.page < context.pages,
    },
    actions: {
      takePage: assign(({ event }) => {
        const { items, page, pages, total } = (event as unknown as Loaded).output
        return { items, page, pages, total, error: null, moreError: null }
      }),
      appendPage: assign(({ context, event }) => {
        const { items, page, pages, total } = (event as unknown as Loaded).output
        // a record that arrived meanwhile shifts the pages: keep each record once
        const known = new Set(context.items.map((item) => item.id))
        return { items: [...context.items, ...items.filter((item) => !known.has(item.id))], page, pages, total }
      }),
      applyFilter: assign(({ event }) => fresh(event.type === 'filter.change' ? event.filter : emptyFilter)),
    },
  }).createMachine({
    id,
    context: ({ input }) => fresh(input.filter ?? emptyFilter),
    initial: 'loading',
    on: {
      'filter.change': { guard: 'isOtherFilter', target: '.loading', actions: 'applyFilter', reenter: true },
      'list.refresh': { target: '.loading', reenter: true },
    },
    states: {
      loading: {
        invoke: {
          src: 'loadPage',
          input: ({ context }) => ({ filter: context.filter, page: 1 }),
          onDone: [
            { guard: 'hasItems', target: 'ready', actions: 'takePage' },
            { target: 'empty', actions: 'takePage' },
          ],
          onError: { target: 'failed', actions: assign(({ event }) => ({ error: toErrorCode(event.error) })) },
        },
      },
      empty: {},
      failed: {
        on: { 'list.retry': { target: 'loading', actions: assign({ error: null }) } },
      },
      ready: {
        initial: 'idle',
        states: {
          idle: {
            on: { 'list.more': { guard: 'hasMore', target: 'loadingMore', actions: assign({ moreError: null }) } },
          },
          loadingMore: {
            invoke: {
              src: 'loadPage',
              input: ({ context }) => ({ filter: context.filter, page: context.page + 1 }),
              onDone: { target: 'idle', actions: 'appendPage' },
              onError: { target: 'idle', actions: assign(({ event }) => ({ moreError: toErrorCode(event.error) })) },
            },
          },
        },
      },
    },
  })
}
