import type { SnapshotFrom } from 'xstate'
import type { ErrorCode } from '@/api/errors'
import type { connectionMachine } from './connection.machine'

export type ConnectionSnapshot = SnapshotFrom<typeof connectionMachine>

/** What the stale marker shows; `connecting` until the first snapshot, even between retries. */
export type ConnectionStatus = 'connecting' | 'live' | 'stale' | 'resyncing' | 'offline'

export interface ConnectionView {
  status: ConnectionStatus
  /** The socket is down and a reconnect is pending or under way. */
  isReconnecting: boolean
  /** Reconnects since the feed was last live. */
  attempts: number
  /** The last snapshot failure, if the machine is retrying it. */
  error: ErrorCode | null
  /** Offline: the user may try again now. */
  canRetry: boolean
}

export function toConnectionView(s: ConnectionSnapshot): ConnectionView {
  const reconnecting =
    s.matches({ online: { stale: 'reconnecting' } }) ||
    s.matches({ online: { stale: 'reopening' } })
  // a background attempt made from `offline` does not flash "connecting" while it runs
  const givenUp = s.context.attempts > s.context.maxAttempts && !s.matches({ online: 'live' })
  const status: ConnectionStatus =
    s.matches('offline') || givenUp
      ? 'offline'
      : s.matches({ online: 'resyncing' })
        ? 'resyncing'
        : s.matches({ online: 'live' })
          ? 'live'
          : s.matches({ online: 'stale' }) && s.context.hasSnapshot
            ? 'stale'
            : 'connecting'
  return {
    status,
    isReconnecting: reconnecting,
    attempts: s.context.attempts,
    error: s.context.error,
    canRetry: s.can({ type: 'connection.retry' }),
  }
}
