import { Coupon } from '@/api/contract/coupon'
import { manyCoupons, mockCouponsByTab } from '@/api/contract/coupon.fixtures'
import type { CouponTab } from '@/api/contract/coupon'
import { COUPON_PAGE_SIZE } from '@/api/coupon'
import { pagedListSnapshots } from '@/machines/paged-list/paged-list.fixtures'
import { couponsMachine } from './coupons.machine'

const parsed = (tab: CouponTab) => mockCouponsByTab[tab].map((c) => Coupon.parse(c))
const tabSnapshots = (tab: CouponTab) =>
  pagedListSnapshots((value, context) => couponsMachine.resolveState({ value, context }), {
    filter: tab,
    pageSize: COUPON_PAGE_SIZE,
    items: parsed(tab),
    firstOfTwo: { items: manyCoupons(10).map((c) => Coupon.parse(c)), total: 14 },
  })
const all = tabSnapshots('all')

/** One snapshot per state of the coupon list, on each tab where it matters. */
export const couponsSnapshots = {
  loading: all.loading,
  failed: all.failed,
  all: all.ready,
  trial: tabSnapshots('trial').ready,
  expired: tabSnapshots('expired').ready,
  empty: tabSnapshots('trial').empty,
  hasMore: all.hasMore,
  loadingMore: all.loadingMore,
  moreFailed: all.moreFailed,
}
