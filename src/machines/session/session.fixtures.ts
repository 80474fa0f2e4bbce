import { UserInfo } from '@/api/contract/auth'
import { MockToken, MockUser } from '@/api/contract/auth.fixtures'
import { sessionMachine, type SessionContext } from './session.machine'

const memory = (): SessionContext['storage'] => {
  const map = new Map<string, string>()
  return {
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  }
}
const visitor: SessionContext = {
  storage: memory(),
  token: null,
  user: null,
  pending: null,
  back: null,
}
const member: SessionContext = { ...visitor, token: MockToken, user: UserInfo.parse(MockUser) }
const resolve = (value: string | Record<string, string>, context: SessionContext) =>
  sessionMachine.resolveState({ value, context })

/** One snapshot per leaf state of the session machine (`booting` is left at once). */
export const sessionSnapshots = {
  visitor: resolve({ loggedOut: 'idle' }, visitor),
  redirectingToLogin: resolve({ loggedOut: 'redirecting' }, { ...visitor, pending: 'login' }),
  loadingUser: resolve({ loggedIn: 'loadingUser' }, { ...member, user: null }),
  ready: resolve({ loggedIn: 'ready' }, member),
  userFailed: resolve({ loggedIn: 'userFailed' }, { ...member, user: null }),
  loggingOut: resolve('loggingOut', member),
  verificationRedirect: resolve('verificationRedirect', { ...member, pending: 'verification' }),
}
