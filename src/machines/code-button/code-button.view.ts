import type { SnapshotFrom } from 'xstate'
import type { ErrorCode } from '@/api/errors'
import type { codeButtonMachine } from './code-button.machine'

export type CodeButtonSnapshot = SnapshotFrom<typeof codeButtonMachine>

export interface CodeButtonView {
  buttonState: 'ready' | 'sending' | 'coolingDown'
  resendInSeconds: number
  /** True once a code has been sent in this form. */
  codeSent: boolean
  error: ErrorCode | null
  serverMessage: string
}

export function toCodeButtonView(s: CodeButtonSnapshot): CodeButtonView {
  const buttonState = s.matches('sending') ? 'sending' : s.matches('coolingDown') ? 'coolingDown' : 'ready'
  return {
    buttonState,
    resendInSeconds: s.context.resendInSeconds,
    codeSent: s.context.sent > 0,
    error: s.context.error,
    serverMessage: s.context.serverMessage,
  }
}
