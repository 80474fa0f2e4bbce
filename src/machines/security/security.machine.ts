/**
 * The security screen's data (spec §2 setting/security; api-reference §3.2 via safe/info): what
 * the account has bound and whether a pay password is set. loading → ready | failed (retry);
 * ready refreshes on `info.refresh` (after a change made elsewhere).
 */
import { assign, fromPromise, setup } from 'xstate'
import { securityApi } from '@/api/auth'
import type { SecurityInfo } from '@/api/contract/auth-security'
import type { ErrorCode } from '@/api/errors'
import type { LoadTag } from '../load-status'
import { ownErrorCode } from '../own-error'

export type SecurityEvent = { type: 'info.retry' } | { type: 'info.refresh' }

export interface SecurityContext {
  info: SecurityInfo | null
  error: ErrorCode | null
}

export const securityMachine = setup({
  types: { context: {} as SecurityContext, events: {} as SecurityEvent, tags: {} as LoadTag },
  actors: {
    fetchInfo: fromPromise<SecurityInfo>(({ signal }) => securityApi.info({ signal })),
  },
}).createMachine({
  id: 'security',
  context: { info: null, error: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy', 'loading'],
      invoke: {
        src: 'fetchInfo',
        onDone: {
          target: 'ready',
          actions: assign(({ event }) => ({ info: event.output, error: null })),
        },
        onError: {
          target: 'failed',
          actions: assign(({ event }) => ({ error: ownErrorCode(event.error) })),
        },
      },
    },
    ready: { on: { 'info.refresh': 'loading' } },
    failed: { tags: ['failed'], on: { 'info.retry': 'loading' } },
  },
})
