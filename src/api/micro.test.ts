import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { MicroCheckAnswer, MicroOrder, PayableCurrency } from './contract/micro'
import {
  MockClosedMicroOrders,
  MockMicroLocked,
  MockMicroNow,
  MockMicroOrders,
  MockOpenMicroOrders,
  mockPayableUsdt,
} from './contract/micro.fixtures'
import { optionTerms, settlementOf } from './contract/micro-math'
import { USDT_ID } from './contract/wallet'
import { microApi } from './micro'
import { createMicroMock, microScenarios, microSlow } from './msw/micro'
import { createWalletMock } from './msw/wallet'
import { newIdempotencyKey, walletApi } from './wallet'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const place = (o: Record<string, unknown> = {}) =>
  microApi.submit({
    match_id: 1,
    currency_id: USDT_ID,
    type: 1,
    seconds: 30,
    number: '100',
    idempotency_key: newIdempotencyKey(),
    ...o,
  })

describe('micro fixtures', () => {
  it('parse with the contract, so they cannot drift', () => {
    const rows = z.array(MicroOrder).parse(MockMicroOrders)
    expect(rows.map((o) => [o.id, o.direction, o.status, o.outcome])).toEqual([
      [108, 'rise', 'open', null],
      [107, 'fall', 'open', null],
      [106, 'rise', 'closed', 'win'],
      [105, 'rise', 'closed', 'loss'],
      [104, 'fall', 'closed', 'tie'],
      [103, 'fall', 'closed', 'win'],
      [102, 'rise', 'closed', 'loss'],
    ])
    expect(PayableCurrency.parse(mockPayableUsdt())).toMatchObject({ id: USDT_ID, feeRate: '1' })
    expect(MockMicroLocked).toBe('150.0000')
  })
})

