/**
 * The seconds-options ticket's rules (issue 14; api-reference §8.2; contract/micro.ts, every figure
 * and check from contract/micro-math.ts): the draft as the sandbox checks it (stakeIssue over
 * stakeLimits), the request it sends, the terms the confirm sheet shows (optionTerms), where a
 * refusal is shown. The ticket shows what the server will do.
 */
import {
  optionDirectionCodes,
  type MicroSubmitRequest,
  type OptionDirection,
  type OptionDuration,
  type OptionOrder,
  type PayableCurrency,
} from '@/api/contract/micro'
import {
  maxStake,
  optionFee,
  optionTerms,
  stakeIssue,
  stakeLimits,
  type OptionTerms,
} from '@/api/contract/micro-math'
import { amountIssue, compareDecimals } from '@/api/contract/wallet-math'
import type { ErrorCode } from '@/api/errors'
import type { KeyedContext } from '../keyed-submission'
import { noRefusal, type FormRefusal } from '../money-form'

/** The pair the ticket trades, as the screen names it. */
export interface OptionPair {
  symbol: string
  matchId: number
}

/** What the ticket loads: the pair's durations (shortest first) and the stake currency. */
export interface OptionTicketTerms {
  durations: OptionDuration[]
  currency: PayableCurrency
}

export type OptionField = 'stake'

export interface OptionTicketContext extends KeyedContext, FormRefusal<OptionField> {
  pair: OptionPair
  /** The direction of the last Rise / Fall tap (what the sheet confirms). */
  direction: OptionDirection
  /** The chosen duration (seconds); null until the pair's durations are known. */
  seconds: number | null
  stake: string
  durations: OptionDuration[] | null
  currency: PayableCurrency | null
  /** The last price the screen reported (quotes store); '' before the first. */
  last: string
  /** The last option placed from this ticket. */
  order: OptionOrder | null
}

/** The chosen duration, or null (none loaded, or the pair offers none). */
export const durationOf = (c: Pick<OptionTicketContext, 'durations' | 'seconds'>) =>
  c.durations?.find((d) => d.seconds === c.seconds) ?? null

/** The duration kept for a pair: the wanted one when offered, else the shortest. */
export function secondsFor(durations: OptionDuration[], wanted: number | null): number | null {
  if (wanted !== null && durations.some((d) => d.seconds === wanted)) return wanted
  return durations[0]?.seconds ?? null
}

/** The stake range of the chosen duration (micro-math stakeLimits); no limits before loading. */
export function limitsOf(c: OptionTicketContext): { min: string | null; max: string | null } {
  const duration = durationOf(c)
  if (!c.currency || !duration) return { min: null, max: null }
  return stakeLimits(
    { min: c.currency.min, max: c.currency.max },
    { min: duration.minAmount, max: duration.maxAmount },
  )
}

/**
 * The first reason the sandbox would refuse the ticket, or null. The number of open options is the
 * server's to check (`tooManyOpenOptions` comes back as a refusal).
 */
export function ticketIssue(c: OptionTicketContext): ErrorCode | null {
  if (!c.currency) return 'currencyNotSupported'
  if (!durationOf(c)) return 'durationNotAvailable'
  return stakeIssue({
    stake: c.stake,
    scale: c.currency.scale,
    limits: limitsOf(c),
    feeRate: c.currency.feeRate,
    openCount: 0,
    holdMax: 0,
    balance: c.currency.balance,
  })
}

/** The fee on top of a well-formed stake (optionFee), else null. */
export function feeOf(c: OptionTicketContext): string | null {
  if (!c.currency || amountIssue(c.stake, c.currency.scale) !== null) return null
  return optionFee(c.stake.trim(), c.currency.feeRate, c.currency.scale)
}

/** Everything the confirm sheet shows for a well-formed stake at the chosen duration, else null. */
export function termsOf(c: OptionTicketContext): OptionTerms | null {
  const duration = durationOf(c)
  if (!c.currency || !duration || amountIssue(c.stake, c.currency.scale) !== null) return null
  return optionTerms({
    stake: c.stake.trim(),
    payoutRatio: duration.payoutRatio,
    feeRate: c.currency.feeRate,
    scale: c.currency.scale,
  })
}

/** The largest stake the balance pays for with its fee, capped by the limits (maxStake). */
export function maxStakeOf(c: OptionTicketContext): string {
  if (!c.currency) return '0'
  const { balance, feeRate, scale } = c.currency
  return maxStake(balance, feeRate, scale, limitsOf(c).max)
}

/** "Max": the affordable stake, or why there is none (below the minimum, or nothing). */
export function maxDraft(c: OptionTicketContext): Partial<OptionTicketContext> {
  const max = maxStakeOf(c)
  const { min } = limitsOf(c)
  if (compareDecimals(max, '0') > 0 && (min === null || compareDecimals(max, min) >= 0))
    return { stake: max }
  return { error: 'insufficientBalance', errorField: 'stake', serverMessage: '' }
}

/** The `microtrade/submit` request of the ticket, without its key. */
export function toOptionRequest(
  c: OptionTicketContext,
): Omit<MicroSubmitRequest, 'idempotency_key'> {
  return {
    match_id: c.pair.matchId,
    currency_id: c.currency?.id ?? 0,
    type: optionDirectionCodes[c.direction],
    seconds: c.seconds ?? 0,
    number: c.stake.trim(),
  }
}

const stakeCodes = new Set<ErrorCode>([
  'amountRequired',
  'amountInvalid',
  'amountTooPrecise',
  'stakeBelowMinimum',
  'stakeAboveMaximum',
  'insufficientBalance',
])
/** The field a refusal is shown under; null: above the buttons (duration, open options, pair…). */
export const fieldOf = (code: ErrorCode | null): OptionField | null =>
  code && stakeCodes.has(code) ? 'stake' : null

/** Refusals about the draft: the ticket, not the sheet, shows them. */
const formRefusals = new Set<ErrorCode>([
  ...stakeCodes,
  'durationNotAvailable',
  'tooManyOpenOptions',
  'requestTooFrequent',
  'pairClosed',
  'pairNotFound',
  'currencyNotSupported',
  'parameterError',
])
export const isFormRefusal = (code: ErrorCode) => formRefusals.has(code)

/** Checks said while typing: the balance and the limits (not "required" or a half-typed "1."). */
const liveIssues = new Set<ErrorCode>([
  'amountTooPrecise',
  'stakeBelowMinimum',
  'stakeAboveMaximum',
  'insufficientBalance',
  'durationNotAvailable',
])
/** A problem worth showing as the user types. */
export function liveIssueOf(c: OptionTicketContext): ErrorCode | null {
  const issue = ticketIssue(c)
  if (issue === 'durationNotAvailable' && c.durations !== null) return issue
  if (c.stake.trim() === '') return null
  return issue && liveIssues.has(issue) ? issue : null
}

/** A new pair: its durations to load, no last price yet; direction, duration and stake stay. */
export const freshPair = ({ symbol, matchId }: OptionPair) => ({
  pair: { symbol, matchId },
  durations: null,
  last: '',
  requestKey: null,
  ...noRefusal,
})
