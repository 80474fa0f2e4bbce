/**
 * Quick buy USDT by bank transfer, the form (issue 18; product-spec §3 quick-buy payer, §5, §8
 * "Your area is temporarily not supported"; contract/quick-buy.ts, every check and formula in
 * quick-buy-math.ts). The user picks a fiat and a whole amount at or above its minimum, sees the
 * fee and the USDT they receive, fills in the payer and confirms; the order is created through
 * the keyed submission, so a retry after a lost answer sends the same request with the same key
 * and never makes a second order. Nothing typed is lost on a refusal or a network error.
 *
 * loading → editing | loadFailed;  loadFailed —terms.retry→ loading
 * editing —form.submit→ confirming (no field issue) | editing with every issue shown
 * confirming —confirm.submit→ submitting (keying → sending) → done (emits `created`)
 *   sending fails: no answer, conflict → confirming (form kept, same key unless a conflict);
 *   `quoteExpired` → refreshing (the new rate read) → confirming; a field's refusal → editing
 */
import { assign, emit, setup } from 'xstate'
import type { QuickBuyCurrencies, QuickBuyOrder } from '@/api/contract/quick-buy'
import {
  quickBuyFields,
  quickBuyIssue,
  type QuickBuyField,
  type QuickBuyForm,
} from '@/api/contract/quick-buy-math'
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
import { createOrder, loadTerms } from './quick-buy.actors'
import { blankQuickBuyForm, fieldOfRefusal, toCreateRequest, withField } from './quick-buy.rules'

export type QuickBuyEvent =
  | { type: 'terms.retry' }
  | { type: 'field.change'; field: QuickBuyField; value: string }
  | { type: 'field.blur'; field: QuickBuyField }
  | { type: 'form.submit' }
  | { type: 'confirm.submit' }
  | { type: 'confirm.cancel' }

export type QuickBuyEmitted = { type: 'created'; order: QuickBuyOrder }

export interface QuickBuyInput {
  /** What was typed before (a form kept across a reload); a blank form by default. */
  form?: Partial<QuickBuyForm>
}

export interface QuickBuyContext extends KeyedContext, FormRefusal<QuickBuyField> {
  terms: QuickBuyCurrencies | null
  form: QuickBuyForm
  /** Fields whose issue shows (left once; all of them after a submit). */
  shown: QuickBuyField[]
  order: QuickBuyOrder | null
}

export type QuickBuyTag = MoneyFormTag | 'refreshing'

const submission = keyedSubmission({
  types: {} as { context: QuickBuyContext; events: QuickBuyEvent },
  request: toCreateRequest,
})

export const quickBuyMachine = setup({
  types: {
    context: {} as QuickBuyContext,
    events: {} as QuickBuyEvent,
    input: {} as QuickBuyInput,
    emitted: {} as QuickBuyEmitted,
    tags: {} as QuickBuyTag,
  },
  actors: { loadTerms, ...submission.actors, createOrder },
  guards: {
    ...submission.guards,
    isComplete: ({ context }) => quickBuyIssue(context.form) === null,
    isSheetRefusal: onRefusal(isSheetError),
    isQuoteExpired: onRefusal((code) => code === 'quoteExpired'),
  },
  actions: {
    ...submission.actions,
    clearError: assign(noRefusal),
    takeTerms: assign((_, { output }: { output: QuickBuyCurrencies }) => ({ terms: output })),
    showAll: assign({ shown: () => [...quickBuyFields], ...noRefusal }),
    changeField: assign(({ context }, p: { field: QuickBuyField; value: string }) => ({
      form: withField(context.form, p.field, p.value),
      // the refusal under this field (or of the whole form) is answered by the change
      ...(context.errorField === p.field || context.errorField === null ? noRefusal : {}),
    })),
    showField: assign(({ context }, { field }: { field: QuickBuyField }) => ({
      shown: context.shown.includes(field) ? context.shown : [...context.shown, field],
    })),
    rememberError: assign((_, { error }: { error: unknown }) => {
      const r = refusalOf(error, () => false)
      return { ...r, errorField: r.error ? fieldOfRefusal(r.error) : null }
    }),
    takeOrder: assign((_, { output }: { output: QuickBuyOrder }) => ({
      order: output,
      ...noRefusal,
    })),
    announceOrder: emit((_, { output }: { output: QuickBuyOrder }) => ({
      type: 'created' as const,
      order: output,
    })),
  },
}).createMachine({
  id: 'quickBuy',
  context: ({ input }) => ({
    terms: null,
    form: { ...blankQuickBuyForm, ...input?.form },
    shown: [],
    requestKey: null,
    ...noRefusal,
    order: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy', 'loading'],
      invoke: {
        src: 'loadTerms',
        onDone: { target: 'editing', actions: withOutput('takeTerms') },
        onError: { target: 'loadFailed', actions: withError('rememberError') },
      },
    },
    loadFailed: {
      tags: ['failed'],
      on: { 'terms.retry': { target: 'loading', actions: 'clearError' } },
    },
    editing: {
      on: {
        'field.change': {
          actions: { type: 'changeField', params: ({ event }) => event },
        },
        'field.blur': { actions: { type: 'showField', params: ({ event }) => event } },
        'form.submit': [
          { guard: 'isComplete', target: 'confirming', actions: 'clearError' },
          { actions: 'showAll' },
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
    refreshing: {
      // the rate changed since the sheet showed it: the new one is read, the sheet shows it
      tags: ['busy', 'sheetOpen', 'refreshing'],
      invoke: {
        src: 'loadTerms',
        onDone: { target: 'confirming', actions: withOutput('takeTerms') },
        onError: { target: 'confirming', actions: withError('rememberError') },
      },
    },
    submitting: submission.state({
      send: 'createOrder',
      remember: 'rememberError',
      keyFailed: '#quickBuy.confirming',
      done: {
        target: '#quickBuy.done',
        actions: [withOutput('takeOrder'), withOutput('announceOrder')],
      },
      failed: [
        { guard: withError('isQuoteExpired'), target: '#quickBuy.refreshing' },
        { guard: withError('isSheetRefusal'), target: '#quickBuy.confirming' },
        '#quickBuy.editing',
      ],
    }),
    done: { tags: ['done'] },
  },
})
