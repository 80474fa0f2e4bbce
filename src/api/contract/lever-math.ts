/**
 * Futures ("lever") formulas (issue 13, api-reference §7.2–7.3; the contract is lever.ts). Each
 * exists only here: the sandbox opens, settles, charges and liquidates with them, and the ticket,
 * the positions panel and the confirm sheets preview with them.
 *
 * Money is in the quote coin (USDT), with the quote's decimals (`quoteScale`). Rounding never
 * favours the user and never creates money: margin and fees are rounded up, a P/L is rounded
 * toward −∞ (a profit down, a loss up).
 *
 * The product's rules where §7 is silent or inconsistent (written in lever.ts too):
 * - **Spread** is a disclosed setting (default 0): a long's entry is `origin + spread`, a short's
 *   `origin − spread`; the preview shows both prices.
 * - **Equity** = lever balance (available) + Σ margin (`caution_money`, after any overnight fee
 *   taken from it) + Σ unrealised P/L. §7.3 writes Σ `origin_caution_money` in the numerator;
 *   this product uses what a close would really pay back.
 * - **Risk rate** = equity ÷ Σ origin margin × 100, 2 decimals (0 with no open position).
 * - **Liquidation** (§7.3's intended rule): on the first engine tick where an account's equity is
 *   at or below `liquidationRate` % of its Σ origin margin, every open position of the account is
 *   closed at that tick's price. The balance receives Σ (margin + P/L); if that would take it below
 *   zero the balance ends at zero and the difference is the position's recorded `shortfall`,
 *   covered by the platform. No balance ever goes negative.
 * - **A manual close** pays `margin + P/L`. When that is negative and larger than the available
 *   balance (possible only while other positions' profits carry the account), the close is refused
 *   (`closeNeedsFunds`): close a profitable position or transfer funds first. A close the engine
 *   triggers (take-profit, stop-loss) is never refused: like a liquidation, a loss beyond the
 *   account floors the balance at zero and the rest is the position's recorded `shortfall`.
 * - **Overnight fee** = `price × number × overnight ÷ 100`, taken from the position's margin
 *   first, then from the balance; what neither can pay is waived (and recorded).
 */
import { Big } from 'big.js'
import type { BusinessErrorCode } from './common'
import { priceIssue } from './spot-math'
import { ceilTo } from './wallet-math'

const D = Big()
D.DP = 40
D.RM = Big.roundDown

export type PositionSide = 'long' | 'short'
export type LeverOrderKind = 'market' | 'limit'

/** A pair's futures rules (`lever/deal`: the platform's limits and multiples, the sandbox's rules). */
export interface LeverRules {
  /** Base amount of one lot (`lever_share_num`). */
  lotSize: string
  minLots: number
  /** 0: no maximum. */
  maxLots: number
  /** The allowed leverage values (`multiple.muit`). */
  multiples: number[]
  /** Preset lot buttons (`multiple.share`). */
  lotPresets: number[]
  /** Fee, percent of the notional (`lever_trade_fee`, 0.1 = 0.1 %). */
  feeRate: string
  /** Disclosed spread in quote per unit, added to a long's entry and taken from a short's. */
  spread: string
  /** Overnight fee, percent of the notional per day. */
  overnightRate: string
  /** Liquidation when the risk rate is at or below this percent (`lever_burst_hazard_rate`). */
  liquidationRate: string
  /** Limit openings allowed (`open_lever_entrust`). */
  limitOrders: boolean
  /** Take-profit / stop-loss allowed (`user_set_stopprice`). */
  stopOrders: boolean
  priceDecimals: number
  /** Decimals of the quote coin's balances. */
  quoteScale: number
}

const sign = (side: PositionSide) => (side === 'long' ? 1 : -1)

/** `value` rounded toward −∞ to `scale` decimals (a P/L: a profit down, a loss up). */
export function floorSigned(value: Big | string, scale: number): string {
  const v = new D(value)
  const down = v.round(scale, Big.roundDown)
  return (down.gt(v) ? down.minus(new D(1).div(new D(10).pow(scale))) : down).toFixed(scale)
}

