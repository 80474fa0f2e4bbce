/**
 * Locking an amount in a lock mining product (spec §2 lockming/buy?id=, issue 16; api-reference
 * §12; contract/lockming.ts, formulas and rules in lockming-math.ts): the product and the funds
 * balance of its coin load, the amount is checked as typed with `lockIssue` (the sandbox's own
 * order of checks), the sheet shows `lockTerms`, and `lh/deposit` is sent through the keyed
 * submission, so a retry after a lost answer sends the same request with the same key.
 *
 * starting → loading (a valid `?id=`) | notFound
 * loading → editing | notFound (no such product) | loadFailed —lock.retry→ loading
 * editing —form.submit→ confirming (the amount is valid) | editing with its issue
 * confirming —confirm.submit→ submitting (keying → sending) → done
 *   sending fails: no answer → confirming (same key, the amount kept); a refusal → editing with
 *   its code (under the amount for lockBelowMinimum, insufficientBalance and the amount's codes)
 * done: the new lock (the screen links to My locks)
 */
import { assign, emit, setup } from 'xstate'
import type { LockConfig, LockOrder } from '@/api/contract/lockming'
import { lockIssue } from '@/api/contract/lockming-math'
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
  figureOf,
  isSheetError,
  noRefusal,
  refusalOf,
  type FormRefusal,
  type MoneyFormTag,
} from '../money-form'
import { loadProduct, lock, type LockProduct } from './lock-form.actors'

export type LockFormEvent =
  | { type: 'lock.retry' }
  | { type: 'amount.change'; value: string }
  | { type: 'amount.blur' }
  | { type: 'amount.max' }
  | { type: 'form.submit' }
  | { type: 'confirm.submit' }
  | { type: 'confirm.cancel' }

export type LockFormEmitted = { type: 'locked'; lock: LockOrder }

export interface LockFormInput {
  /** The product's id (`?id=`); null: not found. */
  id: number | null
  /** Wall-clock ms for the term's dates. @default Date.now */
  now?: () => number
}

export interface LockFormContext extends KeyedContext, FormRefusal<'amount'> {
  id: number | null
  product: LockConfig | null
  /** The funds account's available balance of the product's coin. */
  balance: string
  /** The amount as typed. */
  amount: string
  /** The field was left (or the form submitted): its issue shows even half-typed. */
  touched: boolean
  now: () => number
  lock: LockOrder | null
}

export type LockFormTag = MoneyFormTag | 'notFound'

/** `?id=` as a product id: a positive whole number, else null. */
export const productIdOfParam = (value: string | null) =>
  value && /^[1-9]\d{0,9}$/.test(value) ? Number.parseInt(value, 10) : null

/** lh/deposit's request for the form (without its key). */
export const toLockRequest = (c: LockFormContext) => ({
  config_id: c.id ?? 0,
  amount: c.amount.trim(),
})

/** Why the typed amount cannot be locked, or null (lockming-math `lockIssue`). */
export const amountIssueOf = (c: Pick<LockFormContext, 'product' | 'balance' | 'amount'>) =>
  c.product
    ? lockIssue({
        amount: c.amount.trim(),
        scale: c.product.scale,
        min: c.product.min,
        available: c.balance,
      })
    : null

const amountCodes = new Set<ErrorCode>([
  'amountRequired',
  'amountInvalid',
  'amountTooPrecise',
  'lockBelowMinimum',
  'insufficientBalance',
])
/** Refusals about the amount: shown under the field. */
const isAmountRefusal = (code: ErrorCode) => amountCodes.has(code)

const submission = keyedSubmission({
  types: {} as { context: LockFormContext; events: LockFormEvent },
  request: toLockRequest,
})

export const lockFormMachine = setup({
  types: {
    context: {} as LockFormContext,
    events: {} as LockFormEvent,
    input: {} as LockFormInput,
    emitted: {} as LockFormEmitted,
    tags: {} as LockFormTag,
  },
  actors: { loadProduct, ...submission.actors, lock },
  guards: {
    hasId: ({ context }) => context.id !== null,
    isFound: (_, { output }: { output: LockProduct | null }) => output !== null,
    isFormValid: ({ context }) => amountIssueOf(context) === null,
    ...submission.guards,
    isSheetRefusal: onRefusal(isSheetError),
  },
  actions: {
    ...submission.actions,
    clearError: assign(noRefusal),
    takeProduct: assign((_, { output }: { output: LockProduct | null }) => ({
      product: output?.product ?? null,
      balance: output?.balance ?? '0',
      ...noRefusal,
    })),
    takeMax: assign(({ context }) => ({ amount: figureOf(context.balance).value, touched: true })),
    rememberIssue: assign(({ context }) => ({
      touched: true,
      error: amountIssueOf(context),
      errorField: 'amount' as const,
      serverMessage: '',
    })),
    rememberError: assign((_, { error }: { error: unknown }) => refusalOf(error, isAmountRefusal)),
    takeLock: assign((_, { output }: { output: LockOrder }) => ({ lock: output, ...noRefusal })),
    announceLock: emit((_, { output }: { output: LockOrder }) => ({
      type: 'locked' as const,
      lock: output,
    })),
  },
}).createMachine({
  id: 'lockForm',
  context: ({ input }) => ({
    id: input.id,
    product: null,
    balance: '0',
    amount: '',
    touched: false,
    now: input.now ?? Date.now,
    requestKey: null,
    ...noRefusal,
    lock: null,
  }),
  initial: 'starting',
  states: {
    starting: { always: [{ guard: 'hasId', target: 'loading' }, { target: 'notFound' }] },
    loading: {
      tags: ['busy', 'loading'],
      invoke: {
        src: 'loadProduct',
        input: ({ context }) => ({ id: context.id! }),
        onDone: [
          {
            guard: { type: 'isFound', params: ({ event }) => ({ output: event.output }) },
            target: 'editing',
            actions: withOutput('takeProduct'),
          },
          { target: 'notFound' },
        ],
        onError: { target: 'loadFailed', actions: withError('rememberError') },
      },
    },
    loadFailed: {
      tags: ['failed'],
      on: { 'lock.retry': { target: 'loading', actions: 'clearError' } },
    },
    notFound: { tags: ['notFound'] },
    editing: {
      on: {
        'amount.change': {
          actions: [assign(({ event }) => ({ amount: amountText(event.value) })), 'clearError'],
        },
        'amount.blur': { actions: assign({ touched: true }) },
        'amount.max': { actions: ['takeMax', 'clearError'] },
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
      send: 'lock',
      remember: 'rememberError',
      keyFailed: '#lockForm.confirming',
      done: {
        target: '#lockForm.done',
        actions: [withOutput('takeLock'), withOutput('announceLock')],
      },
      failed: [
        { guard: withError('isSheetRefusal'), target: '#lockForm.confirming' },
        '#lockForm.editing',
      ],
    }),
    done: { tags: ['done'] },
  },
})
