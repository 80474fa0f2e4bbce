/**
 * My dual investment orders' pure rules (dual-orders.machine.ts): the dual_list query of a page,
 * which rows a filter shows (a settled order moves by it: paged-list/orders-history.logic.ts),
 * how an order stands at the server's clock, and when the next holding one reaches its expiry.
 */
import {
  DUAL_PAGE_SIZE,
  dualListFilterCodes,
  type DualListRequest,
  type DualOrder,
} from '@/api/contract/dual'
import type { DualOrdersFilter } from './dual-orders.types'

export const defaultPageSize = DUAL_PAGE_SIZE

export const defaultFilter: DualOrdersFilter = { status: 'holding', coin: null, direction: null }

/** The longest delay a timer takes (2³¹ − 1 ms, about 24.8 days): a longer one fires at once. */
export const MAX_DELAY_MS = 2_147_483_647

/** dual_list's query for one page of `filter`. */
export const toListRequest = (
  filter: DualOrdersFilter,
  page: number,
  pageSize: number,
): DualListRequest => ({
  status: dualListFilterCodes[filter.status],
  currency: filter.coin ?? -1,
  ...(filter.direction ? { type: filter.direction } : {}),
  page,
  limit: pageSize,
})

/** The order is one of those `filter` lists. */
export const isShownBy = (filter: DualOrdersFilter, order: DualOrder) =>
  (filter.status === 'all' || (filter.status === 'settled') === order.settled) &&
  (filter.coin === null || order.coinId === filter.coin) &&
  (filter.direction === null || order.direction === filter.direction)

/** How an order stands: holding, settling (its expiry second has come, the job has not run), settled. */
export type DualOrderState = 'holding' | 'settling' | 'settled'

export function stateOf(order: DualOrder, now: number | null): DualOrderState {
  if (order.settled) return 'settled'
  return now !== null && now >= order.settleTick ? 'settling' : 'holding'
}

/**
 * How long until the next shown holding order reaches its expiry second (ms, at most
 * MAX_DELAY_MS); MAX_DELAY_MS when none is ahead or the clock is not known.
 */
export function untilNextExpiry(items: readonly DualOrder[], now: number | null): number {
  if (now === null) return MAX_DELAY_MS
  const ahead = items.filter((o) => !o.settled && o.settleTick > now).map((o) => o.settleTick)
  return ahead.length ? Math.min(MAX_DELAY_MS, Math.min(...ahead) - now) : MAX_DELAY_MS
}
