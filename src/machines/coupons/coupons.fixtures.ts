import { Coupon } from '@/api/contract/coupon'
import { manyCoupons, mockCouponsByTab } from '@/api/contract/coupon.fixtures'
import type { CouponTab } from '@/api/contract/coupon'
import { couponsMachine, type CouponsContext } from './coupons.machine'

const parsed = (tab: CouponTab) => mockCouponsByTab[tab].map((c) => Coupon.parse(c))
const base: CouponsContext = { tab: 'all', coupons: [], page: 0, pages: 0, total: 0, error: null, moreError: null }
const loaded = (tab: CouponTab): CouponsContext => {
  const coupons = parsed(tab)
  return { ...base, tab, coupons, page: 1, pages: 1, total: coupons.length }
}
const firstOfTwo: CouponsContext = {
  ...base,
  coupons: manyCoupons(10).map((c) => Coupon.parse(c)),
  page: 1,
  pages: 2,
  total: 14,
}

type Value = 'loading' | 'failed' | 'empty' | { ready: 'idle' | 'loadingMore' }
const at = (value: Value, context: CouponsContext) => couponsMachine.resolveState({ value, context })

/** One snapshot per state of the coupon list, on each tab where it matters. */
export const couponsSnapshots = {
  loading: at('loading', base),
  failed: at('failed', { ...base, error: 'network' }),
  all: at({ ready: 'idle' }, loaded('all')),
  trial: at({ ready: 'idle' }, loaded('trial')),
  expired: at({ ready: 'idle' }, loaded('expired')),
  empty: at('empty', { ...base, tab: 'trial' }),
  hasMore: at({ ready: 'idle' }, firstOfTwo),
  loadingMore: at({ ready: 'loadingMore' }, firstOfTwo),
  moreFailed: at({ ready: 'idle' }, { ...firstOfTwo, moreError: 'network' }),
}
