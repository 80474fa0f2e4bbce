import type { SnapshotFrom } from 'xstate'
import type { ErrorCode } from '@/api/errors'
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
  const own = s.context.error
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
    error: own ?? codeButton.error,
    errorField: own ? s.context.errorField : codeButton.error ? 'code' : null,
    serverMessage: own ? s.context.serverMessage : codeButton.serverMessage,
  }
}
