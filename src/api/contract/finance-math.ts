/**
 * The finance hub's figures (issue 16; spec §2 other/financial/index): the facts each earn card
 * shows, read from the products' own answers. Nothing is computed that the answers do not say:
 * each figure is one product's own value (the best rate, the shortest term) or a count.
 *
 * - **Lock mining**: among the open products (`lh/deposit/config` lists only open ones), the best
 *   daily rate (percent a day, `interest_rate`) with its coin, and the shortest term in days.
 * - **Dual investment**: among the products that can be bought (status open and shares left), the
 *   best APR (`rate`, percent a year) with its coin and direction; on a tie, the first in the
 *   answers' order (soonest expiry).
 * - **IEO**: how many projects are in progress and how many have not started (`time_status`).
 */
import { Big } from 'big.js'
import type { DualDirection } from './dual-math'
import type { IeoPhase } from './ieo-math'

export interface LockHighlights {
  /** Percent a day, as the product writes it. */
  bestDailyRate: string
  /** The coin of the product with that rate. */
  bestRateCoin: string
  /** Days. */
  shortestDays: number
  products: number
}

/** The lock card's figures from the open products; null when none is open. */
export function lockHighlights(
  products: readonly { dailyRate: string; days: number; currency: string }[],
): LockHighlights | null {
  const [first, ...rest] = products
  if (!first) return null
  let best = first
  let shortest = first.days
  for (const p of rest) {
    if (new Big(p.dailyRate).gt(best.dailyRate)) best = p
    shortest = Math.min(shortest, p.days)
  }
  return {
    bestDailyRate: best.dailyRate,
    bestRateCoin: best.currency,
    shortestDays: shortest,
    products: products.length,
  }
}

export interface DualHighlight {
  /** APR in percent, as the product writes it. */
  bestRate: string
  coin: string
  direction: DualDirection
  /** Products that can be bought. */
  products: number
}

/** The dual card's figures from products of any coin and direction; null when none is open. */
export function dualHighlight(
  products: readonly {
    rate: string
    coin: string
    direction: DualDirection
    open: boolean
    remainingShares: number
  }[],
): DualHighlight | null {
  const open = products.filter((p) => p.open && p.remainingShares > 0)
  const [first, ...rest] = open
  if (!first) return null
  const best = rest.reduce((b, p) => (new Big(p.rate).gt(b.rate) ? p : b), first)
  return { bestRate: best.rate, coin: best.coin, direction: best.direction, products: open.length }
}

export interface IeoCounts {
  inProgress: number
  notStarted: number
}

/** The IEO card's counts by phase. */
export function ieoCounts(projects: readonly { phase: IeoPhase }[]): IeoCounts {
  return {
    inProgress: projects.filter((p) => p.phase === 'inProgress').length,
    notStarted: projects.filter((p) => p.phase === 'notStarted').length,
  }
}
