/**
 * Wire-shaped seconds-options data for MSW handlers, stories and unit tests, in the exact shapes the
 * sandbox sends (contract/micro.ts). Figures are consistent: every fee, credit and `fact_profits`
 * comes from micro-math, every outcome from outcomeOf(open, end), and `MockMicroLocked` is the sum
 * of the open orders' stakes.
 */
import { Big } from 'big.js'
import { MockBtcQuote, MockEthQuote } from './market.fixtures'
import type {
  MicroCheckWire,
  MicroDurationWire,
  MicroOrderWire,
  OptionDirection,
  PayableCurrencyWire,
} from './micro'
import { MICRO_SHOW_ID_OFFSET, optionDirectionCodes, optionOutcomeCodes } from './micro'
import { optionFee, outcomeOf, settlementOf } from './micro-math'
import { USDT_ID } from './wallet'
import { msToWireTime } from './wallet/common'
import { MockWalletNow } from './wallet.fixtures'

/** The options fixtures' "now" (the wallet's), in ms: a whole second. */
export const MockMicroNow = MockWalletNow
export const MOCK_MICRO_USER = 1
const SCALE = 4
const FEE_RATE = '1'

const stamp = (ms: number) => msToWireTime(ms)

export const MockMicroDurations: MicroDurationWire[] = [
  { seconds: 30, ratio: '80', min: '0', max: '0' },
  { seconds: 60, ratio: '85', min: '0', max: '0' },
  { seconds: 120, ratio: '88', min: '0', max: '0' },
  { seconds: 300, ratio: '90', min: '50', max: '0' },
].map((d, i) => ({
  id: i + 1,
  seconds: d.seconds,
  status: 1,
  profit_ratio: d.ratio,
  min_amount: d.min,
  max_amount: d.max,
  created_at: '2025-01-01 00:00:00',
  updated_at: '2025-01-01 00:00:00',
}))

/** USDT as `payable_currencies` answers it for a user with `balance` available. */
export function mockPayableUsdt(balance = '1000.0000', locked = '0.0000'): PayableCurrencyWire {
  return {
    id: USDT_ID,
    name: 'USDT',
    is_micro: 1,
    decimal_scale: SCALE,
    micro_trade_fee: FEE_RATE,
    micro_min: '10',
    micro_max: '10000',
    micro_holdtrade_max: 10,
    micro_numbers: ['10', '50', '100', '500', '1000'].map((number) => ({
      currency_id: USDT_ID,
      number,
    })),
    insurance_types: [],
    user_wallet: {
      currency: USDT_ID,
      micro_balance: balance,
      lock_micro_balance: locked,
      insurance_balance: '0.0000',
      micro_with_insurance: balance,
    },
    user_insurance: null,
  }
}

/** The options pairs of the fixtures: match id, symbol, the engine's price "now". */
export const MockMicroPairs = [
  {
    match_id: 1,
    currency_id: 1,
    symbol: 'BTC/USDT',
    price: MockBtcQuote.now_price,
  },
  {
    match_id: 2,
    currency_id: 2,
    symbol: 'ETH/USDT',
    price: MockEthQuote.now_price,
  },
] as const

export interface MockMicroOrderInput {
  id: number
  direction: OptionDirection
  seconds: number
  stake: string
  openPrice: string
  /** Placed this many seconds before MockMicroNow. */
  placedAgo: number
  /** The engine's price at the expiry second; omit for an open order. */
  endPrice?: string
  symbol?: 'BTC/USDT' | 'ETH/USDT'
  ratio?: string
}

