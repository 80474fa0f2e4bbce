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
import { assertEvent, assign, emit, fromPromise, sendTo, setup } from 'xstate'
import {
  CONVERT_INTERVAL_SECONDS,
  type ConversionRecord,
  type ConvertOptions,
  type ConvertRequest,
} from '@/api/contract/wallet'
import { toErrorCode, toServerMessage, type ErrorCode } from '@/api/errors'
import { walletApi } from '@/api/wallet'
import { keyedSubmission, withError, withOutput, type KeyedContext } from '../keyed-submission'
import { amountText } from '../money-form'
import { convertQuoteMachine, type QuoteReport } from './convert-quote.machine'
import {
  amountIssueOf,
  isAmountRefusal,
  isUnresolved,
  maxAmountOf,
  pairChange,
  startingPair,
  termsOf,
  toConvertRequest,
  type ConvertForm,
} from './convert.rules'

export type ConvertEvent =
  | { type: 'convert.retry' }
  | { type: 'from.select'; id: number }
  | { type: 'to.select'; id: number }
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

export interface ConvertInput {
  /** A pair asked for (`?from=&to=`); ignored when not convertible. */
  fromId?: number
  toId?: number
}

/**
 * The form (convert.rules.ts; `quote` is the last price of the pair on screen, kept while a new
 * one is on its way), the held key (keyed-submission.ts) and what the screen shows.
 */
export interface ConvertContext extends ConvertForm, KeyedContext {
  /** The price can be confirmed at: live, or held for an unanswered request. */
  quoteReady: boolean
  /** A newer price replaced the one shown when the sheet opened. */
  priceUpdated: boolean
  /** The last request failed without an answer: it is sent again as it was. */
  unresolved: boolean
  /** Seconds until the one-conversion-per-3-seconds rule lets the next one through. */
  waitSeconds: number
  error: ErrorCode | null
  errorField: 'amount' | null
  serverMessage: string
  conversion: ConversionRecord | null
}

const noError = { error: null, errorField: null, serverMessage: '' } as const
/** What a new conversion starts from (the pair stays). */
const newConversion = {
  amount: '',
  quote: null,
  quoteReady: false,
  priceUpdated: false,
  requestKey: null,
  conversion: null,
  ...noError,
} as const
const submission = keyedSubmission({
  types: {} as { context: ConvertContext; events: ConvertEvent },
  request: toConvertRequest,
})

