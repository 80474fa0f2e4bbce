import type { SnapshotFrom } from 'xstate'
import type { ErrorCode } from '@/api/errors'
import { accountValue, type Channel } from '../account-fields'
import {
  toCodeButtonView,
  type CodeButtonSnapshot,
  type CodeButtonView,
} from '../code-button/code-button.view'
import { formErrorView, type FormField } from '../form-errors'
import type { registerMachine } from './register.machine'

export type RegisterSnapshot = SnapshotFrom<typeof registerMachine>

export interface RegisterView {
  channel: Channel
  /** The e-mail or the phone number, as typed. */
  account: string
  areaCode: string
  areaIso: string
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
  const c = s.context
  return {
    channel: c.channel,
    account: accountValue(c),
    areaCode: c.areaCode,
    areaIso: c.areaIso,
    code: c.code,
    password: c.password,
    rePassword: c.rePassword,
    inviteCode: c.inviteCode,
    inviteLocked: c.inviteLocked,
    codeButton,
    isSubmitting: s.matches('submitting'),
    isRegistered: s.matches('registered'),
    ...formErrorView(c, codeButton),
  }
}
