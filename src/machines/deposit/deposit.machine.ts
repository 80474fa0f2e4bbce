/**
 * Deposit of one coin on one network (spec §2 fund/receive, §3 coin entry, §5 amount rule;
 * api-reference §5.2 wallet/get_in_address, wallet/detail, wallet/charge_req; issue 5).
 *
 * loading (the platform address, the coin's decimals) → ready | failed (deposit.retry → loading)
 * ready ∥ copy:  idle —address.copy→ copying → copied (after `copiedReset` → idle) | copyFailed
 * ready ∥ claim: editing —claim.review (valid)→ confirming —claim.confirm→ keying → submitting
 *   submitting → done (the pending claim) | failed (no answer: retry sends the SAME key)
 *              | editing (a refusal, under the field it concerns)
 *   confirming | failed —claim.cancel→ editing; done —claim.new→ editing (empty form)
 * The idempotency key is made by the injectable `createKey` actor when a request is first
 * confirmed, and kept until the request changes (an edited field drops it) or a claim is made: a
 * retry, or the same request confirmed again after a lost answer, can never claim twice. A second
 * tap while keying or submitting is not an event any state takes.
 */
import { assign, emit, fromPromise, setup } from 'xstate'
import type { BusinessErrorCode } from '@/api/contract/common'
import { USDT_ID, type DepositClaimRequest, type DepositNetwork, type DepositRecord } from '@/api/contract/wallet'
import { ApiError, toErrorCode, toServerMessage, type ErrorCode } from '@/api/errors'
import { newIdempotencyKey, walletApi } from '@/api/wallet'
import type { WalletCoin } from '../wallet-coins'
import { amountText, claimIssues, fieldOfRefusal, mayHaveArrived, toClaimRequest } from './deposit-claim'

export type ClaimField = 'amount' | 'account'

export type DepositEvent =
  | { type: 'deposit.retry' }
  | { type: 'address.copy' }
  | { type: 'amount.change'; value: string }
  | { type: 'account.change'; value: string }
  | { type: 'claim.review' }
  | { type: 'claim.confirm' }
  | { type: 'claim.cancel' }
  | { type: 'claim.new' }

export type DepositEmitted = { type: 'copied' } | { type: 'claimed'; claim: DepositRecord }

export interface DepositInput {
  coin: WalletCoin
}

/** What the deposit screen needs to know about the coin before the user can claim. */
export interface DepositTerms {
  /** The platform's address of this coin on this network. */
  address: string
  /** The coin's decimals: an amount may have no more. */
  scale: number
  /** The user's available spot balance of the coin, for reference. */
  balance: string
}

export interface DepositContext {
  coin: WalletCoin
  terms: DepositTerms | null
  amount: string
  /** The address the user sent from, or a note. */
  account: string
  /** The key of the request being confirmed; null until confirmed, and after any edit. */
  key: string | null
  claim: DepositRecord | null
  /** Field messages from the check before confirming, or a refusal that concerns a field. */
  issues: Partial<Record<ClaimField, BusinessErrorCode>>
  /** Why loading, or the claim request, failed. */
  error: ErrorCode | null
  serverMessage: string
}

type ErrorEvent = { error: unknown }
const thrown = (event: unknown) => (event as ErrorEvent).error

