/**
 * Properties of the seconds-options formulas (fast-check; issue 14, api-reference §8.3): the outcome
 * rule, win / tie / loss payouts exact to the unit, the fee rounded up and never refunded, nothing
 * created by rounding, the stake limits and checks, and the ticks. Also: the fixtures parse.
 */
import { Big } from 'big.js'
import fc from 'fast-check'
import { parse, safeParse } from 'zod/mini'
import { describe, expect, it } from 'vitest'
import {
  MicroCheckAnswer,
  MicroDurationsAnswer,
  MicroListsAnswer,
  PayableCurrenciesAnswer,
} from './micro'
import {
  MockClosedMicroOrders,
  MockMicroDurations,
  MockMicroOrders,
  mockMicroCheck,
  mockPayableUsdt,
} from './micro.fixtures'
import {
  maxStake,
  openTickOf,
  optionFee,
  optionNet,
  optionTerms,
  outcomeOf,
  remainingMs,
  settleTickOf,
  settlementOf,
  stakeIssue,
  stakeLimits,
  type OptionDirection,
  type OptionOutcome,
} from './micro-math'

const unitOf = (s: number) => new Big(1).div(new Big(10).pow(s))
const decimalsOf = (text: string) => (text.includes('.') ? text.split('.')[1]!.length : 0)
const direction = fc.constantFrom<OptionDirection>('rise', 'fall')
const outcome = fc.constantFrom<OptionOutcome>('win', 'tie', 'loss')
const scale = fc.integer({ min: 0, max: 8 })
/** A positive amount with at most `s` decimals. */
const amount = (s: number) =>
  fc
    .bigInt({ min: 1n, max: 10n ** BigInt(10 + s) - 1n })
    .map((u) => new Big(u.toString()).div(new Big(10).pow(s)).toFixed(s))
/** A percent with up to 2 decimals, 0–300. */
const percent = fc.integer({ min: 0, max: 30000 }).map((c) => new Big(c).div(100).toString())
const price = fc.integer({ min: 1, max: 10_000_000 }).map((c) => new Big(c).div(100).toFixed(2))

describe('outcomeOf', () => {
  it('a rise wins above the open price, a fall below it, equal prices tie', () => {
    fc.assert(
      fc.property(direction, price, price, (d, open, end) => {
        const cmp = new Big(end).cmp(open)
        const expected = cmp === 0 ? 'tie' : (d === 'rise') === cmp > 0 ? 'win' : 'loss'
        expect(outcomeOf(d, open, end)).toBe(expected)
      }),
    )
  })

  it('rise and fall on the same prices are opposite (or both tie)', () => {
    fc.assert(
      fc.property(price, price, (open, end) => {
        const rise = outcomeOf('rise', open, end)
        const fall = outcomeOf('fall', open, end)
        const opposite = { win: 'loss', loss: 'win', tie: 'tie' } as const
        expect(fall).toBe(opposite[rise])
      }),
    )
  })

  it('compares decimals, not text ("100.0" equals "100", "9.5" is below "10")', () => {
    expect(outcomeOf('rise', '100', '100.0')).toBe('tie')
    expect(outcomeOf('rise', '10', '9.5')).toBe('loss')
    expect(outcomeOf('fall', '10', '9.5')).toBe('win')
  })
})

describe('settlementOf', () => {
  it('win, tie and loss are exact to the unit and never create money', () => {
    fc.assert(
      fc.property(
        scale.chain((s) => fc.tuple(fc.constant(s), amount(s), percent, outcome)),
        ([s, stake, ratio, o]) => {
          const { credit, factProfits } = settlementOf(o, stake, ratio, s)
          expect(decimalsOf(credit)).toBe(s)
          expect(new Big(factProfits).eq(new Big(credit).minus(stake))).toBe(true)
          const exact = new Big(stake).times(new Big(ratio).div(100).plus(1))
          const paid = new Big(credit)
          const holds = {
            // rounded down, by less than one unit, and never below the stake
            win: () => paid.lte(exact) && exact.minus(paid).lt(unitOf(s)) && paid.gte(stake),
            tie: () => paid.eq(stake),
            loss: () => paid.eq(0) && new Big(factProfits).eq(new Big(stake).neg()),
          }
          expect(holds[o]()).toBe(true)
        },
      ),
    )
  })

  it('the worked example of §8.3: 100 at 80 % pays 180, fact_profits 80', () => {
    expect(settlementOf('win', '100', '80', 4)).toEqual({
      credit: '180.0000',
      factProfits: '80.0000',
    })
    expect(settlementOf('tie', '100', '80', 4)).toEqual({
      credit: '100.0000',
      factProfits: '0.0000',
    })
    expect(settlementOf('loss', '100', '80', 4)).toEqual({
      credit: '0.0000',
      factProfits: '-100.0000',
    })
  })
})

