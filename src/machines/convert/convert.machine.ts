/**
 * Converting one coin into another on the spot (change) account (spec §2 fund/transfer;
 * api-reference §5.3 user/getTransferList, getTransferFee, Transfer; issue 5).
 *
 * loading → active | loadFailed (convert.retry → loading);  done —convert.again→ loading
 * active (invokes `quote`, the live price: convert-quote.machine.ts):
 *   editing —form.submit→ confirming (ready | waiting: the 3 s rule) —confirm.submit→
 *   submitting (keying → sending) → done | confirming | editing
 * quoteExpired brings a new price and asks again; a failure without an answer holds the price, so
 * confirming again repeats the very request (price, amount, key) and cannot convert twice.
 */
import { assertEvent, assign, emit, setup } from 'xstate'
import {
  CONVERT_INTERVAL_SECONDS,
  type ConversionRecord,
  type ConvertOptions,
} from '@/api/contract/wallet'
import {
  keyedSubmission,
  onRefusal,
  withError,
  withOutput,
  type KeyedContext,
} from '../keyed-submission'
import {
  amountText,
  noRefusal,
  refusalOf,
  type FormRefusal,
  type MoneyFormTag,
} from '../money-form'
import { convert, loadOptions } from './convert.actors'
import {
  convertQuoteMachine,
  quoteLink,
  type PricedPair,
  type QuotePair,
  type QuoteReport,
} from './convert-quote.machine'
import {
  amountIssueOf,
  isAmountRefusal,
  isUnresolved,
  maxAmountOf,
  newConversion,
  pairChange,
  startingPair,
  termsOf,
  toConvertRequest,
  type ConvertForm,
} from './convert.rules'

export type ConvertEvent =
  | { type: 'convert.retry' }
  | { type: 'from.select' | 'to.select'; id: number }
  | { type: 'pair.swap' }
  | { type: 'amount.change'; value: string }
  | { type: 'amount.max' }
  | { type: 'form.submit' }
  | { type: 'confirm.submit' }
  | { type: 'confirm.cancel' }
  | { type: 'quote.refresh' }
  | { type: 'convert.again' }
  | QuoteReport

export type ConvertEmitted = { type: 'converted'; conversion: ConversionRecord }

/** A pair asked for (`?from=&to=`); ignored when not convertible. */
export type ConvertInput = Partial<QuotePair>

/** The form (convert.rules.ts), its price (convert-quote.machine.ts), the held key and the rest. */
export interface ConvertContext
  extends ConvertForm, PricedPair, KeyedContext, FormRefusal<'amount'> {
  /** The last request failed without an answer: it is sent again as it was. */
  unresolved: boolean
  /** Seconds until the one-conversion-per-3-seconds rule lets the next one through. */
  waitSeconds: number
  conversion: ConversionRecord | null
}

const types = {} as { context: ConvertContext; events: ConvertEvent }
const submission = keyedSubmission({ types, request: toConvertRequest })
const price = quoteLink(types)

