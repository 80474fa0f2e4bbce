/**
 * The dual investment job (issue 16; api-reference §20, its recommended rule in dual-math.ts) on
 * the sandbox clock. Each run:
 * 1. settles every holding order whose expiry second has come, each at the price engine's price of
 *    exactly that second, `engine.price(pair, settle_tick)` (never an admin price; §17: nothing a
 *    request sends decides it), with dual-math dualSettlement, and records the tick and price;
 *    after the commit each settled order goes to its owner's room as `dual_settled` (wire.ts);
 * 2. closes products whose end date is today or past (they can no longer be bought);
 * 3. adds products where a coin/direction has none left to buy (dual/seed.ts).
 *
 * Idempotent: the repository settles only rows still holding, in one transaction with their ledger
 * rows, so a run twice, a restart or a clock jump of days settles each order exactly once; orders
 * whose expiry passed while the sandbox was down settle on the first run, each at its own second.
 * Runs every `intervalMs` (1 s, repeat.ts); with 0 tests call `app.dualJob.run()`. The routes that read
 * orders run it first, so an order past its expiry is never answered holding.
 */
import type { FastifyInstance } from 'fastify'
import { DAY_MS } from '../../../src/api/contract/dual-math'
import type { DualOrderRow } from '../repositories/dual'
import { repeat } from '../repeat'
import { seedDualProducts } from './seed'
import { emitSettled } from './wire'

export type DualJob = ReturnType<typeof attachDualJob>

declare module 'fastify' {
  interface FastifyInstance {
    dualJob: DualJob
  }
}

export function attachDualJob(app: FastifyInstance, intervalMs = 1000) {
  const { dual } = app.repos
  const priced = new Set(app.market.pairs.map((p) => p.id))

  /** The price that settles `r`: its pair's engine price of its expiry second (null: unpriced). */
  const settlePrice = (r: DualOrderRow) =>
    priced.has(r.pair_id) ? app.market.engine.price(r.pair_id, r.settle_tick) : null

  function run(): DualOrderRow[] {
    const now = app.clock.now()
    // the engine second in progress: an expiry second settles once it has begun
    const tick = app.market.tick() * 1000
    const settled = dual.settleDue(tick, settlePrice, now)
    emitSettled(app, settled)
    dual.closeEnded((Math.floor(now / DAY_MS) + 1) * DAY_MS)
    seedDualProducts(
      dual,
      (pairId) => (priced.has(pairId) ? app.market.engine.price(pairId, now) : null),
      now,
    )
    return settled
  }
  run()

  repeat(app, { intervalMs, failure: '[dual] settlement failed; the next run tries again' }, run)

  return { run }
}
