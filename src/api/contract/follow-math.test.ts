/**
 * Properties of the copy-trading formulas (fast-check; issue 15, api-reference §10): the copy's
 * size in both modes, the `number` rule, a copy's terms against lever-math, the skip order, and
 * the trader statistics' invariants.
 */
import { Big } from 'big.js'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  copyIssue,
  copyLots,
  copyPreview,
  copySkipReason,
  copyTerms,
  DAILY_PNL_DAYS,
  followNumberIssue,
  traderStats,
  utcDayStart,
  type ClosedPosition,
} from './follow-math'
import { openTerms, type PositionSide } from './lever-math'
import { fromUnits } from './wallet-math'

const side = fc.constantFrom<PositionSide>('long', 'short')
/** A valid ratio: 0.01–5.00. */
const ratio = fc.integer({ min: 1, max: 500 }).map((u) => fromUnits(BigInt(u), 2))
const traderLots = fc.integer({ min: 1, max: 10_000 })
const maxLots = fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 500 }))
const DAY = 86_400_000
const NOW = Date.UTC(2026, 10, 25, 3, 0, 0)

describe('copyLots', () => {
  it('ratio mode: at least 1, at most the max, never more than the ratio allows (above 1)', () => {
    fc.assert(
      fc.property(ratio, traderLots, maxLots, (r, t, max) => {
        const lots = copyLots('ratio', r, t, max)
        expect(Number.isInteger(lots)).toBe(true)
        expect(lots).toBeGreaterThanOrEqual(1)
        expect(max === 0 || lots <= max).toBe(true)
        const allowed = new Big(t).times(r)
        expect(new Big(lots).lte(allowed.gt(1) ? allowed : 1)).toBe(true)
        // it is the floor when neither bound applies
        const floor = Number(new Big(t).times(r).round(0, Big.roundDown).toString())
        const bounded = floor >= 1 && (max === 0 || floor <= max)
        expect(!bounded || lots === floor).toBe(true)
      }),
    )
  })

  it('ratio mode: monotonic in the ratio and in the trader’s lots', () => {
    fc.assert(
      fc.property(ratio, ratio, traderLots, traderLots, maxLots, (r1, r2, t1, t2, max) => {
        const [ra, rb] = new Big(r1).lte(r2) ? [r1, r2] : [r2, r1]
        const [ta, tb] = t1 <= t2 ? [t1, t2] : [t2, t1]
        expect(copyLots('ratio', ra, t1, max)).toBeLessThanOrEqual(copyLots('ratio', rb, t1, max))
        expect(copyLots('ratio', r1, ta, max)).toBeLessThanOrEqual(copyLots('ratio', r1, tb, max))
      }),
    )
  })

  it('lots mode: exactly `number`, whatever the trader’s lots or the max', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5 }), traderLots, maxLots, (n, t, max) => {
        expect(copyLots('lots', String(n), t, max)).toBe(n)
      }),
    )
  })

  it('examples', () => {
    expect(copyLots('ratio', '0.5', 3, 0)).toBe(1)
    expect(copyLots('ratio', '0.5', 1, 0)).toBe(1)
    expect(copyLots('ratio', '2.5', 3, 0)).toBe(7)
    expect(copyLots('ratio', '5', 100, 50)).toBe(50)
    expect(copyLots('lots', '3', 100, 2)).toBe(3)
  })
})

describe('followNumberIssue', () => {
  it('ratio: decimals > 0, ≤ 5, at most 2 places', () => {
    for (const ok of ['0.5', '1', '2.5', '5', '5.00', '0.01', ' 3 ']) {
      expect(followNumberIssue('ratio', ok)).toBeNull()
    }
    for (const bad of ['', '0', '0.00', '5.01', '6', '-1', '1.234', 'abc', '1e2', '.5']) {
      expect(followNumberIssue('ratio', bad)).toBe('followNumberInvalid')
    }
  })
  it('lots: whole 1–5', () => {
    for (const ok of ['1', '5', '3']) expect(followNumberIssue('lots', ok)).toBeNull()
    for (const bad of ['', '0', '6', '1.5', '2.0', '-2', 'x']) {
      expect(followNumberIssue('lots', bad)).toBe('followNumberInvalid')
    }
  })
  it('every valid ratio copies at least 1 lot', () => {
    fc.assert(
      fc.property(ratio, traderLots, (r, t) => {
        expect(followNumberIssue('ratio', r)).toBeNull()
        expect(copyLots('ratio', r, t, 0)).toBeGreaterThanOrEqual(1)
      }),
    )
  })
})

