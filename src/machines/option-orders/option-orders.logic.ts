/**
 * The options history's pure rules (option-orders.machine.ts): the request of a page, which rows a
 * filter shows (a settled option moves by it: paged-list/orders-history.logic.ts) and what a
 * settled option came to for the user.
 */
import {
  MICRO_PAGE_SIZE,
  optionListFilterCodes,
  type MicroListsRequest,
  type OptionListFilter,
  type OptionOrder,
} from '@/api/contract/micro'
import { optionNet, settlementOf } from '@/api/contract/micro-math'
import { decimalsOf } from '@/api/contract/wallet-math'

export { optionListFilters, type OptionListFilter } from '@/api/contract/micro'

export const defaultPageSize = MICRO_PAGE_SIZE

/** microtrade/lists's query for one page of `filter` (every stake currency). */
export const toListsRequest = (
  filter: OptionListFilter,
  page: number,
  pageSize: number,
): MicroListsRequest => ({ status: optionListFilterCodes[filter], page, limit: pageSize })

/** The option is one of those `filter` lists (`lists` status −1 all, 1 open, 3 closed). */
export const isShownBy = (filter: OptionListFilter, order: OptionOrder) =>
  filter === 'all' || order.status === filter

/**
 * What a settled option credited back and its net result for the user (credit − stake − fee: the
 * fee is never refunded); null while it is open. The credit is the one the sandbox recorded
 * (`payout`), else micro-math's for the recorded outcome.
 */
export function resultOf(order: OptionOrder): { credit: string; net: string } | null {
  if (order.status !== 'closed' || order.outcome === null) return null
  // the stake currency's decimals, as its amounts are written
  const scale = Math.max(decimalsOf(order.stake), decimalsOf(order.fee))
  const credit =
    order.payout ?? settlementOf(order.outcome, order.stake, order.payoutRatio, scale).credit
  return { credit, net: optionNet(credit, order.stake, order.fee) }
}
