/**
 * Properties of the futures formulas (fast-check; issue 13, api-reference §7.3): the P/L's sign and
 * rounding, the terms of an opening, the risk rate and the liquidation rule, the liquidation's
 * settlement and price estimate, the overnight fee, the stop rules and the lot limits.
 */
import { Big } from 'big.js'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  closeSettlement,
  equityOf,
  isLiquidated,
  limitReached,
  limitSideIssue,
  liquidationPrice,
  liquidationSettlement,
  lotsIssue,
  maxLots,
  openIssue,
  openTerms,
  overnightFee,
  overnightSplit,
  riskRate,
  stopIssue,
  stopLossHit,
  takeProfitHit,
  unrealisedPnl,
  type LeverRules,
  type PositionSide,
  type RiskPosition,
} from './lever-math'
import { fromUnits } from './wallet-math'

const unitOf = (s: number) => new Big(1).div(new Big(10).pow(s))
const decimalsOf = (text: string) => (text.includes('.') ? text.split('.')[1]!.length : 0)

const side = fc.constantFrom<PositionSide>('long', 'short')
const quoteScale = fc.integer({ min: 0, max: 8 })
const priceDecimals = fc.integer({ min: 0, max: 6 })
/** A positive price with `d` decimals. */
const priceOf = (d: number) => fc.bigInt({ min: 1n, max: 10n ** 10n }).map((u) => fromUnits(u, d))
/** A non-negative amount with `s` decimals. */
const amountOf = (s: number, max = 10n ** 12n) =>
  fc.bigInt({ min: 0n, max }).map((u) => fromUnits(u, s))
/** A signed amount with `s` decimals. */
const signedOf = (s: number) =>
  fc.bigInt({ min: -(10n ** 12n), max: 10n ** 12n }).map((u) => fromUnits(u, s))
const percent = fc
  .tuple(fc.bigInt({ min: 0n, max: 2000n }), fc.integer({ min: 0, max: 3 }))
  .map(([u, d]) => fromUnits(u, d))
const lotSize = fc
  .tuple(fc.bigInt({ min: 1n, max: 10n ** 6n }), fc.integer({ min: 0, max: 6 }))
  .map(([u, d]) => fromUnits(u, d))
const lots = fc.integer({ min: 1, max: 1000 })
const multiple = fc.integer({ min: 1, max: 125 })

/** A pair's rules with a price grid of `d` decimals and a quote of `s`. */
const rulesOf = (d: number, s: number): fc.Arbitrary<LeverRules> =>
  fc.record({
    lotSize,
    minLots: fc.integer({ min: 1, max: 5 }),
    maxLots: fc.oneof(fc.constant(0), fc.integer({ min: 5, max: 500 })),
    multiples: fc.constant([1, 5, 10, 20, 50, 100]),
    lotPresets: fc.constant([1, 5, 10]),
    feeRate: percent,
    spread: amountOf(d, 1000n),
    overnightRate: percent,
    liquidationRate: percent,
    limitOrders: fc.boolean(),
    stopOrders: fc.boolean(),
    priceDecimals: fc.constant(d),
    quoteScale: fc.constant(s),
  })
const grid = fc.tuple(priceDecimals, quoteScale)