describe('optionFee and optionTerms', () => {
  it('the fee is rounded up, by less than one unit, and is kept in every outcome', () => {
    fc.assert(
      fc.property(
        scale.chain((s) => fc.tuple(fc.constant(s), amount(s), percent, percent)),
        ([s, stake, ratio, feeRate]) => {
          const fee = optionFee(stake, feeRate, s)
          const exact = new Big(stake).times(feeRate).div(100)
          expect(new Big(fee).gte(exact)).toBe(true)
          expect(new Big(fee).minus(exact).lt(unitOf(s))).toBe(true)
          const t = optionTerms({ stake, payoutRatio: ratio, feeRate, scale: s })
          expect(new Big(t.cost).eq(new Big(stake).plus(fee))).toBe(true)
          // the fee never comes back: the best a tie does is lose the fee
          expect(new Big(t.tie.net).eq(new Big(fee).neg())).toBe(true)
          expect(new Big(t.loss.net).eq(new Big(t.cost).neg())).toBe(true)
          expect(new Big(t.win.net).eq(new Big(t.win.credit).minus(t.cost))).toBe(true)
          // money in = money out: cost = Σ what the user keeps or gets back + the platform's share
          for (const o of [t.win, t.tie, t.loss]) {
            expect(new Big(o.credit).minus(o.net).eq(t.cost)).toBe(true)
            // the cards' and the history's net is the confirm sheet's
            expect(new Big(optionNet(o.credit, t.stake, t.fee)).eq(o.net)).toBe(true)
          }
        },
      ),
    )
  })

  it('shows a 100 USDT stake at 80 % with a 1 % fee as the confirm sheet does', () => {
    expect(optionTerms({ stake: '100', payoutRatio: '80', feeRate: '1', scale: 4 })).toEqual({
      stake: '100.0000',
      fee: '1.0000',
      cost: '101.0000',
      win: { credit: '180.0000', net: '79.0000' },
      tie: { credit: '100.0000', net: '-1.0000' },
      loss: { credit: '0.0000', net: '-101.0000' },
    })
  })
})

describe('stake limits and checks', () => {
  const currency = { min: '10', max: '10000' }
  it('the larger minimum and the smaller maximum apply; 0 is no limit', () => {
    expect(stakeLimits(currency, { min: '0', max: '0' })).toEqual({ min: '10', max: '10000' })
    expect(stakeLimits(currency, { min: '50', max: '5000' })).toEqual({ min: '50', max: '5000' })
    expect(stakeLimits({ min: '0', max: '0' }, { min: '0', max: '0' })).toEqual({
      min: null,
      max: null,
    })
  })

  const base = {
    scale: 4,
    limits: { min: '10', max: '10000' },
    feeRate: '1',
    openCount: 0,
    holdMax: 10,
    balance: '101',
  }
  it('refuses in the sandbox order', () => {
    expect(stakeIssue({ ...base, stake: '' })).toBe('amountRequired')
    expect(stakeIssue({ ...base, stake: 'abc' })).toBe('amountInvalid')
    expect(stakeIssue({ ...base, stake: '-5' })).toBe('amountInvalid')
    expect(stakeIssue({ ...base, stake: '10.00001' })).toBe('amountTooPrecise')
    expect(stakeIssue({ ...base, stake: '9.9999' })).toBe('stakeBelowMinimum')
    expect(stakeIssue({ ...base, stake: '10000.0001', balance: '99999' })).toBe('stakeAboveMaximum')
    expect(stakeIssue({ ...base, stake: '100', openCount: 10 })).toBe('tooManyOpenOptions')
    expect(stakeIssue({ ...base, stake: '100.0001' })).toBe('insufficientBalance')
    expect(stakeIssue({ ...base, stake: '100' })).toBeNull()
    expect(stakeIssue({ ...base, stake: '100', holdMax: 0, openCount: 99 })).toBeNull()
  })

  it('maxStake is the largest stake whose stake + fee fits the balance', () => {
    fc.assert(
      fc.property(
        scale.chain((s) => fc.tuple(fc.constant(s), amount(s), percent)),
        ([s, balance, feeRate]) => {
          const max = maxStake(balance, feeRate, s, null)
          const fits = (x: Big) => x.plus(optionFee(x.toString(), feeRate, s)).lte(balance)
          expect(fits(new Big(max))).toBe(true)
          expect(fits(new Big(max).plus(unitOf(s)))).toBe(false)
        },
      ),
    )
    expect(maxStake('5000', '1', 4, '1000')).toBe('1000.0000')
  })
})

describe('ticks', () => {
  it('an order opens in its placement second and settles exactly `seconds` later', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 4_000_000_000_000 }),
        fc.integer({ min: 1, max: 3600 }),
        (created, seconds) => {
          const open = openTickOf(created)
          expect(open % 1000).toBe(0)
          expect(created - open).toBeLessThan(1000)
          expect(settleTickOf(created, seconds) - open).toBe(seconds * 1000)
        },
      ),
    )
    expect(remainingMs(10_000, 12_000)).toBe(0)
    expect(remainingMs(10_000, 4_500)).toBe(5_500)
  })
})

describe('micro fixtures', () => {
  it('parse with the contract, and settled ones agree with outcomeOf', () => {
    expect(safeParse(MicroDurationsAnswer, MockMicroDurations).success).toBe(true)
    expect(safeParse(PayableCurrenciesAnswer, [mockPayableUsdt()]).success).toBe(true)
    const page = safeParse(MicroListsAnswer, {
      current_page: 1,
      data: MockMicroOrders,
      last_page: 1,
      total: MockMicroOrders.length,
    })
    expect(page.success).toBe(true)
    for (const wire of MockClosedMicroOrders) {
      const check = parse(MicroCheckAnswer, mockMicroCheck(wire))
      expect(check.outcome).toBe(outcomeOf(check.direction, check.openPrice, check.endPrice!))
    }
    const items = parse(MicroListsAnswer, {
      current_page: 1,
      data: MockMicroOrders,
      last_page: 1,
      total: MockMicroOrders.length,
    }).items
    expect(items.map((o) => o.outcome)).toEqual([null, null, 'win', 'loss', 'tie', 'win', 'loss'])
  })
})
