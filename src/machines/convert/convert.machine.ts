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
import { and, assign, emit, enqueueActions, fromPromise, sendTo, setup } from 'xstate'
import {
  CONVERT_INTERVAL_SECONDS,
  type ConversionRecord,
  type ConvertOptions,
  type ConvertQuote,
  type ConvertRequest,
} from '@/api/contract/wallet'
import { requestFingerprint } from '@/api/contract/request-fingerprint'
import type { ErrorCode } from '@/api/errors'
import { walletApi } from '@/api/wallet'
import {
  amountText,
  createRequestKey,
  keyFor,
  refusalOf,
  serverMessageOf,
  type RequestKey,
} from '../money-form'
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
  type ConvertCoin,
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

export interface ConvertContext {
  coins: ConvertCoin[]
  fromId: number
  toId: number
  amount: string
  /** The last price of the pair on screen (kept while a new one is on its way). */
  quote: ConvertQuote | null
  /** The price can be confirmed at: live, or held for an unanswered request. */
  quoteReady: boolean
  /** A newer price replaced the one shown when the sheet opened. */
  priceUpdated: boolean
  requestKey: RequestKey | null
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
    createKey: createRequestKey,
    convert: fromPromise<ConversionRecord, ConvertRequest>(({ input, signal }) =>
      walletApi.convert(input, { signal }),
    ),
  },
  delays: { second: 1_000 },
  guards: {
    isFormValid: ({ context }) => amountIssueOf(context) === null,
    canConfirm: ({ context }) => context.quoteReady && termsOf(context) !== null,
    hasKey: ({ context }) => keyFor(context.requestKey, toConvertRequest(context)) !== null,
    isWaitOver: ({ context }) => context.waitSeconds <= 0,
    isUnresolved: ({ event }) => isUnresolved(refusalOf(event)),
    isTooFrequent: ({ event }) => refusalOf(event) === 'requestTooFrequent',
    isAmountRefusal: ({ event }) => isAmountRefusal(refusalOf(event)),
  },
  actions: {
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
    /** The request changed: an unanswered one is given up, and its price with it. */
    forgetAttempt: enqueueActions(({ context, enqueue }) => {
      if (!context.unresolved) return
      enqueue.assign({ unresolved: false })
      enqueue.sendTo('quote', { type: 'quote.release' as const })
    }),
    takeQuote: assign(({ context, event }) => {
      if (event.type !== 'quote.updated') return {}
      const same = context.quote?.fromCurrencyId === event.quote.fromCurrencyId
      // a newer price for the same pair: the sheet says the figures moved
      return { quote: event.quote, quoteReady: true, priceUpdated: context.quote !== null && same }
    }),
    rememberIssue: assign(({ context }) => ({
      error: amountIssueOf(context),
      errorField: 'amount' as const,
      serverMessage: '',
    })),
    rememberError: assign(({ context, event }) => {
      const error = refusalOf(event)
      return {
        error,
        errorField: isAmountRefusal(error) ? ('amount' as const) : null,
        serverMessage: serverMessageOf(event),
        requestKey: error === 'idempotencyConflict' ? null : context.requestKey,
      }
    }),
  },
}).createMachine({
  id: 'convert',
  context: ({ input }) => ({
    coins: [],
    fromId: input.fromId ?? 0,
    toId: input.toId ?? 0,
    amount: '',
    quote: null,
    quoteReady: false,
    priceUpdated: false,
    requestKey: null,
    unresolved: false,
    waitSeconds: 0,
    ...noError,
    conversion: null,
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
        onError: { target: 'loadFailed', actions: 'rememberError' },
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
            'from.select': {
              actions: [
                assign(({ context, event }) => pairChange(context, 'from', event.id)),
                'refreshQuote',
              ],
            },
            'to.select': {
              actions: [
                assign(({ context, event }) => pairChange(context, 'to', event.id)),
                'refreshQuote',
              ],
            },
            'pair.swap': {
              actions: [
                assign(({ context }) => pairChange(context, 'from', context.toId)),
                'refreshQuote',
              ],
            },
            'amount.change': {
              actions: [
                assign(({ event }) => ({ amount: amountText(event.value), ...noError })),
                'forgetAttempt',
              ],
            },
            'amount.max': {
              actions: [
                assign(({ context }) => ({
                  amount: maxAmountOf(context) ?? context.amount,
                  ...noError,
                })),
                'forgetAttempt',
              ],
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
                'confirm.submit': [
                  {
                    guard: and(['canConfirm', 'hasKey']),
                    target: '#convert.active.submitting.sending',
                  },
                  { guard: 'canConfirm', target: '#convert.active.submitting.keying' },
                ],
              },
            },
            waiting: {
              always: { guard: 'isWaitOver', target: 'ready' },
              after: {
                second: {
                  target: 'waiting',
                  reenter: true,
                  actions: assign(({ context }) => ({ waitSeconds: context.waitSeconds - 1 })),
                },
              },
            },
          },
        },
        submitting: {
          // the price stays while the request is out: a retry must repeat it exactly
          entry: ['startPrice', 'holdPrice'],
          initial: 'keying',
          states: {
            keying: {
              invoke: {
                src: 'createKey',
                onDone: {
                  target: 'sending',
                  actions: assign(({ context, event }) => ({
                    requestKey: {
                      key: event.output,
                      request: requestFingerprint(toConvertRequest(context)),
                    },
                  })),
                },
                onError: {
                  target: '#convert.active.confirming',
                  actions: ['rememberError', 'releasePrice'],
                },
              },
            },
            sending: {
              invoke: {
                src: 'convert',
                input: ({ context }) => ({
                  ...toConvertRequest(context),
                  idempotency_key: context.requestKey!.key,
                }),
                onDone: {
                  target: '#convert.done',
                  actions: [
                    assign(({ event }) => ({
                      conversion: event.output,
                      unresolved: false,
                      ...noError,
                    })),
                    emit(({ event }) => ({ type: 'converted' as const, conversion: event.output })),
                  ],
                },
                onError: [
                  // no answer: maybe done, maybe not; the same request again will tell
                  {
                    guard: 'isUnresolved',
                    target: '#convert.active.confirming',
                    actions: ['rememberError', assign({ unresolved: true })],
                  },
                  {
                    guard: 'isTooFrequent',
                    target: '#convert.active.confirming.waiting',
                    actions: [
                      'rememberError',
                      'releasePrice',
                      assign({ waitSeconds: CONVERT_INTERVAL_SECONDS }),
                    ],
                  },
                  {
                    guard: 'isAmountRefusal',
                    target: '#convert.active.editing',
                    actions: ['rememberError', 'releasePrice'],
                  },
                  // quoteExpired and the rest: the reason in the sheet, and a new price to confirm at
                  {
                    target: '#convert.active.confirming',
                    actions: ['rememberError', 'refreshQuote'],
                  },
                ],
              },
            },
          },
        },
      },
    },
    done: {
      on: {
        'convert.again': {
          target: 'loading',
          actions: assign({
            amount: '',
            quote: null,
            quoteReady: false,
            conversion: null,
            requestKey: null,
            priceUpdated: false,
            ...noError,
          }),
        },
      },
    },
  },
})
