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
    // a 998 keeps the session: the 1.2 s before the verification screen must not look logged out
    isLoggedIn:
      s.matches('loggedIn') || (s.matches('verificationRedirect') && s.context.token !== null),
    user: s.context.user,
    isLoadingUser: s.matches({ loggedIn: 'loadingUser' }),
    isLoggingOut: s.matches('loggingOut'),
  }
}
