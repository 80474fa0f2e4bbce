import type { SnapshotFrom } from 'xstate'
import type { WithdrawalRecord } from '@/api/contract/wallet'
import type { ErrorCode } from '@/api/errors'
import { loadStatus } from '../load-status'
import type { withdrawalDetailMachine } from './withdrawal-detail.machine'

export type WithdrawalDetailSnapshot = SnapshotFrom<typeof withdrawalDetailMachine>

export interface WithdrawalDetailView {
  status: 'loading' | 'failed' | 'ready'
  /** The fresh record, or the list's row while loading (or after a failed refresh). */
  record: WithdrawalRecord | null
  error: ErrorCode | null
}

export function toWithdrawalDetailView(s: WithdrawalDetailSnapshot): WithdrawalDetailView {
  return { status: loadStatus(s), record: s.context.record, error: s.context.error }
}
