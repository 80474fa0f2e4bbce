/** React bindings of the quote store: each row re-renders only for its own symbol. */
import { useCallback, useSyncExternalStore } from 'react'
import type { LiveQuote, QuoteStore } from './quote-store'

export function useQuote(store: QuoteStore, symbol: string): LiveQuote | undefined {
  // the same functions from render to render: a new `subscribe` makes useSyncExternalStore
  // unsubscribe and subscribe again after every render (and, in the Preact build, schedule an
  // effect for it), which a row does on every tick of its price
  const subscribe = useCallback(
    (listener: () => void) => store.subscribe(symbol, listener),
    [store, symbol],
  )
  const read = useCallback(() => store.getQuote(symbol), [store, symbol])
  return useSyncExternalStore(subscribe, read)
}

/** True while the feed is not live (connecting, stale, resyncing, offline). */
export function useStale(store: QuoteStore): boolean {
  return useSyncExternalStore(store.subscribeStale, store.isStale)
}

export function useSymbols(store: QuoteStore): readonly string[] {
  return useSyncExternalStore(store.subscribeSymbols, store.getSymbols)
}
