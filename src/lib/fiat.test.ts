import { Big } from 'big.js'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { FIAT_PRECISION, fiatDecimals, formatFiat, roundFiat, toFiat } from './fiat'

/** A decimal string with up to `scale` decimals, built from an integer: no float ever involved. */
const decimal = (opts: { min?: bigint; max: bigint; scale: number }) =>
  fc
    .tuple(
      fc.bigInt({ min: opts.min ?? 0n, max: opts.max }),
      fc.integer({ min: 0, max: opts.scale }),
    )
    .map(([units, scale]) => new Big(units.toString()).div(new Big(10).pow(scale)).toFixed())

const amount = decimal({ min: -(10n ** 14n), max: 10n ** 14n, scale: 8 })
const rate = decimal({ min: 1n, max: 10n ** 10n, scale: 6 })
const codes = fc.constantFrom('USD', 'EUR', 'JPY', 'VND', 'GBP', 'THB')

describe('toFiat (USDT counted as USD 1:1)', () => {
  it('multiplies exactly, with no float on the way', () => {
    expect(toFiat('1234.56', '0.8478')).toBe('1046.659968')
    expect(toFiat('0.1', '0.2')).toBe('0.02')
    expect(toFiat('123456789.123456789', '1')).toBe('123456789.12345679')
    expect(toFiat('-5', '7.1636')).toBe('-35.818')
  })

  it('rounds half-even at the 8th decimal', () => {
    expect(toFiat('0.000000005', '1')).toBe('0')
    expect(toFiat('0.000000015', '1')).toBe('0.00000002')
    expect(toFiat('0.000000025', '1')).toBe('0.00000002')
    expect(toFiat('-0.000000001', '1')).toBe('0')
  })

  it('refuses what is not a decimal', () => {
    expect(() => toFiat('abc', '1')).toThrow(TypeError)
    expect(() => toFiat('1', '')).toThrow(TypeError)
    expect(() => toFiat('1e5', '1')).toThrow(TypeError)
  })

  it('maps zero to zero at any rate', () => {
    fc.assert(
      fc.property(rate, (r) => {
        expect(toFiat('0', r)).toBe('0')
      }),
    )
  })

  it('is monotonic: a larger amount never shows as less', () => {
    fc.assert(
      fc.property(amount, amount, rate, (a, b, r) => {
        const [lo, hi] = new Big(a).lte(b) ? [a, b] : [b, a]
        expect(new Big(toFiat(lo, r)).lte(toFiat(hi, r))).toBe(true)
      }),
    )
  })

  it('round-trips within its rounding: fiat ÷ rate is the amount to ½·10⁻⁸ ÷ rate', () => {
    fc.assert(
      fc.property(amount, rate, (a, r) => {
        const back = new Big(toFiat(a, r)).div(r)
        const bound = new Big('0.5').times(new Big(10).pow(-FIAT_PRECISION)).div(r)
        expect(back.minus(a).abs().lte(bound.plus('1e-20'))).toBe(true)
      }),
    )
  })
})

describe('roundFiat and formatFiat', () => {
  it('knows each currency’s minor unit', () => {
    expect([
      fiatDecimals('USD'),
      fiatDecimals('EUR'),
      fiatDecimals('JPY'),
      fiatDecimals('VND'),
    ]).toEqual([2, 2, 0, 0])
  })

  it('formats in the user’s locale with the currency’s symbol', () => {
    expect(formatFiat('1234.56', 'EUR', 'en')).toBe('€1,234.56')
    expect(formatFiat('1234.56', 'USD', 'pt')).toBe('US$\u00a01.234,56')
    expect(formatFiat('1234.5', 'JPY', 'ja')).toBe('￥1,234')
    expect(formatFiat('26125000.4', 'VND', 'en')).toBe('₫26,125,000')
    expect(formatFiat('1234.56', 'USD', 'en', 'code')).toBe('USD\u00a01,234.56')
  })

  it('rounds half-even to the minor unit', () => {
    expect(roundFiat('0.125', 'USD')).toBe('0.12')
    expect(roundFiat('0.135', 'USD')).toBe('0.14')
    expect(roundFiat('2.5', 'JPY')).toBe('2')
    expect(roundFiat('3.5', 'JPY')).toBe('4')
    expect(roundFiat('-0.004', 'EUR')).toBe('0.00')
  })

  it('keeps 18 significant digits (never a float)', () => {
    expect(formatFiat('1234567890123456.78', 'USD', 'en')).toBe('$1,234,567,890,123,456.78')
  })

  it('shows -- for a value that is not a number', () => {
    expect(formatFiat('abc', 'USD', 'en')).toBe('--')
    expect(formatFiat('1', 'not a code', 'en')).toBe('--')
  })

  it('is never more than half a minor unit from the exact value', () => {
    fc.assert(
      fc.property(amount, codes, (v, code) => {
        const half = new Big('0.5').times(new Big(10).pow(-fiatDecimals(code)))
        expect(new Big(roundFiat(v, code)).minus(v).abs().lte(half)).toBe(true)
      }),
    )
  })

  it('is monotonic after rounding', () => {
    fc.assert(
      fc.property(amount, amount, codes, (a, b, code) => {
        const [lo, hi] = new Big(a).lte(b) ? [a, b] : [b, a]
        expect(new Big(roundFiat(lo, code)).lte(roundFiat(hi, code))).toBe(true)
      }),
    )
  })
})
