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
  const [prices, setPrices] = useState<Readonly<Record<string, string>>>({})
  // the set of pairs, not the array's identity, decides when to subscribe again
  const key = [...new Set(symbols)].sort().join(',')
  useEffect(() => {
    const list = key ? key.split(',') : []
    const read = () => {
      const next: Record<string, string> = {}
      for (const s of list) {
        const price = store.getQuote(s)?.now_price
        if (price !== undefined) next[s] = price
      }
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
