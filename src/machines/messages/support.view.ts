import type { SnapshotFrom } from 'xstate'
import type { ErrorCode } from '@/api/errors'
import { loadStatus } from '../load-status'
import type { supportMachine } from './support.machine'

export type SupportSnapshot = SnapshotFrom<typeof supportMachine>

export interface SupportView {
  status: 'loading' | 'ready' | 'unconfigured' | 'failed'
  /** The channel to open (status ready). */
  url: string | null
  /** Its host, to tell the user where the link goes. */
  host: string
  error: ErrorCode | null
}

export function toSupportView(s: SupportSnapshot): SupportView {
  const status = s.hasTag('unconfigured') ? 'unconfigured' : loadStatus(s)
  const url = status === 'ready' ? s.context.url : null
  return {
    status,
    url,
    host: url ? new URL(url).host : '',
    error: status === 'failed' ? s.context.error : null,
  }
}
