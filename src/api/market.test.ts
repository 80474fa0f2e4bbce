import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { MOCK_MARKET_TIME, MockBtcTick } from './contract/market.fixtures'
import { marketApi } from './market'
import { marketHandlerList, marketScenarios } from './msw/market'

const server = setupServer(...marketHandlerList)
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

describe('market api', () => {
  it('parses the quotation, naming each pair BASE/QUOTE', async () => {
    const [usdt] = await marketApi.quotation()
    expect(usdt.quotation.map((q) => q.symbol)).toEqual(['BTC/USDT', 'ETH/USDT', 'SHIB/USDT'])
    expect(usdt.quotation[0]).toMatchObject({ now_price: '41251.65', open_lever: true })
  })

  it('reads K-line candles from the code 1 envelope, in unix seconds', async () => {
    const to = MOCK_MARKET_TIME / 1000
    const candles = await marketApi.kline({
      symbol: 'btc/usdt',
      period: '1min',
      from: to - 120,
      to,
    })
    expect(candles).toHaveLength(3)
    expect(candles[2]).toMatchObject({ time: to, close: '41251.65' })
  })

  it('rejects a K-line error envelope', async () => {
    await expect(
      marketApi.kline({ symbol: 'BTC/USDT', period: '1min', from: 10, to: 1 }),
    ).rejects.toMatchObject({
      name: 'ApiError',
    })
  })

  it('reads the engine tick at one past second, and refuses a second still to come', async () => {
    const now = MOCK_MARKET_TIME / 1000
    expect(await marketApi.tick({ symbol: 'btc/usdt', time: MockBtcTick.time })).toEqual(
      MockBtcTick,
    )
    expect(await marketApi.tick({ symbol: 'BTC/USDT', time: now })).toEqual({
      symbol: 'BTC/USDT',
      time: now,
      price: '41251.65',
    })
    await expect(marketApi.tick({ symbol: 'BTC/USDT', time: now + 1 })).rejects.toMatchObject({
      code: 'tickNotYet',
    })
    await expect(marketApi.tick({ symbol: 'XYZ/USDT', time: now })).rejects.toMatchObject({
      code: 'pairNotFound',
    })
    await expect(marketApi.tick({ symbol: 'BTC/USDT', time: 1.5 })).rejects.toMatchObject({
      code: 'parameterError',
    })
  })

  it('lists, adds and removes favourites, and lists currencies', async () => {
    expect(await marketApi.favourites()).toEqual([{ id: 11, currency_id: 1 }])
    expect(await marketApi.addFavourite({ currency_id: 2 })).toEqual({ id: 12 })
    await expect(marketApi.addFavourite({ currency_id: 1 })).rejects.toMatchObject({
      code: 'favouriteExists',
    })
    expect(await marketApi.removeFavourite({ id: 11 })).toEqual({ id: 11 })
    expect((await marketApi.currencies()).legal.map((c) => c.name)).toEqual(['USDT'])
  })

  it('turns a dropped connection into the network code', async () => {
    server.use(marketScenarios.quotationDown)
    await expect(marketApi.quotation()).rejects.toMatchObject({ code: 'network' })
  })
})