export const convertMachine = setup({
  types: {
    context: {} as ConvertContext,
    events: {} as ConvertEvent,
    input: {} as ConvertInput,
    emitted: {} as ConvertEmitted,
    tags: {} as MoneyFormTag | 'waiting',
  },
  actors: { loadOptions, quote: convertQuoteMachine, ...submission.actors, convert },
  delays: { second: 1_000 },
  guards: {
    isFormValid: ({ context }) => amountIssueOf(context) === null,
    canConfirm: ({ context }) => context.quoteReady && termsOf(context) !== null,
    ...submission.guards,
    isWaitOver: ({ context }) => context.waitSeconds <= 0,
    isUnresolved: onRefusal(isUnresolved),
    isTooFrequent: onRefusal((code) => code === 'requestTooFrequent'),
    isAmountRefusal: onRefusal(isAmountRefusal),
  },
  actions: {
    ...submission.actions,
    clearError: assign(noRefusal),
    startPrice: assign({ priceUpdated: false, ...noRefusal }),
    ...price.actions,
    /** The request changed: an unanswered one is given up (its held price is released too). */
    forgetAttempt: assign({ unresolved: false }),
    choosePair: assign(({ context, event }) => {
      assertEvent(event, ['from.select', 'to.select', 'pair.swap'])
      if (event.type === 'pair.swap') return pairChange(context, 'from', context.toId)
      return pairChange(context, event.type === 'from.select' ? 'from' : 'to', event.id)
    }),
    typeAmount: assign(({ event }) => {
      assertEvent(event, 'amount.change')
      return { amount: amountText(event.value), ...noRefusal }
    }),
    takeMaxAmount: assign(({ context }) => ({ amount: maxAmountOf(context) ?? context.amount })),
    tickWait: assign(({ context }) => ({ waitSeconds: context.waitSeconds - 1 })),
    takeOptions: assign(({ context }, { output }: { output: ConvertOptions }) => ({
      coins: output.currencies,
      ...startingPair(output.currencies, context.fromId, context.toId),
      ...noRefusal,
    })),
    markUnresolved: assign({ unresolved: true }),
    startWait: assign({ waitSeconds: CONVERT_INTERVAL_SECONDS }),
    rememberIssue: assign(({ context }) => ({
      error: amountIssueOf(context),
      errorField: 'amount' as const,
      serverMessage: '',
    })),
    rememberError: assign((_, { error }: { error: unknown }) => refusalOf(error, isAmountRefusal)),
    takeConversion: assign((_, { output }: { output: ConversionRecord }) => ({
      conversion: output,
      unresolved: false,
      ...noRefusal,
    })),
    announceConversion: emit((_, { output }: { output: ConversionRecord }) => ({
      type: 'converted' as const,
      conversion: output,
    })),
  },
}).createMachine({
  id: 'convert',
  context: ({ input }) => ({
    coins: [],
    fromId: input.fromId ?? 0,
    toId: input.toId ?? 0,
    ...newConversion,
    unresolved: false,
    waitSeconds: 0,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy', 'loading'],
      invoke: {
        src: 'loadOptions',
        onDone: { target: 'active', actions: withOutput('takeOptions') },
        onError: { target: 'loadFailed', actions: withError('rememberError') },
      },
    },
    loadFailed: {
      tags: ['failed'],
      on: { 'convert.retry': { target: 'loading', actions: 'clearError' } },
    },
    active: {
      invoke: price.invoke,
      on: price.on,
      initial: 'editing',
      states: {
        editing: {
          on: {
            'from.select': { actions: ['choosePair', 'refreshQuote'] },
            'to.select': { actions: ['choosePair', 'refreshQuote'] },
            'pair.swap': { actions: ['choosePair', 'refreshQuote'] },
            'amount.change': { actions: ['typeAmount', 'forgetAttempt', 'releasePrice'] },
            'amount.max': {
              actions: ['takeMaxAmount', 'clearError', 'forgetAttempt', 'releasePrice'],
            },
            'form.submit': [
              { guard: 'isFormValid', target: 'confirming', actions: 'startPrice' },
              { actions: 'rememberIssue' },
            ],
          },
        },
        confirming: {
          tags: ['sheetOpen'],
          initial: 'ready',
          on: { 'confirm.cancel': { target: 'editing', actions: 'startPrice' } },
          states: {
            ready: {
              on: {
                'confirm.submit': { guard: 'canConfirm', target: '#convert.active.submitting' },
              },
            },
            waiting: {
              tags: ['waiting'],
              always: { guard: 'isWaitOver', target: 'ready' },
              after: { second: { target: 'waiting', reenter: true, actions: 'tickWait' } },
            },
          },
        },
        submitting: {
          // the price stays while the request is out: a retry must repeat it exactly
          entry: ['startPrice', 'holdPrice'],
          ...submission.state({
            send: 'convert',
            remember: 'rememberError',
            keyFailed: { target: '#convert.active.confirming', actions: 'releasePrice' },
            done: {
              target: '#convert.done',
              actions: [withOutput('takeConversion'), withOutput('announceConversion')],
            },
            failed: [
              // no answer: maybe done, maybe not; the same request again will tell
              {
                guard: withError('isUnresolved'),
                target: '#convert.active.confirming',
                actions: 'markUnresolved',
              },
              {
                guard: withError('isTooFrequent'),
                target: '#convert.active.confirming.waiting',
                actions: ['releasePrice', 'startWait'],
              },
              {
                guard: withError('isAmountRefusal'),
                target: '#convert.active.editing',
                actions: 'releasePrice',
              },
              // quoteExpired and the rest: the reason in the sheet, and a new price to confirm at
              { target: '#convert.active.confirming', actions: 'refreshQuote' },
            ],
          }),
        },
      },
    },
    done: {
      tags: ['done'],
      on: { 'convert.again': { target: 'loading', actions: assign(newConversion) } },
    },
  },
})
