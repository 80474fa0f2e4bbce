/**
 * What the money forms (withdraw, convert, fund transfer; issue 5) share besides their keyed
 * submission (keyed-submission.ts): the amount as it is typed, where a refusal is shown, and the
 * status their views read from tags.
 */
import { decimalsOf } from '@/api/contract/wallet-math'
import { toServerMessage, type ErrorCode } from '@/api/errors'
import { ownErrorCode } from './own-error'

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

/** The refusal a failed request leaves: under the amount when the form's rule says so, else for
 * the whole form; none for a session error (999/998, the session's to announce). */
export function refusalOf(
  error: unknown,
  isAmountRefusal: (code: ErrorCode) => boolean,
): FormRefusal<'amount'> {
  const code = ownErrorCode(error)
  return {
    error: code,
    errorField: code && isAmountRefusal(code) ? 'amount' : null,
    serverMessage: toServerMessage(error),
  }
}

/**
 * The tags a money form's states carry for its view: busy (a request in flight), loading (its
 * terms), failed (loading them), sheetOpen (the confirm sheet), submitting (keyed-submission.ts
 * tags its `submitting`), done.
 */
export type MoneyFormTag = 'busy' | 'loading' | 'failed' | 'sheetOpen' | 'submitting' | 'done'

export type MoneyFormStatus =
  'loading' | 'loadFailed' | 'editing' | 'confirming' | 'submitting' | 'done'

/** Where a money form stands, from its tags. */
export function moneyFormStatus(s: { hasTag(tag: MoneyFormTag): boolean }): MoneyFormStatus {
  if (s.hasTag('loading')) return 'loading'
  if (s.hasTag('failed')) return 'loadFailed'
  if (s.hasTag('submitting')) return 'submitting'
  if (s.hasTag('sheetOpen')) return 'confirming'
  return s.hasTag('done') ? 'done' : 'editing'
}

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
