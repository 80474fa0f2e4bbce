/**
 * Lock mining, "lh/deposit" (api-reference §12; contract src/api/contract/lockming.ts, formulas
 * lockming-math.ts): the products (public), locking an amount, the caller's locks and an early
 * redemption. Locking and redeeming are idempotent by (user, idempotency_key): a repeat answers
 * the first result (the lock as it is now), another request under the key is
 * `idempotencyConflict`. The day job (lockming/job.ts) pays interest and maturities; every route
 * that reads or redeems locks runs it first, so what it answers is never a day behind.
 */
import type { FastifyPluginAsync } from 'fastify'
import {
  LOCKMING_CONFIG_PAGE_SIZE,
  LockBuyRequest,
  LockCancelRequest,
  LockConfigsRequest,
  LockOrdersRequest,
  type LockOrderWire,
} from '../../../src/api/contract/lockming'
import { lockIssue } from '../../../src/api/contract/lockming-math'
import { fromUnits, toUnits } from '../../../src/api/contract/wallet-math'
import { ok } from '../envelope'
import { configWire, orderWire } from '../lockming/wire'
import { requireUser } from '../plugins/auth'
import { routeModule } from '../plugins/routes'
import { Refusal } from '../refusal'
import { idempotent } from '../repositories/wallet'
import { parseInput } from '../validation'

export const lockmingRoutes: FastifyPluginAsync = async (app) => {
  const { lockming, wallet } = app.repos
  const now = () => app.clock.now()
  const auth = { preHandler: requireUser }
  const payDue = () => app.lockmingJob?.run()

  app.get('/lh/deposit/config', async (request) => {
    const v = parseInput(LockConfigsRequest, request)
    const size = LOCKMING_CONFIG_PAGE_SIZE
    const kind = v.type ?? null
    return ok(lockming.configs(kind, size, (v.page - 1) * size).map(configWire))
  })

  app.post('/lh/deposit', auth, async (request) => {
    const v = parseInput(LockBuyRequest, request)
    const userId = request.user!.id
    const key = idempotent('lh/deposit', v)
    payDue()
    const previous = wallet.stored<LockOrderWire>(userId, key)
    if (previous) return ok(orderWire(lockming.get(userId, previous.id), now()))
    const { answer, replayed } = await app.groupCommit.run(() =>
      wallet.once(userId, key, now(), () => {
        const c = lockming.config(v.config_id)
        if (!c) throw new Refusal('productNotAvailable')
        const scale = c.decimal_scale
        const available = fromUnits(
          wallet.balance(userId, c.currency_id, 'change').available,
          scale,
        )
        const issue = lockIssue({ amount: v.amount, scale, min: c.save_min, available })
        if (issue) throw new Refusal(issue)
        return orderWire(lockming.buy(userId, c, toUnits(v.amount, scale), now()), now())
      }),
    )
    return ok(replayed ? orderWire(lockming.get(userId, answer.id), now()) : answer)
  })

  app.get('/lh/deposit/order', auth, async (request) => {
    const v = parseInput(LockOrdersRequest, request)
    payDue()
    const at = now()
    const rows = lockming.list(
      request.user!.id,
      { status: v.status === 0 ? null : v.status, is_cancel: v.is_cancel ?? null },
      v.limit,
      (v.page - 1) * v.limit,
    )
    return ok({ order_list: rows.map((r) => orderWire(r, at)) })
  })

  app.post('/lh/deposit/order/cancel', auth, async (request) => {
    const v = parseInput(LockCancelRequest, request)
    const userId = request.user!.id
    const key = idempotent('lh/deposit/order/cancel', v)
    payDue()
    const previous = wallet.stored<LockOrderWire>(userId, key)
    if (previous) return ok(orderWire(lockming.get(userId, previous.id), now()))
    const { answer, replayed } = await app.groupCommit.run(() =>
      wallet.once(userId, key, now(), () => {
        const r = lockming.get(userId, v.id)
        let expected: bigint | undefined
        if (v.cancel_fee !== undefined) {
          try {
            expected = toUnits(v.cancel_fee, r.scale)
          } catch {
            throw new Refusal('feeChanged')
          }
        }
        return orderWire(lockming.redeem(userId, v.id, now(), expected), now())
      }),
    )
    return ok(replayed ? orderWire(lockming.get(userId, answer.id), now()) : answer)
  })
}

export const routes = routeModule(lockmingRoutes, { prefix: '/api' })
