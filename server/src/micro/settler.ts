/**
 * The options settler (issue 14; api-reference §8.3): every open option settles at the engine's
 * price of exactly its own expiry second, `engine.price(pair, settle_tick)`, with micro-math's
 * outcomeOf and settlementOf and nothing else (no user, stake or side totals, §17.1–4).
 *
 * The index (memory): a min-heap of (settle_tick, id) of the open options, rebuilt from the
 * database when attached (so options whose expiry passed while the sandbox was down, or that a
 * dev-clock jump passed, settle on the first check, each at its own second) and told of each new
 * placement by the route. A check that settles nothing costs one look at the heap's top. When
 * the top is due, the check pops what is due and settles every open option whose settle_tick ≤
 * the current second (one indexed query on (status, settle_tick): the database is the truth) in
 * one transaction (the repository's status guard makes a settlement happen once), then emits
 * `closed_microorder` to each owner's room after the commit.
 *
 * On every new engine second (the feed interval, like the lever watcher); with
 * `feedIntervalMs: 0` tests call `app.microSettler.check()` themselves. The routes that read
 * options (get_result, daosji, lists, verify) call `check()` first, so an option past its expiry is
 * never answered open.
 */
import type { FastifyInstance } from 'fastify'
import { MARKET_BATCH_INTERVAL_MS } from '../../../src/api/contract/market'
import type { MicroOrderRow } from '../repositories/micro'
import { emitClosed } from './wire'
import { repeat } from '../repeat'

export type MicroSettler = ReturnType<typeof attachMicroSettler>

declare module 'fastify' {
  interface FastifyInstance {
    microSettler: MicroSettler
  }
}

interface Due {
  settleTick: number
  id: number
}

/** A binary min-heap by (settleTick, id). */
class DueHeap {
  private items: Due[] = []
  get size() {
    return this.items.length
  }
  private less(a: Due, b: Due) {
    return a.settleTick < b.settleTick || (a.settleTick === b.settleTick && a.id < b.id)
  }
  peek(): Due | undefined {
    return this.items[0]
  }
  push(d: Due) {
    const h = this.items
    h.push(d)
    let i = h.length - 1
    while (i > 0) {
      const parent = (i - 1) >> 1
      if (!this.less(h[i]!, h[parent]!)) break
      ;[h[i], h[parent]] = [h[parent]!, h[i]!]
      i = parent
    }
  }
  pop(): Due | undefined {
    const h = this.items
    const top = h[0]
    const last = h.pop()
    if (h.length > 0 && last) {
      h[0] = last
      let i = 0
      for (;;) {
        const l = 2 * i + 1
        const r = l + 1
        let m = i
        if (l < h.length && this.less(h[l]!, h[m]!)) m = l
        if (r < h.length && this.less(h[r]!, h[m]!)) m = r
        if (m === i) break
        ;[h[i], h[m]] = [h[m]!, h[i]!]
        i = m
      }
    }
    return top
  }
  clear() {
    this.items = []
  }
}

export function attachMicroSettler(app: FastifyInstance, intervalMs = MARKET_BATCH_INTERVAL_MS) {
  const { micro } = app.repos
  const priced = new Set(app.market.pairs.map((p) => p.id))
  const heap = new DueHeap()

  function reload() {
    heap.clear()
    for (const d of micro.openIndex()) heap.push(d)
  }
  reload()

  /**
   * The price that settles `r`: the engine's price of its own expiry second (null for a pair the
   * engine no longer prices: it stays open).
   */
  const settlePrice = (r: MicroOrderRow) =>
    priced.has(r.pair_id) ? app.market.engine.price(r.pair_id, r.settle_tick) : null

  /** Settles every option due by the current second; returns the settled rows. */
  function check(): MicroOrderRow[] {
    const now = app.market.tick() * 1000
    const top = heap.peek()
    if (!top || top.settleTick > now) return []
    const due: Due[] = []
    while (heap.size > 0 && heap.peek()!.settleTick <= now) due.push(heap.pop()!)
    const at = app.clock.now()
    let settled: MicroOrderRow[]
    try {
      // the database is the truth of what is due: one indexed query, one transaction
      settled = micro.settleDue(now, settlePrice, at)
    } catch (err) {
      for (const d of due) heap.push(d)
      throw err
    }
    emitClosed(app, settled, at)
    return settled
  }

  let lastTick = Number.NaN
  repeat(
    app,
    {
      intervalMs,
      failure: '[micro] settling failed; the next second tries again',
      skip: () => {
        const tick = app.market.tick()
        if (tick === lastTick) return true
        lastTick = tick
        return false
      },
    },
    check,
  )

  return {
    check,
    /** Rebuilds the index from the database. */
    reload,
    /** A new open option the index must know of. */
    track: (r: Pick<MicroOrderRow, 'id' | 'settle_tick' | 'status'>) => {
      if (r.status === 1) heap.push({ id: r.id, settleTick: r.settle_tick })
    },
    /** How many options the index holds (settled ones leave it when their second comes). */
    size: () => heap.size,
  }
}
