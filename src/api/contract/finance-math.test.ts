/**
 * Properties of the finance hub's figures (fast-check; issue 16): each is one product's own value
 * (never a number the answers do not hold), no open product beats it, closed or sold-out dual
 * products never count, and the IEO counts add up by phase.
 */
import { Big } from 'big.js'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { DualIndexAnswer } from './dual'
import { MockDualProducts } from './dual.fixtures'
import { dualHighlight, ieoCounts, lockHighlights } from './finance-math'
import { IeoListAnswer } from './ieo'
import { mockIeoList } from './ieo.fixtures'
import { LockConfigsAnswer } from './lockming'
import { MockLockConfigs } from './lockming.fixtures'

/** A decimal string with up to 4 decimals, as the wire writes rates ("0.4", "36.5", "12"). */
const rate = fc
  .tuple(fc.integer({ min: 0, max: 500 }), fc.integer({ min: 0, max: 9999 }))
  .map(([whole, frac]) =>
    frac === 0 ? String(whole) : `${whole}.${String(frac).padStart(4, '0').replace(/0+$/, '')}`,
  )
const coin = fc.constantFrom('BTC', 'ETH', 'USDT')
const lockProduct = fc.record({
  dailyRate: rate,
  days: fc.integer({ min: 1, max: 365 }),
  currency: coin,
})
const dualProduct = fc.record({
  rate,
  coin,
  direction: fc.constantFrom('call' as const, 'put' as const),
  open: fc.boolean(),
  remainingShares: fc.integer({ min: 0, max: 1000 }),
})

describe('lockHighlights', () => {
  it('is the best rate and the shortest term of the products themselves', () => {
    fc.assert(
      fc.property(fc.array(lockProduct, { minLength: 1, maxLength: 30 }), (products) => {
        const h = lockHighlights(products)!
        expect(
          products.some((p) => p.dailyRate === h.bestDailyRate && p.currency === h.bestRateCoin),
        ).toBe(true)
        expect(products.every((p) => new Big(p.dailyRate).lte(h.bestDailyRate))).toBe(true)
        expect(products.some((p) => p.days === h.shortestDays)).toBe(true)
        expect(products.every((p) => p.days >= h.shortestDays)).toBe(true)
        expect(h.products).toBe(products.length)
      }),
    )
  })

  it('has nothing to say without products', () => {
    expect(lockHighlights([])).toBeNull()
  })

  it('reads the fixtures: 0.5 % a day (USDT cloud) and 5 days at the shortest', () => {
    const h = lockHighlights(LockConfigsAnswer.parse(MockLockConfigs))
    expect(h).toMatchObject({ bestDailyRate: '0.5', bestRateCoin: 'USDT', shortestDays: 5 })
  })
})

describe('dualHighlight', () => {
  it('is the best APR of a product that can be bought, never of a closed or sold-out one', () => {
    fc.assert(
      fc.property(fc.array(dualProduct, { maxLength: 30 }), (products) => {
        const open = products.filter((p) => p.open && p.remainingShares > 0)
        const h = dualHighlight(products)
        expect(h === null).toBe(open.length === 0)
        if (h === null) return
        expect(h.products).toBe(open.length)
        const first = open.find((p) => p.rate === h.bestRate)!
        expect(first).toBeDefined()
        expect([first.coin, first.direction]).toEqual([h.coin, h.direction])
        expect(open.every((p) => new Big(p.rate).lte(h.bestRate))).toBe(true)
      }),
    )
  })

  it('reads the fixtures: 50 % on the ETH put', () => {
    const products = DualIndexAnswer.parse({ dual_currencys: MockDualProducts })
    expect(dualHighlight(products)).toMatchObject({ bestRate: '50', coin: 'ETH', direction: 'put' })
  })
})

describe('ieoCounts', () => {
  it('counts the projects by phase', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('notStarted' as const, 'inProgress' as const, 'ended' as const)),
        (phases) => {
          const c = ieoCounts(phases.map((phase) => ({ phase })))
          const ended = phases.filter((p) => p === 'ended').length
          expect(c.inProgress + c.notStarted + ended).toBe(phases.length)
        },
      ),
    )
  })

  it('reads the fixtures: one in progress, one upcoming', () => {
    expect(ieoCounts(IeoListAnswer.parse(mockIeoList()).projects)).toEqual({
      inProgress: 1,
      notStarted: 1,
    })
  })
})
