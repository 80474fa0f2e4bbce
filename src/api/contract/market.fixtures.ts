/**
 * Wire-shaped market data for MSW handlers, stories and unit tests, in the exact shapes the
 * sandbox sends (contract/market.ts). Figures are fixed and self-consistent: each quote's
 * now_price is its last candle's close, and the depth brackets that price without crossing.
 */
import type {
  CandleWire,
  CurrencyListWire,
  DayMarketEventWire,
  DepthEventWire,
  KlineEventWire,
  QuotationWire,
  QuoteWire,
  TickWire,
} from './market'

/** 2025-01-01T12:00:00Z, the tick every fixture belongs to. */
export const MOCK_MARKET_TIME = 1735732800000

const pairFlags = { open_transaction: 1, open_lever: 1, open_microtrade: 1, open_coin_trade: 1 }

export const MockBtcQuote: QuoteWire = {
  id: 1,
  currency_id: 1,
  legal_id: 3,
  currency_name: 'BTC',
  legal_name: 'USDT',
  symbol: 'BTC/USDT',
  now_price: '41251.65',
  change: '+1.23',
  open: '40750.40',
  high: '41842.32',
  low: '40512.16',
  volume: '5148.2279',
  precision_length: 2,
  logo: '',
  sort: 1,
  ...pairFlags,
  time: MOCK_MARKET_TIME,
}

export const MockEthQuote: QuoteWire = {
  ...MockBtcQuote,
  id: 2,
  currency_id: 2,
  currency_name: 'ETH',
  symbol: 'ETH/USDT',
  now_price: '2114.19',
  change: '-0.81',
  open: '2131.45',
  high: '2150.02',
  low: '2098.77',
  volume: '80812.6240',
  sort: 2,
}

export const MockShibQuote: QuoteWire = {
  ...MockBtcQuote,
  id: 24,
  currency_id: 25,
  currency_name: 'SHIB',
  symbol: 'SHIB/USDT',
  now_price: '0.00000851',
  change: '0.00',
  open: '0.00000851',
  high: '0.00000866',
  low: '0.00000840',
  volume: '610413007565',
  precision_length: 8,
  sort: 24,
}

export const MockQuotation: QuotationWire = [
  { id: 3, name: 'USDT', logo: '', quotation: [MockBtcQuote, MockEthQuote, MockShibQuote] },
]

/** Three 1-minute BTC/USDT bars ending at MOCK_MARKET_TIME; the last one is in progress. */
export const MockBtcCandles: CandleWire[] = [
  ['41228.90', '41245.26', '41245.34', '41220.95', '2.7838'],
  ['41245.26', '41245.53', '41250.43', '41234.69', '2.2404'],
  ['41245.53', '41251.65', '41258.94', '41233.41', '0.0312'],
].map(([open, close, high, low, volume], i) => {
  const id = MOCK_MARKET_TIME / 1000 - 120 + i * 60
  return { id, open, close, high, low, volume, amount: volume, time: id * 1000 }
})

/** BTC/USDT's engine tick half-way through the first fixture bar (at its close, inside its range). */
export const MockBtcTick = {
  symbol: 'BTC/USDT',
  time: MOCK_MARKET_TIME / 1000 - 90,
  price: '41245.26',
} satisfies TickWire

export const MockKlineResponse = { code: 1, msg: 'success', data: MockBtcCandles }

const btcPair = {
  match_id: 1,
  currency_id: 1,
  currency_name: 'BTC',
  legal_id: 3,
  legal_name: 'USDT',
  symbol: 'BTC/USDT',
}

export const MockDayMarketEvent: DayMarketEventWire = {
  type: 'daymarket',
  period: '1day',
  ...btcPair,
  open: MockBtcQuote.open,
  close: MockBtcQuote.now_price,
  high: MockBtcQuote.high,
  low: MockBtcQuote.low,
  volume: MockBtcQuote.volume,
  now_price: MockBtcQuote.now_price,
  change: MockBtcQuote.change,
  time: MOCK_MARKET_TIME,
  seq: 42,
}

