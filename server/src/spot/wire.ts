/**
 * Spot rows (repositories/spot.ts, integer minor units) as the wire shapes of
 * src/api/contract/spot.ts: decimal strings at each currency's scale, the platform's field names
 * first (u_id, trade_amount, charge_fee), and its times.
 */
import {
  SPOT_ORDER_EVENT,
  type SpotOrderWire,
  type SpotPairRules,
  type SpotRulesWire,
} from '../../../src/api/contract/spot'
import { msToWireTime } from '../../../src/api/contract/wallet'
import { fromUnits } from '../../../src/api/contract/wallet-math'
import type { SpotOrderRow } from '../repositories/spot'

const orNull = <T, R>(value: T | null, map: (v: T) => R): R | null =>
  value === null ? null : map(value)

export function orderWire(o: SpotOrderRow): SpotOrderWire {
  // a buy locks and spends the quote and receives the base; a sell the other way round
  const [lockScale, receiveScale] =
    o.side === 1 ? [o.quote_scale, o.base_scale] : [o.base_scale, o.quote_scale]
  return {
    id: o.id,
    u_id: o.user_id,
    currency_id: o.currency_id,
    legal_id: o.legal_id,
    type: o.side,
    target_price: o.target_price,
    trade_price: o.trade_price,
    trade_amount: fromUnits(o.amount, o.base_scale),
    charge_fee: o.fee_rate,
    status: o.status,
    symbol: `${o.currency_name}/${o.legal_name}`,
    created_at: msToWireTime(o.created_at),
    order_type: o.kind,
    locked: fromUnits(o.locked, lockScale),
    fill_price: o.fill_price,
    spent: orNull(o.spent, (v) => fromUnits(v, lockScale)),
    fee: orNull(o.fee, (v) => fromUnits(v, receiveScale)),
    received: orNull(o.received, (v) => fromUnits(v, receiveScale)),
    fill_tick: o.fill_tick,
    fill_market_price: o.fill_market_price,
    filled_at: orNull(o.filled_at, msToWireTime),
    cancelled_at: orNull(o.cancelled_at, msToWireTime),
  }
}

/** The private `coin_trade` event of an order, for its owner's room. */
export const orderEvent = (o: SpotOrderRow) => ({
  type: SPOT_ORDER_EVENT,
  to: o.user_id,
  order: orderWire(o),
})

export const rulesWire = (r: SpotPairRules): SpotRulesWire => ({
  currency_id: r.currencyId,
  legal_id: r.legalId,
  symbol: r.symbol,
  open: r.open ? 1 : 0,
  fee_rate: r.feeRate,
  min_total: r.minTotal,
  price_band: r.priceBand,
  price_decimals: r.priceDecimals,
  amount_decimals: r.amountDecimals,
  base_scale: r.baseScale,
  quote_scale: r.quoteScale,
})
