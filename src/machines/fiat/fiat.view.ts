import type { SnapshotFrom } from 'xstate'
import { fiatCodes, type FiatCode, type FiatRateTable } from '@/api/contract/fiat'
import type { ErrorCode } from '@/api/errors'
import type { fiatMachine } from './fiat.machine'

export type FiatSnapshot = SnapshotFrom<typeof fiatMachine>

/** What the rate service is doing: fetching, done (a table younger than 24 h), or failed. */
export type FiatStatus = 'loading' | 'ready' | 'failed'

export interface FiatView {
  status: FiatStatus
  /** The currency figures are shown in, and its rate (units per US dollar, a decimal string). */
  code: FiatCode
  rate: string
  /** The currencies on offer: the eleven of spec §7 that the table quotes (all eleven before one loads). */
  codes: readonly FiatCode[]
  /** Every rate of the table at hand, or null before one has loaded. */
  rates: FiatRateTable | null
  /** A choice waiting for the table. */
  pendingCode: FiatCode | null
  /** No rate could be had: figures are US dollars at 1, and must say so. */
  isFallback: boolean
  /** When this device fetched the rates in use (ms), null before any. */
  savedAt: number | null
  error: ErrorCode | null
  canRetry: boolean
}

export function toFiatView(s: FiatSnapshot): FiatView {
  const { table } = s.context
  return {
    // booting (a table still fresh is taken at once) is loading too
    status: s.hasTag('failed') ? 'failed' : s.hasTag('ready') ? 'ready' : 'loading',
    code: s.context.code,
    rate: s.context.rate,
    codes: table ? fiatCodes.filter((c) => table.rates[c] !== undefined) : fiatCodes,
    rates: table?.rates ?? null,
    pendingCode: s.context.pending,
    isFallback: s.context.isFallback,
    savedAt: table?.savedAt ?? null,
    error: s.context.error,
    canRetry: s.can({ type: 'fiat.retry' }),
  }
}
