/**
 * The futures ticket (issue 13; api-reference §7.2 lever/deal and lever/submit, §7.3; contract/
 * lever.ts, every figure and check from contract/lever-math.ts). The screen feeds it the last price
 * (`market.update`, from the quotes store) and the pair; the ticket stays open position after position.
 *
 * loading → ready | loadFailed (ticket.retry → loading);  pair.change (anywhere) → loading
 * ready (parallel):
 *   balance: idle —balance.refresh→ refreshing (lever/deal again) → idle (a failed re-read keeps the old)
 *   form: editing (idle | opened: the receipt) —form.submit→ confirming
 *     —confirm.submit→ submitting (keying → sending) → editing.opened (lots cleared, balance re-read)
 *     sending fails: about the draft (lots, price, leverage, balance, pair) → editing with the reason
 *     under its field or above the button; anything else (network…) → confirming, every input kept,
 *     where confirming again repeats the very request with the same key.
 */
import { assertEvent, assign, emit, raise, setup } from 'xstate'
import type { LeverOrderKind, LeverPosition, PositionSide } from '@/api/contract/lever'
import { toServerMessage } from '@/api/errors'
import { keyedSubmission, onRefusal, withError, withOutput } from '../keyed-submission'
import { amountText, noRefusal, type MoneyFormTag } from '../money-form'
import { ownErrorCode } from '../own-error'
import { loadDeal, openPosition } from './lever-ticket.actors'
import {
  fieldOf,
  freshPair,
  isFormRefusal,
  maxDraft,
  multipleFor,
  pairIds,
  ticketIssue,
  toLeverRequest,
  type LeverPair,
  type LeverTerms,
  type LeverTicketContext,
} from './lever-ticket.rules'

export type { LeverTicketContext } from './lever-ticket.rules'

export type LeverTicketEvent =
  | { type: 'ticket.retry' }
  | { type: 'pair.change'; symbol: string; currencyId: number; legalId: number }
  | { type: 'market.update'; price: string }
  | { type: 'side.change'; side: PositionSide }
  | { type: 'kind.change'; kind: LeverOrderKind }
  | { type: 'leverage.change'; multiple: number }
  | { type: 'lots.change'; value: string }
  | { type: 'lots.preset'; lots: number }
  | { type: 'lots.max' }
  | { type: 'price.change'; value: string }
  | { type: 'price.fill'; price: string }
  | { type: 'form.submit' }
  | { type: 'confirm.submit' }
  | { type: 'confirm.cancel' }
  | { type: 'balance.refresh' }

/** `position` is null against the platform, which answers a text message. */
export type LeverTicketEmitted = { type: 'opened'; position: LeverPosition | null }

export interface LeverTicketInput extends LeverPair {
  side?: PositionSide
  kind?: LeverOrderKind
  /** The leverage to start with, when the pair allows it (else 10×, else its lowest). */
  multiple?: number
}

export type LeverTicketTag = MoneyFormTag | 'refreshing' | 'opened'

const submission = keyedSubmission({
  types: {} as { context: LeverTicketContext; events: LeverTicketEvent },
  request: toLeverRequest,
})
/** An edit in the form: the receipt goes, and so does the last refusal. */
const edit = <const A extends string>(action: A) =>
  ({ target: '.idle', actions: [action, 'clearError'] }) as const

export const leverTicketMachine = setup({
  types: {
    context: {} as LeverTicketContext,
    events: {} as LeverTicketEvent,
    input: {} as LeverTicketInput,
    emitted: {} as LeverTicketEmitted,
    tags: {} as LeverTicketTag,
  },
  actors: { loadDeal, ...submission.actors, openPosition },
  delays: { receipt: 3_000 },
  guards: {
    isFormValid: ({ context }) => ticketIssue(context) === null,
    ...submission.guards,
    isFormRefusal: onRefusal(isFormRefusal),
  },
  actions: {
    ...submission.actions,
    clearError: assign(noRefusal),
    takeTerms: assign(({ context }, { output }: { output: LeverTerms }) => ({
      terms: output,
      multiple: multipleFor(output.rules, context.multiple),
    })),
    takeMarket: assign(({ event }) => {
      assertEvent(event, 'market.update')
      return { last: event.price }
    }),
    choosePair: assign(({ event }) => {
      assertEvent(event, 'pair.change')
      return freshPair(event)
    }),
    choose: assign(({ event }) => {
      assertEvent(event, ['side.change', 'kind.change', 'leverage.change'])
      if (event.type === 'side.change') return { side: event.side }
      return event.type === 'kind.change' ? { kind: event.kind } : { multiple: event.multiple }
    }),
    // a tapped price is a limit target: the ticket turns to Limit
    typePrice: assign(({ event }) => {
      assertEvent(event, ['price.change', 'price.fill'])
      if (event.type === 'price.fill') return { price: amountText(event.price), kind: 'limit' }
      return { price: amountText(event.value) }
    }),
    typeLots: assign(({ event }) => {
      assertEvent(event, ['lots.change', 'lots.preset'])
      return { lots: event.type === 'lots.preset' ? String(event.lots) : amountText(event.value) }
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
    takePosition: assign((_, { output }: { output: LeverPosition | null }) => ({
      position: output,
      lots: '',
      ...noRefusal,
    })),
    announcePosition: emit((_, { output }: { output: LeverPosition | null }) => ({
      type: 'opened' as const,
      position: output,
    })),
    refreshBalance: raise({ type: 'balance.refresh' }),
  },
}).createMachine({
  id: 'leverTicket',
  context: ({ input }) => ({
    pair: { symbol: input.symbol, currencyId: input.currencyId, legalId: input.legalId },
    side: input.side ?? 'long',
    kind: input.kind ?? 'market',
    multiple: input.multiple ?? null,
    lots: '',
    price: '',
    terms: null,
    last: '',
    position: null,
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
        src: 'loadDeal',
        input: pairIds,
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
                src: 'loadDeal',
                input: pairIds,
                onDone: { target: 'idle', actions: withOutput('takeTerms') },
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
                'leverage.change': edit('choose'),
                'price.change': edit('typePrice'),
                'price.fill': edit('typePrice'),
                'lots.change': edit('typeLots'),
                'lots.preset': edit('typeLots'),
                'lots.max': { target: '.idle', actions: ['clearError', 'takeMax'] },
                'form.submit': [
                  { guard: 'isFormValid', target: 'confirming', actions: 'clearError' },
                  { target: '.idle', actions: 'rememberIssue' },
                ],
              },
              states: {
                idle: {},
                opened: { tags: ['opened'], after: { receipt: 'idle' } },
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
              send: 'openPosition',
              remember: 'rememberError',
              keyFailed: '#leverTicket.ready.form.confirming',
              done: {
                target: '#leverTicket.ready.form.editing.opened',
                actions: [
                  withOutput('takePosition'),
                  withOutput('announcePosition'),
                  'refreshBalance',
                ],
              },
              failed: [
                {
                  guard: withError('isFormRefusal'),
                  target: '#leverTicket.ready.form.editing',
                  actions: 'refreshBalance',
                },
                '#leverTicket.ready.form.confirming',
              ],
            }),
          },
        },
      },
    },
  },
})
