/**
 * My locks' pure rules (lock-orders.machine.ts, lock-redeem.machine.ts): a page's request and
 * reading, the redemption terms a lock's answer implies, and the summary of the earning locks.
 */
import {
  lockListFilterCodes,
  type LockListFilter,
  type LockOrder,
  type LockOrdersRequest,
} from '@/api/contract/lockming'
import { DAY_MS, redemptionTerms, type RedemptionTerms } from '@/api/contract/lockming-math'
import { floorTo, sumOf } from '@/api/contract/wallet-math'
import type { Page } from '../paged-list/paged-list.machine'

export { lockListFilters, type LockListFilter } from '@/api/contract/lockming'

/** lh/deposit/order's query of one page. */
export type LockPageRequest = Required<Pick<LockOrdersRequest, 'page' | 'limit'>> & {
  status: 0 | 1 | 2
}

/** lh/deposit/order's query for one page of `filter`. */
export const toOrdersRequest = (
  filter: LockListFilter,
  page: number,
  pageSize: number,
): LockPageRequest => ({ status: lockListFilterCodes[filter], page, limit: pageSize })

/** A page of locks and its number (the wire says neither total nor pages). */
export interface LockPage {
  items: LockOrder[]
  page: number
}

/** A full page may have a next one; a short page is the last. */
export const readLockPage = ({ items, page }: LockPage, pageSize: number): Page<LockOrder> => ({
  items,
  page,
  pages: items.length < pageSize ? page : page + 1,
  total: (page - 1) * pageSize + items.length,
})

/**
 * The server's moment of a lock's answer, as far as the rule needs it: the UTC day it fell in,
 * read from the answer's `remaining_days` (the rule depends on `now` only through the days due).
 * The first instant of that day, or the start on the purchase day.
 */
export const answeredAt = (lock: Pick<LockOrder, 'startAt' | 'endAt' | 'remainingDays'>) =>
  Math.max(lock.startAt, lock.endAt - lock.remainingDays * DAY_MS)

/** What an early redemption of `lock` gives at the server's moment of its answer. */
export const termsOf = (lock: LockOrder): RedemptionTerms =>
  redemptionTerms({
    amount: lock.amount,
    cancelRate: lock.cancelRate,
    dailyRate: lock.dailyRate,
    startAt: lock.startAt,
    days: lock.days,
    scale: lock.scale,
    now: answeredAt(lock),
  })

/** One coin's earning locks. */
export interface LockSummaryLine {
  currency: string
  scale: number
  count: number
  /** Principal locked, and what it earns a day. */
  locked: string
  dailyInterest: string
}

/**
 * The earning locks per coin (first seen first), only when every earning lock is loaded (`complete`:
 * the last page of All or Earning); null otherwise, or with none earning.
 */
export function summaryOf(items: readonly LockOrder[], complete: boolean) {
  if (!complete) return null
  const byCoin = new Map<string, LockOrder[]>()
  for (const lock of items) {
    if (lock.status === 'earning')
      byCoin.set(lock.currency, [...(byCoin.get(lock.currency) ?? []), lock])
  }
  const lines = [...byCoin.values()].map((locks): LockSummaryLine => {
    const scale = locks[0]!.scale
    return {
      currency: locks[0]!.currency,
      scale,
      count: locks.length,
      // sums of amounts written with `scale` decimals: exact
      locked: floorTo(sumOf(locks.map((l) => l.amount)), scale),
      dailyInterest: floorTo(sumOf(locks.map((l) => l.dailyInterest)), scale),
    }
  })
  return lines.length ? lines : null
}
