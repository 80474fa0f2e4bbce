/**
 * The futures history (spec §2 transaction/contract_order; api-reference §7 lever/my_trade;
 * contract/lever.ts): a paged list (paged-list.machine.ts: its context, guards and assigners, the
 * same states and tags) filtered by status tab and pair, a position's detail, and the changes the
 * user's `lever_position` events bring.
 *
 * loading → ready | empty | failed (list.retry → loading); filter.change, list.refresh → loading
 * ready: idle —list.more→ loadingMore → idle;  idle —position.open→ detail —detail.close→ idle
 *        idle with no row left → empty, or loading when more pages exist
 * position.changed (ready, empty): the row is replaced, put first, or taken out per the filter.
 */
import { and, assign, fromPromise, setup } from 'xstate'
import type { LeverHistory } from '@/api/contract/lever'
import { leverApi } from '@/api/lever'
import { pageOf, pagedListParts } from '@/machines/paged-list/paged-list.machine'
import {
  allPositions,
  defaultPageSize,
  historyPage,
  rowOf,
  toHistoryRequest,
  withChangedPosition,
} from './contract-orders.logic'
import type {
  ContractOrdersContext,
  ContractOrdersEvent,
  ContractOrdersInput,
  ContractOrdersTag,
} from './contract-orders.types'

export type {
  ContractOrdersContext,
  ContractOrdersEvent,
  ContractOrdersInput,
  ContractOrdersTag,
} from './contract-orders.types'

const errorOf = ({ event }: { event: { error: unknown } }) => ({ error: event.error })

const loadPage = fromPromise<LeverHistory, ReturnType<typeof toHistoryRequest>>(
  ({ input, signal }) => leverApi.history(input, { signal }),
)

const list = pagedListParts({
  id: 'contractOrders',
  fetchPage: loadPage,
  request: ({ filter, page, pageSize }) => toHistoryRequest(filter, page, pageSize),
  readPage: historyPage,
  pageSize: defaultPageSize,
  itemKey: (position) => position.id,
  filter: allPositions,
})

export const contractOrdersMachine = setup({
  types: {
    context: {} as ContractOrdersContext,
    events: {} as ContractOrdersEvent,
    input: {} as ContractOrdersInput,
    tags: {} as ContractOrdersTag,
  },
  actors: { loadPage },
  guards: {
    ...list.guards,
    hasRow: ({ context, event }) => 'id' in event && rowOf(context, event.id) !== null,
    hasNoRows: ({ context }) => context.items.length === 0,
  },
  actions: {
    takePage: assign((args, params: { output: LeverHistory }) =>
      list.assigners.takePage(args, params),
    ),
    appendPage: assign((args, params: { output: LeverHistory }) =>
      list.assigners.appendPage(args, params),
    ),
    rememberError: assign((args, params: { error: unknown }) =>
      list.assigners.rememberError(args, params),
    ),
    rememberMoreError: assign((args, params: { error: unknown }) =>
      list.assigners.rememberMoreError(args, params),
    ),
    applyFilter: assign((args) => ({ ...list.assigners.applyFilter(args), detail: null })),
    forgetErrors: assign({ error: null, moreError: null }),
    openDetail: assign(({ context, event }) => ({
      detail: 'id' in event ? rowOf(context, event.id) : null,
    })),
    closeDetail: assign({ detail: null }),
    takeChange: assign(({ context, event }) =>
      event.type === 'position.changed' ? withChangedPosition(context, event.position) : {},
    ),
  },
}).createMachine({
  id: 'contractOrders',
  context: ({ input }) => ({ ...list.context(input), detail: null }),
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
      on: { 'position.changed': { target: 'ready', actions: 'takeChange' } },
    },
    failed: {
      tags: ['failed'],
      on: { 'list.retry': { target: 'loading', actions: 'forgetErrors' } },
    },
    ready: {
      tags: ['ready'],
      initial: 'idle',
      on: { 'position.changed': { actions: 'takeChange' } },
      states: {
        idle: {
          always: [
            { guard: and(['hasNoRows', 'hasMore']), target: '#contractOrders.loading' },
            { guard: 'hasNoRows', target: '#contractOrders.empty' },
          ],
          on: {
            'list.more': { guard: 'hasMore', target: 'loadingMore', actions: 'forgetErrors' },
            'position.open': { guard: 'hasRow', target: 'detail', actions: 'openDetail' },
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
          on: { 'detail.close': { target: 'idle', actions: 'closeDetail' } },
        },
      },
    },
  },
})
