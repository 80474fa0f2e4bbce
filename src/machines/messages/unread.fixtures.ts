import { MockToken } from '@/api/contract/auth.fixtures'
import { unreadMachine, type UnreadContext } from './unread.machine'

const member: UnreadContext = { token: MockToken, count: null, error: null }
const at = (
  value: 'checking' | 'visitor' | 'loading' | 'ready' | 'failed',
  context: UnreadContext,
) => unreadMachine.resolveState({ value, context })

/** One snapshot per state of the unread count. */
export const unreadSnapshots = {
  checking: at('checking', member),
  visitor: at('visitor', { ...member, token: null }),
  loading: at('loading', member),
  refreshing: at('loading', { ...member, count: 2 }),
  ready: at('ready', { ...member, count: 2 }),
  none: at('ready', { ...member, count: 0 }),
  many: at('ready', { ...member, count: 128 }),
  failed: at('failed', { ...member, error: 'network' }),
}
