/** Properties of the wallet's money formulas (fast-check): round trips, conservation, rounding. */
import { Big } from 'big.js'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  accountUsdtTotal,
  amountIssue,
  conversionIssue,
  conversionOf,
  fromUnits,
  maxConvertible,
  toUnits,
  transferIssue,
  withdrawalArrives,
  withdrawalIssue,
  type ConversionTerms,
} from './wallet-math'

const scale = fc.integer({ min: 0, max: 10 })
/** A valid amount of a currency with `s` decimals: at most 10 integer digits, positive. */
const amountOf = (s: number) =>
  fc.bigInt({ min: 1n, max: 10n ** BigInt(10 + s) - 1n }).map((u) => fromUnits(u, s))
/** A positive price with 0–8 decimals. */
const price = fc
  .tuple(fc.bigInt({ min: 1n, max: 10n ** 12n }), fc.integer({ min: 0, max: 8 }))
  .map(([u, d]) => fromUnits(u, d))
const percent = fc
  .tuple(fc.bigInt({ min: 0n, max: 1000n }), fc.integer({ min: 0, max: 2 }))
  .map(([u, d]) => fromUnits(u, d))
const terms: fc.Arbitrary<ConversionTerms> = fc.record({
  fromPrice: price,
  toPrice: price,
  feePercent: percent,
  fromScale: fc.integer({ min: 0, max: 10 }),
  toScale: fc.integer({ min: 0, max: 10 }),
})
const unitOf = (s: number) => new Big(1).div(new Big(10).pow(s))

describe('units', () => {
  it('fromUnits then toUnits is the identity, for any sign and scale', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }), scale, (u, s) => {
        expect(toUnits(fromUnits(u, s), s)).toBe(u)
      }),
    )
  })

  it('toUnits then fromUnits keeps the value of any amount with at most `scale` decimals', () => {
    fc.assert(
      fc.property(
        scale.chain((s) => fc.tuple(fc.constant(s), amountOf(s))),
        ([s, amount]) => {
          const trimmed = amount.replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, '')
          expect(new Big(fromUnits(toUnits(trimmed, s), s)).eq(amount)).toBe(true)
          expect(fromUnits(toUnits(trimmed, s), s)).toBe(amount)
        },
      ),
    )
  })

  it('refuses more decimals than the currency has, and malformed text', () => {
    expect(() => toUnits('1.123', 2)).toThrow(RangeError)
    expect(() => toUnits('1e5', 8)).toThrow(RangeError)
    expect(toUnits('0.5', 8)).toBe(50_000_000n)
    expect(fromUnits(5n, 4)).toBe('0.0005')
    expect(fromUnits(-123n, 2)).toBe('-1.23')
    expect(fromUnits(7n, 0)).toBe('7')
  })
})

describe('amountIssue (spec §5 amount pattern)', () => {
  it('accepts every positive amount within the pattern and the scale', () => {
    fc.assert(
      fc.property(
        scale.chain((s) => fc.tuple(fc.constant(s), amountOf(s))),
        ([s, amount]) => {
          expect(amountIssue(amount, s)).toBeNull()
        },
      ),
    )
  })

  it.each([
    ['', 'amountRequired'],
    ['   ', 'amountRequired'],
    ['0', 'amountInvalid'],
    ['0.0000', 'amountInvalid'],
    ['-1', 'amountInvalid'],
    ['+1', 'amountInvalid'],
    ['1e3', 'amountInvalid'],
    ['1,5', 'amountInvalid'],
    ['1.', 'amountInvalid'],
    ['.5', 'amountInvalid'],
    ['12345678901', 'amountInvalid'],
    ['1.12345678901', 'amountInvalid'],
    ['0x10', 'amountInvalid'],
    ['1.12345', 'amountTooPrecise'],
  ] as const)('%j → %s (4 decimals)', (amount, code) => {
    expect(amountIssue(amount, 4)).toBe(code)
  })
})

