/**
 * My spot orders (spec §2 transaction/currency_order; api-reference §9 GET coin/list, PUT
 * coin/trade; contract/spot.ts): a paged list (paged-list.machine.ts: its context, guards and
 * assigners, the same states and tags) filtered by status tab and pair, plus an order's detail, its
 * cancel, and the changes the user's `coin_trade` events bring. The Trade screen runs the same
 * machine on one pair's open orders (`filter: { status: 'open', pair }`).
 *
 * loading → ready | empty | failed (list.retry → loading); filter.change, list.refresh → loading
 * ready: idle —list.more→ loadingMore → idle;  idle —order.open→ detail —detail.close→ idle
 *        idle | detail —order.cancel (an open row)→ confirming —cancel.confirm→ cancelling
 *        cancelling → idle (row leaves the open tab, emits `cancelled`) | confirming (`cancelError`,
 *        retry) | loading (`orderNotOpen`: filled or cancelled meanwhile; `notice` says so)
 *        idle with no row left → empty, or loading when more pages exist
 * order.changed (ready, empty): the row is replaced, put first, or taken out per the filter.
 */
import { and, assign, emit, fromPromise, setup } from 'xstate'
import type { SpotOrder, SpotOrderPage } from '@/api/contract/spot'
import { spotApi } from '@/api/spot'
import { ownErrorCode } from '@/machines/own-error'
import { pageOf, pagedListParts } from '@/machines/paged-list/paged-list.machine'
import {
  allOpenOrders,
  cancelledOrder,
  isGone,
  defaultPageSize,
  rowOf,
  toListRequest,
  withChangedOrder,
} from './spot-orders.logic'
import type {
  SpotOrdersContext,
  SpotOrdersEmitted,
  SpotOrdersEvent,
  SpotOrdersInput,
  SpotOrdersTag,
} from './spot-orders.types'

export type {
  SpotOrdersContext,
  SpotOrdersEmitted,
  SpotOrdersEvent,
  SpotOrdersInput,
  SpotOrdersTag,
} from './spot-orders.types'

type Args = { context: SpotOrdersContext }
/** No sheet open. */
const closed = { detail: null, target: null, cancelError: null }
const errorOf = ({ event }: { event: { error: unknown } }) => ({ error: event.error })

const loadPage = fromPromise<SpotOrderPage, ReturnType<typeof toListRequest>>(({ input, signal }) =>
  spotApi.orders(input, { signal }),
)

const list = pagedListParts({
  id: 'spotOrders',
  fetchPage: loadPage,
  request: ({ filter, page, pageSize }) => toListRequest(filter, page, pageSize),
  readPage: (page) => page,
  pageSize: defaultPageSize,
  itemKey: (order) => order.id,
  filter: allOpenOrders,
})

