import type { SnapshotFrom } from 'xstate'
import type { WithdrawalRecord } from '@/api/contract/wallet'
import { isSessionError, type ErrorCode } from '@/api/errors'
import type { withdrawalDetailMachine } from './withdrawal-detail.machine'

export type WithdrawalDetailSnapshot = SnapshotFrom<typeof withdrawalDetailMachine>

export interface WithdrawalDetailView {
  status: 'loading' | 'failed' | 'ready'
  /** The fresh record, or the list's row while loading (or after a failed refresh). */
  record: WithdrawalRecord | null
  error: ErrorCode | null
}

export function toWithdrawalDetailView(s: WithdrawalDetailSnapshot): WithdrawalDetailView {
  const status = s.matches('loading') ? 'loading' : s.matches('failed') ? 'failed' : 'ready'
  return { status, record: s.context.record, error: isSessionError(s.context.error) ? null : s.context.error }
}
