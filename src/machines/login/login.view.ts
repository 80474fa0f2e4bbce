import type { SnapshotFrom } from 'xstate'
import { isSessionError, type ErrorCode } from '@/api/errors'
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
  // 999/998 are the session's to announce (a toast and a redirect), not the form's
  const own = isSessionError(s.context.error) ? null : s.context.error
  const fromCode = s.context.mode === 'code' && !isSessionError(codeButton.error) ? codeButton.error : null
  return {
    mode: s.context.mode,
    account: s.context.account,
    password: s.context.password,
    code: s.context.code,
    codeButton,
    isSubmitting: s.matches('submitting'),
    error: own ?? fromCode,
    errorField: own ? s.context.errorField : fromCode ? 'code' : null,
    serverMessage: own ? s.context.serverMessage : codeButton.serverMessage,
  }
}
