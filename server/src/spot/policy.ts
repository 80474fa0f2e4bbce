/**
 * The rules of coin/trade (api-reference §9) that are not formulas (those live once in
 * src/api/contract/spot-math.ts): which pair, its rules from the settings, and placing an order
 * with the same checks the ticket previews (`orderIssue`, against the server's own balance). A
 * marketable limit order and a market order fill in the transaction that places them, in the
 * engine tick of the moment. Every "no" is a Refusal.
 */
import type { FastifyInstance } from 'fastify'
import type { output } from 'zod/mini'
import {
  SPOT_FEE_RATE,
  SPOT_MIN_TOTAL,
  SPOT_PRICE_BAND,
  sideOf,
  type SpotOrderRequest,
  type SpotPairRules,
} from '../../../src/api/contract/spot'
import {
  crosses,
  limitFill,
  limitLock,
  marketFill,
  orderIssue,
  type Fill,
  type SpotRules,
} from '../../../src/api/contract/spot-math'
import { fromUnits, toUnits } from '../../../src/api/contract/wallet-math'
import { Refusal, refuse } from '../refusal'
import {
  lockCurrency,
  type FillUnits,
  type SpotOrderRow,
  type SpotPairRow,
} from '../repositories/spot'

type PlaceRequest = output<typeof SpotOrderRequest>

/** The scales an order's lock (and spend) and its receipt are counted in. */
function scalesOf(o: Pick<SpotOrderRow, 'side' | 'base_scale' | 'quote_scale'>) {
  return o.side === 1
    ? { lock: o.quote_scale, receive: o.base_scale }
    : { lock: o.base_scale, receive: o.quote_scale }
}

/** A spot-math Fill of order `o` in units, decided by the tick `tickMs` at `marketPrice`. */
export function fillUnits(
  o: SpotOrderRow,
  f: Fill,
  tickMs: number,
  marketPrice: string,
): FillUnits {
  const scale = scalesOf(o)
  return {
    fill_price: f.price,
    spent: toUnits(f.spent, scale.lock),
    fee: toUnits(f.fee, scale.receive),
    received: toUnits(f.received, scale.receive),
    fill_tick: tickMs,
    fill_market_price: marketPrice,
  }
}

/** What an open limit order does when filled at its own price (spot-math limitFill). */
export function limitFillOf(o: SpotOrderRow): Fill {
  const rules: SpotRules = {
    feeRate: o.fee_rate,
    minTotal: '0',
    priceBand: '0',
    priceDecimals: o.price_decimals,
    amountDecimals: o.base_scale,
    baseScale: o.base_scale,
    quoteScale: o.quote_scale,
  }
  const side = sideOf(o.side)
  return limitFill(side, o.target_price, fromUnits(o.amount, o.base_scale), rules)
}

export function spotPolicy(app: Pick<FastifyInstance, 'repos' | 'market' | 'clock'>) {
  const { spot, settings, wallet } = app.repos
  const priced = new Set(app.market.pairs.map((p) => p.id))

  /** The pair (base, quote) the engine prices, or `pairNotFound`. */
  function pairOf(currencyId: number, legalId: number): SpotPairRow {
    const pair = spot.pair(currencyId, legalId)
    if (!pair || !priced.has(pair.id)) throw new Refusal('pairNotFound')
    return pair
  }

  function rulesOf(pair: SpotPairRow): SpotPairRules {
    return {
      currencyId: pair.currency_id,
      legalId: pair.legal_id,
      symbol: `${pair.currency_name}/${pair.legal_name}`,
      open: pair.open_coin_trade === 1,
      feeRate: settings.get('COIN_TRADE_FEE') ?? SPOT_FEE_RATE,
      minTotal: settings.get('coin_trade_min_total') ?? SPOT_MIN_TOTAL,
      priceBand: settings.get('coin_trade_band') ?? SPOT_PRICE_BAND,
      priceDecimals: pair.precision_length,
      amountDecimals: pair.volume_decimals,
      baseScale: pair.base_scale,
      quoteScale: pair.quote_scale,
    }
  }

  /**
   * Places `v` for `userId`: checks in the order of `orderIssue`, locks, and fills at once when
   * the engine's price of this tick already reaches a limit (or for a market order). Call it
   * inside a transaction (wallet `once`): a refusal leaves nothing behind.
   */
  function place(userId: number, v: PlaceRequest, at: number): SpotOrderRow {
    const pair = pairOf(v.currency_id, v.legal_id)
    if (pair.open_coin_trade !== 1) throw new Refusal('pairClosed')
    const rules = rulesOf(pair)
    const side = sideOf(v.type)
    const market = app.market.price(pair.id)
    const depth = v.order_type === 'market' ? app.market.engine.depth(pair.id, at) : null
    const levels = depth ? (side === 'buy' ? depth.asks : depth.bids) : []
    const order = { side: v.type, currency_id: pair.currency_id, legal_id: pair.legal_id }
    const lockScale = side === 'buy' ? pair.quote_scale : pair.base_scale
    const held = wallet.balance(userId, lockCurrency(order), 'change').available
    const draft = { side, kind: v.order_type, price: v.target_price ?? '', amount: v.amount }
    refuse(orderIssue(draft, { rules, market, levels, available: fromUnits(held, lockScale) }))

    let fill: Fill | null
    let target: string
    let locked: string
    if (v.order_type === 'market') {
      fill = marketFill(side, v.amount, levels, rules)!
      target = fill.price
      locked = fill.spent
    } else {
      target = fromUnits(toUnits(draft.price.trim(), rules.priceDecimals), rules.priceDecimals)
      locked = limitLock(side, target, v.amount, rules)
      fill = crosses(side, target, market) ? limitFill(side, target, v.amount, rules) : null
    }
    const placed = spot.place(
      {
        ...order,
        user_id: userId,
        pair_id: pair.id,
        kind: v.order_type,
        target_price: target,
        price_units: Number(toUnits(target, rules.priceDecimals)),
        amount: toUnits(v.amount, rules.baseScale),
        trade_price: market,
        fee_rate: rules.feeRate,
        locked: toUnits(locked, lockScale),
      },
      at,
    )
    if (!fill) return placed
    return spot.fill(placed, fillUnits(placed, fill, app.market.tick() * 1000, market), at)!
  }

  return { pairOf, rulesOf, place }
}

export type SpotPolicy = ReturnType<typeof spotPolicy>
