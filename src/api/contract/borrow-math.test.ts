/**
 * Properties of the borrowing formulas (fast-check; issue 18, borrow-math.ts's header): the rate
 * tiers cover 7–365 days and nothing else, a day's interest is the exact product rounded up by
 * less than a unit, overdue only from the due day, the risk rate and its 110 % / 150 % thresholds
 * decided exactly, the least collateral meets 150 % and one unit less does not, "up to 3×" as the
 * re-pledging series, the forced close's split (sold + returned = collateral, covers the debt
 * when it can, never sells more than needed by a unit), the refusals in their order. Also: the
 * fixtures parse.
 */
import { Big } from 'big.js'
import fc from 'fast-check'
import { parse } from 'zod/mini'
import { describe, expect, it } from 'vitest'
import { BorrowListAnswer, BorrowLoanAnswer, BorrowTermsAnswer } from './borrow'
import {
  MockBorrowLoans,
  MockBorrowNow,
  MockBorrowTerms,
  MockBorrowTermsNotVip,
} from './borrow.fixtures'
import {
  applicationIssue,
  BORROW_MAX_LEVERAGE,
  dailyRateOf,
  dayCharge,
  dayInterest,
  daysBegun,
  forcedClose,
  forcedClosePrice,
  INITIAL_RISK_RATE,
  isBorrowEligible,
  isForcedClose,
  minCollateral,
  riskBelow,
  riskRate,
} from './borrow-math'

const unit = (s: number) => new Big(1).div(new Big(10).pow(s))
const scale = fc.constantFrom(4, 8)
/** A positive amount with up to `s` decimals. */
const amountOf = (s: number) =>
  fc
    .bigInt({ min: 1n, max: 10n ** BigInt(s + 8) })
    .map((u) => new Big(u.toString()).div(new Big(10).pow(s)).toString())
const price = fc.integer({ min: 1, max: 20_000_000 }).map((c) => new Big(c).div(100).toFixed(2))
const term = fc.integer({ min: 7, max: 365 })

describe('rate tiers', () => {
  it('give a rate to every whole term of 7–365 days, falling with the term, and none outside', () => {
    fc.assert(
      fc.property(term, term, (a, b) => {
        const [short, long] = a <= b ? [a, b] : [b, a]
        expect(new Big(dailyRateOf(short)!).gte(dailyRateOf(long)!)).toBe(true)
      }),
    )
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 1000 }), (d) => {
        expect(dailyRateOf(d) !== null).toBe(d >= 7 && d <= 365)
      }),
    )
    expect(dailyRateOf(7.5)).toBeNull()
    expect([7, 29, 30, 89, 90, 179, 180, 365].map(dailyRateOf)).toEqual([
      '0.05',
      '0.05',
      '0.045',
      '0.045',
      '0.04',
      '0.04',
      '0.035',
      '0.035',
    ])
  })
})

describe('interest', () => {
  it('is principal × rate ÷ 100 rounded up by less than one unit', () => {
    fc.assert(
      fc.property(scale, term, fc.context(), (s, t, _ctx) => {
        fc.assert(
          fc.property(amountOf(s), (p) => {
            const exact = new Big(p).times(dailyRateOf(t)!).div(100)
            const charged = new Big(dayInterest(p, dailyRateOf(t)!, s))
            expect(charged.gte(exact)).toBe(true)
            expect(charged.minus(exact).lt(unit(s))).toBe(true)
          }),
          { numRuns: 20 },
        )
      }),
      { numRuns: 10 },
    )
  })

  it('adds overdue (0.5 % of the principal) only from the due day on', () => {
    fc.assert(
      fc.property(term, fc.integer({ min: 0, max: 800 }), (t, day) => {
        const c = dayCharge({
          day,
          termDays: t,
          principal: '1000000',
          dailyRate: dailyRateOf(t)!,
          scale: 4,
        })
        expect(c.overdue).toBe(day >= t ? '5000.0000' : '0.0000')
        expect(c.interest).toBe(new Big(1000000).times(dailyRateOf(t)!).div(100).toFixed(4))
      }),
    )
  })

  it('counts every begun day: day 0 at disbursement, day n at n × 24 h', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 400 * 86_400_000 }), (elapsed) => {
        expect(daysBegun(1_000_000, 1_000_000 + elapsed)).toBe(Math.floor(elapsed / 86_400_000) + 1)
      }),
    )
  })
})

