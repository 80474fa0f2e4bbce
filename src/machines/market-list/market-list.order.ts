/**
 * Pure ordering rules of the markets list: tab filter, keyword match, sort, hot search.
 * Decimal strings are compared and multiplied exactly with BigInt (machines do not take big.js,
 * and sorting 200 pairs a second must stay cheap): "41251.65" → 4125165n at scale 2.
 */

/** The figures ordering needs; a quote-store `LiveQuote` fits. */
export interface OrderQuote {
  symbol: string
  currency_id: number
  currency_name: string
  legal_name: string
  now_price: string
  change: string
  volume: string
}

export type SortKey = 'price' | 'change' | 'volume'
export type SortDirection = 'asc' | 'desc'
export type MarketSort = { key: 'none' } | { key: SortKey; direction: SortDirection }

/** Favourites, every pair, or the pairs quoted in one currency (`quote:USDT`). */
export type MarketTab = 'favourites' | 'all' | `quote:${string}`

interface Scaled {
  units: bigint
  scale: number
}

const DECIMAL = /^([+-]?)(\d+)(?:\.(\d+))?$/

/** A wire decimal ("+1.23", "0.00000851") as integer units; anything else counts as zero. */
export function toScaled(value: string): Scaled {
  const m = DECIMAL.exec(value.trim())
  if (!m) return { units: 0n, scale: 0 }
  const fraction = m[3] ?? ''
  const units = BigInt(m[2] + fraction)
  return { units: m[1] === '-' ? -units : units, scale: fraction.length }
}

const pow10 = (n: number) => 10n ** BigInt(n)

export function compareScaled(a: Scaled, b: Scaled): number {
  const scale = Math.max(a.scale, b.scale)
  const x = a.units * pow10(scale - a.scale)
  const y = b.units * pow10(scale - b.scale)
  return x < y ? -1 : x > y ? 1 : 0
}

export const compareDecimal = (a: string, b: string) => compareScaled(toScaled(a), toScaled(b))

/** 24 h turnover in the quote currency: base volume × last price, exact. */
export function quoteVolume(q: Pick<OrderQuote, 'volume' | 'now_price'>): Scaled {
  const v = toScaled(q.volume)
  const p = toScaled(q.now_price)
  return { units: v.units * p.units, scale: v.scale + p.scale }
}

const sortValue: Record<SortKey, (q: OrderQuote) => Scaled> = {
  price: (q) => toScaled(q.now_price),
  change: (q) => toScaled(q.change),
  // volume is compared as turnover, so pairs of very different unit prices compare fairly
  volume: quoteVolume,
}

/** Letters (any script), digits, spaces and `/ . _ -`; anything else is a special character. */
export const isKeywordAllowed = (keyword: string) => /^[\p{L}\p{N}\s/._-]*$/u.test(keyword)

/** "  btc / usdt " → "BTC/USDT". */
export const normaliseKeyword = (keyword: string) =>
  keyword
    .trim()
    .toUpperCase()
    .replace(/\s*\/\s*/g, '/')
    .replace(/\s+/g, ' ')

/** How well a pair matches: 0 exact base, 1 base prefix, 2 base contains, 3 symbol contains; -1 none. */
export function matchRank(q: OrderQuote, query: string): number {
  const base = q.currency_name.toUpperCase()
  if (base === query) return 0
  if (base.startsWith(query)) return 1
  if (base.includes(query)) return 2
  if (q.symbol.toUpperCase().includes(query)) return 3
  return -1
}

export interface OrderInput {
  symbols: readonly string[]
  quoteOf: (symbol: string) => OrderQuote | undefined
  tab: MarketTab
  favouriteIds: readonly number[]
  /** Normalised keyword; '' lists the tab. */
  query: string
  sort: MarketSort
}

/** The symbols to show, in order. Ties keep the feed's order (the server's `sort`). */
export function orderSymbols({ symbols, quoteOf, tab, favouriteIds, query, sort }: OrderInput) {
  const favourites = new Set(favouriteIds)
  const rows: Array<{ quote: OrderQuote; rank: number; index: number }> = []
  symbols.forEach((symbol, index) => {
    const quote = quoteOf(symbol)
    if (!quote) return
    if (query) {
      const rank = matchRank(quote, query)
      if (rank >= 0) rows.push({ quote, rank, index })
      return
    }
    if (tab === 'favourites' && !favourites.has(quote.currency_id)) return
    if (tab.startsWith('quote:') && quote.legal_name !== tab.slice('quote:'.length)) return
    rows.push({ quote, rank: 0, index })
  })
  if (sort.key !== 'none') {
    const value = sortValue[sort.key]
    const sign = sort.direction === 'asc' ? 1 : -1
    const keyed = rows.map((row) => ({ ...row, value: value(row.quote) }))
    keyed.sort((a, b) => sign * compareScaled(a.value, b.value) || a.index - b.index)
    return keyed.map((row) => row.quote.symbol)
  }
  rows.sort((a, b) => a.rank - b.rank || a.index - b.index)
  return rows.map((row) => row.quote.symbol)
}

/** Hot search: the pairs with the largest 24 h turnover, live from the feed. */
export function hotSymbols(
  symbols: readonly string[],
  quoteOf: (symbol: string) => OrderQuote | undefined,
  count = 8,
) {
  return symbols
    .map((symbol, index) => ({ symbol, index, quote: quoteOf(symbol) }))
    .filter((row): row is typeof row & { quote: OrderQuote } => row.quote !== undefined)
    .map((row) => ({ ...row, value: quoteVolume(row.quote) }))
    .sort((a, b) => compareScaled(b.value, a.value) || a.index - b.index)
    .slice(0, count)
    .map((row) => row.symbol)
}

/** The quote currencies in feed order; more than one gives the list a tab per currency. */
export function quoteCurrencies(
  symbols: readonly string[],
  quoteOf: (symbol: string) => OrderQuote | undefined,
) {
  const names: string[] = []
  for (const symbol of symbols) {
    const name = quoteOf(symbol)?.legal_name
    if (name && !names.includes(name)) names.push(name)
  }
  return names
}

export const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((v, i) => v === b[i])
