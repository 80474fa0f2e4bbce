/**
 * The operator's sandbox actions on the wallet, mounted at /api/dev with the other dev tools (like
 * the KYC review): credit or reject a deposit claim, approve or reject a withdrawal.
 */
import type { FastifyPluginAsync } from 'fastify'
import { ReviewRequest } from '../../../../src/api/contract/wallet'
import { ok } from '../../envelope'
import { routeModule } from '../../plugins/routes'
import { Refusal } from '../../refusal'
import { parseInput } from '../../validation'

export const walletReviewRoutes: FastifyPluginAsync = async (app) => {
  const { wallet } = app.repos
  app.post('/wallet/deposit/review', async (request) => {
    const { id, decision, reason } = parseInput(ReviewRequest, request)
    const claim = wallet.reviewClaim(id, decision === 'approve', reason ?? '', app.clock.now())
    if (!claim) throw new Refusal('alreadyReviewed')
    app.log.info(
      `[wallet] deposit claim ${claim.oid}: ${decision === 'approve' ? 'credited' : 'rejected'}`,
    )
    return ok({ id: claim.id, oid: claim.oid, status: claim.status, reason: claim.reason })
  })
  app.post('/wallet/withdraw/review', async (request) => {
    const { id, decision, reason } = parseInput(ReviewRequest, request)
    const row = wallet.reviewWithdrawal(id, decision === 'approve', reason ?? '', app.clock.now())
    if (!row) throw new Refusal('alreadyReviewed')
    app.log.info(
      `[wallet] withdrawal ${row.id}: ${decision === 'approve' ? 'approved' : 'rejected'}`,
    )
    return ok({ id: row.id, status: row.status, reason: row.reason })
  })
}

export const routes = routeModule(walletReviewRoutes, { prefix: '/api/dev' })