/** Why `lots` is not a valid lot count for `rules`, or null. */
export function lotsIssue(lots: string, rules: Pick<LeverRules, 'minLots' | 'maxLots'>) {
  const text = lots.trim()
  if (text === '') return 'lotsInvalid' as const
  if (!/^\d{1,9}$/.test(text) || Number(text) <= 0) return 'lotsInvalid' as const
  const n = Number(text)
  if (n < rules.minLots || (rules.maxLots > 0 && n > rules.maxLots))
    return 'lotsOutOfRange' as const
  return null
}

/** The base amount of `lots` lots: `share × lever_share_num`. */
export const positionNumber = (lots: number | string, lotSize: string) =>
  new D(lots).times(lotSize).toString()

/** The entry price of a position opened at `origin`: the spread is added for a long, taken for a short. */
export const entryPrice = (origin: string, spread: string, side: PositionSide, decimals: number) =>
  new D(origin).plus(new D(spread).times(sign(side))).toFixed(decimals)

/** What opening costs, all shown before confirming. */
export interface OpenTerms {
  /** The market (or limit) price before the spread. */
  originPrice: string
  /** The entry price (after the spread). */
  price: string
  number: string
  notional: string
  margin: string
  fee: string
  /** margin + fee: what leaves the lever balance. */
  cost: string
}

export function openTerms(input: {
  side: PositionSide
  originPrice: string
  lots: number
  multiple: number
  rules: Pick<LeverRules, 'lotSize' | 'feeRate' | 'spread' | 'priceDecimals' | 'quoteScale'>
}): OpenTerms {
  const { side, originPrice, lots, multiple, rules } = input
  const price = entryPrice(originPrice, rules.spread, side, rules.priceDecimals)
  const number = positionNumber(lots, rules.lotSize)
  const notional = new D(price).times(number)
  const margin = ceilTo(notional.div(multiple).toString(), rules.quoteScale)
  const fee = ceilTo(notional.times(rules.feeRate).div(100).toString(), rules.quoteScale)
  return {
    originPrice,
    price,
    number,
    notional: notional.toString(),
    margin,
    fee,
    cost: new D(margin).plus(fee).toFixed(rules.quoteScale),
  }
}

/** Unrealised P/L of an open position at `mark` (§7.3), rounded toward −∞. */
export const unrealisedPnl = (
  side: PositionSide,
  price: string,
  mark: string,
  number: string,
  quoteScale: number,
) => floorSigned(new D(mark).minus(price).times(number).times(sign(side)), quoteScale)

/** What a close at `mark` pays: the P/L and the credit `margin + P/L` (may be negative). */
export function closeSettlement(
  p: { side: PositionSide; price: string; number: string; margin: string },
  mark: string,
  quoteScale: number,
) {
  const pnl = unrealisedPnl(p.side, p.price, mark, p.number, quoteScale)
  return { pnl, credit: new D(p.margin).plus(pnl).toFixed(quoteScale) }
}

/** One open position as the account's risk sees it. */
export interface RiskPosition {
  /** Current margin (`caution_money`). */
  margin: string
  /** Margin at opening (`origin_caution_money`). */
  originMargin: string
  /** Unrealised P/L at the mark. */
  pnl: string
}

/** balance + Σ margin + Σ P/L. */
export const equityOf = (balance: string, positions: readonly RiskPosition[]) =>
  positions.reduce((acc, p) => acc.plus(p.margin).plus(p.pnl), new D(balance)).toString()

/** The risk rate in percent, 2 decimals, half up; '0.00' with no open position (§7.3). */
export function riskRate(balance: string, positions: readonly RiskPosition[]): string {
  const origin = positions.reduce((acc, p) => acc.plus(p.originMargin), new D(0))
  if (origin.lte(0)) return '0.00'
  return new D(equityOf(balance, positions))
    .times(100)
    .div(origin)
    .round(2, Big.roundHalfUp)
    .toFixed(2)
}

/** The liquidation rule: equity at or below `liquidationRate` % of Σ origin margin (exact, unrounded). */
export function isLiquidated(
  balance: string,
  positions: readonly RiskPosition[],
  liquidationRate: string,
): boolean {
  const origin = positions.reduce((acc, p) => acc.plus(p.originMargin), new D(0))
  if (origin.lte(0)) return false
  return new D(equityOf(balance, positions)).times(100).lte(origin.times(liquidationRate))
}

