import type { SnapshotFrom } from 'xstate'
import type { ErrorCode } from '@/api/errors'
import { toCodeButtonView, type CodeButtonSnapshot, type CodeButtonView } from '../code-button/code-button.view'
import type { FormField } from '../form-errors'
import type { LoginMode, loginMachine } from './login.machine'

export type LoginSnapshot = SnapshotFrom<typeof loginMachine>

export interface LoginView {
  mode: LoginMode
  account: string
  password: string
  code: string
  codeButton: CodeButtonView
  isSubmitting: boolean
  /** The form-level or request error; `errorField` says which input it belongs to, if any. */
  error: ErrorCode | null
  errorField: FormField | null
  serverMessage: string
}

/** `code` is the invoked get-code button's snapshot (`snapshot.children.codeButton`). */
export function toLoginView(s: LoginSnapshot, code: CodeButtonSnapshot): LoginView {
  const codeButton = toCodeButtonView(code)
  return {
    mode: s.context.mode,
    account: s.context.account,
    password: s.context.password,
    code: s.context.code,
    codeButton,
    isSubmitting: s.matches('submitting'),
    error: s.context.error ?? (s.context.mode === 'code' ? codeButton.error : null),
    errorField: s.context.error ? s.context.errorField : codeButton.error ? 'code' : null,
    serverMessage: s.context.error ? s.context.serverMessage : codeButton.serverMessage,
  }
}
