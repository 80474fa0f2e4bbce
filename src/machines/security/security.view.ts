import type { SnapshotFrom } from 'xstate'
import type { ErrorCode } from '@/api/errors'
import { loadStatus } from '../load-status'
import type { securityMachine } from './security.machine'

export type SecuritySnapshot = SnapshotFrom<typeof securityMachine>

/** A bound address as the screen shows it: masked, or null when none is bound. */
export interface SecurityView {
  status: 'loading' | 'ready' | 'failed'
  /** `a***@example.com`, or null when no e-mail is bound. */
  email: string | null
  /** `+86 138****8000`, or null when no phone is bound. */
  phone: string | null
  hasPayPassword: boolean
  /** The failure to show (999/998 are the session's to announce). */
  error: ErrorCode | null
}

/** Keeps the first character of the local part and the whole domain: `a***@example.com`. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@')
  if (at <= 0) return email
  return `${email.slice(0, 1)}***${email.slice(at)}`
}

/** `+86 138****8000`: the area code, the first three and the last four digits of the number. */
export function maskPhone(e164: string, areaCode: string): string {
  const national =
    areaCode && e164.startsWith(`+${areaCode}`)
      ? e164.slice(areaCode.length + 1)
      : e164.replace(/^\+/, '')
  const visible =
    national.length > 7
      ? `${national.slice(0, 3)}****${national.slice(-4)}`
      : `****${national.slice(-2)}`
  return areaCode ? `+${areaCode} ${visible}` : visible
}

export function toSecurityView(s: SecuritySnapshot): SecurityView {
  const info = s.context.info
  return {
    status: loadStatus(s),
    email: info?.email ? maskEmail(info.email) : null,
    phone: info?.phone ? maskPhone(info.phone, info.area_code) : null,
    hasPayPassword: info?.has_pay_password ?? false,
    error: s.context.error,
  }
}
