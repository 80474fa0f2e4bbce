import type { SnapshotFrom } from 'xstate'
import type { KeywordError, marketListMachine } from './market-list.machine'
import type { MarketSort, MarketTab } from './market-list.order'

export type MarketListSnapshot = SnapshotFrom<typeof marketListMachine>

export interface MarketListView {
  tab: MarketTab
  /** Favourites, all, and one tab per quote currency when there is more than one. */
  tabs: readonly MarketTab[]
  sort: MarketSort
  keyword: string
  /** The normalised keyword the results are for; '' when no search has run. */
  query: string
  keywordError: KeywordError | null
  /** The user is typing and the search waits for a pause. */
  isTyping: boolean
  /** Search screen: results are shown (a keyword was searched); otherwise hot search and recent views. */
  showsResults: boolean
  /** The symbols to show, in order. */
  symbols: readonly string[]
  hot: readonly string[]
  recent: readonly string[]
}

export function toMarketListView(s: MarketListSnapshot): MarketListView {
  const { context } = s
  const groups = context.quoteCurrencies.length > 1 ? context.quoteCurrencies : []
  return {
    tab: context.tab,
    tabs: ['favourites', 'all', ...groups.map((name): MarketTab => `quote:${name}`)],
    sort: context.sort,
    keyword: context.keyword,
    query: context.query,
    keywordError: context.keywordError,
    isTyping: s.matches({ search: 'typing' }),
    showsResults: context.mode === 'markets' || context.query !== '',
    symbols: context.order,
    hot: context.hot,
    recent: context.recent,
  }
}
