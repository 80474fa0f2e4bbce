/**
 * Quick buy USDT by bank transfer (issue 18; contract src/api/contract/quick-buy.ts, rules and
 * formulas quick-buy-math.ts): the fiat list with rates and terms (public), the beneficiary of a
 * fiat, creating an order (idempotent by (user, idempotency_key): a repeat answers the first
 * order as it is now, another request under the key is `idempotencyConflict`), the caller's
 * orders, one order, and cancelling one. Crediting is the operator's dev action
 * (routes/quick-buy-dev.ts); expiry is the job of quick-buy/expiry.ts, run first by the routes
 * that show or change orders.
 */
import type { FastifyPluginAsync } from 'fastify'
import {
  QuickBuyBeneficiaryRequest,
  QuickBuyCreateRequest,
  QuickBuyIdRequest,
  QuickBuyListRequest,
  type QuickBuyCurrenciesWire,
  type QuickBuyOrderWire,
} from '../../../src/api/contract/quick-buy'
import {
  QUICK_BUY_BANKS,
  QUICK_BUY_FEE_PERCENT,
  QUICK_BUY_TERMS,
  QUICK_BUY_WINDOW_SECONDS,
  isQuickBuyFiat,
  quickBuyCountries,
  quickBuyFiats,
  quickBuyPayMethods,
} from '../../../src/api/contract/quick-buy-math'
import { msToWireTime } from '../../../src/api/contract/wallet/common'
import { ok } from '../envelope'
import { requireUser } from '../plugins/auth'
import { routeModule } from '../plugins/routes'
import { QUICK_BUY_BENEFICIARIES, quickBuyRate } from '../quick-buy/terms'
import { orderWire } from '../quick-buy/wire'
import { Refusal } from '../refusal'
import { idempotent } from '../repositories/wallet'
import { parseInput } from '../validation'

export const quickBuyRoutes: FastifyPluginAsync = async (app) => {
  const { quickBuy, wallet } = app.repos
  const now = () => app.clock.now()
  const auth = { preHandler: requireUser }
  const expireDue = () => app.quickBuyExpiry?.run()

  app.get('/quick_buy/currencies', async () => {
    const body: QuickBuyCurrenciesWire = {
      list: quickBuyFiats.map((currency) => ({
        currency,
        rate: quickBuyRate(currency),
        min: QUICK_BUY_TERMS[currency].min,
        fee_percent: QUICK_BUY_FEE_PERCENT,
        min_fee: QUICK_BUY_TERMS[currency].minFee,
        scale: QUICK_BUY_TERMS[currency].scale,
      })),
      countries: quickBuyCountries.map((iso) => ({ iso, banks: [...QUICK_BUY_BANKS[iso]] })),
      pay_methods: [...quickBuyPayMethods],
      window_seconds: QUICK_BUY_WINDOW_SECONDS,
      now: msToWireTime(now()),
    }
    return ok(body)
  })

  app.get('/quick_buy/beneficiary', auth, async (request) => {
    const v = parseInput(QuickBuyBeneficiaryRequest, request)
    if (v.currency === '') throw new Refusal('fieldRequired')
    if (!isQuickBuyFiat(v.currency)) throw new Refusal('quickBuyCurrencyNotSupported')
    return ok(QUICK_BUY_BENEFICIARIES[v.currency])
  })

  app.post('/quick_buy/create', auth, async (request) => {
    const v = parseInput(QuickBuyCreateRequest, request)
    const userId = request.user!.id
    const key = idempotent('quick_buy/create', v)
    const previous = wallet.stored<QuickBuyOrderWire>(userId, key)
    if (previous) {
      expireDue()
      return ok(orderWire(quickBuy.own(userId, previous.id), now()))
    }
    const { idempotency_key: _key, rate: quoted, ...form } = v
    const rate = isQuickBuyFiat(form.currency) ? quickBuyRate(form.currency) : '1'
    const { answer, replayed } = await app.groupCommit.run(() =>
      wallet.once(userId, key, now(), () =>
        orderWire(quickBuy.create(userId, form, rate, now(), quoted), now()),
      ),
    )
    return ok(replayed ? orderWire(quickBuy.own(userId, answer.id), now()) : answer)
  })

  app.get('/quick_buy/list', auth, async (request) => {
    const v = parseInput(QuickBuyListRequest, request)
    expireDue()
    const at = now()
    const { rows, total } = quickBuy.orders(
      request.user!.id,
      v.status,
      v.limit,
      (v.page - 1) * v.limit,
    )
    return ok({
      data: rows.map((r) => orderWire(r, at)),
      page: v.page,
      pages: Math.max(1, Math.ceil(total / v.limit)),
      total,
    })
  })

  app.get('/quick_buy/detail', auth, async (request) => {
    const v = parseInput(QuickBuyIdRequest, request)
    expireDue()
    return ok(orderWire(quickBuy.own(request.user!.id, v.id), now()))
  })

  app.post('/quick_buy/cancel', auth, async (request) => {
    const v = parseInput(QuickBuyIdRequest, request)
    expireDue()
    return ok(orderWire(quickBuy.cancel(request.user!.id, v.id, now()), now()))
  })
}

export const routes = routeModule(quickBuyRoutes, { prefix: '/api' })
