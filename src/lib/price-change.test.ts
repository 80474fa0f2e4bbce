import { describe, expect, it } from 'vitest'
import { changePercent } from './price-change'

describe('changePercent', () => {
  it('is exact, signed like the wire, and rounds half up', () => {
    expect(changePercent('40000', '41000')).toBe('+2.50')
    expect(changePercent('41245.53', '41251.65')).toBe('+0.01')
    expect(changePercent('0.1', '0.3')).toBe('+200.00')
    expect(changePercent('100', '99.995')).toBe('-0.01')
    expect(changePercent('100', '100')).toBe('0.00')
  })

  it('says 0.00 for a zero base or a value that is not a number', () => {
    expect(changePercent('0', '1')).toBe('0.00')
    expect(changePercent('abc', '1')).toBe('0.00')
  })
})
