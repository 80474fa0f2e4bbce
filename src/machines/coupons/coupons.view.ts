import type { SnapshotFrom } from 'xstate'
import { couponTabs, type Coupon, type CouponTab } from '@/api/contract/coupon'
import { isSessionError, type ErrorCode } from '@/api/errors'
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
  status: 'loading' | 'failed' | 'empty' | 'ready'
  coupons: CouponItemView[]
  total: number
  /** More pages exist: the "load more" button is offered. */
  hasMore: boolean
  isLoadingMore: boolean
  /** Why the list (or, with `moreError`, the next page) failed; session errors are the session's. */
  error: ErrorCode | null
  moreError: ErrorCode | null
}

const own = (code: ErrorCode | null) => (isSessionError(code) ? null : code)

export function toCouponsView(s: CouponsSnapshot): CouponsView {
  const { tab, coupons, total, page, pages, error, moreError } = s.context
  const status = s.matches('loading') ? 'loading' : s.matches('failed') ? 'failed' : s.matches('empty') ? 'empty' : 'ready'
  return {
    tabs: couponTabs,
    tab,
    status,
    coupons: status === 'ready' ? coupons.map(toCouponItem) : [],
    total,
    hasMore: status === 'ready' && page < pages,
    isLoadingMore: s.matches({ ready: 'loadingMore' }),
    error: own(error),
    moreError: own(moreError),
  }
}
