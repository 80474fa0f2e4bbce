/**
 * Spot order formulas (issue 12, api-reference §9; the contract is spot.ts). Each exists only here:
 * the sandbox places, locks and fills with them and the ticket previews with them, so the confirm
 * sheet shows exactly what the server will do.
 *
 * Rounding never favours the user and never creates money: what leaves a balance is rounded up to
 * the currency's units, what arrives is rounded down, and the fee is rounded up.
 * - **Limit buy** locks `ceil(price × amount)` of the quote; a fill spends exactly that and credits
 *   `amount − ceil(amount × fee_rate)` of the base (the fee is taken from the received coin, §9).
 * - **Limit sell** locks `amount` of the base; a fill spends it and credits
 *   `floor(price × amount) − ceil(floor(price × amount) × fee_rate)` of the quote.
 * - A limit order fills at its own price, on the first engine tick whose price reaches it (buy:
 *   price ≤ target; sell: price ≥ target), the tick a marketable order is placed in included.
 * - **Market orders** (designed here; §9 has only limit orders) fill at once, in full, against the
 *   engine's book of that tick, level by level from the best, each level at its own price and at
 *   most its own quantity: never better than the book. An amount the 10 levels cannot fill is
 *   refused (`insufficientLiquidity`); nothing is partly filled.
 */
import { Big } from 'big.js'
import type { BusinessErrorCode } from './common'
import { amountIssue, ceilTo, decimalsOf, floorTo, isDecimal } from './wallet-math'

const D = Big()
D.DP = 40
D.RM = Big.roundDown

export type OrderSide = 'buy' | 'sell'
export type OrderKind = 'limit' | 'market'

/** What a pair's orders must respect (GET coin/info). */
export interface SpotRules {
  /** Fraction of the received amount kept as the fee (0.002 = 0.2 %). */
  feeRate: string
  /** Smallest order value, in the quote currency. */
  minTotal: string
  /** A limit price must be within this fraction of the market price (0.1 = ±10 %). */
  priceBand: string
  /** Decimals of a price, of an amount (base), and of each currency's balances. */
  priceDecimals: number
  amountDecimals: number
  baseScale: number
  quoteScale: number
}

/** One level of the book: [price, quantity] (contract/market DepthLevel). */
export type BookLevel = readonly [price: string, quantity: string]

/** What an order does to the user's balances once filled. */
export interface Fill {
  /** The average price paid or received (the target for a limit order). */
  price: string
  /** What leaves the user: quote for a buy, base for a sell. */
  spent: string
  /** What the order bought or sold for, before the fee: base for a buy, quote for a sell. */
  gross: string
  /** The fee, in the received currency. */
  fee: string
  /** What reaches the user: `gross − fee`. */
  received: string
}

/** Why `price` is not a valid price with `decimals` decimals, or null. */
export function priceIssue(price: string, decimals: number): BusinessErrorCode | null {
  const text = price.trim()
  if (text === '') return 'priceRequired'
  if (!/^\d{1,12}(\.\d{1,12})?$/.test(text) || new D(text).lte(0)) return 'priceInvalid'
  if (decimalsOf(text) > decimals) return 'priceTooPrecise'
  return null
}

/** The prices a limit order may have now: within `band` of `market`, on the price grid. */
export function priceBand(market: string, rules: Pick<SpotRules, 'priceBand' | 'priceDecimals'>) {
  const m = new D(market)
  return {
    low: ceilTo(m.times(new D(1).minus(rules.priceBand)).toString(), rules.priceDecimals),
    high: floorTo(m.times(new D(1).plus(rules.priceBand)).toString(), rules.priceDecimals),
  }
}

export const inBand = (price: string, band: { low: string; high: string }) =>
  new D(price).gte(band.low) && new D(price).lte(band.high)

/** price × amount, exact. */
export const orderValue = (price: string, amount: string) => new D(price).times(amount).toString()

/** What a limit order locks: the quote it may spend (buy) or the base it sells. */
export function limitLock(side: OrderSide, price: string, amount: string, rules: SpotRules) {
  return side === 'buy' ? ceilTo(orderValue(price, amount), rules.quoteScale) : amount
}

/** Splits `gross` into the fee (rounded up) and what is received. */
function withFee(gross: string, scale: number, feeRate: string) {
  const fee = ceilTo(new D(gross).times(feeRate).toString(), scale)
  return { fee, received: new D(gross).minus(fee).toFixed(scale) }
}

/** A limit order filled at its own price. */
export function limitFill(side: OrderSide, price: string, amount: string, rules: SpotRules): Fill {
  const p = new D(price).toFixed(rules.priceDecimals)
  if (side === 'buy') {
    const gross = new D(amount).toFixed(rules.baseScale)
    return {
      price: p,
      spent: limitLock('buy', price, amount, rules),
      gross,
      ...withFee(gross, rules.baseScale, rules.feeRate),
    }
  }
  const gross = floorTo(orderValue(price, amount), rules.quoteScale)
  return {
    price: p,
    spent: new D(amount).toFixed(rules.baseScale),
    gross,
    ...withFee(gross, rules.quoteScale, rules.feeRate),
  }
}

/**
 * A market order of `amount` filled against `levels` (asks for a buy, bids for a sell, best first),
 * or null when the levels hold less than `amount`.
 */
