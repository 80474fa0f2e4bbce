/**
 * Wire-shaped futures data for MSW handlers, stories and unit tests, in the exact shapes the
 * sandbox sends (contract/lever.ts). Figures are consistent: every margin, fee, P/L, settlement and
 * shortfall comes from lever-math, and `MockLeverLocked` is what the rows hold (open margins,
 * pending margin + fee) in the lever account.
 */
import { Big } from 'big.js'
import type { LeverPositionWire, LeverRules, LeverRulesWire } from './lever'
import {
  closeSettlement,
  liquidationSettlement,
  openTerms,
  unrealisedPnl,
  type PositionSide,
} from './lever-math'
import { MockBtcBook } from './spot.fixtures'
import { MockBtcQuote, MockEthQuote } from './market.fixtures'
import { BTC_ID, ETH_ID, USDT_ID } from './wallet'
import { MockWalletNow } from './wallet.fixtures'

/** The futures fixtures' "now" (the wallet's), in ms. */
export const MockLeverNow = MockWalletNow
/** Unix seconds `m` minutes before now (the wire's times). */
const secondsAgo = (m: number) => Math.floor((MockLeverNow - m * 60_000) / 1000)

/** A pair as the sandbox configures it (`lever_pairs`, `lever_multiple`, its `rules`). */
export interface MockLeverPair {
  currency_id: number
  legal_id: number
  symbol: string
  min: number
  max: number
  /** Allowed leverage (`multiple.muit`). */
  multiples: number[]
  /** Preset lot buttons (`multiple.share`). */
  presets: number[]
  rules: LeverRulesWire
}

export const MockBtcLeverPair: MockLeverPair = {
  currency_id: BTC_ID,
  legal_id: USDT_ID,
  symbol: 'BTC/USDT',
  min: 1,
  max: 1000,
  multiples: [5, 10, 20, 50, 100],
  presets: [1, 5, 10, 50, 100],
  rules: {
    lot_size: '0.001',
    fee_rate: '0.1',
    spread: '0',
    overnight: '0.05',
    burst_rate: '10',
    entrust: 1,
    set_stop: 1,
    open: 1,
    price_decimals: 2,
    quote_scale: 4,
  },
}

/** ETH/USDT: one lot is 0.01 ETH; otherwise BTC's rules. */
export const MockEthLeverPair: MockLeverPair = {
  ...MockBtcLeverPair,
  currency_id: ETH_ID,
  symbol: 'ETH/USDT',
  rules: { ...MockBtcLeverPair.rules, lot_size: '0.01' },
}

export const MockLeverPairs: MockLeverPair[] = [MockBtcLeverPair, MockEthLeverPair]

/** MockBtcLeverPair's rules as lever/deal returns them (LeverDealAnswer). */
export const MockBtcLeverRules: LeverRules = {
  lotSize: '0.001',
  minLots: 1,
  maxLots: 1000,
  multiples: [5, 10, 20, 50, 100],
  lotPresets: [1, 5, 10, 50, 100],
  feeRate: '0.1',
  spread: '0',
  overnightRate: '0.05',
  liquidationRate: '10',
  limitOrders: true,
  stopOrders: true,
  priceDecimals: 2,
  quoteScale: 4,
}

/** The engine's last prices by `${currency_id}/${legal_id}` (the market fixtures'). */
export const MockLeverPrices: Record<string, string> = {
  [`${BTC_ID}/${USDT_ID}`]: String(MockBtcQuote.now_price),
  [`${ETH_ID}/${USDT_ID}`]: String(MockEthQuote.now_price),
}

/** The lever balance (available USDT) of the fixtures' user (MockBalances.lever). */
export const MockLeverBalance = '2000.0000'

/** The engine's depth, five levels a side, best first (`lever_transaction`). */
export const MockLeverDepth = {
  in: MockBtcBook.bids.slice(0, 5).map(([price, number]) => ({ price, number })),
  out: MockBtcBook.asks.slice(0, 5).map(([price, number]) => ({ price, number })),
}

const btc = MockBtcLeverRules
const btcLast = String(MockBtcQuote.now_price)

interface RowInput {
  id: number
  side: PositionSide
  status: 0 | 1 | 3 | 4
  origin: string
  lots: number
  multiple: number
  minutesAgo: number
  pair?: MockLeverPair
  mark?: string
  kind?: 'market' | 'limit'
  takeProfit?: string
  stopLoss?: string
  extra?: Partial<LeverPositionWire>
}