/**
 * How a liquidation settles: the balance gets Σ credit; what would take it below zero is the
 * shortfall (covered by the platform) and the balance ends at zero.
 */
export function liquidationSettlement(
  balance: string,
  credits: readonly string[],
  quoteScale: number,
) {
  const total = credits.reduce((acc, c) => acc.plus(c), new D(0))
  const after = new D(balance).plus(total)
  const shortfall = after.lt(0) ? after.neg() : new D(0)
  return {
    credit: total.toFixed(quoteScale),
    balanceAfter: (after.lt(0) ? new D(0) : after).toFixed(quoteScale),
    shortfall: shortfall.toFixed(quoteScale),
  }
}

/** A position of the account for the liquidation price estimate. */
export interface ExposurePosition extends RiskPosition {
  side: PositionSide
  price: string
  number: string
  /** In the pair whose price the estimate solves for (its P/L moves with it). */
  samePair: boolean
}

/**
 * The price of the pair at which the account would be liquidated, other pairs' prices held where
 * they are; null when no price of this pair can liquidate it. Rounded toward the safe side (a
 * long's up, a short's down) so the estimate warns early rather than late.
 */
export function liquidationPrice(
  balance: string,
  positions: readonly ExposurePosition[],
  liquidationRate: string,
  priceDecimals: number,
): string | null {
  let a = new D(0) // Σ s·n over the pair: d(equity)/d(price)
  let b = new D(balance) // equity minus a·price
  let origin = new D(0)
  for (const p of positions) {
    origin = origin.plus(p.originMargin)
    b = b.plus(p.margin)
    if (p.samePair) {
      const sn = new D(p.number).times(sign(p.side))
      a = a.plus(sn)
      b = b.minus(sn.times(p.price))
    } else b = b.plus(p.pnl)
  }
  if (a.eq(0) || origin.lte(0)) return null
  const price = origin.times(liquidationRate).div(100).minus(b).div(a)
  if (price.lte(0)) return null
  return price.round(priceDecimals, a.gt(0) ? Big.roundUp : Big.roundDown).toFixed(priceDecimals)
}

/** The overnight fee of a position for one day (§7.3), rounded up. */
export const overnightFee = (price: string, number: string, rate: string, quoteScale: number) =>
  ceilTo(new D(price).times(number).times(rate).div(100).toString(), quoteScale)

/** Where an overnight fee comes from: the margin first, then the balance; the rest is waived. */
export function overnightSplit(fee: string, margin: string, balance: string, quoteScale: number) {
  const f = new D(fee)
  const fromMargin = f.lt(margin) ? f : new D(margin)
  const rest = f.minus(fromMargin)
  const fromBalance = rest.lt(balance) ? rest : new D(balance)
  return {
    fromMargin: fromMargin.toFixed(quoteScale),
    fromBalance: fromBalance.toFixed(quoteScale),
    waived: rest.minus(fromBalance).toFixed(quoteScale),
  }
}

/** A take-profit or stop-loss field: '' or '0' means none. */
export const isUnset = (price: string | null | undefined) =>
  price === null || price === undefined || price.trim() === '' || /^0+(\.0+)?$/.test(price.trim())

/**
 * Why a take-profit / stop-loss pair breaks §7.2's rule, or null. Long: take-profit above the
 * open price and the current price, stop-loss below both; short: the reverse. Either may be unset.
 */
export function stopIssue(input: {
  side: PositionSide
  price: string
  mark: string
  takeProfit: string
  stopLoss: string
  priceDecimals: number
}): BusinessErrorCode | null {
  const { side, price, mark, takeProfit, stopLoss, priceDecimals } = input
  if (isUnset(takeProfit) && isUnset(stopLoss)) return 'stopRequired'
  if (!isUnset(takeProfit)) {
    const issue = priceIssue(takeProfit, priceDecimals)
    if (issue) return issue
    const tp = new D(takeProfit.trim())
    const ok = side === 'long' ? tp.gt(price) && tp.gt(mark) : tp.lt(price) && tp.lt(mark)
    if (!ok) return 'takeProfitInvalid'
  }
  if (!isUnset(stopLoss)) {
    const issue = priceIssue(stopLoss, priceDecimals)
    if (issue) return issue
    const sl = new D(stopLoss.trim())
    const ok = side === 'long' ? sl.lt(price) && sl.lt(mark) : sl.gt(price) && sl.gt(mark)
    if (!ok) return 'stopLossInvalid'
  }
  return null
}

