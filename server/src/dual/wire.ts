/**
 * Dual investment rows → the wire shapes of src/api/contract/dual.ts (api-reference §20), and the
 * private `dual_settled` event the job emits after its commit.
 */
import type { FastifyInstance } from 'fastify'
import {
  DUAL_SETTLED_EVENT,
  type DualOrderWire,
  type DualProductWire,
} from '../../../src/api/contract/dual'
import { DUAL_SHARE_SIZE, dualName } from '../../../src/api/contract/dual-math'
import { USDT_ID } from '../../../src/api/contract/wallet'
import { msToWireTime } from '../../../src/api/contract/wallet/common'
import { fromUnits } from '../../../src/api/contract/wallet-math'
import { userRoom } from '../realtime'
import type { DualOrderRow, DualProductRow } from '../repositories/dual'

export function productWire(p: DualProductRow): DualProductWire {
  return {
    id: p.id,
    name: dualName(p.currency_name, p.end_time, p.exercise_price, p.type),
    rate: p.rate,
    exercise_price: p.exercise_price,
    currency_id: p.currency_id,
    currency_name: p.currency_name,
    type: p.type,
    start_time: msToWireTime(p.start_time),
    end_time: msToWireTime(p.end_time),
    total_number: p.total_number,
    user_limit: p.user_limit,
    remaining_number: p.total_number - p.purchased_number,
    purchased_number: p.purchased_number,
    status: p.status,
    created: msToWireTime(p.created),
    share_size: DUAL_SHARE_SIZE[p.type],
    invest_currency_id: p.type === 'call' ? p.currency_id : USDT_ID,
    invest_currency_name: p.type === 'call' ? p.currency_name : 'USDT',
    coin_scale: p.coin_scale,
    usdt_scale: p.usdt_scale,
    user_number: p.user_number,
  }
}

export function orderWire(r: DualOrderRow): DualOrderWire {
  const payoutScale = r.outcome === 'coin' ? r.coin_scale : r.usdt_scale
  return {
    id: r.id,
    user_id: r.user_id,
    currency_id: r.coin_id,
    dual_id: r.dual_id,
    order_rate: r.order_rate,
    day: r.day,
    number: r.number,
    end_time: msToWireTime(r.settle_tick),
    price: r.price,
    total: fromUnits(r.total, r.pay_scale),
    created: msToWireTime(r.created),
    status: r.status,
    type: r.type,
    exercise_price: r.exercise_price,
    remaining_number: r.remaining_number,
    currency_name: r.coin_name,
    name: dualName(r.coin_name, r.settle_tick, r.exercise_price, r.type),
    pay_currency_id: r.currency_id,
    pay_currency_name: r.pay_currency_name,
    settle_tick: r.settle_tick,
    settle_price: r.settle_price,
    outcome: r.outcome,
    payout: r.payout === null ? null : fromUnits(r.payout, payoutScale),
    payout_currency_name: r.payout_currency_name,
    settled_at: r.settled_at === null ? null : msToWireTime(r.settled_at),
    coin_scale: r.coin_scale,
    usdt_scale: r.usdt_scale,
  }
}

/** `dual_settled` to each owner's room, one per order the job settled. */
export function emitSettled(app: Pick<FastifyInstance, 'io'>, rows: readonly DualOrderRow[]) {
  for (const r of rows)
    app.io?.to(userRoom(r.user_id)).emit(DUAL_SETTLED_EVENT, {
      type: DUAL_SETTLED_EVENT,
      to: r.user_id,
      data: orderWire(r),
    })
}
