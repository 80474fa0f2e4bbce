/** The markets list's constants, source, events, input and context (market-list.machine.ts). */
import type { MarketSort, MarketTab, OrderQuote, SortKey } from './market-list.order'

export const RECENT_VIEWS_KEY = 'market.recentViews'
/** The markets screen opens on the tab the user left it on (favourites or all). */
export const TAB_KEY = 'market.tab'
export const MAX_RECENT_VIEWS = 10
export const HOT_SEARCH_SIZE = 8

/** Where the figures are (the quote store in the app); read only when ordering. */
export interface QuoteSource {
  getSymbols(): readonly string[]
  getQuote(symbol: string): OrderQuote | undefined
  subscribeSymbols(listener: () => void): () => void
}

export type MarketListEvent =
  | { type: 'tab.select'; tab: MarketTab }
  | { type: 'sort.toggle'; key: SortKey }
  | { type: 'keyword.change'; value: string }
  | { type: 'keyword.clear' }
  | { type: 'search.submit' }
  | { type: 'favourites.change'; currencyIds: readonly number[] }
  | { type: 'recent.add'; symbol: string }
  | { type: 'recent.clear' }
  | { type: 'quotes.symbols' }

export type KeywordError = 'keywordRequired' | 'specialCharacters'

export interface MarketListInput {
  source: QuoteSource
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>
  /** `markets`: the tab's pairs; `search`: results only for a keyword. @default 'markets' */
  mode?: 'markets' | 'search'
  /** @default the stored tab, else 'all' */
  tab?: MarketTab
  favouriteIds?: readonly number[]
}

export interface MarketListContext {
  source: QuoteSource
  storage: MarketListInput['storage']
  mode: 'markets' | 'search'
  tab: MarketTab
  sort: MarketSort
  /** What the user typed. */
  keyword: string
  /** The normalised keyword the results are for; '' = no search. */
  query: string
  keywordError: KeywordError | null
  favouriteIds: readonly number[]
  /** The symbols to show, in order. */
  order: readonly string[]
  hot: readonly string[]
  recent: readonly string[]
  /** Quote currencies of the feed; more than one adds a tab per currency. */
  quoteCurrencies: readonly string[]
}