export const MockKlineEvent: KlineEventWire = {
  type: 'kline',
  period: '1min',
  ...btcPair,
  open: '41245.53',
  close: '41251.65',
  high: '41258.94',
  low: '41233.41',
  volume: '0.0312',
  time: MOCK_MARKET_TIME - 60_000,
  seq: 7,
}

const levels = (side: 1 | -1) =>
  Array.from({ length: 10 }, (_, i): [string, string] => [
    (4125165 + side * 825 * (i + 1)).toString().replace(/(\d{2})$/, '.$1'),
    `${i + 1}.2500`,
  ])

/** Ten levels a side, 8.25 apart around 41251.65: asks ascending, bids descending. */
export const MockDepthEvent: DepthEventWire = {
  type: 'market_depth',
  ...btcPair,
  'base-currency': 'BTC',
  'quote-currency': 'USDT',
  bids: levels(-1),
  asks: levels(1),
  time: MOCK_MARKET_TIME,
  seq: 3,
}

/*
 * The real platform's pushes, field for field as api-reference §13.3 lists them: one bare item per
 * emit, no `seq`, no `match_id`/`time` on a depth, depth sides as JSON text (asks best last here,
 * as the original client reversed them), ids as numbers, prices as strings.
 */

/** A real `daymarket` push (api-reference §13.3), with the feed's `api_form`. */
export const MockPlatformDayMarket = {
  type: 'daymarket',
  period: '1day',
  match_id: 1,
  currency_id: 1,
  currency_name: 'BTC',
  legal_id: 3,
  legal_name: 'USDT',
  symbol: 'BTC/USDT',
  open: '40750.40',
  close: '41260.00',
  high: '41842.32',
  low: '40512.16',
  volume: '5148.2279',
  time: MOCK_MARKET_TIME + 1000,
  change: '+1.25',
  now_price: '41260.00',
  api_form: 'huobi_websocket',
}

/** A real `kline` push (api-reference §13.3): the minute bar in progress. */
export const MockPlatformKline = {
  type: 'kline',
  period: '1min',
  match_id: 1,
  currency_id: 1,
  currency_name: 'BTC',
  legal_id: 3,
  legal_name: 'USDT',
  symbol: 'BTC/USDT',
  open: '41245.53',
  close: '41260.00',
  high: '41260.00',
  low: '41233.41',
  volume: '0.0400',
  time: MOCK_MARKET_TIME - 60_000,
}

/** A real `market_depth` push (api-reference §13.3): levels as JSON text, asks highest first. */
export const MockPlatformDepth = {
  type: 'market_depth',
  symbol: 'BTC/USDT',
  'base-currency': 'BTC',
  'quote-currency': 'USDT',
  currency_id: 1,
  currency_name: 'BTC',
  legal_id: 3,
  legal_name: 'USDT',
  bids: JSON.stringify(levels(-1)),
  asks: JSON.stringify(levels(1).toReversed()),
}

export const MockCurrencyList: CurrencyListWire = {
  currency: [
    {
      id: 3,
      name: 'USDT',
      logo: '',
      sort: 0,
      decimal_scale: 4,
      is_legal: 1,
      is_lever: 0,
      is_match: 1,
      is_micro: 1,
    },
    {
      id: 1,
      name: 'BTC',
      logo: '',
      sort: 1,
      decimal_scale: 8,
      is_legal: 0,
      is_lever: 1,
      is_match: 1,
      is_micro: 1,
    },
    {
      id: 2,
      name: 'ETH',
      logo: '',
      sort: 2,
      decimal_scale: 8,
      is_legal: 0,
      is_lever: 1,
      is_match: 1,
      is_micro: 1,
    },
  ],
  legal: [
    {
      id: 3,
      name: 'USDT',
      logo: '',
      sort: 0,
      decimal_scale: 4,
      is_legal: 1,
      is_lever: 0,
      is_match: 1,
      is_micro: 1,
    },
  ],
}
