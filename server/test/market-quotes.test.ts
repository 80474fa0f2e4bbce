/** currency/quotation_new (cached per tick), currency/new_timeshar and currency/list. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import errorsEn from '../../locales/en/errors.json'
import { OkEnvelope } from '../../src/api/contract/common'
import {
  CurrencyListResponse,
  KlineErrorEnvelope,
  KlineResponse,
  QuotationResponse,
} from '../../src/api/contract/market'
import { buildTestApp, get, type TestContext } from './helper'

const OkQuotation = OkEnvelope(QuotationResponse)

let t: TestContext
beforeEach(async () => {
  t = await buildTestApp()
})
afterEach(() => t.app.close())

const quotation = () => t.app.inject({ method: 'GET', url: '/api/currency/quotation_new' })
const nowSec = () => Math.floor(t.clock.now() / 1000)
const kline = (query: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/currency/new_timeshar', query }).then((r) => r.json())

describe('currency/quotation_new', () => {
  it('lists every pair under USDT in the contract shape, with engine prices', async () => {
    const response = await quotation()
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8')
    const [usdt, ...others] = OkQuotation.parse(response.json()).message
    expect(others).toEqual([])
    expect(usdt).toMatchObject({ id: 3, name: 'USDT' })
    expect(usdt!.quotation.length).toBeGreaterThanOrEqual(22)
    const btc = usdt!.quotation[0]!
    expect(btc).toMatchObject({ id: 1, currency_id: 1, legal_id: 3, symbol: 'BTC/USDT' })
    expect(btc.now_price).toBe(t.app.market.engine.price(1, t.clock.now()))
  })

  it('is the same on two sandboxes with the same seed and clock, and differs with another seed', async () => {
    const twin = await buildTestApp()
    const other = await buildTestApp({ marketSeed: 12345 })
    try {
      const body = async (app: TestContext['app']) =>
        (await app.inject({ method: 'GET', url: '/api/currency/quotation_new' })).body
      expect(await body(twin.app)).toBe((await quotation()).body)
      expect(await body(other.app)).not.toBe((await quotation()).body)
    } finally {
      await twin.app.close()
      await other.app.close()
    }
  })

  it('never carries operator fields', async () => {
    const body = (await quotation()).body
    expect(body).not.toMatch(/risk_group_result|fluctuate_|market_from|risk/)
  })

  it('serves one cached payload per tick and a new one when the tick moves', async () => {
    const builds = t.app.market.quotationBuilds()
    const first = (await quotation()).body
    t.clock.advance(999 - (t.clock.now() % 1000)) // still the same second
    const second = (await quotation()).body
    expect(second).toBe(first)
    expect(t.app.market.quotationBody()).toBe(t.app.market.quotationBody()) // the same bytes object
    expect(t.app.market.quotationBuilds()).toBe(builds + 1)

    t.clock.advance(1000)
    const third = (await quotation()).body
    expect(third).not.toBe(first)
    expect(t.app.market.quotationBuilds()).toBe(builds + 2)
  })
})

describe('currency/new_timeshar', () => {
  it('answers candles in the code: 1 envelope, the last one live', async () => {
    t.clock.advance(90_500)
    const body = await kline({
      symbol: 'btc/usdt',
      period: '1min',
      from: String(nowSec() - 600),
      to: String(nowSec()),
    })
    const { data } = KlineResponse.parse(body)
    expect(body).toMatchObject({ code: 1, msg: 'success' })
    expect(data).toHaveLength(11)
    expect(data.at(-1)!.close).toBe(t.app.market.engine.price(1, t.clock.now()))
    expect(body.data[0]).toMatchObject({ id: data[0]!.time, time: data[0]!.time * 1000 })
  })

  it.each(['1H', '1D', '1W', '1M', '1Y'])('accepts the alias %s', async (period) => {
    const body = await kline({
      symbol: 'ETH/USDT',
      period,
      from: String(nowSec() - 3600),
      to: String(nowSec()),
    })
    expect(KlineResponse.parse(body).data.length).toBeGreaterThan(0)
  })

  it('also answers on the currency/kline_market alias', async () => {
    const query = {
      symbol: 'ETH/USDT',
      period: '1day',
      from: String(nowSec() - 86_400 * 3),
      to: String(nowSec()),
    }
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/currency/kline_market',
      query,
    })
    expect(response.json()).toEqual(await kline(query))
  })

  const valid = () => ({
    symbol: 'BTC/USDT',
    period: '1min',
    from: String(nowSec() - 60),
    to: String(nowSec()),
  })
  it.each([
    ['a missing symbol', { symbol: undefined }, 'parameterError'],
    ['a bad period', { period: '2min' }, 'parameterError'],
    ['from after to', { from: '1735689700', to: '1735689600' }, 'parameterError'],
    ['a missing from', { from: undefined }, 'parameterError'],
    ['a huge range', { from: '0' }, 'rangeTooLarge'],
    ['an unknown symbol', { symbol: 'NOPE/USDT' }, 'pairNotFound'],
    ['a malformed symbol', { symbol: 'BTCUSDT' }, 'pairNotFound'],
  ])('refuses %s with code -1', async (_label, change, reason) => {
    const query = Object.fromEntries(
      Object.entries({ ...valid(), ...change, lang: 'en' }).filter(([, v]) => v !== undefined),
    ) as Record<string, string>
    const body = KlineErrorEnvelope.parse(await kline(query))
    expect(body).toEqual({
      code: -1,
      msg: errorsEn[reason as keyof typeof errorsEn],
      data: [],
      reason,
    })
  })
})

describe('currency/list', () => {
  it('lists currencies with BTC 1, ETH 2, USDT 3, and USDT as the legal one', async () => {
    const body = await get(t.app, '/api/currency/list')
    const { currency, legal } = CurrencyListResponse.parse(body.message)
    expect(currency.find((c) => c.id === 1)?.name).toBe('BTC')
    expect(currency.find((c) => c.id === 2)?.name).toBe('ETH')
    expect(legal.map((c) => [c.id, c.name])).toEqual([[3, 'USDT']])
  })
})
