/**
 * Seconds options, "microtrade" (api-reference §8; contract src/api/contract/micro.ts, formulas
 * micro-math.ts): the durations, the stake currencies with the caller's options wallet, a pair's
 * durations, placing an option, one option, its seconds left, the caller's history, and the
 * PUBLIC check of an option (`verify`: its public facts, no owner, no stake). Placing is idempotent
 * by (user, idempotency_key): a repeat answers the first order (as it is now), another request
 * under the key is `idempotencyConflict`. The settler (micro/settler.ts) settles at expiry; the
 * routes that read options ask it first, so an option past its expiry is never answered open.
 */
import type { FastifyPluginAsync } from 'fastify'
import {
  MicroBindSecondsRequest,
  MicroIdRequest,
  MicroListsRequest,
  MicroSubmitRequest,
  type MicroOrderWire,
} from '../../../src/api/contract/micro'
import { remainingMs } from '../../../src/api/contract/micro-math'
import { langOf, ok } from '../envelope'
import { laravelPage } from '../lever/wire'
import { microPolicy } from '../micro/policy'
import { checkWire, durationWire, orderWire, payableWire } from '../micro/wire'
import { requireUser } from '../plugins/auth'
import { routeModule } from '../plugins/routes'
import { Refusal } from '../refusal'
import type { MicroOrderRow } from '../repositories/micro'
import { idempotent } from '../repositories/wallet'
import { parseInput } from '../validation'

export const microRoutes: FastifyPluginAsync = async (app) => {
  const { micro, wallet } = app.repos
  const policy = microPolicy(app)
  const now = () => app.clock.now()
  const auth = { preHandler: requireUser }
  /** Settles what is due before an option is read (cheap when nothing is). */
  const settleDue = () => app.microSettler?.check()

  app.get('/microtrade/seconds', async () => {
    const list = micro.durations()
    if (list.length === 0) throw new Refusal('durationNotAvailable')
    return ok(list.map(durationWire))
  })

  app.get('/microtrade/bind_seconds', async (request) => {
    const v = parseInput(MicroBindSecondsRequest, request)
    const pair = policy.pairOf(v.currency_match_id)
    return ok(pair.open_microtrade === 1 ? micro.boundDurations(pair.id).map(durationWire) : [])
  })

  app.get('/microtrade/payable_currencies', auth, async (request) => {
    const userId = request.user!.id
    return ok(micro.currencies().map((c) => payableWire(c, wallet.balance(userId, c.id, 'micro'))))
  })

  app.post('/microtrade/submit', auth, async (request) => {
    const v = parseInput(MicroSubmitRequest, request)
    const userId = request.user!.id
    const lang = langOf(request)
    const key = idempotent('microtrade/submit', v)
    const previous = wallet.stored<MicroOrderWire>(userId, key)
    if (previous) {
      settleDue()
      return ok(orderWire(micro.get(userId, previous.id), now(), lang))
    }
    let placed: MicroOrderRow | undefined
    // committed with the other money requests of this event-loop turn (group-commit.ts)
    const { answer, replayed } = await app.groupCommit.run(() =>
      wallet.once(userId, key, now(), () => {
        placed = policy.submit(userId, v, now())
        return orderWire(placed, now(), lang)
      }),
    )
    if (placed) app.microSettler?.track(placed)
    return ok(replayed ? orderWire(micro.get(userId, answer.id), now(), lang) : answer)
  })

  app.get('/microtrade/get_result', auth, async (request) => {
    const v = parseInput(MicroIdRequest, request)
    settleDue()
    return ok(orderWire(micro.get(request.user!.id, v.id), now(), langOf(request)))
  })

  app.get('/microtrade/daosji', auth, async (request) => {
    const v = parseInput(MicroIdRequest, request)
    settleDue()
    const r = micro.get(request.user!.id, v.id)
    return ok(r.status === 3 ? 0 : Math.ceil(remainingMs(r.settle_tick, now()) / 1000))
  })

  app.get('/microtrade/lists', auth, async (request) => {
    const v = parseInput(MicroListsRequest, request)
    settleDue()
    const lang = langOf(request)
    const at = now()
    const { rows, total } = micro.list(
      request.user!.id,
      {
        status: v.status === -1 ? null : v.status,
        currency_id: v.currency_id === -1 ? null : v.currency_id,
      },
      v.limit,
      (v.page - 1) * v.limit,
    )
    return ok(
      laravelPage(
        '/api/microtrade/lists',
        v.page,
        v.limit,
        total,
        rows.map((r) => orderWire(r, at, lang)),
      ),
    )
  })

  /** Public: anyone may check an option's settlement against the public price series. */
  app.get('/microtrade/verify', async (request) => {
    const v = parseInput(MicroIdRequest, request)
    settleDue()
    const r = micro.order(v.id)
    if (!r) throw new Refusal('notFound')
    return ok(checkWire(r))
  })
}

export const routes = routeModule(microRoutes, { prefix: '/api' })