describe('risk rate', () => {
  it('decides 110 % and 150 % exactly, and rounds the display down', () => {
    fc.assert(
      fc.property(amountOf(8), price, amountOf(4), (collateral, collateralPrice, debt) => {
        const f = { collateral, collateralPrice, debt, price: '1' }
        const exact = new Big(collateral).times(collateralPrice).times(100).div(debt)
        expect(isForcedClose(f)).toBe(exact.lt(110))
        expect(riskBelow(f, INITIAL_RISK_RATE)).toBe(exact.lt(150))
        const shown = new Big(riskRate(f))
        expect(shown.lte(exact) && exact.minus(shown).lt('0.01')).toBe(true)
      }),
    )
    expect(
      isForcedClose({ collateral: '11', collateralPrice: '100', debt: '1000', price: '1' }),
    ).toBe(false)
    expect(
      isForcedClose({ collateral: '10.99', collateralPrice: '100', debt: '1000', price: '1' }),
    ).toBe(true)
  })

  it('puts the forced close price where the rate crosses 110 %', () => {
    fc.assert(
      fc.property(amountOf(8), amountOf(4), price, (collateral, debt, p) => {
        const at = forcedClosePrice({ collateral, debt, price: p })!
        expect(isForcedClose({ collateral, collateralPrice: at, debt, price: p })).toBe(false)
        const below = new Big(at).minus('0.00000001').toString()
        // one step (1e-8) lower closes it, unless that is no price at all
        const closesBelow =
          new Big(below).lte(0) ||
          isForcedClose({ collateral, collateralPrice: below, debt, price: p })
        expect(closesBelow).toBe(true)
      }),
    )
  })

  it('asks for the least collateral that covers 150 %', () => {
    fc.assert(
      fc.property(amountOf(4), price, price, (amount, p, cp) => {
        const least = minCollateral({ amount, price: p, collateralPrice: cp, collateralScale: 8 })
        expect(
          riskBelow({ collateral: least, collateralPrice: cp, debt: amount, price: p }, '150'),
        ).toBe(false)
        const less = new Big(least).minus('0.00000001')
        const shortByLess =
          less.lte(0) ||
          riskBelow(
            { collateral: less.toString(), collateralPrice: cp, debt: amount, price: p },
            '150',
          )
        expect(shortByLess).toBe(true)
      }),
    )
  })

  it('is "up to 3×": re-pledging at 150 % reaches three times the own capital', () => {
    let exposure = new Big(0)
    let step = new Big(1)
    for (let i = 0; i < 200; i++) {
      exposure = exposure.plus(step)
      step = step.times(100).div(INITIAL_RISK_RATE)
    }
    expect(exposure.round(10).toString()).toBe(BORROW_MAX_LEVERAGE)
  })
})

describe('forced close', () => {
  it('sells what covers the debt (a unit at most more), returns the rest, never more than all', () => {
    fc.assert(
      fc.property(amountOf(4), price, amountOf(8), price, (debt, p, collateral, cp) => {
        const r = forcedClose({
          debt,
          price: p,
          collateral,
          collateralPrice: cp,
          scale: 4,
          collateralScale: 8,
        })
        expect(new Big(r.sold).plus(r.returned).eq(collateral)).toBe(true)
        expect(new Big(r.sold).gte(0) && new Big(r.returned).gte(0)).toBe(true)
        const worth = new Big(r.sold).times(cp)
        const owed = new Big(debt).times(p)
        const coveredAll = new Big(r.returned).gt(0)
        // with some returned: the sale covers the debt and one unit less would not
        const saleFits =
          !coveredAll ||
          (worth.gte(owed) &&
            new Big(r.sold).minus('0.00000001').times(cp).lt(owed) &&
            r.covered === new Big(debt).toFixed(4) &&
            r.shortfall === '0.0000')
        expect(saleFits).toBe(true)
        expect(new Big(r.covered).plus(r.shortfall).eq(debt)).toBe(true)
      }),
    )
  })
})

