/**
 * IEO rows → the wire shapes of src/api/contract/ieo.ts (api-reference §11): times as
 * `Y-m-d H:i:s`, amounts as decimal strings with their currency's decimals, `percentage`, `day`
 * and `time_status` from ieo-math at the sandbox clock's `now`.
 */
import {
  IEO_ORDER_NO_OFFSET,
  ieoPhaseCodes,
  type IeoDetailWire,
  type IeoOrderWire,
  type IeoProjectWire,
} from '../../../src/api/contract/ieo'
import { daysOf, phaseOf, remainingPercent } from '../../../src/api/contract/ieo-math'
import { fromUnits } from '../../../src/api/contract/wallet-math'
import { msToWireTime } from '../../../src/api/contract/wallet/common'
import type { IeoOrderRow, IeoProjectRow } from '../repositories/ieo'

export function projectWire(p: IeoProjectRow, now: number): IeoProjectWire {
  const amount = fromUnits(p.amount, p.decimal_scale)
  const sold = fromUnits(p.total_sell, p.decimal_scale)
  return {
    id: p.id,
    title: p.title,
    summary: p.summary,
    logo: p.logo,
    amount,
    total_sell: sold,
    start_at: msToWireTime(p.start_at),
    end_at: msToWireTime(p.end_at),
    currency_id: p.currency_id,
    pay_currency_id: p.pay_currency_id,
    percentage: remainingPercent(amount, sold),
    day: daysOf(p.start_at, p.end_at),
    time_status: ieoPhaseCodes[phaseOf(now, p.start_at, p.end_at)],
    currency_name: p.currency_name,
    pay_currency_name: p.pay_currency_name,
    price: p.price,
    min: p.min,
  }
}

export function orderWire(o: IeoOrderRow): IeoOrderWire {
  const coins = fromUnits(o.coin_amount, o.decimal_scale)
  return {
    id: o.id,
    order_no: o.id + IEO_ORDER_NO_OFFSET,
    project_id: o.project_id,
    name: o.currency_name,
    type: o.type,
    status: o.status,
    coin_amount: coins,
    give_amount: o.status === 3 ? coins : fromUnits(0n, o.decimal_scale),
    price: o.price,
    total_price: fromUnits(o.total_price, o.pay_scale),
    pay_currency_name: o.pay_currency_name,
    created_at: msToWireTime(o.created_at),
    end_at: msToWireTime(o.end_at),
    sell_begin: msToWireTime(o.sell_begin),
    delivered_at: o.delivered_at === null ? null : msToWireTime(o.delivered_at),
  }
}

export function detailWire(
  p: IeoProjectRow,
  order: IeoOrderRow | null,
  placement: IeoOrderRow | null,
  balance: bigint | null,
  now: number,
): IeoDetailWire {
  const base = projectWire(p, now)
  return {
    info: {
      ...base,
      content: p.content,
      link: p.link,
      white_paper: p.white_paper,
      sell_begin: msToWireTime(p.sell_begin),
      lock_days: p.lock_days,
      applications: p.applications,
      passes: p.passes,
      decimal_scale: p.decimal_scale,
      pay_scale: p.pay_scale,
      remaining: fromUnits(p.amount - p.total_sell, p.decimal_scale),
      user_has_money: 1,
      user_balance: balance === null ? null : fromUnits(balance, p.pay_scale),
    },
    order_info: order ? orderWire(order) : null,
    sell_order: placement ? orderWire(placement) : null,
    now: msToWireTime(now),
  }
}
