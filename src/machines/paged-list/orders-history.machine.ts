/**
 * A user's order history: a paged list (paged-list.machine.ts: its context, guards and assigners,
 * the same states and tags) filtered by status tab (and pair), a row's detail, and the changes the
 * user's private events bring (a settled option, a closed position). The futures history
 * (contract-orders) and the options history (option-orders) are each one of these, built by
 * `createOrdersHistoryMachine` with their own event names; spot-orders adds a cancel to the same
 * graph and shares its row rule (orders-history.logic.ts).
 *
 * loading → ready | empty | failed (list.retry → loading); filter.change, list.refresh → loading
 * ready: idle —list.more→ loadingMore → idle;  idle —<row>.open→ detail —detail.close→ idle
 *        idle with no row left → empty, or loading when more pages exist
 * <row>.changed (ready, empty): the row is replaced, put first, or taken out per the filter;
 * (loading): kept, and applied to the page when it arrives (it may have left before the change).
 */
import { and, assign, setup, type EventObject } from 'xstate'
import { rowOf, withChangedRow } from './orders-history.logic'
import {
  pageOf,
  pagedListParts,
  type PagedListContext,
  type PagedListInput,
  type PagedListOptions,
  type PagedListTag,
} from './paged-list.machine'

/** The history's own event names: `position.open` / `position.changed` with `position`. */
export interface HistoryEventNames<
  Open extends string,
  Changed extends string,
  Key extends string,
> {
  /** Opens the detail of a shown row: `{ type: open, id }`. */
  open: Open
  /** One of the user's orders changed: `{ type: changed, [key]: row }`. */
  changed: Changed
  key: Key
}

export type OrdersHistoryEvent<
  T,
  F,
  Open extends string,
  Changed extends string,
  Key extends string,
> =
  | { type: 'list.retry' }
  | { type: 'list.more' }
  | { type: 'list.refresh' }
  | { type: 'filter.change'; filter: F }
  | { type: Open; id: number }
  | { type: 'detail.close' }
  | ({ type: Changed } & { [K in Key]: T })

export type OrdersHistoryTag = PagedListTag | 'detailOpen'

export interface OrdersHistoryContext<T, F> extends PagedListContext<T, F> {
  /** The row whose detail is open (kept up to date by `<row>.changed`). */
  detail: T | null
  /** Rows changed while the first page was loading, applied over it when it arrives. */
  changedWhileLoading: T[]
}

export interface OrdersHistoryOptions<
  T extends { id: number },
  F,
  Req extends object,
  Out,
  Open extends string,
  Changed extends string,
  Key extends string,
> extends Omit<PagedListOptions<T, F, Req, Out>, 'itemKey' | 'fromInput'> {
  events: HistoryEventNames<Open, Changed, Key>
  /** The row is one of those `filter` lists (a changed row is put in or taken out by it). */
  isShownBy: (filter: F, row: T) => boolean
}

type ErrorArgs = { event: { error: unknown } }
const errorOf = ({ event }: ErrorArgs) => ({ error: event.error })

/** An orders-history machine whose `loadPage` actor is `fetchPage`. */
export function createOrdersHistoryMachine<
  T extends { id: number },
  F,
  Req extends object,
  Out,
  Open extends string,
  Changed extends string,
  Key extends string,
