/**
 * Properties of the dual investment formulas (fast-check; issue 16, api-reference §20): both
 * payoffs exact to the unit and rounded down, the branch rule at the strike, both branches worth
 * the same at the strike, the term in calendar days, the purchase checks in their order, and the
 * header's worked example. Also: the fixtures parse.
 */
import { Big } from 'big.js'
import fc from 'fast-check'
import { parse } from 'zod/mini'
import { describe, expect, it } from 'vitest'
import { DualIndexAnswer, DualListAnswer } from './dual'
import { MockDualOrders, MockDualProducts } from './dual.fixtures'
import {
  DAY_MS,
  dualName,
  dualOutcome,
  dualReturn,
  dualSettlement,
  dualTerms,
  expiryOf,
  payoutOf,
  principalOf,
  purchaseIssue,
  termDays,
  yieldFactor,
  type DualDirection,
} from './dual-math'

const unitOf = (s: number) => new Big(1).div(new Big(10).pow(s))
const direction = fc.constantFrom<DualDirection>('call', 'put')
const shares = fc.integer({ min: 1, max: 100_000 })
const scales = fc.record({
  coin: fc.integer({ min: 2, max: 8 }),
  usdt: fc.integer({ min: 2, max: 8 }),
})
const price = fc.integer({ min: 1, max: 20_000_000 }).map((c) => new Big(c).div(100).toFixed(2))
/** APR in percent, up to 2 decimals, 0–500. */
const rate = fc.integer({ min: 0, max: 50_000 }).map((c) => new Big(c).div(100).toString())
const days = fc.integer({ min: 0, max: 400 })

/**
 * A branch's exact value as a fraction (numerator, denominator), from the header's rule with
 * f = (36500 + rate × d) ÷ 36500: compared by multiplying, never rounded.
 */
function exact(
  d: DualDirection,
  outcome: 'coin' | 'usdt',
  p: string,
  k: string,
  r: string,
  n: number,
): [Big, Big] {
  const grown = new Big(p).times(new Big(r).times(n).plus(36500))
  if (d === 'call')
    return outcome === 'coin' ? [grown, new Big(36500)] : [grown.times(k), new Big(36500)]
  return outcome === 'coin' ? [grown, new Big(k).times(36500)] : [grown, new Big(36500)]
}

describe('dualOutcome', () => {
  it('a call pays the coin below the strike and USDT at or above it', () => {
    fc.assert(
      fc.property(price, price, (s, k) => {
        expect(dualOutcome('call', s, k)).toBe(new Big(s).lt(k) ? 'coin' : 'usdt')
      }),
    )
  })
  it('a put pays the coin at or below the strike and USDT above it', () => {
    fc.assert(
      fc.property(price, price, (s, k) => {
        expect(dualOutcome('put', s, k)).toBe(new Big(s).lte(k) ? 'coin' : 'usdt')
      }),
    )
  })
  it('compares decimals, not text', () => {
    expect(dualOutcome('call', '65000.0', '65000')).toBe('usdt')
    expect(dualOutcome('put', '65000.0', '65000')).toBe('coin')
    expect(dualOutcome('call', '9.5', '10')).toBe('coin')
  })
})

