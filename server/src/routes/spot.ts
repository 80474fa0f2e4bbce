/**
 * Spot trading, "coin trade" (api-reference §9; contract src/api/contract/spot.ts): place an order
 * (idempotent by (user, idempotency_key): a repeat answers the first order), cancel one, list the
 * caller's orders and read a pair's rules. The owner's room gets `coin_trade` when an order is
 * placed, filled (spot/matcher.ts) or cancelled.
 */
import type { FastifyPluginAsync } from 'fastify'
import {
  SpotCancelRequest,
  SpotListRequest,
  SpotOrderRequest,
  SpotRulesRequest,
  type SpotOrderWire,
} from '../../../src/api/contract/spot'
import { ok } from '../envelope'
import { requireUser } from '../plugins/auth'
import { routeModule } from '../plugins/routes'
import type { SpotOrderRow } from '../repositories/spot'
import { idempotent } from '../repositories/wallet'
import { emitOrder } from '../spot/matcher'
import { spotPolicy } from '../spot/policy'
import { orderWire, rulesWire } from '../spot/wire'
import { parseInput } from '../validation'

export const spotRoutes: FastifyPluginAsync = async (app) => {
  const { spot, wallet } = app.repos
  const policy = spotPolicy(app)
  const now = () => app.clock.now()
  const auth = { preHandler: requireUser }

  app.post('/coin/trade', auth, async (request) => {
    const v = parseInput(SpotOrderRequest, request)
    const userId = request.user!.id
    const key = idempotent('coin/trade', v)
    const previous = wallet.stored<SpotOrderWire>(userId, key)
    if (previous) return ok(previous)
    let placed: SpotOrderRow | undefined
    // committed with the other orders of this event-loop turn (group-commit.ts), answered after
    const { answer } = await app.groupCommit.run(() =>
      wallet.once(userId, key, now(), () => {
        placed = policy.place(userId, v, now())
        return orderWire(placed)
      }),
    )
    if (placed) {
      app.spotMatcher.track(placed)
      emitOrder(app, placed)
    }
    return ok(answer)
  })

  app.put('/coin/trade', auth, async (request) => {
    const { id } = parseInput(SpotCancelRequest, request)
    const cancelled = spot.cancel(request.user!.id, id, now())
    app.spotMatcher.track(cancelled)
    emitOrder(app, cancelled)
    return ok(orderWire(cancelled))
  })

  app.get('/coin/list', auth, async (request) => {
    const { page, limit, ...filter } = parseInput(SpotListRequest, request)
    const rows = spot.list(request.user!.id, filter, limit, (page - 1) * limit)
    return ok(rows.map(orderWire))
  })

  app.get('/coin/info', auth, async (request) => {
    const { currency_id, legal_id } = parseInput(SpotRulesRequest, request)
    return ok(rulesWire(policy.rulesOf(policy.pairOf(currency_id, legal_id))))
  })
}

export const routes = routeModule(spotRoutes, { prefix: '/api' })
