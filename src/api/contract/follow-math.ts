/**
 * Copy-trading ("follow") formulas (issue 15, api-reference §10; the contract is follow.ts). Each
 * exists only here: the sandbox sizes, prices and checks every copy and computes every trader
 * statistic with them; the follow sheet previews the trader's latest position as it would be
 * copied, and the trader screens show the same statistics.
 *
 * Money is in the quote coin (USDT). A copy's margin and fee come from lever-math's `openTerms`
 * (never rewritten here), so they round exactly as an own position's do: up.
 *
 * The product's rules (where §10 is silent or does not fit this platform; written in follow.ts too):
 * - **Whole lots.** Futures on this platform trade whole lots only (lever-math `lotsIssue`), so
 *   §10's "trader lots × ratio, rounded to 2 dp, at least 1" cannot be used as written. Ratio mode
 *   (type 1) copies `floor(trader lots × ratio)` lots, never more than the ratio allows, at least
 *   1, and never above the pair's maximum lots (`maxLots`, 0 = no maximum). Lots mode (type 2)
 *   copies exactly `number` lots; when the pair's limits refuse that count the copy is skipped
 *   (`lotsOutOfRange`), never resized.
 * - **`number`**: ratio mode, a decimal > 0 and ≤ 5 with at most 2 decimals (0.5, 1, 2.5); lots
 *   mode, a whole number 1–5. Anything else is `followNumberInvalid`.
 * - **At most 2 active follows** per user (`FOLLOW_LIMIT`), a trader cannot follow, and nobody
 *   follows themself.
 * - **A copy's terms**: the trader's entry price (after the spread: the copy pays no second
 *   spread) and multiple; margin = price × lots × lot size ÷ multiple and fee = notional × the
 *   pair's fee rate ÷ 100, both from `openTerms`. It is skipped, with its reason recorded and the
 *   follower told, when the pair is closed (`pairClosed`), the lots are out of the pair's range
 *   (`lotsOutOfRange`) or the lever balance does not cover margin + fee (`insufficientBalance`).
 * - **Statistics** come only from the trader's real own positions (never a set follower count or
 *   a figure, §17.9): a position counts once it is closed; a win is P/L > 0; rates are percent,
 *   2 decimals, half up, '0.00' when there is nothing to divide by. Days are UTC days.
 */
import { Big } from 'big.js'
import { openTerms, type LeverRules, type OpenTerms, type PositionSide } from './lever-math'
import { decimalsOf } from './wallet-math'

const D = Big()
D.DP = 40
D.RM = Big.roundDown

export type FollowMode = 'ratio' | 'lots'
/** `type` on the wire: 1 fixed ratio, 2 fixed lots. */
export const followModeCodes: Record<FollowMode, 1 | 2> = { ratio: 1, lots: 2 }
export const followModeOf = (type: number): FollowMode => (type === 2 ? 'lots' : 'ratio')

/** The largest `number` in either mode (§10). */
export const FOLLOW_NUMBER_MAX = 5
/** Active follows a user may have at once (§10). */
export const FOLLOW_LIMIT = 2
/** Decimals of a ratio. */
export const FOLLOW_RATIO_DECIMALS = 2
/** Days in a trader's P/L chart. */
export const DAILY_PNL_DAYS = 30
const DAY_MS = 86_400_000

/** Why a copy is not opened (recorded on the skipped copy and told to the follower). */
export const copySkipReasons = ['insufficientBalance', 'lotsOutOfRange', 'pairClosed'] as const
export type CopySkipReason = (typeof copySkipReasons)[number]

/** Why `number` is not a valid `number` for `mode`, or null. */
export function followNumberIssue(mode: FollowMode, number: string): 'followNumberInvalid' | null {
  const text = number.trim()
  const pattern = mode === 'lots' ? /^\d{1,9}$/ : /^\d{1,9}(\.\d{1,2})?$/
  if (!pattern.test(text)) return 'followNumberInvalid'
  const n = new D(text)
  if (n.lte(0) || n.gt(FOLLOW_NUMBER_MAX)) return 'followNumberInvalid'
  return null
}

/**
 * The lots a follow copies of a trader's position of `traderLots` lots: ratio mode
 * `min(max(1, floor(traderLots × ratio)), maxLots)` (maxLots 0: no maximum), lots mode exactly
 * `number`. `number` must have passed `followNumberIssue`.
 */
export function copyLots(
  mode: FollowMode,
  number: string,
  traderLots: number,
  maxLots: number,
): number {
  if (mode === 'lots') return Number(new D(number.trim()).round(0, Big.roundDown).toString())
  const scaled = Number(new D(traderLots).times(number.trim()).round(0, Big.roundDown).toString())
  const lots = Math.max(1, scaled)
  return maxLots > 0 ? Math.min(lots, maxLots) : lots
}

/** The trader's position a copy is made of. */
export interface CopySource {
  side: PositionSide
  /** The trader's price before the spread. */
  originPrice: string
  /** The trader's entry price: the copy's price. */
  price: string
  multiple: number
}

/**
 * What a copy of `lots` lots costs: the trader's entry price and multiple, margin and fee by
 * lever-math's `openTerms` (no second spread: the copy opens at the trader's price).
 */
export function copyTerms(
  source: CopySource,
  lots: number,
  rules: Pick<LeverRules, 'lotSize' | 'feeRate' | 'priceDecimals' | 'quoteScale'>,
): OpenTerms {
  const terms = openTerms({
    side: source.side,
    originPrice: source.price,
    lots,
    multiple: source.multiple,
    rules: { ...rules, spread: '0' },
  })
  return { ...terms, originPrice: source.originPrice, price: source.price }
}

