import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { bollinger, closesOf, exponentialMovingAverage, movingAverage } from './indicators'

const price = fc.double({ min: 0.000001, max: 1e7, noNaN: true, noDefaultInfinity: true })
const prices = fc.array(price, { minLength: 1, maxLength: 120 })
const period = fc.integer({ min: 1, max: 30 })
/** A relative tolerance for sums of up to a few hundred doubles. */
const close = (a: number, b: number) =>
  Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b))

describe('movingAverage', () => {
  it('matches hand-computed values', () => {
    expect(movingAverage([1, 2, 3, 4, 5], 3)).toEqual([undefined, undefined, 2, 3, 4])
    expect(movingAverage([2, 4, 6, 8, 12], 3)).toEqual([undefined, undefined, 4, 6, 26 / 3])
    expect(movingAverage([7], 1)).toEqual([7])
  })

  it('is aligned with its input and undefined exactly for the first n − 1 points', () => {
    fc.assert(
      fc.property(prices, period, (values, n) => {
        const ma = movingAverage(values, n)
        expect(ma).toHaveLength(values.length)
        ma.forEach((v, i) => expect(v === undefined).toBe(i < n - 1))
      }),
    )
  })

  it('stays within the lowest and highest value of its window', () => {
    fc.assert(
      fc.property(prices, period, (values, n) => {
        movingAverage(values, n).forEach((v, i) => {
          if (v === undefined) return
          const window = values.slice(i - n + 1, i + 1)
          expect(v).toBeGreaterThanOrEqual(Math.min(...window) * (1 - 1e-12))
          expect(v).toBeLessThanOrEqual(Math.max(...window) * (1 + 1e-12))
        })
      }),
    )
  })

  it('of a constant series is that constant, and MA(1) is the series itself', () => {
    fc.assert(
      fc.property(price, fc.integer({ min: 1, max: 60 }), period, (c, length, n) => {
        const values = Array.from({ length }, () => c)
        const defined = movingAverage(values, n).filter((v) => v !== undefined)
        expect(defined.every((v) => close(v, c))).toBe(true)
        expect(movingAverage(values, 1)).toEqual(values)
      }),
    )
  })

  it('refuses a period that is not a positive integer', () => {
    expect(() => movingAverage([1, 2], 0)).toThrow(RangeError)
    expect(() => movingAverage([1, 2], 2.5)).toThrow(RangeError)
  })
})

describe('exponentialMovingAverage', () => {
  it('matches hand-computed values (α = 2 / (n + 1), seeded with the first MA)', () => {
    // seed (2 + 4 + 6) / 3 = 4; then 0.5 × 8 + 0.5 × 4 = 6; then 0.5 × 12 + 0.5 × 6 = 9
    expect(exponentialMovingAverage([2, 4, 6, 8, 12], 3)).toEqual([undefined, undefined, 4, 6, 9])
    // n = 4, α = 0.4: 0.4 × 20 + 0.6 × 10 = 14
    expect(exponentialMovingAverage([10, 10, 10, 10, 20], 4).slice(3)).toEqual([10, 14])
  })

  it('starts where MA(n) starts, with the same first value', () => {
    fc.assert(
      fc.property(prices, period, (values, n) => {
        const ema = exponentialMovingAverage(values, n)
        const ma = movingAverage(values, n)
        expect(ema.map((v) => v === undefined)).toEqual(ma.map((v) => v === undefined))
        const first = values.length < n || close(ema[n - 1] as number, ma[n - 1] as number)
        expect(first).toBe(true)
      }),
    )
  })

  it('stays within the range of the values seen so far', () => {
    fc.assert(
      fc.property(prices, period, (values, n) => {
        exponentialMovingAverage(values, n).forEach((v, i) => {
          if (v === undefined) return
          const seen = values.slice(0, i + 1)
          expect(v).toBeGreaterThanOrEqual(Math.min(...seen) * (1 - 1e-12))
          expect(v).toBeLessThanOrEqual(Math.max(...seen) * (1 + 1e-12))
        })
      }),
    )
  })

  it('moves towards each new value', () => {
    fc.assert(
      fc.property(prices, period, (values, n) => {
        const ema = exponentialMovingAverage(values, n)
        for (let i = n; i < values.length; i++) {
          const before = ema[i - 1] as number
          const after = ema[i] as number
          const x = values[i] as number
          expect(Math.abs(x - after)).toBeLessThanOrEqual(Math.abs(x - before) * (1 + 1e-12))
        }
      }),
    )
  })
})

describe('bollinger', () => {
  it('matches hand-computed values for BOLL(20, 2) over 1…20', () => {
    const values = Array.from({ length: 20 }, (_, i) => i + 1)
    const last = bollinger(values).at(-1)
    // mean 10.5, population variance (20² − 1) / 12 = 33.25
    const width = 2 * Math.sqrt(33.25)
    expect(last?.middle).toBe(10.5)
    expect(last?.upper).toBeCloseTo(10.5 + width, 12)
    expect(last?.lower).toBeCloseTo(10.5 - width, 12)
    expect(
      bollinger(values)
        .slice(0, 19)
        .every((p) => p === undefined),
    ).toBe(true)
  })

  it('brackets its middle symmetrically, and the middle is MA(n)', () => {
    fc.assert(
      fc.property(prices, fc.integer({ min: 1, max: 25 }), (values, n) => {
        const ma = movingAverage(values, n)
        const bands = bollinger(values, n)
        expect(bands.map((p) => p === undefined)).toEqual(ma.map((v) => v === undefined))
        bands.forEach((p, i) => {
          if (!p) return
          expect(p.middle).toBe(ma[i])
          expect(p.lower).toBeLessThanOrEqual(p.middle)
          expect(p.upper).toBeGreaterThanOrEqual(p.middle)
          expect(close(p.upper - p.middle, p.middle - p.lower)).toBe(true)
        })
      }),
    )
  })

  it('has no width over a constant series', () => {
    fc.assert(
      fc.property(price, fc.integer({ min: 20, max: 60 }), (c, length) => {
        const bands = bollinger(Array.from({ length }, () => c)).filter((p) => p !== undefined)
        expect(bands.every((p) => close(p.upper, p.lower))).toBe(true)
      }),
    )
  })
})

describe('closesOf', () => {
  it('reads decimal-string closes as numbers', () => {
    expect(closesOf([{ close: '41251.65' }, { close: '0.00000851' }])).toEqual([
      41251.65, 0.00000851,
    ])
  })
})
