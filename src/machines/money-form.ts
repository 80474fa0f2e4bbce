/**
 * What the three money forms (withdraw, convert, fund transfer; issue 5) share: the amount as it
 * is typed, the one idempotency key per request, and where a refusal is shown.
 *
 * The key (contract/wallet.ts IDEMPOTENCY_KEY) is made by an actor when the user first confirms a
 * request, and sent again, unchanged, with every retry of that same request (a network failure, a
 * wrong pay password), so the server answers a repeat with its first result and money never moves
 * twice. A different request (another amount, a new fee or quote) gets a new key.
 */
import { fromPromise } from 'xstate'
import { requestFingerprint } from '@/api/contract/request-fingerprint'
import { decimalsOf } from '@/api/contract/wallet-math'
import { toErrorCode, toServerMessage, type ErrorCode } from '@/api/errors'
import { newIdempotencyKey } from '@/api/wallet'

/** A key and the request it was made for. */
export interface RequestKey {
  key: string
  request: string
}

/** The held key when it was made for this very request, else null: a new one is needed. */
export function keyFor(
  held: RequestKey | null,
  request: Readonly<Record<string, unknown>>,
): string | null {
  return held && held.request === requestFingerprint(request) ? held.key : null
}

/** Makes a fresh key (the platform's CSPRNG); stories and tests provide a fixed one. */
export const createRequestKey = fromPromise<string>(async () => newIdempotencyKey())

/** Longest amount text kept: 10 integer digits, a dot and 10 decimals (spec §5), with room to spare. */
const AMOUNT_TEXT_MAX = 24

/**
 * An amount as typed: a decimal comma becomes a dot (pt, fr, es keyboards), anything but digits
 * and dots is dropped. Whether it is a valid amount is the contract's to say (`amountIssue`).
 */
export function amountText(value: string): string {
  return value
    .replace(/,/g, '.')
    .replace(/[^\d.]/g, '')
    .slice(0, AMOUNT_TEXT_MAX)
}

/**
 * Refusals that concern the request as confirmed rather than the form: the confirm sheet stays
 * open with the reason, and confirming again retries (with the same key when nothing changed).
 */
const sheetErrors = new Set<ErrorCode>([
  'network',
  'timeout',
  'http',
  'invalidResponse',
  'unknown',
  'idempotencyConflict',
  'requestTooFrequent',
  'payPasswordInvalid',
  'payPasswordLocked',
  'payPasswordNotSet',
  'payPasswordRequired',
])
export const isSheetError = (code: ErrorCode) => sheetErrors.has(code)

/** How a money form shows a refusal: its code, the field it is under (none: the whole form), and
 * the server's own sentence for codes the client cannot name. */
export interface FormRefusal<TField extends string> {
  error: ErrorCode | null
  errorField: TField | null
  serverMessage: string
}
export const noRefusal = { error: null, errorField: null, serverMessage: '' } as const

/** The refusal carried by an actor's error event (`xstate.error.actor.*`), as an ErrorCode. */
export const refusalOf = (event: unknown): ErrorCode =>
  toErrorCode((event as { error?: unknown }).error)
/** The server's own sentence of that refusal (for codes the client cannot name). */
export const serverMessageOf = (event: unknown): string =>
  toServerMessage((event as { error?: unknown }).error)

/** Live checks while typing: the ones worth saying before the user has finished. */
const liveIssues = new Set<ErrorCode>([
  'amountTooPrecise',
  'belowMinimum',
  'conversionTooSmall',
  'insufficientBalance',
  'withdrawLimitExceeded',
])

/** An amount issue shown as the user types (not "required" or a half-typed "1."). */
export const liveIssue = (amount: string, issue: ErrorCode | null): ErrorCode | null =>
  amount.trim() !== '' && issue && liveIssues.has(issue) ? issue : null

/** A figure to write with as many decimals as it has: "199.9", "200", "0.2". */
export interface Figure {
  value: string
  scale: number
}

/** "199.90000000" → { value: "199.9", scale: 1 }. */
export function figureOf(value: string): Figure {
  const trimmed = value.includes('.') ? value.replace(/0+$/, '').replace(/\.$/, '') : value
  return { value: trimmed, scale: decimalsOf(trimmed) }
}