describe('payoutOf', () => {
  it('pays the exact rule rounded down to the payout currency: within one unit, never above', () => {
    fc.assert(
      fc.property(direction, shares, price, rate, days, scales, (d, n, k, r, t, sc) => {
        const principal = principalOf(d, n)
        for (const outcome of ['coin', 'usdt'] as const) {
          const paid = new Big(
            payoutOf({ direction: d, outcome, principal, strike: k, rate: r, days: t, scales: sc }),
          )
          const [num, den] = exact(d, outcome, principal, k, r, t)
          const unit = unitOf(outcome === 'coin' ? sc.coin : sc.usdt)
          // paid ≤ exact < paid + one unit
          expect(paid.times(den).lte(num)).toBe(true)
          expect(paid.plus(unit).times(den).gt(num)).toBe(true)
        }
      }),
    )
  })

  it('the branch in the invested currency returns at least the principal (rate ≥ 0)', () => {
    fc.assert(
      fc.property(direction, shares, price, rate, days, scales, (d, n, k, r, t, sc) => {
        const principal = principalOf(d, n)
        const outcome = d === 'call' ? 'coin' : 'usdt'
        const paid = payoutOf({
          direction: d,
          outcome,
          principal,
          strike: k,
          rate: r,
          days: t,
          scales: sc,
        })
        expect(new Big(paid).gte(principal)).toBe(true)
      }),
    )
  })

  it('both branches are worth the same at the strike (up to rounding)', () => {
    fc.assert(
      fc.property(direction, shares, price, rate, days, (d, n, k, r, t) => {
        const sc = { coin: 8, usdt: 8 }
        const principal = principalOf(d, n)
        const base = { direction: d, principal, strike: k, rate: r, days: t, scales: sc }
        const coinValue = new Big(payoutOf({ ...base, outcome: 'coin' })).times(k)
        const usdt = new Big(payoutOf({ ...base, outcome: 'usdt' }))
        // the coin branch is rounded to 1e-8 coin: worth at most K × 1e-8 USDT less
        expect(
          usdt
            .minus(coinValue)
            .abs()
            .lte(new Big(k).times(unitOf(8)).plus(unitOf(8))),
        ).toBe(true)
      }),
    )
  })

  it('at rate 0 the invested branch returns exactly the principal', () => {
    fc.assert(
      fc.property(direction, shares, price, days, (d, n, k, t) => {
        const principal = principalOf(d, n)
        const outcome = d === 'call' ? 'coin' : 'usdt'
        const paid = payoutOf({
          direction: d,
          outcome,
          principal,
          strike: k,
          rate: '0',
          days: t,
          scales: { coin: 8, usdt: 4 },
        })
        expect(new Big(paid).eq(principal)).toBe(true)
      }),
    )
  })

  it('pays an exact value exactly, not a unit less (f is never rounded before multiplying)', () => {
    // 2533.1 × 0.01 × (1 + 4.037 × 72 ÷ 365) = 45.5030816 exactly
    const base = {
      direction: 'call' as const,
      principal: '2533.1',
      strike: '0.01',
      rate: '403.7',
      days: 72,
    }
    expect(payoutOf({ ...base, outcome: 'usdt', scales: { coin: 2, usdt: 7 } })).toBe('45.5030816')
  })

  it('works the header example', () => {
    const sc = { coin: 8, usdt: 4 }
    const call = {
      direction: 'call' as const,
      principal: principalOf('call', 3),
      strike: '65000',
      rate: '36.5',
      days: 7,
      scales: sc,
    }
    expect(yieldFactor('36.5', 7)).toBe('1.007')
    expect(dualSettlement({ ...call, settlePrice: '64000' })).toEqual({
      outcome: 'coin',
      payout: '0.30210000',
    })
    expect(dualSettlement({ ...call, settlePrice: '66000' })).toEqual({
      outcome: 'usdt',
      payout: '19636.5000',
    })
    const put = {
      ...call,
      direction: 'put' as const,
      principal: principalOf('put', 2),
      strike: '50000',
    }
    expect(dualSettlement({ ...put, settlePrice: '50000' })).toEqual({
      outcome: 'coin',
      payout: '0.00402800',
    })
    expect(dualSettlement({ ...put, settlePrice: '50000.01' })).toEqual({
      outcome: 'usdt',
      payout: '201.4000',
    })
  })
})

describe('dualSettlement and dualTerms', () => {
  it('the settlement pays what the payoff card showed for its branch', () => {
    fc.assert(
      fc.property(direction, shares, price, price, rate, days, scales, (d, n, k, s, r, t, sc) => {
        const terms = dualTerms({
          direction: d,
          shares: n,
          strike: k,
          rate: r,
          days: t,
          scales: sc,
        })
        const done = dualSettlement({
          direction: d,
          principal: terms.principal,
          strike: k,
          rate: r,
          days: t,
          settlePrice: s,
          scales: sc,
        })
        expect(done.payout).toBe(done.outcome === 'coin' ? terms.coin : terms.usdt)
      }),
    )
  })
  it('the principal is shares × 0.1 coin (call) or × 100 USDT (put)', () => {
    fc.assert(
      fc.property(shares, (n) => {
        expect(new Big(principalOf('call', n)).eq(new Big(n).div(10))).toBe(true)
        expect(new Big(principalOf('put', n)).eq(n * 100)).toBe(true)
      }),
    )
  })
})

