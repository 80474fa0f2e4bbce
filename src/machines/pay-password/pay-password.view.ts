import type { SnapshotFrom } from 'xstate'
import type { ErrorCode } from '@/api/errors'
import {
  toCodeButtonView,
  type CodeButtonSnapshot,
  type CodeButtonView,
} from '../code-button/code-button.view'
import { formErrorView, type FormField } from '../form-errors'
import type { payPasswordMachine } from './pay-password.machine'

export type PayPasswordSnapshot = SnapshotFrom<typeof payPasswordMachine>

export interface PayPasswordView {
  hasPayPassword: boolean
  password: string
  rePassword: string
  code: string
  codeButton: CodeButtonView
  isSubmitting: boolean
  isSaved: boolean
  error: ErrorCode | null
  errorField: FormField | null
  serverMessage: string
}

export function toPayPasswordView(
  s: PayPasswordSnapshot,
  code: CodeButtonSnapshot,
): PayPasswordView {
  const codeButton = toCodeButtonView(code)
  const c = s.context
  return {
    hasPayPassword: c.hasPayPassword,
    password: c.password,
    rePassword: c.rePassword,
    code: c.code,
    codeButton,
    isSubmitting: s.matches('submitting'),
    isSaved: s.matches('saved'),
    ...formErrorView(c, codeButton),
  }
}
