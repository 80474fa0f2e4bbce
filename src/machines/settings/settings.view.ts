import type { SnapshotFrom } from 'xstate'
import type { KycStage } from '@/api/contract/kyc'
import { VIP_BORROWING_LEVEL, vipLevelOf, vipLevels, type VipLevel } from '@/api/contract/profile'
import type { ErrorCode } from '@/api/errors'
import { loadStatus } from '../load-status'
import type { settingsMachine } from './settings.machine'

export type SettingsSnapshot = SnapshotFrom<typeof settingsMachine>

export type SettingsPanel = 'closed' | 'language' | 'fiat' | 'logout'

export interface VerificationSummary {
  status: 'loading' | 'ready' | 'failed'
  /** The verified level: 0 none, 1 basic, 2 advanced (0 until loaded). */
  level: 0 | 1 | 2
  /** Where the user's record stands; null until loaded. */
  stage: KycStage | null
  error: ErrorCode | null
}

export interface SettingsView {
  verification: VerificationSummary
  /** The open sheet or dialog. */
  panel: SettingsPanel
}

const panels: SettingsPanel[] = ['language', 'fiat', 'logout']

export function toSettingsView(s: SettingsSnapshot): SettingsView {
  const status = loadStatus(s)
  const v = s.context.verification
  return {
    verification: {
      status,
      level: v?.level ?? 0,
      stage: v?.stage ?? null,
      // the row only says it could not load (999 is stored as none: the session announces it)
      error: status === 'failed' ? s.context.error : null,
    },
    panel: panels.find((p) => s.matches({ panel: p })) ?? 'closed',
  }
}

/** The user's VIP display level (api-reference §15) among the levels there are. */
export interface VipSummary {
  level: VipLevel
  levels: readonly VipLevel[]
  /** Spec §6: OTC borrowing needs VIP 2 or above. */
  canBorrow: boolean
}

/** `users.vip` as the hub shows it. */
export function toVipSummary(vip: number | null | undefined): VipSummary {
  const level = vipLevelOf(vip)
  return { level, levels: vipLevels, canBorrow: level >= VIP_BORROWING_LEVEL }
}