describe('dualReturn', () => {
  const coin = fc.constantFrom('BTC', 'ETH')
  it('moves exactly −principal and +payout, one line per currency, with no conversion', () => {
    fc.assert(
      fc.property(
        direction,
        shares,
        price,
        price,
        rate,
        days,
        scales,
        coin,
        (d, n, k, s, r, t, sc, c) => {
          const principal = principalOf(d, n)
          const invest = d === 'call' ? c : 'USDT'
          const settled = dualSettlement({
            direction: d,
            principal,
            strike: k,
            rate: r,
            days: t,
            settlePrice: s,
            scales: sc,
          })
          const payoutCurrency = settled.outcome === 'coin' ? c : 'USDT'
          const lines = dualReturn({
            principal,
            investCurrency: invest,
            payout: settled.payout,
            payoutCurrency,
          })
          // each currency once; the lines add up to payout − principal per currency
          expect(new Set(lines.map((l) => l.currency)).size).toBe(lines.length)
          const of = (cur: string) => lines.find((l) => l.currency === cur)?.amount ?? '0'
          const want = new Map<string, Big>([[invest, new Big(principal).times(-1)]])
          want.set(payoutCurrency, (want.get(payoutCurrency) ?? new Big(0)).plus(settled.payout))
          for (const [cur, amount] of want) expect(new Big(of(cur)).eq(amount)).toBe(true)
          expect(lines).toHaveLength(want.size)
        },
      ),
    )
  })

  it('a call paid in the coin nets the interest; one paid in USDT states both sides', () => {
    expect(
      dualReturn({
        principal: '0.3',
        investCurrency: 'BTC',
        payout: '0.3021',
        payoutCurrency: 'BTC',
      }),
    ).toEqual([{ currency: 'BTC', amount: '0.0021' }])
    expect(
      dualReturn({
        principal: '0.3',
        investCurrency: 'BTC',
        payout: '19636.5',
        payoutCurrency: 'USDT',
      }),
    ).toEqual([
      { currency: 'BTC', amount: '-0.3' },
      { currency: 'USDT', amount: '19636.5' },
    ])
  })
})

describe('terms and expiry', () => {
  const ms = fc.integer({ min: Date.UTC(2024, 0, 1), max: Date.UTC(2030, 0, 1) })
  it('the term counts UTC calendar days, whatever the hour of purchase', () => {
    fc.assert(
      fc.property(ms, fc.integer({ min: 0, max: 60 }), (buy, n) => {
        const end = expiryOf(buy + n * DAY_MS)
        expect(termDays(buy, end)).toBe(n)
        expect(termDays(end, buy)).toBe(0)
      }),
    )
  })
  it('expires at 08:00 UTC of the end date', () => {
    expect(new Date(expiryOf(Date.UTC(2024, 2, 28, 23, 59))).toISOString()).toBe(
      '2024-03-28T08:00:00.000Z',
    )
    expect(dualName('BTC', Date.UTC(2024, 2, 28, 8), '65000', 'call')).toBe('BTC-28MAR24-65000-C')
    expect(dualName('ETH', Date.UTC(2024, 11, 5, 8), '3300.50', 'put')).toBe('ETH-5DEC24-3300.5-P')
  })
})

describe('purchaseIssue', () => {
  const ok = {
    shares: 2,
    open: true,
    days: 3,
    remaining: 10,
    held: 0,
    userLimit: 5,
    direction: 'call' as const,
    balance: '1',
  }
  it('checks shares, open, remaining, the share limit, then the balance', () => {
    expect(purchaseIssue(ok)).toBeNull()
    expect(purchaseIssue({ ...ok, shares: 1.5, open: false })).toBe('sharesInvalid')
    expect(purchaseIssue({ ...ok, shares: 0 })).toBe('sharesInvalid')
    expect(purchaseIssue({ ...ok, open: false, remaining: 0 })).toBe('productClosed')
    expect(purchaseIssue({ ...ok, days: 0 })).toBe('productClosed')
    expect(purchaseIssue({ ...ok, remaining: 1, held: 5 })).toBe('sharesSoldOut')
    expect(purchaseIssue({ ...ok, held: 4, balance: '0' })).toBe('shareLimitReached')
    expect(purchaseIssue({ ...ok, balance: '0.19' })).toBe('insufficientBalance')
    expect(purchaseIssue({ ...ok, balance: '0.2' })).toBeNull()
    expect(purchaseIssue({ ...ok, userLimit: 0, held: 1000 })).toBeNull()
  })
  it('the share limit counts shares, not orders', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 50 }), fc.integer({ min: 1, max: 50 }), (held, n) => {
        const issue = purchaseIssue({
          ...ok,
          shares: n,
          held,
          userLimit: 50,
          remaining: 1000,
          balance: '1000',
        })
        expect(issue === 'shareLimitReached').toBe(held + n > 50)
      }),
    )
  })
})

describe('fixtures', () => {
  it('parse with the contract', () => {
    expect(parse(DualIndexAnswer, { dual_currencys: MockDualProducts })).toHaveLength(
      MockDualProducts.length,
    )
    const page = parse(DualListAnswer, { list: MockDualOrders, limit: 10 })
    expect(page.items.map((o) => [o.settled, o.outcome])).toEqual([
      [false, null],
      [true, 'coin'],
      [true, 'usdt'],
    ])
  })
})
