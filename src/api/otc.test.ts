/**
 * `otcApi` against its MSW mock (msw/otc.ts; rules in contract/otc-math.ts): the zones, a buy
 * walked to completion, a sell walked to completion, the window's timeout, an appeal decided,
 * repeats by key, and refusals (998, 997, limits) changing nothing.
 */
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { OTC_PAYMENT_WINDOW_MS } from './contract/otc-math'
import { createOtcMock, otcScenarios } from './msw/otc'
import { otcApi } from './otc'
import { newIdempotencyKey } from './wallet'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

function mock(state: Parameters<typeof createOtcMock>[0] = {}) {
  const otc = createOtcMock({ orders: [], ...state })
  server.use(...otc.list)
  return otc
}
const key = () => newIdempotencyKey()

describe('zones', () => {
  it('lists ads best price first and finds the quick zone ad', async () => {
    mock()
    const buy = await otcApi.ads({ type: 'buy', fiat: 'BRL' })
    expect(buy.items.map((a) => [a.merchantName, a.price])).toEqual([
      ['Rio Câmbio', '5.42'],
      ['Atlântico OTC', '5.45'],
    ])
    const sell = await otcApi.ads({ type: 'sell', fiat: 'BRL' })
    expect(sell.items.map((a) => a.price)).toEqual(['5.33', '5.31'])
    const quick = await otcApi.quick({ type: 'buy', fiat: 'BRL', amount: '6000' })
    expect([quick.ad.merchantName, quick.total, quick.fee]).toEqual([
      'Atlântico OTC',
      '32700.00',
      '0',
    ])
    await expect(otcApi.quick({ type: 'buy', fiat: 'BRL', amount: '90000' })).rejects.toMatchObject(
      {
        code: 'otcNoMatchingAd',
      },
    )
  })
})

describe('orders', () => {
  it('walks a buy: awaiting payment → paid → completed by the merchant', async () => {
    const otc = mock()
    const req = { id: 1, amount: '100', idempotency_key: key() }
    const o = await otcApi.buy(req)
    expect([o.status, o.total, o.secondsLeft]).toEqual([
      'awaitingPayment',
      '542.00',
      OTC_PAYMENT_WINDOW_MS / 1000,
    ])
    expect(await otcApi.buy(req)).toEqual(o)
    await expect(otcApi.buy({ ...req, amount: '101' })).rejects.toMatchObject({
      code: 'idempotencyConflict',
    })
    expect((await otcApi.pay({ id: o.id })).status).toBe('paid')
    otc.merchantRelease(o.id)
    expect((await otcApi.order({ id: o.id })).status).toBe('completed')
    expect(otc.funds().available).toBe('1100.0000')
  })

  it('walks a sell: held → the merchant pays → the user confirms', async () => {
    const otc = mock()
    const o = await otcApi.sell({ id: 2, amount: '200', idempotency_key: key() })
    expect(otc.funds()).toEqual({ available: '800.0000', locked: '200.0000' })
    await expect(otcApi.confirm({ id: o.id })).rejects.toMatchObject({
      code: 'otcOrderNotActionable',
    })
    otc.merchantPaid(o.id)
    expect((await otcApi.confirm({ id: o.id })).status).toBe('completed')
    expect(otc.funds()).toEqual({ available: '800.0000', locked: '0.0000' })
  })

  it('cancels an unpaid order when the window passes, and a cancelled one cannot be paid', async () => {
    const otc = mock()
    const o = await otcApi.sell({ id: 2, amount: '50', idempotency_key: key() })
    expect(otc.advance(OTC_PAYMENT_WINDOW_MS)).toHaveLength(1)
    expect(otc.advance(1000)).toEqual([])
    const d = await otcApi.order({ id: o.id })
    expect([d.status, d.cancelReason]).toEqual(['cancelled', 'timeout'])
    expect(otc.funds()).toEqual({ available: '1000.0000', locked: '0.0000' })
    const b = await otcApi.buy({ id: 1, amount: '20', idempotency_key: key() })
    expect((await otcApi.cancel({ id: b.id })).cancelReason).toBe('buyer')
    await expect(otcApi.pay({ id: b.id })).rejects.toMatchObject({ code: 'otcOrderNotActionable' })
  })

  it('appeals a paid order; the reviewer decides', async () => {
    const otc = mock()
    const o = await otcApi.buy({ id: 1, amount: '30', idempotency_key: key() })
    await otcApi.pay({ id: o.id })
    const img = '/uploads/0123456789abcdef0123456789abcdef.png'
    await expect(otcApi.appeal({ id: o.id, img, content: 'no' })).rejects.toMatchObject({
      code: 'otcAppealTextInvalid',
    })
    const a = await otcApi.appeal({ id: o.id, img, content: 'Paid, not released' })
    expect([a.status, a.appeal?.img]).toEqual(['appeal', img])
    otc.resolveAppeal(o.id, 'return')
    const d = await otcApi.order({ id: o.id })
    expect([d.status, d.cancelReason, d.appeal?.outcome]).toEqual(['cancelled', 'appeal', 'return'])
    expect((await otcApi.orders({ is_sure: 2 })).items.map((x) => x.id)).toEqual([o.id])
  })

  it('refuses without KYC (998), without a card (997) and over the limits, changing nothing', async () => {
    mock({ kycLevel: 0 })
    await expect(
      otcApi.buy({ id: 1, amount: '100', idempotency_key: key() }),
    ).rejects.toMatchObject({
      code: 'verificationRequired',
    })
    server.resetHandlers()
    mock({ hasCard: false })
    await expect(
      otcApi.buy({ id: 1, amount: '100', idempotency_key: key() }),
    ).rejects.toMatchObject({
      code: 'paymentInfoRequired',
    })
    server.resetHandlers()
    const otc = mock()
    for (const [amount, code] of [
      ['5', 'belowMinimum'],
      ['5001', 'otcAboveMaximum'],
      ['2500', 'otcFiatTradeLimit'],
    ] as const) {
      await expect(otcApi.buy({ id: 1, amount, idempotency_key: key() })).rejects.toMatchObject({
        code,
      })
    }
    await expect(
      otcApi.sell({ id: 2, amount: '1500', idempotency_key: key() }),
    ).rejects.toMatchObject({ code: 'insufficientBalance' })
    expect(otc.orders()).toEqual([])
    server.use(otcScenarios.orderNotFound)
    await expect(otcApi.order({ id: 1 })).rejects.toMatchObject({ code: 'notFound' })
  })
})
