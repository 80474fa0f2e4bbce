/**
 * IEO subscriptions, "project" (api-reference §11; contract src/api/contract/ieo.ts, formulas
 * ieo-math.ts): the public list, a project's detail (with the caller's latest order and funds when
 * a session comes with it), subscribing, and the caller's orders. Subscribing is idempotent by
 * (user, idempotency_key): a repeat answers the first order as it is now, another request under
 * the key is `idempotencyConflict`. Delivery is the job of ieo/delivery.ts (no endpoint); the
 * routes that show orders run it first, so an order past its project's end is never shown
 * undelivered. `project/buy` (the placement after the end, rules in ieo-math.ts) is idempotent the
 * same way and answers the order delivered at once.
 */
import type { FastifyPluginAsync } from 'fastify'
import {
  IeoBuyRequest,
  IeoDetailRequest,
  IeoListRequest,
  IeoMyOrdersRequest,
  IeoOrderRequest,
  type IeoOrderWire,
} from '../../../src/api/contract/ieo'
import { msToWireTime } from '../../../src/api/contract/wallet/common'
import { ok } from '../envelope'
import { detailWire, orderWire, projectWire } from '../ieo/wire'
import { requireUser, resolveSession, tokenFromHeader } from '../plugins/auth'
import { routeModule } from '../plugins/routes'
import { Refusal } from '../refusal'
import { idempotent } from '../repositories/wallet'
import { parseInput } from '../validation'

export const ieoRoutes: FastifyPluginAsync = async (app) => {
  const { ieo, wallet } = app.repos
  const now = () => app.clock.now()
  const auth = { preHandler: requireUser }
  const deliverDue = () => app.ieoDelivery?.deliver()

  app.get('/project', async (request) => {
    const v = parseInput(IeoListRequest, request)
    const at = now()
    const list = ieo.projects(v.limit, (v.page - 1) * v.limit).map((p) => projectWire(p, at))
    return ok({ list, now: msToWireTime(at) })
  })

  app.get('/project/detail', async (request) => {
    const v = parseInput(IeoDetailRequest, request)
    const p = ieo.project(v.project_id)
    if (!p) throw new Refusal('notFound')
    const user = resolveSession(app, tokenFromHeader(request.headers.authorization))
    if (user) deliverDue()
    const order = user ? ieo.latestOrder(user.id, p.id) : null
    const placement = user ? ieo.placement(user.id, p.id) : null
    const balance = user ? wallet.balance(user.id, p.pay_currency_id, 'change').available : null
    return ok(detailWire(p, order, placement, balance, now()))
  })

  app.post('/project/order', auth, async (request) => {
    const v = parseInput(IeoOrderRequest, request)
    const userId = request.user!.id
    // pay_currency and price are ignored (§11), so they are not part of the request either
    const { pay_currency: _pay, price: _price, ...fingerprinted } = v
    const key = idempotent('project/order', fingerprinted)
    const previous = wallet.stored<IeoOrderWire>(userId, key)
    if (previous) return ok(orderWire(ieo.order(userId, previous.id)))
    // committed with the other money requests of this event-loop turn (group-commit.ts)
    const { answer, replayed } = await app.groupCommit.run(() =>
      wallet.once(userId, key, now(), () =>
        orderWire(ieo.subscribe(userId, v.project_id, v.amount, now())),
      ),
    )
    return ok(replayed ? orderWire(ieo.order(userId, answer.id)) : answer)
  })

  app.post('/project/buy', auth, async (request) => {
    const v = parseInput(IeoBuyRequest, request)
    const userId = request.user!.id
    const key = idempotent('project/buy', v)
    const previous = wallet.stored<IeoOrderWire>(userId, key)
    if (previous) return ok(orderWire(ieo.order(userId, previous.id)))
    const { answer, replayed } = await app.groupCommit.run(() =>
      wallet.once(userId, key, now(), () =>
        orderWire(ieo.place(userId, v.project_id, v.total_price, now())),
      ),
    )
    return ok(replayed ? orderWire(ieo.order(userId, answer.id)) : answer)
  })

  app.get('/user/project/order', auth, async (request) => {
    const v = parseInput(IeoMyOrdersRequest, request)
    deliverDue()
    const { rows, total } = ieo.orders(request.user!.id, v.limit, (v.page - 1) * v.limit)
    return ok({
      data: rows.map(orderWire),
      page: v.page,
      pages: Math.max(1, Math.ceil(total / v.limit)),
      total,
    })
  })
}

export const routes = routeModule(ieoRoutes, { prefix: '/api' })
