/**
 * The lock mining client module against its MSW mock (which decides with lockming-math, as the
 * sandbox): products, a lock with the terms the buy sheet shows, days passing on the mock's clock
 * (each day paid once, the principal back at maturity), early redemption with the penalty shown
 * before confirming, refusals that change nothing, idempotent repeats.
 */
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { lockmingApi } from './lockming'
import { MockLockNow } from './contract/lockming.fixtures'
import { DAY_MS, dayStartOf, lockTerms, redemptionTerms } from './contract/lockming-math'
import { USDT_ID } from './contract/wallet'
import { createLockmingMock, lockmingScenarios } from './msw/lockming'
import { newIdempotencyKey } from './wallet'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const funds = (mock: ReturnType<typeof createLockmingMock>) =>
  mock.balances().change[USDT_ID]!.available

describe('lockming api', () => {
  it('reads the products with term, daily rate, minimum and settlement ratio', async () => {
    server.use(...createLockmingMock().list)
    const configs = await lockmingApi.configs({ type: 'lock' })
    expect(configs.map((c) => [c.currency, c.days, c.dailyRate, c.min, c.cancelRate])).toEqual([
      ['USDT', 5, '0.3', '100', '0.4'],
      ['USDT', 15, '0.35', '500', '0.4'],
      ['USDT', 30, '0.4', '1000', '0.4'],
      ['BTC', 30, '0.4', '0.01', '0.4'],
      ['ETH', 15, '0.35', '0.1', '0.4'],
    ])
    expect(await lockmingApi.configs({ page: 2 })).toEqual([])
  })

  it('reads one kind of products, every kind without `type`, and refuses another type', async () => {
    server.use(...createLockmingMock().list)
    const kinds = async (type?: 'lock' | 'defi' | 'cloud') =>
      (await lockmingApi.configs(type ? { type } : {})).map((c) => [c.kind, c.currency, c.days])
    expect(await kinds('defi')).toEqual([
      ['defi', 'USDT', 7],
      ['defi', 'ETH', 10],
    ])
    expect(await kinds('cloud')).toEqual([
      ['cloud', 'BTC', 60],
      ['cloud', 'USDT', 90],
    ])
    expect(await kinds()).toHaveLength(9)
    await expect(lockmingApi.configs({ type: 'staking' as 'lock' })).rejects.toMatchObject({
      code: 'parameterError',
    })
  })

  it('locks 1,000 USDT with the sheet’s terms; 3 days later redeems with the penalty shown', async () => {
    const mock = createLockmingMock({ locks: [] })
    server.use(...mock.list)
    const before = funds(mock)
    const sheet = lockTerms({
      amount: '1000',
      dailyRate: '0.3',
      days: 5,
      scale: 4,
      now: mock.now(),
    })
    const key = newIdempotencyKey()
    const lock = await lockmingApi.buy({ config_id: 1, amount: '1000', idempotency_key: key })
    expect(lock).toMatchObject({
      status: 'earning',
      amount: '1000.0000',
      dailyInterest: sheet.dailyInterest,
      expectedInterest: sheet.totalInterest,
      startAt: sheet.startAt,
      endAt: sheet.endAt,
      remainingDays: 5,
    })
    expect(lock.startAt).toBe(dayStartOf(MockLockNow) + DAY_MS)
    // a retry under the same key: the same lock, nothing moved again
    expect((await lockmingApi.buy({ config_id: 1, amount: '1000', idempotency_key: key })).id).toBe(
      lock.id,
    )
    expect(funds(mock)).toBe('11500.5000')

    mock.advance(3 * DAY_MS)
    const [shown] = await lockmingApi.orders()
    expect(shown).toMatchObject({ paidDays: 2, interestPaid: '6.0000', remainingDays: 3 })
    const terms = redemptionTerms({ ...shown!, amount: shown!.amount, now: mock.now() })
    expect(terms).toMatchObject({ penalty: '12.0000', refund: '988.0000' })
    expect(shown!.penalty).toBe(terms.penalty)
    const done = await lockmingApi.redeem({
      id: lock.id,
      cancel_fee: shown!.penalty,
      idempotency_key: newIdempotencyKey(),
    })
    expect(done).toMatchObject({ status: 'redeemed', penalty: '12.0000', refund: '988.0000' })
    expect(funds(mock)).toBe('12494.5000') // before − 1000 + 6 + 988
    expect(before).toBe('12500.5000')
  })

  it('days pass: interest once per day, the principal back once at maturity', async () => {
    const mock = createLockmingMock({ locks: [] })
    server.use(...mock.list)
    await lockmingApi.buy({ config_id: 1, amount: '100', idempotency_key: newIdempotencyKey() })
    mock.advance(DAY_MS)
    await lockmingApi.orders()
    await lockmingApi.orders()
    expect(funds(mock)).toBe('12400.5000') // the purchase day earns nothing
    mock.advance(DAY_MS)
    await lockmingApi.orders()
    await lockmingApi.orders()
    expect(funds(mock)).toBe('12400.8000')
    mock.advance(10 * DAY_MS)
    const [matured] = await lockmingApi.orders()
    expect(matured).toMatchObject({ status: 'matured', paidDays: 5, interestPaid: '1.5000' })
    expect(funds(mock)).toBe('12502.0000')
    await expect(
      lockmingApi.redeem({ id: matured!.id, idempotency_key: newIdempotencyKey() }),
    ).rejects.toMatchObject({ code: 'lockNotActive' })
  })

  it('refuses with the sandbox’s codes and changes nothing', async () => {
    const mock = createLockmingMock()
    server.use(...mock.list)
    const buy = (config_id: number, amount: string) =>
      lockmingApi.buy({ config_id, amount, idempotency_key: newIdempotencyKey() })
    await expect(buy(1, '99')).rejects.toMatchObject({ code: 'lockBelowMinimum' })
    await expect(buy(1, '20000')).rejects.toMatchObject({ code: 'insufficientBalance' })
    await expect(buy(1, '100.00001')).rejects.toMatchObject({ code: 'amountTooPrecise' })
    await expect(buy(42, '100')).rejects.toMatchObject({ code: 'productNotAvailable' })
    const [earning] = await lockmingApi.orders({ status: 1 })
    await expect(
      lockmingApi.redeem({
        id: earning!.id,
        cancel_fee: '1',
        idempotency_key: newIdempotencyKey(),
      }),
    ).rejects.toMatchObject({ code: 'feeChanged' })
    await expect(
      lockmingApi.redeem({ id: 999, idempotency_key: newIdempotencyKey() }),
    ).rejects.toMatchObject({ code: 'notFound' })
    expect(funds(mock)).toBe('12500.5000')
    expect(mock.locks().map((l) => l.status)).toEqual([1, 2, 2])
  })

  it('filters the list: earning, finished, redeemed early', async () => {
    server.use(...createLockmingMock().list)
    expect((await lockmingApi.orders({ status: 1 })).map((o) => o.status)).toEqual(['earning'])
    expect((await lockmingApi.orders({ status: 2 })).map((o) => o.status)).toEqual([
      'matured',
      'redeemed',
    ])
    expect((await lockmingApi.orders({ status: 2, is_cancel: 1 })).map((o) => o.id)).toEqual([1])
  })

  it('scenarios answer as named', async () => {
    server.use(lockmingScenarios.cancelFeeChanged, lockmingScenarios.configsDown)
    await expect(
      lockmingApi.redeem({ id: 3, idempotency_key: newIdempotencyKey() }),
    ).rejects.toMatchObject({ code: 'feeChanged' })
    await expect(lockmingApi.configs()).rejects.toMatchObject({ code: 'network' })
  })
})
