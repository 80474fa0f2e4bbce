/**
 * The other side of the sandbox's OTC orders (dev tools, loopback only; plugins/request-guards.ts):
 * - POST /api/dev/otc/merchant `{ order, action }`: the order's merchant acts. `paid`: as buyer of
 *   a user's sell order, says the fiat was sent (0 → 3); `cancel`: as buyer, cancels a sell order
 *   before paying (0 → 2, the user's coins return); `release`: as seller of a user's buy order,
 *   confirms the user's payment arrived (3 → 1, the coins go to the user).
 * - POST /api/dev/otc/appeal `{ order, outcome }`: a reviewer decides an appeal (4 → 1 `release`,
 *   the coins to the buyer, or 4 → 2 `return`, back to the seller).
 * Each is decided in one transaction against the order's status (repositories/otc.ts): a repeat
 * answers the order unchanged, another status is `otcOrderNotActionable`. The user gets the
 * `otc_order` event and a message-centre notice (otc/notices.ts). Nothing here sets a price or a
 * result: the merchant only does what a merchant does (§17).
 */
import type { FastifyPluginAsync } from 'fastify'
import { z } from 'zod'
import { ok } from '../envelope'
import { emitOtcOrder, orderWire } from '../otc/wire'
import { routeModule } from '../plugins/routes'
import type { OtcChange } from '../repositories/otc'
import { parseInput } from '../validation'

const order = z.coerce.number().int().positive()
const MerchantRequest = z.object({ order, action: z.enum(['paid', 'cancel', 'release']) })
const AppealRequest = z.object({ order, outcome: z.enum(['release', 'return']) })

export const otcDevRoutes: FastifyPluginAsync = async (app) => {
  const { otc } = app.repos
  const now = () => app.clock.now()

  const answer = ({ order: o, changed }: OtcChange) => {
    if (changed) emitOtcOrder(app, o)
    return ok(orderWire(o, now()))
  }

  app.post('/otc/merchant', async (request) => {
    const v = parseInput(MerchantRequest, request)
    app.otcExpiry?.expire()
    const at = now()
    if (v.action === 'paid') return answer(otc.merchantPaid(v.order, at))
    if (v.action === 'cancel') return answer(otc.merchantCancel(v.order, at))
    return answer(otc.merchantRelease(v.order, at))
  })

  app.post('/otc/appeal', async (request) => {
    const v = parseInput(AppealRequest, request)
    return answer(otc.resolveAppeal(v.order, v.outcome, now()))
  })
}

export const routes = routeModule(otcDevRoutes, { prefix: '/api/dev' })
