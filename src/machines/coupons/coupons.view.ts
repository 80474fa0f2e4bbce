import type { SnapshotFrom } from 'xstate'
import { couponTabs, type Coupon, type CouponTab } from '@/api/contract/coupon'
import type { ErrorCode } from '@/api/errors'
import { toPagedListView, type PagedListStatus } from '@/machines/paged-list/paged-list.view'
import type { couponsMachine } from './coupons.machine'

export type CouponsSnapshot = SnapshotFrom<typeof couponsMachine>

/** A coupon as the card shows it. */
export interface CouponItemView extends Coupon {
  /** The discount as a fraction for a percent format ("20" → "0.2"); null for amounts. */
  fraction: string | null
  /** A minimum spend applies (`min_spend` > 0). */
  hasMinSpend: boolean
}

/** "20" → "0.20", "12.5" → "0.125": the decimal point moved two places, exactly, on the string. */
export function percentToFraction(percent: string): string {
  const [whole = '0', decimals = ''] = percent.split('.')
  const digits = whole.padStart(3, '0')
  return `${digits.slice(0, -2)}.${digits.slice(-2)}${decimals}`
}

/** A decimal string above zero ("0", "0.00" and "" are not). */
const isPositive = (value: string) => /[1-9]/.test(value) && !value.startsWith('-')

export const toCouponItem = (coupon: Coupon): CouponItemView => ({
  ...coupon,
  fraction: coupon.percentage === null ? null : percentToFraction(coupon.percentage),
  hasMinSpend: isPositive(coupon.min_spend),
})

export interface CouponsView {
  tabs: readonly CouponTab[]
  tab: CouponTab
  status: PagedListStatus
  coupons: CouponItemView[]
  total: number
  /** More pages exist: the "load more" button is offered. */
  hasMore: boolean
  isLoadingMore: boolean
  /** Why the list (or, with `moreError`, the next page) failed; session errors are the session's. */
  error: ErrorCode | null
  moreError: ErrorCode | null
}

export function toCouponsView(s: CouponsSnapshot): CouponsView {
  const { filter, items, ...list } = toPagedListView(s)
  return { tabs: couponTabs, tab: filter, ...list, coupons: items.map(toCouponItem) }
}
