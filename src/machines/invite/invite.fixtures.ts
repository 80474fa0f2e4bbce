import { InviteSummary } from '@/api/contract/invite'
import {
  MockInviteSummary,
  MockNewInviteSummary,
  MockShareBase,
} from '@/api/contract/invite.fixtures'
import { inviteMachine, type InviteContext } from './invite.machine'

const summary = InviteSummary.parse(MockInviteSummary)
const base: InviteContext = { shareBase: MockShareBase, summary, error: null, copyTarget: null }
type Value = 'loading' | 'failed' | { ready: 'idle' | 'copying' | 'copied' | 'copyFailed' }
const at = (value: Value, context: Partial<InviteContext> = {}) =>
  inviteMachine.resolveState({ value, context: { ...base, ...context } })

/** One snapshot per state of the invitation page. */
export const inviteSnapshots = {
  loading: at('loading', { summary: null }),
  failed: at('failed', { summary: null, error: 'network' }),
  ready: at({ ready: 'idle' }),
  newUser: at({ ready: 'idle' }, { summary: InviteSummary.parse(MockNewInviteSummary) }),
  copyingLink: at({ ready: 'copying' }, { copyTarget: 'link' }),
  linkCopied: at({ ready: 'copied' }, { copyTarget: 'link' }),
  codeCopied: at({ ready: 'copied' }, { copyTarget: 'code' }),
  copyFailed: at({ ready: 'copyFailed' }, { copyTarget: 'link' }),
}
