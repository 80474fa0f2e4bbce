/**
 * Where a verification error shows: under the field it concerns, or for the whole form. The
 * contract's refinement messages are BusinessErrorCodes, so a rule refused here reads exactly like
 * the same rule refused by the sandbox.
 */
import { safeParse } from 'zod/mini'
import { businessErrorCodes, type Schema } from '@/api/contract/common'
import { toErrorCode, toServerMessage, type ErrorCode } from '@/api/errors'
import { ownError } from '../own-error'

export type KycField = 'idType' | 'name' | 'cardId' | 'front' | 'reverse'

export interface KycErrorState {
  error: ErrorCode | null
  errorField: KycField | null
  serverMessage: string
}

export const noKycError: KycErrorState = { error: null, errorField: null, serverMessage: '' }

const fieldOfWire: Record<string, KycField> = {
  id_type: 'idType',
  name: 'name',
  card_id: 'cardId',
  front_pic: 'front',
  reverse_pic: 'reverse',
}

const fieldOfCode: Partial<Record<ErrorCode, KycField>> = {
  idTypeRequired: 'idType',
  nameRequired: 'name',
  nameInvalid: 'name',
  cardIdRequired: 'cardId',
  cardIdInvalid: 'cardId',
  cardIdTaken: 'cardId',
  picturesIdentical: 'reverse',
}

const known = new Set<string>(businessErrorCodes)

/** The first problem `schema` finds in `value`, as an error state (none when it is valid). */
export function kycIssue(schema: Schema, value: unknown): KycErrorState {
  const result = safeParse(schema, value)
  if (result.success) return noKycError
  const issue = result.error.issues[0]
  const error = issue && known.has(issue.message) ? (issue.message as ErrorCode) : 'parameterError'
  const key = issue?.path[0]
  return {
    error,
    errorField: typeof key === 'string' ? (fieldOfWire[key] ?? null) : null,
    serverMessage: '',
  }
}

/** The field a server refusal belongs to, if any. */
export function fieldOfKycError(code: ErrorCode): KycField | null {
  return fieldOfCode[code] ?? null
}

/** A failed load of the record: its code is shown as it is (loadFailed). */
export function loadErrorOf(thrown: unknown): KycErrorState {
  return { ...noKycError, error: toErrorCode(thrown), serverMessage: toServerMessage(thrown) }
}

/** A refused submission, under its field; a session error (999/998) is stored as none. */
export function refusalOf(thrown: unknown): KycErrorState {
  const { error, serverMessage } = ownError(thrown)
  return { error, errorField: error && fieldOfKycError(error), serverMessage }
}