describe('copyTerms', () => {
  const rules = { lotSize: '0.01', feeRate: '0.1', priceDecimals: 2, quoteScale: 4 }
  it('opens at the trader’s entry price and multiple, margin and fee as lever-math opens it', () => {
    fc.assert(
      fc.property(
        side,
        fc.bigInt({ min: 1n, max: 10n ** 9n }).map((u) => fromUnits(u, 2)),
        fc.constantFrom(1, 5, 10, 20, 100),
        fc.integer({ min: 1, max: 500 }),
        (s, price, multiple, lots) => {
          const t = copyTerms({ side: s, originPrice: '1', price, multiple }, lots, rules)
          expect(t.price).toBe(price)
          expect(t.originPrice).toBe('1')
          const own = openTerms({
            side: s,
            originPrice: price,
            lots,
            multiple,
            rules: { ...rules, spread: '0' },
          })
          expect(t.margin).toBe(own.margin)
          expect(t.fee).toBe(own.fee)
          expect(t.cost).toBe(own.cost)
          // margin = price × lots × lot size ÷ multiple, rounded up
          const exact = new Big(price).times(lots).times(rules.lotSize).div(multiple)
          expect(new Big(t.margin).gte(exact)).toBe(true)
          expect(new Big(t.margin).minus(exact).lt('0.0001')).toBe(true)
        },
      ),
    )
  })

  it('copyIssue and the skip order: pair, lots, balance', () => {
    const terms = copyTerms(
      { side: 'long', originPrice: '100', price: '100', multiple: 10 },
      2,
      rules,
    )
    expect(terms.margin).toBe('0.2000')
    expect(terms.fee).toBe('0.0020')
    expect(copyIssue('0.2019', terms)).toBe('insufficientBalance')
    expect(copyIssue('0.2020', terms)).toBeNull()
    const base = {
      pairOpen: true,
      lots: 2,
      rules: { minLots: 1, maxLots: 10 },
      balance: '1',
      terms,
    }
    expect(copySkipReason(base)).toBeNull()
    expect(copySkipReason({ ...base, balance: '0' })).toBe('insufficientBalance')
    expect(copySkipReason({ ...base, lots: 11, balance: '0' })).toBe('lotsOutOfRange')
    expect(copySkipReason({ ...base, pairOpen: false, lots: 11 })).toBe('pairClosed')
  })

  it('copyPreview: the follow sheet’s lots, terms and warning', () => {
    const p = copyPreview({
      mode: 'ratio',
      number: '0.5',
      source: { side: 'short', originPrice: '100', price: '99.5', multiple: 5, lots: 5 },
      rules: { ...rules, minLots: 1, maxLots: 0 },
      pairOpen: true,
      balance: '0.01',
    })
    expect(p.lots).toBe(2)
    expect(p.terms.price).toBe('99.5')
    expect(p.issue).toBe('insufficientBalance')
  })
})

const money = fc.bigInt({ min: -(10n ** 8n), max: 10n ** 8n }).map((u) => fromUnits(u, 4))
const margin = fc.bigInt({ min: 1n, max: 10n ** 8n }).map((u) => fromUnits(u, 4))
const closedPosition: fc.Arbitrary<ClosedPosition> = fc.record({
  pnl: money,
  originMargin: margin,
  side,
  closedAt: fc.integer({ min: NOW - 60 * DAY, max: NOW }),
})

describe('traderStats', () => {
  it('rates in range, counts add up, the chart sums to the window’s P/L', () => {
    fc.assert(
      fc.property(
        fc.array(closedPosition, { maxLength: 60 }),
        fc.integer({ min: 0, max: 20 }),
        (closed, open) => {
          const s = traderStats(closed, open, NOW)
          const rate = new Big(s.correctRate)
          expect(rate.gte(0) && rate.lte(100)).toBe(true)
          expect(s.correctRate).toMatch(/^\d+\.\d{2}$/)
          expect(s.riseCount + s.fallCount).toBe(closed.length)
          expect(s.closedCount).toBe(closed.length)
          expect(s.totalCount).toBe(closed.length + open)
          expect(s.positionCount).toBe(open)
          expect(s.profitCount).toBe(closed.filter((p) => new Big(p.pnl).gt(0)).length)
          expect(s.profitCount).toBeLessThanOrEqual(closed.length)
          const total = closed.reduce((a, p) => a.plus(p.pnl), new Big(0))
          expect(new Big(s.totalProfits).eq(total)).toBe(true)
          expect(s.dailyPnl).toHaveLength(DAILY_PNL_DAYS)
          const first = utcDayStart(NOW) - (DAILY_PNL_DAYS - 1) * DAY
          const window = closed
            .filter((p) => p.closedAt >= first)
            .reduce((a, p) => a.plus(p.pnl), new Big(0))
          const chart = s.dailyPnl.reduce((a, d) => a.plus(d.pnl), new Big(0))
          expect(chart.eq(window)).toBe(true)
          expect(s.dailyPnl.at(-1)!.start).toBe(utcDayStart(NOW))
          s.dailyPnl.forEach((d, i) => expect(d.start).toBe(first + i * DAY))
        },
      ),
    )
  })

  it('empty: zeros, 30 zero days', () => {
    const s = traderStats([], 0, NOW)
    expect(s).toMatchObject({
      totalProfits: '0.00',
      correctRate: '0.00',
      totalIncomeRate: '0.00',
      yesterdayProfits: '0.00',
      totalCount: 0,
    })
    expect(s.dailyPnl.every((d) => d.pnl === '0.00')).toBe(true)
    expect(s.dailyPnl[29]!.day).toBe('2026-11-25')
  })

  it('example: rates, yesterday’s UTC day', () => {
    const today = utcDayStart(NOW)
    const s = traderStats(
      [
        { pnl: '10', originMargin: '100', side: 'long', closedAt: today - 1 }, // yesterday
        { pnl: '-5', originMargin: '100', side: 'short', closedAt: today - DAY }, // yesterday 00:00
        { pnl: '30', originMargin: '100', side: 'long', closedAt: today }, // today
        { pnl: '0', originMargin: '100', side: 'short', closedAt: today - DAY - 1 }, // before
      ],
      2,
      NOW,
    )
    expect(s.totalProfits).toBe('35.00')
    expect(s.profitCount).toBe(2)
    expect(s.correctRate).toBe('50.00')
    expect(s.totalIncomeRate).toBe('8.75')
    expect(s.yesterdayProfits).toBe('2.50')
    expect([s.riseCount, s.fallCount, s.positionCount, s.totalCount]).toEqual([2, 2, 2, 6])
    expect(s.dailyPnl[29]!.pnl).toBe('30.00')
    expect(s.dailyPnl[28]!.pnl).toBe('5.00')
  })
})
