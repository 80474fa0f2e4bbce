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
import { assign, emit, fromPromise, setup } from 'xstate'
import { securityApi } from '@/api/auth'
import type {
  WithdrawInfo,
  WithdrawKind,
  WithdrawRequest,
  WithdrawalRecord,
} from '@/api/contract/wallet'
import { requestFingerprint } from '@/api/contract/request-fingerprint'
import type { ErrorCode } from '@/api/errors'
import { payoutApi } from '@/api/payout'
import { walletApi } from '@/api/wallet'
import {
  amountText,
  createRequestKey,
  isSheetError,
  keyFor,
  refusalOf,
  serverMessageOf,
  type RequestKey,
} from '../money-form'
import {
  addressesOf,
  defaultDestination,
  fieldOfRefusal,
  formIssueOf,
  maxAmountOf,
  toWithdrawRequest,
  type SavedCards,
  type WithdrawField,
  type WithdrawSetup,
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

export interface WithdrawContext extends WithdrawInput {
  terms: WithdrawInfo | null
  addresses: WithdrawSetup['addresses']
  cards: SavedCards
  hasPayPassword: boolean
  kind: WithdrawKind
  addressId: number | null
  amount: string
  payPassword: string
  requestKey: RequestKey | null
  /** The fee the user had confirmed before the server said it changed. */
  previousFee: string | null
  error: ErrorCode | null
  errorField: WithdrawField | null
  serverMessage: string
  withdrawal: WithdrawalRecord | null
}

const noError = { error: null, errorField: null, serverMessage: '' } as const

export const withdrawMachine = setup({
  types: {
    context: {} as WithdrawContext,
    events: {} as WithdrawEvent,
    input: {} as WithdrawInput,
    emitted: {} as WithdrawEmitted,
  },
  actors: {
    loadWithdrawal: fromPromise<WithdrawSetup, WithdrawInput>(async ({ input, signal }) => {
      const [terms, book, card, internationalCard, security] = await Promise.all([
        walletApi.withdrawInfo({ currency: input.currencyId }, { signal }),
        payoutApi.addresses({ signal }),
        payoutApi.card('domestic', { signal }),
        payoutApi.card('international', { signal }),
        securityApi.info({ signal }),
      ])
      const addresses = addressesOf(book.data, input.currencyId, input.network)
      return {
        terms,
        addresses,
        cards: { card, internationalCard },
        hasPayPassword: security.has_pay_password,
      }
    }),
    fetchTerms: fromPromise<WithdrawInfo, { currencyId: number }>(({ input, signal }) =>
      walletApi.withdrawInfo({ currency: input.currencyId }, { signal }),
    ),
    createKey: createRequestKey,
    withdraw: fromPromise<WithdrawalRecord, WithdrawRequest>(({ input, signal }) =>
      walletApi.withdraw(input, { signal }),
    ),
    fetchWithdrawal: fromPromise<WithdrawalRecord, { id: number }>(({ input, signal }) =>
      walletApi.withdrawal(input, { signal, background: true }),
    ),
  },
  guards: {
    isUnverified: ({ context }) => context.terms?.kycLevel === 0,
    isFormValid: ({ context }) => formIssueOf(context) === null,
    isPasswordMissing: ({ context }) => !context.hasPayPassword || context.payPassword === '',
    hasKey: ({ context }) => keyFor(context.requestKey, toWithdrawRequest(context)) !== null,
    isFeeChanged: ({ event }) => refusalOf(event) === 'feeChanged',
    isSheetError: ({ event }) => isSheetError(refusalOf(event)),
  },
  actions: {
    clearError: assign(noError),
    rememberFormIssue: assign(({ context }) => ({ ...noError, ...formIssueOf(context) })),
    rememberPasswordMissing: assign(({ context }) => ({
      ...noError,
      error: context.hasPayPassword
        ? ('payPasswordRequired' as const)
        : ('payPasswordNotSet' as const),
      errorField: 'payPassword' as const,
    })),
    rememberError: assign(({ context, event }) => {
      const error = refusalOf(event)
      const password =
        error === 'payPasswordInvalid' ||
        error === 'payPasswordLocked' ||
        error === 'payPasswordNotSet'
      return {
        error,
        errorField: password ? ('payPassword' as const) : fieldOfRefusal(error),
        serverMessage: serverMessageOf(event),
        // a wrong password is typed again from scratch; a conflicting key is never sent again
        payPassword: error === 'payPasswordInvalid' ? '' : context.payPassword,
        hasPayPassword: error === 'payPasswordNotSet' ? false : context.hasPayPassword,
        requestKey: error === 'idempotencyConflict' ? null : context.requestKey,
      }
    }),
    leaveConfirm: assign({ payPassword: '', previousFee: null, ...noError }),
  },
}).createMachine({
  id: 'withdraw',
  context: ({ input }) => ({
    currencyId: input.currencyId,
    network: input.network,
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
    ...noError,
    withdrawal: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadWithdrawal',
        input: ({ context }) => ({ currencyId: context.currencyId, network: context.network }),
        onDone: {
          target: 'editing',
          actions: assign(({ event }) => ({
            ...event.output,
            ...defaultDestination(event.output),
            ...noError,
          })),
        },
        onError: {
          target: 'loadFailed',
          actions: assign(({ event }) => ({
            error: refusalOf(event),
            serverMessage: serverMessageOf(event),
          })),
        },
      },
    },
    loadFailed: { on: { 'withdraw.retry': { target: 'loading', actions: 'clearError' } } },
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
      on: {
        'payPassword.change': {
          actions: [assign(({ event }) => ({ payPassword: event.value })), 'clearError'],
        },
        'confirm.cancel': { target: 'editing', actions: 'leaveConfirm' },
        'confirm.submit': [
          { guard: 'isPasswordMissing', actions: 'rememberPasswordMissing' },
          { guard: 'hasKey', target: 'submitting.sending', actions: 'clearError' },
          { target: 'submitting.keying', actions: 'clearError' },
        ],
      },
    },
    submitting: {
      initial: 'keying',
      states: {
        keying: {
          invoke: {
            src: 'createKey',
            onDone: {
              target: 'sending',
              actions: assign(({ context, event }) => ({
                requestKey: {
                  key: event.output,
                  request: requestFingerprint(toWithdrawRequest(context)),
                },
              })),
            },
            onError: { target: '#withdraw.confirming', actions: 'rememberError' },
          },
        },
        sending: {
          invoke: {
            src: 'withdraw',
            input: ({ context }): WithdrawRequest => ({
              ...toWithdrawRequest(context),
              idempotency_key: context.requestKey!.key,
            }),
            onDone: {
              target: '#withdraw.done',
              actions: [
                assign(({ event }) => ({ withdrawal: event.output, payPassword: '', ...noError })),
                emit(({ event }) => ({ type: 'submitted' as const, withdrawal: event.output })),
              ],
            },
            onError: [
              {
                guard: 'isFeeChanged',
                target: '#withdraw.refreshingTerms',
                actions: [
                  assign(({ context }) => ({ previousFee: context.terms?.fee ?? null })),
                  'rememberError',
                ],
              },
              {
                guard: 'isSheetError',
                target: '#withdraw.confirming',
                actions: 'rememberError',
              },
              {
                target: '#withdraw.editing',
                actions: ['rememberError', assign({ payPassword: '' })],
              },
            ],
          },
        },
      },
    },
    refreshingTerms: {
      invoke: {
        src: 'fetchTerms',
        input: ({ context }) => ({ currencyId: context.currencyId }),
        onDone: [
          {
            // the new fee may leave nothing to arrive: back to the amount with the reason
            guard: ({ context, event }) =>
              formIssueOf({ ...context, terms: event.output }) !== null,
            target: 'editing',
            actions: assign(({ context, event }) => ({
              terms: event.output,
              payPassword: '',
              previousFee: null,
              ...noError,
              ...formIssueOf({ ...context, terms: event.output }),
            })),
          },
          { target: 'confirming', actions: assign(({ event }) => ({ terms: event.output })) },
        ],
        onError: {
          target: 'editing',
          actions: ['leaveConfirm', 'rememberError'],
        },
      },
    },
    done: {
      initial: 'idle',
      states: {
        idle: { on: { 'status.refresh': 'refreshing' } },
        refreshing: {
          invoke: {
            src: 'fetchWithdrawal',
            input: ({ context }) => ({ id: context.withdrawal!.id }),
            onDone: {
              target: 'idle',
              actions: assign(({ event }) => ({ withdrawal: event.output, ...noError })),
            },
            onError: { target: 'idle', actions: 'rememberError' },
          },
        },
      },
    },
  },
})
