/**
 * Buying a dual investment product (spec §2 invest/purchase `?id=`, issue 16; api-reference §20
 * `dual/detail`, `dual/buyDual`; contract/dual.ts, formulas and rules in dual-math.ts). Reading is
 * public; with a session the caller's balance of the invested currency is read too and the shares
 * can be bought, through the keyed submission, so a retry after a lost answer sends the same
 * request with the same key. Without a session the screen offers the login instead of the buy.
 *
 * starting → loading (a valid `?id=`) | notFound
 * loading → editing | notFound (`notFound`) | loadFailed;  loadFailed —purchase.retry→ loading
 * editing —form.submit→ confirming (signed in, the shares buyable) | editing with the shares' issue
 * confirming —confirm.submit→ submitting (keying → sending) → done
 *   sending fails: no answer or too soon → confirming (same key, what was typed kept); a refusal →
 *   editing with its code (under the shares for the shares' own refusals)
 * done: the order (the screen links to My dual orders)
 */
import { assign, emit, setup } from 'xstate'
import type { DualOrder } from '@/api/contract/dual'
import { toErrorCode, type ErrorCode } from '@/api/errors'
import {
  keyedSubmission,
  onRefusal,
  withError,
  withOutput,
  type KeyedContext,
} from '../keyed-submission'
import {
  isSheetError,
  noRefusal,
  refusalOf,
  type FormRefusal,
  type MoneyFormTag,
} from '../money-form'
import { buyDual, loadPurchase, type PurchaseTerms } from './dual-purchase.actors'
import { sharesIssueOf, sharesText, toBuyRequest, type PurchaseFacts } from './dual-purchase.rules'

export type DualPurchaseEvent =
  | { type: 'purchase.retry' }
  | { type: 'shares.change'; value: string }
  | { type: 'shares.blur' }
  | { type: 'form.submit' }
  | { type: 'confirm.submit' }
  | { type: 'confirm.cancel' }

export type DualPurchaseEmitted = { type: 'bought'; order: DualOrder }

export interface DualPurchaseInput {
  /** The product id (`?id=`); null: not found. */
  id: number | null
  /** A session is there: the balance is read and buying is offered. */
  signedIn: boolean
  /** The device's time (ms) when the screen opened: what the term counts from. */
  now: number
}

export interface DualPurchaseContext
  extends PurchaseFacts, DualPurchaseInput, KeyedContext, FormRefusal<'shares'> {
  /** The field was left (or the form submitted): its issue shows even when empty. */
  touched: boolean
  order: DualOrder | null
}

export type DualPurchaseTag = MoneyFormTag | 'notFound'

/** Refusals about the shares: shown under the field. */
const sharesRefusals = new Set<ErrorCode>([
  'sharesInvalid',
  'shareLimitReached',
  'sharesSoldOut',
  'insufficientBalance',
])

/** A positive whole product id from the address, or null. */
export function productIdOfParam(raw: string | null): number | null {
  const id = raw && /^\d{1,9}$/.test(raw) ? Number.parseInt(raw, 10) : 0
  return id > 0 ? id : null
}

const submission = keyedSubmission({
  types: {} as { context: DualPurchaseContext; events: DualPurchaseEvent },
  request: toBuyRequest,
})

export const dualPurchaseMachine = setup({
  types: {
    context: {} as DualPurchaseContext,
    events: {} as DualPurchaseEvent,
    input: {} as DualPurchaseInput,
    emitted: {} as DualPurchaseEmitted,
    tags: {} as DualPurchaseTag,
  },
  actors: { loadPurchase, ...submission.actors, buyDual },
  guards: {
    hasId: ({ context }) => context.id !== null,
    isNotFound: (_, { error }: { error: unknown }) => toErrorCode(error) === 'notFound',
    canBuy: ({ context }) => context.signedIn && sharesIssueOf(context) === null,
    ...submission.guards,
    isSheetRefusal: onRefusal(isSheetError),
  },
  actions: {
    ...submission.actions,
    clearError: assign(noRefusal),
    takeTerms: assign((_, { output }: { output: PurchaseTerms }) => ({
      product: output.product,
      balance: output.balance,
      ...noRefusal,
    })),
    rememberIssue: assign(({ context }) => ({
      touched: true,
      error: sharesIssueOf(context),
      errorField: 'shares' as const,
      serverMessage: '',
    })),
    rememberError: assign((_, { error }: { error: unknown }) => {
      const r = refusalOf(error, (code) => sharesRefusals.has(code))
      return { ...r, errorField: r.errorField ? ('shares' as const) : null }
    }),
    takeOrder: assign((_, { output }: { output: DualOrder }) => ({ order: output, ...noRefusal })),
    announceOrder: emit((_, { output }: { output: DualOrder }) => ({
      type: 'bought' as const,
      order: output,
    })),
  },
}).createMachine({
  id: 'dualPurchase',
  context: ({ input }) => ({
    ...input,
    product: null,
    balance: null,
    shares: '',
    touched: false,
    requestKey: null,
    ...noRefusal,
    order: null,
  }),
  initial: 'starting',
  states: {
    starting: { always: [{ guard: 'hasId', target: 'loading' }, { target: 'notFound' }] },
    loading: {
      tags: ['busy', 'loading'],
      invoke: {
        src: 'loadPurchase',
        input: ({ context }) => ({ id: context.id!, signedIn: context.signedIn }),
        onDone: { target: 'editing', actions: withOutput('takeTerms') },
        onError: [
          { guard: withError('isNotFound'), target: 'notFound' },
          { target: 'loadFailed', actions: withError('rememberError') },
        ],
      },
    },
    loadFailed: {
      tags: ['failed'],
      on: { 'purchase.retry': { target: 'loading', actions: 'clearError' } },
    },
    notFound: { tags: ['notFound'] },
    editing: {
      on: {
        'shares.change': {
          actions: [assign(({ event }) => ({ shares: sharesText(event.value) })), 'clearError'],
        },
        'shares.blur': { actions: assign({ touched: true }) },
        'form.submit': [
          { guard: 'canBuy', target: 'confirming', actions: 'clearError' },
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
      send: 'buyDual',
      remember: 'rememberError',
      keyFailed: '#dualPurchase.confirming',
      done: {
        target: '#dualPurchase.done',
        actions: [withOutput('takeOrder'), withOutput('announceOrder')],
      },
      failed: [
        { guard: withError('isSheetRefusal'), target: '#dualPurchase.confirming' },
        '#dualPurchase.editing',
      ],
    }),
    done: { tags: ['done'] },
  },
})
