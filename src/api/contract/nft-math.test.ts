/**
 * Properties of the NFT formulas (fast-check; issue 17, api-reference §19): the disclosed sale
 * fee (never above the rate, fee + credit = price, none on a platform first sale), buy_status
 * from the server's now, the resale checks and the resale auction deposit. Also: the fixtures parse.
 */
import { Big } from 'big.js'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  MIN_DEPOSIT_USDT,
  NFT_FEE_RATE,
  START_MAX_AHEAD_MS,
  WINDOW_MAX_MS,
  WINDOW_MIN_MS,
  buyIssue,
  buyStatus,
  resaleDeposit,
  resellIssue,
  saleSplit,
} from './nft-math'
import { NftItemAnswer, NftListAnswer } from './nft'
import { MockNftItems, MockNftNow, mockNftItemFor, mockNftList } from './nft.fixtures'
import { fromUnits, toUnits } from './wallet-math'

const scaleArb = fc.integer({ min: 0, max: 8 })
const unitsArb = fc.bigInt({ min: 1n, max: 10n ** 17n })

describe('saleSplit', () => {
  it('fee + seller credit = price, the fee never above the disclosed rate and less than one unit below it', () => {
    fc.assert(
      fc.property(unitsArb, scaleArb, (units, scale) => {
        const price = fromUnits(units, scale)
        const { fee, sellerCredit } = saleSplit(price, scale, false)
        expect(toUnits(fee, scale) + toUnits(sellerCredit, scale)).toBe(units)
        const exact = new Big(price).times(NFT_FEE_RATE)
        expect(new Big(fee).lte(exact)).toBe(true)
        expect(exact.minus(fee).lt(new Big(1).div(new Big(10).pow(scale)))).toBe(true)
        expect(new Big(fee).gte(0)).toBe(true)
        expect(
          new Big(sellerCredit).gte(new Big(price).times(new Big(1).minus(NFT_FEE_RATE))),
        ).toBe(true)
      }),
    )
  })

  it('charges nothing on a first sale by the platform', () => {
    fc.assert(
      fc.property(unitsArb, scaleArb, (units, scale) => {
        const price = fromUnits(units, scale)
        expect(saleSplit(price, scale, true)).toEqual({
          fee: fromUnits(0n, scale),
          sellerCredit: price,
        })
      }),
    )
  })

  it('examples: 2.5 % rounded down', () => {
    expect(saleSplit('100.0000', 4, false)).toEqual({ fee: '2.5000', sellerCredit: '97.5000' })
    expect(saleSplit('123.4567', 4, false)).toEqual({ fee: '3.0864', sellerCredit: '120.3703' })
    expect(saleSplit('0.0039', 4, false)).toEqual({ fee: '0.0000', sellerCredit: '0.0039' })
  })
})

describe('buyStatus', () => {
  it('2 before the start, 1 inside the window while on sale, 0 after it or when off sale', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e12 }),
        fc.integer({ min: 1, max: 1e9 }),
        fc.integer({ min: -2e9, max: 2e9 }),
        fc.constantFrom(0, 1),
        (start, length, offset, status) => {
          const end = start + length
          const now = start + offset
          const s = buyStatus(now, start, end, status)
          const expected = now < start ? 2 : now <= end && status === 1 ? 1 : 0
          expect(s).toBe(expected)
          expect(buyIssue(now, start, end, status)).toBe(
            s === 2 ? 'nftNotStarted' : s === 0 ? 'nftNotOnSale' : null,
          )
        },
      ),
    )
  })
  it('the bounds are inside the window', () => {
    expect(buyStatus(10, 10, 20, 1)).toBe(1)
    expect(buyStatus(20, 10, 20, 1)).toBe(1)
    expect(buyStatus(21, 10, 20, 1)).toBe(0)
    expect(buyStatus(9, 10, 20, 0)).toBe(2)
  })
})

