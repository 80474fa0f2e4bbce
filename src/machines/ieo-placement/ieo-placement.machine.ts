/**
 * The placement after the end on an IEO project's page (`project/buy`, issue 16; api-reference
 * §11; rules and formulas in contract/ieo-math.ts): the caller offers an amount of the pay
 * currency, placementTerms shows the tokens it buys and their exact cost, and the keyed
 * submission sends it (a retry after a lost answer sends the same request with the same key).
 * The page's machine (ieo-subscribe) owns the detail and the clock: this one is given the detail
 * as input and the page's `now` through `clock.set`, so it opens at `sell_begin` on the
 * sandbox's time.
 *
 * editing —form.submit→ confirming (placementIssue is null) | editing with the issue
 * confirming —confirm.submit→ submitting (keying → sending) → done (the placement delivered)
 *   no answer / a sheet error → confirming (same key, amount kept); a refusal → editing with it
 */
import { assign, setup } from 'xstate'
import type { IeoDetail, IeoOrder } from '@/api/contract/ieo'
import type { ErrorCode } from '@/api/errors'
import {
  keyedSubmission,
  onRefusal,
  withError,
  withOutput,
  type KeyedContext,
} from '../keyed-submission'
import {
  amountText,
  isSheetError,
  noRefusal,
  refusalOf,
  type FormRefusal,
  type MoneyFormTag,
} from '../money-form'
import { buy, placementIssueOf } from './ieo-placement.logic'

export type IeoPlacementEvent =
  | { type: 'amount.change'; value: string }
  | { type: 'form.submit' }
  | { type: 'confirm.submit' }
  | { type: 'confirm.cancel' }
  | { type: 'clock.set'; now: number }

export interface IeoPlacementInput {
  detail: IeoDetail
  /** The page's clock (sandbox time), ms. */
  now: number
}

export interface IeoPlacementContext extends KeyedContext, FormRefusal<'amount'> {
  detail: IeoDetail
  now: number
  /** Pay currency to spend, as typed. */
  amount: string
  touched: boolean
  /** The placement just made. */
  order: IeoOrder | null
}

/** project/buy's request for the form (without its key). */
export const toBuyRequest = (c: IeoPlacementContext) => ({
  project_id: c.detail.id,
  total_price: c.amount.trim(),
})

/** Refusals about the amount: shown under the field. */
const amountRefusals = new Set<ErrorCode>([
  'ieoSupplyExceeded',
  'insufficientBalance',
  'belowMinimum',
  'amountTooPrecise',
  'amountInvalid',
  'amountRequired',
])

const submission = keyedSubmission({
  types: {} as { context: IeoPlacementContext; events: IeoPlacementEvent },
  request: toBuyRequest,
})

export const ieoPlacementMachine = setup({
  types: {
    context: {} as IeoPlacementContext,
    events: {} as IeoPlacementEvent,
    input: {} as IeoPlacementInput,
    tags: {} as MoneyFormTag,
  },
  actors: { buy, ...submission.actors },
  guards: {
    isFormValid: ({ context }) => placementIssueOf(context) === null,
    ...submission.guards,
    isSheetRefusal: onRefusal(isSheetError),
  },
  actions: {
    ...submission.actions,
    clearError: assign(noRefusal),
    rememberIssue: assign(({ context }) => ({
      touched: true,
      error: placementIssueOf(context),
      errorField: 'amount' as const,
      serverMessage: '',
    })),
    rememberError: assign((_, { error }: { error: unknown }) =>
      refusalOf(error, (code) => amountRefusals.has(code)),
    ),
    takeOrder: assign((_, { output }: { output: IeoOrder }) => ({ order: output, ...noRefusal })),
  },
}).createMachine({
  id: 'ieoPlacement',
  context: ({ input }) => ({
    detail: input.detail,
    now: input.now,
    amount: '',
    touched: false,
    requestKey: null,
    ...noRefusal,
    order: null,
  }),
  on: { 'clock.set': { actions: assign(({ event }) => ({ now: event.now })) } },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'amount.change': {
          actions: [assign(({ event }) => ({ amount: amountText(event.value) })), 'clearError'],
        },
        'form.submit': [
          { guard: 'isFormValid', target: 'confirming', actions: 'clearError' },
          { actions: 'rememberIssue' },
        ],
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
      send: 'buy',
      remember: 'rememberError',
      keyFailed: '#ieoPlacement.confirming',
      done: { target: '#ieoPlacement.done', actions: [withOutput('takeOrder')] },
      failed: [
        { guard: withError('isSheetRefusal'), target: '#ieoPlacement.confirming' },
        '#ieoPlacement.editing',
      ],
    }),
    done: { tags: ['done'] },
  },
})
