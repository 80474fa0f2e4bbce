/**
 * The seconds-options ticket (issue 14; api-reference §8.2 microtrade/bind_seconds,
 * payable_currencies, submit; contract/micro.ts, every figure and check from micro-math.ts). The
 * screen feeds it the last price (`market.update`, shown as "≈ open price": the real one is the
 * engine's in the second the user confirms) and the pair; it stays open option after option.
 *
 * loading (the pair's durations ∥ the stake currency) → ready | loadFailed (ticket.retry → loading)
 * pair.change (anywhere) → loading (direction, duration when offered and stake stay)
 * ready (parallel):
 *   balance: idle —balance.refresh→ refreshing (payable_currencies) → idle (a failed re-read keeps
 *     the old); the screen sends it when an option settles
 *   form: editing (idle | placed: the receipt) —form.submit { direction }→ confirming
 *     —confirm.submit→ submitting (keying → sending) → editing.placed (stake kept, balance re-read,
 *     `placed` emitted with the order)
 *     sending fails: about the draft (stake, limits, balance, duration, open options, one a second)
 *     → editing with the reason; anything else (network…) → confirming, everything kept, where
 *     confirming again repeats the very request with the same key.
 */
import { assertEvent, assign, emit, raise, setup } from 'xstate'
import type { OptionDirection, OptionOrder, PayableCurrency } from '@/api/contract/micro'
import { toServerMessage } from '@/api/errors'
import { keyedSubmission, onRefusal, withError, withOutput } from '../keyed-submission'
import { amountText, noRefusal, type MoneyFormTag } from '../money-form'
import { ownErrorCode } from '../own-error'
import { loadCurrency, loadTerms, placeOption } from './option-ticket.actors'
import {
  fieldOf,
  freshPair,
  isFormRefusal,
  maxDraft,
  secondsFor,
  ticketIssue,
  toOptionRequest,
  type OptionPair,
  type OptionTicketContext,
  type OptionTicketTerms,
} from './option-ticket.rules'

export type { OptionTicketContext } from './option-ticket.rules'

export type OptionTicketEvent =
  | { type: 'ticket.retry' }
  | { type: 'pair.change'; symbol: string; matchId: number }
  | { type: 'market.update'; price: string }
  | { type: 'duration.change'; seconds: number }
  | { type: 'stake.change'; value: string }
  | { type: 'stake.preset'; stake: string }
  | { type: 'stake.max' }
  | { type: 'form.submit'; direction: OptionDirection }
  | { type: 'confirm.submit' }
  | { type: 'confirm.cancel' }
  | { type: 'balance.refresh' }

export type OptionTicketEmitted = { type: 'placed'; order: OptionOrder }

export interface OptionTicketInput extends OptionPair {
  direction?: OptionDirection
  /** The duration to start with when the pair offers it (the user's last choice), else the shortest. */
  seconds?: number
  /** A stake to start with, as typed. @default '' */
  stake?: string
}

export type OptionTicketTag = MoneyFormTag | 'refreshing' | 'placed'

const submission = keyedSubmission({
  types: {} as { context: OptionTicketContext; events: OptionTicketEvent },
  request: toOptionRequest,
})
/** An edit in the form: the receipt goes, and so does the last refusal. */
const edit = <const A extends string>(action: A) =>
  ({ target: '.idle', actions: [action, 'clearError'] }) as const
const matchIdOf = ({ context }: { context: OptionTicketContext }) => ({
  matchId: context.pair.matchId,
})

