import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { ApiError } from './errors'
import { MockDualNow, MockDualProducts, MOCK_DUAL_SCALES } from './contract/dual.fixtures'
import { DAY_MS, dualTerms } from './contract/dual-math'
import { BTC_ID, USDT_ID } from './contract/wallet'
import { dualApi } from './dual'
import { createDualMock, dualScenarios } from './msw/dual'
import { newIdempotencyKey } from './wallet'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const refusal = (p: Promise<unknown>) =>
  p.then(
    () => 'ok',
    (e: unknown) => (e instanceof ApiError ? e.code : String(e)),
  )

describe('dual api', () => {
  it('lists a coin’s products by direction, BTC calls by default, and reads one', async () => {
    server.use(...createDualMock().list)
    const calls = await dualApi.products({})
    expect(calls.map((p) => [p.name, p.direction, p.shareSize, p.investCurrency])).toEqual(
      MockDualProducts.filter((p) => p.currency_id === BTC_ID && p.type === 'call').map((p) => [
        p.name,
        'call',
        '0.1',
        'BTC',
      ]),
    )
    const puts = await dualApi.products({ currency_id: BTC_ID, type: 'put' })
    expect(puts.every((p) => p.investCurrencyId === USDT_ID && p.shareSize === '100')).toBe(true)
    expect(await dualApi.product({ id: 3 })).toMatchObject({ id: 3, strike: '64000', open: true })
    expect(await refusal(dualApi.product({ id: 999 }))).toBe('notFound')
  })

  it('buys shares: the principal of the payoff card leaves the funds balance into locked', async () => {
    const mock = createDualMock()
    server.use(...mock.list)
    const [product] = await dualApi.products({})
    const before = structuredClone(mock.balances().change[BTC_ID]!)
    const terms = dualTerms({
      direction: 'call',
      shares: 3,
      strike: product!.strike,
      rate: product!.rate,
      days: 3,
      scales: MOCK_DUAL_SCALES,
    })
    const order = await dualApi.buy({
      id: product!.id,
      num: 3,
      idempotency_key: newIdempotencyKey(),
    })
    expect(order).toMatchObject({ shares: 3, principal: '0.30000000', days: 3, settled: false })
    expect(terms.principal).toBe('0.3')
    expect(mock.balances().change[BTC_ID]).toEqual({
      available: '0.22340000',
      locked: '0.40000000',
    })
    expect(before).toEqual({ available: '0.52340000', locked: '0.10000000' })
    // the fixtures' holding order is on this product too (2 shares)
    expect((await dualApi.product({ id: product!.id })).heldShares).toBe(5)

    // settled below the strike: paid in the coin, what the card showed
    const done = mock.settle(order.id, '69999.99')!
    expect(done.payout).toBe(terms.coin)
    const page = await dualApi.orders({ status: 1 })
    expect(page.items[0]).toMatchObject({ id: order.id, outcome: 'coin', payout: terms.coin })
  })

  it('answers a repeated key with the first order, and refuses with the sandbox’s codes', async () => {
    const mock = createDualMock()
    server.use(...mock.list)
    const key = newIdempotencyKey()
    const first = await dualApi.buy({ id: 1, num: 1, idempotency_key: key })
    expect(await dualApi.buy({ id: 1, num: 1, idempotency_key: key })).toEqual(first)
    expect(await refusal(dualApi.buy({ id: 1, num: 2, idempotency_key: key }))).toBe(
      'idempotencyConflict',
    )
    const buy = (id: number, num: number | string) =>
      refusal(dualApi.buy({ id, num: num as number, idempotency_key: newIdempotencyKey() }))
    expect(await buy(1, 1)).toBe('requestTooFrequent')
    mock.setNow(MockDualNow + 10_000)
    expect(await buy(1, '1.5')).toBe('sharesInvalid')
    expect(await buy(1, 51)).toBe('shareLimitReached')
    expect(await buy(1, 881)).toBe('sharesSoldOut')
    expect(await buy(2, 5)).toBe('insufficientBalance')
    mock.setNow(MockDualNow + 3 * DAY_MS)
    expect(await buy(1, 1)).toBe('productClosed')
    expect(mock.orders().filter((o) => o.status === 0)).toHaveLength(2)
  })

  it('lists my orders with their outcome, filtered by status', async () => {
    server.use(...createDualMock().list)
    const all = await dualApi.orders({})
    expect(all.items.map((o) => [o.settled, o.outcome, o.payoutCurrency])).toEqual([
      [false, null, null],
      [true, 'coin', 'BTC'],
      [true, 'usdt', 'USDT'],
    ])
    expect((await dualApi.orders({ status: 0 })).total).toBe(1)
  })

  it('maps scenarios to the client’s codes', async () => {
    server.use(dualScenarios.buyProductClosed)
    expect(
      await refusal(dualApi.buy({ id: 1, num: 1, idempotency_key: newIdempotencyKey() })),
    ).toBe('productClosed')
    server.use(dualScenarios.ordersDown)
    expect(await refusal(dualApi.orders({}))).toBe('network')
  })
})
