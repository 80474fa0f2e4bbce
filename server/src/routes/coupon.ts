/**
 * Coupons (api-reference §16.4 was a static mock; the contract is designed in
 * src/api/contract/coupon.ts). Only the caller's own coupons, with the status of the server clock;
 * titles in the request's language (locales/<tag>/coupon.json `title.<key>`).
 */
import type { FastifyPluginAsync } from 'fastify'
import { CouponListRequest, type CouponWire } from '../../../src/api/contract/coupon'
import { langOf, ok } from '../envelope'
import { requireUser } from '../plugins/auth'
import { routeModule } from '../plugins/routes'
import type { CouponRow } from '../repositories/coupon'
import { text } from '../text'
import { parseInput } from '../validation'

const seconds = (ms: number) => Math.floor(ms / 1000)

function toCoupon(row: CouponRow, lang: string | undefined): CouponWire {
  return {
    id: row.id,
    type: row.type,
    title: text('coupon', `title.${row.title_key}`, lang),
    amount: row.amount,
    percentage: row.percentage,
    currency: row.currency,
    min_spend: row.min_spend,
    scope: row.scope,
    valid_from: seconds(row.valid_from),
    valid_to: seconds(row.valid_to),
    status: row.status,
  }
}

export const couponRoutes: FastifyPluginAsync = async (app) => {
  const { coupon } = app.repos

  app.get('/user/coupon/list', { preHandler: requireUser }, async (request) => {
    const { tab, page, limit } = parseInput(CouponListRequest, request)
    const lang = langOf(request)
    const { rows, total } = coupon.page(
      request.user!.id,
      tab,
      app.clock.now(),
      limit,
      (page - 1) * limit,
    )
    return ok({
      data: rows.map((row) => toCoupon(row, lang)),
      page,
      pages: Math.max(1, Math.ceil(total / limit)),
      total,
    })
  })
}

export const routes = routeModule(couponRoutes, { prefix: '/api' })
