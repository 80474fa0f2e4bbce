/**
 * The OTC desk's taking of an ad (issue 18; spec §2 otc/otc; api-reference §16.6; contract/otc.ts,
 * every formula in otc-math.ts): the side (Buy / Sell tabs), the quick zone (an amount → the best
 * ad for it, `c2c/quick`) and the order sheet on an ad (amount ↔ fiat total, the ad's limits),
 * sent once with an idempotency key (keyed-submission.ts), so a retry never opens two orders.
 * 998 (no KYC) is the session's (it says why and opens verification); 997 (no bank card) stays
 * on the sheet with its reason and a way to the bank card page. The side of an order is its ad's.
 *
 * idle —quick.submit→ quickLooking (valid amount) → editing (the best ad) | idle with the code
 * idle —ad.choose→ editing;  editing —sheet.close→ idle
 * editing —form.submit→ submitting (keying → sending) → done (the order) | editing with the code
 * done —sheet.close→ idle
 */
import { assign, emit, setup } from 'xstate'
import type { OtcAd, OtcFiat, OtcOrder, OtcQuick, OtcSide } from '@/api/contract/otc'
import { otcOrderMax } from '@/api/contract/otc-math'
import type { ErrorCode } from '@/api/errors'
import { keyedSubmission, withError, withOutput, type KeyedContext } from '../keyed-submission'
import { amountText, figureOf, noRefusal, refusalOf, type FormRefusal } from '../money-form'
import { ownError } from '../own-error'
import { quickIssueOf, quickLookup, takeAd, takeIssueOf, type TakeRequest } from './otc-take.logic'

export type OtcTakeEvent =
  | { type: 'side.change'; side: OtcSide }
  | { type: 'quick.amount'; value: string }
  | { type: 'quick.fiat'; fiat: OtcFiat }
  | { type: 'quick.submit' }
  | { type: 'ad.choose'; ad: OtcAd }
  | { type: 'amount.change'; value: string }
  | { type: 'amount.max' }
  | { type: 'form.submit' }
  | { type: 'sheet.close' }

/** The order just opened: the screen shows it. */
export type OtcTakeEmitted = { type: 'ordered'; order: OtcOrder }

export interface OtcTakeInput {
  side?: OtcSide
  /** @default 'BRL' */
  fiat?: OtcFiat
}

export interface OtcTakeContext extends KeyedContext, FormRefusal<'amount'> {
  side: OtcSide
  fiat: OtcFiat
  /** The quick zone's amount, as typed. */
  quickAmount: string
  quickError: ErrorCode | null
  /** The ad the sheet is on. */
  ad: OtcAd | null
  amount: string
  touched: boolean
  /** The order just opened (done). */
  order: OtcOrder | null
}

export type OtcTakeTag = 'busy' | 'quickLooking' | 'sheetOpen' | 'submitting' | 'done'

export const toTakeRequest = (c: OtcTakeContext): TakeRequest => ({
  id: c.ad?.id ?? 0,
  amount: c.amount.trim(),
  type: c.ad?.side ?? c.side,
})

const amountRefusals = new Set<ErrorCode>([
  'amountRequired',
  'amountInvalid',
  'amountTooPrecise',
  'belowMinimum',
  'otcAboveMaximum',
  'otcAdInsufficient',
  'otcFiatTradeLimit',
  'insufficientBalance',
])

const submission = keyedSubmission({
  types: {} as { context: OtcTakeContext; events: OtcTakeEvent },
  request: toTakeRequest,
})