describe('resellIssue', () => {
  const now = Date.UTC(2025, 0, 1, 12, 0, 0, 500)
  const second = Math.floor(now / 1000) * 1000
  const ok = { payType: 1 as const, price: '10', start: second, end: second + WINDOW_MIN_MS }

  it('accepts a window that starts this second or later, lasts 10 min … 30 days, starts within 30 days', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: START_MAX_AHEAD_MS }),
        fc.integer({ min: WINDOW_MIN_MS, max: WINDOW_MAX_MS }),
        (ahead, length) => {
          const start = second + ahead
          expect(resellIssue({ ...ok, start, end: start + length }, now, 4)).toBeNull()
        },
      ),
    )
  })

  it('refuses a start in the past, an end not after the start, and windows out of bounds', () => {
    expect(resellIssue({ ...ok, start: second - 1 }, now, 4)).toBe('nftStartInPast')
    expect(resellIssue({ ...ok, end: ok.start }, now, 4)).toBe('nftWindowInvalid')
    expect(resellIssue({ ...ok, end: ok.start - 1000 }, now, 4)).toBe('nftWindowInvalid')
    expect(resellIssue({ ...ok, end: ok.start + WINDOW_MIN_MS - 1 }, now, 4)).toBe(
      'nftWindowInvalid',
    )
    expect(resellIssue({ ...ok, end: ok.start + WINDOW_MAX_MS + 1 }, now, 4)).toBe(
      'nftWindowInvalid',
    )
    const late = second + START_MAX_AHEAD_MS + 1
    expect(resellIssue({ ...ok, start: late, end: late + WINDOW_MIN_MS }, now, 4)).toBe(
      'nftWindowInvalid',
    )
  })

  it('refuses prices and increments that are not positive amounts of the currency', () => {
    for (const price of ['', '0', '-1', 'abc', '1e3', '1.2.3', '12345678901'])
      expect(resellIssue({ ...ok, price }, now, 4)).toBe('priceInvalid')
    expect(resellIssue({ ...ok, price: '1.00001' }, now, 4)).toBe('priceTooPrecise')
    expect(resellIssue({ ...ok, payType: 2 }, now, 4)).toBe('priceInvalid')
    expect(resellIssue({ ...ok, payType: 2, perIncrease: '0' }, now, 4)).toBe('priceInvalid')
    expect(resellIssue({ ...ok, payType: 2, perIncrease: '0.00001' }, now, 4)).toBe(
      'priceTooPrecise',
    )
    expect(resellIssue({ ...ok, payType: 2, perIncrease: '0.5' }, now, 4)).toBeNull()
  })
})

describe('resaleDeposit', () => {
  it('is 10 % of the USDT value rounded up to 4 decimals, at least 1 USDT', () => {
    fc.assert(
      fc.property(unitsArb, fc.bigInt({ min: 1n, max: 10n ** 12n }), (p, r) => {
        const price = fromUnits(p % 10n ** 14n || 1n, 4)
        const rate = fromUnits(r, 4)
        const deposit = new Big(resaleDeposit(price, rate))
        const exact = new Big(price).times(rate).times('0.1')
        expect(deposit.gte(MIN_DEPOSIT_USDT)).toBe(true)
        expect(deposit.gte(exact)).toBe(true)
        const floor = exact.gt(MIN_DEPOSIT_USDT) ? exact : new Big(MIN_DEPOSIT_USDT)
        expect(deposit.minus(floor).lt('0.0001')).toBe(true)
        expect(deposit.toFixed(4)).toBe(resaleDeposit(price, rate))
      }),
    )
  })
  it('examples', () => {
    expect(resaleDeposit('100', '1')).toBe('10.0000')
    expect(resaleDeposit('5', '1')).toBe('1.0000')
    expect(resaleDeposit('0.05', '3000')).toBe('15.0000')
  })
})

describe('the fixtures', () => {
  it('parse with the contract, every item with its buy_status at the fixtures’ now', () => {
    const list = NftListAnswer.parse(mockNftList())
    expect(list.items).toHaveLength(2)
    expect(list.now).toBe(Math.floor(MockNftNow / 1000) * 1000)
    const now = Math.floor(MockNftNow / 1000)
    const parsed = MockNftItems.map(
      (i) => NftItemAnswer.parse({ ...mockNftItemFor(i, MockNftNow), now }).item,
    )
    expect(new Set(parsed.map((i) => i.buyStatus))).toEqual(new Set([0, 1, 2]))
    expect(new Set(parsed.map((i) => i.mediaType))).toEqual(
      new Set(['image', 'gif', 'audio', 'video']),
    )
    expect(new Set(parsed.map((i) => i.payType))).toEqual(new Set(['fixed', 'auction', 'blindBox']))
    for (const i of parsed) expect(i.feeRate).toBe(i.ownerId === 1 ? '0' : NFT_FEE_RATE)
  })
})
