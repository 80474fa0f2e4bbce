/**
 * Withdrawing one coin on one network (spec §2 fund/withdraw, §5 minimum and balance, §6 KYC
 * limits and 998; api-reference §5.2 wallet/get_info, wallet/out, wallet/out_log; issue 5).
 *
 * loading → editing | loadFailed (withdraw.retry → loading)
 * editing —form.submit→ confirming (unverified: emits `verificationRequired`, the 998 path)
 * confirming —confirm.submit→ submitting (keying → sending) → done (idle ⇄ refreshing)
 *   sending fails: feeChanged → refreshingTerms → confirming with the new fee | editing;
 *   a retryable refusal (network, pay password) → confirming, same key; the rest → editing.
 * The destination must be a saved address of the coin's network or a saved card; insufficient
 * balance, the minimum and the 24 h limit are flagged before anything is sent.
 */
import { assign, emit, setup } from 'xstate'
import type { WithdrawInfo, WithdrawKind, WithdrawalRecord } from '@/api/contract/wallet'
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
import { fetchTerms, fetchWithdrawal, loadWithdrawal, withdraw } from './withdraw.actors'
import {
  formIssueOf,
  loaded,
  loadFailure,
  maxAmountOf,
  passwordMissing,
  refusalFrom,
  tooCostly,
  toWithdrawRequest,
  type WithdrawField,
  type WithdrawForm,
} from './withdraw.rules'

export type WithdrawEvent =
  | { type: 'withdraw.retry' }
  | { type: 'destination.select'; kind: WithdrawKind; addressId?: number }
  | { type: 'amount.change'; value: string }
  | { type: 'amount.max' }
  | { type: 'form.submit' }
  | { type: 'payPassword.change'; value: string }
  | { type: 'confirm.submit' }
  | { type: 'confirm.cancel' }
  | { type: 'status.refresh' }

export type WithdrawEmitted =
  { type: 'verificationRequired' } | { type: 'submitted'; withdrawal: WithdrawalRecord }

export interface WithdrawInput {
  currencyId: number
  /** The network of the coin entry (`TRC20`, `ERC20`, `BTC`): which saved addresses fit. */
  network: string
}

/** The form (withdraw.rules.ts), the held key (keyed-submission.ts) and what the screen shows. */
export interface WithdrawContext
  extends WithdrawInput, WithdrawForm, KeyedContext, FormRefusal<WithdrawField> {
  hasPayPassword: boolean
  /** The fee the user had confirmed before the server said it changed. */
  previousFee: string | null
  withdrawal: WithdrawalRecord | null
}

const submission = keyedSubmission({
  types: {} as { context: WithdrawContext; events: WithdrawEvent },
  request: toWithdrawRequest,
})

