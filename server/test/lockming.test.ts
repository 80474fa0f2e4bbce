/**
 * Lock mining endpoints (issue 16; api-reference §12; lockming-math's rules): the products, a
 * lock (debit, terms, idempotent repeat), bad input refused with its code and nothing changed, the
 * caller's list, and early redemption (the spec's penalty, interest kept, `feeChanged`, once).
 */
import type { FastifyInstance } from 'fastify'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { LockOrderWire } from '../../src/api/contract/lockming'
import { penaltyOf } from '../../src/api/contract/lockming-math'
import type { AdjustableClock } from '../src/clock'
import {
  DAY,
  fundsOf,
  invariants,
  lockApp,
  lockLedger,
  lockOf,
  lockUser,
  snapshot,
} from './lockming-helper'
import { newKey } from './wallet-helper'

let app: FastifyInstance
let clock: AdjustableClock
beforeEach(async () => {
  ;({ app, clock } = await lockApp())
})
afterEach(async () => {
  invariants(app)
  await app.close()
})

describe('GET lh/deposit/config', () => {
  const configs = async (query = '') => {
    const response = await app.inject({ method: 'GET', url: `/api/lh/deposit/config${query}` })
    return response.json() as { type: string; message: Record<string, unknown>[] }
  }
  const rows = (body: { message: Record<string, unknown>[] }) =>
    body.message.map((c) => [
      c.type,
      c.currency_name,
      c.day,
      c.interest_rate,
      c.save_min,
      c.cancel_rate,
    ])

  it('is public and lists the seeded products of every kind with their coin', async () => {
    const body = await configs()
    expect(body.type).toBe('ok')
    expect(rows(body)).toEqual([
      ['lock', 'USDT', 5, '0.3', '100', '0.4'],
      ['lock', 'USDT', 15, '0.35', '500', '0.4'],
      ['lock', 'USDT', 30, '0.4', '1000', '0.4'],
      ['lock', 'BTC', 30, '0.4', '0.01', '0.4'],
      ['lock', 'ETH', 15, '0.35', '0.1', '0.4'],
      ['defi', 'USDT', 7, '0.25', '100', '0.4'],
      ['defi', 'ETH', 10, '0.3', '0.1', '0.4'],
      ['cloud', 'BTC', 60, '0.45', '0.01', '0.4'],
      ['cloud', 'USDT', 90, '0.5', '500', '0.4'],
    ])
    expect(await configs('?page=2')).toMatchObject({ type: 'ok', message: [] })
  })

  it('lists one kind with `type`', async () => {
    expect(rows(await configs('?type=lock')).map((r) => r[0])).toEqual(Array(5).fill('lock'))
    expect(rows(await configs('?type=defi'))).toEqual([
      ['defi', 'USDT', 7, '0.25', '100', '0.4'],
      ['defi', 'ETH', 10, '0.3', '0.1', '0.4'],
    ])
    expect(rows(await configs('?type=cloud&page=1'))).toEqual([
      ['cloud', 'BTC', 60, '0.45', '0.01', '0.4'],
      ['cloud', 'USDT', 90, '0.5', '500', '0.4'],
    ])
    expect(await configs('?type=cloud&page=2')).toMatchObject({ type: 'ok', message: [] })
  })

  it.each(['staking', '', 'LOCK'])('refuses type=%j with parameterError', async (type) => {
    expect(await configs(`?type=${type}`)).toMatchObject({ type: 'error', code: 'parameterError' })
  })

  it('locks a DeFi or cloud product by the same rules', async () => {
    const u = lockUser(app, 'kinds@sandbox.test')
    const [defi] = (await configs('?type=defi')).message
    const o = lockOf(await u.buy({ config_id: String(defi!.id), amount: '1000' }))
    expect(o).toMatchObject({ day: 7, interest_rate: '0.25', daily_interest: '2.5000' })
    expect(o.expected_interest).toBe('17.5000')
    expect(await u.buy({ config_id: String(defi!.id), amount: '99' })).toMatchObject({
      type: 'error',
      code: 'lockBelowMinimum',
    })
  })
})

