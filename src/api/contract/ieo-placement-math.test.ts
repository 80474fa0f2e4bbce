/**
 * Properties of the IEO placement formulas (fast-check; issue 16, api-reference §11 `project/buy`,
 * rules in ieo-math.ts): the cost never exceeds the offer, it is tokens × price rounded up to the
 * pay decimals, the tokens are the most the offer buys (one more unit would cost more), and
 * placementIssue answers its codes in order.
 */
import { Big } from 'big.js'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { placementIssue, placementTerms, type PlacementState } from './ieo-math'

const unit = (scale: number) => new Big(1).div(new Big(10).pow(scale))
const decimalOf = (units: bigint, scale: number) =>
  new Big(units.toString()).times(unit(scale)).toFixed(scale)
const units = (max: bigint) => fc.bigInt({ min: 1n, max })
const decimals = (value: string) => value.split('.')[1]?.length ?? 0

const offerPriceScales = fc
  .tuple(
    units(10n ** 9n),
    units(10n ** 12n),
    fc.integer({ min: 0, max: 8 }),
    fc.integer({ min: 0, max: 8 }),
    fc.integer({ min: 0, max: 8 }),
  )
  .map(([o, p, tokenScale, payScale, priceScale]) => ({
    offer: decimalOf(o, payScale),
    price: decimalOf(p, priceScale),
    scales: { tokenScale, payScale },
  }))

describe('placementTerms', () => {
  it('charges at most the offer, exactly tokens × price rounded up, written at the scales', () => {
    fc.assert(
      fc.property(offerPriceScales, ({ offer, price, scales }) => {
        const { tokens, cost } = placementTerms(offer, price, scales)
        expect(new Big(cost).lte(offer)).toBe(true)
        expect(new Big(tokens).gte(0)).toBe(true)
        expect(decimals(tokens)).toBe(scales.tokenScale)
        expect(decimals(cost)).toBe(scales.payScale)
        const exact = new Big(tokens).times(price)
        // cost = ceil(exact): not below it, and less than one pay unit above it
        expect(new Big(cost).gte(exact)).toBe(true)
        expect(new Big(cost).minus(exact).lt(unit(scales.payScale))).toBe(true)
      }),
    )
  })

  it('buys the most tokens the offer pays for: one more unit would cost more than the offer', () => {
    fc.assert(
      fc.property(offerPriceScales, ({ offer, price, scales }) => {
        const { tokens } = placementTerms(offer, price, scales)
        const more = new Big(tokens).plus(unit(scales.tokenScale))
        const moreCost = more.times(price).round(scales.payScale, Big.roundUp)
        expect(moreCost.gt(offer)).toBe(true)
      }),
    )
  })

  it('computes the examples of the header', () => {
    expect(placementTerms('10', '0.1', { tokenScale: 4, payScale: 4 })).toEqual({
      tokens: '100.0000',
      cost: '10.0000',
    })
    expect(placementTerms('1', '0.3', { tokenScale: 4, payScale: 4 })).toEqual({
      tokens: '3.3333',
      cost: '1.0000',
    })
    expect(placementTerms('1', '0.33333', { tokenScale: 0, payScale: 4 })).toEqual({
      tokens: '3',
      cost: '1.0000',
    })
    expect(placementTerms('0.5', '1', { tokenScale: 0, payScale: 4 }).tokens).toBe('0')
  })
})

describe('placementIssue', () => {
  const base: PlacementState = {
    phase: 'ended',
    now: 2000,
    sellBegin: 1000,
    price: '0.1',
    supply: '1000',
    sold: '0',
    tokenScale: 4,
    payScale: 4,
    available: '50',
    placed: false,
  }
  it.each([
    ['not ended', { phase: 'inProgress' as const }, '10', 'placementNotOpen'],
    ['before sell_begin', { now: 999 }, '10', 'placementNotOpen'],
    ['a second placement', { placed: true }, '10', 'placementDone'],
    ['nothing unsold', { sold: '1000' }, '10', 'ieoSoldOut'],
    ['no amount', {}, ' ', 'amountRequired'],
    ['zero', {}, '0', 'amountInvalid'],
    ['too many decimals', {}, '1.00001', 'amountTooPrecise'],
    ['below one unit', {}, '0.0000', 'amountInvalid'],
    ['more than unsold', { sold: '900' }, '10.0001', 'ieoSupplyExceeded'],
    ['more than the funds', {}, '50.0001', 'insufficientBalance'],
    ['open, funded', { now: 1000 }, '50', null],
  ])('%s', (_, change, offer, code) => {
    expect(placementIssue(offer, { ...base, ...change })).toBe(code)
  })

  it('refuses an offer that buys no token unit with belowMinimum', () => {
    expect(placementIssue('0.0001', { ...base, price: '1', tokenScale: 0 })).toBe('belowMinimum')
  })

  it('accepts exactly when the terms fit the unsold supply and the funds', () => {
    fc.assert(
      fc.property(offerPriceScales, units(10n ** 16n), units(10n ** 16n), (q, left, funds) => {
        const state = {
          ...base,
          ...q.scales,
          price: q.price,
          sold: '0',
          supply: decimalOf(left, q.scales.tokenScale),
          available: decimalOf(funds, q.scales.payScale),
        }
        const { tokens, cost } = placementTerms(q.offer, q.price, q.scales)
        const fits =
          new Big(tokens).gt(0) &&
          new Big(tokens).lte(state.supply) &&
          new Big(cost).lte(state.available)
        expect(placementIssue(q.offer, state) === null).toBe(fits)
      }),
    )
  })
})
