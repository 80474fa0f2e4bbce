import type { SnapshotFrom } from 'xstate'
import type { ErrorCode } from '@/api/errors'
import { accountValue, type Channel } from '../account-fields'
import {
  toCodeButtonView,
  type CodeButtonSnapshot,
  type CodeButtonView,
} from '../code-button/code-button.view'
import { formErrorView, type FormField } from '../form-errors'
import type { forgetPasswordMachine } from './forget-password.machine'

export type ForgetPasswordSnapshot = SnapshotFrom<typeof forgetPasswordMachine>

export interface ForgetPasswordView {
  channel: Channel
  /** The e-mail or the phone number, as typed (or given, when locked). */
  account: string
  areaCode: string
  areaIso: string
  /** The account is the signed-in user's own and is not editable. */
  locked: boolean
  code: string
  password: string
  rePassword: string
  codeButton: CodeButtonView
  isSubmitting: boolean
  isDone: boolean
  error: ErrorCode | null
  errorField: FormField | null
  serverMessage: string
}

export function toForgetPasswordView(
  s: ForgetPasswordSnapshot,
  code: CodeButtonSnapshot,
): ForgetPasswordView {
  const codeButton = toCodeButtonView(code)
  const c = s.context
  return {
    channel: c.channel,
    account: accountValue(c),
    areaCode: c.areaCode,
    areaIso: c.areaIso,
    locked: c.locked,
    code: c.code,
    password: c.password,
    rePassword: c.rePassword,
    codeButton,
    isSubmitting: s.matches('submitting'),
    isDone: s.matches('done'),
    ...formErrorView(c, codeButton),
  }
}
