/** Coupons API (api-reference §16.4; the contract is designed in contract/coupon.ts). */
import { get, type RequestOptions } from './client'
import { CouponPage, type CouponTab } from './contract/coupon'

export const COUPON_PAGE_SIZE = 10

export const couponApi = {
  /** GET user/coupon/list: one page of the caller's coupons on a tab. */
  list: (req: { tab: CouponTab; page: number; limit?: number }, opts?: RequestOptions) =>
    get('user/coupon/list', { limit: COUPON_PAGE_SIZE, ...req }, CouponPage, opts),
}