describe('applicationIssue', () => {
  const good = {
    eligible: true,
    currency: 'USDT',
    collateralCurrency: 'BTC',
    termDays: 30,
    amount: '1000000',
    price: '1',
    collateralAmount: '40',
    collateralPrice: '42000',
    hasOpenLoan: false,
    collateralBalance: '100',
  }
  it('refuses in its order and accepts the good one', () => {
    expect(applicationIssue(good)).toBeNull()
    expect(applicationIssue({ ...good, eligible: false, termDays: 1 })).toBe('borrowVipRequired')
    expect(applicationIssue({ ...good, currency: 'BNB' })).toBe('currencyNotSupported')
    expect(applicationIssue({ ...good, currency: 'BTC', price: '42000' })).toBe('sameCurrency')
    expect(applicationIssue({ ...good, termDays: 366, amount: '1' })).toBe('borrowTermInvalid')
    expect(applicationIssue({ ...good, amount: '499999.9999' })).toBe('borrowBelowMinimum')
    expect(applicationIssue({ ...good, amount: '10000000.0001' })).toBe('borrowAboveMaximum')
    expect(applicationIssue({ ...good, collateralAmount: '35' })).toBe('borrowCollateralShort')
    expect(applicationIssue({ ...good, hasOpenLoan: true, collateralBalance: '0' })).toBe(
      'borrowOpenLoan',
    )
    expect(applicationIssue({ ...good, collateralBalance: '39.99999999' })).toBe(
      'insufficientBalance',
    )
  })
  it('bounds the value in USDT at both ends inclusively', () => {
    expect(applicationIssue({ ...good, amount: '500000', collateralAmount: '20' })).toBeNull()
    expect(
      applicationIssue({
        ...good,
        amount: '10000000',
        collateralAmount: '400',
        collateralBalance: '400',
      }),
    ).toBeNull()
  })
  it('lets VIP 2+ or a market maker borrow', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9 }), fc.boolean(), (vip, mm) => {
        expect(isBorrowEligible(vip, mm)).toBe(mm || vip >= 2)
      }),
    )
  })
})

describe('fixtures', () => {
  it('parse with the contract', () => {
    expect(parse(BorrowTermsAnswer, MockBorrowTerms).eligibility?.eligible).toBe(true)
    expect(parse(BorrowTermsAnswer, MockBorrowTermsNotVip).eligibility?.reason).toBe(
      'borrowVipRequired',
    )
    for (const loan of Object.values(MockBorrowLoans)) parse(BorrowLoanAnswer, loan)
    const page = parse(BorrowListAnswer, {
      list: Object.values(MockBorrowLoans),
      page: 1,
      limit: 10,
      total: 6,
      now: '2025-03-01 12:00:00',
    })
    expect(page.items).toHaveLength(6)
    expect(page.now).toBe(MockBorrowNow)
  })
  it('are consistent with the rules', () => {
    const { active, overdue, liquidated } = MockBorrowLoans
    expect(active.overdue_now).toBe(false)
    expect(overdue.overdue_now).toBe(true)
    expect(new Big(overdue.overdue).gt(0)).toBe(true)
    expect(new Big(active.risk_rate!).gte(110)).toBe(true)
    expect(
      new Big(liquidated.collateral_sold!)
        .plus(liquidated.collateral_returned!)
        .eq(liquidated.collateral_amount),
    ).toBe(true)
  })
})
