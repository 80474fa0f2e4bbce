/**
 * The user's verification status (spec §2 setting/real, §6 levels; api-reference §3.3
 * `real/state`): read only; the forms live at setting/real_mark (the kyc machine).
 * loading → ready | failed —status.retry→ loading; ready —status.refresh→ loading.
 */
import { assign, fromPromise, setup } from 'xstate'
import type { KycStatus } from '@/api/contract/kyc'
import type { ErrorCode } from '@/api/errors'
import { kycApi } from '@/api/kyc'
import type { LoadTag } from '../load-status'
import { ownErrorCode } from '../own-error'

export type KycStatusEvent = { type: 'status.retry' } | { type: 'status.refresh' }

export interface KycStatusContext {
  status: KycStatus | null
  error: ErrorCode | null
}

export const kycStatusMachine = setup({
  types: {
    context: {} as KycStatusContext,
    events: {} as KycStatusEvent,
    tags: {} as LoadTag,
  },
  actors: {
    fetchStatus: fromPromise<KycStatus>(({ signal }) => kycApi.state({ signal })),
  },
}).createMachine({
  id: 'kycStatus',
  context: { status: null, error: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy', 'loading'],
      invoke: {
        src: 'fetchStatus',
        onDone: {
          target: 'ready',
          actions: assign(({ event }) => ({ status: event.output, error: null })),
        },
        onError: {
          target: 'failed',
          actions: assign(({ event }) => ({ error: ownErrorCode(event.error) })),
        },
      },
    },
    ready: { on: { 'status.refresh': 'loading' } },
    failed: { tags: ['failed'], on: { 'status.retry': 'loading' } },
  },
})
