/**
 * Dual investment (api-reference §20; contract src/api/contract/dual.ts, formulas dual-math.ts):
 * a coin's products of one direction and one product (public; with a session they carry the
 * caller's shares), buying shares, and the caller's orders. Buying is idempotent by (user,
 * idempotency_key): a repeat answers the first order (as it is now), another request under the
 * key is `idempotencyConflict`. The job (dual/settler.ts) settles at expiry; the routes that read
 * orders run it first, so an order past its expiry is never answered holding.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import {
  DualBuyRequest,
  DualDetailRequest,
  DualIndexRequest,
  DualListRequest,
  type DualOrderWire,
} from '../../../src/api/contract/dual'
import { msToWireTime } from '../../../src/api/contract/wallet/common'
import { ok } from '../envelope'
import { orderWire, productWire } from '../dual/wire'
import { requireUser, resolveSession, tokenFromHeader } from '../plugins/auth'
import { routeModule } from '../plugins/routes'
import { idempotent } from '../repositories/wallet'
import { parseInput } from '../validation'

export const dualRoutes: FastifyPluginAsync = async (app) => {
  const { dual, wallet } = app.repos
  const now = () => app.clock.now()
  const auth = { preHandler: requireUser }
  const settleDue = () => app.dualJob?.run()
  /** The caller of a public route, when signed in. */
  const viewer = (request: FastifyRequest) =>
    resolveSession(app, tokenFromHeader(request.headers.authorization))?.id ?? null

  app.get('/dual/index', async (request) => {
    const v = parseInput(DualIndexRequest, request)
    return ok({
      dual_currencys: dual.products(v.currency_id, v.type, viewer(request)).map(productWire),
    })
  })

  app.get('/dual/detail', async (request) => {
    const v = parseInput(DualDetailRequest, request)
    return ok(productWire(dual.product(v.id, viewer(request))))
  })

  app.post('/dual/buyDual', auth, async (request) => {
    const v = parseInput(DualBuyRequest, request)
    const userId = request.user!.id
    const key = idempotent('dual/buyDual', v)
    const previous = wallet.stored<DualOrderWire>(userId, key)
    if (previous) {
      settleDue()
      return ok(orderWire(dual.get(userId, previous.id)))
    }
    const product = dual.product(v.id, userId)
    const at = now()
    // the coin's engine price of this second, recorded on the order (it decides nothing)
    const price = app.market.engine.price(product.pair_id, at)
    const { answer, replayed } = await app.groupCommit.run(() =>
      wallet.once(userId, key, at, () => orderWire(dual.buy(userId, v.id, v.num, price, at))),
    )
    return ok(replayed ? orderWire(dual.get(userId, answer.id)) : answer)
  })

  app.post('/dual/dual_list', auth, async (request) => {
    const v = parseInput(DualListRequest, request)
    settleDue()
    const { rows, total } = dual.list(
      request.user!.id,
      {
        coin_id: v.currency === -1 ? null : v.currency,
        type: v.type ? v.type : null,
        status: v.status === -1 ? null : v.status,
      },
      v.limit,
      (v.page - 1) * v.limit,
    )
    // the sandbox clock: an order shown holding past its expiry second is being settled
    const answeredAt = msToWireTime(app.clock.now())
    return ok({ list: rows.map(orderWire), limit: v.limit, page: v.page, total, now: answeredAt })
  })
}

export const routes = routeModule(dualRoutes, { prefix: '/api' })
