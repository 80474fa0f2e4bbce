/**
 * Wire-shaped dual investment data for MSW handlers, stories and unit tests, in the exact shapes
 * the sandbox sends (contract/dual.ts). Figures are consistent: every principal, term and payout
 * comes from dual-math (principalOf, termDays, dualSettlement), every name from dualName.
 */
import { BTC_ID, ETH_ID, USDT_ID } from './wallet'
import { msToWireTime } from './wallet/common'
import { MockWalletNow } from './wallet.fixtures'
import type { DualDirection, DualOrderWire, DualProductWire } from './dual'
import {
  DAY_MS,
  DUAL_SHARE_SIZE,
  dualName,
  dualSettlement,
  expiryOf,
  principalOf,
  termDays,
} from './dual-math'

/** The dual fixtures' "now" (the wallet's), in ms. */
export const MockDualNow = MockWalletNow
export const MOCK_DUAL_USER = 1
export const MOCK_DUAL_SCALES = { coin: 8, usdt: 4 }

const stamp = (ms: number) => msToWireTime(ms)
const coinName = (id: number) => (id === ETH_ID ? 'ETH' : 'BTC')

function product(
  id: number,
  coinId: number,
  type: DualDirection,
  strike: string,
  rate: string,
  days: number,
  sold = 0,
): DualProductWire {
  const end = expiryOf(MockDualNow + days * DAY_MS)
  const coin = coinName(coinId)
  return {
    id,
    name: dualName(coin, end, strike, type),
    rate,
    exercise_price: strike,
    currency_id: coinId,
    currency_name: coin,
    type,
    start_time: stamp(MockDualNow - DAY_MS),
    end_time: stamp(end),
    total_number: 1000,
    user_limit: 50,
    remaining_number: 1000 - sold,
    purchased_number: sold,
    status: 1,
    created: stamp(MockDualNow - DAY_MS),
    share_size: DUAL_SHARE_SIZE[type],
    invest_currency_id: type === 'call' ? coinId : USDT_ID,
    invest_currency_name: type === 'call' ? coin : 'USDT',
    coin_scale: MOCK_DUAL_SCALES.coin,
    usdt_scale: MOCK_DUAL_SCALES.usdt,
    user_number: 0,
  }
}

export const MockDualProducts: DualProductWire[] = [
  product(1, BTC_ID, 'call', '70000', '36.5', 3, 120),
  product(2, BTC_ID, 'call', '72000', '18.25', 7),
  product(3, BTC_ID, 'put', '64000', '40', 3, 40),
  product(4, BTC_ID, 'put', '62000', '22', 7),
  product(5, ETH_ID, 'call', '3800', '45', 3),
  product(6, ETH_ID, 'put', '3300', '50', 7),
]

function order(
  id: number,
  p: DualProductWire,
  shares: number,
  boughtAt: number,
  price: string,
  settlePrice: string | null,
): DualOrderWire {
  const end = Date.parse(`${p.end_time.replace(' ', 'T')}Z`)
  const days = termDays(boughtAt, end)
  const principal = principalOf(p.type, shares)
  const settled =
    settlePrice === null
      ? null
      : dualSettlement({
          direction: p.type,
          principal,
          strike: p.exercise_price,
          rate: p.rate,
          days,
          settlePrice,
          scales: MOCK_DUAL_SCALES,
        })
  return {
    id,
    user_id: MOCK_DUAL_USER,
    currency_id: p.currency_id,
    dual_id: p.id,
    order_rate: p.rate,
    day: days,
    number: shares,
    end_time: p.end_time,
    price,
    total: principal,
    created: stamp(boughtAt),
    status: settled ? 1 : 0,
    type: p.type,
    exercise_price: p.exercise_price,
    remaining_number: p.remaining_number,
    currency_name: p.currency_name,
    name: p.name,
    pay_currency_id: p.invest_currency_id,
    pay_currency_name: p.invest_currency_name,
    settle_tick: end,
    settle_price: settlePrice,
    outcome: settled?.outcome ?? null,
    payout: settled?.payout ?? null,
    payout_currency_name: settled ? (settled.outcome === 'coin' ? p.currency_name : 'USDT') : null,
    settled_at: settlePrice === null ? null : stamp(end),
    coin_scale: p.coin_scale,
    usdt_scale: p.usdt_scale,
  }
}

/** A past product of each direction, settled one in the coin and one in USDT. */
const pastCall = { ...product(90, BTC_ID, 'call', '68000', '36.5', -1), status: 0 as const }
const pastPut = { ...product(91, BTC_ID, 'put', '66000', '36.5', -1), status: 0 as const }

/** My orders, newest first: one holding, a call settled in the coin, a put settled in USDT. */
export const MockDualOrders: DualOrderWire[] = [
  order(3, MockDualProducts[0]!, 2, MockDualNow - 3_600_000, '68250.5', null),
  order(2, pastCall, 3, MockDualNow - 8 * DAY_MS, '67010', '67500.25'),
  order(1, pastPut, 2, MockDualNow - 8 * DAY_MS, '67010', '66800'),
]
