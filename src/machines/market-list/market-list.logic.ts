/** What the markets list computes from its context and storage (market-list.machine.ts). */
import { hotSymbols, orderSymbols, quoteCurrencies, sameList } from './market-list.order'
import type { MarketSort, MarketTab, SortKey } from './market-list.order'
import {
  HOT_SEARCH_SIZE,
  MAX_RECENT_VIEWS,
  RECENT_VIEWS_KEY,
  TAB_KEY,
  type MarketListContext,
  type MarketListInput,
} from './market-list.types'

export function readRecent(storage: MarketListInput['storage']): string[] {
  try {
    const value: unknown = JSON.parse(storage.getItem(RECENT_VIEWS_KEY) ?? '[]')
    return Array.isArray(value)
      ? value.filter((v): v is string => typeof v === 'string').slice(0, MAX_RECENT_VIEWS)
      : []
  } catch {
    return []
  }
}

export function readTab(storage: MarketListInput['storage']): MarketTab {
  return storage.getItem(TAB_KEY) === 'favourites' ? 'favourites' : 'all'
}

/** Recomputes order, hot search and quote currencies from the source; keeps unchanged arrays. */
export function recomputed(context: MarketListContext) {
  const { source } = context
  const symbols = source.getSymbols()
  const quoteOf = (symbol: string) => source.getQuote(symbol)
  const shown =
    context.mode === 'search' && !context.query
      ? []
      : orderSymbols({
          symbols,
          quoteOf,
          tab: context.tab,
          favouriteIds: context.favouriteIds,
          query: context.query,
          sort: context.sort,
        })
  const hot = context.mode === 'search' ? hotSymbols(symbols, quoteOf, HOT_SEARCH_SIZE) : []
  const currencies = quoteCurrencies(symbols, quoteOf)
  return {
    order: sameList(shown, context.order) ? context.order : shown,
    hot: sameList(hot, context.hot) ? context.hot : hot,
    quoteCurrencies: sameList(currencies, context.quoteCurrencies)
      ? context.quoteCurrencies
      : currencies,
  }
}

export const nextSort = (sort: MarketSort, key: SortKey): MarketSort => {
  if (sort.key !== key) return { key, direction: 'desc' }
  return sort.direction === 'desc' ? { key, direction: 'asc' } : { key: 'none' }
}
