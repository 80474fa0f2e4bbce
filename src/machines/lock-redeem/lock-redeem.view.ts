import type { SnapshotFrom } from 'xstate'
import type { LockOrder } from '@/api/contract/lockming'
import type { RedemptionTerms } from '@/api/contract/lockming-math'
import type { ErrorCode } from '@/api/errors'
import type { lockRedeemMachine } from './lock-redeem.machine'

export type LockRedeemSnapshot = SnapshotFrom<typeof lockRedeemMachine>

export type LockRedeemStatus =
  'closed' | 'preview' | 'submitting' | 'rereading' | 'refused' | 'done'

export interface LockRedeemView {
  status: LockRedeemStatus
  lock: LockOrder | null
  terms: RedemptionTerms | null
  /** The penalty shown before the server said a day had ended: the sheet asks again. */
  previousPenalty: string | null
  error: ErrorCode | null
  serverMessage: string
  redeemed: LockOrder | null
  canConfirm: boolean
  canClose: boolean
}

const statuses = ['done', 'refused', 'rereading', 'submitting', 'sheetOpen'] as const

export function toLockRedeemView(s: LockRedeemSnapshot): LockRedeemView {
  const tag = statuses.find((t) => s.hasTag(t))
  const status: LockRedeemStatus =
    tag === undefined ? 'closed' : tag === 'sheetOpen' ? 'preview' : tag
  const c = s.context
  return {
    status,
    lock: c.lock,
    terms: c.terms,
    previousPenalty: c.previousPenalty,
    error: c.error,
    serverMessage: c.serverMessage,
    redeemed: c.redeemed,
    canConfirm: s.can({ type: 'confirm.submit' }),
    canClose: s.can({ type: 'sheet.close' }),
  }
}
