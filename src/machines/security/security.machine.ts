/**
 * The security screen's data (spec §2 setting/security; api-reference §3.2 via safe/info): what
 * the account has bound and whether a pay password is set. loading → ready | failed (retry);
 * ready refreshes on `info.refresh` (after a change made elsewhere).
 */
import { assign, fromPromise, setup } from 'xstate'
import { securityApi } from '@/api/auth'
import type { SecurityInfo } from '@/api/contract/auth-security'
import { toErrorCode, type ErrorCode } from '@/api/errors'

export type SecurityEvent = { type: 'info.retry' } | { type: 'info.refresh' }

export interface SecurityContext {
  info: SecurityInfo | null
  error: ErrorCode | null
}

export const securityMachine = setup({
  types: { context: {} as SecurityContext, events: {} as SecurityEvent },
  actors: {
    fetchInfo: fromPromise<SecurityInfo>(({ signal }) => securityApi.info({ signal })),
  },
}).createMachine({
  id: 'security',
  context: { info: null, error: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'fetchInfo',
        onDone: {
          target: 'ready',
          actions: assign(({ event }) => ({ info: event.output, error: null })),
        },
        onError: {
          target: 'failed',
          actions: assign(({ event }) => ({ error: toErrorCode(event.error) })),
        },
      },
    },
    ready: { on: { 'info.refresh': 'loading' } },
    failed: { on: { 'info.retry': 'loading' } },
  },
})