describe('unrealisedPnl', () => {
  it('has the side’s sign and is the exact P/L rounded toward −∞ to the quote’s decimals', () => {
    fc.assert(
      fc.property(
        grid.chain(([d, s]) => fc.tuple(fc.constant(s), side, priceOf(d), priceOf(d), lotSize)),
        ([s, sd, price, mark, number]) => {
          const pnl = unrealisedPnl(sd, price, mark, number, s)
          const exact = new Big(mark)
            .minus(price)
            .times(number)
            .times(sd === 'long' ? 1 : -1)
          expect(decimalsOf(pnl)).toBe(s)
          expect(new Big(pnl).lte(exact)).toBe(true)
          expect(new Big(pnl).gt(exact.minus(unitOf(s)))).toBe(true)
          const up = new Big(mark).gt(price)
          const p = new Big(pnl)
          const signOk = new Big(mark).eq(price)
            ? p.eq(0)
            : up === (sd === 'long')
              ? p.gte(0)
              : p.lt(0)
          expect(signOk).toBe(true)
          // a long and a short of the same size at the same prices: the rounding never creates money
          const other = unrealisedPnl(sd === 'long' ? 'short' : 'long', price, mark, number, s)
          const sum = new Big(pnl).plus(other)
          expect(sum.lte(0) && sum.gt(unitOf(s).times(-2))).toBe(true)
        },
      ),
    )
  })

  it('closeSettlement pays margin + P/L', () => {
    fc.assert(
      fc.property(
        grid.chain(([d, s]) =>
          fc.tuple(fc.constant(s), side, priceOf(d), priceOf(d), lotSize, amountOf(s)),
        ),
        ([s, sd, price, mark, number, margin]) => {
          const { pnl, credit } = closeSettlement({ side: sd, price, number, margin }, mark, s)
          expect(pnl).toBe(unrealisedPnl(sd, price, mark, number, s))
          expect(new Big(credit).eq(new Big(margin).plus(pnl))).toBe(true)
        },
      ),
    )
  })
})

describe('openTerms', () => {
  it('margin = ⌈notional ÷ multiple⌉, fee = ⌈notional × fee %⌉, cost = margin + fee, the spread disclosed', () => {
    fc.assert(
      fc.property(
        grid.chain(([d, s]) =>
          fc.tuple(rulesOf(d, s), side, priceOf(d), lots, multiple, fc.constant([d, s] as const)),
        ),
        ([rules, sd, origin, n, mult, [d, s]]) => {
          // openIssue refuses an entry price ≤ 0 (a short's spread above the price)
          fc.pre(sd === 'long' || new Big(origin).gt(rules.spread))
          const t = openTerms({ side: sd, originPrice: origin, lots: n, multiple: mult, rules })
          const spread = new Big(rules.spread).times(sd === 'long' ? 1 : -1)
          expect(t.originPrice).toBe(origin)
          expect(new Big(t.price).eq(new Big(origin).plus(spread))).toBe(true)
          expect(decimalsOf(t.price)).toBe(d)
          expect(new Big(t.number).eq(new Big(n).times(rules.lotSize))).toBe(true)
          const notional = new Big(t.price).times(t.number)
          expect(new Big(t.notional).eq(notional)).toBe(true)
          const u = unitOf(s)
          // the smallest amount on the quote's grid that covers the exact value
          expect(new Big(t.margin).times(mult).gte(notional)).toBe(true)
          expect(new Big(t.margin).minus(u).times(mult).lt(notional)).toBe(true)
          const exactFee = notional.times(rules.feeRate).div(100)
          expect(new Big(t.fee).gte(exactFee)).toBe(true)
          expect(new Big(t.fee).minus(u).lt(exactFee)).toBe(true)
          expect(new Big(t.cost).eq(new Big(t.margin).plus(t.fee))).toBe(true)
          expect([decimalsOf(t.margin), decimalsOf(t.fee), decimalsOf(t.cost)]).toEqual([s, s, s])
        },
      ),
    )
  })
})

/** Up to four positions of an account, money with `s` decimals. */
const positionsOf = (s: number) =>
  fc.array(
    fc
      .tuple(amountOf(s, 10n ** 10n), amountOf(s, 10n ** 8n), signedOf(s))
      .map(([originMargin, taken, pnl]): RiskPosition => {
        const margin = Big(originMargin).minus(taken)
        return {
          originMargin,
          margin: (margin.lt(0) ? new Big(0) : margin).toFixed(s),
          pnl,
        }
      }),
    { maxLength: 4 },
  )