/** A take-profit is reached: long at or above it, short at or below. */
export const takeProfitHit = (side: PositionSide, takeProfit: string, price: string) =>
  side === 'long' ? new D(price).gte(takeProfit) : new D(price).lte(takeProfit)

/** A stop-loss is reached: long at or below it, short at or above. */
export const stopLossHit = (side: PositionSide, stopLoss: string, price: string) =>
  side === 'long' ? new D(price).lte(stopLoss) : new D(price).gte(stopLoss)

/** A limit opening must wait for the price: a long's target below the market, a short's above. */
export const limitSideIssue = (side: PositionSide, target: string, last: string) =>
  (side === 'long' ? new D(target).lt(last) : new D(target).gt(last))
    ? null
    : ('limitPriceSide' as const)

/** A pending limit opening is reached: long when the price is at or below it, short at or above. */
export const limitReached = (side: PositionSide, target: string, price: string) =>
  side === 'long' ? new D(price).lte(target) : new D(price).gte(target)

/** Everything the sandbox checks before opening, in its order (the ticket shows the same code). */
export function openIssue(input: {
  rules: LeverRules
  open: boolean
  kind: LeverOrderKind
  side: PositionSide
  lots: string
  multiple: number
  targetPrice: string
  last: string
  balance: string
  closing: boolean
}): BusinessErrorCode | null {
  const { rules, kind, side } = input
  if (!input.open) return 'pairClosed'
  if (input.closing) return 'positionClosing'
  const lots = lotsIssue(input.lots, rules)
  if (lots) return lots
  if (!rules.multiples.includes(input.multiple)) return 'leverageNotAllowed'
  let origin = input.last
  if (kind === 'limit') {
    if (!rules.limitOrders) return 'limitOrdersOff'
    const issue = priceIssue(input.targetPrice, rules.priceDecimals)
    if (issue) return issue
    const side_ = limitSideIssue(side, input.targetPrice.trim(), input.last)
    if (side_) return side_
    origin = input.targetPrice.trim()
  }
  const terms = openTerms({
    side,
    originPrice: origin,
    lots: Number(input.lots),
    multiple: input.multiple,
    rules,
  })
  // a short's spread larger than the price would open at a price ≤ 0 (a negative margin)
  if (new D(terms.price).lte(0)) return 'priceInvalid'
  if (new D(input.balance).lt(terms.cost)) return 'insufficientBalance'
  return null
}

/** The most lots the balance pays for at `multiple` (for a "max" hint), within the pair's limits. */
export function maxLots(input: {
  balance: string
  originPrice: string
  side: PositionSide
  multiple: number
  rules: LeverRules
}): number {
  const { balance, originPrice, side, multiple, rules } = input
  const one = openTerms({ side, originPrice, lots: 1, multiple, rules })
  // the exact cost of a lot (before rounding up) bounds the count from above; the cost of n lots
  // only grows with n, so the largest affordable count is found by bisection below that bound
  const exact = new D(one.notional)
    .div(multiple)
    .plus(new D(one.notional).times(rules.feeRate).div(100))
  if (exact.lte(0)) return 0
  let hi = Number(new D(balance).div(exact).round(0, Big.roundDown).toString())
  if (rules.maxLots > 0) hi = Math.min(hi, rules.maxLots)
  hi = Math.min(hi, Number.MAX_SAFE_INTEGER)
  const fits = (n: number) =>
    new D(openTerms({ side, originPrice, lots: n, multiple, rules }).cost).lte(balance)
  let n = 0
  while (n < hi) {
    const mid = n + Math.ceil((hi - n) / 2)
    if (fits(mid)) n = mid
    else hi = mid - 1
  }
  return n < rules.minLots ? 0 : n
}