export const otcTakeMachine = setup({
  types: {
    context: {} as OtcTakeContext,
    events: {} as OtcTakeEvent,
    input: {} as OtcTakeInput,
    emitted: {} as OtcTakeEmitted,
    tags: {} as OtcTakeTag,
  },
  actors: { quickLookup, takeAd, ...submission.actors },
  guards: {
    ...submission.guards,
    isQuickValid: ({ context }) => quickIssueOf(context.quickAmount) === null,
    isFormValid: ({ context }) => takeIssueOf(context) === null,
  },
  actions: {
    ...submission.actions,
    clearError: assign({ ...noRefusal, quickError: null }),
    rememberQuickIssue: assign(({ context }) => ({
      quickError: quickIssueOf(context.quickAmount),
    })),
    rememberQuickError: assign((_, { error }: { error: unknown }) => ({
      quickError: ownError(error).error,
    })),
    takeQuick: assign(({ context }, { output }: { output: OtcQuick }) => ({
      ad: output.ad,
      amount: context.quickAmount.trim(),
      touched: true,
      ...noRefusal,
    })),
    rememberIssue: assign(({ context }) => ({
      touched: true,
      error: takeIssueOf(context),
      errorField: 'amount' as const,
      serverMessage: '',
    })),
    rememberError: assign((_, { error }: { error: unknown }) =>
      refusalOf(error, (code) => amountRefusals.has(code)),
    ),
    takeMax: assign(({ context }) => ({
      amount: context.ad ? figureOf(otcOrderMax(context.ad)).value : context.amount,
      touched: true,
    })),
    takeOrder: assign((_, { output }: { output: OtcOrder }) => ({ order: output, ...noRefusal })),
    announceOrder: emit((_, { output }: { output: OtcOrder }) => ({
      type: 'ordered' as const,
      order: output,
    })),
    closeSheet: assign({ ad: null, amount: '', touched: false, order: null, ...noRefusal }),
  },
}).createMachine({
  id: 'otcTake',
  context: ({ input }) => ({
    side: input.side ?? 'buy',
    fiat: input.fiat ?? 'BRL',
    quickAmount: '',
    quickError: null,
    ad: null,
    amount: '',
    touched: false,
    order: null,
    requestKey: null,
    ...noRefusal,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'side.change': { actions: [assign(({ event }) => ({ side: event.side })), 'clearError'] },
        'quick.amount': {
          actions: [
            assign(({ event }) => ({ quickAmount: amountText(event.value) })),
            'clearError',
          ],
        },
        'quick.fiat': { actions: [assign(({ event }) => ({ fiat: event.fiat })), 'clearError'] },
        'quick.submit': [
          { guard: 'isQuickValid', target: 'quickLooking', actions: 'clearError' },
          { actions: 'rememberQuickIssue' },
        ],
        'ad.choose': {
          target: 'editing',
          actions: [
            assign(({ event }) => ({ ad: event.ad, amount: '', touched: false })),
            'clearError',
          ],
        },
      },
    },
    quickLooking: {
      tags: ['busy', 'quickLooking'],
      invoke: {
        src: 'quickLookup',
        input: ({ context }) => ({
          type: context.side,
          fiat: context.fiat,
          amount: context.quickAmount.trim(),
        }),
        onDone: { target: 'editing', actions: withOutput('takeQuick') },
        onError: { target: 'idle', actions: withError('rememberQuickError') },
      },
    },
    editing: {
      tags: ['sheetOpen'],
      on: {
        'amount.change': {
          actions: [assign(({ event }) => ({ amount: amountText(event.value) })), 'clearError'],
        },
        'amount.max': { actions: ['takeMax', 'clearError'] },
        'form.submit': [
          { guard: 'isFormValid', target: 'submitting', actions: 'clearError' },
          { actions: 'rememberIssue' },
        ],
        'sheet.close': { target: 'idle', actions: 'closeSheet' },
      },
    },
    submitting: {
      ...submission.state({
        send: 'takeAd',
        remember: 'rememberError',
        keyFailed: '#otcTake.editing',
        done: {
          target: '#otcTake.done',
          actions: [withOutput('takeOrder'), withOutput('announceOrder')],
        },
        failed: ['#otcTake.editing'],
      }),
      tags: ['busy', 'submitting', 'sheetOpen'],
    },
    done: {
      tags: ['done'],
      on: { 'sheet.close': { target: 'idle', actions: 'closeSheet' } },
    },
  },
})
