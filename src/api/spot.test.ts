import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { SpotOrderList, SpotRulesAnswer } from './contract/spot'
import {
  MockBtcBook,
  MockBtcUsdtPairRules,
  MockSpotOrders,
  MockSpotRules,
} from './contract/spot.fixtures'
import { marketFill } from './contract/spot-math'
import { BTC_ID, USDT_ID } from './contract/wallet'
import { createSpotMock, spotScenarios } from './msw/spot'
import { createWalletMock } from './msw/wallet'
import { spotApi } from './spot'
import { newIdempotencyKey, walletApi } from './wallet'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const pair = { currency_id: BTC_ID, legal_id: USDT_ID }

describe('spot fixtures', () => {
  it('parse with the contract, so they cannot drift', () => {
    expect(SpotOrderList.parse(MockSpotOrders).map((o) => [o.side, o.kind, o.status])).toEqual([
      ['buy', 'limit', 'open'],
      ['sell', 'limit', 'open'],
      ['buy', 'limit', 'filled'],
      ['sell', 'market', 'filled'],
      ['sell', 'limit', 'cancelled'],
    ])
    expect(SpotRulesAnswer.parse(MockSpotRules[0])).toEqual(MockBtcUsdtPairRules)
  })
})

describe('spot api', () => {
  it('reads the pair rules; an unknown pair is refused', async () => {
    server.use(...createSpotMock().list)
    expect(await spotApi.rules(pair)).toEqual(MockBtcUsdtPairRules)
    await expect(spotApi.rules({ currency_id: 9, legal_id: USDT_ID })).rejects.toMatchObject({
      code: 'pairNotFound',
    })
  })

  it('a limit buy locks price × amount of USDT once per key; cancelling unlocks it', async () => {
    const wallet = createWalletMock()
    const spot = createSpotMock({ balances: wallet.balances() })
    server.use(...wallet.list, ...spot.list)
    const req = {
      ...pair,
      type: 1 as const,
      amount: '0.1',
      target_price: '40000',
      idempotency_key: newIdempotencyKey(),
    }
    const order = await spotApi.place(req)
    expect(order).toMatchObject({ status: 'open', locked: '4000.0000', amount: '0.1000' })
    expect(await spotApi.place(req)).toEqual(order)
    expect(spot.orders()).toHaveLength(MockSpotOrders.length + 1)
    const usdt = await walletApi.detail({ currency: USDT_ID, type: 'change' })
    expect([usdt.available, usdt.locked]).toEqual(['8500.5000', '4250.0000'])
    await expect(spotApi.place({ ...req, amount: '0.2' })).rejects.toMatchObject({
      code: 'idempotencyConflict',
    })
    expect(await spotApi.cancel({ id: order!.id })).toMatchObject({ status: 'cancelled' })
    expect(wallet.balances().change[USDT_ID]).toEqual({
      available: '12500.5000',
      locked: '250.0000',
    })
    await expect(spotApi.cancel({ id: order!.id })).rejects.toMatchObject({ code: 'orderNotOpen' })
    await expect(spotApi.cancel({ id: 999 })).rejects.toMatchObject({ code: 'notFound' })
  })

  it('a market buy fills at once against the book, as marketFill previews', async () => {
    const spot = createSpotMock()
    server.use(...spot.list)
    const preview = marketFill('buy', '0.25', MockBtcBook.asks, MockBtcUsdtPairRules)!
    const order = await spotApi.place({
      ...pair,
      type: 1,
      order_type: 'market',
      amount: '0.25',
      idempotency_key: newIdempotencyKey(),
    })
    expect(order).toMatchObject({
      status: 'filled',
      kind: 'market',
      fillPrice: preview.price,
      spent: preview.spent,
      received: preview.received,
    })
    expect(spot.balances().change[BTC_ID]!.available).toBe('0.77290000')
  })

  it('a marketable limit sell fills at its own price', async () => {
    server.use(...createSpotMock().list)
    const order = await spotApi.place({
      ...pair,
      type: 2,
      amount: '0.1',
      target_price: '41000',
      idempotency_key: newIdempotencyKey(),
    })
    expect(order).toMatchObject({ status: 'filled', fillPrice: '41000.00', received: '4091.8000' })
  })

  it('refuses in the sandbox order, changing nothing', async () => {
    const spot = createSpotMock()
    server.use(...spot.list)
    const place = (o: Record<string, unknown>) =>
      spotApi.place({ ...pair, type: 1, amount: '0.1', idempotency_key: newIdempotencyKey(), ...o })
    await expect(place({})).rejects.toMatchObject({ code: 'priceRequired' })
    await expect(place({ target_price: '50000' })).rejects.toMatchObject({
      code: 'priceOutOfBand',
    })
    await expect(place({ target_price: '40000.001' })).rejects.toMatchObject({
      code: 'priceTooPrecise',
    })
    await expect(place({ target_price: '40000', amount: '0.00001' })).rejects.toMatchObject({
      code: 'amountTooPrecise',
    })
    await expect(place({ target_price: '40000', amount: '0.0001' })).rejects.toMatchObject({
      code: 'orderBelowMinimum',
    })
    await expect(place({ target_price: '40000', amount: '1' })).rejects.toMatchObject({
      code: 'insufficientBalance',
    })
    await expect(place({ order_type: 'market', amount: '100' })).rejects.toMatchObject({
      code: 'insufficientLiquidity',
    })
    expect(spot.orders()).toHaveLength(MockSpotOrders.length)
    expect(spot.balances().change[USDT_ID]!.available).toBe('12500.5000')
  })

  it('refuses a closed pair', async () => {
    server.use(
      ...createSpotMock({ rules: MockSpotRules.map((r) => ({ ...r, open: 0 as const })) }).list,
    )
    await expect(
      spotApi.place({
        ...pair,
        type: 1,
        amount: '0.1',
        target_price: '40000',
        idempotency_key: newIdempotencyKey(),
      }),
    ).rejects.toMatchObject({ code: 'pairClosed' })
  })

  it('lists the caller orders as one page, filtered by pair and status', async () => {
    server.use(...createSpotMock().list)
    const all = await spotApi.orders({})
    expect(all).toMatchObject({ page: 1, pages: 1, total: MockSpotOrders.length })
    const open = await spotApi.orders({ ...pair, status: 1 })
    expect(open.items.map((o) => o.id)).toEqual([1, 2])
    const second = await spotApi.orders({ page: 2, limit: 2 })
    expect(second).toMatchObject({ page: 2, pages: 3 })
    expect(second.items.map((o) => o.id)).toEqual([3, 4])
  })

  it('answers the scenarios: down, an empty platform message', async () => {
    server.use(spotScenarios.placeEmpty)
    expect(
      await spotApi.place({
        ...pair,
        type: 1,
        amount: '0.1',
        target_price: '40000',
        idempotency_key: newIdempotencyKey(),
      }),
    ).toBeNull()
    server.use(spotScenarios.rulesDown)
    await expect(spotApi.rules(pair)).rejects.toMatchObject({ code: 'network' })
  })
})
