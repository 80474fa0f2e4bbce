import { useEffect, useState } from 'react'
import type { QuoteStore } from './quote-store'

/**
 * The last price of each of `symbols`, re-read once per quote flush (a microtask after the store's
 * changes), so a screen can value several pairs at their live prices without one render per quote.
 */
export function usePrices(
  store: QuoteStore,
  symbols: readonly string[],
): Readonly<Record<string, string>> {
  // the first render already has the prices the store holds
  const [prices, setPrices] = useState(() => pricesOf(store, symbols))
  // the set of pairs, not the array's identity, decides when to subscribe again
  const key = [...new Set(symbols)].sort().join(',')
  useEffect(() => {
    const list = key ? key.split(',') : []
    const read = () => {
      const next = pricesOf(store, list)
      const same = (last: Readonly<Record<string, string>>) =>
        Object.keys(last).length === Object.keys(next).length &&
        list.every((s) => last[s] === next[s])
      setPrices((last) => (same(last) ? last : next))
    }
    let queued = false
    const changed = () => {
      if (queued) return
      queued = true
      queueMicrotask(() => {
        queued = false
        read()
      })
    }
    read()
    const off = list.map((s) => store.subscribe(s, changed))
    return () => off.forEach((unsubscribe) => unsubscribe())
  }, [store, key])
  return prices
}

function pricesOf(store: QuoteStore, symbols: readonly string[]): Readonly<Record<string, string>> {
  const prices: Record<string, string> = {}
  for (const s of symbols) {
    const price = store.getQuote(s)?.now_price
    if (price !== undefined) prices[s] = price
  }
  return prices
}
