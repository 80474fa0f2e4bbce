/** MSW handlers for coupons (stories and unit tests), paging the fixtures as the sandbox does. */
import { delay, http, HttpResponse } from 'msw'
import { CouponListRequest, type CouponTab, type CouponWire } from '@/api/contract/coupon'
import { mockCouponsByTab } from '@/api/contract/coupon.fixtures'
import { fail, ok } from './envelope'

const api = (path: string) => `*/api/${path}`
const LIST = api('user/coupon/list')

/** One page of `byTab` for the request's query, or null when the query is refused. */
function pageOf(byTab: Record<CouponTab, CouponWire[]>, request: Request) {
  const parsed = CouponListRequest.safeParse(Object.fromEntries(new URL(request.url).searchParams))
  if (!parsed.success) return null
  const { tab, page, limit } = parsed.data
  const all = byTab[tab]
  return {
    data: all.slice((page - 1) * limit, page * limit),
    page,
    pages: Math.max(1, Math.ceil(all.length / limit)),
    total: all.length,
  }
}

/** `user/coupon/list` over `byTab`, validated and paged like the sandbox. */
export function couponListHandler(byTab: Record<CouponTab, CouponWire[]> = mockCouponsByTab) {
  return http.get(LIST, ({ request }) => {
    const page = pageOf(byTab, request)
    return page ? ok(page) : fail('parameterError')
  })
}

export const couponHandlers = { list: couponListHandler() }

export const couponScenarios = {
  listPending: http.get(LIST, async () => {
    await delay('infinite')
    return ok(null)
  }),
  listDown: http.get(LIST, () => HttpResponse.error()),
  /** The first page answers; every later page fails. */
  morePagesDown: (byTab: Record<CouponTab, CouponWire[]>) =>
    http.get(LIST, ({ request }) => {
      const page = new URL(request.url).searchParams.get('page') === '1' && pageOf(byTab, request)
      return page ? ok(page) : HttpResponse.error()
    }),
}

export const couponHandlerList = Object.values(couponHandlers)