/** The lever balance does not cover the copy's margin + fee. */
export const copyIssue = (balance: string, terms: Pick<OpenTerms, 'cost'>) =>
  new D(balance).lt(terms.cost) ? ('insufficientBalance' as const) : null

/** Why a copy is skipped, in the sandbox's order (pair, lots, balance), or null: it opens. */
export function copySkipReason(input: {
  pairOpen: boolean
  lots: number
  rules: Pick<LeverRules, 'minLots' | 'maxLots'>
  balance: string
  terms: Pick<OpenTerms, 'cost'>
}): CopySkipReason | null {
  const { rules, lots } = input
  if (!input.pairOpen) return 'pairClosed'
  if (lots < rules.minLots || (rules.maxLots > 0 && lots > rules.maxLots)) return 'lotsOutOfRange'
  return copyIssue(input.balance, input.terms)
}

/** The whole preview of the follow sheet: a trader's position as `mode`/`number` would copy it. */
export function copyPreview(input: {
  mode: FollowMode
  number: string
  source: CopySource & { lots: number }
  rules: Pick<
    LeverRules,
    'lotSize' | 'feeRate' | 'priceDecimals' | 'quoteScale' | 'minLots' | 'maxLots'
  >
  pairOpen: boolean
  balance: string
}) {
  const lots = copyLots(input.mode, input.number, input.source.lots, input.rules.maxLots)
  const terms = copyTerms(input.source, lots, input.rules)
  const issue = copySkipReason({
    pairOpen: input.pairOpen,
    lots,
    rules: input.rules,
    balance: input.balance,
    terms,
  })
  return { lots, terms, issue }
}

/** A closed own position of a trader, as the statistics read it. */
export interface ClosedPosition {
  /** Realised P/L (`fact_profits`). */
  pnl: string
  /** Margin at opening (`origin_caution_money`). */
  originMargin: string
  side: PositionSide
  /** When it closed, ms. */
  closedAt: number
}

/** One UTC day of the P/L chart. */
export interface DailyPnl {
  /** 'YYYY-MM-DD' (UTC). */
  day: string
  /** The day's start, ms. */
  start: number
  /** Σ P/L of the positions closed that day. */
  pnl: string
}

/** §10's trader statistics (traderDetail `data`, and the list's). */
export interface TraderStats {
  /** Σ realised P/L of closed positions. */
  totalProfits: string
  /** Closed positions with P/L > 0. */
  profitCount: number
  /** profitCount ÷ closed × 100, 2 decimals. */
  correctRate: string
  /** Closed longs and shorts (riseCount + fallCount = closedCount). */
  riseCount: number
  fallCount: number
  closedCount: number
  /** Σ P/L ÷ Σ origin margin × 100, 2 decimals. */
  totalIncomeRate: string
  /** Yesterday's (UTC) Σ P/L ÷ that day's Σ origin margin × 100, 2 decimals. */
  yesterdayProfits: string
  /** Open positions. */
  positionCount: number
  /** Open + closed. */
  totalCount: number
  /** The last 30 UTC days, today last, zero-filled. */
  dailyPnl: DailyPnl[]
}

/** `part ÷ whole × 100`, 2 decimals half up; '0.00' when whole ≤ 0. */
export function percentOf(part: Big | string | number, whole: Big | string | number): string {
  const w = new D(whole)
  if (w.lte(0)) return '0.00'
  return new D(part).times(100).div(w).round(2, Big.roundHalfUp).toFixed(2)
}

/** The start (ms) of the UTC day holding `t`. */
export const utcDayStart = (t: number) => Math.floor(t / DAY_MS) * DAY_MS
const dayKey = (start: number) => new Date(start).toISOString().slice(0, 10)

/**
 * A trader's statistics from their closed own positions and the count of their open ones, as of
 * `now` (ms). Sums are exact, with as many decimals as the P/L values carry (at least `scale`).
 */
export function traderStats(
  closed: readonly ClosedPosition[],
  openCount: number,
  now: number,
  scale = 2,
): TraderStats {
  const places = closed.reduce((m, p) => Math.max(m, decimalsOf(p.pnl.trim())), scale)
  const fixed = (v: Big) => v.toFixed(places)
  const today = utcDayStart(now)
  const yesterday = today - DAY_MS
  const first = today - (DAILY_PNL_DAYS - 1) * DAY_MS
  const days = Array.from({ length: DAILY_PNL_DAYS }, () => new D(0))
  let total = new D(0)
  let margin = new D(0)
  let yPnl = new D(0)
  let yMargin = new D(0)
  let wins = 0
  let rises = 0
  for (const p of closed) {
    total = total.plus(p.pnl)
    margin = margin.plus(p.originMargin)
    if (new D(p.pnl).gt(0)) wins += 1
    if (p.side === 'long') rises += 1
    if (p.closedAt >= yesterday && p.closedAt < today) {
      yPnl = yPnl.plus(p.pnl)
      yMargin = yMargin.plus(p.originMargin)
    }
    if (p.closedAt >= first && p.closedAt < today + DAY_MS) {
      const i = Math.floor((p.closedAt - first) / DAY_MS)
      days[i] = days[i]!.plus(p.pnl)
    }
  }
  return {
    totalProfits: fixed(total),
    profitCount: wins,
    correctRate: percentOf(wins, closed.length),
    riseCount: rises,
    fallCount: closed.length - rises,
    closedCount: closed.length,
    totalIncomeRate: percentOf(total, margin),
    yesterdayProfits: percentOf(yPnl, yMargin),
    positionCount: openCount,
    totalCount: closed.length + openCount,
    dailyPnl: days.map((pnl, i) => {
      const start = first + i * DAY_MS
      return { day: dayKey(start), start, pnl: fixed(pnl) }
    }),
  }
}