export function marketFill(
  side: OrderSide,
  amount: string,
  levels: readonly BookLevel[],
  rules: SpotRules,
): Fill | null {
  let left = new D(amount)
  let value = new D(0)
  for (const [price, quantity] of levels) {
    if (left.lte(0)) break
    const take = left.lt(quantity) ? left : new D(quantity)
    value = value.plus(take.times(price))
    left = left.minus(take)
  }
  if (left.gt(0)) return null
  if (side === 'buy') {
    const spent = ceilTo(value.toString(), rules.quoteScale)
    const gross = new D(amount).toFixed(rules.baseScale)
    return {
      price: ceilTo(value.div(amount).toString(), rules.priceDecimals),
      spent,
      gross,
      ...withFee(gross, rules.baseScale, rules.feeRate),
    }
  }
  const gross = floorTo(value.toString(), rules.quoteScale)
  return {
    price: floorTo(value.div(amount).toString(), rules.priceDecimals),
    spent: new D(amount).toFixed(rules.baseScale),
    gross,
    ...withFee(gross, rules.quoteScale, rules.feeRate),
  }
}

/** Has the engine's `price` reached a limit order's `target`? (buy: price ≤ target; sell: ≥). */
export const crosses = (side: OrderSide, target: string, price: string) =>
  side === 'buy' ? new D(price).lte(target) : new D(price).gte(target)

/** The order value a minimum is checked against: price × amount, or a market fill's quote side. */
function valueOf(
  side: OrderSide,
  kind: OrderKind,
  price: string,
  amount: string,
  fill: Fill | null,
) {
  if (kind === 'limit') return orderValue(price, amount)
  return fill ? (side === 'buy' ? fill.spent : fill.gross) : '0'
}

export interface OrderDraft {
  side: OrderSide
  kind: OrderKind
  /** The limit price (ignored for a market order). */
  price: string
  amount: string
}

export interface OrderCheck {
  rules: SpotRules
  /** The engine's price now. */
  market: string
  /** The book now: asks (best first) for a buy, bids for a sell. Market orders only. */
  levels: readonly BookLevel[]
  /** What the user has available: quote for a buy, base for a sell. */
  available: string
}

/**
 * The first reason the sandbox refuses `draft`, or null; the ticket shows the same sentence. The
 * order of checks is the sandbox's: amount, price, band, book, minimum value, balance.
 */
export function orderIssue(draft: OrderDraft, check: OrderCheck): BusinessErrorCode | null {
  const { rules } = check
  const amount = amountIssue(draft.amount, rules.amountDecimals)
  if (amount) return amount
  let fill: Fill | null = null
  if (draft.kind === 'limit') {
    const price = priceIssue(draft.price, rules.priceDecimals)
    if (price) return price
    if (!inBand(draft.price, priceBand(check.market, rules))) return 'priceOutOfBand'
  } else {
    fill = marketFill(draft.side, draft.amount, check.levels, rules)
    if (!fill) return 'insufficientLiquidity'
  }
  const value = valueOf(draft.side, draft.kind, draft.price, draft.amount, fill)
  if (new D(value).lt(rules.minTotal)) return 'orderBelowMinimum'
  const needs =
    draft.kind === 'limit' ? limitLock(draft.side, draft.price, draft.amount, rules) : fill!.spent
  if (!isDecimal(check.available) || new D(needs).gt(check.available)) return 'insufficientBalance'
  return null
}

/** What the order will do if filled as previewed (limit at its price; market against the book). */
export function previewFill(draft: OrderDraft, check: OrderCheck): Fill | null {
  const { rules } = check
  if (amountIssue(draft.amount, rules.amountDecimals)) return null
  if (draft.kind === 'market') return marketFill(draft.side, draft.amount, check.levels, rules)
  if (priceIssue(draft.price, rules.priceDecimals)) return null
  return limitFill(draft.side, draft.price, draft.amount, rules)
}

/**
 * The amount for `percent` (25, 50, 75, 100) of what is available, rounded down to the pair's
 * amount decimals so that what it locks or spends never exceeds `available`:
 * - sell: percent of the base;
 * - limit buy: percent of the quote ÷ price;
 * - market buy: the most the book sells for percent of the quote, walking the levels.
 */
export function amountForPercent(
  side: OrderSide,
  kind: OrderKind,
  percent: number,
  available: string,
  price: string,
  levels: readonly BookLevel[],
  rules: SpotRules,
): string {
  const budget = new D(isDecimal(available) ? available : '0').times(percent).div(100)
  const floor = (v: Big) => floorTo(v.toString(), rules.amountDecimals)
  if (side === 'sell') return floor(budget)
  if (kind === 'limit') {
    if (priceIssue(price, rules.priceDecimals)) return ''
    return floor(budget.div(price))
  }
  let left = budget
  let amount = new D(0)
  for (const [p, q] of levels) {
    const cost = new D(q).times(p)
    if (cost.lte(left)) {
      amount = amount.plus(q)
      left = left.minus(cost)
    } else {
      amount = amount.plus(left.div(p))
      break
    }
  }
  // the rounded-up cost of the floored amount stays within the budget; step down if not
  let out = floor(amount)
  const step = new D(1).div(new D(10).pow(rules.amountDecimals))
  while (new D(out).gt(0)) {
    const fill = marketFill('buy', out, levels, rules)
    if (fill && new D(fill.spent).lte(budget)) break
    out = new D(out).minus(step).toFixed(rules.amountDecimals)
  }
  return new D(out).gt(0) ? out : floor(new D(0))
}
