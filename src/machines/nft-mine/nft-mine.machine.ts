/**
 * The user's NFTs (spec §2 nft/mine; issue 17; api-reference §19.2 getMyNFTs,
 * getMyBindBoxQuotationLog, getNeedPayNFTOrder, §19.3 the 24 h payment window): three tabs, the
 * tab being the paged list's filter (paged-list.machine.ts: its context, guards and assigners,
 * the same states and tags). The orders' countdowns read the SERVER's now (sent with the answer)
 * moved on one second per `tick`, a named delay stories freeze; never the phone's clock.
 *
 * loading → ready | empty | failed (list.retry → loading); tab.change → loading page 1 of it
 * ready: page (idle —list.more→ loadingMore → idle) ∥ clock (ticking: +1 s per `tick`)
 */
import { assign, setup } from 'xstate'
import {
  pageOf,
  pagedListParts,
  type PagedListContext,
  type PagedListTag,
} from '../paged-list/paged-list.machine'
import {
  loadMinePage,
  MINE_PAGE_SIZE,
  rowKey,
  type MinePage,
  type MineRow,
  type MineTab,
} from './nft-mine.actors'

export type NftMineEvent =
  | { type: 'list.retry' }
  | { type: 'list.more' }
  | { type: 'list.refresh' }
  | { type: 'tab.change'; tab: MineTab }

export interface NftMineInput {
  tab?: MineTab
}

export interface NftMineContext extends PagedListContext<MineRow, MineTab> {
  /** The server's now with the last first page (epoch ms); 0 until one said it. */
  serverNow: number
  /** Milliseconds counted by `tick` since. */
  elapsed: number
}

/** The countdowns' step, ms. */
export const MINE_TICK_MS = 1_000

const list = pagedListParts({
  id: 'nftMine',
  fetchPage: loadMinePage,
  request: ({ filter, page, pageSize }) => ({ tab: filter, page, limit: pageSize }),
  readPage: ({ rows, page, pages, total }: MinePage) => ({ items: rows, page, pages, total }),
  pageSize: MINE_PAGE_SIZE,
  itemKey: rowKey,
  filter: 'owned' as MineTab,
  fromInput: (input: NftMineInput | undefined) => ({ filter: input?.tab }),
})

const errorOf = ({ event }: { event: { error: unknown } }) => ({ error: event.error })

export const nftMineMachine = setup({
  types: {
    context: {} as NftMineContext,
    events: {} as NftMineEvent,
    input: {} as NftMineInput,
    tags: {} as PagedListTag,
  },
  actors: { loadPage: loadMinePage },
  delays: { tick: MINE_TICK_MS },
  guards: list.guards,
  actions: {
    takePage: assign((args, params: { output: MinePage }) => ({
      ...list.assigners.takePage(args, params),
      serverNow: params.output.now ?? args.context.serverNow,
      elapsed: 0,
    })),
    appendPage: assign((args, params: { output: MinePage }) =>
      list.assigners.appendPage(args, params),
    ),
    applyFilter: assign((args) => list.assigners.applyFilter(args)),
    rememberError: assign((args, params: { error: unknown }) =>
      list.assigners.rememberError(args, params),
    ),
    rememberMoreError: assign((args, params: { error: unknown }) =>
      list.assigners.rememberMoreError(args, params),
    ),
    tick: assign(({ context }) => ({ elapsed: context.elapsed + MINE_TICK_MS })),
  },
}).createMachine({
  id: 'nftMine',
  context: ({ input }) => ({ ...list.context(input), serverNow: 0, elapsed: 0 }),
  initial: 'loading',
  on: {
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
    empty: { tags: ['empty'] },
    failed: {
      tags: ['failed'],
      on: { 'list.retry': { target: 'loading', actions: assign({ error: null }) } },
    },
    ready: {
      tags: ['ready'],
      type: 'parallel',
      states: {
        page: {
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
              invoke: {
                src: 'loadPage',
                input: list.nextPage,
                onDone: { target: 'idle', actions: { type: 'appendPage', params: pageOf } },
                onError: {
                  target: 'idle',
                  actions: { type: 'rememberMoreError', params: errorOf },
                },
              },
            },
          },
        },
        clock: {
          initial: 'ticking',
          states: {
            ticking: { after: { tick: { target: 'ticking', reenter: true, actions: 'tick' } } },
          },
        },
      },
    },
  },
})