describe('POST lh/deposit', () => {
  it('locks the amount out of the funds account with the terms shown before buying', async () => {
    const u = lockUser(app, 'lock1@sandbox.test')
    const o = lockOf(await u.buy({ config_id: '1', amount: '1000' }))
    expect(o).toMatchObject({
      amount: '1000.0000',
      day: 5,
      day_rate: '0.003',
      daily_interest: '3.0000',
      expected_interest: '15.0000',
      total_interest: '0.0000',
      paid_days: 0,
      remaining_days: 5,
      cancel_fee: '20.0000',
      refund: '980.0000',
      start_at: '2025-03-02 00:00:00',
      end_at: '2025-03-07 00:00:00',
      status: 1,
      is_cancel: 0,
    })
    expect(fundsOf(app, u.id)).toBe('4000.0000')
    expect(lockLedger(app, u.id)).toEqual([
      { type: 'lockmingLock', delta: -10_000_000n, reference_id: BigInt(o.id) },
    ])
  })

  it('a repeat under the same key answers the same lock and moves nothing again', async () => {
    const u = lockUser(app, 'lock2@sandbox.test')
    const key = newKey('lock')
    const first = lockOf(await u.buy({ config_id: '2', amount: '500', idempotency_key: key }))
    const again = lockOf(await u.buy({ config_id: '2', amount: '500', idempotency_key: key }))
    expect(again.id).toBe(first.id)
    expect(fundsOf(app, u.id)).toBe('4500.0000')
    expect(await u.buy({ config_id: '2', amount: '600', idempotency_key: key })).toMatchObject({
      type: 'error',
      code: 'idempotencyConflict',
    })
  })

  it.each([
    [{ config_id: '1', amount: '99.9999' }, 'lockBelowMinimum'],
    [{ config_id: '1', amount: '5000.0001' }, 'insufficientBalance'],
    [{ config_id: '1', amount: '100.00001' }, 'amountTooPrecise'],
    [{ config_id: '1', amount: '0' }, 'amountInvalid'],
    [{ config_id: '1', amount: '' }, 'amountRequired'],
    [{ config_id: '1', amount: '-5' }, 'amountInvalid'],
    [{ config_id: '99', amount: '100' }, 'productNotAvailable'],
    [{ config_id: 'x', amount: '100' }, 'productNotAvailable'],
    [{ config_id: '4', amount: '0.02' }, 'insufficientBalance'],
  ])('refuses %j with %s and changes nothing', async (fields, code) => {
    const u = lockUser(app, 'lock3@sandbox.test')
    const before = snapshot(app)
    expect(await u.buy(fields)).toMatchObject({ type: 'error', code })
    expect(snapshot(app)).toEqual(before)
  })

  it('needs a session and an idempotency key', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/lh/deposit',
      payload: 'config_id=1&amount=100&idempotency_key=abcdefgh1',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect(response.json()).toMatchObject({ type: '999' })
    const u = lockUser(app, 'lock4@sandbox.test')
    expect(await u.send('POST', 'lh/deposit', { config_id: '1', amount: '100' })).toMatchObject({
      type: 'error',
      code: 'idempotencyKeyInvalid',
    })
  })
})

describe('GET lh/deposit/order', () => {
  it("lists the caller's locks only, newest first, filtered by status and is_cancel", async () => {
    const u = lockUser(app, 'list1@sandbox.test')
    const other = lockUser(app, 'list2@sandbox.test')
    const a = lockOf(await u.buy({ config_id: '1', amount: '100' }))
    const b = lockOf(await u.buy({ config_id: '2', amount: '500' }))
    await other.buy({ config_id: '1', amount: '100' })
    lockOf(await u.cancel({ id: String(a.id) }))
    const ids = async (fields: Record<string, string> = {}) =>
      ((await u.orders(fields)).message as { order_list: { id: number }[] }).order_list.map(
        (o) => o.id,
      )
    expect(await ids()).toEqual([b.id, a.id])
    expect(await ids({ status: '1' })).toEqual([b.id])
    expect(await ids({ status: '2', is_cancel: '1' })).toEqual([a.id])
    expect(await ids({ limit: '1', page: '2' })).toEqual([a.id])
    expect(await u.orders({ status: '7' })).toMatchObject({ type: 'error', code: 'parameterError' })
  })
})

