/**
 * Turns the first zod issue of a contract schema into an error code and the field it belongs to.
 * The contract's refinement messages are BusinessErrorCodes (see contract/auth.ts), so the same
 * rule gives the same translated message in every form and on the sandbox.
 */
import { safeParse } from 'zod/mini'
import { businessErrorCodes, type Schema } from '@/api/contract/common'
import { toErrorCode, toServerMessage, type ErrorCode } from '@/api/errors'

export type FormField = 'account' | 'password' | 'rePassword' | 'code' | 'inviteCode'

const fieldOf: Record<string, FormField> = {
  user_string: 'account',
  password: 'password',
  re_password: 'rePassword',
  code: 'code',
  extension_code: 'inviteCode',
}

const known = new Set<string>(businessErrorCodes)

export function firstIssue(
  schema: Schema,
  value: unknown,
  field?: FormField,
): { error: ErrorCode | null; errorField: FormField | null; serverMessage: string } {
  const result = safeParse(schema, value)
  if (result.success) return { error: null, errorField: null, serverMessage: '' }
  const issue = result.error.issues[0]
  const code = issue && known.has(issue.message) ? (issue.message as ErrorCode) : 'parameterError'
  const key = issue?.path[0]
  return { error: code, errorField: field ?? (typeof key === 'string' ? (fieldOf[key] ?? null) : null), serverMessage: '' }
}

const fieldOfCode: Partial<Record<ErrorCode, FormField>> = {
  accountExists: 'account',
  accountNotFound: 'account',
  accountRequired: 'account',
  emailInvalid: 'account',
  codeExpired: 'code',
  codeInvalid: 'code',
  codeRequired: 'code',
  tooManyAttempts: 'code',
  passwordLength: 'password',
  passwordRequired: 'password',
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

/** A failed request as form state: the code, the field it concerns, the server's sentence. */
export function fromRequestError(thrown: unknown): FormErrorState {
  const error = toErrorCode(thrown)
  return { error, errorField: fieldOfError(error), serverMessage: toServerMessage(thrown) }
}