/** A position row with lever-math's terms; unrealised P/L at `mark` while open. */
export function mockLeverRow(o: RowInput): LeverPositionWire {
  const pair = o.pair ?? MockBtcLeverPair
  const rules = { ...btc, lotSize: pair.rules.lot_size }
  const terms = openTerms({
    side: o.side,
    originPrice: o.origin,
    lots: o.lots,
    multiple: o.multiple,
    rules,
  })
  const mark = o.mark ?? MockLeverPrices[`${pair.currency_id}/${pair.legal_id}`]!
  const open = o.status === 1
  const at = secondsAgo(o.minutesAgo)
  return {
    id: o.id,
    type: o.side === 'long' ? 1 : 2,
    user_id: 1,
    currency: pair.currency_id,
    legal: pair.legal_id,
    symbol: pair.symbol,
    origin_price: terms.originPrice,
    price: terms.price,
    update_price: mark,
    target_profit_price: o.takeProfit ?? '0',
    stop_loss_price: o.stopLoss ?? '0',
    share: o.lots,
    number: terms.number,
    multiple: o.multiple,
    origin_caution_money: terms.margin,
    caution_money: terms.margin,
    fact_profits: '0.0000',
    trade_fee: terms.fee,
    overnight: pair.rules.overnight,
    overnight_money: '0.0000',
    status: o.status,
    create_time: at,
    transaction_time: o.status === 0 || o.status === 4 ? null : at,
    complete_time: null,
    order_type: 1,
    follow_user_id: 0,
    follow_order_id: 0,
    profits: open ? unrealisedPnl(o.side, terms.price, mark, terms.number, 4) : '0.0000',
    kind: o.kind ?? 'market',
    spread: pair.rules.spread,
    fee_rate: pair.rules.fee_rate,
    open_tick: o.status === 0 || o.status === 4 ? null : at * 1000,
    open_market_price: o.status === 0 || o.status === 4 ? null : terms.originPrice,
    close_reason: null,
    close_price: null,
    close_tick: null,
    close_market_price: null,
    shortfall: '0.0000',
    overnight_waived: '0.0000',
    ...o.extra,
  }
}

/** `row` closed at `price` `minutesAgo` for `reason`, settled by closeSettlement. */
function closed(
  row: LeverPositionWire,
  price: string,
  minutesAgo: number,
  reason: LeverPositionWire['close_reason'],
): LeverPositionWire {
  const side = row.type === 1 ? 'long' : 'short'
  const { pnl } = closeSettlement(
    { side, price: row.price, number: row.number, margin: row.caution_money },
    price,
    4,
  )
  const at = secondsAgo(minutesAgo)
  return {
    ...row,
    status: 3,
    update_price: price,
    fact_profits: pnl,
    profits: '0.0000',
    complete_time: at,
    close_reason: reason,
    close_price: price,
    close_tick: at * 1000,
    close_market_price: price,
  }
}

/** An open 10× long of 10 lots (0.01 BTC) at 40000.00 with take-profit 45000 and stop-loss 38000. */
export const MockLongPosition = mockLeverRow({
  id: 11,
  side: 'long',
  status: 1,
  origin: '40000.00',
  lots: 10,
  multiple: 10,
  minutesAgo: 30,
  takeProfit: '45000.00',
  stopLoss: '38000.00',
})

/** An open 20× short of 20 lots (0.02 BTC) at 42000.00, no stops. */
export const MockShortPosition = mockLeverRow({
  id: 12,
  side: 'short',
  status: 1,
  origin: '42000.00',
  lots: 20,
  multiple: 20,
  minutesAgo: 50,
})

/** A pending 5× limit long of 5 lots at 40500.00: holds its margin and fee. */
export const MockPendingPosition = mockLeverRow({
  id: 13,
  side: 'long',
  status: 0,
  kind: 'limit',
  origin: '40500.00',
  lots: 5,
  multiple: 5,
  minutesAgo: 10,
})

/** A copy (order_type 2) of trader 7's 10× ETH long: closes with the trader, never by hand. */
export const MockCopiedPosition = mockLeverRow({
  id: 14,
  side: 'long',
  status: 1,
  pair: MockEthLeverPair,
  origin: '2100.00',
  lots: 10,
  multiple: 10,
  minutesAgo: 20,
  extra: { order_type: 2, follow_user_id: 7, follow_order_id: 501 },
})

/** A 10× long of 10 lots from 39000.00 closed by its take-profit at 41000.00. */
export const MockTakeProfitPosition = closed(
  mockLeverRow({
    id: 8,
    side: 'long',
    status: 1,
    origin: '39000.00',
    lots: 10,
    multiple: 10,
    minutesAgo: 300,
    takeProfit: '41000.00',
    stopLoss: '37000.00',
  }),
  '41000.00',
  120,
  'takeProfit',
)

/**
 * A 100× short of 100 lots from 38000.00 liquidated at 42000.00: the loss (400) beyond its margin
 * (38) and the 358.9 balance left that day is the shortfall the platform covered.
 */
const liquidatedRow = closed(
  mockLeverRow({
    id: 7,
    side: 'short',
    status: 1,
    origin: '38000.00',
    lots: 100,
    multiple: 100,
    minutesAgo: 600,
  }),
  '42000.00',
  480,
  'liquidation',
)
const liquidation = liquidationSettlement(
  '358.9000',
  [new Big(liquidatedRow.caution_money).plus(liquidatedRow.fact_profits).toFixed(4)],
  4,
)
export const MockLiquidatedPosition: LeverPositionWire = {
  ...liquidatedRow,
  shortfall: liquidation.shortfall,
}

/** The caller's positions, newest first by time (the sandbox lists by id, descending). */
export const MockLeverPositions: LeverPositionWire[] = [
  MockPendingPosition,
  MockCopiedPosition,
  MockLongPosition,
  MockShortPosition,
  MockTakeProfitPosition,
  MockLiquidatedPosition,
]

/** What the rows hold in the lever account: open margins and pending margin + fee. */
export const MockLeverLocked = MockLeverPositions.reduce(
  (sum, p) =>
    p.status === 1
      ? sum.plus(p.caution_money)
      : p.status === 0
        ? sum.plus(p.caution_money).plus(p.trade_fee)
        : sum,
  new Big(0),
).toFixed(4)

/** The last price of BTC/USDT in the fixtures. */
export const MockBtcLeverLast = btcLast
