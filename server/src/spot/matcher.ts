/**
 * Fills open limit orders when the engine's price reaches them (api-reference §9; spot-math
 * `crosses`): a buy when a tick's price is ≤ its limit, a sell when it is ≥, at the order's own
 * price, in the first such tick. Nothing else decides a fill and no endpoint can trigger one.
 *
 * `match()` looks at every tick since the last one it looked at (stored with its fills, so a
 * restart or a dev-clock jump misses none): per pair it takes the range's low and high, walks only
 * the index levels they cross (book.ts), finds each candidate's first crossing tick by bisecting
 * the walk, and fills them all in one transaction, stamping `fill_tick` (ms) and the engine's
 * price in it. After the commit each owner gets `coin_trade` in their room.
 *
 * Runs on a timer that checks `market.tick()` every `intervalMs` and matches when it has moved;
 * with `feedIntervalMs: 0` tests call `app.spotMatcher.match()` themselves.
 */
import type { FastifyInstance } from 'fastify'
import { MARKET_BATCH_INTERVAL_MS } from '../../../src/api/contract/market'
import { formatPrice, toUnits } from '../market/decimal'
import { userRoom } from '../realtime'
import type { SpotOrderRow } from '../repositories/spot'
import { OrderBook, type BookEntry } from './book'
import { fillUnits, limitFillOf } from './policy'
import { orderEvent } from './wire'
import { repeat } from '../repeat'

export type SpotMatcher = ReturnType<typeof attachSpotMatcher>

declare module 'fastify' {
  interface FastifyInstance {
    spotMatcher: SpotMatcher
  }
}

/** Sends `coin_trade` with order `o` to its owner's room. */
export function emitOrder(app: FastifyInstance, o: SpotOrderRow): void {
  app.io?.to(userRoom(o.user_id)).emit('coin_trade', orderEvent(o))
}

const entryOf = (o: {
  id: number
  user_id: number
  pair_id: number
  side: 1 | 2
  price_units: number
  created_at: number
}): BookEntry => ({
  id: o.id,
  userId: o.user_id,
  pairId: o.pair_id,
  side: o.side,
  priceUnits: o.price_units,
  placedTick: Math.floor(o.created_at / 1000),
})

export function attachSpotMatcher(app: FastifyInstance, intervalMs = MARKET_BATCH_INTERVAL_MS) {
  const { spot } = app.repos
  const { engine } = app.market
  const book = new OrderBook()
  const decimals = new Map(app.market.pairs.map((p) => [p.id, p.precision_length]))

  function reload() {
    book.clear()
    for (const o of spot.openOrders()) if (decimals.has(o.pair_id)) book.add(entryOf(o))
  }
  reload()

  /** Low and high price (units) of ticks [a, b] of a pair. */
  function span(pairId: number, a: number, b: number) {
    const bar = engine.series(pairId).range(a, b + 1)!
    const dp = decimals.get(pairId)!
    return {
      low: toUnits(formatPrice(bar.low, dp), dp),
      high: toUnits(formatPrice(bar.high, dp), dp),
    }
  }

  /** The first tick in [a, b] whose price reaches `e`'s limit, or null. */
  function firstCrossing(e: BookEntry, a: number, b: number): number | null {
    const reached = (to: number) => {
      const s = span(e.pairId, a, to)
      return e.side === 1 ? s.low <= e.priceUnits : s.high >= e.priceUnits
    }
    if (a > b || !reached(b)) return null
    let lo = a
    let hi = b
    while (lo < hi) {
      const mid = Math.floor((lo + hi) / 2)
      if (reached(mid)) hi = mid
      else lo = mid + 1
    }
    return lo
  }

  let last: number | null = null

  /** Fills every open order the ticks since the last call reach; returns the filled orders. */
  function match(): SpotOrderRow[] {
    const now = app.market.tick()
    if (last === null) {
      const stored = spot.matchedTick()
      last = stored === null ? now - 1 : Math.floor(stored / 1000)
    }
    if (now <= last) return []
    const from = last + 1
    const due: Array<{ entry: BookEntry; tick: number }> = []
    for (const pairId of book.pairIds()) {
      const { low, high } = span(pairId, from, now)
      for (const entry of book.candidates(pairId, low, high)) {
        const tick = firstCrossing(entry, Math.max(from, entry.placedTick), now)
        if (tick !== null) due.push({ entry, tick })
      }
    }
    const at = app.clock.now()
    const filled = spot.transaction(() => {
      const out: SpotOrderRow[] = []
      for (const { entry, tick } of due) {
        const o = spot.order(entry.id)
        if (!o || o.status !== 1) continue
        const price = engine.price(entry.pairId, tick * 1000)
        const done = spot.fill(o, fillUnits(o, limitFillOf(o), tick * 1000, price), at)
        if (done) out.push(done)
      }
      spot.setMatchedTick(now * 1000)
      return out
    })
    last = now
    for (const { entry } of due) book.remove(entry.id)
    for (const o of filled) emitOrder(app, o)
    return filled
  }

  repeat(
    app,
    {
      intervalMs,
      failure: '[spot] matching failed; the next tick tries again',
      skip: () => app.market.tick() === last,
    },
    match,
  )

  return {
    match,
    /** Rebuilds the index from the open orders in the database. */
    reload,
    /** An order the index must know of (placed and still open) or forget (filled, cancelled). */
    track: (o: SpotOrderRow) => {
      if (o.status === 1 && o.kind === 'limit') book.add(entryOf(o))
      else book.remove(o.id)
    },
    /** How many open orders the index holds. */
    size: () => book.size,
  }
}
