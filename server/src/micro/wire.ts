/**
 * Option rows (repositories/micro.ts, integer units of the stake currency) as the wire shapes of
 * src/api/contract/micro.ts: decimal strings at the currency's scale, the platform's field names
 * and `Y-m-d H:i:s` times, labels in the request's language (locales/<tag>/wallet.json
 * `micro.*`), and the private `closed_microorder` event the settler emits after its commit.
 */
import type { FastifyInstance } from 'fastify'
import {
  CLOSED_MICRO_ORDER_EVENT,
  MICRO_SHOW_ID_OFFSET,
  optionDirectionOf,
  optionStatusOf,
  type MicroCheckWire,
  type MicroDurationWire,
  type MicroOrderWire,
  type PayableCurrencyWire,
} from '../../../src/api/contract/micro'
import { remainingMs } from '../../../src/api/contract/micro-math'
import { msToWireTime } from '../../../src/api/contract/wallet/common'
import { fromUnits } from '../../../src/api/contract/wallet-math'
import { userRoom } from '../realtime'
import type { MicroCurrencyRow, MicroDurationRow, MicroOrderRow } from '../repositories/micro'
import { text } from '../text'

const resultKey = { 1: 'win', 0: 'tie', [-1]: 'loss' } as const

/** The wire order of `r` at `now` (ms; `remain_milli_seconds`), labels in `lang`. */
export function orderWire(r: MicroOrderRow, now: number, lang?: string): MicroOrderWire {
  const money = (units: bigint) => fromUnits(units, r.scale)
  const closed = r.status === 3
  return {
    id: r.id,
    user_id: r.user_id,
    match_id: r.pair_id,
    currency_id: r.currency_id,
    type: r.type,
    is_insurance: 0,
    seconds: r.seconds,
    number: money(r.number),
    open_price: r.open_price,
    end_price: r.end_price,
    fee: money(r.fee),
    profit_ratio: r.profit_ratio,
    fact_profits: money(r.fact_profits),
    status: r.status,
    profit_result: r.profit_result,
    created_at: msToWireTime(r.created_at),
    updated_at: msToWireTime(r.updated_at),
    handled_at: msToWireTime(r.settle_tick),
    complete_at: r.complete_at === null ? null : msToWireTime(r.complete_at),
    return_at: null,
    currency_name: r.currency_name,
    symbol_name: r.symbol_name,
    type_name: text('wallet', `micro.type.${optionDirectionOf(r.type)}`, lang),
    status_name: text('wallet', `micro.status.${optionStatusOf(r.status)}`, lang),
    profit_result_name: text(
      'wallet',
      `micro.result.${closed ? resultKey[r.profit_result] : 'pending'}`,
      lang,
    ),
    show_micro_id: r.id + MICRO_SHOW_ID_OFFSET,
    remain_milli_seconds: closed ? 0 : remainingMs(r.settle_tick, now),
    open_tick: r.open_tick,
    settle_tick: r.settle_tick,
    payout: r.payout === null ? null : money(r.payout),
  }
}

/** What anyone may know of an option (`microtrade/verify`): no owner, no stake. */
export function checkWire(r: MicroOrderRow): MicroCheckWire {
  return {
    id: r.id,
    show_micro_id: r.id + MICRO_SHOW_ID_OFFSET,
    symbol_name: r.symbol_name,
    match_id: r.pair_id,
    type: r.type,
    seconds: r.seconds,
    status: r.status,
    open_tick: r.open_tick,
    open_price: r.open_price,
    settle_tick: r.settle_tick,
    end_price: r.status === 3 ? r.end_price : null,
    profit_result: r.status === 3 ? r.profit_result : 0,
  }
}

export function durationWire(d: MicroDurationRow): MicroDurationWire {
  return {
    id: d.id,
    seconds: d.seconds,
    status: d.status,
    profit_ratio: d.profit_ratio,
    min_amount: d.min_amount,
    max_amount: d.max_amount,
    created_at: msToWireTime(d.created_at),
    updated_at: msToWireTime(d.updated_at),
  }
}

/** A payable currency with the caller's options wallet (available and locked of account 4). */
export function payableWire(
  c: MicroCurrencyRow,
  wallet: { available: bigint; locked: bigint },
): PayableCurrencyWire {
  const balance = fromUnits(wallet.available, c.decimal_scale)
  return {
    id: c.id,
    name: c.name,
    is_micro: 1,
    decimal_scale: c.decimal_scale,
    micro_trade_fee: c.fee_rate,
    micro_min: c.min_amount,
    micro_max: c.max_amount,
    micro_holdtrade_max: c.hold_max,
    micro_numbers: c.presets.map((number) => ({ currency_id: c.id, number })),
    insurance_types: [],
    user_wallet: {
      currency: c.id,
      micro_balance: balance,
      lock_micro_balance: fromUnits(wallet.locked, c.decimal_scale),
      insurance_balance: fromUnits(0n, c.decimal_scale),
      micro_with_insurance: balance,
    },
    user_insurance: null,
  }
}

/** `closed_microorder` to each owner's room, one per settled option. */
export function emitClosed(
  app: Pick<FastifyInstance, 'io'>,
  rows: readonly MicroOrderRow[],
  now: number,
): void {
  for (const r of rows)
    app.io?.to(userRoom(r.user_id)).emit(CLOSED_MICRO_ORDER_EVENT, {
      type: CLOSED_MICRO_ORDER_EVENT,
      to: r.user_id,
      data: orderWire(r, now),
    })
}
