/**
 * Turns the first zod issue of a contract schema into an error code and the field it belongs to.
 * The contract's refinement messages are BusinessErrorCodes (see contract/auth.ts), so the same
 * rule gives the same translated message in every form and on the sandbox.
 */
import { safeParse } from 'zod/mini'
import { businessErrorCodes, type Schema } from '@/api/contract/common'
import type { ErrorCode } from '@/api/errors'
import { ownCode, ownError } from './own-error'

export type FormField = 'account' | 'password' | 'rePassword' | 'code' | 'inviteCode'

/** Wire field → form field. The account is one input whatever the wire calls it. */
const fieldOf: Record<string, FormField> = {
  user_string: 'account',
  area_code: 'account',
  email: 'account',
  mobile: 'account',
  password: 'password',
  re_password: 'rePassword',
  code: 'code',
  extension_code: 'inviteCode',
}

const known = new Set<string>(businessErrorCodes)

/**
 * The message to show for `value`, and under which field. Issues are taken in the order of the
 * value's own keys (the form's order, top to bottom), so a cross-field rule such as "this phone
 * does not fit its area code" is not outranked by a field further down.
 */
export function firstIssue(
  schema: Schema,
  value: unknown,
  field?: FormField,
): { error: ErrorCode | null; errorField: FormField | null; serverMessage: string } {
  const result = safeParse(schema, value)
  if (result.success) return { error: null, errorField: null, serverMessage: '' }
  const order = value && typeof value === 'object' ? Object.keys(value) : []
  const rank = (key: unknown) => {
    const i = order.indexOf(String(key))
    return i === -1 ? order.length : i
  }
  const issue = [...result.error.issues].sort((a, b) => rank(a.path[0]) - rank(b.path[0]))[0]
  const code = issue && known.has(issue.message) ? (issue.message as ErrorCode) : 'parameterError'
  const key = issue?.path[0]
  return {
    error: code,
    errorField: field ?? (typeof key === 'string' ? (fieldOf[key] ?? null) : null),
    serverMessage: '',
  }
}

const fieldOfCode: Partial<Record<ErrorCode, FormField>> = {
  accountExists: 'account',
  accountNotFound: 'account',
  accountRequired: 'account',
  alreadyBound: 'account',
  areaCodeInvalid: 'account',
  emailInUse: 'account',
  emailInvalid: 'account',
  phoneInUse: 'account',
  phoneInvalid: 'account',
  phoneRequired: 'account',
  codeExpired: 'code',
  codeInvalid: 'code',
  codeRequired: 'code',
  tooManyAttempts: 'code',
  passwordLength: 'password',
  passwordRequired: 'password',
  specialCharacters: 'password',
  passwordMismatch: 'rePassword',
  inviteCodeInvalid: 'inviteCode',
}

/** The field a server refusal belongs to, so the message shows under the input it is about. */
export function fieldOfError(code: ErrorCode): FormField | null {
  return fieldOfCode[code] ?? null
}

/** The error fields every form machine keeps in its context. */
export interface FormErrorState {
  error: ErrorCode | null
  errorField: FormField | null
  serverMessage: string
}

export const noFormError: FormErrorState = { error: null, errorField: null, serverMessage: '' }

/**
 * A failed request as form state: the code, the field it concerns, the server's sentence; none
 * for 999 and 998, which are the session's to announce (a toast and a redirect), never the form's.
 */
export function fromRequestError(thrown: unknown): FormErrorState {
  const { error, serverMessage } = ownError(thrown)
  return { error, errorField: error && fieldOfError(error), serverMessage }
}

/**
 * What a form shows: its own error, else the get-code button's (under the code field). The button
 * keeps a session code (its own view shows what it holds), so it is left out here.
 */
export function formErrorView(
  own: FormErrorState,
  code?: { error: ErrorCode | null; serverMessage: string } | null,
): FormErrorState {
  if (own.error) return own
  const codeError = ownCode(code?.error ?? null)
  if (code && codeError) {
    return {
      error: codeError,
      errorField: fieldOfError(codeError) ?? 'code',
      serverMessage: code.serverMessage,
    }
  }
  return noFormError
}