export const spotOrdersMachine = setup({
  types: {
    context: {} as SpotOrdersContext,
    events: {} as SpotOrdersEvent,
    input: {} as SpotOrdersInput,
    emitted: {} as SpotOrdersEmitted,
    tags: {} as SpotOrdersTag,
  },
  actors: {
    loadPage,
    cancelOrder: fromPromise<SpotOrder | null, { id: number }>(({ input, signal }) =>
      spotApi.cancel(input, { signal }),
    ),
  },
  guards: {
    ...list.guards,
    hasRow: ({ context, event }) => 'id' in event && rowOf(context, event.id) !== null,
    isOpenRow: ({ context, event }) => 'id' in event && rowOf(context, event.id)?.status === 'open',
    hasNoRows: ({ context }) => context.items.length === 0,
    hasDetail: ({ context }) => context.detail !== null,
    isGone: (_, { error }: { error: unknown }) => isGone(ownErrorCode(error)),
  },
  actions: {
    takePage: assign((args, params: { output: SpotOrderPage }) =>
      list.assigners.takePage(args, params),
    ),
    appendPage: assign((args, params: { output: SpotOrderPage }) =>
      list.assigners.appendPage(args, params),
    ),
    rememberError: assign((args, params: { error: unknown }) =>
      list.assigners.rememberError(args, params),
    ),
    rememberMoreError: assign((args, params: { error: unknown }) =>
      list.assigners.rememberMoreError(args, params),
    ),
    applyFilter: assign((args) => ({
      ...list.assigners.applyFilter(args),
      ...closed,
      notice: null,
    })),
    forgetErrors: assign({ error: null, moreError: null }),
    openDetail: assign(({ context, event }) => ({
      detail: 'id' in event ? rowOf(context, event.id) : null,
      notice: null,
    })),
    closeDetail: assign({ detail: null }),
    aimCancel: assign(({ context, event }) => ({
      target: 'id' in event ? rowOf(context, event.id) : null,
      cancelError: null,
      notice: null,
    })),
    dropCancel: assign({ target: null, cancelError: null }),
    forgetCancelError: assign({ cancelError: null }),
    takeChange: assign(({ context, event }) =>
      event.type === 'order.changed' ? withChangedOrder(context, event.order) : {},
    ),
    takeCancelled: assign(({ context }, { order }: { order: SpotOrder }) => ({
      ...withChangedOrder(context, order),
      ...closed,
    })),
    announceCancelled: emit((_, { order }: { order: SpotOrder }) => ({
      type: 'cancelled' as const,
      order,
    })),
    rememberCancelError: assign((_, { error }: { error: unknown }) => ({
      cancelError: ownErrorCode(error),
    })),
    sayGone: assign((_, { error }: { error: unknown }) => ({
      ...closed,
      notice: ownErrorCode(error),
    })),
    dismissNotice: assign({ notice: null }),
  },
}).createMachine({
  id: 'spotOrders',
  context: ({ input }) => ({ ...list.context(input), ...closed, notice: null }),
  initial: 'loading',
  on: {
    'filter.change': {
      guard: 'isOtherFilter',
      target: '.loading',
      actions: 'applyFilter',
      reenter: true,
    },
    'list.refresh': { target: '.loading', reenter: true },
    'notice.dismiss': { actions: 'dismissNotice' },
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
      on: { 'order.changed': { target: 'ready', actions: 'takeChange' } },
    },
    failed: {
      tags: ['failed'],
      on: { 'list.retry': { target: 'loading', actions: 'forgetErrors' } },
    },
    ready: {
      tags: ['ready'],
      initial: 'idle',
      on: { 'order.changed': { actions: 'takeChange' } },
      states: {
        idle: {
          always: [
            { guard: and(['hasNoRows', 'hasMore']), target: '#spotOrders.loading' },
            { guard: 'hasNoRows', target: '#spotOrders.empty' },
          ],
          on: {
            'list.more': { guard: 'hasMore', target: 'loadingMore', actions: 'forgetErrors' },
            'order.open': { guard: 'hasRow', target: 'detail', actions: 'openDetail' },
            'order.cancel': { guard: 'isOpenRow', target: 'confirming', actions: 'aimCancel' },
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
        detail: {
          tags: ['detailOpen'],
          on: {
            'detail.close': { target: 'idle', actions: 'closeDetail' },
            'order.cancel': { guard: 'isOpenRow', target: 'confirming', actions: 'aimCancel' },
          },
        },
        confirming: {
          tags: ['sheetOpen'],
          on: {
            'cancel.confirm': { target: 'cancelling', actions: 'forgetCancelError' },
            'cancel.dismiss': [
              { guard: 'hasDetail', target: 'detail', actions: 'dropCancel' },
              { target: 'idle', actions: 'dropCancel' },
            ],
          },
        },
        cancelling: {
          tags: ['busy', 'sheetOpen', 'cancelling'],
          invoke: {
            src: 'cancelOrder',
            input: ({ context }: Args) => ({ id: context.target!.id }),
            onDone: {
              target: 'idle',
              actions: [
                // the announcement first: taking the order closes the sheet (and forgets it)
                { type: 'announceCancelled', params: cancelledOrder },
                { type: 'takeCancelled', params: cancelledOrder },
              ],
            },
            onError: [
              {
                guard: { type: 'isGone', params: errorOf },
                target: '#spotOrders.loading',
                actions: { type: 'sayGone', params: errorOf },
              },
              { target: 'confirming', actions: { type: 'rememberCancelError', params: errorOf } },
            ],
          },
        },
      },
    },
  },
})
