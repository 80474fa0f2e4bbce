/**
 * How a machine stores a failed request. 999 and 998 (`sessionExpired`, `verificationRequired`)
 * are the session machine's to answer: the API client publishes them to it (`sessionErrors`), so a
 * machine stores them as no error at all, and its view shows what it holds without filtering.
 * Recipe: docs/recipes.md "Tags and errors in views".
 */
import { isSessionError, toErrorCode, toServerMessage, type ErrorCode } from '@/api/errors'

/** The code a failure is stored as: null for a session error. */
export function ownErrorCode(thrown: unknown): ErrorCode | null {
  return ownCode(toErrorCode(thrown))
}

/**
 * A code already mapped, without a session error. For the views whose tests hand them a snapshot
 * holding one (assets), and for withdraw, which keeps 998 in its context (its test waits on it).
 */
export function ownCode(code: ErrorCode | null): ErrorCode | null {
  return isSessionError(code) ? null : code
}

/** A failure as stored with the server's sentence: nothing at all for a session error. */
export function ownError(thrown: unknown): { error: ErrorCode | null; serverMessage: string } {
  const error = ownErrorCode(thrown)
  return { error, serverMessage: error ? toServerMessage(thrown) : '' }
}
