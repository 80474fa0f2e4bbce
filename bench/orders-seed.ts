/**
 * bench/orders.mjs, matching part: `count` open limit orders written straight into a database the
 * app built, through the spot repository (each locks its funds with a ledger row), spread over
 * every pair and both sides, evenly 0.01 % to 10 % away from the pair's price (none marketable), by a few
 * hundred users funded with one deposit ledger row per currency.
 */
import type { FastifyInstance } from 'fastify'
import { Big } from 'big.js'
import { limitLock } from '../src/api/contract/spot-math'
import { toUnits } from '../src/api/contract/wallet-math'

const USERS = 400

export function seedOpenOrders(app: FastifyInstance, count: number): void {
  const { users, wallet, spot } = app.repos
  const now = app.clock.now()
  const pairs = app.market.pairs.map((p) => ({
    pair: spot.pair(p.currency_id, p.legal_id)!,
    price: new Big(app.market.price(p.id)),
  }))
  app.db.transaction(() => {
    const ids: number[] = []
    for (let u = 0; u < USERS; u++) {
      const email = `bench${u}@sandbox.test`
      users.create({
        account_number: email,
        email,
        nickname: `bench${u}`,
        password_hash: 'x',
        extension_code: `BENCH${String(u).padStart(3, '0')}`,
        created_at: now,
      })
      const id = users.findByAccount(email)!.id
      ids.push(id)
      for (const currency of [pairs[0]!.pair.legal_id, ...pairs.map((p) => p.pair.currency_id)]) {
        const units = toUnits('1000000000', wallet.currency(currency)!.decimal_scale)
        wallet.move(
          {
            userId: id,
            currencyId: currency,
            account: 'change',
            available: units,
            locked: 0n,
            type: 'deposit',
            referenceId: null,
          },
          now,
        )
      }
    }
    for (let i = 0; i < count; i++) {
      const { pair, price } = pairs[i % pairs.length]!
      const side = (i >> 1) % 2 === 0 ? 1 : 2
      const away = new Big(0.0001 + (0.0999 * ((i * 7919) % 10007)) / 10007)
      const dp = pair.precision_length
      const target = price
        .times(side === 1 ? new Big(1).minus(away) : new Big(1).plus(away))
        .round(dp, side === 1 ? Big.roundDown : Big.roundUp)
        .toFixed(dp)
      const amount = new Big(10).div(target).round(pair.volume_decimals, Big.roundUp)
      const units = toUnits(amount.toFixed(pair.volume_decimals), pair.base_scale)
      const rules = {
        feeRate: '0.002',
        minTotal: '5',
        priceBand: '0.1',
        priceDecimals: dp,
        amountDecimals: pair.volume_decimals,
        baseScale: pair.base_scale,
        quoteScale: pair.quote_scale,
      }
      const lock = limitLock(side === 1 ? 'buy' : 'sell', target, amount.toString(), rules)
      const locked = side === 1 ? toUnits(lock, pair.quote_scale) : units
      spot.place(
        {
          user_id: ids[i % USERS]!,
          pair_id: pair.id,
          currency_id: pair.currency_id,
          legal_id: pair.legal_id,
          side,
          kind: 'limit',
          target_price: target,
          price_units: Number(toUnits(target, dp)),
          amount: units,
          trade_price: price.toFixed(dp),
          fee_rate: '0.002',
          locked,
        },
        now,
      )
    }
  })()
}
