/**
 * bench/options.mjs: `count` open seconds options by `users` users, written straight into a
 * database the app built through the micro repository (stake and fee with their ledger rows), over
 * every pair, rises and falls, each at the engine's price of its own placement second. Every
 * user's options are placed in different past seconds (one a second, as the rule has it) with
 * 300 s durations, so none expires during the run; then `batches` batches of `batchSize` options
 * (users 0 … batchSize−1) expire at now + 20 s, + 25 s, + 30 s … (a tick that settles a batch).
 * Each user's options balance is funded with one ledger row.
 */
import type { FastifyInstance } from 'fastify'
import { optionFee } from '../src/api/contract/micro-math'
import { fromUnits, toUnits } from '../src/api/contract/wallet-math'

const USDT = 3
const SCALE = 4

export function seedOptions(
  app: FastifyInstance,
  count: number,
  userCount: number,
  batches: number,
  batchSize: number,
): { settleTicks: number[] } {
  const { users, wallet, micro } = app.repos
  const now = app.clock.now()
  const second = Math.floor(now / 1000) * 1000
  const pairs = app.market.pairs.map((p) => p.id)
  const ids: number[] = []
  const place = (i: number, userId: number, openTick: number, seconds: number) => {
    const pairId = pairs[(i * 7) % pairs.length]!
    const number = toUnits(String(10 + (i % 50) * 10), SCALE)
    const fee = toUnits(optionFee(fromUnits(number, SCALE), '1', SCALE), SCALE)
    micro.place(
      {
        user_id: userId,
        pair_id: pairId,
        currency_id: USDT,
        type: i % 2 === 0 ? 1 : 2,
        seconds,
        number,
        fee,
        fee_rate: '1',
        profit_ratio: '90',
        open_price: app.market.engine.price(pairId, openTick),
        open_tick: openTick,
        settle_tick: openTick + seconds * 1000,
      },
      now,
    )
  }
  const settleTicks: number[] = []
  app.db.transaction(() => {
    for (let u = 0; u < userCount; u++) {
      const email = `micro${u}@sandbox.test`
      const id = users.create({
        account_number: email,
        email,
        nickname: `micro${u}`,
        password_hash: 'x',
        extension_code: `MICRO${String(u).padStart(4, '0')}`,
        created_at: now,
      })
      ids.push(id)
      wallet.move(
        {
          userId: id,
          currencyId: USDT,
          account: 'micro',
          available: toUnits('1000000', SCALE),
          locked: 0n,
          type: 'transferIn',
          referenceId: null,
        },
        now,
      )
    }
    // in seconds now − 0 … now − k: none expires before now + 300 − k
    for (let i = 0; i < count; i++) {
      const u = i % userCount
      place(i, ids[u]!, second - Math.floor(i / userCount) * 1000, 300)
    }
    const past = Math.ceil(count / userCount)
    for (let b = 0; b < batches; b++) {
      // placed (past + b) seconds ago, expiring 20 + 5b seconds from now
      const openTick = second - (past + b) * 1000
      const seconds = past + b + 20 + 5 * b
      settleTicks.push(openTick + seconds * 1000)
      for (let j = 0; j < batchSize; j++)
        place(count + b * batchSize + j, ids[j]!, openTick, seconds)
    }
  })()
  return { settleTicks }
}
