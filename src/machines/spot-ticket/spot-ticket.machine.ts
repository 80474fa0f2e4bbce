/**
 * The spot order ticket (issue 12; api-reference §9 coin/trade and coin/info, §5 the change
 * account; contract/spot.ts, every figure from contract/spot-math.ts). The screen feeds it the
 * market (`market.update`: last price and book) and the pair; the ticket stays open order after order.
 *
 * loading → ready | loadFailed (ticket.retry → loading);  pair.change (anywhere) → loading
 * ready (parallel):
 *   balances: idle —balances.refresh→ refreshing → idle (a failed re-read keeps the old figures)
 *   form: editing (idle | placed: the receipt, for `receipt`) —form.submit→ confirming
 *     —confirm.submit→ submitting (keying → sending) → editing.placed (amount cleared, balances re-read)
 *     sending fails: about the draft (price, amount, balance, minimum, book, pair) → editing with the
 *     reason under its field or above the button; anything else (network…) → confirming, where
 *     confirming again repeats the very request with the same key.
 */
import { assertEvent, assign, emit, raise, setup } from 'xstate'
import type { SpotOrder } from '@/api/contract/spot'
import type { BookLevel, OrderKind, OrderSide } from '@/api/contract/spot-math'
import { toServerMessage } from '@/api/errors'
import { keyedSubmission, onRefusal, withError, withOutput } from '../keyed-submission'
import { amountText, noRefusal, type MoneyFormTag } from '../money-form'
import { ownErrorCode } from '../own-error'
import { loadBalances, loadTerms, placeOrder, type SpotTicketTerms } from './spot-ticket.actors'
import {
  fieldOf,
  freshPair,
  isFormRefusal,
  noMarket,
  percentAmount,
  ticketIssue,
  toSpotRequest,
  type SpotBalances,
  type SpotPair,
  type SpotTicketContext,
} from './spot-ticket.rules'

export type { SpotTicketContext } from './spot-ticket.rules'

export type SpotTicketEvent =
  | { type: 'ticket.retry' }
  | { type: 'pair.change'; symbol: string; currencyId: number; legalId: number }
  | { type: 'market.update'; price: string; asks: readonly BookLevel[]; bids: readonly BookLevel[] }
  | { type: 'side.change'; side: OrderSide }
  | { type: 'kind.change'; kind: OrderKind }
  | { type: 'price.change'; value: string }
  | { type: 'price.fill'; price: string }
  | { type: 'amount.change'; value: string }
  | { type: 'amount.percent'; percent: 25 | 50 | 75 | 100 }
  | { type: 'form.submit' }
  | { type: 'confirm.submit' }
  | { type: 'confirm.cancel' }
  | { type: 'balances.refresh' }

/** `order` is null against the platform, which answers an empty message. */
export type SpotTicketEmitted = { type: 'placed'; order: SpotOrder | null }

export interface SpotTicketInput extends SpotPair {
  side?: OrderSide
  kind?: OrderKind
}

export type SpotTicketTag = MoneyFormTag | 'refreshing' | 'placed'

const submission = keyedSubmission({
  types: {} as { context: SpotTicketContext; events: SpotTicketEvent },
  request: toSpotRequest,
})
const pairIds = ({ context }: { context: SpotTicketContext }) => ({
  currencyId: context.pair.currencyId,
  legalId: context.pair.legalId,
})
/** An edit in the form: the receipt goes, and so does the last refusal. */
const edit = <const A extends string>(action: A) =>
  ({ target: '.idle', actions: [action, 'clearError'] }) as const

