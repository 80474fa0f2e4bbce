import type { SnapshotFrom } from 'xstate'
import type { unreadMachine } from './unread.machine'

export type UnreadSnapshot = SnapshotFrom<typeof unreadMachine>

export type UnreadStatus = 'visitor' | 'loading' | 'ready' | 'failed'

export interface UnreadView {
  status: UnreadStatus
  /**
   * The unread messages; null while unknown (a visitor, the first load, a first load that
   * failed). A refresh keeps the last count.
   */
  count: number | null
}

export function toUnreadView(s: UnreadSnapshot): UnreadView {
  // checking the session first counts as loading
  const status: UnreadStatus = s.hasTag('visitor')
    ? 'visitor'
    : s.hasTag('ready')
      ? 'ready'
      : s.hasTag('failed')
        ? 'failed'
        : 'loading'
  return { status, count: status === 'visitor' ? null : s.context.count }
}
