/**
 * The figures of the lock mining introduction (spec §2 lockming/welcome; product-spec §3's
 * example): an early redemption of 1,000 with 3 days left at a 0.4 % settlement ratio costs
 * 0.4 % × 3 × 1,000 = 12, from lockming-math's own `redemptionTerms`, never typed.
 */
import { DAY_MS, redemptionTerms } from '@/api/contract/lockming-math'

export interface LockmingExample {
  amount: string
  /** Settlement ratio, percent of the amount per remaining day. */
  cancelRate: string
  remainingDays: number
  penalty: string
  /** What comes back: amount − penalty. */
  refund: string
}

/**
 * A lock of `amount` redeemed on the first of its last `remainingDays` days (whole coins: scale 0
 * writes "12", not "12.0000").
 */
export function welcomeExample(
  amount = '1000',
  cancelRate = '0.4',
  remainingDays = 3,
): LockmingExample {
  const { penalty, refund } = redemptionTerms({
    amount,
    cancelRate,
    dailyRate: '0',
    startAt: DAY_MS,
    days: remainingDays,
    scale: 0,
    now: DAY_MS,
  })
  return { amount, cancelRate, remainingDays, penalty, refund }
}