describe('riskRate and isLiquidated', () => {
  it('the rate is equity ÷ Σ origin margin × 100 (2 decimals, half up), 0 with no position', () => {
    fc.assert(
      fc.property(
        quoteScale.chain((s) => fc.tuple(amountOf(s), positionsOf(s))),
        ([balance, positions]) => {
          const origin = positions.reduce((a, p) => a.plus(p.originMargin), new Big(0))
          const rate = riskRate(balance, positions)
          const exact = origin.eq(0)
            ? new Big(0)
            : new Big(equityOf(balance, positions)).times(100).div(origin)
          expect(new Big(rate).minus(exact).abs().lte('0.005')).toBe(true)
          expect(decimalsOf(rate)).toBe(2)
          expect(origin.eq(0) ? rate : '0.00').toBe('0.00')
        },
      ),
    )
  })

  it('liquidated exactly when equity ≤ rate % of Σ origin margin; the shown rate agrees', () => {
    fc.assert(
      fc.property(
        quoteScale.chain((s) => fc.tuple(amountOf(s), positionsOf(s), percent)),
        ([balance, positions, level]) => {
          const origin = positions.reduce((a, p) => a.plus(p.originMargin), new Big(0))
          const out = isLiquidated(balance, positions, level)
          const equity = new Big(equityOf(balance, positions))
          expect(out).toBe(origin.gt(0) && equity.times(100).lte(origin.times(level)))
          // the rate rounded half up is ≤ the level when liquidated, ≥ it when not
          const rate = new Big(riskRate(balance, positions))
          expect(origin.eq(0) || (out ? rate.lte(level) : rate.gte(level))).toBe(true)
          // more balance never liquidates an account that was not
          const richer = isLiquidated(equity.abs().plus(balance).toString(), positions, level)
          expect(out || !richer).toBe(true)
        },
      ),
    )
  })
})

describe('liquidationSettlement', () => {
  it('never leaves a negative balance: balanceAfter = balance + Σ credit + shortfall, shortfall ≥ 0 only at 0', () => {
    fc.assert(
      fc.property(
        quoteScale.chain((s) =>
          fc.tuple(fc.constant(s), amountOf(s), fc.array(signedOf(s), { maxLength: 6 })),
        ),
        ([s, balance, credits]) => {
          const r = liquidationSettlement(balance, credits, s)
          const total = credits.reduce((a, c) => a.plus(c), new Big(0))
          expect(new Big(r.credit).eq(total)).toBe(true)
          expect(new Big(r.balanceAfter).gte(0)).toBe(true)
          expect(new Big(r.shortfall).gte(0)).toBe(true)
          expect(new Big(r.balanceAfter).eq(new Big(balance).plus(total).plus(r.shortfall))).toBe(
            true,
          )
          expect(new Big(r.shortfall).eq(0) || new Big(r.balanceAfter).eq(0)).toBe(true)
        },
      ),
    )
  })
})

describe('liquidationPrice (one pair)', () => {
  /**
   * One position and a balance. The estimate is rounded toward the safe side (lever-math): the
   * true boundary lies within the step below it (a long) or above it (a short). One step on the
   * danger side the account is liquidated; one step on the safe side it is not. The P/L's rounding
   * (< one quote unit) cannot blur that when one price step moves the P/L by a unit or more.
   */
  it('one step toward danger is liquidated, one step toward safety is not', () => {
    fc.assert(
      fc.property(
        grid.chain(([d, s]) =>
          fc.tuple(
            fc.constant([d, s] as const),
            side,
            priceOf(d),
            lots,
            lotSize,
            multiple,
            amountOf(s, 10n ** 10n),
            percent,
          ),
        ),
        ([[d, s], sd, price, n, size, mult, balance, level]) => {
          const number = new Big(n).times(size)
          const step = unitOf(d)
          fc.pre(number.times(step).gte(unitOf(s)))
          const margin = new Big(price).times(number).div(mult).round(s, Big.roundUp).toFixed(s)
          const at = (mark: Big) => {
            const pnl = unrealisedPnl(sd, price, mark.toFixed(d), number.toString(), s)
            return isLiquidated(balance, [{ margin, originMargin: margin, pnl }], level)
          }
          const p = liquidationPrice(
            balance,
            [
              {
                side: sd,
                price,
                number: number.toString(),
                margin,
                originMargin: margin,
                pnl: '0',
                samePair: true,
              },
            ],
            level,
            d,
          )
          // null: no positive price liquidates it, not even the smallest (for a long)
          expect(p !== null || sd === 'short' || !at(step)).toBe(true)
          fc.pre(p !== null)
          expect(decimalsOf(p!)).toBe(d)
          const safe = sd === 'long' ? new Big(p!).plus(step) : new Big(p!).minus(step)
          const danger = sd === 'long' ? new Big(p!).minus(step) : new Big(p!).plus(step)
          expect(danger.lte(0) || at(danger)).toBe(true)
          expect(safe.lte(0) || !at(safe)).toBe(true)
        },
      ),
    )
  })

  it('a long and a short of the same size in the pair: no price liquidates through it', () => {
    const pos = (sd: PositionSide) => ({
      side: sd,
      price: '42000',
      number: '0.5',
      margin: '2100',
      originMargin: '2100',
      pnl: '0',
      samePair: true,
    })
    expect(liquidationPrice('0', [pos('long'), pos('short')], '10', 2)).toBeNull()
    expect(liquidationPrice('0', [pos('long')], '10', 2)).toBe('38220.00')
    expect(liquidationPrice('0', [pos('short')], '10', 2)).toBe('45780.00')
  })
})

