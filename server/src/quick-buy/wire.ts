/**
 * Quick-buy orders on the wire (contract src/api/contract/quick-buy.ts) and the private
 * `quick_buy_credited` event the operator's receipt emits after its commit.
 */
import type { FastifyInstance } from 'fastify'
import {
  QUICK_BUY_CREDITED_EVENT,
  type QuickBuyOrderWire,
} from '../../../src/api/contract/quick-buy'
import { secondsLeft } from '../../../src/api/contract/quick-buy-math'
import { msToWireTime } from '../../../src/api/contract/wallet/common'
import { fromUnits } from '../../../src/api/contract/wallet-math'
import { userRoom } from '../realtime'
import type { QuickBuyOrderRow } from '../repositories/quick-buy'
import { QUICK_BUY_BENEFICIARIES } from './terms'

/** Whole fiat written without decimals ("100"): the amount is an integer by rule. */
const wholeFiat = (units: bigint, scale: number) => fromUnits(units / 10n ** BigInt(scale), 0)

export function orderWire(r: QuickBuyOrderRow, now: number): QuickBuyOrderWire {
  return {
    id: r.id,
    reference: r.reference,
    status: r.status,
    currency: r.currency,
    amount: wholeFiat(r.amount, r.fiat_scale),
    fee: fromUnits(r.fee, r.fiat_scale),
    rate: r.rate,
    receive_amount: fromUnits(r.usdt_amount, r.usdt_scale),
    coin: 'USDT',
    pay_method: r.pay_method,
    payer: {
      first_name: r.first_name,
      last_name: r.last_name,
      email: r.email,
      phone: r.phone,
      tax_id: r.tax_id,
      country: r.country,
      bank: r.bank,
    },
    beneficiary: QUICK_BUY_BENEFICIARIES[r.currency],
    created_at: msToWireTime(r.created_at),
    expires_at: msToWireTime(r.expires_at),
    paid_at: r.paid_at === null ? null : msToWireTime(r.paid_at),
    closed_at: r.closed_at === null ? null : msToWireTime(r.closed_at),
    now: msToWireTime(now),
    seconds_left: r.status === 1 ? secondsLeft(now, r.expires_at) : 0,
  }
}

/** `quick_buy_credited` to the owner's room. */
export function emitCredited(app: Pick<FastifyInstance, 'io'>, r: QuickBuyOrderRow, now: number) {
  app.io?.to(userRoom(r.user_id)).emit(QUICK_BUY_CREDITED_EVENT, {
    type: QUICK_BUY_CREDITED_EVENT,
    to: r.user_id,
    data: orderWire(r, now),
  })
}
