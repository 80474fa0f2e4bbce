/**
 * My loans (issue 18; spec §6 borrowing; contract/borrow.ts `borrow/order/list`,
 * `borrow/order/repay`, formulas in borrow-math.ts): the caller's applications and loans, newest
 * first (one open loan at most, so the first page of 10 is the whole story of most users), each
 * with its status, interest and overdue due so far and the debt; a running loan is repaid after a
 * confirmation through the keyed submission (a retry after a lost answer repays once).
 *
 * loading → ready | empty | failed (loans.retry → loading);  loans.refresh → loading
 * ready —repay.open(id)→ confirming —confirm.submit→ repaying (keying → sending) → ready (the
 *   loan replaced by the answer); refused → confirming with the reason;  confirm.cancel → ready
 * loan.changed (the user's `borrow_loan` event: approved and disbursed, rejected, closed by force)
 * puts the loan as the desk has it in its place (first if not listed; empty → ready); a loan that
 * stops running while its repayment sheet is open closes the sheet.
 */
import { assign, fromPromise, setup } from 'xstate'
import { borrowApi } from '@/api/borrow'
import type { BorrowLoan, BorrowLoanPage, BorrowRepayRequest } from '@/api/contract/borrow'
import { keyedSubmission, withError, withOutput, type KeyedContext } from '../keyed-submission'
import { noRefusal, refusalOf, type FormRefusal } from '../money-form'

export type BorrowLoansEvent =
  | { type: 'loans.retry' }
  | { type: 'loans.refresh' }
  | { type: 'repay.open'; id: number }
  | { type: 'confirm.submit' }
  | { type: 'confirm.cancel' }
  /** The user's `borrow_loan` event: one of their loans as the desk left it. */
  | { type: 'loan.changed'; loan: BorrowLoan }

export interface BorrowLoansContext extends KeyedContext, FormRefusal<never> {
  loans: BorrowLoan[]
  /** The loan being repaid. */
  repayId: number | null
}

export type BorrowLoansTag = 'busy' | 'loading' | 'failed' | 'empty' | 'sheetOpen' | 'submitting'

/** The loans with `loan` in its place, or added (newest first: by id, descending). */
export function withLoan(loans: BorrowLoan[], loan: BorrowLoan): BorrowLoan[] {
  if (loans.some((l) => l.id === loan.id)) return loans.map((l) => (l.id === loan.id ? loan : l))
  return [...loans, loan].sort((a, b) => b.id - a.id)
}

const submission = keyedSubmission({
  types: {} as { context: BorrowLoansContext; events: BorrowLoansEvent },
  request: (c) => ({ id: c.repayId ?? 0 }),
})

export const borrowLoansMachine = setup({
  types: {
    context: {} as BorrowLoansContext,
    events: {} as BorrowLoansEvent,
    tags: {} as BorrowLoansTag,
  },
  actors: {
    ...submission.actors,
    loadLoans: fromPromise<BorrowLoanPage>(({ signal }) =>
      borrowApi.loans({ status: 'all', page: 1 }, { signal }),
    ),
    repayLoan: fromPromise<BorrowLoan, BorrowRepayRequest>(({ input, signal }) =>
      borrowApi.repay(input, { signal }),
    ),
  },
  guards: {
    ...submission.guards,
    hasLoans: (_, { output }: { output: BorrowLoanPage }) => output.items.length > 0,
    isRepayable: ({ context, event }) =>
      event.type === 'repay.open' &&
      context.loans.some((l) => l.id === event.id && l.status === 'active'),
    /** The loan being repaid no longer runs (closed by force): nothing to repay. */
    isRepayGone: ({ context, event }) =>
      event.type === 'loan.changed' &&
      event.loan.id === context.repayId &&
      event.loan.status !== 'active',
  },
  actions: {
    ...submission.actions,
    takeLoans: assign((_, { output }: { output: BorrowLoanPage }) => ({
      loans: output.items,
      ...noRefusal,
    })),
    takeLoan: assign(({ context }, { output }: { output: BorrowLoan }) => ({
      loans: context.loans.map((l) => (l.id === output.id ? output : l)),
      repayId: null,
      ...noRefusal,
    })),
    rememberError: assign((_, { error }: { error: unknown }) => ({
      ...refusalOf(error, () => false),
      errorField: null,
    })),
    clearError: assign(noRefusal),
    takeChanged: assign(({ context, event }) =>
      event.type === 'loan.changed' ? { loans: withLoan(context.loans, event.loan) } : {},
    ),
  },
}).createMachine({
  id: 'borrowLoans',
  context: { loans: [], repayId: null, requestKey: null, ...noRefusal },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy', 'loading'],
      invoke: {
        src: 'loadLoans',
        onDone: [
          { guard: withOutput('hasLoans'), target: 'ready', actions: withOutput('takeLoans') },
          { target: 'empty', actions: withOutput('takeLoans') },
        ],
        onError: { target: 'failed', actions: withError('rememberError') },
      },
    },
    failed: {
      tags: ['failed'],
      on: { 'loans.retry': { target: 'loading', actions: 'clearError' } },
    },
    empty: {
      tags: ['empty'],
      on: {
        'loans.refresh': 'loading',
        'loan.changed': { target: 'ready', actions: 'takeChanged' },
      },
    },
    ready: {
      on: {
        'loans.refresh': 'loading',
        'loan.changed': { actions: 'takeChanged' },
        'repay.open': {
          guard: 'isRepayable',
          target: 'confirming',
          actions: assign(({ event }) => ({ repayId: event.id, ...noRefusal })),
        },
      },
    },
    confirming: {
      tags: ['sheetOpen'],
      on: {
        'loan.changed': [
          {
            guard: 'isRepayGone',
            target: 'ready',
            actions: ['takeChanged', assign({ repayId: null, requestKey: null, ...noRefusal })],
          },
          { actions: 'takeChanged' },
        ],
        'confirm.cancel': {
          target: 'ready',
          actions: assign({ repayId: null, ...noRefusal }),
        },
        'confirm.submit': { target: 'repaying', actions: 'clearError' },
      },
    },
    repaying: {
      on: { 'loan.changed': { actions: 'takeChanged' } },
      ...submission.state({
        send: 'repayLoan',
        remember: 'rememberError',
        keyFailed: '#borrowLoans.confirming',
        done: { target: '#borrowLoans.ready', actions: [withOutput('takeLoan')] },
        failed: ['#borrowLoans.confirming'],
      }),
    },
  },
})
