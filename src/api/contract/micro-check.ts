/**
 * The public check of an option's settlement (issue 14: "a settlement anyone can check"). From an
 * order's public facts (`microtrade/verify`) and the engine's public price of its two seconds
 * (`market/tick`), it recomputes everything the sandbox recorded, trusting nothing of the record:
 *
 * 1. the open price is the engine's price of the open second (`open_tick`), never offset (§17.5);
 * 2. the settlement second is exactly `seconds` after it, and its price is the recorded `end_price`
 *    (no fabricated settlement price, §17.4);
 * 3. the outcome follows from those two public prices by micro-math's `outcomeOf` (no per-user,
 *    per-order or per-side switch, §17.1–3).
 *
 * It lives in the contract because the comparison is exact decimal arithmetic (big.js), the same
 * in the client's check page and in any test of the sandbox.
 */
import { Big } from 'big.js'
import type { Tick } from './market'
import type { OptionCheck, OptionOutcome } from './micro'
import { outcomeOf } from './micro-math'

/** The facts the check compares, in the order a reader follows them. */
export const checkFacts = ['openPrice', 'duration', 'settlePrice', 'outcome'] as const
export type CheckFact = (typeof checkFacts)[number]

/** The engine's public price of the open second, and of the settlement second once it settled. */
export interface PublicTicks {
  open: Tick
  /** null while the option is not settled (its second may still be to come). */
  settle: Tick | null
}

/** Where the settlement price stands against the open price. */
export type PriceRelation = 'above' | 'below' | 'equal'

export interface OptionRecheck {
  /** The public price of the open second is the recorded open price. */
  openPrice: boolean
  /** Both ticks are whole seconds and the settlement second is exactly `seconds` after the open one. */
  duration: boolean
  /** The public price of the settlement second is the recorded settlement price; null: not settled. */
  settlePrice: boolean | null
  /** The outcome recomputed from the two public prices; null: not settled. */
  outcome: OptionOutcome | null
  /** The public settlement price against the public open price; null: not settled. */
  relation: PriceRelation | null
  /** The recomputed outcome is the recorded one; null: not settled. */
  outcomeMatches: boolean | null
  /** Every fact that differs, in `checkFacts` order: empty when the record is the public truth. */
  mismatches: CheckFact[]
}

const samePrice = (recorded: string | null, published: string) =>
  recorded !== null && new Big(recorded).eq(published)

/** The tick is the one asked for: this pair, this second. */
const isTickOf = (tick: Tick, symbol: string, ms: number) =>
  tick.symbol === symbol && tick.time * 1000 === ms

const relationOf = (open: string, settle: string): PriceRelation => {
  const cmp = new Big(settle).cmp(open)
  return cmp > 0 ? 'above' : cmp < 0 ? 'below' : 'equal'
}

/** Recomputes `order`'s settlement from the public prices `ticks` (see the header). */
export function recheckOption(order: OptionCheck, ticks: PublicTicks): OptionRecheck {
  const openPrice =
    isTickOf(ticks.open, order.symbol, order.openTick) &&
    samePrice(order.openPrice, ticks.open.price)
  const duration =
    order.openTick % 1000 === 0 &&
    order.settleTick % 1000 === 0 &&
    order.settleTick - order.openTick === order.seconds * 1000
  const settled = order.status === 'closed'
  const settle = settled && ticks.settle ? ticks.settle : null
  const settlePrice = settled
    ? settle !== null &&
      isTickOf(settle, order.symbol, order.settleTick) &&
      samePrice(order.endPrice, settle.price)
    : null
  const outcome = settle ? outcomeOf(order.direction, ticks.open.price, settle.price) : null
  const outcomeMatches = settled ? outcome !== null && outcome === order.outcome : null
  const differs: Record<CheckFact, boolean> = {
    openPrice: !openPrice,
    duration: !duration,
    settlePrice: settlePrice === false,
    outcome: outcomeMatches === false,
  }
  return {
    openPrice,
    duration,
    settlePrice,
    outcome,
    relation: settle ? relationOf(ticks.open.price, settle.price) : null,
    outcomeMatches,
    mismatches: checkFacts.filter((fact) => differs[fact]),
  }
}