export const optionTicketMachine = setup({
  types: {
    context: {} as OptionTicketContext,
    events: {} as OptionTicketEvent,
    input: {} as OptionTicketInput,
    emitted: {} as OptionTicketEmitted,
    tags: {} as OptionTicketTag,
  },
  actors: { loadTerms, loadCurrency, ...submission.actors, placeOption },
  delays: { receipt: 3_000 },
  guards: {
    isFormValid: ({ context }) => ticketIssue(context) === null,
    ...submission.guards,
    isFormRefusal: onRefusal(isFormRefusal),
  },
  actions: {
    ...submission.actions,
    clearError: assign(noRefusal),
    takeTerms: assign(({ context }, { output }: { output: OptionTicketTerms }) => ({
      durations: output.durations,
      currency: output.currency,
      seconds: secondsFor(output.durations, context.seconds),
    })),
    takeCurrency: assign((_, { output }: { output: PayableCurrency }) => ({ currency: output })),
    takeMarket: assign(({ event }) => {
      assertEvent(event, 'market.update')
      return { last: event.price }
    }),
    choosePair: assign(({ event }) => {
      assertEvent(event, 'pair.change')
      return freshPair(event)
    }),
    chooseDuration: assign(({ event }) => {
      assertEvent(event, 'duration.change')
      return { seconds: event.seconds }
    }),
    chooseDirection: assign(({ event }) => {
      assertEvent(event, 'form.submit')
      return { direction: event.direction }
    }),
    typeStake: assign(({ event }) => {
      assertEvent(event, ['stake.change', 'stake.preset'])
      return { stake: amountText(event.type === 'stake.preset' ? event.stake : event.value) }
    }),
    takeMax: assign(({ context }) => maxDraft(context)),
    rememberIssue: assign(({ context }) => {
      const error = ticketIssue(context)
      return { error, errorField: fieldOf(error), serverMessage: '' }
    }),
    rememberError: assign((_, { error }: { error: unknown }) => {
      const code = ownErrorCode(error)
      return { error: code, errorField: fieldOf(code), serverMessage: toServerMessage(error) }
    }),
    // the stake stays: a trader repeats
    takeOrder: assign((_, { output }: { output: OptionOrder }) => ({
      order: output,
      ...noRefusal,
    })),
    announceOrder: emit((_, { output }: { output: OptionOrder }) => ({
      type: 'placed' as const,
      order: output,
    })),
    refreshBalance: raise({ type: 'balance.refresh' }),
  },
}).createMachine({
  id: 'optionTicket',
  context: ({ input }) => ({
    pair: { symbol: input.symbol, matchId: input.matchId },
    direction: input.direction ?? 'rise',
    seconds: input.seconds ?? null,
    stake: input.stake ?? '',
    durations: null,
    currency: null,
    last: '',
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
        input: matchIdOf,
        onDone: { target: 'ready', actions: [withOutput('takeTerms'), 'clearError'] },
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
        balance: {
          initial: 'idle',
          states: {
            idle: { on: { 'balance.refresh': 'refreshing' } },
            refreshing: {
              tags: ['refreshing'],
              invoke: {
                src: 'loadCurrency',
                onDone: { target: 'idle', actions: withOutput('takeCurrency') },
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
                'duration.change': edit('chooseDuration'),
                'stake.change': edit('typeStake'),
                'stake.preset': edit('typeStake'),
                'stake.max': { target: '.idle', actions: ['clearError', 'takeMax'] },
                'form.submit': [
                  {
                    guard: 'isFormValid',
                    target: 'confirming',
                    actions: ['chooseDirection', 'clearError'],
                  },
                  { target: '.idle', actions: ['chooseDirection', 'rememberIssue'] },
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
              send: 'placeOption',
              remember: 'rememberError',
              keyFailed: '#optionTicket.ready.form.confirming',
              done: {
                target: '#optionTicket.ready.form.editing.placed',
                actions: [withOutput('takeOrder'), withOutput('announceOrder'), 'refreshBalance'],
              },
              failed: [
                {
                  guard: withError('isFormRefusal'),
                  target: '#optionTicket.ready.form.editing',
                  actions: 'refreshBalance',
                },
                '#optionTicket.ready.form.confirming',
              ],
            }),
          },
        },
      },
    },
  },
})
