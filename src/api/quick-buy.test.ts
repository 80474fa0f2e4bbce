/**
 * The quick-buy API module against its MSW mock (msw/quick-buy.ts): the currencies and the
 * beneficiary parsed with the contract, creating with the figures of quick-buy-math, once per
 * key (a retry after a lost answer or a network error makes one order), refusals with their codes
 * changing nothing, cancel, the operator's receipt crediting once and the window's expiry.
 */
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { MockQuickBuyForm, MockQuickBuyNow } from './contract/quick-buy.fixtures'
import { QUICK_BUY_WINDOW_SECONDS, quickBuyQuote } from './contract/quick-buy-math'
import { USDT_ID } from './contract/wallet'
import { toUnits } from './contract/wallet-math'
import { createQuickBuyMock, quickBuyScenarios } from './msw/quick-buy'
import { quickBuyApi } from './quick-buy'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

function mock(state: Parameters<typeof createQuickBuyMock>[0] = {}) {
  const qb = createQuickBuyMock({ orders: [], ...state })
  server.use(...qb.list)
  return qb
}
const usdt = (qb: ReturnType<typeof createQuickBuyMock>) => qb.balances().change[USDT_ID]?.available
const req = (key: string, fields: Partial<typeof MockQuickBuyForm> = {}) => ({
  ...MockQuickBuyForm,
  ...fields,
  idempotency_key: key,
})

describe('quickBuyApi', () => {
  it('reads the currencies, countries and the sandbox beneficiary', async () => {
    mock()
    const c = await quickBuyApi.currencies()
    expect(c.currencies.map((x) => [x.currency, x.rate, x.min])).toEqual([
      ['USD', '1', '50'],
      ['THB', '32.43', '1600'],
      ['PHP', '56.29', '2800'],
      ['VND', '26125', '1300000'],
    ])
    expect(c.now).toBe(MockQuickBuyNow)
    const b = await quickBuyApi.beneficiary({ currency: 'USD' })
    expect(b.iban).toMatch(/^XX00 /)
    await expect(quickBuyApi.beneficiary({ currency: 'EUR' })).rejects.toMatchObject({
      code: 'quickBuyCurrencyNotSupported',
    })
  })

  it('creates an order to be paid with the quote of quick-buy-math, once per key', async () => {
    const qb = mock()
    const o = await quickBuyApi.create(req('key-00000001', { amount: '250' }))
    expect(o).toMatchObject({
      status: 'toBePaid',
      ...quickBuyQuote('250', 'USD', '1'),
      secondsLeft: QUICK_BUY_WINDOW_SECONDS,
    })
    const again = await quickBuyApi.create(req('key-00000001', { amount: '250' }))
    expect(again.id).toBe(o.id)
    expect(qb.orders()).toHaveLength(1)
    await expect(quickBuyApi.create(req('key-00000001', { amount: '300' }))).rejects.toMatchObject({
      code: 'idempotencyConflict',
    })
  })

  it('is safe to retry after the answer was lost: the same key makes one order', async () => {
    const qb = mock()
    let drop = true
    server.use(
      http.post('*/api/quick_buy/create', async (info) => {
        if (!drop) return undefined
        drop = false
        await qb.handlers.create.run({ request: info.request.clone(), requestId: info.requestId })
        return HttpResponse.error()
      }),
    )
    await expect(quickBuyApi.create(req('key-00000002'))).rejects.toMatchObject({
      code: 'network',
    })
    expect(qb.orders()).toHaveLength(1)
    const o = await quickBuyApi.create(req('key-00000002'))
    expect(qb.orders().map((r) => r.id)).toEqual([o.id])
  })

  it('refuses a rate other than the one confirmed (quoteExpired), making nothing', async () => {
    const qb = mock()
    await expect(
      quickBuyApi.create({
        ...req('key-00000008', { currency: 'THB', amount: '3243' }),
        rate: '32',
      }),
    ).rejects.toMatchObject({ code: 'quoteExpired' })
    expect(qb.orders()).toEqual([])
    const o = await quickBuyApi.create({
      ...req('key-00000009', { currency: 'THB', amount: '3243' }),
      rate: '32.43',
    })
    expect(o.rate).toBe('32.43')
  })

  it('creates nothing when the network is down', async () => {
    const qb = mock()
    server.use(quickBuyScenarios.createDown)
    await expect(quickBuyApi.create(req('key-00000003'))).rejects.toMatchObject({ code: 'network' })
    expect(qb.orders()).toEqual([])
  })

  it.each([
    [{ country: 'FR' }, 'areaNotSupported'],
    [{ amount: '49' }, 'quickBuyBelowMinimum'],
    [{ amount: '50.5' }, 'quickBuyAmountNotInteger'],
    [{ bank: '' }, 'fieldRequired'],
    [{ tax_id: '1' }, 'taxIdInvalid'],
  ] as const)('refuses %j with %s and makes nothing', async (fields, code) => {
    const qb = mock()
    await expect(quickBuyApi.create(req('key-00000004', fields))).rejects.toMatchObject({ code })
    expect(qb.orders()).toEqual([])
  })

  it('credits the USDT once when the operator receives the transfer', async () => {
    const qb = mock()
    const before = usdt(qb)
    const o = await quickBuyApi.create(req('key-00000005'))
    expect(qb.receive(o.id)).toMatchObject({ status: 2, receive_amount: '99.0000' })
    expect(qb.receive(o.id)).toBe('quickBuyNotPending')
    expect(toUnits(usdt(qb) ?? '0', 4) - toUnits(before ?? '0', 4)).toBe(990000n)
    expect((await quickBuyApi.detail({ id: o.id })).status).toBe('paid')
    await expect(quickBuyApi.cancel({ id: o.id })).rejects.toMatchObject({
      code: 'quickBuyNotPending',
    })
  })

  it('cancels an order to be paid (a repeat answers it), which can then not be credited', async () => {
    const qb = mock()
    const o = await quickBuyApi.create(req('key-00000006'))
    expect((await quickBuyApi.cancel({ id: o.id })).status).toBe('cancelled')
    expect((await quickBuyApi.cancel({ id: o.id })).status).toBe('cancelled')
    expect(qb.receive(o.id)).toBe('quickBuyNotPending')
  })

  it('expires an order when the window passes, once', async () => {
    const qb = mock()
    const o = await quickBuyApi.create(req('key-00000007'))
    expect(qb.advance(QUICK_BUY_WINDOW_SECONDS * 1000 - 1000)).toEqual([])
    expect((await quickBuyApi.detail({ id: o.id })).secondsLeft).toBe(1)
    expect(qb.advance(1000).map((r) => r.id)).toEqual([o.id])
    expect(qb.advance(1000)).toEqual([])
    const page = await quickBuyApi.orders({ status: 4 })
    expect(page.items.map((r) => [r.id, r.status, r.secondsLeft])).toEqual([[o.id, 'expired', 0]])
    expect(qb.receive(o.id)).toBe('quickBuyNotPending')
  })

  it('answers notFound for an unknown order and lists the fixtures’ states', async () => {
    server.use(...createQuickBuyMock().list)
    await expect(quickBuyApi.detail({ id: 999 })).rejects.toMatchObject({ code: 'notFound' })
    const page = await quickBuyApi.orders()
    expect(page.items.map((o) => o.status)).toEqual(['toBePaid', 'paid', 'cancelled', 'expired'])
  })
})