/** One order, open (no `endPrice`) or settled by micro-math. */
export function mockMicroOrder(input: MockMicroOrderInput): MicroOrderWire {
  const pair = MockMicroPairs.find((p) => p.symbol === (input.symbol ?? 'BTC/USDT'))!
  const ratio =
    input.ratio ?? MockMicroDurations.find((d) => d.seconds === input.seconds)!.profit_ratio
  const stake = new Big(input.stake).toFixed(SCALE)
  const openTick = MockMicroNow - input.placedAgo * 1000
  const settleTick = openTick + input.seconds * 1000
  const settled = input.endPrice !== undefined
  const outcome = settled ? outcomeOf(input.direction, input.openPrice, input.endPrice!) : null
  const settlement = outcome ? settlementOf(outcome, stake, ratio, SCALE) : null
  return {
    id: input.id,
    user_id: MOCK_MICRO_USER,
    match_id: pair.match_id,
    currency_id: USDT_ID,
    type: optionDirectionCodes[input.direction],
    is_insurance: 0,
    seconds: input.seconds,
    number: stake,
    open_price: input.openPrice,
    end_price: settled ? input.endPrice! : null,
    fee: optionFee(stake, FEE_RATE, SCALE),
    profit_ratio: ratio,
    fact_profits: settlement?.factProfits ?? '0.0000',
    status: settled ? 3 : 1,
    profit_result: outcome ? optionOutcomeCodes[outcome] : 0,
    created_at: stamp(openTick),
    updated_at: stamp(settled ? settleTick : openTick),
    handled_at: stamp(settleTick),
    complete_at: settled ? stamp(settleTick) : null,
    return_at: settled ? stamp(settleTick) : null,
    currency_name: 'USDT',
    symbol_name: pair.symbol,
    type_name: input.direction === 'rise' ? 'Rise' : 'Fall',
    status_name: settled ? 'Closed' : 'Open',
    profit_result_name: outcome ? { win: 'Win', tie: 'Tie', loss: 'Loss' }[outcome] : '',
    show_micro_id: input.id + MICRO_SHOW_ID_OFFSET,
    remain_milli_seconds: Math.max(0, settleTick - MockMicroNow),
    open_tick: openTick,
    settle_tick: settleTick,
    payout: settlement?.credit ?? null,
  }
}

/** Two open options (one with 12 s left, one with 95 s left). */
export const MockOpenMicroOrders: MicroOrderWire[] = [
  mockMicroOrder({
    id: 108,
    direction: 'rise',
    seconds: 30,
    stake: '100',
    openPrice: '41240.10',
    placedAgo: 18,
  }),
  mockMicroOrder({
    id: 107,
    direction: 'fall',
    seconds: 120,
    stake: '50',
    openPrice: '41262.85',
    placedAgo: 25,
    symbol: 'BTC/USDT',
  }),
]

/** Settled options: a win, a loss, a tie, an ETH fall win, a 300 s loss. */
export const MockClosedMicroOrders: MicroOrderWire[] = [
  mockMicroOrder({
    id: 106,
    direction: 'rise',
    seconds: 30,
    stake: '100',
    openPrice: '41200.00',
    endPrice: '41215.37',
    placedAgo: 120,
  }),
  mockMicroOrder({
    id: 105,
    direction: 'rise',
    seconds: 60,
    stake: '200',
    openPrice: '41230.55',
    endPrice: '41198.02',
    placedAgo: 400,
  }),
  mockMicroOrder({
    id: 104,
    direction: 'fall',
    seconds: 30,
    stake: '10',
    openPrice: '41190.00',
    endPrice: '41190.00',
    placedAgo: 900,
  }),
  mockMicroOrder({
    id: 103,
    direction: 'fall',
    seconds: 120,
    stake: '500',
    openPrice: '2120.44',
    endPrice: '2117.90',
    placedAgo: 3600,
    symbol: 'ETH/USDT',
  }),
  mockMicroOrder({
    id: 102,
    direction: 'rise',
    seconds: 300,
    stake: '1000',
    openPrice: '41010.00',
    endPrice: '40987.65',
    placedAgo: 7200,
  }),
]

/** Every order, newest first (as `lists` answers). */
export const MockMicroOrders: MicroOrderWire[] = [...MockOpenMicroOrders, ...MockClosedMicroOrders]

/** The options account's locked amount: Σ stakes of the open orders. */
export const MockMicroLocked = MockOpenMicroOrders.reduce(
  (sum, o) => sum.plus(o.number),
  new Big(0),
).toFixed(SCALE)

/** What `microtrade/verify` answers for `order`. */
export function mockMicroCheck(order: MicroOrderWire): MicroCheckWire {
  return {
    id: order.id,
    show_micro_id: order.show_micro_id,
    symbol_name: order.symbol_name,
    match_id: order.match_id,
    type: order.type,
    seconds: order.seconds,
    status: order.status,
    open_tick: order.open_tick,
    open_price: order.open_price,
    settle_tick: order.settle_tick,
    end_price: order.end_price,
    profit_result: order.profit_result,
  }
}
