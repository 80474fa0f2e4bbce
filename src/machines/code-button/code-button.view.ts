import type { SnapshotFrom } from 'xstate'
import type { ErrorCode } from '@/api/errors'
import type { codeButtonMachine } from './code-button.machine'

export type CodeButtonSnapshot = SnapshotFrom<typeof codeButtonMachine>

export interface CodeButtonView {
  buttonState: 'ready' | 'sending' | 'coolingDown'
  resendInSeconds: number
  /** True once a code has been sent in this form. */
  codeSent: boolean
  /** How the code travelled, for the "we sent a code to …" note ('own': the user's bound address). */
  sentBy: 'email' | 'mobile' | 'own' | null
  /** Where it went: the e-mail, or `+86 13800138000` ('' for `own` or before the first code). */
  sentTo: string
  error: ErrorCode | null
  serverMessage: string
}

export function toCodeButtonView(s: CodeButtonSnapshot): CodeButtonView {
  const target = s.context.target
  const buttonState = s.hasTag('sending')
    ? 'sending'
    : s.hasTag('coolingDown')
      ? 'coolingDown'
      : 'ready'
  return {
    buttonState,
    resendInSeconds: s.context.resendInSeconds,
    codeSent: s.context.sent > 0,
    sentBy: target?.channel ?? null,
    sentTo:
      !target || target.channel === 'own'
        ? ''
        : target.channel === 'email'
          ? target.email
          : `+${target.areaCode} ${target.phone}`,
    error: s.context.error,
    serverMessage: s.context.serverMessage,
  }
}