describe('POST lh/deposit/order/cancel', () => {
  it('3 days after buying a 5-day lock of 1000: penalty 12 (0.4 % × 3 × 1000), 988 back, 6 kept', async () => {
    const u = lockUser(app, 'redeem1@sandbox.test')
    const o = lockOf(await u.buy({ config_id: '1', amount: '1000' }))
    clock.advance(3 * DAY) // 03-04 15:00: days 03-02 and 03-03 paid, 3 remain
    const shown = ((await u.orders()).message as { order_list: LockOrderWire[] }).order_list[0]!
    expect(shown).toMatchObject({ paid_days: 2, remaining_days: 3, cancel_fee: '12.0000' })
    expect(shown.total_interest).toBe('6.0000')
    expect(shown.cancel_fee).toBe(penaltyOf('1000', '0.4', 3, 4))
    const done = lockOf(await u.cancel({ id: String(o.id), cancel_fee: shown.cancel_fee }))
    expect(done).toMatchObject({
      status: 2,
      is_cancel: 1,
      cancel_fee: '12.0000',
      refund: '988.0000',
      total_interest: '6.0000',
      remaining_days: 0,
    })
    expect(fundsOf(app, u.id)).toBe('4994.0000') // 5000 − 1000 + 3 + 3 + 1000 − 12
    expect(lockLedger(app, u.id).map((r) => [r.type, r.delta])).toEqual([
      ['lockmingLock', -10_000_000n],
      ['lockmingInterest', 30_000n],
      ['lockmingInterest', 30_000n],
      ['lockmingReturn', 10_000_000n],
      ['lockmingPenalty', -120_000n],
    ])
    // nothing more is paid once redeemed
    clock.advance(10 * DAY)
    expect(app.lockmingJob.run()).toEqual([])
    expect(fundsOf(app, u.id)).toBe('4994.0000')
  })

  it('refuses feeChanged when a day ended since the sheet, and changes nothing', async () => {
    const u = lockUser(app, 'redeem2@sandbox.test')
    const o = lockOf(await u.buy({ config_id: '1', amount: '1000' }))
    clock.advance(3 * DAY)
    await u.orders() // pays what is due, as the screen's read does
    const before = snapshot(app)
    expect(await u.cancel({ id: String(o.id), cancel_fee: '16.0000' })).toMatchObject({
      type: 'error',
      code: 'feeChanged',
    })
    expect(snapshot(app)).toEqual(before)
  })

  it('redeems once: a repeat answers the same; a new request is lockNotActive; others are notFound', async () => {
    const u = lockUser(app, 'redeem3@sandbox.test')
    const o = lockOf(await u.buy({ config_id: '1', amount: '100' }))
    const key = newKey('redeem')
    const first = lockOf(await u.cancel({ id: String(o.id), idempotency_key: key }))
    expect(first.cancel_fee).toBe('2.0000') // bought today: all 5 days remain
    const again = lockOf(await u.cancel({ id: String(o.id), idempotency_key: key }))
    expect(again).toEqual(first)
    expect(await u.cancel({ id: String(o.id) })).toMatchObject({
      type: 'error',
      code: 'lockNotActive',
    })
    const other = lockUser(app, 'redeem4@sandbox.test')
    const before = snapshot(app)
    expect(await other.cancel({ id: String(o.id) })).toMatchObject({
      type: 'error',
      code: 'notFound',
    })
    expect(snapshot(app)).toEqual(before)
    expect(fundsOf(app, u.id)).toBe('4998.0000')
  })

  it('after maturity the lock is no longer redeemable: the principal came back in full', async () => {
    const u = lockUser(app, 'redeem5@sandbox.test')
    const o = lockOf(await u.buy({ config_id: '1', amount: '1000' }))
    clock.advance(6 * DAY)
    expect(await u.cancel({ id: String(o.id) })).toMatchObject({
      type: 'error',
      code: 'lockNotActive',
    })
    expect(fundsOf(app, u.id)).toBe('5015.0000')
  })

  it('the penalty never exceeds the principal (BTC, 30 days × 0.4 % = 12 %)', async () => {
    const u = lockUser(app, 'redeem6@sandbox.test', '0')
    const { fund } = await import('./spot-helper')
    fund(app, 'redeem6@sandbox.test', 1, '1')
    const o = lockOf(await u.buy({ config_id: '4', amount: '0.5' }))
    expect(o.cancel_fee).toBe('0.06000000')
    const done = lockOf(await u.cancel({ id: String(o.id) }))
    expect(done.refund).toBe('0.44000000')
    expect(fundsOf(app, u.id, 1, 8)).toBe('0.94000000')
  })
})