export const spotTicketMachine = setup({
  types: {
    context: {} as SpotTicketContext,
    events: {} as SpotTicketEvent,
    input: {} as SpotTicketInput,
    emitted: {} as SpotTicketEmitted,
    tags: {} as SpotTicketTag,
  },
  actors: { loadTerms, loadBalances, ...submission.actors, placeOrder },
  delays: { receipt: 3_000 },
  guards: {
    isFormValid: ({ context }) => ticketIssue(context) === null,
    ...submission.guards,
    isFormRefusal: onRefusal(isFormRefusal),
  },
  actions: {
    ...submission.actions,
    clearError: assign(noRefusal),
    takeTerms: assign((_, { output }: { output: SpotTicketTerms }) => ({
      rules: output.rules,
      balances: output.balances,
      ...noRefusal,
    })),
    takeBalances: assign((_, { output }: { output: SpotBalances }) => ({ balances: output })),
    takeMarket: assign(({ event }) => {
      assertEvent(event, 'market.update')
      return { market: { price: event.price, asks: event.asks, bids: event.bids } }
    }),
    choosePair: assign(({ event }) => {
      assertEvent(event, 'pair.change')
      return freshPair(event)
    }),
    choose: assign(({ event }) => {
      assertEvent(event, ['side.change', 'kind.change'])
      return event.type === 'side.change' ? { side: event.side } : { kind: event.kind }
    }),
    // a tapped book level or last price is a limit price: the ticket turns to Limit
    typePrice: assign(({ event }) => {
      assertEvent(event, ['price.change', 'price.fill'])
      if (event.type === 'price.fill') return { price: amountText(event.price), kind: 'limit' }
      return { price: amountText(event.value) }
    }),
    typeAmount: assign(({ event }) => {
      assertEvent(event, 'amount.change')
      return { amount: amountText(event.value) }
    }),
    takePercent: assign(({ context, event }) => {
      assertEvent(event, 'amount.percent')
      const amount = percentAmount(context, event.percent)
      // a limit buy needs its price first: the share of the quote is divided by it
      if (amount === '') return { error: 'priceRequired', errorField: 'price', serverMessage: '' }
      return { amount }
    }),
    rememberIssue: assign(({ context }) => {
      const error = ticketIssue(context)
      return { error, errorField: fieldOf(error), serverMessage: '' }
    }),
    rememberError: assign((_, { error }: { error: unknown }) => {
      const code = ownErrorCode(error)
      return { error: code, errorField: fieldOf(code), serverMessage: toServerMessage(error) }
    }),
    takeOrder: assign((_, { output }: { output: SpotOrder | null }) => ({
      order: output,
      amount: '',
      ...noRefusal,
    })),
    announceOrder: emit((_, { output }: { output: SpotOrder | null }) => ({
      type: 'placed' as const,
      order: output,
    })),
    refreshBalances: raise({ type: 'balances.refresh' }),
  },
}).createMachine({
  id: 'spotTicket',
  context: ({ input }) => ({
    pair: { symbol: input.symbol, currencyId: input.currencyId, legalId: input.legalId },
    side: input.side ?? 'buy',
    kind: input.kind ?? 'limit',
    rules: null,
    balances: null,
    market: noMarket,
    price: '',
    amount: '',
    order: null,
    requestKey: null,
    ...noRefusal,
  }),
  on: {
    'market.update': { actions: 'takeMarket' },
    'pair.change': { target: '.loading', reenter: true, actions: 'choosePair' },
  },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy', 'loading'],
      invoke: {
        src: 'loadTerms',
        input: pairIds,
        onDone: { target: 'ready', actions: withOutput('takeTerms') },
        onError: { target: 'loadFailed', actions: withError('rememberError') },
      },
    },
    loadFailed: {
      tags: ['failed'],
      on: { 'ticket.retry': { target: 'loading', actions: 'clearError' } },
    },
    ready: {
      type: 'parallel',
      states: {
        balances: {
          initial: 'idle',
          states: {
            idle: { on: { 'balances.refresh': 'refreshing' } },
            refreshing: {
              tags: ['refreshing'],
              invoke: {
                src: 'loadBalances',
                input: pairIds,
                onDone: { target: 'idle', actions: withOutput('takeBalances') },
                onError: 'idle',
              },
            },
          },
        },
        form: {
          initial: 'editing',
          states: {
            editing: {
              initial: 'idle',
              on: {
                'side.change': edit('choose'),
                'kind.change': edit('choose'),
                'price.change': edit('typePrice'),
                'price.fill': edit('typePrice'),
                'amount.change': edit('typeAmount'),
                'amount.percent': { target: '.idle', actions: ['clearError', 'takePercent'] },
                'form.submit': [
                  { guard: 'isFormValid', target: 'confirming', actions: 'clearError' },
                  { target: '.idle', actions: 'rememberIssue' },
                ],
              },
              states: {
                idle: {},
                placed: { tags: ['placed'], after: { receipt: 'idle' } },
              },
            },
            confirming: {
              tags: ['sheetOpen'],
              on: {
                'confirm.cancel': { target: 'editing', actions: 'clearError' },
                'confirm.submit': { target: 'submitting', actions: 'clearError' },
              },
            },
            submitting: submission.state({
              send: 'placeOrder',
              remember: 'rememberError',
              keyFailed: '#spotTicket.ready.form.confirming',
              done: {
                target: '#spotTicket.ready.form.editing.placed',
                actions: [withOutput('takeOrder'), withOutput('announceOrder'), 'refreshBalances'],
              },
              failed: [
                {
                  guard: withError('isFormRefusal'),
                  target: '#spotTicket.ready.form.editing',
                  actions: 'refreshBalances',
                },
                '#spotTicket.ready.form.confirming',
              ],
            }),
          },
        },
      },
    },
  },
})
