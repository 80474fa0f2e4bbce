/**
 * The matcher's in-memory index of open limit orders: per pair and side, price levels (10^-precision
 * units) kept sorted from the one that crosses first (buys: highest first; sells: lowest first),
 * each holding its orders by id. Reaching the crossing orders walks only the levels that cross, so
 * a tick costs the orders it fills, not the orders that are open.
 */
export interface BookEntry {
  id: number
  userId: number
  pairId: number
  side: 1 | 2
  priceUnits: number
  /** The engine tick (unix s) the order was placed in: it can fill from that tick on. */
  placedTick: number
}

/** One side of one pair. `better(a, b)`: level a crosses before level b. */
class Side {
  readonly levels: number[] = []
  readonly orders = new Map<number, Map<number, BookEntry>>()
  constructor(readonly better: (a: number, b: number) => boolean) {}

  /** Where `price` is or would go in `levels`. */
  private slot(price: number): number {
    let lo = 0
    let hi = this.levels.length
    while (lo < hi) {
      const mid = (lo + hi) >> 1
      if (this.better(this.levels[mid]!, price)) lo = mid + 1
      else hi = mid
    }
    return lo
  }

  add(entry: BookEntry) {
    let level = this.orders.get(entry.priceUnits)
    if (!level) {
      level = new Map()
      this.orders.set(entry.priceUnits, level)
      this.levels.splice(this.slot(entry.priceUnits), 0, entry.priceUnits)
    }
    level.set(entry.id, entry)
  }

  remove(entry: BookEntry) {
    const level = this.orders.get(entry.priceUnits)
    if (!level?.delete(entry.id) || level.size > 0) return
    this.orders.delete(entry.priceUnits)
    this.levels.splice(this.slot(entry.priceUnits), 1)
  }

  /** Every order of the levels for which `crossed(level)` holds, from the first level on. */
  *crossing(crossed: (level: number) => boolean): Generator<BookEntry> {
    for (const price of this.levels) {
      if (!crossed(price)) return
      yield* this.orders.get(price)!.values()
    }
  }
}

export class OrderBook {
  private readonly pairs = new Map<number, { buy: Side; sell: Side }>()
  private readonly byId = new Map<number, BookEntry>()

  get size() {
    return this.byId.size
  }

  private sides(pairId: number) {
    let found = this.pairs.get(pairId)
    if (!found) {
      found = { buy: new Side((a, b) => a > b), sell: new Side((a, b) => a < b) }
      this.pairs.set(pairId, found)
    }
    return found
  }

  add(entry: BookEntry) {
    if (this.byId.has(entry.id)) return
    this.byId.set(entry.id, entry)
    const sides = this.sides(entry.pairId)
    ;(entry.side === 1 ? sides.buy : sides.sell).add(entry)
  }

  remove(id: number) {
    const entry = this.byId.get(id)
    if (!entry) return
    this.byId.delete(id)
    const sides = this.sides(entry.pairId)
    ;(entry.side === 1 ? sides.buy : sides.sell).remove(entry)
  }

  has = (id: number) => this.byId.has(id)

  pairIds = () => [...this.pairs.keys()]

  /** Buys whose limit is ≥ `low` and sells whose limit is ≤ `high` (prices in units). */
  candidates(pairId: number, low: number, high: number): BookEntry[] {
    const sides = this.pairs.get(pairId)
    if (!sides) return []
    return [...sides.buy.crossing((p) => p >= low), ...sides.sell.crossing((p) => p <= high)]
  }

  clear() {
    this.pairs.clear()
    this.byId.clear()
  }
}
