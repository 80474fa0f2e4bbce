/**
 * The order book of one pair (issue 3; api-reference §13.3 `market_depth`, contract DEPTH_LEVELS).
 *
 * active (re-entered on `symbol.change`): waiting → ready; unavailable → (resubscribe) active
 *
 * The depth room is an invoked callback actor that lives as long as `active`. Each item is a whole
 * book (ten levels a side), not a diff, so the newest item (by `seq`) simply replaces the last one
 * and a skipped `seq` loses nothing. Items without `seq` (the real platform, api-reference §13.3)
 * are taken in arrival order: the batch's last one wins. A refused subscription (an unknown pair) waits and tries again.
 * Whether the prices are live is the connection machine's business (the screen's stale marker).
 */
import { assign, fromCallback, setup, type EventObject } from 'xstate'
import type { BusinessErrorCode } from '@/api/contract/common'
import type { DepthEvent } from '@/api/contract/market'
import type { MarketSocket } from '@/api/socket'

/** One side of a book: `[price, quantity]` decimal strings, best first. */
export type DepthSide = readonly (readonly [string, string])[]

export interface OrderBook {
  /** Best (highest) first. */
  bids: DepthSide
  /** Best (lowest) first. */
  asks: DepthSide
  /** When the server computed it (ms). */
  time: number
}

export type OrderBookEvent =
  | { type: 'symbol.change'; symbol: string }
  /** From the room actor: a batch's items (any pair; the machine picks its own). */
  | { type: 'depth.receive'; items: DepthEvent[] }
  | { type: 'depth.refused'; reason: BusinessErrorCode }

export interface OrderBookInput {
  symbol: string
  socket: MarketSocket
}

export interface OrderBookContext {
  symbol: string
  socket: MarketSocket
  book: OrderBook | null
  /** The room's last applied `seq`. */
  seq: number | null
  error: BusinessErrorCode | null
}

/** The newest item of this pair that is newer than `seq` (arrival order without `seq`), if any. */
function newest(items: readonly DepthEvent[], symbol: string, seq: number | null) {
  return items
    .filter((i) => i.symbol === symbol && (seq === null || i.seq === undefined || i.seq > seq))
    .reduce<DepthEvent | undefined>(
      (a, b) => (!a || b.seq === undefined || a.seq === undefined || b.seq > a.seq ? b : a),
      undefined,
    )
}

export const orderBookMachine = setup({
  types: {
    context: {} as OrderBookContext,
    events: {} as OrderBookEvent,
    input: {} as OrderBookInput,
    /** For views: waiting (for the first book), ready, unavailable (the room refused). */
    tags: {} as 'waiting' | 'ready' | 'unavailable',
  },
  actors: {
    watchDepth: fromCallback<EventObject, { socket: MarketSocket; symbol: string }, OrderBookEvent>(
      ({ input: { socket, symbol }, sendBack }) => {
        let open = true
        // listen first: the subscribe ack's current book arrives as a batch
        const off = socket.on('market_depth', (batch) =>
          sendBack({ type: 'depth.receive', items: batch.items }),
        )
        const room = socket.subscribe({ channel: 'depth', symbol })
        void room.ack.then((ack) => {
          if (open && !ack.ok) sendBack({ type: 'depth.refused', reason: ack.reason })
        })
        return () => {
          open = false
          off()
          room.unsubscribe()
        }
      },
    ),
  },
  delays: { resubscribe: 10_000 },
  guards: {
    isOtherSymbol: ({ context, event }) =>
      event.type === 'symbol.change' && event.symbol !== context.symbol,
    bringsBook: ({ context, event }) =>
      event.type === 'depth.receive' &&
      newest(event.items, context.symbol, context.seq) !== undefined,
  },
  actions: {
    takeBook: assign(({ context, event }) => {
      const item =
        event.type === 'depth.receive' && newest(event.items, context.symbol, context.seq)
      if (!item) return {}
      return {
        book: { bids: item.bids, asks: item.asks, time: item.time },
        seq: item.seq ?? context.seq,
        error: null,
      }
    }),
  },
}).createMachine({
  id: 'orderBook',
  context: ({ input }) => ({
    symbol: input.symbol,
    socket: input.socket,
    book: null,
    seq: null,
    error: null,
  }),
  on: {
    'symbol.change': {
      guard: 'isOtherSymbol',
      target: '.active',
      reenter: true,
      actions: assign(({ event }) => ({
        symbol: event.symbol,
        book: null,
        seq: null,
        error: null,
      })),
    },
  },
  initial: 'active',
  states: {
    active: {
      invoke: {
        src: 'watchDepth',
        input: ({ context }) => ({ socket: context.socket, symbol: context.symbol }),
      },
      on: {
        'depth.receive': { guard: 'bringsBook', target: '.ready', actions: 'takeBook' },
      },
      initial: 'waiting',
      states: {
        waiting: {
          tags: ['waiting'],
          on: {
            'depth.refused': {
              target: 'unavailable',
              actions: assign(({ event }) => ({ error: event.reason })),
            },
          },
        },
        ready: { tags: ['ready'] },
        unavailable: {
          tags: ['unavailable'],
          after: { resubscribe: { target: '#orderBook.active', reenter: true } },
        },
      },
    },
  },
})
