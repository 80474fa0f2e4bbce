/**
 * The pair the Trade tab opens on: the last one traded on this device, else BTC/USDT, else the
 * feed's first pair. Kept in localStorage (a preference, not a secret); unreadable storage is no
 * preference.
 */
const KEY = 'trade.lastSymbol'
const DEFAULT_SYMBOL = 'BTC/USDT'

function read(): string | null {
  try {
    return globalThis.localStorage?.getItem(KEY) ?? null
  } catch {
    return null
  }
}

export function rememberTradedSymbol(symbol: string): void {
  try {
    globalThis.localStorage?.setItem(KEY, symbol)
  } catch {
    // private mode or full storage: the tab opens on the default next time
  }
}

/** The symbol to open among the feed's `symbols` (null while the feed has none). */
export function lastTradedSymbol(symbols: readonly string[]): string | null {
  if (symbols.length === 0) return null
  const last = read()
  if (last && symbols.includes(last)) return last
  return symbols.includes(DEFAULT_SYMBOL) ? DEFAULT_SYMBOL : symbols[0]!
}
