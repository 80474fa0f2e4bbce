import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import {
  MockBankCard,
  MockInternationalBankCard,
  MockUsdtAddress,
} from './contract/payout.fixtures'
import { couponApi } from './coupon'
import { inviteApi } from './invite'
import { couponHandlerList } from './msw/coupon'
import { inviteHandlerList } from './msw/invite'
import { createPayoutMock, payoutScenarios } from './msw/payout'
import { payoutApi } from './payout'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())
const use = (...handlers: Parameters<typeof server.use>) => server.use(...handlers)

describe('payout api', () => {
  it('reads both kinds of card as one shape', async () => {
    use(...createPayoutMock().list)
    expect(await payoutApi.card('domestic')).toEqual(MockBankCard)
    expect(await payoutApi.card('international')).toEqual(MockInternationalBankCard)
  })

  it('answers null when no card is saved', async () => {
    use(
      ...createPayoutMock({ domestic: null, international: { id: null, forms: [], data: [] } })
        .list,
    )
    expect(await payoutApi.card('domestic')).toBeNull()
    expect(await payoutApi.card('international')).toBeNull()
  })

  it('saves a card with the wire names, the international one as newline-joined data', async () => {
    use(...createPayoutMock({ domestic: null }).list)
    const domestic = await payoutApi.saveCard('domestic', {
      ...MockBankCard.values,
      cardNumber: '6222 0212 3456 7890',
    })
    expect(domestic.values.cardNumber).toBe('6222021234567890')
    const international = await payoutApi.saveCard('international', {
      ...MockInternationalBankCard.values,
      swiftCode: 'nwbkgb2l',
    })
    expect(international.values.swiftCode).toBe('NWBKGB2L')
  })

  it('rejects a refused field as parameterError', async () => {
    use(...createPayoutMock().list)
    await expect(
      payoutApi.saveCard('domestic', { ...MockBankCard.values, bankName: '' }),
    ).rejects.toMatchObject({
      code: 'parameterError',
    })
  })

  it('lists, adds and deletes addresses; a duplicate comes back as the server’s sentence', async () => {
    use(...createPayoutMock().list)
    expect((await payoutApi.addresses()).total).toBe(3)
    const saved = await payoutApi.saveAddress({
      currency: 1,
      type: 'BTC',
      name: 'Ledger',
      address: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
    })
    expect(saved).toMatchObject({ currency_name: 'BTC', qrcode: '' })
    await expect(
      payoutApi.saveAddress({
        currency: 3,
        type: 'TRC20',
        name: 'Again',
        address: MockUsdtAddress.address,
      }),
    ).rejects.toMatchObject({
      code: 'unknown',
      serverMessage: 'This address is already in your address book',
    })
    expect(await payoutApi.deleteAddress({ id: saved.id })).toEqual({ id: saved.id })
    await expect(payoutApi.deleteAddress({ id: saved.id })).rejects.toMatchObject({
      code: 'notFound',
    })
  })

  it('turns a dropped connection into the network code', async () => {
    use(payoutScenarios.addressesDown)
    await expect(payoutApi.addresses()).rejects.toMatchObject({ code: 'network' })
  })
})

describe('invite and coupon api', () => {
  it('reads the invitation summary', async () => {
    use(...inviteHandlerList)
    expect(await inviteApi.summary()).toMatchObject({
      extension_code: 'K7Q2M9XA',
      invite_num: 12,
      ad: null,
    })
    expect(await inviteApi.ranking({ time: '2025-01-01' })).toHaveLength(3)
  })

  it('pages coupons by tab', async () => {
    use(...couponHandlerList)
    expect(await couponApi.list({ tab: 'expired', page: 1 })).toMatchObject({ total: 1, pages: 1 })
    const page = await couponApi.list({ tab: 'all', page: 2, limit: 2 })
    expect(page).toMatchObject({ page: 2, pages: 3, total: 5 })
    expect(page.data.map((c) => c.status)).toEqual(['upcoming', 'used'])
  })
})
