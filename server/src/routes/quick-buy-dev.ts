/**
 * The sandbox's quick-buy operator (dev tools, loopback only; plugins/request-guards.ts):
 * POST /api/dev/quick_buy/receive `{ id }` marks order `id`'s bank transfer received: the USDT
 * locked at creation is credited to the owner's funds account (quickBuyCredit), the order becomes
 * "payment successful" (status 2) and the owner gets a message, in one transaction; then the
 * private `quick_buy_credited` event. Exactly once: a second receipt, one after the payment
 * window passed, or one of a cancelled order is `quickBuyNotPending` and changes nothing. The
 * operator decides only that money arrived; the amount credited was fixed when the order was made.
 */
import type { FastifyPluginAsync } from 'fastify'
import { QuickBuyIdRequest } from '../../../src/api/contract/quick-buy'
import { fromUnits } from '../../../src/api/contract/wallet-math'
import { ok } from '../envelope'
import { routeModule } from '../plugins/routes'
import { creditedNotice } from '../quick-buy/notices'
import { emitCredited, orderWire } from '../quick-buy/wire'
import { parseInput } from '../validation'

export const quickBuyDevRoutes: FastifyPluginAsync = async (app) => {
  const { quickBuy, message } = app.repos

  app.post('/quick_buy/receive', async (request) => {
    const { id } = parseInput(QuickBuyIdRequest, request)
    const at = app.clock.now()
    const paid = quickBuy.credit(
      id,
      at,
      (o) =>
        creditedNotice(
          o.user_id,
          {
            usdt: fromUnits(o.usdt_amount, o.usdt_scale),
            paid: `${fromUnits(o.amount / 10n ** BigInt(o.fiat_scale), 0)} ${o.currency}`,
            reference: o.reference,
          },
          at,
        ),
      (m) => message.add(m),
    )
    emitCredited(app, paid, at)
    app.log.info(`[quick-buy] order ${paid.id} (${paid.reference}) received and credited`)
    return ok(orderWire(paid, at))
  })
}

export const routes = routeModule(quickBuyDevRoutes, { prefix: '/api/dev' })
