/**
 * Live quotes outside React (STYLE §3.3). Writes land at once; listeners are told once per
 * animation frame (the injected scheduler), one call per changed symbol however many frames
 * arrived. Rows read their own symbol with `useQuote` (use-quote.ts).
 * Shapes are structural so lib stays free of the contract: `Quote` and `DayMarketEvent` fit.
 */

/** What a snapshot row carries (a contract `Quote`). */
export interface SnapshotQuote {
  symbol: string
  currency_id: number
  currency_name: string
  legal_name: string
  now_price: string
  change: string
  open: string
  high: string
  low: string
  volume: string
  precision_length: number
  /** When the figures were computed (ms). */
  time?: number
}

/** One socket update of a pair's 24 h ticker (a contract `DayMarketEvent`). */
export interface FrameQuote {
  symbol: string
  now_price: string
  change: string
  open: string
  high: string
  low: string
  volume: string
  time: number
  seq: number
}

/** A pair as rows read it: the snapshot row with the latest frame merged in. */
export interface LiveQuote extends SnapshotQuote {
  /** The last applied frame's `seq`; null until one arrives. */
  seq: number | null
}

/** Runs `flush` once, soon (requestAnimationFrame in the app). */
export type Scheduler = (flush: () => void) => void

type Listener = () => void

const animationFrame: Scheduler = (flush) => {
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => flush())
  else queueMicrotask(flush)
}

const merge = (quote: SnapshotQuote, f: FrameQuote): LiveQuote => ({
  ...quote,
  now_price: f.now_price,
  change: f.change,
  open: f.open,
  high: f.high,
  low: f.low,
  volume: f.volume,
  time: f.time,
  seq: f.seq,
})

export function createQuoteStore(schedule: Scheduler = animationFrame) {
  const quotes = new Map<string, LiveQuote>()
  // frames for pairs the snapshot has not brought yet; merged when it does
  const early = new Map<string, FrameQuote>()
  const listeners = new Map<string, Set<Listener>>()
  const staleListeners = new Set<Listener>()
  const symbolListeners = new Set<Listener>()
  const dirty = new Set<string>()
  let symbols: string[] = []
  let stale = true
  let staleDirty = false
  let symbolsDirty = false
  let scheduled = false

  function flush() {
    scheduled = false
    const changed = [...dirty]
    dirty.clear()
    for (const symbol of changed) for (const l of [...(listeners.get(symbol) ?? [])]) l()
    if (staleDirty) for (const l of [...staleListeners]) l()
    if (symbolsDirty) for (const l of [...symbolListeners]) l()
    staleDirty = symbolsDirty = false
  }
  function touch(symbol: string) {
    dirty.add(symbol)
    if (!scheduled) {
      scheduled = true
      schedule(flush)
    }
  }
  function add(set: Set<Listener>, listener: Listener) {
    set.add(listener)
    return () => void set.delete(listener)
  }

  return {
    /** Replaces the list; a pair whose stored frame is newer than its row keeps the frame's figures. */
    applySnapshot(rows: readonly SnapshotQuote[]) {
      const next = rows.map((r) => r.symbol)
      for (const row of rows) {
        const current = quotes.get(row.symbol)
        const frame = early.get(row.symbol)
        let quote: LiveQuote = { ...row, seq: current?.seq ?? null }
        if (current && current.seq !== null && (current.time ?? 0) > (row.time ?? 0))
          quote = merge(quote, { ...current, time: current.time ?? 0, seq: current.seq })
        if (frame && frame.time >= (row.time ?? 0)) quote = merge(quote, frame)
        quotes.set(row.symbol, quote)
        touch(row.symbol)
      }
      early.clear()
      for (const symbol of symbols) if (!next.includes(symbol)) quotes.delete(symbol)
      if (next.join() !== symbols.join()) {
        symbols = next
        symbolsDirty = true
      }
    },
    /** Merges socket items; an item not newer (by `seq`) than what is stored is ignored. */
    applyFrame(items: readonly FrameQuote[]) {
      for (const item of items) {
        const current = quotes.get(item.symbol)
        if (!current) {
          const waiting = early.get(item.symbol)
          if (!waiting || item.seq > waiting.seq) early.set(item.symbol, item)
          continue
        }
        if (current.seq !== null && item.seq <= current.seq) continue
        quotes.set(item.symbol, merge(current, item))
        touch(item.symbol)
      }
    },
    markStale(value: boolean) {
      if (value === stale) return
      stale = value
      staleDirty = true
      if (!scheduled) {
        scheduled = true
        schedule(flush)
      }
    },
    isStale: () => stale,
    getQuote: (symbol: string): LiveQuote | undefined => quotes.get(symbol),
    /** The pairs in snapshot order; a new array only when the list changes. */
    getSymbols: (): readonly string[] => symbols,
    subscribe(symbol: string, listener: Listener) {
      const set = listeners.get(symbol) ?? new Set()
      listeners.set(symbol, set)
      return add(set, listener)
    },
    subscribeStale: (listener: Listener) => add(staleListeners, listener),
    subscribeSymbols: (listener: Listener) => add(symbolListeners, listener),
  }
}

export type QuoteStore = ReturnType<typeof createQuoteStore>
