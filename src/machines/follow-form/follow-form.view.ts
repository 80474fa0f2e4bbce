import type { SnapshotFrom } from 'xstate'
import type { Follow, TraderDetail } from '@/api/contract/follow'
import {
  copyLots,
  copyPreview,
  FOLLOW_LIMIT,
  FOLLOW_NUMBER_MAX,
  type CopySkipReason,
  type FollowMode,
} from '@/api/contract/follow-math'
import type { PositionSide } from '@/api/contract/lever-math'
import type { ErrorCode } from '@/api/errors'
import { moneyFormStatus, type MoneyFormStatus } from '../money-form'
import {
  numberIssueOf,
  type followFormMachine,
  type FollowFormContext,
} from './follow-form.machine'

export type FollowFormSnapshot = SnapshotFrom<typeof followFormMachine>

export type FollowFormStatus = MoneyFormStatus | 'notFound'

/** How the copy's lots come from the trader's (ratio mode), for the words beside them. */
export type CopyRule =
  /** ⌊trader lots × ratio⌋ */
  | { kind: 'ratio'; traderLots: number; ratio: string; lots: number }
  /** trader lots × ratio is under 1: 1 lot */
  | { kind: 'ratioMinimum'; traderLots: number; ratio: string; lots: number }
  /** ⌊trader lots × ratio⌋ is above the pair's maximum: the maximum */
  | { kind: 'ratioCapped'; traderLots: number; ratio: string; lots: number; max: number }
  /** fixed lots */
  | { kind: 'lots'; lots: number }

/** The trader's latest position as the follow would copy it (follow-math `copyPreview`). */
export interface FollowPreview {
  position: {
    symbol: string
    side: PositionSide
    lots: number
    multiple: number
    /** The trader's entry price: the copy's. */
    price: string
    /** Still open (else it closed: "would have been"). */
    open: boolean
  }
  rule: CopyRule
  lots: number
  margin: string
  fee: string
  /** margin + fee: what the lever balance must cover. */
  cost: string
  /** The caller's lever (futures) balance. */
  balance: string
  coin: string
  priceDecimals: number
  quoteScale: number
  /** Why the copy would be skipped, or null: it would open. */
  issue: CopySkipReason | null
}

export interface FollowFormView {
  status: FollowFormStatus
  trader: { id: number; nickname: string; avatar: string } | null
  /** The caller already follows the trader: the form edits that follow. */
  isEdit: boolean
  mode: FollowMode
  number: string
  /** The number's problem worth showing now (as typed once it reads as a number, or left). */
  numberIssue: ErrorCode | null
  /** The trader has a position to preview. */
  hasPosition: boolean
  /** The preview of the typed terms; null without a position or a valid number. */
  preview: FollowPreview | null
  numberMax: number
  followLimit: number
  isConfirmOpen: boolean
  isSubmitting: boolean
  error: ErrorCode | null
  errorField: 'number' | null
  serverMessage: string
  follow: Follow | null
}

function ruleOf(mode: FollowMode, number: string, traderLots: number, lots: number): CopyRule {
  if (mode === 'lots') return { kind: 'lots', lots }
  const ratio = number.trim()
  // trader lots × ratio < 1 exactly when twice it is < 2, i.e. ⌊2 × lots × ratio⌋ (at least 1) is 1
  if (copyLots(mode, ratio, traderLots * 2, 0) <= 1)
    return { kind: 'ratioMinimum', traderLots, ratio, lots }
  const uncapped = copyLots(mode, ratio, traderLots, 0)
  return uncapped > lots
    ? { kind: 'ratioCapped', traderLots, ratio, lots, max: lots }
    : { kind: 'ratio', traderLots, ratio, lots }
}

/** The preview of the context's terms on the trader's latest position, or null. */
export function previewOf(
  c: Pick<FollowFormContext, 'mode' | 'number'> & { detail: TraderDetail | null },
): FollowPreview | null {
  const position = c.detail?.latestPosition
  const rules = c.detail?.copyRules
  if (!c.detail || !position || !rules || numberIssueOf(c) !== null) return null
  const { lots, terms, issue } = copyPreview({
    mode: c.mode,
    number: c.number,
    source: {
      side: position.side,
      originPrice: position.originPrice,
      price: position.price,
      multiple: position.multiple,
      lots: position.lots,
    },
    rules,
    pairOpen: rules.open,
    balance: c.detail.leverBalance,
  })
  return {
    position: {
      symbol: position.symbol,
      side: position.side,
      lots: position.lots,
      multiple: position.multiple,
      price: position.price,
      open: position.status === 'open',
    },
    rule: ruleOf(c.mode, c.number, position.lots, lots),
    lots,
    margin: terms.margin,
    fee: terms.fee,
    cost: terms.cost,
    balance: c.detail.leverBalance,
    coin: position.quote,
    priceDecimals: rules.priceDecimals,
    quoteScale: rules.quoteScale,
    issue,
  }
}

export function toFollowFormView(s: FollowFormSnapshot): FollowFormView {
  const c = s.context
  const status: FollowFormStatus = s.hasTag('notFound') ? 'notFound' : moneyFormStatus(s)
  const typed = c.number.trim()
  const issue = numberIssueOf(c)
  const showIssue = c.touched || (typed !== '' && !typed.endsWith('.'))
  return {
    status,
    trader: c.detail
      ? {
          id: c.detail.trader.id,
          nickname: c.detail.trader.nickname,
          avatar: c.detail.trader.avatar,
        }
      : null,
    isEdit: c.detail?.myFollow != null,
    mode: c.mode,
    number: c.number,
    numberIssue: showIssue ? issue : null,
    hasPosition: c.detail?.latestPosition != null && c.detail.copyRules != null,
    preview: previewOf(c),
    numberMax: FOLLOW_NUMBER_MAX,
    followLimit: FOLLOW_LIMIT,
    isConfirmOpen: status === 'confirming' || status === 'submitting',
    isSubmitting: status === 'submitting',
    error: c.error,
    errorField: c.errorField,
    serverMessage: c.serverMessage,
    follow: c.follow,
  }
}
