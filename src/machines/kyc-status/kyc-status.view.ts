import type { SnapshotFrom } from 'xstate'
import {
  KYC_LIMITS,
  type IdType,
  type KycFailCode,
  type KycLimit,
  type KycStage,
} from '@/api/contract/kyc'
import type { ErrorCode } from '@/api/errors'
import { maskCardId } from '../kyc/kyc.view'
import { loadStatus, type LoadStatus } from '../load-status'
import type { kycStatusMachine } from './kyc-status.machine'

export interface KycStatusView {
  status: LoadStatus
  error: ErrorCode | null
  level: 0 | 1 | 2
  /** Where the user stands (unverified until known). */
  stage: KycStage
  limits: readonly KycLimit[]
  /** The submitted identity, number masked; null before the first submission. */
  identity: { idType: IdType; name: string; cardId: string } | null
  failCode: KycFailCode | null
  failReason: string
  emailBound: boolean
  phoneBound: boolean
}

export function toKycStatusView(s: SnapshotFrom<typeof kycStatusMachine>): KycStatusView {
  const known = s.context.status
  return {
    status: loadStatus(s),
    error: s.hasTag('failed') ? s.context.error : null,
    level: known?.level ?? 0,
    stage: known?.stage ?? 'unverified',
    limits: KYC_LIMITS,
    identity: known?.basic ? { ...known.basic, cardId: maskCardId(known.basic.cardId) } : null,
    failCode: known?.failCode ?? null,
    failReason: known?.failReason ?? '',
    emailBound: known?.emailBound ?? true,
    phoneBound: known?.phoneBound ?? true,
  }
}
