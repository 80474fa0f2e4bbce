/**
 * My dual investment orders (issue 16; spec §2 invest/mine; api-reference §20 dual_list;
 * contract/dual.ts): a paged list (paged-list.machine.ts: its context, guards and assigners) by
 * status tab (holding / settled / all), coin and direction, moved by the user's `dual_settled`
 * events, so a settled order leaves Holding for Settled without a refetch. The context keeps the
 * server's clock of the last answer; the `untilNextExpiry` delay moves it to the next holding
 * order's expiry second, when that order shows as settling until its `dual_settled` arrives.
 *
 * loading → ready | empty | failed (list.retry → loading); filter.change, list.refresh → loading
 * ready: idle —list.more→ loadingMore → idle;  idle —after untilNextExpiry→ idle (clock moved)
 *        idle with no row left → empty, or loading when more pages exist
 * order.settled (ready, empty): the row is replaced, put first, or taken out per the filter.
 */
import { and, assign, setup } from 'xstate'
import type { DualListRequest, DualOrder, DualOrderPage } from '@/api/contract/dual'
import { withChangedRow } from '@/machines/paged-list/orders-history.logic'
import { pageOf, pagedListParts } from '@/machines/paged-list/paged-list.machine'
import { loadDualOrders } from './dual-orders.actors'
import {
  defaultFilter,
  defaultPageSize,
  isShownBy,
  toListRequest,
  untilNextExpiry,
} from './dual-orders.logic'
import type {
  DualOrdersContext,
  DualOrdersEvent,
  DualOrdersFilter,
  DualOrdersInput,
  DualOrdersTag,
} from './dual-orders.types'

export type * from './dual-orders.types'

type Out = DualOrderPage & { now: number }
type Args = { context: DualOrdersContext; event: DualOrdersEvent }
type ErrorArgs = { event: { error: unknown } }
const errorOf = ({ event }: ErrorArgs) => ({ error: event.error })

const list = pagedListParts<DualOrder, DualOrdersFilter, DualListRequest, Out, DualOrdersInput>({
  id: 'dualOrders',
  fetchPage: loadDualOrders,
  request: ({ filter, page, pageSize }) => toListRequest(filter, page, pageSize),
  readPage: (out, pageSize) => ({
    items: out.items,
    page: out.page,
    pages: Math.max(1, Math.ceil(out.total / (out.limit || pageSize))),
    total: out.total,
  }),
  pageSize: defaultPageSize,
  itemKey: (order) => order.id,
  filter: defaultFilter,
  fromInput: (input) => ({
    filter: { ...defaultFilter, ...input.filter },
    pageSize: input.pageSize,
  }),
})

export const dualOrdersMachine = setup({
  types: {
    context: {} as DualOrdersContext,
    events: {} as DualOrdersEvent,
    input: {} as DualOrdersInput,
    tags: {} as DualOrdersTag,
  },
  actors: { loadPage: loadDualOrders },
  delays: {
    untilNextExpiry: ({ context }) => untilNextExpiry(context.items, context.now),
  },
  guards: {
    isOtherFilter: (args: Args) => list.guards.isOtherFilter(args),
    hasItems: (args: Args, params: { output: Out }) => list.guards.hasItems(args, params),
    hasMore: (args: Args) => list.guards.hasMore(args),
    hasNoRows: ({ context }) => context.items.length === 0,
  },
  actions: {
    takePage: assign((args: Args, params: { output: Out }) => ({
      ...list.assigners.takePage(args, params),
      now: params.output.now,
    })),
    appendPage: assign((args: Args, params: { output: Out }) => ({
      ...list.assigners.appendPage(args, params),
      now: Math.max(args.context.now ?? 0, params.output.now),
    })),
    rememberError: assign((args: Args, params: { error: unknown }) =>
      list.assigners.rememberError(args, params),
    ),
    rememberMoreError: assign((args: Args, params: { error: unknown }) =>
      list.assigners.rememberMoreError(args, params),
    ),
    applyFilter: assign((args: Args) => list.assigners.applyFilter(args)),
    forgetErrors: assign({ error: null, moreError: null }),
    /** The delay ran its length: the clock is that much later. */
    passTime: assign(({ context }) => ({
      now: context.now === null ? null : context.now + untilNextExpiry(context.items, context.now),
    })),
    takeSettled: assign(({ context }, { order }: { order: DualOrder }) => ({
      ...withChangedRow({ ...context, detail: null }, order, isShownBy),
      // a settlement is news from the server's clock: it is at least that late
      now:
        context.now === null || order.settledAt === null
          ? (context.now ?? order.settledAt)
          : Math.max(context.now, order.settledAt),
    })),
  },
}).createMachine({
  id: 'dualOrders',
  context: ({ input }) => ({ ...list.context(input), now: null }),
  initial: 'loading',
  on: {
    'filter.change': {
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
      invoke: {
        src: 'loadPage',
        input: list.firstPage,
        onDone: [
          {
            guard: { type: 'hasItems', params: pageOf },
            target: 'ready',
            actions: { type: 'takePage', params: pageOf },
          },
          { target: 'empty', actions: { type: 'takePage', params: pageOf } },
        ],
        onError: { target: 'failed', actions: { type: 'rememberError', params: errorOf } },
      },
    },
    empty: {
      tags: ['empty'],
      on: {
        'order.settled': {
          target: 'ready',
          actions: { type: 'takeSettled', params: ({ event }) => ({ order: event.order }) },
        },
      },
    },
    failed: {
      tags: ['failed'],
      on: { 'list.retry': { target: 'loading', actions: 'forgetErrors' } },
    },
    ready: {
      tags: ['ready'],
      initial: 'idle',
      on: {
        'order.settled': {
          actions: { type: 'takeSettled', params: ({ event }) => ({ order: event.order }) },
        },
      },
      states: {
        idle: {
          always: [
            { guard: and(['hasNoRows', 'hasMore']), target: '#dualOrders.loading' },
            { guard: 'hasNoRows', target: '#dualOrders.empty' },
          ],
          after: { untilNextExpiry: { target: 'idle', reenter: true, actions: 'passTime' } },
          on: {
            'list.more': { guard: 'hasMore', target: 'loadingMore', actions: 'forgetErrors' },
          },
        },
        loadingMore: {
          tags: ['busy', 'loadingMore'],
          invoke: {
            src: 'loadPage',
            input: list.nextPage,
            onDone: { target: 'idle', actions: { type: 'appendPage', params: pageOf } },
            onError: { target: 'idle', actions: { type: 'rememberMoreError', params: errorOf } },
          },
        },
      },
    },
  },
})
