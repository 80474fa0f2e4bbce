/**
 * MSW handlers for market data (stories and unit tests), answering with the contract fixtures
 * and validating requests with the contract schemas, as the sandbox does.
 */
import { delay, http, HttpResponse } from 'msw'
import {
  AddFavouriteRequest,
  DeleteFavouriteRequest,
  KlineRequest,
  TickRequest,
  type CandleWire,
  type TickWire,
} from '@/api/contract/market'
import type { BusinessErrorCode } from '@/api/contract/common'
import {
  MOCK_MARKET_TIME,
  MockBtcCandles,
  MockBtcTick,
  MockCurrencyList,
  MockKlineResponse,
  MockQuotation,
} from '@/api/contract/market.fixtures'
import { fail, ok, readBody } from './envelope'

const api = (path: string) => `*/api/${path}`
const query = (request: Request) => Object.fromEntries(new URL(request.url).searchParams)

/** The K-line endpoint's own error envelope (`code: -1`). */
const klineFail = (reason: string) => HttpResponse.json({ code: -1, msg: reason, data: [], reason })

/** The engine's genesis (2024-01-01T00:00:00Z): no tick before it. */
const MOCK_GENESIS_S = Date.UTC(2024, 0, 1) / 1000

/**
 * The fixtures' answer to `market/tick`, as the sandbox decides it: the second in progress is
 * MOCK_MARKET_TIME; BTC/USDT's price is the close of the fixture bar holding the second, any
 * other second or pair the quote's price.
 */
export function mockTick(req: { symbol: string; time: number }): TickWire | BusinessErrorCode {
  const quote = MockQuotation.flatMap((q) => q.quotation).find((q) => q.symbol === req.symbol)
  if (!quote) return 'pairNotFound'
  if (req.time < MOCK_GENESIS_S) return 'parameterError'
  if (req.time > MOCK_MARKET_TIME / 1000) return 'tickNotYet'
  const bar =
    req.symbol === 'BTC/USDT' &&
    MockBtcCandles.find((c) => c.time <= req.time * 1000 && req.time * 1000 < c.time + 60_000)
  return { symbol: req.symbol, time: req.time, price: bar ? bar.close : quote.now_price }
}

export const MockFavourites = [{ id: 11, currency_id: 1 }]

export const marketHandlers = {
  quotation: http.get(api('currency/quotation_new'), () => ok(MockQuotation)),
  kline: http.get(api('currency/new_timeshar'), ({ request }) => {
    const parsed = KlineRequest.safeParse(query(request))
    if (!parsed.success) return klineFail(parsed.error.issues[0]?.message ?? 'parameterError')
    return HttpResponse.json(MockKlineResponse)
  }),
  tick: http.get(api('market/tick'), ({ request }) => {
    const parsed = TickRequest.safeParse(query(request))
    if (!parsed.success)
      return fail(
        parsed.error.issues[0]?.message === 'pairNotFound' ? 'pairNotFound' : 'parameterError',
      )
    const answer = mockTick(parsed.data)
    return typeof answer === 'string' ? fail(answer) : ok(answer)
  }),
  currencies: http.get(api('currency/list'), () => ok(MockCurrencyList)),
  favourites: http.get(api('optional/list'), () => ok(MockFavourites)),
  addFavourite: http.post(api('optional/add'), async ({ request }) => {
    const parsed = AddFavouriteRequest.safeParse(await readBody(request))
    if (!parsed.success) return fail('parameterError')
    if (MockFavourites.some((f) => f.currency_id === parsed.data.currency_id))
      return fail('favouriteExists')
    return ok({ id: 12 })
  }),
  removeFavourite: http.post(api('optional/del'), async ({ request }) => {
    const parsed = DeleteFavouriteRequest.safeParse(await readBody(request))
    if (!parsed.success) return fail('parameterError')
    return MockFavourites.some((f) => f.id === parsed.data.id)
      ? ok({ id: parsed.data.id })
      : fail('notFound')
  }),
}

/** A validated K-line request, as the sandbox sees it. */
export type KlineQueryParsed = ReturnType<typeof KlineRequest.parse>

/**
 * The K-line endpoint answering each valid request with `answer(request)` (e.g. a generated
 * series per pair and period), after the same validation as the sandbox.
 */
export const klineWith = (answer: (request: KlineQueryParsed) => CandleWire[]) =>
  http.get(api('currency/new_timeshar'), ({ request }) => {
    const parsed = KlineRequest.safeParse(query(request))
    if (!parsed.success) return klineFail(parsed.error.issues[0]?.message ?? 'parameterError')
    return HttpResponse.json({ code: 1, msg: 'success', data: answer(parsed.data) })
  })

export const marketScenarios = {
  quotationPending: http.get(api('currency/quotation_new'), async () => {
    await delay('infinite')
    return ok(MockQuotation)
  }),
  quotationDown: http.get(api('currency/quotation_new'), () => HttpResponse.error()),
  quotationEmpty: http.get(api('currency/quotation_new'), () => ok([])),
  klinePending: http.get(api('currency/new_timeshar'), async () => {
    await delay('infinite')
    return HttpResponse.json(MockKlineResponse)
  }),
  klineDown: http.get(api('currency/new_timeshar'), () => HttpResponse.error()),
  klineEmpty: http.get(api('currency/new_timeshar'), () =>
    HttpResponse.json({ code: 1, msg: 'success', data: [] }),
  ),
  tickPending: http.get(api('market/tick'), async () => {
    await delay('infinite')
    return ok(MockBtcTick)
  }),
  tickDown: http.get(api('market/tick'), () => HttpResponse.error()),
  tickNotYet: http.get(api('market/tick'), () => fail('tickNotYet')),
  klinePairNotFound: http.get(api('currency/new_timeshar'), () => klineFail('pairNotFound')),
}

export const marketHandlerList = Object.values(marketHandlers)
