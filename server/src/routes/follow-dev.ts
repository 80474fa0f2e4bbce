/**
 * The sandbox's copy-trading reviewer (dev tools, loopback only; plugins/request-guards.ts):
 * POST /api/dev/follow/review `{ user, decision: approve | reject | revoke, reason? }`. Approve or
 * reject the user's pending trader application; revoke takes a trader's flag away, which ends every
 * follow of them (reason traderRevoked) and tells each follower (`follow_cancelled`, and a message: follow/notices.ts).
 */
import type { FastifyPluginAsync } from 'fastify'
import { z } from 'zod'
import { ok } from '../envelope'
import { revokedNotice } from '../follow/notices'
import { emitFollowCancelled, followWire } from '../follow/wire'
import { routeModule } from '../plugins/routes'
import { Refusal } from '../refusal'
import { parseInput } from '../validation'

const FollowReviewRequest = z.object({
  user: z
    .string()
    .trim()
    .min(1)
    .transform((v) => v.toLowerCase()),
  decision: z.enum(['approve', 'reject', 'revoke']),
  reason: z.string().trim().max(200).optional(),
})

export const followDevRoutes: FastifyPluginAsync = async (app) => {
  const { follow, users, message } = app.repos

  app.post('/follow/review', async (request) => {
    const { user, decision, reason } = parseInput(FollowReviewRequest, request)
    const row = users.findByAccount(user)
    if (!row) throw new Refusal('accountNotFound')
    const at = app.clock.now()
    if (decision === 'revoke') {
      if (!follow.isTrader(row.id)) throw new Refusal('traderNotFound')
      const name = row.nickname ?? `#${row.id}`
      // the follows end and their followers' messages are written in one transaction
      const ended = follow.transaction(() => {
        const rows = follow.revoke(row.id, at)
        for (const f of rows) message.add(revokedNotice(f.user_id, name, at))
        return rows
      })
      for (const f of ended) emitFollowCancelled(app, f, row)
      app.log.info(`[follow] ${user}: trader flag revoked, ${ended.length} follows ended`)
      return ok({ is_trader: 0, cancelled: ended.map(followWire) })
    }
    const pending = follow.pendingApplication(row.id)
    if (!pending) throw new Refusal('notFound')
    const done = follow.review(pending.id, decision === 'approve', reason ?? null, at)
    if (!done) throw new Refusal('notFound')
    app.log.info(
      `[follow] ${user}: application ${decision === 'approve' ? 'approved' : 'rejected'}`,
    )
    return ok({
      is_trader: follow.isTrader(row.id) ? 1 : 0,
      status: done.status,
      reason: done.reason,
    })
  })
}

export const routes = routeModule(followDevRoutes, { prefix: '/api/dev' })
