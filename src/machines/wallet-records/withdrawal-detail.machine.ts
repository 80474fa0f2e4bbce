/**
 * One withdrawal with its status timeline, read fresh from `wallet/out_log` (api-reference §5.2;
 * issue 5 "the request's status timeline"). The row the user tapped shows while it loads.
 *
 * loading → ready | failed (detail.retry → loading)
 */
import { assign, fromPromise, setup } from 'xstate'
import type { WithdrawalRecord } from '@/api/contract/wallet'
import type { ErrorCode } from '@/api/errors'
import { walletApi } from '@/api/wallet'
import type { LoadTag } from '../load-status'
import { ownErrorCode } from '../own-error'

export type WithdrawalDetailEvent = { type: 'detail.retry' }

export interface WithdrawalDetailInput {
  id: number
  /** The list's row, shown until the fresh one arrives. */
  record?: WithdrawalRecord | null
}

export interface WithdrawalDetailContext {
  id: number
  record: WithdrawalRecord | null
  error: ErrorCode | null
}

export const withdrawalDetailMachine = setup({
  types: {
    context: {} as WithdrawalDetailContext,
    events: {} as WithdrawalDetailEvent,
    input: {} as WithdrawalDetailInput,
    tags: {} as LoadTag,
  },
  actors: {
    loadWithdrawal: fromPromise<WithdrawalRecord, { id: number }>(({ input, signal }) =>
      walletApi.withdrawal({ id: input.id }, { signal, background: true }),
    ),
  },
}).createMachine({
  id: 'withdrawalDetail',
  context: ({ input }) => ({ id: input.id, record: input.record ?? null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy', 'loading'],
      invoke: {
        src: 'loadWithdrawal',
        input: ({ context }) => ({ id: context.id }),
        onDone: {
          target: 'ready',
          actions: assign(({ event }) => ({ record: event.output, error: null })),
        },
        onError: {
          target: 'failed',
          actions: assign(({ event }) => ({ error: ownErrorCode(event.error) })),
        },
      },
    },
    ready: {},
    failed: {
      tags: ['failed'],
      on: { 'detail.retry': 'loading' },
    },
  },
})
