import type { SnapshotFrom } from 'xstate'
import { isSessionError, type ErrorCode } from '@/api/errors'
import { toCodeButtonView, type CodeButtonSnapshot, type CodeButtonView } from '../code-button/code-button.view'
import type { FormField } from '../form-errors'
import type { registerMachine } from './register.machine'

export type RegisterSnapshot = SnapshotFrom<typeof registerMachine>

export interface RegisterView {
  account: string
  code: string
  password: string
  rePassword: string
  inviteCode: string
  inviteLocked: boolean
  codeButton: CodeButtonView
  isSubmitting: boolean
  isRegistered: boolean
  error: ErrorCode | null
  errorField: FormField | null
  serverMessage: string
}

export function toRegisterView(s: RegisterSnapshot, code: CodeButtonSnapshot): RegisterView {
  const codeButton = toCodeButtonView(code)
  // 999/998 are the session's to announce (a toast and a redirect), not the form's
  const own = isSessionError(s.context.error) ? null : s.context.error
  const fromCode = isSessionError(codeButton.error) ? null : codeButton.error
  return {
    account: s.context.account,
    code: s.context.code,
    password: s.context.password,
    rePassword: s.context.rePassword,
    inviteCode: s.context.inviteCode,
    inviteLocked: s.context.inviteLocked,
    codeButton,
    isSubmitting: s.matches('submitting'),
    isRegistered: s.matches('registered'),
    error: own ?? fromCode,
    errorField: own ? s.context.errorField : fromCode ? 'code' : null,
    serverMessage: own ? s.context.serverMessage : codeButton.serverMessage,
  }
}