describe('overnight fee', () => {
  it('the fee is ⌈price × number × rate %⌉; the split conserves it, margin first, then balance', () => {
    fc.assert(
      fc.property(
        grid.chain(([d, s]) =>
          fc.tuple(
            fc.constant(s),
            priceOf(d),
            lotSize,
            percent,
            amountOf(s, 10n ** 9n),
            amountOf(s, 10n ** 9n),
          ),
        ),
        ([s, price, number, rate, margin, balance]) => {
          const fee = overnightFee(price, number, rate, s)
          const exact = new Big(price).times(number).times(rate).div(100)
          expect(new Big(fee).gte(exact) && new Big(fee).minus(unitOf(s)).lt(exact)).toBe(true)
          const r = overnightSplit(fee, margin, balance, s)
          const [m, b, w] = [new Big(r.fromMargin), new Big(r.fromBalance), new Big(r.waived)]
          expect(m.plus(b).plus(w).eq(fee)).toBe(true)
          expect(m.gte(0) && b.gte(0) && w.gte(0)).toBe(true)
          expect(m.lte(margin) && b.lte(balance)).toBe(true)
          expect(b.eq(0) || m.eq(margin)).toBe(true)
          expect(w.eq(0) || (m.eq(margin) && b.eq(balance))).toBe(true)
        },
      ),
    )
  })
})

describe('stops and limits', () => {
  const prices = priceDecimals.chain((d) =>
    fc.tuple(fc.constant(d), side, priceOf(d), priceOf(d), priceOf(d), priceOf(d)),
  )

  it('stopIssue: a long’s take-profit above the open and the mark, its stop-loss below both; a short the reverse', () => {
    fc.assert(
      fc.property(prices, ([d, sd, price, mark, tp, sl]) => {
        const input = { side: sd, price, mark, priceDecimals: d }
        const hi = Big(price).gt(mark) ? new Big(price) : new Big(mark)
        const lo = Big(price).lt(mark) ? new Big(price) : new Big(mark)
        const tpOk = sd === 'long' ? new Big(tp).gt(hi) : new Big(tp).lt(lo)
        const slOk = sd === 'long' ? new Big(sl).lt(lo) : new Big(sl).gt(hi)
        expect(stopIssue({ ...input, takeProfit: '0', stopLoss: '' })).toBe('stopRequired')
        expect(stopIssue({ ...input, takeProfit: tp, stopLoss: '0' })).toBe(
          tpOk ? null : 'takeProfitInvalid',
        )
        expect(stopIssue({ ...input, takeProfit: '', stopLoss: sl })).toBe(
          slOk ? null : 'stopLossInvalid',
        )
        expect(stopIssue({ ...input, takeProfit: tp, stopLoss: sl })).toBe(
          !tpOk ? 'takeProfitInvalid' : slOk ? null : 'stopLossInvalid',
        )
        // an accepted stop is not already reached at the mark
        expect(tpOk && takeProfitHit(sd, tp, mark)).toBe(false)
        expect(slOk && stopLossHit(sd, sl, mark)).toBe(false)
      }),
    )
  })

  it('takeProfitHit / stopLossHit / limitReached compare on the side’s direction, inclusive', () => {
    fc.assert(
      fc.property(prices, ([, sd, level, at, last]) => {
        const c = new Big(at).cmp(level)
        const long = sd === 'long'
        expect(takeProfitHit(sd, level, at)).toBe(long ? c >= 0 : c <= 0)
        expect(stopLossHit(sd, level, at)).toBe(long ? c <= 0 : c >= 0)
        expect(limitReached(sd, level, at)).toBe(long ? c <= 0 : c >= 0)
        expect(takeProfitHit(sd, level, level) && stopLossHit(sd, level, level)).toBe(true)
        // a limit accepted against `last` is not reached at `last`
        expect(limitReached(sd, level, last)).toBe(limitSideIssue(sd, level, last) !== null)
      }),
    )
  })
})

