/**
 * The OTC desk's rows on the wire (contract src/api/contract/otc.ts) and the `otc_order` private
 * socket event sent to the order's user after every status change.
 */
import type { FastifyInstance } from 'fastify'
import {
  OTC_FEE,
  OTC_ORDER_EVENT,
  type OtcAdWire,
  type OtcFiat,
  type OtcOrderWire,
  type OtcPayWay,
} from '../../../src/api/contract/otc'
import { completionRate, otcOrderMax } from '../../../src/api/contract/otc-math'
import { fromUnits } from '../../../src/api/contract/wallet-math'
import { msToWireTime } from '../../../src/api/contract/wallet/common'
import { userRoom } from '../realtime'
import type { OtcAdRow, OtcOrderRow } from '../repositories/otc'

const waysOf = (ways: string) => ways.split(',') as OtcPayWay[]
const time = (ms: number | null) => (ms === null ? null : msToWireTime(ms))

export function adWire(ad: OtcAdRow, stats: { completed: number; cancelled: number }): OtcAdWire {
  const units = (n: number) => fromUnits(BigInt(n), ad.decimal_scale)
  const terms = {
    min: units(ad.min_units),
    max: units(ad.max_units),
    remaining: units(ad.remaining),
  }
  return {
    id: ad.id,
    type: ad.side === 1 ? 'buy' : 'sell',
    merchant_id: ad.merchant_id,
    merchant_name: ad.merchant_name,
    currency_id: ad.currency_id,
    currency_name: ad.currency_name,
    fiat: ad.fiat as OtcFiat,
    price: ad.price,
    min_number: terms.min,
    max_number: otcOrderMax(terms),
    total_number: units(ad.total_units),
    remaining_number: terms.remaining,
    ways: waysOf(ad.ways),
    completion_rate: completionRate(stats.completed, stats.cancelled),
    orders_completed: stats.completed,
    fee: OTC_FEE,
  }
}

export function orderWire(o: OtcOrderRow, now: number): OtcOrderWire {
  return {
    id: o.id,
    ad_id: o.ad_id,
    type: o.side === 1 ? 'buy' : 'sell',
    is_sure: o.status,
    cancel_reason: o.cancel_reason,
    currency_id: o.currency_id,
    currency_name: o.currency_name,
    fiat: o.fiat as OtcFiat,
    price: o.price,
    number: fromUnits(BigInt(o.amount_units), o.decimal_scale),
    total: o.total,
    fee: OTC_FEE,
    merchant_id: o.merchant_id,
    merchant_name: o.merchant_name,
    ways: waysOf(o.ways),
    pay_info: { name: o.pay_name, bank: o.pay_bank, account: o.pay_account },
    created_at: msToWireTime(o.created_at),
    deadline_at: msToWireTime(o.deadline_at),
    paid_at: time(o.paid_at),
    finished_at: time(o.finished_at),
    appeal:
      o.appeal_at === null
        ? null
        : {
            content: o.appeal_content ?? '',
            img: o.appeal_img ?? '',
            created_at: msToWireTime(o.appeal_at),
            outcome: o.appeal_outcome,
            resolved_at: time(o.appeal_resolved_at),
          },
    now: msToWireTime(now),
  }
}

/** Tells the order's user (their private room) the order as it is now. */
export function emitOtcOrder(app: FastifyInstance, o: OtcOrderRow): void {
  app.io?.to(userRoom(o.user_id)).emit(OTC_ORDER_EVENT, orderWire(o, app.clock.now()))
}