>(options: OrdersHistoryOptions<T, F, Req, Out, Open, Changed, Key>) {
  type C = OrdersHistoryContext<T, F>
  type E = OrdersHistoryEvent<T, F, Open, Changed, Key>
  // typed by the history's own events: an `EventObject` here would become the machine's event type
  type Args = { context: C; event: E }
  const { events, isShownBy } = options
  const list = pagedListParts<T, F, Req, Out, PagedListInput<F>>({
    ...options,
    itemKey: (row) => row.id,
  })
  const idOf = (event: EventObject) => (event as { id?: number }).id
  const changedRow = (event: EventObject) =>
    event.type === events.changed ? (event as unknown as Record<Key, T>)[events.key] : null
  // TypeScript cannot check an invoke whose fetcher input is a type parameter (`Req`), nor
  // transitions keyed by event names that are type parameters (`Open`, `Changed`): those configs
  // are cast, as in createPagedListMachine; the event union above is what the machine accepts
  const invoke = <X>(config: X) => config as never
  const on = <X>(config: X) => config as never
  const root = `#${options.id}`

  return setup({
    types: {
      context: {} as C,
      events: {} as E,
      input: {} as PagedListInput<F>,
      tags: {} as OrdersHistoryTag,
    },
    actors: { loadPage: options.fetchPage },
    guards: {
      isOtherFilter: (args: Args) => list.guards.isOtherFilter(args),
      hasItems: (args: Args, params: { output: Out }) => list.guards.hasItems(args, params),
      hasMore: (args: Args) => list.guards.hasMore(args),
      hasRow: ({ context, event }: Args) => {
        const id = idOf(event)
        return id !== undefined && rowOf(context, id) !== null
      },
      hasNoRows: ({ context }: Args) => context.items.length === 0,
      hasRows: ({ context }: Args) => context.items.length > 0,
    },
    actions: {
      takePage: assign((args: Args, params: { output: Out }) =>
        list.assigners.takePage(args, params),
      ),
      appendPage: assign((args: Args, params: { output: Out }) =>
        list.assigners.appendPage(args, params),
      ),
      rememberError: assign((args: Args, params: { error: unknown }) =>
        list.assigners.rememberError(args, params),
      ),
      rememberMoreError: assign((args: Args, params: { error: unknown }) =>
        list.assigners.rememberMoreError(args, params),
      ),
      applyFilter: assign((args: Args) => ({ ...list.assigners.applyFilter(args), detail: null })),
      forgetErrors: assign({ error: null, moreError: null }),
      openDetail: assign(({ context, event }: Args) => {
        const id = idOf(event)
        return { detail: id === undefined ? null : rowOf(context, id) }
      }),
      closeDetail: assign({ detail: null }),
      takeChange: assign(({ context, event }: Args) => {
        const row = changedRow(event)
        return row ? withChangedRow(context, row, isShownBy) : {}
      }),
      keepChange: assign(({ context, event }: Args) => {
        const row = changedRow(event)
        return row ? { changedWhileLoading: [...context.changedWhileLoading, row] } : {}
      }),
      forgetChanges: assign({ changedWhileLoading: [] as T[] }),
      applyKeptChanges: assign(({ context }: Args) => ({
        ...context.changedWhileLoading.reduce(
          (rows, row) => ({ ...rows, ...withChangedRow(rows, row, isShownBy) }),
          context,
        ),
        changedWhileLoading: [] as T[],
      })),
    },
  }).createMachine({
    id: options.id,
    context: ({ input }) => ({ ...list.context(input), detail: null, changedWhileLoading: [] }),
    initial: 'loading',
    on: on({
      'filter.change': {
        guard: 'isOtherFilter',
        target: '.loading',
        actions: 'applyFilter',
        reenter: true,
      },
      'list.refresh': { target: '.loading', reenter: true },
    }),
    states: {
      loading: {
        tags: ['busy', 'loading'],
        entry: 'forgetChanges',
        on: on({ [events.changed]: { actions: 'keepChange' } }),
        invoke: invoke({
          src: 'loadPage',
          input: list.firstPage,
          onDone: [
            {
              guard: { type: 'hasItems', params: pageOf },
              target: 'ready',
              actions: [{ type: 'takePage', params: pageOf }, 'applyKeptChanges'],
            },
            {
              target: 'empty',
              actions: [{ type: 'takePage', params: pageOf }, 'applyKeptChanges'],
            },
          ],
          onError: { target: 'failed', actions: { type: 'rememberError', params: errorOf } },
        }),
      },
      empty: {
        tags: ['empty'],
        // an empty page with a row changed while it loaded
        always: { guard: 'hasRows', target: 'ready' },
        on: on({ [events.changed]: { target: 'ready', actions: 'takeChange' } }),
      },
      failed: {
        tags: ['failed'],
        on: on({ 'list.retry': { target: 'loading', actions: 'forgetErrors' } }),
      },
      ready: {
        tags: ['ready'],
        initial: 'idle',
        on: on({ [events.changed]: { actions: 'takeChange' } }),
        states: {
          idle: {
            always: [
              { guard: and(['hasNoRows', 'hasMore']), target: `${root}.loading` },
              { guard: 'hasNoRows', target: `${root}.empty` },
            ],
            on: on({
              'list.more': { guard: 'hasMore', target: 'loadingMore', actions: 'forgetErrors' },
              [events.open]: { guard: 'hasRow', target: 'detail', actions: 'openDetail' },
            }),
          },
          loadingMore: {
            tags: ['busy', 'loadingMore'],
            invoke: invoke({
              src: 'loadPage',
              input: list.nextPage,
              onDone: { target: 'idle', actions: { type: 'appendPage', params: pageOf } },
              onError: {
                target: 'idle',
                actions: { type: 'rememberMoreError', params: errorOf },
              },
            }),
          },
          detail: {
            tags: ['detailOpen'],
            on: on({ 'detail.close': { target: 'idle', actions: 'closeDetail' } }),
          },
        },
      },
    },
  })
}
