import type { SnapshotFrom } from 'xstate'
import type { ErrorCode } from '@/api/errors'
import { accountValue, type Channel } from '../account-fields'
import {
  toCodeButtonView,
  type CodeButtonSnapshot,
  type CodeButtonView,
} from '../code-button/code-button.view'
import { formErrorView, type FormField } from '../form-errors'
import type { LoginMode, loginMachine } from './login.machine'

export type LoginSnapshot = SnapshotFrom<typeof loginMachine>

export interface LoginView {
  mode: LoginMode
  channel: Channel
  /** The e-mail or the phone number, as typed. */
  account: string
  areaCode: string
  areaIso: string
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
  const c = s.context
  return {
    mode: c.mode,
    channel: c.channel,
    account: accountValue(c),
    areaCode: c.areaCode,
    areaIso: c.areaIso,
    password: c.password,
    code: c.code,
    codeButton,
    isSubmitting: s.matches('submitting'),
    // the code button's refusals matter only while signing in with a code
    ...formErrorView(c, c.mode === 'code' ? codeButton : null),
  }
}
