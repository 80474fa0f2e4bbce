/**
 * Market data (api-reference §5.4 currency/list, §6): the quote list, K-line history, the
 * engine's price at one past second (`market/tick`) and favourites. Every price comes from the engine (market/engine.ts); design notes in
 * src/api/contract/market.ts. Favourites need a session and only ever touch the caller's rows.
 */
import type { FastifyPluginAsync } from 'fastify'
import { safeParse } from 'zod/mini'
import {
  AddFavouriteRequest,
  DeleteFavouriteRequest,
  KlineRequest,
  periodAliases,
  TickRequest,
  type CandleWire,
  type CurrencyListWire,
  type CurrencyWire,
  type TickWire,
} from '../../../src/api/contract/market'
import type { CandleValues } from '../market/engine'
import { symbolOf } from '../market/market'
import { klineFail, klineOk, langOf, ok } from '../envelope'
import { requireUser } from '../plugins/auth'
import { routeModule } from '../plugins/routes'
import { Refusal } from '../refusal'
import type { CurrencyRow } from '../repositories/markets'
import { issueCode, parseInput, requestInput } from '../validation'

const ANY = ['GET', 'POST'] as const

function toCurrency(row: CurrencyRow): CurrencyWire {
  const { id, name, logo, sort, decimal_scale, is_legal, is_lever, is_match, is_micro } = row
  return { id, name, logo, sort, decimal_scale, is_legal, is_lever, is_match, is_micro }
}

/** The wire bar: `id` and `time` are the bar's open (s and ms); `amount` repeats `volume`. */
function toCandle(c: CandleValues): CandleWire {
  const { open, close, high, low, volume } = c
  return { id: c.time, open, close, high, low, volume, amount: volume, time: c.time * 1000 }
}

export const marketRoutes: FastifyPluginAsync = async (app) => {
  const { market } = app
  const { favourites } = app.repos

  app.route({
    method: [...ANY],
    url: '/currency/quotation_new',
    handler: async (_request, reply) =>
      reply.type('application/json; charset=utf-8').send(market.quotationBody()),
  })

  for (const url of ['/currency/new_timeshar', '/currency/kline_market']) {
    app.route({
      method: [...ANY],
      url,
      handler: async (request) => {
        const lang = langOf(request)
        const parsed = safeParse(KlineRequest, requestInput(request))
        if (!parsed.success) return klineFail(issueCode(parsed.error), lang)
        const { symbol, period, from, to } = parsed.data
        const pair = market.pairBySymbol(symbol)
        if (!pair) return klineFail('pairNotFound', lang)
        const candles = market.engine.candles(
          pair.id,
          periodAliases[period],
          from,
          to,
          app.clock.now(),
        )
        return klineOk(candles.map(toCandle))
      },
    })
  }

  // the price money settles on (options), public so anyone can check a settlement: never a
  // second after the one in progress, so the walk's future stays unseen
  app.get('/market/tick', async (request) => {
    const { symbol, time } = parseInput(TickRequest, request)
    const pair = market.pairBySymbol(symbol)
    if (!pair) throw new Refusal('pairNotFound')
    const { engine } = market
    if (time < engine.genesis) throw new Refusal('parameterError')
    if (time > engine.stepAt(app.clock.now())) throw new Refusal('tickNotYet')
    const answer: TickWire = {
      symbol: symbolOf(pair),
      time,
      price: engine.price(pair.id, time * 1000),
    }
    return ok(answer)
  })

  app.get('/currency/list', async () => {
    const currency = market.currencies.map(toCurrency)
    const answer: CurrencyListWire = { currency, legal: currency.filter((c) => c.is_legal === 1) }
    return ok(answer)
  })

  app.get('/optional/list', { preHandler: requireUser }, async (request) =>
    ok(favourites.list(request.user!.id)),
  )

  app.post('/optional/add', { preHandler: requireUser }, async (request) => {
    const { currency_id } = parseInput(AddFavouriteRequest, request)
    if (!market.pairByCurrency(currency_id)) throw new Refusal('pairNotFound')
    const id = favourites.add(request.user!.id, currency_id, app.clock.now())
    if (id === null) throw new Refusal('favouriteExists')
    return ok({ id })
  })

  app.post('/optional/del', { preHandler: requireUser }, async (request) => {
    const { id } = parseInput(DeleteFavouriteRequest, request)
    if (!favourites.delete(request.user!.id, id)) throw new Refusal('notFound')
    return ok({ id })
  })
}

export const routes = routeModule(marketRoutes, { prefix: '/api' })
