import type { SnapshotFrom } from 'xstate'
import type { UserInfo } from '@/api/contract/auth'
import type { sessionMachine } from './session.machine'

export type SessionSnapshot = SnapshotFrom<typeof sessionMachine>

export interface SessionView {
  isLoggedIn: boolean
  user: UserInfo | null
  isLoadingUser: boolean
  isLoggingOut: boolean
}

export function toSessionView(s: SessionSnapshot): SessionView {
  return {
    isLoggedIn: s.matches('loggedIn'),
    user: s.context.user,
    isLoadingUser: s.matches({ loggedIn: 'loadingUser' }),
    isLoggingOut: s.matches('loggingOut'),
  }
}
