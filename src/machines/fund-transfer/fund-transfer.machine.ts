/**
 * Moving one coin between two of the user's accounts: fiat, spot, contract, options (spec §2
 * fund/fundTransfer, §3 asset accounts; api-reference §5.1, §5.2 wallet/change; issue 5). No fee.
 *
 * loading → editing | loadFailed (transfer.retry → loading)
 * editing —form.submit→ confirming —confirm.submit→ submitting (keying → sending) → done
 *   sending fails: no answer or a sheet refusal → confirming (same key); about the amount → editing
 * done —transfer.again→ loading (fresh balances, same accounts and coin)
 * The two accounts are always different: picking the other side's account swaps them.
 */
import { assign, emit, fromPromise, setup } from 'xstate'
import type {
  FundTransferRecord,
  FundTransferRequest,
  WalletAccount,
  WalletOverview,
} from '@/api/contract/wallet'
import { walletApi } from '@/api/wallet'
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
import {
  amountIssueOf,
  isAmountRefusal,
  rowOf,
  startingChoice,
  toTransferRequest,
} from './fund-transfer.rules'

export type FundTransferEvent =
  | { type: 'transfer.retry' }
  | { type: 'from.select'; account: WalletAccount }
  | { type: 'to.select'; account: WalletAccount }
  | { type: 'accounts.swap' }
  | { type: 'currency.select'; id: number }
  | { type: 'amount.change'; value: string }
  | { type: 'amount.max' }
  | { type: 'form.submit' }
  | { type: 'confirm.submit' }
  | { type: 'confirm.cancel' }
  | { type: 'transfer.again' }

export type FundTransferEmitted = { type: 'transferred'; transfer: FundTransferRecord }

export interface FundTransferInput {
  /** Accounts and coin asked for (`?from=&to=&currency=`); ignored when they make no sense. */
  from?: string
  to?: string
  currencyId?: number
}

export interface FundTransferContext extends KeyedContext, FormRefusal<'amount'> {
  wanted: FundTransferInput
  overview: WalletOverview | null
  from: WalletAccount
  to: WalletAccount
  currencyId: number
  amount: string
  transfer: FundTransferRecord | null
}

const swapped = (c: FundTransferContext) => ({ from: c.to, to: c.from })
const submission = keyedSubmission({
  types: {} as { context: FundTransferContext; events: FundTransferEvent },
  request: toTransferRequest,
})

export const fundTransferMachine = setup({
  types: {
    context: {} as FundTransferContext,
    events: {} as FundTransferEvent,
    input: {} as FundTransferInput,
    emitted: {} as FundTransferEmitted,
    tags: {} as MoneyFormTag,
  },
  actors: {
    loadBalances: fromPromise<WalletOverview>(({ signal }) => walletApi.overview({ signal })),
    ...submission.actors,
    transfer: fromPromise<FundTransferRecord, FundTransferRequest>(({ input, signal }) =>
      walletApi.transfer(input, { signal }),
    ),
  },
  guards: {
    isFormValid: ({ context }) => amountIssueOf(context) === null,
    ...submission.guards,
    isSheetRefusal: onRefusal(isSheetError),
  },
  actions: {
    ...submission.actions,
    clearError: assign(noRefusal),
    rememberIssue: assign(({ context }) => ({
      error: amountIssueOf(context),
      errorField: 'amount' as const,
      serverMessage: '',
    })),
    rememberError: assign((_, { error }: { error: unknown }) => refusalOf(error, isAmountRefusal)),
    takeTransfer: assign((_, { output }: { output: FundTransferRecord }) => ({
      transfer: output,
      ...noRefusal,
    })),
    announceTransfer: emit((_, { output }: { output: FundTransferRecord }) => ({
      type: 'transferred' as const,
      transfer: output,
    })),
  },
}).createMachine({
  id: 'fundTransfer',
  context: ({ input }) => ({
    wanted: input,
    overview: null,
    from: 'change',
    to: 'lever',
    currencyId: input.currencyId ?? 0,
    amount: '',
    requestKey: null,
    ...noRefusal,
    transfer: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy', 'loading'],
      invoke: {
        src: 'loadBalances',
        onDone: {
          target: 'editing',
          actions: assign(({ context, event }) => ({
            overview: event.output,
            ...startingChoice(event.output, context.wanted),
            ...noRefusal,
          })),
        },
        onError: { target: 'loadFailed', actions: withError('rememberError') },
      },
    },
    loadFailed: {
      tags: ['failed'],
      on: { 'transfer.retry': { target: 'loading', actions: 'clearError' } },
    },
    editing: {
      on: {
        'from.select': {
          actions: [
            assign(({ context, event }) =>
              event.account === context.to ? swapped(context) : { from: event.account },
            ),
            'clearError',
          ],
        },
        'to.select': {
          actions: [
            assign(({ context, event }) =>
              event.account === context.from ? swapped(context) : { to: event.account },
            ),
            'clearError',
          ],
        },
        'accounts.swap': { actions: [assign(({ context }) => swapped(context)), 'clearError'] },
        'currency.select': {
          actions: [assign(({ event }) => ({ currencyId: event.id, amount: '' })), 'clearError'],
        },
        'amount.change': {
          actions: [assign(({ event }) => ({ amount: amountText(event.value) })), 'clearError'],
        },
        'amount.max': {
          actions: [
            assign(({ context }) => ({
              amount: rowOf(context, context.from)?.available ?? context.amount,
            })),
            'clearError',
          ],
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
      send: 'transfer',
      remember: 'rememberError',
      keyFailed: '#fundTransfer.confirming',
      done: {
        target: '#fundTransfer.done',
        actions: [withOutput('takeTransfer'), withOutput('announceTransfer')],
      },
      failed: [
        { guard: withError('isSheetRefusal'), target: '#fundTransfer.confirming' },
        '#fundTransfer.editing',
      ],
    }),
    done: {
      tags: ['done'],
      on: {
        'transfer.again': {
          target: 'loading',
          actions: assign(({ context }) => ({
            wanted: { from: context.from, to: context.to, currencyId: context.currencyId },
            amount: '',
            requestKey: null,
            transfer: null,
            ...noRefusal,
          })),
        },
      },
    },
  },
})
