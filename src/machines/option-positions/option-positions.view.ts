import type { SnapshotFrom } from 'xstate'
import type { OptionDirection, OptionOrder, OptionOutcome } from '@/api/contract/micro'
import { optionNet, outcomeOf, remainingMs, settlementOf } from '@/api/contract/micro-math'
import { decimalsOf } from '@/api/contract/wallet-math'
import type { ErrorCode } from '@/api/errors'
import { loadStatus } from '../load-status'
import { isDue, SECOND } from './option-positions.logic'
import type { optionPositionsMachine } from './option-positions.machine'

export type OptionPositionsSnapshot = SnapshotFrom<typeof optionPositionsMachine>

/** The last seconds of an option: its timer is announced once, when they start. */
export const ENDING_SECONDS = 10

/** What every card of an option shows. Money and prices are decimal strings. */
export interface OptionCardBase {
  id: number
  /** The platform's display number. */
  showId: number
  symbol: string
  base: string
  /** The stake coin ("USDT"). */
  quote: string
  direction: OptionDirection
  /** Duration. */
  seconds: number
  stake: string
  /** Charged on top of the stake, never refunded. */
  fee: string
  /** Payout on a win, percent of the stake. */
  payoutRatio: string
  openPrice: string
  /** The engine second that gave `openPrice` (ms). */
  openTick: number
  /** The expiry, the engine second whose price settles it (ms). */
  settleTick: number
  /** Decimals of the stake coin. */
  scale: number
}

/** What the option would bring if it ended at the live price. */
export interface ExpectedResult {
  outcome: OptionOutcome
  /** credit − stake − fee. */
  net: string
}

/** Running: the live price, the countdown and the expected result. */
export interface OpenOptionCard extends OptionCardBase {
  state: 'open'
  /** The pair's last price from the quotes store; null before the first quote. */
  livePrice: string | null
  remainingMs: number
  /** Whole seconds left, rounded up (what the countdown shows). */
  secondsLeft: number
  /** Share of the duration gone, 0 to 1 (the bar). */
  progress: number
  /** In its last `endingSeconds` (`ENDING_SECONDS`): said once to screen readers. */
  isEnding: boolean
  endingSeconds: number
  expected: ExpectedResult | null
}

/** Past its expiry, its result not in yet. */
export interface SettlingOptionCard extends OptionCardBase {
  state: 'settling'
  /** Asked for and still not settled (or the ask failed): the card says it waits for the result. */
  isWaiting: boolean
}

export interface OptionResultCard extends OptionCardBase {
  state: 'settled'
  outcome: OptionOutcome
  /** payout − stake − fee. */
  net: string
  /** What the settlement credited back (the stake on a tie, nothing on a loss). */
  payout: string
  /** The engine's price at exactly `settleTick`. */
  endPrice: string
}

export type LiveOptionCard = OpenOptionCard | SettlingOptionCard

export interface OptionPositionsView {
  /** The open options' load; `empty`: loaded with nothing to show. */
  status: 'loading' | 'failed' | 'empty' | 'ready'
  error: ErrorCode | null
  /** The machine's now (ms). */
  now: number
  /** Open and settling options, newest first. */
  cards: LiveOptionCard[]
  /** Settled options, newest first (at most 5). */
  results: OptionResultCard[]
  /** More than one result card: "Clear results" is offered. */
  canClearResults: boolean
}

/** credit − stake − fee (micro-math's optionNet). */
const netOf = (credit: string, o: OptionOrder) => optionNet(credit, o.stake, o.fee)

function baseOf(o: OptionOrder): OptionCardBase {
  return {
    id: o.id,
    showId: o.showId,
    symbol: o.symbol,
    base: o.base,
    quote: o.quote,
    direction: o.direction,
    seconds: o.seconds,
    stake: o.stake,
    fee: o.fee,
    payoutRatio: o.payoutRatio,
    openPrice: o.openPrice,
    openTick: o.openTick,
    settleTick: o.settleTick,
    scale: Math.max(decimalsOf(o.stake), decimalsOf(o.fee)),
  }
}

/** The result `o` would have at `price` (micro-math's outcome and settlement). */
export function expectedAt(o: OptionOrder, price: string, scale = baseOf(o).scale) {
  const outcome = outcomeOf(o.direction, o.openPrice, price)
  const { credit } = settlementOf(outcome, o.stake, o.payoutRatio, scale)
  return { outcome, net: netOf(credit, o) }
}

export function toLiveCard(
  o: OptionOrder,
  now: number,
  livePrice: string | null,
  unanswered: readonly number[] = [],
): LiveOptionCard {
  const base = baseOf(o)
  if (isDue(o, now)) return { ...base, state: 'settling', isWaiting: unanswered.includes(o.id) }
  const left = remainingMs(o.settleTick, now)
  const secondsLeft = Math.ceil(left / SECOND)
  const total = o.settleTick - o.openTick
  return {
    ...base,
    state: 'open',
    livePrice,
    remainingMs: left,
    secondsLeft,
    progress: total > 0 ? Math.min(1, Math.max(0, (total - left) / total)) : 1,
    isEnding: secondsLeft <= ENDING_SECONDS,
    endingSeconds: ENDING_SECONDS,
    expected: livePrice === null ? null : expectedAt(o, livePrice, base.scale),
  }
}

export function toResultCard(o: OptionOrder): OptionResultCard {
  const base = baseOf(o)
  const endPrice = o.endPrice ?? o.openPrice
  const outcome = o.outcome ?? outcomeOf(o.direction, o.openPrice, endPrice)
  const payout = o.payout ?? settlementOf(outcome, o.stake, o.payoutRatio, base.scale).credit
  return {
    ...base,
    state: 'settled',
    outcome,
    payout,
    net: netOf(payout, o),
    endPrice,
  }
}

/**
 * The cards at the machine's now, valued at `prices` (the quotes store's last price by symbol,
 * "BTC/USDT" → "41251.65"; a symbol missing has no live figures yet).
 */
export function toOptionPositionsView(
  s: OptionPositionsSnapshot,
  prices: Readonly<Record<string, string>> = {},
): OptionPositionsView {
  const { now, orders, results, unanswered, error } = s.context
  const cards = orders.map((o) => toLiveCard(o, now, prices[o.symbol] ?? null, unanswered))
  const load = loadStatus(s)
  const empty = load === 'ready' && cards.length === 0 && results.length === 0
  return {
    status: empty ? 'empty' : load,
    error,
    now,
    cards,
    results: results.map(toResultCard),
    canClearResults: results.length > 1,
  }
}
