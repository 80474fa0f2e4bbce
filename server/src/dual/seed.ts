/**
 * The sandbox's dual products (issue 16), made on the sandbox clock rather than in a migration:
 * strikes sit around the price engine's current price, and terms count from now, so some products
 * always expire within days and a test (or the dev clock) can move time past them. For each coin
 * (BTC, ETH) and direction without an open product that can still be bought, it adds one product
 * per term (1, 3, 7, 14 days) and strike: calls at +2 %, +5 %, +10 % of the price, puts at −2 %,
 * −5 %, −10 %, rounded to a round step (5 × 10^(digits − 3): 500 for BTC near 60 000, 50 for ETH
 * near 3 000); the nearer the strike, the higher the APR. 1 000 shares each, at most 100 a user.
 */
import { Big } from 'big.js'
import { DAY_MS, expiryOf, type DualDirection } from '../../../src/api/contract/dual-math'
import { BTC_ID, ETH_ID } from '../../../src/api/contract/wallet'
import type { DualRepository, NewDualProduct } from '../repositories/dual'

export const DUAL_TERMS_DAYS = [1, 3, 7, 14] as const
/** Strike as a multiple of the price, with its APR (percent) for a 1-day term. */
const LADDER: Record<DualDirection, Array<readonly [string, string]>> = {
  call: [
    ['1.02', '60'],
    ['1.05', '30'],
    ['1.10', '12'],
  ],
  put: [
    ['0.98', '65'],
    ['0.95', '32'],
    ['0.90', '14'],
  ],
}
export const DUAL_TOTAL_SHARES = 1000
export const DUAL_USER_LIMIT = 100

/** `price × multiple` rounded to 5 × 10^(integer digits − 3) (at least 0.01). */
export function strikeOf(price: string, multiple: string): string {
  const p = new Big(price)
  const digits = p.round(0, Big.roundDown).toFixed(0).length
  const step = new Big(5).times(new Big(10).pow(Math.max(0, digits - 3)))
  const raw = p.times(multiple)
  const stepped = digits >= 3 ? raw.div(step).round(0, Big.roundHalfUp).times(step) : raw.round(2)
  return stepped.toString()
}

/** Longer terms pay a little less a year (the 1-day rate × 0.9 per step). */
const rateFor = (base: string, termIndex: number) =>
  new Big(base).times(new Big('0.9').pow(termIndex)).round(2, Big.roundDown).toString()

/** Adds the products a coin/direction lacks; returns how many were added. */
export function seedDualProducts(
  repo: DualRepository,
  /** The engine's price of the pair now; null when the engine has no such pair (bench mode). */
  priceOf: (pairId: number) => string | null,
  now: number,
): number {
  const rows: NewDualProduct[] = []
  const tomorrow = (Math.floor(now / DAY_MS) + 1) * DAY_MS
  for (const coin of [BTC_ID, ETH_ID]) {
    const pairId = repo.pairOf(coin)
    if (pairId === undefined) continue
    const price = priceOf(pairId)
    if (price === null) continue
    for (const type of ['call', 'put'] as const) {
      // a product can be bought while its end date is after today
      if (repo.openCount(coin, type, tomorrow) > 0) continue
      DUAL_TERMS_DAYS.forEach((days, i) => {
        for (const [multiple, base] of LADDER[type])
          rows.push({
            currency_id: coin,
            pair_id: pairId,
            type,
            rate: rateFor(base, i),
            exercise_price: strikeOf(price, multiple),
            start_time: now,
            end_time: expiryOf(now + days * DAY_MS),
            total_number: DUAL_TOTAL_SHARES,
            user_limit: DUAL_USER_LIMIT,
          })
      })
    }
  }
  if (rows.length) repo.addProducts(rows)
  return rows.length
}
