import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { depthTable } from './order-book'

describe('depthTable', () => {
  it('adds quantities from the best level outwards and shares the deeper side', () => {
    const t = depthTable(
      [
        ['99.00', '1.5'],
        ['98.50', '0.25'],
      ],
      [
        ['101.00', '0.1'],
        ['101.50', '0.2'],
        ['102.00', '0.3'],
      ],
    )
    expect(t.bids.map((r) => r.total)).toEqual(['1.5', '1.75'])
    expect(t.asks.map((r) => r.total)).toEqual(['0.1', '0.3', '0.6'])
    // the bids are the deeper side: 1.75 is the full width
    expect(t.bids.map((r) => r.share)).toEqual([0.8571, 1])
    expect(t.asks.map((r) => r.share)).toEqual([0.0571, 0.1714, 0.3429])
    expect(t.spread).toBe('2')
    expect(t.spreadPercent).toBe('2.00')
  })

  it('sums exactly (no float drift) and keeps at most `levels` levels', () => {
    const side = Array.from({ length: 12 }, (_, i) => [`${100 + i}.00`, '0.1'] as const)
    const t = depthTable(side, [], 10)
    expect(t.bids).toHaveLength(10)
    expect(t.bids.at(2)?.total).toBe('0.3')
    expect(t.spread).toBeNull()
    expect(t.spreadPercent).toBeNull()
  })

  it('is empty for an empty book', () => {
    expect(depthTable([], [])).toEqual({ asks: [], bids: [], spread: null, spreadPercent: null })
  })

  it('grows totals monotonically with shares in [0, 1], one side reaching 1', () => {
    const qty = fc.integer({ min: 1, max: 10_000_000 }).map((n) => (n / 10_000).toFixed(4))
    const side = fc.array(fc.tuple(fc.constant('1.00'), qty), { minLength: 1, maxLength: 10 })
    fc.assert(
      fc.property(side, side, (bids, asks) => {
        const t = depthTable(bids, asks)
        for (const rows of [t.bids, t.asks]) {
          for (const r of rows) {
            expect(r.share).toBeGreaterThanOrEqual(0)
            expect(r.share).toBeLessThanOrEqual(1)
          }
          const totals = rows.map((r) => Number(r.total))
          expect(totals).toEqual([...totals].sort((x, y) => x - y))
        }
        expect(Math.max(t.bids.at(-1)?.share ?? 0, t.asks.at(-1)?.share ?? 0)).toBe(1)
      }),
    )
  })
})
