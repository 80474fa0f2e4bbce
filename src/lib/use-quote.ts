/** React bindings of the quote store: each row re-renders only for its own symbol. */
import { useSyncExternalStore } from 'react'
import type { LiveQuote, QuoteStore } from './quote-store'

export function useQuote(store: QuoteStore, symbol: string): LiveQuote | undefined {
  return useSyncExternalStore(
    (listener) => store.subscribe(symbol, listener),
    () => store.getQuote(symbol),
  )
}

/** True while the feed is not live (connecting, stale, resyncing, offline). */
export function useStale(store: QuoteStore): boolean {
  return useSyncExternalStore(store.subscribeStale, store.isStale)
}

export function useSymbols(store: QuoteStore): readonly string[] {
  return useSyncExternalStore(store.subscribeSymbols, store.getSymbols)
}