export const depositMachine = setup({
  types: {
    context: {} as DepositContext,
    events: {} as DepositEvent,
    input: {} as DepositInput,
    emitted: {} as DepositEmitted,
  },
  actors: {
    loadTerms: fromPromise<DepositTerms, { coin: WalletCoin }>(async ({ input: { coin }, signal }) => {
      const [addresses, detail] = await Promise.all([
        walletApi.depositAddress({ currency: coin.currencyId }, { signal }),
        walletApi.detail({ currency: coin.currencyId, type: 'change' }, { signal }),
      ])
      // USDT answers one address per network, the other coins one address
      const address = coin.currencyId === USDT_ID ? addresses[coin.network as DepositNetwork] : addresses.main
      if (!address) throw new ApiError('currencyNotSupported')
      return { address, scale: detail.scale, balance: detail.available }
    }),
    copyText: fromPromise<void, { text: string }>(async ({ input }) => {
      if (!globalThis.navigator?.clipboard) throw new Error('no clipboard')
      await globalThis.navigator.clipboard.writeText(input.text)
    }),
    createKey: fromPromise<string>(async () => newIdempotencyKey()),
    claimDeposit: fromPromise<DepositRecord, DepositClaimRequest>(({ input, signal }) =>
      walletApi.claimDeposit(input, { signal }),
    ),
  },
  delays: { copiedReset: 1_500 },
  guards: {
    isClaimValid: ({ context }) => Object.keys(claimIssues(context)).length === 0,
    hasKey: ({ context }) => context.key !== null,
    mayHaveArrived: ({ event }) => mayHaveArrived(toErrorCode(thrown(event))),
  },
  actions: {
    clearErrors: assign({ issues: {}, error: null, serverMessage: '' }),
    rememberIssues: assign(({ context }) => ({ issues: claimIssues(context), error: null, serverMessage: '' })),
    rememberFailure: assign(({ event }) => ({ error: toErrorCode(thrown(event)), serverMessage: toServerMessage(thrown(event)) })),
    rememberRefusal: assign(({ event }) => {
      const code = toErrorCode(thrown(event))
      const field = fieldOfRefusal[code]
      return field
        ? { issues: { [field]: code as BusinessErrorCode }, error: null, serverMessage: '' }
        : { issues: {}, error: code, serverMessage: toServerMessage(thrown(event)) }
    }),
  },
}).createMachine({
  id: 'deposit',
  context: ({ input }) => ({
    coin: input.coin,
    terms: null,
    amount: '',
    account: '',
    key: null,
    claim: null,
    issues: {},
    error: null,
    serverMessage: '',
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadTerms',
        input: ({ context }) => ({ coin: context.coin }),
        onDone: { target: 'ready', actions: assign(({ event }) => ({ terms: event.output, error: null })) },
        onError: { target: 'failed', actions: 'rememberFailure' },
      },
    },
    failed: {
      on: { 'deposit.retry': 'loading' },
    },
    ready: {
      type: 'parallel',
      states: {
        copy: {
          initial: 'idle',
          on: { 'address.copy': { target: '.copying', reenter: true } },
          states: {
            idle: {},
            copying: {
              invoke: {
                src: 'copyText',
                input: ({ context }) => ({ text: context.terms!.address }),
                onDone: { target: 'copied', actions: emit({ type: 'copied' as const }) },
                onError: 'copyFailed',
              },
            },
            copied: { after: { copiedReset: 'idle' } },
            copyFailed: {},
          },
        },
        claim: {
          initial: 'editing',
          states: {
            editing: {
              on: {
                'amount.change': {
                  actions: [
                    assign(({ context, event }) => {
                      const amount = amountText(event.value)
                      return amount === context.amount ? {} : { amount, key: null }
                    }),
                    'clearErrors',
                  ],
                },
                'account.change': {
                  actions: [
                    assign(({ context, event }) => (event.value === context.account ? {} : { account: event.value, key: null })),
                    'clearErrors',
                  ],
                },
                'claim.review': [
                  { guard: 'isClaimValid', target: 'confirming', actions: 'clearErrors' },
                  { actions: 'rememberIssues' },
                ],
              },
            },
            confirming: {
              on: {
                'claim.confirm': [{ guard: 'hasKey', target: 'submitting' }, { target: 'keying' }],
                'claim.cancel': 'editing',
              },
            },
            keying: {
              invoke: {
                src: 'createKey',
                onDone: { target: 'submitting', actions: assign(({ event }) => ({ key: event.output })) },
                onError: { target: 'failed', actions: 'rememberFailure' },
              },
            },
            submitting: {
              entry: 'clearErrors',
              invoke: {
                src: 'claimDeposit',
                input: ({ context }) => toClaimRequest(context),
                onDone: {
                  target: 'done',
                  actions: [
                    assign(({ event }) => ({ claim: event.output, key: null })),
                    emit(({ event }) => ({ type: 'claimed' as const, claim: event.output })),
                  ],
                },
                onError: [
                  { guard: 'mayHaveArrived', target: 'failed', actions: 'rememberFailure' },
                  { target: 'editing', actions: 'rememberRefusal' },
                ],
              },
            },
            failed: {
              on: {
                'claim.confirm': [{ guard: 'hasKey', target: 'submitting' }, { target: 'keying' }],
                'claim.cancel': { target: 'editing', actions: 'clearErrors' },
              },
            },
            done: {
              on: {
                'claim.new': { target: 'editing', actions: assign({ amount: '', account: '', claim: null, key: null }) },
              },
            },
          },
        },
      },
    },
  },
})
