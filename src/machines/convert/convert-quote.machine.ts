/**
 * The live price of one pair for the convert screen (api-reference §5.3 user/getTransferFee; a
 * quote is honoured QUOTE_TTL_SECONDS). Invoked by the convert machine as `quote`.
 *
 * fetching → live (counts `second` by `second`) → fetching when it runs out | failed (quote.refresh)
 * While the parent's request is out or unanswered it is held (`quote.hold`): a price that runs out
 * then waits in `held`, so a retry repeats exactly the request that was sent, until `quote.release`.
 * Every price is told to the parent (`quote.updated`), and so is losing it (`quote.lost`).
 */
import {
  and,
  assign,
  fromPromise,
  sendParent,
  sendTo,
  setup,
  type ActorRefFrom,
  type EventObject,
} from 'xstate'
import type { ConvertQuote } from '@/api/contract/wallet'
import { walletApi } from '@/api/wallet'

export interface QuotePair {
  fromId: number
  toId: number
}

export type ConvertQuoteEvent =
  | ({ type: 'quote.refresh' } & Partial<QuotePair>)
  | { type: 'quote.hold' }
  | { type: 'quote.release' }

/** What the parent hears. */
export type QuoteReport = { type: 'quote.updated'; quote: ConvertQuote } | { type: 'quote.lost' }

export interface ConvertQuoteContext extends QuotePair {
  secondsLeft: number
  /** A request at this price is out or unanswered: the price stays until it is answered. */
  held: boolean
}

/** Another pair, or the same one again: a new price either way. */
const refresh = { target: 'fetching', reenter: true, actions: 'takePair' } as const

export const convertQuoteMachine = setup({
  types: {
    context: {} as ConvertQuoteContext,
    events: {} as ConvertQuoteEvent,
    input: {} as QuotePair,
    /** For views: the price's state (fetching is a request in flight: busy). */
    tags: {} as 'busy' | 'fetching' | 'live' | 'held' | 'failed',
  },
  actors: {
    fetchQuote: fromPromise<ConvertQuote, QuotePair>(({ input, signal }) =>
      walletApi.quote(
        { from_currency_id: input.fromId, to_currency_id: input.toId },
        { signal, background: true },
      ),
    ),
  },
  delays: { second: 1_000 },
  guards: {
    isLastSecond: ({ context }) => context.secondsLeft <= 1,
    isHeld: ({ context }) => context.held,
  },
  actions: {
    takePair: assign(({ context, event }) =>
      event.type === 'quote.refresh'
        ? { fromId: event.fromId ?? context.fromId, toId: event.toId ?? context.toId, held: false }
        : {},
    ),
    tellLost: sendParent({ type: 'quote.lost' } satisfies QuoteReport),
  },
}).createMachine({
  id: 'convertQuote',
  context: ({ input }) => ({ ...input, secondsLeft: 0, held: false }),
  on: {
    'quote.hold': { actions: assign({ held: true }) },
    'quote.release': { actions: assign({ held: false }) },
  },
  initial: 'fetching',
  states: {
    fetching: {
      tags: ['busy', 'fetching'],
      entry: 'tellLost',
      on: { 'quote.refresh': refresh },
      invoke: {
        src: 'fetchQuote',
        input: ({ context }) => ({ fromId: context.fromId, toId: context.toId }),
        onDone: {
          target: 'live',
          actions: [
            assign(({ event }) => ({ secondsLeft: event.output.expiresIn })),
            sendParent(
              ({ event }) => ({ type: 'quote.updated', quote: event.output }) satisfies QuoteReport,
            ),
          ],
        },
        onError: 'failed',
      },
    },
    live: {
      tags: ['live'],
      on: { 'quote.refresh': refresh },
      after: {
        second: [
          {
            guard: and(['isLastSecond', 'isHeld']),
            target: 'held',
            actions: assign({ secondsLeft: 0 }),
          },
          { guard: 'isLastSecond', target: 'fetching' },
          {
            target: 'live',
            reenter: true,
            actions: assign(({ context }) => ({ secondsLeft: context.secondsLeft - 1 })),
          },
        ],
      },
    },
    // run out while a request at this price waits for its answer: kept until it is answered
    held: {
      tags: ['held'],
      on: {
        'quote.refresh': refresh,
        'quote.release': { target: 'fetching', actions: assign({ held: false }) },
      },
    },
    failed: { tags: ['failed'], on: { 'quote.refresh': refresh } },
  },
})

/** What the parent keeps of the price: the pair on screen and its last quote. */
export interface PricedPair extends QuotePair {
  quote: ConvertQuote | null
  /** The price can be confirmed at: live, or held for an unanswered request. */
  quoteReady: boolean
  /** A newer price replaced the one shown when the sheet opened. */
  priceUpdated: boolean
}

/**
 * The parent's side of the price, for the state that invokes this machine as `quote`: named
 * actions to spread into the parent's `setup` (a new price, hold and release it) and the
 * handlers of the reports (`on`).
 */
export function quoteLink<TContext extends PricedPair, TEvent extends EventObject>(_types: {
  context: TContext
  events: TEvent
}) {
  const priced = (p: Partial<PricedPair>) => p as Partial<TContext>
  type Quote = ActorRefFrom<typeof convertQuoteMachine>
  const toQuote = sendTo<TContext, TEvent, undefined, Quote, TEvent>
  return {
    actions: {
      /** A new price for the pair on screen (after a pair change, or when asked). */
      refreshQuote: toQuote('quote', ({ context }) => ({
        type: 'quote.refresh',
        fromId: context.fromId,
        toId: context.toId,
      })),
      holdPrice: toQuote('quote', { type: 'quote.hold' }),
      releasePrice: toQuote('quote', { type: 'quote.release' }),
      takeQuote: assign<TContext, TEvent, { quote: ConvertQuote }, TEvent, never>(
        ({ context }, { quote }) =>
          // a newer price for the same pair: the sheet says the figures moved
          priced({
            quote,
            quoteReady: true,
            priceUpdated: context.quote?.fromCurrencyId === quote.fromCurrencyId,
          }),
      ),
      loseQuote: assign<TContext, TEvent, undefined, TEvent, never>(() =>
        priced({ quoteReady: false }),
      ),
    },
    /** The invocation: the price of the pair on screen, as `quote`. */
    invoke: {
      id: 'quote',
      src: 'quote',
      input: ({ context }: { context: TContext }) => ({
        fromId: context.fromId,
        toId: context.toId,
      }),
    },
    on: {
      'quote.updated': {
        actions: {
          type: 'takeQuote',
          params: ({ event }: { event: { quote: ConvertQuote } }) => ({ quote: event.quote }),
        },
      },
      'quote.lost': { actions: 'loseQuote' },
      'quote.refresh': { actions: 'refreshQuote' },
    },
  } as const
}
