import { describe, expect, it } from 'vitest'
import { barShares } from './bar-scale'

describe('barShares', () => {
  it('scales from the largest absolute value, signs dropped', () => {
    expect(barShares(['4.0000', '-2.0000', '0', '1.0000'])).toEqual([1, 0.5, 0, 0.25])
    expect(barShares(['-0.8', '0.2'])).toEqual([1, 0.25])
  })
  it('all zero, none, or not a decimal: 0', () => {
    expect(barShares(['0.00', '0'])).toEqual([0, 0])
    expect(barShares([])).toEqual([])
    expect(barShares(['x', '2'])).toEqual([0, 1])
  })
})
