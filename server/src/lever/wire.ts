/**
 * Lever rows (repositories/lever.ts, integer quote units) as the wire shapes of
 * src/api/contract/lever.ts: decimal strings at the quote's scale, the platform's field names and
 * its unix-second times, and the private events to the owner's room (`lever_position`,
 * `lever_closed`) that the routes and the watcher emit after their commit.
 */
import type { FastifyInstance } from 'fastify'
import {
  LEVER_CLOSED_EVENT,
  LEVER_POSITION_EVENT,
  type LeverEventKind,
  type LeverPositionWire,
  type LeverRulesWire,
} from '../../../src/api/contract/lever'
import { unrealisedPnl, type LeverRules } from '../../../src/api/contract/lever-math'
import type { LaravelPageWire } from '../../../src/api/contract/wallet'
import { fromUnits } from '../../../src/api/contract/wallet-math'
import { userRoom } from '../realtime'
import { sideOfRow, type LeverPositionRow } from '../repositories/lever'
import { pages } from '../wallet/wire'

const seconds = (ms: number | null) => (ms === null ? null : ms / 1000)

/**
 * The wire row of `r`. An open position's `update_price` is `mark` when given (the engine's price
 * now), else the price it was last written at; `profits` is its unrealised P/L there (0 unless open).
 */
export function positionWire(r: LeverPositionRow, mark?: string): LeverPositionWire {
  const scale = r.quote_scale
  const money = (units: bigint) => fromUnits(units, scale)
  const open = r.status === 1 || r.status === 2
  const updatePrice = open && mark !== undefined ? mark : r.update_price
  return {
    id: r.id,
    type: r.side,
    user_id: r.user_id,
    currency: r.currency_id,
    legal: r.legal_id,
    symbol: `${r.currency_name}/${r.legal_name}`,
    origin_price: r.origin_price,
    price: r.price,
    update_price: updatePrice,
    target_profit_price: r.target_profit_price,
    stop_loss_price: r.stop_loss_price,
    share: r.share,
    number: r.number,
    multiple: r.multiple,
    origin_caution_money: money(r.origin_caution_money),
    caution_money: money(r.caution_money),
    fact_profits: money(r.fact_profits),
    trade_fee: money(r.trade_fee),
    overnight: r.overnight,
    overnight_money: money(r.overnight_money),
    status: r.status,
    create_time: r.created_at / 1000,
    transaction_time: seconds(r.opened_at),
    complete_time: seconds(r.closed_at),
    order_type: r.order_type,
    follow_user_id: r.follow_user_id,
    follow_order_id: r.follow_order_id,
    profits: open ? unrealisedPnl(sideOfRow(r), r.price, updatePrice, r.number, scale) : money(0n),
    kind: r.kind,
    spread: r.spread,
    fee_rate: r.fee_rate,
    open_tick: r.open_tick,
    open_market_price: r.open_market_price,
    close_reason: r.close_reason,
    close_price: r.close_price,
    close_tick: r.close_tick,
    close_market_price: r.close_market_price,
    shortfall: money(r.shortfall),
    overnight_waived: money(r.overnight_waived),
  }
}

export function rulesWire(r: LeverRules, open: boolean): LeverRulesWire {
  return {
    lot_size: r.lotSize,
    fee_rate: r.feeRate,
    spread: r.spread,
    overnight: r.overnightRate,
    burst_rate: r.liquidationRate,
    entrust: r.limitOrders ? 1 : 0,
    set_stop: r.stopOrders ? 1 : 0,
    open: open ? 1 : 0,
    price_decimals: r.priceDecimals,
    quote_scale: r.quoteScale,
  }
}

/** A Laravel paginator of `data` (page `page` of `total` rows, `limit` a page) at `path`. */
export function laravelPage<T>(
  path: string,
  page: number,
  limit: number,
  total: number,
  data: T[],
): LaravelPageWire<T> {
  const last = pages(total, limit)
  const url = (p: number) => `${path}?page=${p}`
  return {
    current_page: page,
    data,
    first_page_url: url(1),
    from: data.length ? (page - 1) * limit + 1 : null,
    last_page: last,
    last_page_url: url(last),
    next_page_url: page < last ? url(page + 1) : null,
    path,
    per_page: limit,
    prev_page_url: page > 1 ? url(page - 1) : null,
    to: data.length ? (page - 1) * limit + data.length : null,
    total,
  }
}

/** `lever_position` to the owner's room: `r` changed by `event`. */
export function emitPosition(
  app: Pick<FastifyInstance, 'io'>,
  r: LeverPositionRow,
  event: LeverEventKind,
  mark?: string,
): void {
  app.io?.to(userRoom(r.user_id)).emit(LEVER_POSITION_EVENT, {
    type: LEVER_POSITION_EVENT,
    to: r.user_id,
    event,
    position: positionWire(r, mark),
  })
}

/** `lever_closed` to the owner's room: these of the user's positions closed. */
export function emitClosed(
  app: Pick<FastifyInstance, 'io'>,
  userId: number,
  ids: readonly number[],
): void {
  if (ids.length === 0) return
  app.io?.to(userRoom(userId)).emit(LEVER_CLOSED_EVENT, {
    type: LEVER_CLOSED_EVENT,
    to: userId,
    id: [...ids],
  })
}

/** Every event of a settlement: each row's `lever_position` (closed) and one `lever_closed` per user. */
export function emitSettled(
  app: Pick<FastifyInstance, 'io'>,
  rows: readonly LeverPositionRow[],
): void {
  const byUser = new Map<number, number[]>()
  for (const r of rows) {
    emitPosition(app, r, 'closed')
    byUser.set(r.user_id, [...(byUser.get(r.user_id) ?? []), r.id])
  }
  for (const [userId, ids] of byUser) emitClosed(app, userId, ids)
}
