/**
 * Applying for an OTC loan (issue 18; spec §2 common/borrowing, §6 "OTC borrowing needs VIP level
 * 2 or above, or a market maker"; contract/borrow.ts, rules and formulas in borrow-math.ts via
 * borrow-apply.rules.ts). The terms carry the caller's eligibility (the screen needs a session);
 * the application goes through the keyed submission, so a retry after a lost answer sends the
 * same request with the same key and nothing typed is lost. The collateral's balance is the
 * sandbox's to check (`insufficientBalance`, shown under the collateral).
 *
 * loading → editing | loadFailed;  loadFailed —terms.retry→ loading
 * editing —form.submit→ confirming (signed in, eligible, nothing wrong) | editing with the issue
 * confirming —confirm.submit→ submitting (keying → sending) → done
 *   sending fails: no answer → confirming (same key, the form kept); a refusal → editing with its
 *   code (under its field)
 * done —form.again→ loading (the terms again: the open loan now counts)
 */
import { assign, emit, setup } from 'xstate'
import type { BorrowLoan, BorrowTerms } from '@/api/contract/borrow'
import { toServerMessage } from '@/api/errors'
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
  type FormRefusal,
  type MoneyFormTag,
} from '../money-form'
import { ownErrorCode } from '../own-error'
import { applyLoan, loadBorrowTerms } from './borrow-apply.actors'
import {
  applyIssueOf,
  issueField,
  termText,
  toApplyRequest,
  type BorrowCoinField,
  type BorrowFacts,
  type BorrowField,
} from './borrow-apply.rules'

export type BorrowApplyEvent =
  | { type: 'terms.retry' }
  | { type: 'amount.change'; value: string }
  | { type: 'collateralAmount.change'; value: string }
  | { type: 'term.change'; value: string }
  | { type: 'coin.change'; field: BorrowCoinField; coin: string }
  | { type: 'form.submit' }
  | { type: 'confirm.submit' }
  | { type: 'confirm.cancel' }
  | { type: 'form.again' }

export type BorrowApplyEmitted = { type: 'applied'; loan: BorrowLoan }

export interface BorrowApplyContext extends BorrowFacts, KeyedContext, FormRefusal<BorrowField> {
  /** The form was submitted once: every issue shows. */
  touched: boolean
  loan: BorrowLoan | null
}

export type BorrowApplyTag = MoneyFormTag

const submission = keyedSubmission({
  types: {} as { context: BorrowApplyContext; events: BorrowApplyEvent },
  request: toApplyRequest,
})

/** The form as it opens: 500,000 USDT against BTC for 30 days. */
export const blankForm = {
  currency: 'USDT',
  collateral: 'BTC',
  amount: '',
  collateralAmount: '',
  term: '30',
}

export const borrowApplyMachine = setup({
  types: {
    context: {} as BorrowApplyContext,
    events: {} as BorrowApplyEvent,
    emitted: {} as BorrowApplyEmitted,
    tags: {} as BorrowApplyTag,
  },
  actors: { loadBorrowTerms, ...submission.actors, applyLoan },
  guards: {
    ...submission.guards,
    canApply: ({ context }) =>
      !!context.terms?.eligibility?.eligible && applyIssueOf(context) === null,
    isSheetRefusal: onRefusal(isSheetError),
  },
  actions: {
    ...submission.actions,
    clearError: assign(noRefusal),
    takeTerms: assign((_, { output }: { output: BorrowTerms }) => ({
      terms: output,
      ...noRefusal,
    })),
    rememberIssue: assign(({ context }) => {
      const code = applyIssueOf(context)
      return {
        touched: true,
        error: code,
        errorField: code ? issueField(context, code) : null,
        serverMessage: '',
      }
    }),
    rememberError: assign((_, { error }: { error: unknown }) => {
      const code = ownErrorCode(error)
      return {
        error: code,
        errorField: code && !isSheetError(code) ? issueField(blankFacts, code) : null,
        serverMessage: toServerMessage(error),
      }
    }),
    takeLoan: assign((_, { output }: { output: BorrowLoan }) => ({ loan: output, ...noRefusal })),
    announceLoan: emit((_, { output }: { output: BorrowLoan }) => ({
      type: 'applied' as const,
      loan: output,
    })),
  },
}).createMachine({
  id: 'borrowApply',
  context: () => ({
    terms: null,
    ...blankForm,
    touched: false,
    requestKey: null,
    ...noRefusal,
    loan: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy', 'loading'],
      invoke: {
        src: 'loadBorrowTerms',
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
        'amount.change': {
          actions: [assign(({ event }) => ({ amount: amountText(event.value) })), 'clearError'],
        },
        'collateralAmount.change': {
          actions: [
            assign(({ event }) => ({ collateralAmount: amountText(event.value) })),
            'clearError',
          ],
        },
        'term.change': {
          actions: [assign(({ event }) => ({ term: termText(event.value) })), 'clearError'],
        },
        'coin.change': {
          actions: [assign(({ event }) => ({ [event.field]: event.coin })), 'clearError'],
        },
        'form.submit': [
          { guard: 'canApply', target: 'confirming', actions: 'clearError' },
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
      send: 'applyLoan',
      remember: 'rememberError',
      keyFailed: '#borrowApply.confirming',
      done: {
        target: '#borrowApply.done',
        actions: [withOutput('takeLoan'), withOutput('announceLoan')],
      },
      failed: [
        { guard: withError('isSheetRefusal'), target: '#borrowApply.confirming' },
        '#borrowApply.editing',
      ],
    }),
    done: {
      tags: ['done'],
      on: {
        'form.again': {
          target: 'loading',
          actions: assign({ ...blankForm, touched: false, loan: null }),
        },
      },
    },
  },
})

/** For a server refusal's field: the format codes name the amount (what the server checks first). */
const blankFacts: BorrowFacts = {
  terms: null,
  ...blankForm,
}
