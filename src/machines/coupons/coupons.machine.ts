/**
 * My coupons (spec §2 setting/coupon; api-reference §16.4, contract designed in
 * contract/coupon.ts): tabs all / trial / expired, each a paged list (paged-list.machine.ts) whose
 * filter is the tab.
 *
 * loading → ready | empty | failed (list.retry → loading)
 * ready: idle —list.more (more pages)→ loadingMore → idle (appended | `moreError` set)
 * tab.change (another tab), from any state → loading that tab; the request in flight is dropped.
 */
import { fromPromise } from 'xstate'
import type { Coupon, CouponPage, CouponTab } from '@/api/contract/coupon'
import { COUPON_PAGE_SIZE, couponApi } from '@/api/coupon'
import {
  createPagedListMachine,
  type PagedListContext,
} from '@/machines/paged-list/paged-list.machine'

export interface CouponsInput {
  tab?: CouponTab
}

export type CouponsContext = PagedListContext<Coupon, CouponTab>

export const couponsMachine = createPagedListMachine({
  id: 'coupons',
  fetchPage: fromPromise<CouponPage, { tab: CouponTab; page: number }>(({ input, signal }) =>
    couponApi.list(input, { signal }),
  ),
  request: ({ filter, page }) => ({ tab: filter, page }),
  readPage: ({ data, page, pages, total }) => ({ items: data, page, pages, total }),
  pageSize: COUPON_PAGE_SIZE,
  itemKey: (coupon) => coupon.id,
  filter: 'all' as CouponTab,
  fromInput: (input: CouponsInput) => ({ filter: input.tab }),
})
