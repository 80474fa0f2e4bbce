import type { SnapshotFrom } from 'xstate'
import type { Coupon, CouponTab } from '@/api/contract/coupon'
import { isSessionError, type ErrorCode } from '@/api/errors'
import type { couponsMachine } from './coupons.machine'

export type CouponsSnapshot = SnapshotFrom<typeof couponsMachine>

export interface CouponsView {
  tab: CouponTab
  status: 'loading' | 'failed' | 'empty' | 'ready'
  coupons: Coupon[]
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
    tab,
    status,
    coupons: status === 'ready' ? coupons : [],
    total,
    hasMore: status === 'ready' && page < pages,
    isLoadingMore: s.matches({ ready: 'loadingMore' }),
    error: own(error),
    moreError: own(moreError),
  }
}
