import { Quote, type QuoteWire } from '@/api/contract/market'
import { MockBtcQuote, MockEthQuote, MockShibQuote } from '@/api/contract/market.fixtures'
import {
  marketListMachine,
  recomputed,
  type MarketListContext,
  type QuoteSource,
} from './market-list.machine'
import type { OrderQuote } from './market-list.order'

// prettier-ignore
const more: Array<[id: number, name: string, price: string, change: string, volume: string, decimals: number]> = [
  [4, 'BNB', '312.40', '+0.42', '61870.112', 2],
  [5, 'SOL', '101.275', '+4.87', '528113.905', 3],
  [6, 'XRP', '0.6213', '-1.52', '210433987.4', 4],
  [7, 'ADA', '0.5794', '-2.06', '168204455.2', 4],
  [8, 'DOGE', '0.08917', '+0.95', '1712004332', 5],
  [9, 'TRX', '0.10804', '0.00', '1150237761', 5],
  [10, 'DOT', '8.214', '-0.37', '4210.55', 3],
  [11, 'LTC', '71.86', '+2.18', '288.116', 2],
  [12, 'LINK', '15.042', '-3.41', '2175.22', 3],
]

const pair = ([id, name, price, change, volume, decimals]: (typeof more)[number]): QuoteWire => ({
  ...MockBtcQuote,
  id: id - 1,
  currency_id: id,
  currency_name: name,
  symbol: `${name}/USDT`,
  now_price: price,
  change,
  open: price,
  high: price,
  low: price,
  volume,
  precision_length: decimals,
  sort: id,
})

/** Twelve USDT pairs with fixed figures: enough to sort, search and fill a phone screen. */
export const MockMarketQuotes: QuoteWire[] = [
  MockBtcQuote,
  MockEthQuote,
  ...more.map(pair),
  MockShibQuote,
]

/** The same pairs and a BTC/ETH pair: two quote currencies, so the list gets a tab per currency. */
export const MockTwoQuoteCurrencies: QuoteWire[] = [
  ...MockMarketQuotes,
  {
    ...MockEthQuote,
    id: 90,
    legal_id: 1,
    legal_name: 'BTC',
    symbol: 'ETH/BTC',
    now_price: '0.051250',
    precision_length: 6,
    volume: '1832.51',
    sort: 90,
  },
]

/** `count` deterministic pairs (COIN001/USDT …) for virtualisation and tick benchmarks. */
export function manyQuotes(count: number): QuoteWire[] {
  return Array.from({ length: count }, (_, i) => {
    const n = String(i + 1).padStart(3, '0')
    const cents = 100 + ((i * 7919) % 900_000)
    return {
      ...MockBtcQuote,
      id: 1000 + i,
      currency_id: 1000 + i,
      currency_name: `COIN${n}`,
      symbol: `COIN${n}/USDT`,
      now_price: `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`,
      change: `${i % 3 === 0 ? '-' : '+'}${(i % 9) + 1}.${String((i * 13) % 100).padStart(2, '0')}`,
      volume: `${(i * 104_729) % 1_000_000}.5`,
      sort: i,
    }
  })
}

/** A fixed quote source for tests and fixtures (the quote store in the app). */
export function staticSource(wire: readonly QuoteWire[]): QuoteSource {
  const quotes = new Map<string, OrderQuote>(
    wire.map((q) => {
      const parsed = Quote.parse(q)
      return [parsed.symbol, parsed]
    }),
  )
  const symbols = [...quotes.keys()]
  return {
    getSymbols: () => symbols,
    getQuote: (symbol) => quotes.get(symbol),
    subscribeSymbols: () => () => {},
  }
}

const noStorage = { getItem: () => null, setItem: () => {}, removeItem: () => {} }

const base: MarketListContext = {
  source: staticSource(MockMarketQuotes),
  storage: noStorage,
  mode: 'markets',
  tab: 'all',
  sort: { key: 'none' },
  keyword: '',
  query: '',
  keywordError: null,
  favouriteIds: [],
  order: [],
  hot: [],
  recent: [],
  quoteCurrencies: [],
}

type SearchState = 'empty' | 'typing' | 'showing'

const resolve = (search: SearchState, context: Partial<MarketListContext>) => {
  // order, hot search and quote currencies come from the same rules the machine runs
  const given = { ...base, ...context }
  const full = { ...given, ...recomputed(given) }
  const live = full.sort.key !== 'none' || (full.mode === 'search' && full.query === '')
  return marketListMachine.resolveState({
    value: { search, cadence: live ? 'running' : 'idle' },
    context: full,
  })
}

const searching: Partial<MarketListContext> = {
  mode: 'search',
  recent: ['SOL/USDT', 'BTC/USDT', 'LINK/USDT'],
}

/** One snapshot per state the markets and search screens show. */
export const marketListSnapshots = {
  all: resolve('empty', {}),
  favourites: resolve('empty', { tab: 'favourites', favouriteIds: [1, 5] }),
  favouritesEmpty: resolve('empty', { tab: 'favourites' }),
  sortedByPrice: resolve('empty', { sort: { key: 'price', direction: 'desc' } }),
  sortedByChange: resolve('empty', { sort: { key: 'change', direction: 'asc' } }),
  twoQuoteCurrencies: resolve('empty', { source: staticSource(MockTwoQuoteCurrencies) }),
  searchIdle: resolve('empty', searching),
  searchTyping: resolve('typing', { ...searching, keyword: 'so' }),
  searchResults: resolve('showing', { ...searching, keyword: 'do', query: 'DO' }),
  searchNoResults: resolve('showing', { ...searching, keyword: 'xyz', query: 'XYZ' }),
  keywordRequired: resolve('empty', { ...searching, keywordError: 'keywordRequired' }),
  specialCharacters: resolve('showing', {
    ...searching,
    keyword: 'btc$',
    keywordError: 'specialCharacters',
  }),
}
