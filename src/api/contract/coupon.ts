/**
 * Coupons (api-reference §16.4: a hard-coded list in the original, no endpoint anywhere). The
 * whole contract is designed here, after the original page's tabs "all / financial trial coupon /
 * expired" and its fields (price, unit, name, expired_time, project_name, status):
 *
 * - `GET user/coupon/list { tab, page, limit }` answers Custom A paging of the caller's own
 *   coupons. `tab`: `all` (every coupon), `trial` (trial coupons not expired yet), `expired`
 *   (past `valid_to` and never used). Order: valid, upcoming, used, expired; then the soonest
 *   `valid_to` first (the most recently expired first among the expired).
 * - A coupon: `type` `trial` (trial funds for a financial product: `amount` in `currency`),
 *   `cash` (a voucher: `amount` off a purchase of at least `min_spend`) or `discount`
 *   (`percentage` off the fees of `scope`); exactly one of `amount` / `percentage` is set, both
 *   decimal strings. `scope` names the product it applies to. `title` is in the request's
 *   language. `valid_from` / `valid_to` are unix seconds; `status` is computed by the server's
 *   clock: `upcoming` before `valid_from`, `valid`, `used`, `expired` from `valid_to` on.
 * - Using a coupon belongs to the products it applies to; this list only shows them.
 */
import * as z from 'zod/mini'
import { Decimal, WireInt } from './common'
import { PageOf, PageRequest } from './payout'

export const couponTabs = ['all', 'trial', 'expired'] as const
export type CouponTab = (typeof couponTabs)[number]

export const couponTypes = ['trial', 'cash', 'discount'] as const
export type CouponType = (typeof couponTypes)[number]

export const couponStatuses = ['upcoming', 'valid', 'used', 'expired'] as const
export type CouponStatus = (typeof couponStatuses)[number]

export const couponScopes = ['financial', 'lockming', 'contract', 'options', 'any'] as const
export type CouponScope = (typeof couponScopes)[number]

export const CouponListRequest = z.extend(PageRequest, {
  tab: z._default(z.enum(couponTabs), 'all'),
})
export type CouponListRequest = z.input<typeof CouponListRequest>

export const Coupon = z.object({
  id: WireInt,
  type: z.enum(couponTypes),
  title: z.string(),
  amount: z.nullable(Decimal),
  percentage: z.nullable(Decimal),
  currency: z.string(),
  min_spend: Decimal,
  scope: z.enum(couponScopes),
  valid_from: WireInt,
  valid_to: WireInt,
  status: z.enum(couponStatuses),
})
export type Coupon = z.infer<typeof Coupon>
export type CouponWire = z.input<typeof Coupon>

export const CouponPage = PageOf(Coupon)
export type CouponPage = z.infer<typeof CouponPage>