export const withdrawMachine = setup({
  types: {
    context: {} as WithdrawContext,
    events: {} as WithdrawEvent,
    input: {} as WithdrawInput,
    emitted: {} as WithdrawEmitted,
    tags: {} as MoneyFormTag | 'refreshingTerms' | 'refreshing',
  },
  actors: { loadWithdrawal, fetchTerms, ...submission.actors, withdraw, fetchWithdrawal },
  guards: {
    isUnverified: ({ context }) => context.terms?.kycLevel === 0,
    isFormValid: ({ context }) => formIssueOf(context) === null,
    isPasswordMissing: ({ context }) => !context.hasPayPassword || context.payPassword === '',
    ...submission.guards,
    isFeeChanged: onRefusal((code) => code === 'feeChanged'),
    isSheetError: onRefusal(isSheetError),
    /** The new fee leaves nothing to arrive. */
    isTooCostly: ({ context }, { output }: { output: WithdrawInfo }) =>
      formIssueOf({ ...context, terms: output }) !== null,
  },
  actions: {
    ...submission.actions,
    clearError: assign(noRefusal),
    rememberFormIssue: assign(({ context }) => ({ ...noRefusal, ...formIssueOf(context) })),
    rememberPasswordMissing: assign(({ context }) => passwordMissing(context)),
    rememberError: assign(({ context }, { error }: { error: unknown }) =>
      refusalFrom(context, error),
    ),
    rememberPreviousFee: assign(({ context }) => ({ previousFee: context.terms?.fee ?? null })),
    forgetPassword: assign({ payPassword: '' }),
    takeTerms: assign((_, { output }: { output: WithdrawInfo }) => ({ terms: output })),
    rememberTooCostly: assign(({ context }, { output }: { output: WithdrawInfo }) =>
      tooCostly(context, output),
    ),
    leaveConfirm: assign({ payPassword: '', previousFee: null, ...noRefusal }),
    takeWithdrawal: assign((_, { output }: { output: WithdrawalRecord }) => ({
      withdrawal: output,
      payPassword: '',
      ...noRefusal,
    })),
    announceWithdrawal: emit((_, { output }: { output: WithdrawalRecord }) => ({
      type: 'submitted' as const,
      withdrawal: output,
    })),
  },
}).createMachine({
  id: 'withdraw',
  context: ({ input }) => ({
    ...input,
    terms: null,
    addresses: [],
    cards: { card: null, internationalCard: null },
    hasPayPassword: false,
    kind: 'address',
    addressId: null,
    amount: '',
    payPassword: '',
    requestKey: null,
    previousFee: null,
    ...noRefusal,
    withdrawal: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy', 'loading'],
      invoke: {
        src: 'loadWithdrawal',
        input: ({ context }) => ({ currencyId: context.currencyId, network: context.network }),
        onDone: { target: 'editing', actions: assign(({ event }) => loaded(event.output)) },
        onError: { target: 'loadFailed', actions: assign(({ event }) => loadFailure(event.error)) },
      },
    },
    loadFailed: {
      tags: ['failed'],
      on: { 'withdraw.retry': { target: 'loading', actions: 'clearError' } },
    },
    editing: {
      on: {
        'destination.select': {
          actions: [
            assign(({ event }) => ({ kind: event.kind, addressId: event.addressId ?? null })),
            'clearError',
          ],
        },
        'amount.change': {
          actions: [assign(({ event }) => ({ amount: amountText(event.value) })), 'clearError'],
        },
        'amount.max': {
          actions: [
            assign(({ context }) => (context.terms ? { amount: maxAmountOf(context.terms) } : {})),
            'clearError',
          ],
        },
        'form.submit': [
          { guard: 'isUnverified', actions: emit({ type: 'verificationRequired' as const }) },
          { guard: 'isFormValid', target: 'confirming', actions: 'clearError' },
          { actions: 'rememberFormIssue' },
        ],
      },
    },
    confirming: {
      tags: ['sheetOpen'],
      on: {
        'payPassword.change': {
          actions: [assign(({ event }) => ({ payPassword: event.value })), 'clearError'],
        },
        'confirm.cancel': { target: 'editing', actions: 'leaveConfirm' },
        'confirm.submit': [
          { guard: 'isPasswordMissing', actions: 'rememberPasswordMissing' },
          { target: 'submitting', actions: 'clearError' },
        ],
      },
    },
    submitting: submission.state({
      send: 'withdraw',
      remember: 'rememberError',
      keyFailed: '#withdraw.confirming',
      done: {
        target: '#withdraw.done',
        actions: [withOutput('takeWithdrawal'), withOutput('announceWithdrawal')],
      },
      failed: [
        {
          guard: withError('isFeeChanged'),
          target: '#withdraw.refreshingTerms',
          actions: 'rememberPreviousFee',
        },
        { guard: withError('isSheetError'), target: '#withdraw.confirming' },
        { target: '#withdraw.editing', actions: 'forgetPassword' },
      ],
    }),
    refreshingTerms: {
      tags: ['busy', 'refreshingTerms'],
      invoke: {
        src: 'fetchTerms',
        input: ({ context }) => ({ currencyId: context.currencyId }),
        onDone: [
          // back to the amount with the reason, or to the sheet with the new fee
          {
            guard: withOutput('isTooCostly'),
            target: 'editing',
            actions: withOutput('rememberTooCostly'),
          },
          { target: 'confirming', actions: withOutput('takeTerms') },
        ],
        onError: { target: 'editing', actions: ['leaveConfirm', withError('rememberError')] },
      },
    },
    done: {
      tags: ['done'],
      initial: 'idle',
      states: {
        idle: { on: { 'status.refresh': 'refreshing' } },
        refreshing: {
          tags: ['busy', 'refreshing'],
          invoke: {
            src: 'fetchWithdrawal',
            input: ({ context }) => ({ id: context.withdrawal!.id }),
            onDone: { target: 'idle', actions: withOutput('takeWithdrawal') },
            onError: { target: 'idle', actions: withError('rememberError') },
          },
        },
      },
    },
  },
})
