/**
 * Properties of the lock mining formulas (fast-check; issue 16, api-reference §12, product-spec's
 * figures): the spec's penalty example, interest rounded down and penalty rounded up exact to the
 * unit, the total shown = what the days pay, the penalty never above the principal, the UTC day
 * boundaries of the term and the remaining days. Also: the fixtures parse.
 */
import { Big } from 'big.js'
import fc from 'fast-check'
import { parse } from 'zod/mini'
import { describe, expect, it } from 'vitest'
import { LockConfigsAnswer, LockOrdersAnswer } from './lockming'
import { MockLockConfigs, MockLockOrders } from './lockming.fixtures'
import {
  annualRate,
  DAY_MS,
  DAYS_A_YEAR,
  dailyInterest,
  daysDue,
  dayStartOf,
  lockIssue,
  lockTermOf,
  lockTerms,
  paymentAt,
  penaltyOf,
  redemptionTerms,
  remainingDays,
  totalInterest,
} from './lockming-math'
import { toUnits } from './wallet-math'

const scales = fc.constantFrom(4, 8)
/** An amount with `scale` decimals, as units. */
const units = fc.bigInt({ min: 1n, max: 10n ** 14n })
const rate = fc.integer({ min: 0, max: 5000 }).map((n) => new Big(n).div(1000).toString()) // 0 … 5 % a day, 3 decimals
const days = fc.integer({ min: 1, max: 365 })
const time = fc.integer({ min: Date.UTC(2024, 0, 1), max: Date.UTC(2030, 0, 1) })
const amountOf = (u: bigint, scale: number) => new Big(u.toString()).div(10 ** scale).toFixed(scale)

describe('annual rate', () => {
  it('0.3 % a day is 109.5 % a year, 0.45 % is 164.25 %', () => {
    expect(annualRate('0.3')).toBe('109.5')
    expect(annualRate('0.45')).toBe('164.25')
  })
  it('is exactly 365 × the daily rate: a year of daily interest at 100 units', () => {
    fc.assert(
      fc.property(rate, (r) => {
        const annual = annualRate(r)
        expect(new Big(annual).div(DAYS_A_YEAR).eq(r)).toBe(true)
        // 365 days' interest on 100 (no rounding at scale 8 for 3-decimal rates) is the annual rate
        expect(new Big(totalInterest('100', r, DAYS_A_YEAR, 8)).eq(annual)).toBe(true)
      }),
    )
  })
})

describe('the spec figures', () => {
  it('penalty: 0.4 %, 3 remaining days, 1000 → 12', () => {
    expect(penaltyOf('1000', '0.4', 3, 4)).toBe('12.0000')
  })
  it('5-day cycle at 0.3 % a day on 1000: 3 a day, 15 in all', () => {
    const t = lockTerms({ amount: '1000', dailyRate: '0.3', days: 5, scale: 4, now: 0 })
    expect(t).toMatchObject({ dailyInterest: '3.0000', totalInterest: '15.0000' })
    expect(t.totalReturn).toBe('1015.0000')
  })
  it('bought 3 days ago on a 5-day term: 2 days paid, 3 remaining, penalty 12, 6 interest kept', () => {
    const bought = Date.UTC(2025, 2, 1, 15)
    const { startAt } = lockTermOf(bought, 5)
    const now = Date.UTC(2025, 2, 4, 9)
    expect(
      redemptionTerms({
        amount: '1000',
        cancelRate: '0.4',
        dailyRate: '0.3',
        startAt,
        days: 5,
        scale: 4,
        now,
      }),
    ).toEqual({ remainingDays: 3, penalty: '12.0000', refund: '988.0000', interestKept: '6.0000' })
  })
})

describe('interest', () => {
  it('a day pays floor(amount × rate ÷ 100) to the unit, never more', () => {
    fc.assert(
      fc.property(units, rate, scales, (u, r, scale) => {
        const amount = amountOf(u, scale)
        const exact = new Big(amount).times(r).div(100)
        const paid = new Big(dailyInterest(amount, r, scale))
        expect(paid.lte(exact)).toBe(true)
        expect(exact.minus(paid).lt(new Big(1).div(10 ** scale))).toBe(true)
        expect(() => toUnits(paid.toFixed(scale), scale)).not.toThrow()
      }),
    )
  })
  it('the total shown = daily × days = what the days pay, and the exact product when it fits', () => {
    fc.assert(
      fc.property(units, rate, days, scales, (u, r, d, scale) => {
        const amount = amountOf(u, scale)
        const total = totalInterest(amount, r, d, scale)
        const paid = Array.from({ length: d }, () => dailyInterest(amount, r, scale)).reduce(
          (a, b) => a.plus(b),
          new Big(0),
        )
        expect(total).toBe(paid.toFixed(scale))
        const exact = new Big(amount).times(r).div(100)
        const fits = exact.eq(exact.round(scale, Big.roundDown))
        // exact when the daily product fits the coin's decimals, else below it (rounded down)
        expect(
          fits ? total === exact.times(d).toFixed(scale) : new Big(total).lt(exact.times(d)),
        ).toBe(true)
      }),
    )
  })
})

