/**
 * Live quotes outside React (STYLE §3.3). Writes land at once; listeners are told at most once
 * per animation frame (the injected scheduler), one call per changed symbol however many frames
 * arrived. Rows read their own symbol with `useQuote` (use-quote.ts).
 * Shapes are structural so lib stays free of the contract: `Quote` and `DayMarketEvent` fit.
 * Frames are ordered by `seq` when they have one (the sandbox), else by `time` (the real
 * platform, api-reference §13.3, sends none).
 */

/** What a snapshot row carries (a contract `Quote`). */
export interface SnapshotQuote {
  /** The pair's id (`currency_matches.id`: the options' `match_id`); the quotation list has it. */
  id?: number
  symbol: string
  currency_id: number
  currency_name: string
  /** The quote currency's id (USDT = 3): with `currency_id`, what a spot order names. */
  legal_id: number
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
  /** Absent on the real platform. */
  seq?: number
}

/** A pair as rows read it: the snapshot row with the latest frame merged in. */
export interface LiveQuote extends SnapshotQuote {
  /** The last applied frame's `seq`; null until one arrives. */
  seq: number | null
}

/** Runs `flush` once, soon (requestAnimationFrame in the app). */
export type Scheduler = (flush: () => void) => void

type Listener = () => void

/**
 * The app's scheduler: at most one flush per animation frame, on the leading edge. The first
 * update after a frame without one flushes at once (a microtask: React renders it in the task
 * that brought it, and it shows at the coming paint) instead of waiting a frame for
 * requestAnimationFrame; updates later in that frame wait for the next one. The sandbox's 100 ms
 * batches all land on the leading edge (a price shows up to a frame sooner); a storm of
 * single-item emits (the real platform) still renders once per frame.
 */
export function frameScheduler(): Scheduler {
  let flushedThisFrame = false
  const flushed = () => {
    if (flushedThisFrame) return
    flushedThisFrame = true
    requestAnimationFrame(() => (flushedThisFrame = false))
  }
  return (flush) => {
    if (typeof requestAnimationFrame !== 'function') return queueMicrotask(flush)
    if (flushedThisFrame) return void requestAnimationFrame(() => (flushed(), flush()))
    flushed()
    queueMicrotask(flush)
  }
}

/** True when `item` should replace `stored` (a frame of the same pair): by `seq`, else by `time`. */
function isNewer(item: FrameQuote, stored: FrameQuote): boolean {
  return item.seq !== undefined && stored.seq !== undefined
    ? item.seq > stored.seq
    : item.time >= stored.time
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
  seq: f.seq ?? null,
})

export function createQuoteStore(schedule: Scheduler = frameScheduler()) {
  const quotes = new Map<string, LiveQuote>()
  // frames for pairs the snapshot has not brought yet; merged when it does
  const early = new Map<string, FrameQuote>()
  // the last frame applied per pair: what a later frame or an older snapshot is compared with
  const applied = new Map<string, FrameQuote>()
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
    /**
     * Replaces the list; a pair whose stored frame is newer than its row keeps the frame's figures.
     * A row without `time` replaces the figures outright.
     */
    applySnapshot(rows: readonly SnapshotQuote[]) {
      const next = rows.map((r) => r.symbol)
      for (const row of rows) {
        // a row without `time` (the real platform's quotation) is as new as its arrival: it wins
        // over every frame so far, and any later frame applies
        if (row.time === undefined) applied.delete(row.symbol)
        const last = applied.get(row.symbol)
        const frame = row.time === undefined ? undefined : early.get(row.symbol)
        let quote: LiveQuote = { ...row, seq: last?.seq ?? null }
        if (last && last.time > (row.time ?? 0)) quote = merge(quote, last)
        if (frame && frame.time >= (row.time ?? 0)) {
          quote = merge(quote, frame)
          applied.set(row.symbol, frame)
        }
        quotes.set(row.symbol, quote)
        touch(row.symbol)
      }
      early.clear()
      for (const symbol of symbols)
        if (!next.includes(symbol)) {
          quotes.delete(symbol)
          applied.delete(symbol)
        }
      if (next.join() !== symbols.join()) {
        symbols = next
        symbolsDirty = true
      }
    },
    /** Merges socket items; an item not newer (by `seq`, else `time`) than the last is ignored. */
    applyFrame(items: readonly FrameQuote[]) {
      for (const item of items) {
        const current = quotes.get(item.symbol)
        if (!current) {
          const waiting = early.get(item.symbol)
          if (!waiting || isNewer(item, waiting)) early.set(item.symbol, item)
          continue
        }
        const last = applied.get(item.symbol)
        if (last && !isNewer(item, last)) continue
        applied.set(item.symbol, item)
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