export const convertMachine = setup({
  types: {
    context: {} as ConvertContext,
    events: {} as ConvertEvent,
    input: {} as ConvertInput,
    emitted: {} as ConvertEmitted,
  },
  actors: {
    loadOptions: fromPromise<ConvertOptions>(({ signal }) => walletApi.convertOptions({ signal })),
    quote: convertQuoteMachine,
    ...submission.actors,
    convert: fromPromise<ConversionRecord, ConvertRequest>(({ input, signal }) =>
      walletApi.convert(input, { signal }),
    ),
  },
  delays: { second: 1_000 },
  guards: {
    isFormValid: ({ context }) => amountIssueOf(context) === null,
    canConfirm: ({ context }) => context.quoteReady && termsOf(context) !== null,
    ...submission.guards,
    isWaitOver: ({ context }) => context.waitSeconds <= 0,
    isUnresolved: (_, { error }: { error: unknown }) => isUnresolved(toErrorCode(error)),
    isTooFrequent: (_, { error }: { error: unknown }) =>
      toErrorCode(error) === 'requestTooFrequent',
    isAmountRefusal: (_, { error }: { error: unknown }) => isAmountRefusal(toErrorCode(error)),
  },
  actions: {
    ...submission.actions,
    clearError: assign(noError),
    startPrice: assign({ priceUpdated: false, ...noError }),
    /** A new price for the pair on screen (after a pair change, or when asked). */
    refreshQuote: sendTo('quote', ({ context }) => ({
      type: 'quote.refresh' as const,
      fromId: context.fromId,
      toId: context.toId,
    })),
    holdPrice: sendTo('quote', { type: 'quote.hold' as const }),
    releasePrice: sendTo('quote', { type: 'quote.release' as const }),
    /** The request changed: an unanswered one is given up (its held price is released too). */
    forgetAttempt: assign({ unresolved: false }),
    choosePair: assign(({ context, event }) => {
      assertEvent(event, ['from.select', 'to.select', 'pair.swap'])
      if (event.type === 'pair.swap') return pairChange(context, 'from', context.toId)
      return pairChange(context, event.type === 'from.select' ? 'from' : 'to', event.id)
    }),
    typeAmount: assign(({ event }) => {
      assertEvent(event, 'amount.change')
      return { amount: amountText(event.value), ...noError }
    }),
    takeMaxAmount: assign(({ context }) => ({ amount: maxAmountOf(context) ?? context.amount })),
    tickWait: assign(({ context }) => ({ waitSeconds: context.waitSeconds - 1 })),
    takeQuote: assign(({ context, event }) => {
      assertEvent(event, 'quote.updated')
      const same = context.quote?.fromCurrencyId === event.quote.fromCurrencyId
      // a newer price for the same pair: the sheet says the figures moved
      return { quote: event.quote, quoteReady: true, priceUpdated: context.quote !== null && same }
    }),
    markUnresolved: assign({ unresolved: true }),
    startWait: assign({ waitSeconds: CONVERT_INTERVAL_SECONDS }),
    rememberIssue: assign(({ context }) => ({
      error: amountIssueOf(context),
      errorField: 'amount' as const,
      serverMessage: '',
    })),
    rememberError: assign((_, { error }: { error: unknown }) => ({
      error: toErrorCode(error),
      errorField: isAmountRefusal(toErrorCode(error)) ? ('amount' as const) : null,
      serverMessage: toServerMessage(error),
    })),
    takeConversion: assign((_, { output }: { output: ConversionRecord }) => ({
      conversion: output,
      unresolved: false,
      ...noError,
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
      invoke: {
        src: 'loadOptions',
        onDone: {
          target: 'active',
          actions: assign(({ context, event }) => ({
            coins: event.output.currencies,
            ...startingPair(event.output.currencies, context.fromId, context.toId),
            ...noError,
          })),
        },
        onError: { target: 'loadFailed', actions: withError('rememberError') },
      },
    },
    loadFailed: { on: { 'convert.retry': { target: 'loading', actions: 'clearError' } } },
    active: {
      invoke: {
        id: 'quote',
        src: 'quote',
        input: ({ context }) => ({ fromId: context.fromId, toId: context.toId }),
      },
      on: {
        'quote.updated': { actions: 'takeQuote' },
        'quote.lost': { actions: assign({ quoteReady: false }) },
        'quote.refresh': { actions: 'refreshQuote' },
      },
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
          initial: 'ready',
          on: { 'confirm.cancel': { target: 'editing', actions: 'startPrice' } },
          states: {
            ready: {
              on: {
                'confirm.submit': { guard: 'canConfirm', target: '#convert.active.submitting' },
              },
            },
            waiting: {
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
            keyFailed: {
              target: '#convert.active.confirming',
              actions: [withError('rememberError'), 'releasePrice'],
            },
            done: {
              target: '#convert.done',
              actions: [withOutput('takeConversion'), withOutput('announceConversion')],
            },
            failed: [
              // no answer: maybe done, maybe not; the same request again will tell
              {
                guard: withError('isUnresolved'),
                target: '#convert.active.confirming',
                actions: [withError('rememberError'), 'markUnresolved'],
              },
              {
                guard: withError('isTooFrequent'),
                target: '#convert.active.confirming.waiting',
                actions: [withError('rememberError'), 'releasePrice', 'startWait'],
              },
              {
                guard: withError('isAmountRefusal'),
                target: '#convert.active.editing',
                actions: [withError('rememberError'), 'releasePrice'],
              },
              // quoteExpired and the rest: the reason in the sheet, and a new price to confirm at
              {
                target: '#convert.active.confirming',
                actions: [withError('rememberError'), 'refreshQuote'],
              },
            ],
          }),
        },
      },
    },
    done: {
      on: {
        'convert.again': {
          target: 'loading',
          actions: assign(newConversion),
        },
      },
    },
  },
})
