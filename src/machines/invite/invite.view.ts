import type { SnapshotFrom } from 'xstate'
import { shareLink, type InviteEarner } from '@/api/contract/invite'
import type { ErrorCode } from '@/api/errors'
import { loadStatus } from '../load-status'
import type { CopyTarget, inviteMachine } from './invite.machine'

export type InviteSnapshot = SnapshotFrom<typeof inviteMachine>

export interface InviteView {
  status: 'loading' | 'failed' | 'ready'
  code: string
  link: string
  invited: number
  /** Decimal string. */
  rebateTotal: string
  currency: string
  earners: InviteEarner[]
  /** The copy in flight, just done or just failed, and of what. */
  copy: { state: 'idle' | 'copying' | 'copied' | 'failed'; target: CopyTarget | null }
  error: ErrorCode | null
}

const copyStates = ['copying', 'copied', 'copyFailed'] as const

export function toInviteView(s: InviteSnapshot): InviteView {
  const { summary, shareBase, copyTarget, error } = s.context
  const copyState = copyStates.find((c) => s.matches({ ready: c }))
  return {
    status: loadStatus(s),
    code: summary?.extension_code ?? '',
    link: summary ? shareLink(shareBase, summary.extension_code) : '',
    invited: summary?.invite_num ?? 0,
    rebateTotal: summary?.invite_return_total ?? '0',
    currency: summary?.invite_return_currency ?? 'USDT',
    earners: summary?.inviteList ?? [],
    copy: {
      state: copyState === 'copyFailed' ? 'failed' : (copyState ?? 'idle'),
      target: copyState ? copyTarget : null,
    },
    error,
  }
}
