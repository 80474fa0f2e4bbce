/**
 * Properties of the IEO formulas (fast-check; issue 16, api-reference §11): cost = price × amount
 * rounded up to the unit, remaining % (100 only when nothing is sold, 99.99 cap, 0.00 only when
 * sold out, never rising as more is sold), days, phase and countdown from the clock, allocation
 * (whole orders, never past the supply, the refusal codes in order) and the largest subscription.
 * Also: the fixtures parse.
 */
import { Big } from 'big.js'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { IeoDetailAnswer, IeoListAnswer, IeoMyOrdersAnswer } from './ieo'
import { MockIeoNow, MockIeoOrders, mockIeoDetail, mockIeoList } from './ieo.fixtures'
import {
  DAY_MS,
  daysOf,
  maxSubscription,
  phaseOf,
  remainingPercent,
  secondsToNext,
  subscriptionCost,
  subscriptionIssue,
  type SubscriptionTerms,
} from './ieo-math'

const unit = (scale: number) => new Big(1).div(new Big(10).pow(scale))
/** A positive decimal with at most `scale` decimals, from integer units. */
const decimalOf = (units: bigint, scale: number) => new Big(units.toString()).times(unit(scale))
const units = (max: bigint) => fc.bigInt({ min: 1n, max })

describe('subscriptionCost', () => {
  it('is price × amount rounded up to the pay currency, less than one unit above', () => {
    fc.assert(
      fc.property(
        units(10n ** 12n),
        units(10n ** 10n),
        fc.integer({ min: 0, max: 8 }),
        (p, a, s) => {
          const price = decimalOf(p, 8).toString()
          const amount = decimalOf(a, 4).toString()
          const exact = new Big(price).times(amount)
          const cost = new Big(subscriptionCost(price, amount, s))
          expect(cost.gte(exact)).toBe(true)
          expect(cost.minus(exact).lt(unit(s))).toBe(true)
          expect(cost.times(new Big(10).pow(s)).mod(1).eq(0)).toBe(true)
        },
      ),
    )
  })

  it('of the spec example: 0.05 × 1234.5678 = 61.7284 (61.72839 rounded up)', () => {
    expect(subscriptionCost('0.05', '1234.5678', 4)).toBe('61.7284')
    expect(subscriptionCost('0.2', '50', 4)).toBe('10.0000')
  })
})

describe('remainingPercent', () => {
  const supplySold = fc
    .bigInt({ min: 1n, max: 10n ** 15n })
    .chain((supply) => fc.tuple(fc.constant(supply), fc.bigInt({ min: 0n, max: supply })))

  it('is 100 only when nothing is sold, 0.00 only when all is, and between them otherwise', () => {
    fc.assert(
      fc.property(supplySold, ([supply, sold]) => {
        const pct = remainingPercent(decimalOf(supply, 4).toString(), decimalOf(sold, 4).toString())
        expect(pct).toMatch(/^\d{1,3}\.\d{2}$/)
        expect(pct === '100.00').toBe(sold === 0n)
        expect(pct === '0.00').toBe(sold === supply)
        const exact = new Big((supply - sold).toString()).times(100).div(supply.toString())
        expect(new Big(pct).minus(exact).abs().lte('0.01')).toBe(true)
      }),
    )
  })

  it('never rises as more is sold', () => {
    fc.assert(
      fc.property(supplySold, fc.bigInt({ min: 0n, max: 10n ** 15n }), ([supply, sold], more) => {
        const next = sold + more > supply ? supply : sold + more
        const a = remainingPercent(supply.toString(), sold.toString())
        const b = remainingPercent(supply.toString(), next.toString())
        expect(new Big(b).lte(a)).toBe(true)
      }),
    )
  })

  it('caps at 99.99 when rounding would show 100 with something sold (§11)', () => {
    expect(remainingPercent('10000000', '1')).toBe('99.99')
    expect(remainingPercent('10000000', '1000')).toBe('99.99')
    expect(remainingPercent('100', '50')).toBe('50.00')
    expect(remainingPercent('10000000', '9999999.9999')).toBe('0.01')
  })
})

describe('days and phase', () => {
  it('counts whole days, at least 1', () => {
    expect(daysOf(0, 7 * DAY_MS)).toBe(7)
    expect(daysOf(0, 36 * 3_600_000)).toBe(1)
    expect(daysOf(0, 60_000)).toBe(1)
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e12 }),
        fc.integer({ min: 1, max: 1e11 }),
        (s, len) => {
          const d = daysOf(s, s + len)
          expect(d).toBeGreaterThanOrEqual(1)
          expect(d).toBe(Math.max(1, Math.floor(len / DAY_MS)))
        },
      ),
    )
  })

  it('moves from not started to in progress at the start and to ended at the end, counting down', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e12 }),
        fc.integer({ min: 1, max: 1e10 }),
        fc.integer({ min: -1e10, max: 3e10 }),
        (start, len, offset) => {
          const end = start + len
          const now = start + offset
          const phase = phaseOf(now, start, end)
          expect(phase).toBe(now < start ? 'notStarted' : now < end ? 'inProgress' : 'ended')
          const target = phase === 'notStarted' ? start : phase === 'inProgress' ? end : now
          expect(secondsToNext(now, start, end)).toBe(Math.ceil((target - now) / 1000))
          expect(secondsToNext(now, start, end) > 0).toBe(phase !== 'ended')
        },
      ),
    )
    expect(phaseOf(10, 10, 20)).toBe('inProgress')
    expect(phaseOf(20, 10, 20)).toBe('ended')
  })
})

