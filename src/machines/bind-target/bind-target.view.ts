import type { SnapshotFrom } from 'xstate'
import type { ErrorCode } from '@/api/errors'
import { accountValue, type Channel } from '../account-fields'
import {
  toCodeButtonView,
  type CodeButtonSnapshot,
  type CodeButtonView,
} from '../code-button/code-button.view'
import { formErrorView, type FormField } from '../form-errors'
import type { bindTargetMachine } from './bind-target.machine'

export type BindTargetSnapshot = SnapshotFrom<typeof bindTargetMachine>

export interface BindTargetView {
  kind: Channel
  /** The new e-mail or phone number, as typed. */
  account: string
  areaCode: string
  areaIso: string
  code: string
  codeButton: CodeButtonView
  isSubmitting: boolean
  isBound: boolean
  error: ErrorCode | null
  errorField: FormField | null
  serverMessage: string
}

export function toBindTargetView(s: BindTargetSnapshot, code: CodeButtonSnapshot): BindTargetView {
  const codeButton = toCodeButtonView(code)
  const c = s.context
  return {
    kind: c.channel,
    account: accountValue(c),
    areaCode: c.areaCode,
    areaIso: c.areaIso,
    code: c.code,
    codeButton,
    isSubmitting: s.matches('submitting'),
    isBound: s.matches('bound'),
    ...formErrorView(c, codeButton),
  }
}
