/**
 * Deposit of one coin on one network (spec §2 fund/receive, §3 coin entry, §5 amount rule;
 * api-reference §5.2 wallet/get_in_address, wallet/detail, wallet/charge_req; issue 5).
 *
 * loading (the platform address, the coin's decimals) → ready | failed (deposit.retry → loading)
 * ready ∥ copy:  idle —address.copy→ copying → copied (after `copiedReset` → idle) | copyFailed
 * ready ∥ claim: editing —claim.review (valid)→ confirming —claim.confirm→ submitting
 *   submitting (keying → sending; keyed-submission.ts) → done (the pending claim)
 *     | failed (no answer: retry sends the SAME key) | editing (a refusal, under its field)
 *   confirming | failed —claim.cancel→ editing; done —claim.new→ editing (empty form)
 * The key is kept until the request changes or a claim is made: a retry, or the same request
 * confirmed again after a lost answer, can never claim twice. A second tap while submitting is not
 * an event any state takes. The claim keeps its own event names (`claim.*`: the form is a panel of
 * the deposit screen beside the address, not a sheet) and its own refusal shape (`issues`: the
 * check before confirming names both fields at once).
 */
import { assertEvent, assign, emit, setup } from 'xstate'
import type { BusinessErrorCode } from '@/api/contract/common'
import type { DepositRecord } from '@/api/contract/wallet'
import { toErrorCode, toServerMessage, type ErrorCode } from '@/api/errors'
import {
  keyedSubmission,
  onRefusal,
  withError,
  withOutput,
  type KeyedContext,
} from '../keyed-submission'
import type { LoadTag } from '../load-status'
import { ownCode, ownErrorCode } from '../own-error'
import type { WalletCoin } from '../wallet-coins'
import { claimDeposit, copyText, loadTerms } from './deposit.actors'
import {
  claimEdit,
  claimIssues,
  fieldOfRefusal,
  mayHaveArrived,
  toClaimRequest,
} from './deposit-claim'

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

/** For views: the load (LoadTag), the copy of the address, the claim's steps. */
type CopyTag = 'copying' | 'copied' | 'copyFailed'
export type DepositTag = LoadTag | CopyTag | 'confirming' | 'submitting' | 'claimFailed' | 'done'

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

export interface DepositContext extends KeyedContext {
  coin: WalletCoin
  terms: DepositTerms | null
  amount: string
  /** The address the user sent from, or a note. */
  account: string
  claim: DepositRecord | null
  /** Field messages from the check before confirming, or a refusal that concerns a field. */
  issues: Partial<Record<ClaimField, BusinessErrorCode>>
  /** Why loading, or the claim request, failed. */
  error: ErrorCode | null
  serverMessage: string
}

const submission = keyedSubmission({
  types: {} as { context: DepositContext; events: DepositEvent },
  request: toClaimRequest,
})

export const depositMachine = setup({
  types: {
    context: {} as DepositContext,
    events: {} as DepositEvent,
    input: {} as DepositInput,
    emitted: {} as DepositEmitted,
    tags: {} as DepositTag,
  },
  actors: { loadTerms, copyText, ...submission.actors, claimDeposit },
  delays: { copiedReset: 1_500 },
  guards: {
    isClaimValid: ({ context }) => Object.keys(claimIssues(context)).length === 0,
    ...submission.guards,
    mayHaveArrived: onRefusal(mayHaveArrived),
  },
  actions: {
    ...submission.actions,
    editClaim: assign(({ context, event }) => {
      assertEvent(event, ['amount.change', 'account.change'])
      return claimEdit(context, event)
    }),
    clearErrors: assign({ issues: {}, error: null, serverMessage: '' }),
    rememberIssues: assign(({ context }) => ({
      issues: claimIssues(context),
      error: null,
      serverMessage: '',
    })),
    rememberFailure: assign((_, { error }: { error: unknown }) => ({
      error: ownErrorCode(error),
      serverMessage: toServerMessage(error),
    })),
    rememberRefusal: assign((_, { error }: { error: unknown }) => {
      const code = toErrorCode(error)
      const field = fieldOfRefusal[code]
      return field
        ? { issues: { [field]: code as BusinessErrorCode }, error: null, serverMessage: '' }
        : { issues: {}, error: ownCode(code), serverMessage: toServerMessage(error) }
    }),
    takeClaim: assign((_, { output }: { output: DepositRecord }) => ({ claim: output })),
    announceClaim: emit((_, { output }: { output: DepositRecord }) => ({
      type: 'claimed' as const,
      claim: output,
    })),
  },
}).createMachine({
  id: 'deposit',
  context: ({ input }) => ({
    coin: input.coin,
    terms: null,
    amount: '',
    account: '',
    requestKey: null,
    claim: null,
    issues: {},
    error: null,
    serverMessage: '',
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy', 'loading'],
      invoke: {
        src: 'loadTerms',
        input: ({ context }) => ({ coin: context.coin }),
        onDone: {
          target: 'ready',
          actions: assign(({ event }) => ({ terms: event.output, error: null })),
        },
        onError: { target: 'failed', actions: withError('rememberFailure') },
      },
    },
    failed: {
      tags: ['failed'],
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
              tags: ['copying'],
              invoke: {
                src: 'copyText',
                input: ({ context }) => ({ text: context.terms!.address }),
                onDone: { target: 'copied', actions: emit({ type: 'copied' as const }) },
                onError: 'copyFailed',
              },
            },
            copied: { tags: ['copied'], after: { copiedReset: 'idle' } },
            copyFailed: { tags: ['copyFailed'] },
          },
        },
        claim: {
          initial: 'editing',
          states: {
            editing: {
              on: {
                'amount.change': { actions: ['editClaim', 'clearErrors'] },
                'account.change': { actions: ['editClaim', 'clearErrors'] },
                'claim.review': [
                  { guard: 'isClaimValid', target: 'confirming', actions: 'clearErrors' },
                  { actions: 'rememberIssues' },
                ],
              },
            },
            confirming: {
              tags: ['confirming'],
              on: { 'claim.confirm': 'submitting', 'claim.cancel': 'editing' },
            },
            submitting: {
              entry: 'clearErrors',
              ...submission.state({
                send: 'claimDeposit',
                keyFailed: {
                  target: '#deposit.ready.claim.failed',
                  actions: withError('rememberFailure'),
                },
                done: {
                  target: '#deposit.ready.claim.done',
                  actions: [withOutput('takeClaim'), withOutput('announceClaim')],
                },
                failed: [
                  {
                    guard: withError('mayHaveArrived'),
                    target: '#deposit.ready.claim.failed',
                    actions: withError('rememberFailure'),
                  },
                  { target: '#deposit.ready.claim.editing', actions: withError('rememberRefusal') },
                ],
              }),
            },
            failed: {
              tags: ['claimFailed'],
              on: {
                'claim.confirm': 'submitting',
                'claim.cancel': { target: 'editing', actions: 'clearErrors' },
              },
            },
            done: {
              tags: ['done'],
              on: {
                'claim.new': {
                  target: 'editing',
                  actions: assign({ amount: '', account: '', claim: null, requestKey: null }),
                },
              },
            },
          },
        },
      },
    },
  },
})
