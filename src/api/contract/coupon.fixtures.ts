/**
 * Wire-shaped coupons for MSW handlers, stories and unit tests (contract/coupon.ts), with the
 * statuses the sandbox computes at MOCK_COUPON_TIME.
 */
import type { CouponTab, CouponWire } from './coupon'

const s = (y: number, m: number, d: number) => Date.UTC(y, m - 1, d) / 1000

/** 2025-03-01T00:00:00Z: "now" for every fixture. */
export const MOCK_COUPON_TIME = s(2025, 3, 1) * 1000

export const MockDiscountCoupon: CouponWire = {
  id: 51,
  type: 'discount',
  title: 'Contract fee discount',
  amount: null,
  percentage: '20',
  currency: 'USDT',
  min_spend: '0',
  scope: 'contract',
  valid_from: s(2025, 1, 1),
  valid_to: s(2025, 6, 30),
  status: 'valid',
}

export const MockTrialCoupon: CouponWire = {
  id: 52,
  type: 'trial',
  title: 'Welcome trial fund',
  amount: '100',
  percentage: null,
  currency: 'USDT',
  min_spend: '0',
  scope: 'financial',
  valid_from: s(2025, 1, 1),
  valid_to: s(2030, 12, 31),
  status: 'valid',
}

export const MockUpcomingCoupon: CouponWire = {
  ...MockTrialCoupon,
  id: 53,
  title: 'Anniversary trial fund',
  amount: '25.5',
  valid_from: s(2025, 4, 1),
  valid_to: s(2025, 5, 1),
  status: 'upcoming',
}

export const MockUsedCoupon: CouponWire = {
  id: 54,
  type: 'cash',
  title: 'Lock mining voucher',
  amount: '10',
  percentage: null,
  currency: 'USDT',
  min_spend: '500',
  scope: 'lockming',
  valid_from: s(2025, 1, 1),
  valid_to: s(2030, 12, 31),
  status: 'used',
}

export const MockExpiredCoupon: CouponWire = {
  ...MockTrialCoupon,
  id: 55,
  title: 'Holiday trial fund',
  amount: '50',
  valid_from: s(2024, 12, 1),
  valid_to: s(2024, 12, 31),
  status: 'expired',
}

export const MockCoupons: CouponWire[] = [
  MockDiscountCoupon,
  MockTrialCoupon,
  MockUpcomingCoupon,
  MockUsedCoupon,
  MockExpiredCoupon,
]

/** What each tab holds (the sandbox's filters applied to MockCoupons). */
export const mockCouponsByTab: Record<CouponTab, CouponWire[]> = {
  all: MockCoupons,
  trial: MockCoupons.filter((c) => c.type === 'trial' && c.status !== 'expired'),
  expired: MockCoupons.filter((c) => c.status === 'expired'),
}

/** `count` vouchers for paging stories: ids from 100, all valid. */
export const manyCoupons = (count: number): CouponWire[] =>
  Array.from({ length: count }, (_, i) => ({
    ...MockUsedCoupon,
    id: 100 + i,
    status: 'valid' as const,
    title: `Voucher ${i + 1}`,
  }))
