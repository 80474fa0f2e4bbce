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

export interface BorrowLoansContext extends KeyedContext, FormRefusal<never> {
  loans: BorrowLoan[]
  /** The loan being repaid. */
  repayId: number | null
}

export type BorrowLoansTag = 'busy' | 'loading' | 'failed' | 'empty' | 'sheetOpen' | 'submitting'

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
    empty: { tags: ['empty'], on: { 'loans.refresh': 'loading' } },
    ready: {
      on: {
        'loans.refresh': 'loading',
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
        'confirm.cancel': {
          target: 'ready',
          actions: assign({ repayId: null, ...noRefusal }),
        },
        'confirm.submit': { target: 'repaying', actions: 'clearError' },
      },
    },
    repaying: submission.state({
      send: 'repayLoan',
      remember: 'rememberError',
      keyFailed: '#borrowLoans.confirming',
      done: { target: '#borrowLoans.ready', actions: [withOutput('takeLoan')] },
      failed: ['#borrowLoans.confirming'],
    }),
  },
})
