/**
 * Wire-shaped spot data for MSW handlers, stories and unit tests, in the exact shapes the sandbox
 * sends (contract/spot.ts). Figures are consistent: fills come from spot-math (limitFill,
 * marketFill) against the fixed book below, and the two open orders hold exactly what
 * MockBalances shows locked in the change account (250 USDT, 0.1 BTC).
 */
import type { BookLevel } from './spot-math'
import { limitFill, limitLock, marketFill } from './spot-math'
import type { SpotOrderWire, SpotPairRules, SpotRulesWire } from './spot'
import { MockBtcQuote, MockDepthEvent, MockEthQuote } from './market.fixtures'
import { BTC_ID, ETH_ID, USDT_ID, msToWireTime } from './wallet'
import { MockWalletNow } from './wallet.fixtures'

/** The spot fixtures' "now" (the wallet's). */
export const MockSpotNow = MockWalletNow
const minutesAgo = (m: number) => msToWireTime(MockSpotNow - m * 60_000)

export const MockBtcUsdtRules: SpotRulesWire = {
  currency_id: BTC_ID,
  legal_id: USDT_ID,
  symbol: 'BTC/USDT',
  open: 1,
  fee_rate: '0.002',
  min_total: '5',
  price_band: '0.1',
  price_decimals: 2,
  amount_decimals: 4,
  base_scale: 8,
  quote_scale: 4,
}

export const MockEthUsdtRules: SpotRulesWire = {
  ...MockBtcUsdtRules,
  currency_id: ETH_ID,
  symbol: 'ETH/USDT',
}

export const MockSpotRules: SpotRulesWire[] = [MockBtcUsdtRules, MockEthUsdtRules]

/** MockBtcUsdtRules as the API returns it (SpotRulesAnswer). */
export const MockBtcUsdtPairRules: SpotPairRules = {
  currencyId: BTC_ID,
  legalId: USDT_ID,
  symbol: 'BTC/USDT',
  open: true,
  feeRate: '0.002',
  minTotal: '5',
  priceBand: '0.1',
  priceDecimals: 2,
  amountDecimals: 4,
  baseScale: 8,
  quoteScale: 4,
}

/** A pair's book at one engine tick: the last price and ten levels a side, best first. */
export interface MockSpotBook {
  price: string
  asks: readonly BookLevel[]
  bids: readonly BookLevel[]
}

/** BTC/USDT at 41251.65: the market fixtures' depth (1.25 to 10.25 BTC a level, 8.25 apart). */
export const MockBtcBook: MockSpotBook = {
  price: String(MockBtcQuote.now_price),
  asks: MockDepthEvent.asks as BookLevel[],
  bids: MockDepthEvent.bids as BookLevel[],
}

/** ETH/USDT at 2114.19: three thin levels a side. */
export const MockEthBook: MockSpotBook = {
  price: String(MockEthQuote.now_price),
  asks: [
    ['2114.50', '2.5000'],
    ['2115.00', '5.0000'],
    ['2116.00', '10.0000'],
  ],
  bids: [
    ['2113.80', '2.5000'],
    ['2113.00', '5.0000'],
    ['2112.00', '10.0000'],
  ],
}

/** Books by pair, keyed `${currency_id}/${legal_id}`. */
export const MockSpotBooks: Record<string, MockSpotBook> = {
  [`${BTC_ID}/${USDT_ID}`]: MockBtcBook,
  [`${ETH_ID}/${USDT_ID}`]: MockEthBook,
}

const rules = MockBtcUsdtPairRules
const row = (
  id: number,
  o: Pick<SpotOrderWire, 'type' | 'target_price' | 'trade_amount' | 'status' | 'order_type'> &
    Partial<SpotOrderWire>,
): SpotOrderWire => ({
  u_id: 1,
  currency_id: BTC_ID,
  legal_id: USDT_ID,
  trade_price: String(MockBtcQuote.now_price),
  charge_fee: rules.feeRate,
  symbol: 'BTC/USDT',
  created_at: minutesAgo(id * 10),
  locked: '0',
  fill_price: null,
  spent: null,
  fee: null,
  received: null,
  fill_tick: null,
  fill_market_price: null,
  filled_at: null,
  cancelled_at: null,
  ...o,
  id,
})

const filledBuy = limitFill('buy', '40000.00', '0.0500', rules)
const filledSell = marketFill('sell', '0.5000', MockBtcBook.bids, rules)!

/** A pending limit buy: 0.0064 BTC at 39062.50 holds 250.0000 USDT. */
export const MockOpenBuyOrder = row(1, {
  type: 1,
  order_type: 'limit',
  target_price: '39062.50',
  trade_amount: '0.0064',
  status: 1,
  locked: limitLock('buy', '39062.50', '0.0064', rules),
})

/** A pending limit sell: 0.1 BTC at 45000.00 holds 0.1 BTC. */
export const MockOpenSellOrder = row(2, {
  type: 2,
  order_type: 'limit',
  target_price: '45000.00',
  trade_amount: '0.1000',
  status: 1,
  locked: '0.1000',
})

/** A limit buy filled at its price: the fee is taken from the BTC received. */
export const MockFilledLimitBuy = row(3, {
  type: 1,
  order_type: 'limit',
  target_price: '40000.00',
  trade_amount: '0.0500',
  trade_price: '40120.00',
  status: 2,
  fill_price: filledBuy.price,
  spent: filledBuy.spent,
  fee: filledBuy.fee,
  received: filledBuy.received,
  fill_tick: MockSpotNow - 25 * 60_000,
  fill_market_price: '39998.40',
  filled_at: minutesAgo(25),
})

/** A market sell of 0.5 BTC against the book's best bid. */
export const MockFilledMarketSell = row(4, {
  type: 2,
  order_type: 'market',
  target_price: filledSell.price,
  trade_amount: '0.5000',
  status: 2,
  fill_price: filledSell.price,
  spent: filledSell.spent,
  fee: filledSell.fee,
  received: filledSell.received,
  fill_tick: MockSpotNow - 40 * 60_000,
  fill_market_price: MockBtcBook.price,
  filled_at: minutesAgo(40),
})

/** A limit sell cancelled before it filled. */
export const MockCancelledOrder = row(5, {
  type: 2,
  order_type: 'limit',
  target_price: '43000.00',
  trade_amount: '0.2000',
  status: 3,
  cancelled_at: minutesAgo(45),
})

/** The caller's orders, newest first. */
export const MockSpotOrders: SpotOrderWire[] = [
  MockOpenBuyOrder,
  MockOpenSellOrder,
  MockFilledLimitBuy,
  MockFilledMarketSell,
  MockCancelledOrder,
]
