/**
 * bench/positions.mjs: `count` open futures positions by `users` users, written straight into a
 * database the app built through the lever repository (margin and fee with their ledger rows), over
 * every pair, longs and shorts, 5× to 100×, opened at the engine's price now; one in two with a
 * take-profit and a stop-loss 1 % to 5 % away (one in ten 0.002 % to 0.04 %, which the walk reaches
 * within the run), plus a pending limit opening per user 2 % to 5 %
 * away. Each user's lever balance is funded with one ledger row.
 */
import type { FastifyInstance } from 'fastify'
import { Big } from 'big.js'
import { openTerms } from '../src/api/contract/lever-math'
import { toUnits } from '../src/api/contract/wallet-math'
import { leverPolicy } from '../server/src/lever/policy'

const MULTIPLES = [5, 10, 20, 50, 100]

export function seedPositions(app: FastifyInstance, count: number, userCount: number): void {
  const { users, wallet, lever } = app.repos
  const policy = leverPolicy(app)
  const now = app.clock.now()
  const tick = app.market.tick() * 1000
  const pairs = app.market.pairs
    .map((p) => lever.pairById(p.id))
    .filter((p) => p !== undefined)
    .map((pair) => ({ pair, rules: policy.rulesOf(pair), price: app.market.price(pair.id) }))
  const away = (price: string, dp: number, fraction: number, up: boolean) =>
    new Big(price)
      .times(up ? 1 + fraction : 1 - fraction)
      .round(dp, up ? Big.roundUp : Big.roundDown)
      .toFixed(dp)
  app.db.transaction(() => {
    const ids: number[] = []
    for (let u = 0; u < userCount; u++) {
      const email = `lever${u}@sandbox.test`
      users.create({
        account_number: email,
        email,
        nickname: `lever${u}`,
        password_hash: 'x',
        extension_code: `LEVER${String(u).padStart(4, '0')}`,
        created_at: now,
      })
      const id = users.findByAccount(email)!.id
      ids.push(id)
      wallet.move(
        {
          userId: id,
          currencyId: pairs[0]!.pair.legal_id,
          account: 'lever',
          available: toUnits('100000', pairs[0]!.rules.quoteScale),
          locked: 0n,
          type: 'transferIn',
          referenceId: null,
        },
        now,
      )
    }
    const open = (i: number, userId: number, kind: 'market' | 'limit') => {
      const { pair, rules, price } = pairs[(i * 7) % pairs.length]!
      const side = i % 2 === 0 ? 1 : 2
      const long = side === 1
      const dp = rules.priceDecimals
      const origin = kind === 'market' ? price : away(price, dp, 0.02 + (i % 4) / 100, !long)
      const multiple = MULTIPLES[i % MULTIPLES.length]!
      const lots = 1 + (i % 5)
      const terms = openTerms({
        side: long ? 'long' : 'short',
        originPrice: origin,
        lots,
        multiple,
        rules,
      })
      const row = lever.open(
        {
          user_id: userId,
          pair_id: pair.id,
          currency_id: pair.currency_id,
          legal_id: pair.legal_id,
          side,
          kind,
          origin_price: origin,
          origin_units: Number(toUnits(origin, dp)),
          price: terms.price,
          share: lots,
          number: terms.number,
          multiple,
          lot_size: pair.lot_size,
          fee_rate: pair.fee_rate,
          spread: pair.spread,
          overnight: pair.overnight,
          margin: toUnits(terms.margin, rules.quoteScale),
          fee: toUnits(terms.fee, rules.quoteScale),
          update_price: price,
          open_tick: kind === 'market' ? tick : null,
          open_market_price: kind === 'market' ? price : null,
        },
        now,
      )
      if (kind === 'market' && i % 2 === 0) {
        // one in ten a few price steps away: the watcher closes some in most ticks
        const f = i % 10 === 0 ? 0.00002 * (1 + ((i / 10) % 20)) : 0.01 + (i % 5) / 100
        lever.setStops(
          userId,
          row.id,
          { takeProfit: away(price, dp, f, long), stopLoss: away(price, dp, f, !long) },
          now,
        )
      }
    }
    for (let i = 0; i < count; i++) open(i, ids[i % userCount]!, 'market')
    for (let u = 0; u < userCount; u++) open(count + u, ids[u]!, 'limit')
  })()
}
