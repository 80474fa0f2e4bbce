/**
 * Properties of the OTC formulas (fast-check; issue 18, api-reference §16.6): the fiat total is
 * amount × price half up to cents (within half a cent, never negative), the order's limits and the
 * refusal codes in their order, the quick zone's best ad (fits, best price for the side, the older
 * ad on a tie), the completion rate (null before any finished order, never above the truth), the
 * seconds left. Also: the fixtures parse.
 */
import { Big } from 'big.js'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { OtcAd, OtcOrder } from './otc'
import { MockOtcAds, MockOtcNow, MockOtcOrders } from './otc.fixtures'
import {
  OTC_PAYMENT_WINDOW_MS,
  OTC_TRADE_LIMITS,
  completionRate,
  otcBestAd,
  otcFits,
  otcOrderIssue,
  otcOrderMax,
  otcSecondsLeft,
  otcTotal,
  type OtcAdTerms,
} from './otc-math'

const decimal = (max: bigint, scale: number) =>
  fc
    .bigInt({ min: 1n, max })
    .map((u) => new Big(u.toString()).div(new Big(10).pow(scale)).toFixed(scale))
const amount = decimal(10n ** 10n, 4)
const price = decimal(10n ** 7n, 2)

describe('otcTotal', () => {
  it('is amount × price rounded half up to cents', () => {
    fc.assert(
      fc.property(amount, price, (a, p) => {
        const exact = new Big(a).times(p)
        const total = new Big(otcTotal(a, p))
        expect(otcTotal(a, p)).toMatch(/^\d+\.\d{2}$/)
        expect(total.minus(exact).abs().lte('0.005')).toBe(true)
        expect(total.eq(exact.round(2, Big.roundHalfUp))).toBe(true)
      }),
    )
    expect(otcTotal('100', '5.42')).toBe('542.00')
    expect(otcTotal('0.0001', '5.45')).toBe('0.00')
    expect(otcTotal('1.0001', '5')).toBe('5.00')
    expect(otcTotal('0.001', '5')).toBe('0.01')
  })
})

const terms = fc
  .tuple(decimal(10n ** 6n, 4), decimal(10n ** 7n, 4), decimal(10n ** 8n, 4))
  .map(([a, b, c]): OtcAdTerms => {
    const [min, max] = new Big(a).lte(b) ? [a, b] : [b, a]
    return { min, max, remaining: c }
  })

describe('otcOrderIssue', () => {
  it('accepts exactly the amounts within min, max, remaining and the KYC cap', () => {
    fc.assert(
      fc.property(amount, terms, fc.constantFrom(1 as const, 2 as const), (a, t, level) => {
        const issue = otcOrderIssue(a, t, level)
        const x = new Big(a)
        const expected = x.lt(t.min)
          ? 'belowMinimum'
          : x.gt(t.max)
            ? 'otcAboveMaximum'
            : x.gt(t.remaining)
              ? 'otcAdInsufficient'
              : x.gt(OTC_TRADE_LIMITS[level])
                ? 'otcFiatTradeLimit'
                : null
        expect(issue).toBe(expected)
        expect(issue !== null || otcFits(a, t)).toBe(true)
      }),
    )
  })

  it('answers the amount codes first', () => {
    const t = { min: '10', max: '100', remaining: '100' }
    expect(otcOrderIssue('', t, 1)).toBe('amountRequired')
    expect(otcOrderIssue('abc', t, 1)).toBe('amountInvalid')
    expect(otcOrderIssue('0', t, 1)).toBe('amountInvalid')
    expect(otcOrderIssue('10.00001', t, 1)).toBe('amountTooPrecise')
  })

  it('caps one order at min(max, remaining)', () => {
    fc.assert(
      fc.property(terms, (t) => {
        const cap = new Big(otcOrderMax(t))
        expect(cap.lte(t.max) && cap.lte(t.remaining)).toBe(true)
        expect(cap.eq(t.max) || cap.eq(t.remaining)).toBe(true)
      }),
    )
  })
})

describe('otcBestAd', () => {
  const ads = fc.array(
    fc.tuple(terms, price).map(([t, p]) => ({ ...t, price: p })),
    { maxLength: 8 },
  )
  it('picks an ad the amount fits with the best price for the side, the older on a tie', () => {
    fc.assert(
      fc.property(
        ads,
        amount,
        fc.constantFrom('buy' as const, 'sell' as const),
        (list, a, side) => {
          const withIds = list.map((ad, i) => ({ ...ad, id: i + 1 }))
          const best = otcBestAd(withIds, a, side)
          const fitting = withIds.filter((ad) => otcFits(a, ad))
          expect(best === undefined).toBe(fitting.length === 0)
          const beaten = fitting.some((other) => {
            const c = new Big(other.price).cmp(best!.price)
            return (side === 'buy' ? c < 0 : c > 0) || (c === 0 && other.id < best!.id)
          })
          expect(beaten).toBe(false)
        },
      ),
    )
  })
})

describe('completionRate', () => {
  it('is null before any finished order and never above the true rate', () => {
    expect(completionRate(0, 0)).toBeNull()
    fc.assert(
      fc.property(fc.nat({ max: 10_000 }), fc.nat({ max: 10_000 }), (done, cancelled) => {
        fc.pre(done + cancelled > 0)
        const rate = new Big(completionRate(done, cancelled)!)
        const exact = new Big(done).times(100).div(done + cancelled)
        expect(rate.lte(exact) && exact.minus(rate).lt('0.01')).toBe(true)
        expect(rate.eq(100)).toBe(cancelled === 0)
      }),
    )
  })
})

describe('otcSecondsLeft', () => {
  it('counts whole seconds down to 0 over the window', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 * OTC_PAYMENT_WINDOW_MS }), (elapsed) => {
        const left = otcSecondsLeft(OTC_PAYMENT_WINDOW_MS, elapsed)
        expect(left).toBe(Math.max(0, Math.ceil((OTC_PAYMENT_WINDOW_MS - elapsed) / 1000)))
      }),
    )
  })
})

describe('fixtures', () => {
  it('parse, with one order per state and consistent totals', () => {
    const orders = MockOtcOrders.map((o) => OtcOrder.parse(o))
    expect(new Set(orders.map((o) => o.status))).toEqual(
      new Set(['awaitingPayment', 'paid', 'completed', 'cancelled', 'appeal']),
    )
    for (const o of orders) expect(o.total).toBe(otcTotal(o.amount, o.price))
    expect(orders[0]!.secondsLeft).toBe(11 * 60)
    expect(orders[0]!.now).toBe(MockOtcNow)
    const ads = MockOtcAds.map((a) => OtcAd.parse(a))
    expect(ads.find((a) => a.merchantName === 'Rio Câmbio' && a.side === 'buy')).toMatchObject({
      remaining: '19850.0000',
      completionRate: '50.00',
      ordersCompleted: 1,
    })
  })
})