describe('allocation (subscriptionIssue)', () => {
  const terms = (o: Partial<SubscriptionTerms> = {}): SubscriptionTerms => ({
    phase: 'inProgress',
    price: '0.05',
    min: '100',
    supply: '10000',
    sold: '0',
    tokenScale: 4,
    payScale: 4,
    available: '1000',
    ...o,
  })

  it('refuses in the sandbox order: phase, amount, sold out, minimum, supply, balance', () => {
    expect(subscriptionIssue('100', terms({ phase: 'notStarted' }))).toBe('ieoNotStarted')
    expect(subscriptionIssue('100', terms({ phase: 'ended' }))).toBe('ieoEnded')
    expect(subscriptionIssue('', terms())).toBe('amountRequired')
    expect(subscriptionIssue('abc', terms())).toBe('amountInvalid')
    expect(subscriptionIssue('100.00001', terms())).toBe('amountTooPrecise')
    expect(subscriptionIssue('100', terms({ sold: '10000' }))).toBe('ieoSoldOut')
    expect(subscriptionIssue('99', terms())).toBe('belowMinimum')
    expect(subscriptionIssue('201', terms({ sold: '9800' }))).toBe('ieoSupplyExceeded')
    expect(subscriptionIssue('200', terms({ sold: '9800' }))).toBeNull()
    expect(subscriptionIssue('20000.0001', terms({ supply: '100000' }))).toBe('insufficientBalance')
    expect(subscriptionIssue('20000', terms({ supply: '100000' }))).toBeNull()
  })

  it('accepts a whole order only when it fits the supply and the funds pay its cost', () => {
    fc.assert(
      fc.property(
        units(10n ** 9n),
        fc.bigInt({ min: 0n, max: 10n ** 9n }),
        units(10n ** 9n),
        units(10n ** 10n),
        (supplyU, soldU, amountU, availableU) => {
          const supply = supplyU + soldU
          const t = terms({
            supply: decimalOf(supply, 4).toString(),
            sold: decimalOf(soldU, 4).toString(),
            min: '0',
            available: decimalOf(availableU, 4).toString(),
          })
          const amount = decimalOf(amountU, 4).toString()
          const issue = subscriptionIssue(amount, t)
          const fits = soldU + amountU <= supply
          const affordable = new Big(subscriptionCost(t.price, amount, 4)).lte(t.available)
          expect(issue === null).toBe(fits && affordable)
          expect(issue === 'ieoSupplyExceeded').toBe(!fits)
        },
      ),
    )
  })

  it('makes first come, first served orders that never sell past the supply', () => {
    fc.assert(
      fc.property(
        units(10n ** 6n),
        fc.array(units(10n ** 5n), { maxLength: 30 }),
        (supply, asks) => {
          let sold = 0n
          for (const ask of asks) {
            const t = terms({
              supply: supply.toString(),
              sold: sold.toString(),
              min: '0',
              available: '1e12',
            })
            const accepted = subscriptionIssue(ask.toString(), t) === null
            expect(accepted).toBe(sold + ask <= supply)
            if (accepted) sold += ask
            expect(sold <= supply).toBe(true)
          }
        },
      ),
    )
  })

  it('offers as its largest subscription an order that is accepted, and one unit more is not', () => {
    fc.assert(
      fc.property(
        units(10n ** 9n),
        fc.bigInt({ min: 0n, max: 10n ** 9n }),
        units(10n ** 10n),
        fc.bigInt({ min: 1n, max: 10n ** 8n }),
        (leftU, soldU, availableU, priceU) => {
          const t = terms({
            supply: decimalOf(leftU + soldU, 4).toString(),
            sold: decimalOf(soldU, 4).toString(),
            min: '0',
            price: decimalOf(priceU, 6).toString(),
            available: decimalOf(availableU, 4).toString(),
          })
          const max = maxSubscription(t)
          fc.pre(max !== '0')
          expect(subscriptionIssue(max, t)).toBeNull()
          expect(subscriptionIssue(new Big(max).plus(unit(4)).toString(), t)).not.toBeNull()
        },
      ),
      { numRuns: 200 },
    )
  })
})

describe('ieo fixtures', () => {
  it('parse with the contract, so they cannot drift', () => {
    const list = IeoListAnswer.parse(mockIeoList())
    expect(list.projects.map((p) => [p.tokenName, p.phase, p.sold])).toEqual([
      ['LUMA', 'notStarted', '0.0000'],
      ['NOVA', 'inProgress', '2150.5000'],
      ['ORBT', 'ended', '0.0000'],
    ])
    expect(list.now).toBe(MockIeoNow)
    const detail = IeoDetailAnswer.parse(mockIeoDetail(2))
    expect([detail.order?.id, detail.remaining, detail.applications]).toEqual([
      12,
      '9997849.5000',
      2,
    ])
    const page = IeoMyOrdersAnswer.parse({ data: MockIeoOrders, page: 1, pages: 1, total: 2 })
    expect(page.items.map((o) => [o.orderNo, o.cost, o.status])).toEqual([
      [1012, '100.0000', 'paid'],
      [1011, '7.5250', 'paid'],
    ])
  })
})
