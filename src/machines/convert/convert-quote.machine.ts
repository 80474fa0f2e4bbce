/**
 * The live price of one pair for the convert screen (api-reference §5.3 user/getTransferFee; a
 * quote is honoured QUOTE_TTL_SECONDS). Invoked by the convert machine as `quote`.
 *
 * fetching → live (counts `second` by `second`) → fetching when it runs out | failed (quote.refresh)
 * While the parent's request is out or unanswered it is held (`quote.hold`): a price that runs out
 * then waits in `held`, so a retry repeats exactly the request that was sent, until `quote.release`.
 * Every price is told to the parent (`quote.updated`), and so is losing it (`quote.lost`).
 */
import { and, assign, fromPromise, sendParent, setup } from 'xstate'
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
      on: {
        'quote.refresh': refresh,
        'quote.release': { target: 'fetching', actions: assign({ held: false }) },
      },
    },
    failed: { on: { 'quote.refresh': refresh } },
  },
})