describe('penalty', () => {
  it('= ceil(amount × ratio ÷ 100 × remaining), capped at the principal; refund ≥ 0', () => {
    fc.assert(
      fc.property(units, rate, fc.integer({ min: 0, max: 400 }), scales, (u, r, rem, scale) => {
        const amount = amountOf(u, scale)
        const exact = new Big(amount).times(r).div(100).times(rem)
        const p = penaltyOf(amount, r, rem, scale)
        const want = exact.gte(amount) ? amount : exact.round(scale, Big.roundUp).toFixed(scale)
        expect(p).toBe(want)
        expect(new Big(p).gte(exact) || p === amount).toBe(true)
        expect(new Big(p).lte(amount)).toBe(true)
      }),
    )
  })
  it('never grows as days pass, and is 0 with no day remaining', () => {
    fc.assert(
      fc.property(units, rate, days, scales, (u, r, d, scale) => {
        const amount = amountOf(u, scale)
        for (let rem = 1; rem <= Math.min(d, 20); rem++)
          expect(
            new Big(penaltyOf(amount, r, rem - 1, scale)).lte(penaltyOf(amount, r, rem, scale)),
          ).toBe(true)
        expect(penaltyOf(amount, r, 0, scale)).toBe(new Big(0).toFixed(scale))
      }),
    )
  })
  it('principal = refund + penalty, and interest kept = the days paid', () => {
    fc.assert(
      fc.property(
        units,
        rate,
        rate,
        days,
        time,
        time,
        scales,
        (u, r, cr, d, bought, later, scale) => {
          const amount = amountOf(u, scale)
          const { startAt } = lockTermOf(bought, d)
          const now = Math.max(bought, later)
          const t = redemptionTerms({
            amount,
            cancelRate: cr,
            dailyRate: r,
            startAt,
            days: d,
            scale,
            now,
          })
          expect(new Big(t.refund).plus(t.penalty).toFixed(scale)).toBe(amount)
          expect(t.interestKept).toBe(totalInterest(amount, r, daysDue(startAt, d, now), scale))
        },
      ),
    )
  })
})

describe('days', () => {
  it('start is the next 00:00 UTC; the term ends days later at 00:00 UTC', () => {
    fc.assert(
      fc.property(time, days, (bought, d) => {
        const { startAt, endAt } = lockTermOf(bought, d)
        expect(startAt % DAY_MS).toBe(0)
        expect(startAt).toBe(dayStartOf(bought) + DAY_MS)
        expect(startAt > bought).toBe(true)
        expect(endAt - startAt).toBe(d * DAY_MS)
        expect(paymentAt(startAt, d - 1)).toBe(endAt)
      }),
    )
  })
  it('days due step by one at each 00:00 UTC; remaining = days − due = min(days, ⌈(end − now) ÷ 1 day⌉)', () => {
    fc.assert(
      fc.property(time, days, fc.integer({ min: 0, max: 400 * DAY_MS }), (bought, d, after) => {
        const { startAt, endAt } = lockTermOf(bought, d)
        const now = bought + after
        const due = daysDue(startAt, d, now)
        expect(due).toBe(Math.min(d, Math.max(0, Math.floor((now - startAt) / DAY_MS))))
        expect(daysDue(startAt, d, now + DAY_MS) - due <= 1).toBe(true)
        const rem = remainingDays(startAt, d, now)
        expect(rem).toBe(d - due)
        expect(rem).toBe(Math.max(0, Math.min(d, Math.ceil((endAt - now) / DAY_MS))))
        // a day is due exactly at its payment time
        expect(due === d || paymentAt(startAt, due) > now).toBe(true)
        expect(due === 0 || paymentAt(startAt, due - 1) <= now).toBe(true)
      }),
    )
  })
})

describe('lockIssue', () => {
  it('the amount, the minimum, then the balance', () => {
    const base = { scale: 4, min: '100', available: '500' }
    expect(lockIssue({ ...base, amount: '' })).toBe('amountRequired')
    expect(lockIssue({ ...base, amount: '0' })).toBe('amountInvalid')
    expect(lockIssue({ ...base, amount: '1.00001' })).toBe('amountTooPrecise')
    expect(lockIssue({ ...base, amount: '99.9999' })).toBe('lockBelowMinimum')
    expect(lockIssue({ ...base, amount: '500.0001' })).toBe('insufficientBalance')
    expect(lockIssue({ ...base, amount: '100' })).toBeNull()
    expect(lockIssue({ ...base, amount: '500' })).toBeNull()
  })
})

describe('fixtures', () => {
  it('parse, and the 3-day-old 1,000 USDT lock shows the spec penalty', () => {
    expect(parse(LockConfigsAnswer, MockLockConfigs).map((c) => c.kind)).toEqual([
      ...Array(5).fill('lock'),
      'defi',
      'defi',
      'cloud',
      'cloud',
    ])
    const orders = parse(LockOrdersAnswer, { order_list: MockLockOrders })
    expect(orders[0]).toMatchObject({
      status: 'earning',
      paidDays: 2,
      remainingDays: 3,
      interestPaid: '6.0000',
      penalty: '12.0000',
      refund: '988.0000',
    })
    expect(orders[1]).toMatchObject({ status: 'matured', paidDays: 15, remainingDays: 0 })
    expect(orders[2]).toMatchObject({ status: 'redeemed', penalty: '3.2000', refund: '196.8000' })
  })
})