describe('micro api', () => {
  it('reads durations (shortest first), a pair’s durations and the options balance', async () => {
    const micro = createMicroMock({ bindings: { 2: [30, 60] } })
    server.use(...micro.list)
    expect((await microApi.durations()).map((d) => [d.seconds, d.payoutRatio])).toEqual([
      [30, '80'],
      [60, '85'],
      [120, '88'],
      [300, '90'],
    ])
    expect((await microApi.pairDurations({ currency_match_id: 2 })).map((d) => d.seconds)).toEqual([
      30, 60,
    ])
    await expect(microApi.pairDurations({ currency_match_id: 9 })).rejects.toMatchObject({
      code: 'pairNotFound',
    })
    const [usdt] = await microApi.currencies()
    expect(usdt).toMatchObject({
      id: USDT_ID,
      balance: '150.2500',
      locked: MockMicroLocked,
      presets: ['10', '50', '100', '500', '1000'],
      min: '10',
      max: '10000',
      holdMax: 10,
    })
  })

  it('places at the engine price of this second, stake to locked and fee kept, once per key', async () => {
    const wallet = createWalletMock()
    const micro = createMicroMock({ balances: wallet.balances() })
    server.use(...wallet.list, ...micro.list)
    micro.setPrice(1, '41300.50')
    micro.setNow(MockMicroNow + 1500)
    const req = {
      match_id: 1,
      currency_id: USDT_ID,
      type: 2 as const,
      seconds: 60,
      number: '100',
      idempotency_key: newIdempotencyKey(),
    }
    const order = await microApi.submit(req)
    expect(order).toMatchObject({
      direction: 'fall',
      status: 'open',
      stake: '100.0000',
      fee: '1.0000',
      payoutRatio: '85',
      openPrice: '41300.50',
      openTick: MockMicroNow + 1000,
      settleTick: MockMicroNow + 61_000,
      symbol: 'BTC/USDT',
    })
    expect(await microApi.submit(req)).toEqual(order)
    await expect(microApi.submit({ ...req, number: '50' })).rejects.toMatchObject({
      code: 'idempotencyConflict',
    })
    const usdt = await walletApi.detail({ currency: USDT_ID, type: 'micro' })
    expect([usdt.available, usdt.locked]).toEqual(['49.2500', '100.0000'])
    expect(await microApi.remaining({ id: order.id })).toBe(60)
  })

  it('refuses in the sandbox order, changing nothing', async () => {
    const micro = createMicroMock({
      bindings: { 2: [30] },
      pairs: [
        { match_id: 1, symbol: 'BTC/USDT' },
        { match_id: 2, symbol: 'ETH/USDT' },
        { match_id: 3, symbol: 'XRP/USDT', open: false },
      ],
    })
    server.use(...micro.list)
    const refused = (o: Record<string, unknown>, code: string) =>
      expect(place(o)).rejects.toMatchObject({ code })
    expect(await microApi.pairDurations({ currency_match_id: 3 })).toEqual([])
    await refused({ match_id: 9 }, 'pairNotFound')
    await refused({ match_id: 3 }, 'pairClosed')
    await refused({ currency_id: 1 }, 'currencyNotSupported')
    await refused({ seconds: 45 }, 'durationNotAvailable')
    await refused({ match_id: 2, seconds: 60 }, 'durationNotAvailable')
    await refused({ number: '' }, 'amountRequired')
    await refused({ number: '1.12345' }, 'amountTooPrecise')
    await refused({ number: '5' }, 'stakeBelowMinimum')
    await refused({ seconds: 300, number: '20' }, 'stakeBelowMinimum')
    await refused({ number: '10001' }, 'stakeAboveMaximum')
    await refused({ number: '149' }, 'insufficientBalance')
    expect(micro.orders()).toHaveLength(MockMicroOrders.length)
    expect(micro.balances().micro[USDT_ID]).toEqual({
      available: '150.2500',
      locked: MockMicroLocked,
    })
  })

  it('no active duration at all is durationNotAvailable', async () => {
    server.use(...createMicroMock({ durations: [] }).list)
    await expect(microApi.durations()).rejects.toMatchObject({ code: 'durationNotAvailable' })
  })

  it('one placement a second; too many open options', async () => {
    const micro = createMicroMock({ currency: { ...mockPayableUsdt(), micro_holdtrade_max: 4 } })
    server.use(...micro.list)
    await place({ number: '10' })
    await expect(place({ number: '10' })).rejects.toMatchObject({ code: 'requestTooFrequent' })
    micro.setNow(MockMicroNow + 1000)
    await place({ number: '10' })
    micro.setNow(MockMicroNow + 2000)
    await expect(place({ number: '10' })).rejects.toMatchObject({ code: 'tooManyOpenOptions' })
  })

  it('settles by micro-math at the given price and credits the balance', async () => {
    const micro = createMicroMock()
    server.use(...micro.list)
    const order = await place({ number: '100', seconds: 30 })
    const terms = optionTerms({ stake: '100', payoutRatio: '80', feeRate: '1', scale: 4 })
    expect(micro.balances().micro[USDT_ID]!.available).toBe('49.2500')
    micro.settle(order.id, '41251.66')
    const settled = await microApi.result({ id: order.id })
    expect(settled).toMatchObject({
      status: 'closed',
      outcome: 'win',
      endPrice: '41251.66',
      payout: terms.win.credit,
      factProfits: settlementOf('win', '100', '80', 4).factProfits,
    })
    expect(micro.balances().micro[USDT_ID]).toEqual({
      available: '229.2500',
      locked: MockMicroLocked,
    })
    micro.settle(MockOpenMicroOrders[1]!.id, '41262.85')
    expect(await microApi.result({ id: 107 })).toMatchObject({ outcome: 'tie', payout: '50.0000' })
    expect(() => micro.settle(107, '1')).toThrow('option 107 is not open')
    await expect(microApi.result({ id: 999 })).rejects.toMatchObject({ code: 'notFound' })
  })

  it('lists by status, newest first, in Laravel pages; remaining time from the mock clock', async () => {
    const micro = createMicroMock()
    server.use(...micro.list)
    const all = await microApi.orders({ page: 1, limit: 5 })
    expect(all).toMatchObject({ page: 1, pages: 2, total: 7 })
    expect(all.items.map((o) => o.id)).toEqual([108, 107, 106, 105, 104])
    const open = await microApi.orders({ status: 1 })
    expect(open.items.map((o) => o.id)).toEqual([108, 107])
    const closed = await microApi.orders({ status: 3, page: 2, limit: 3 })
    expect(closed.items.map((o) => o.id)).toEqual([103, 102])
    expect(await microApi.remaining({ id: 108 })).toBe(12)
    micro.setNow(MockMicroNow + 5000)
    expect(await microApi.remaining({ id: 108 })).toBe(7)
  })

  it('verify: the public facts of an order', async () => {
    server.use(...createMicroMock().list)
    const win = MockClosedMicroOrders[0]!
    expect(await microApi.check({ id: win.id })).toEqual(
      MicroCheckAnswer.parse({
        id: win.id,
        show_micro_id: win.show_micro_id,
        symbol_name: 'BTC/USDT',
        match_id: 1,
        type: 1,
        seconds: 30,
        status: 3,
        open_tick: win.open_tick,
        open_price: '41200.00',
        settle_tick: win.settle_tick,
        end_price: '41215.37',
        profit_result: 1,
      }),
    )
    await expect(microApi.check({ id: 999 })).rejects.toMatchObject({ code: 'notFound' })
  })

  it('answers the scenarios: refused, down, slow', async () => {
    const micro = createMicroMock()
    server.use(microScenarios.submitTooFrequent)
    await expect(place()).rejects.toMatchObject({ code: 'requestTooFrequent' })
    server.resetHandlers(microScenarios.currenciesDown)
    await expect(microApi.currencies()).rejects.toMatchObject({ code: 'network' })
    server.resetHandlers(microSlow('submit', 20), ...micro.list)
    expect(await place()).toMatchObject({ status: 'open' })
  })
})
