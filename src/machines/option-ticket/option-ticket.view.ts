import type { SnapshotFrom } from 'xstate'
import type { OptionDirection, OptionOrder } from '@/api/contract/micro'
import type { OptionTerms } from '@/api/contract/micro-math'
import type { ErrorCode } from '@/api/errors'
import { moneyFormStatus } from '../money-form'
import type { optionTicketMachine } from './option-ticket.machine'
import {
  durationOf,
  feeOf,
  fieldOf,
  limitsOf,
  liveIssueOf,
  maxStakeOf,
  termsOf,
} from './option-ticket.rules'

export type OptionTicketSnapshot = SnapshotFrom<typeof optionTicketMachine>

export type OptionTicketStatus = 'loading' | 'loadFailed' | 'editing' | 'confirming' | 'submitting'

/** One duration chip: "30 s · 80 %". */
export interface OptionDurationView {
  seconds: number
  /** Payout on a win, percent of the stake ("80"). */
  payoutRatio: string
}

/** Everything the options ticket and its confirm sheet draw. Figures are decimal strings. */
export interface OptionTicketView {
  status: OptionTicketStatus
  symbol: string
  /** The pair's coins: "BTC", "USDT". */
  base: string
  quote: string
  /** The stake currency ("USDT") and its decimals. */
  coin: string
  scale: number
  /** The pair's durations, shortest first, and the chosen one (null: none offered or loaded). */
  durations: OptionDurationView[]
  seconds: number | null
  /** The chosen duration's payout on a win, percent ("80"); null without a duration. */
  payoutRatio: string | null
  /** The stake as typed, the preset buttons and the largest affordable stake ('0': none). */
  stake: string
  presets: string[]
  maxStake: string
  /** The stake range that applies (micro-math stakeLimits); null: no limit that side. */
  minStake: string | null
  maxStakeLimit: string | null
  /** The fee rate in percent ("1") and the fee on top of the typed stake (null: no valid stake). */
  feeRate: string
  fee: string | null
  /** The options balance (available) and the stakes of open options. */
  balance: string
  locked: string
  /** The direction of the last Rise / Fall tap: what the sheet confirms. */
  direction: OptionDirection
  /** Stake, fee, cost and the three outcomes (optionTerms); null: no valid stake. */
  terms: OptionTerms | null
  /** The last price (the screen's); null before the first: the sheet's "≈ open price". */
  lastPrice: string | null
  /** The reason under the stake (a refusal, or the balance / limits as they are typed). */
  stakeError: ErrorCode | null
  /** The reason above the buttons (duration, open options, one a second, pair). */
  formError: ErrorCode | null
  /** The reason inside the confirm sheet (network…): confirming again retries. */
  sheetError: ErrorCode | null
  /** The server's sentence, for a code the client cannot name. */
  serverMessage: string
  isSheetOpen: boolean
  isSubmitting: boolean
  /** An option was just placed: a short receipt. */
  isPlaced: boolean
  isRefreshingBalance: boolean
  /** The last option placed from this ticket. */
  order: OptionOrder | null
}

export function toOptionTicketView(s: OptionTicketSnapshot): OptionTicketView {
  const c = s.context
  const moneyStatus = moneyFormStatus(s)
  const status = moneyStatus === 'done' ? 'editing' : moneyStatus
  const isSheetOpen = status === 'confirming' || status === 'submitting'
  const [base = '', quote = ''] = c.pair.symbol.split('/')
  const live = status === 'editing' ? liveIssueOf(c) : null
  const stored = isSheetOpen ? null : c.error
  const stakeError =
    c.errorField === 'stake' ? stored : c.error === null && fieldOf(live) === 'stake' ? live : null
  const formError =
    stored !== null && c.errorField === null
      ? stored
      : c.error === null && live !== null && fieldOf(live) === null
        ? live
        : null
  const limits = limitsOf(c)
  return {
    status,
    symbol: c.pair.symbol,
    base,
    quote,
    coin: c.currency?.name ?? quote,
    scale: c.currency?.scale ?? 4,
    durations: (c.durations ?? []).map((d) => ({ seconds: d.seconds, payoutRatio: d.payoutRatio })),
    seconds: durationOf(c)?.seconds ?? null,
    payoutRatio: durationOf(c)?.payoutRatio ?? null,
    stake: c.stake,
    presets: c.currency?.presets ?? [],
    maxStake: maxStakeOf(c),
    minStake: limits.min,
    maxStakeLimit: limits.max,
    feeRate: c.currency?.feeRate ?? '0',
    fee: feeOf(c),
    balance: c.currency?.balance ?? '0',
    locked: c.currency?.locked ?? '0',
    direction: c.direction,
    terms: termsOf(c),
    lastPrice: c.last || null,
    stakeError,
    formError,
    sheetError: isSheetOpen ? c.error : null,
    serverMessage: c.serverMessage,
    isSheetOpen,
    isSubmitting: status === 'submitting',
    isPlaced: s.hasTag('placed'),
    isRefreshingBalance: s.hasTag('refreshing'),
    order: c.order,
  }
}