describe('lots', () => {
  it('lotsIssue accepts whole counts within [min, max] (max 0: none)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10 }),
        fc.oneof(fc.constant(0), fc.integer({ min: 10, max: 100 })),
        fc.integer({ min: -5, max: 200 }),
        (min, max, n) => {
          const out = lotsIssue(String(n), { minLots: min, maxLots: max })
          const want =
            n <= 0 ? 'lotsInvalid' : n < min || (max > 0 && n > max) ? 'lotsOutOfRange' : null
          expect(out).toBe(want)
        },
      ),
    )
    expect(lotsIssue('1.5', { minLots: 1, maxLots: 0 })).toBe('lotsInvalid')
    expect(lotsIssue(' ', { minLots: 1, maxLots: 0 })).toBe('lotsInvalid')
  })

  it('maxLots is the largest affordable count within the limits (0 when the minimum is not)', () => {
    fc.assert(
      fc.property(
        grid.chain(([d, s]) =>
          fc.tuple(rulesOf(d, s), side, priceOf(d), multiple, amountOf(s, 10n ** 12n)),
        ),
        ([rules, sd, origin, mult, balance]) => {
          fc.pre(sd === 'long' || new Big(origin).gt(rules.spread))
          const cost = (n: number) =>
            new Big(
              openTerms({ side: sd, originPrice: origin, lots: n, multiple: mult, rules }).cost,
            )
          const n = maxLots({ balance, originPrice: origin, side: sd, multiple: mult, rules })
          // 0: not even the minimum is affordable
          expect(n > 0 || cost(rules.minLots).gt(balance)).toBe(true)
          fc.pre(n > 0)
          expect(n >= rules.minLots && (rules.maxLots === 0 || n <= rules.maxLots)).toBe(true)
          expect(cost(n).lte(balance)).toBe(true)
          // (a count is a safe integer: beyond 2^53 − 1 lots the answer stops there)
          expect(
            rules.maxLots === n || n === Number.MAX_SAFE_INTEGER || cost(n + 1).gt(balance),
          ).toBe(true)
        },
      ),
    )
  })

  it('openIssue refuses a short whose spread would put its entry at or below 0', () => {
    const rules: LeverRules = {
      lotSize: '1',
      minLots: 1,
      maxLots: 0,
      multiples: [10],
      lotPresets: [1],
      feeRate: '0.1',
      spread: '5',
      overnightRate: '0',
      liquidationRate: '10',
      limitOrders: true,
      stopOrders: true,
      priceDecimals: 2,
      quoteScale: 4,
    }
    const input = {
      rules,
      open: true,
      kind: 'market' as const,
      lots: '1',
      multiple: 10,
      targetPrice: '999',
      balance: '100',
      closing: false,
    }
    expect(openIssue({ ...input, side: 'short', last: '5' })).toBe('priceInvalid')
    expect(openIssue({ ...input, side: 'short', last: '5.01' })).toBeNull()
    expect(openIssue({ ...input, side: 'long', last: '5' })).toBeNull()
  })
})