describe('conversion', () => {
  const case_ = terms.chain((t) => fc.tuple(fc.constant(t), amountOf(t.fromScale)))

  it('never credits more than exact, and misses it by less than one unit of the to-currency', () => {
    fc.assert(
      fc.property(case_, ([t, number]) => {
        const { toAmount } = conversionOf(number, t)
        const exactValue = new Big(number).times(t.fromPrice)
        const credited = new Big(toAmount).times(t.toPrice)
        expect(credited.lte(exactValue)).toBe(true)
        expect(exactValue.minus(credited).lt(unitOf(t.toScale).times(t.toPrice))).toBe(true)
        expect(toUnits(toAmount, t.toScale) >= 0n).toBe(true)
      }),
    )
  })

  it('never charges less fee than exact, and at most one unit more; debit = number + fee', () => {
    fc.assert(
      fc.property(case_, ([t, number]) => {
        const { fee, debit } = conversionOf(number, t)
        const exact = new Big(number).times(t.feePercent).div(100)
        expect(new Big(fee).gte(exact)).toBe(true)
        expect(new Big(fee).minus(exact).lt(unitOf(t.fromScale))).toBe(true)
        expect(new Big(debit).eq(new Big(number).plus(fee))).toBe(true)
        expect(debit.split('.')[1]?.length ?? 0).toBe(t.fromScale)
      }),
    )
  })

  it('a round trip A → B → A never gives back more than it took, even without fees', () => {
    fc.assert(
      fc.property(case_, ([t, number]) => {
        const there = conversionOf(number, { ...t, feePercent: '0' })
        fc.pre(new Big(there.toAmount).gt(0))
        const back = conversionOf(there.toAmount, {
          fromPrice: t.toPrice,
          toPrice: t.fromPrice,
          feePercent: '0',
          fromScale: t.toScale,
          toScale: t.fromScale,
        })
        expect(new Big(back.toAmount).lte(number)).toBe(true)
      }),
    )
  })

  it('the "max" amount fits the balance with its fee, one unit more does not', () => {
    fc.assert(
      fc.property(case_, ([t, available]) => {
        const max = maxConvertible(available, t)
        const debit = new Big(conversionOf(max, t).debit)
        expect(debit.lte(available)).toBe(true)
        const next = new Big(max).plus(unitOf(t.fromScale)).toFixed(t.fromScale)
        expect(new Big(conversionOf(next, t).debit).gt(available)).toBe(true)
      }),
    )
  })

  it('refuses what would credit nothing or debit more than available', () => {
    const t = { fromPrice: '1', toPrice: '64000', feePercent: '0.2', fromScale: 4, toScale: 8 }
    expect(conversionIssue('0.0001', '100', t)).toBe('conversionTooSmall')
    expect(conversionIssue('100', '100', t)).toBe('insufficientBalance')
    expect(conversionIssue('99.8', '100', t)).toBeNull()
    expect(conversionOf('100', t)).toEqual({
      toAmount: '0.00156250',
      fee: '0.2000',
      debit: '100.2000',
    })
    // 1 × 0.2 % = 0.002, rounded up to 4 decimals: exact, no extra unit
    expect(conversionOf('1', t).fee).toBe('0.0020')
    // 0.0001 × 0.2 % = 0.0000002 → the smallest unit, never 0
    expect(conversionOf('0.0001', t).fee).toBe('0.0001')
  })
})

describe('withdrawal and transfer', () => {
  it('what arrives plus the fee is exactly the number withdrawn', () => {
    fc.assert(
      fc.property(
        scale.chain((s) => fc.tuple(fc.constant(s), amountOf(s), amountOf(s))),
        ([, a, b]) => {
          const [fee, number] = new Big(a).lt(b) ? [a, b] : [b, a]
          fc.pre(new Big(number).gt(fee))
          expect(new Big(withdrawalArrives(number, fee)).plus(fee).eq(number)).toBe(true)
        },
      ),
    )
  })

  it('checks amount, minimum, then balance', () => {
    const t = { fee: '0.0005', min: '0.001', scale: 8 }
    expect(withdrawalIssue('abc', '1', t)).toBe('amountInvalid')
    expect(withdrawalIssue('0.123456789', '1', t)).toBe('amountTooPrecise')
    expect(withdrawalIssue('0.0009', '1', t)).toBe('belowMinimum')
    expect(withdrawalIssue('0.0005', '1', { ...t, min: '0' })).toBe('belowMinimum')
    expect(withdrawalIssue('1.5', '1', t)).toBe('insufficientBalance')
    expect(withdrawalIssue('1', '1', t)).toBeNull()
    expect(withdrawalArrives('1', '0.0005')).toBe('0.9995')
  })

  it('any sequence of accepted fund transfers conserves the total and never goes negative', () => {
    const accounts = 4
    fc.assert(
      fc.property(
        fc.array(fc.bigInt({ min: 0n, max: 10n ** 12n }), {
          minLength: accounts,
          maxLength: accounts,
        }),
        fc.array(
          fc.record({
            from: fc.integer({ min: 0, max: accounts - 1 }),
            to: fc.integer({ min: 0, max: accounts - 1 }),
            units: fc.bigInt({ min: 1n, max: 10n ** 12n }),
          }),
          { maxLength: 40 },
        ),
        (start, moves) => {
          const s = 4
          const held = [...start]
          const total = held.reduce((a, b) => a + b, 0n)
          for (const m of moves) {
            if (m.from === m.to) continue
            const number = fromUnits(m.units, s)
            if (transferIssue(number, fromUnits(held[m.from]!, s), s) !== null) continue
            const units = toUnits(number, s)
            held[m.from]! -= units
            held[m.to]! += units
          }
          expect(held.reduce((a, b) => a + b, 0n)).toBe(total)
          expect(held.every((h) => h >= 0n)).toBe(true)
        },
      ),
    )
  })
})

describe('account totals', () => {
  it('the USDT total never shows more than the exact sum and misses it by less than a unit', () => {
    const row = fc.record({ available: amountOf(8), locked: amountOf(8), usdtPrice: price })
    fc.assert(
      fc.property(fc.array(row, { maxLength: 8 }), (rows) => {
        const total = new Big(accountUsdtTotal(rows, 4))
        const exact = rows.reduce(
          (acc, r) => acc.plus(new Big(r.available).plus(r.locked).times(r.usdtPrice)),
          new Big(0),
        )
        expect(total.lte(exact)).toBe(true)
        expect(exact.minus(total).lt('0.0001')).toBe(true)
      }),
    )
  })
})
