/**
 * The sandbox's loan desk (dev tools, loopback only; plugins/request-guards.ts):
 * - POST /api/dev/borrow/review `{ id, decision: approve | reject, reason? }` decides a pending
 *   loan: approve disburses it (the collateral must still cover 150 % at this second:
 *   `borrowCollateralShort`), reject returns the collateral; the borrower gets `borrow_loan` and a
 *   message. `notFound` / `alreadyReviewed` otherwise.
 * - POST /api/dev/borrow/eligibility `{ user, vip?, market_maker? }` sets an account's VIP level
 *   (0–9) and market-maker flag, so a tester can make a borrower (or take the right away).
 */
import type { FastifyPluginAsync } from 'fastify'
import { z } from 'zod'
import { emitLoan, loanWire } from '../borrow/wire'
import { loanNotices } from '../borrow/notices'
import { ok } from '../envelope'
import { routeModule } from '../plugins/routes'
import { Refusal } from '../refusal'
import { parseInput } from '../validation'

const BorrowReviewRequest = z.object({
  id: z.coerce.number().int().positive(),
  decision: z.enum(['approve', 'reject']),
  reason: z.string().trim().max(200).optional(),
})

const EligibilityRequest = z.object({
  user: z
    .string()
    .trim()
    .min(1)
    .transform((v) => v.toLowerCase()),
  vip: z.coerce.number().int().min(0).max(9).optional(),
  market_maker: z.enum(['0', '1']).optional(),
})

export const borrowDevRoutes: FastifyPluginAsync = async (app) => {
  const { borrow, users } = app.repos

  app.post('/borrow/review', async (request) => {
    const { id, decision, reason } = parseInput(BorrowReviewRequest, request)
    const at = app.clock.now()
    const prices = app.borrowJob.prices
    const done = borrow.review(
      id,
      decision === 'approve',
      reason ?? null,
      prices.at,
      app.market.tick() * 1000,
      at,
      loanNotices,
    )
    emitLoan(app, prices, done, decision === 'approve' ? 'approved' : 'rejected')
    app.log.info(`[borrow] loan ${id}: ${decision === 'approve' ? 'approved' : 'rejected'}`)
    return ok(loanWire(done, prices, at))
  })

  app.post('/borrow/eligibility', async (request) => {
    const v = parseInput(EligibilityRequest, request)
    const row = users.findByAccount(v.user)
    if (!row) throw new Refusal('accountNotFound')
    const e = borrow.setEligibility(row.id, {
      vip: v.vip,
      marketMaker: v.market_maker === undefined ? undefined : v.market_maker === '1',
    })
    return ok({ vip: e.vip, market_maker: e.marketMaker ? 1 : 0, eligible: e.eligible ? 1 : 0 })
  })
}

export const routes = routeModule(borrowDevRoutes, { prefix: '/api/dev' })
