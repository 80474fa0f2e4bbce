/**
 * Early redemption of a lock (issue 16; spec §2 lockming/order, §3 the penalty rule; api-reference
 * §12 lh/deposit/order/cancel; contract/lockming.ts, lockming-math.ts redemptionTerms). The sheet
 * shows what the rule gives at the server's moment of the lock's answer (remaining days, penalty,
 * interest kept, what comes back); confirming sends that penalty as `cancel_fee` through the keyed
 * submission, so a retry after a lost answer sends the same request with the same key.
 *
 * idle —redeem.open (an earning lock)→ preview —confirm.submit→ submitting (keying → sending)
 *   sending: answered → done; `feeChanged` (a UTC day ended meanwhile) → rereading; no answer
 *   (network, …) → preview with the reason (same key); another refusal (lockNotActive,
 *   notFound) → refused
 * rereading (the lock read again) → preview with the new penalty to confirm again (a new key) |
 *   refused (`lockNotActive`: it is no longer earning) | preview with the read's failure
 * preview, refused, done —sheet.close→ idle
 */
import { assign, emit, setup } from 'xstate'
import type { LockOrder } from '@/api/contract/lockming'
import { toServerMessage, type ErrorCode } from '@/api/errors'
import {
  keyedSubmission,
  onRefusal,
  withError,
  withOutput,
  type KeyedContext,
} from '../keyed-submission'
import { isSheetError } from '../money-form'
import { ownErrorCode } from '../own-error'
import { termsOf } from '../lock-orders/lock-orders.logic'
import type { RedemptionTerms } from '@/api/contract/lockming-math'
import { lockRedeemActors } from './lock-redeem.actors'

export type LockRedeemEvent =
  { type: 'redeem.open'; lock: LockOrder } | { type: 'confirm.submit' } | { type: 'sheet.close' }

/** Told to the screen: the lock was redeemed; the list no longer shows the locks as they are. */
export type LockRedeemEmitted = { type: 'redeemed'; lock: LockOrder } | { type: 'stale' }

export interface LockRedeemContext extends KeyedContext {
  lock: LockOrder | null
  /** What the sheet shows and confirming sends (its penalty as `cancel_fee`). */
  terms: RedemptionTerms | null
  /** The penalty shown before the server said it changed; null otherwise. */
  previousPenalty: string | null
  error: ErrorCode | null
  serverMessage: string
  /** The lock as the redemption left it. */
  redeemed: LockOrder | null
}

export type LockRedeemTag = 'busy' | 'sheetOpen' | 'submitting' | 'rereading' | 'refused' | 'done'

/** lh/deposit/order/cancel's request (without its key). */
export const toRedeemRequest = (c: LockRedeemContext) => ({
  id: c.lock?.id ?? 0,
  cancel_fee: c.terms?.penalty ?? '0',
})

const submission = keyedSubmission({
  types: {} as { context: LockRedeemContext; events: LockRedeemEvent },
  request: toRedeemRequest,
})

const closed = {
  lock: null,
  terms: null,
  previousPenalty: null,
  error: null,
  serverMessage: '',
  redeemed: null,
}

export const lockRedeemMachine = setup({
  types: {
    context: {} as LockRedeemContext,
    events: {} as LockRedeemEvent,
    emitted: {} as LockRedeemEmitted,
    tags: {} as LockRedeemTag,
  },
  actors: { ...submission.actors, ...lockRedeemActors },
  guards: {
    ...submission.guards,
    isEarning: (_, { lock }: { lock: LockOrder }) => lock.status === 'earning',
    isStillEarning: (_, { output }: { output: LockOrder | null }) => output?.status === 'earning',
    isFeeChanged: onRefusal((code) => code === 'feeChanged'),
    isSheetRefusal: onRefusal(isSheetError),
  },
  actions: {
    ...submission.actions,
    open: assign((_, { lock }: { lock: LockOrder }) => ({
      ...closed,
      lock,
      terms: termsOf(lock),
    })),
    close: assign(closed),
    clearError: assign({ error: null, serverMessage: '' }),
    rememberError: assign((_, { error }: { error: unknown }) => ({
      error: ownErrorCode(error),
      serverMessage: toServerMessage(error),
    })),
    takeNewTerms: assign(({ context }, { output }: { output: LockOrder | null }) => ({
      lock: output,
      terms: output ? termsOf(output) : null,
      previousPenalty: context.terms?.penalty ?? null,
      error: 'feeChanged' as const,
      serverMessage: '',
    })),
    notActive: assign({ error: 'lockNotActive' as const, serverMessage: '' }),
    takeRedeemed: assign((_, { output }: { output: LockOrder }) => ({ redeemed: output })),
    announceRedeemed: emit((_, { output }: { output: LockOrder }) => ({
      type: 'redeemed' as const,
      lock: output,
    })),
    announceStale: emit({ type: 'stale' as const }),
  },
}).createMachine({
  id: 'lockRedeem',
  context: { requestKey: null, ...closed },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'redeem.open': {
          guard: { type: 'isEarning', params: ({ event }) => event },
          target: 'preview',
          actions: { type: 'open', params: ({ event }) => event },
        },
      },
    },
    preview: {
      tags: ['sheetOpen'],
      on: {
        'confirm.submit': { target: 'submitting', actions: 'clearError' },
        'sheet.close': { target: 'idle', actions: 'close' },
      },
    },
    submitting: submission.state({
      send: 'redeem',
      remember: 'rememberError',
      keyFailed: '#lockRedeem.preview',
      done: {
        target: '#lockRedeem.done',
        actions: [withOutput('takeRedeemed'), withOutput('announceRedeemed')],
      },
      failed: [
        { guard: withError('isFeeChanged'), target: '#lockRedeem.rereading' },
        { guard: withError('isSheetRefusal'), target: '#lockRedeem.preview' },
        { target: '#lockRedeem.refused', actions: 'announceStale' },
      ],
    }),
    rereading: {
      tags: ['sheetOpen', 'busy', 'rereading'],
      invoke: {
        src: 'readLock',
        input: ({ context }) => ({ id: context.lock!.id }),
        onDone: [
          {
            guard: { type: 'isStillEarning', params: ({ event }) => ({ output: event.output }) },
            target: 'preview',
            actions: [withOutput('takeNewTerms'), 'announceStale'],
          },
          { target: 'refused', actions: ['notActive', 'announceStale'] },
        ],
        onError: { target: 'preview', actions: withError('rememberError') },
      },
    },
    refused: {
      tags: ['sheetOpen', 'refused'],
      on: { 'sheet.close': { target: 'idle', actions: 'close' } },
    },
    done: {
      tags: ['sheetOpen', 'done'],
      on: { 'sheet.close': { target: 'idle', actions: 'close' } },
    },
  },
})
