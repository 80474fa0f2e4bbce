/**
 * The prices a loan is valued at (borrow-math header): BTC and ETH at the price engine's price of
 * an engine second on their USDT pair; USDT and USDC count 1. `span` bounds a coin's price over
 * the seconds [a, b) from the engine's bars (the risk watcher narrows its search with it).
 */
import type { FastifyInstance } from 'fastify'
import { STABLE_CURRENCIES, type BorrowCurrency } from '../../../src/api/contract/borrow-math'
import { USDT_ID } from '../../../src/api/contract/wallet/common'
import { formatPrice } from '../market/decimal'

export interface BorrowPrices {
  /** The USDT price of `coin` at the engine second containing `tickMs`. */
  at(coin: BorrowCurrency, tickMs: number): string
  /** Lowest and highest USDT price of `coin` over engine seconds [a, b) (unix s). */
  span(coin: BorrowCurrency, a: number, b: number): { low: string; high: string }
  /** Whether the coin's price moves (false for USDT and USDC). */
  moves(coin: BorrowCurrency): boolean
}

export function borrowPrices(app: Pick<FastifyInstance, 'market'>): BorrowPrices {
  const pairOf = (coin: BorrowCurrency) => {
    const pair = app.market.pairs.find((p) => p.currency_name === coin && p.legal_id === USDT_ID)
    if (!pair) throw new Error(`borrow: no ${coin}/USDT pair`)
    return pair
  }
  const moves = (coin: BorrowCurrency) => !STABLE_CURRENCIES.includes(coin)
  return {
    moves,
    at: (coin, tickMs) => (moves(coin) ? app.market.engine.price(pairOf(coin).id, tickMs) : '1'),
    span(coin, a, b) {
      if (!moves(coin)) return { low: '1', high: '1' }
      const pair = pairOf(coin)
      const bar = app.market.engine.series(pair.id).range(a, b)!
      return {
        low: formatPrice(bar.low, pair.precision_length),
        high: formatPrice(bar.high, pair.precision_length),
      }
    },
  }
}
