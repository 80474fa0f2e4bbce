/**
 * Properties of the quick-buy formulas and checks (fast-check; issue 18): the fee (1 %, at least
 * the minimum, rounded up to the fiat's unit), what is received ((amount − fee) ÷ rate rounded
 * down to USDT's unit, never more than paid for, always positive from the minimum), the amount
 * rule (whole, at or above the minimum), every payer field's code and the supported countries,
 * the countdown. Also: the fixtures parse.
 */
import { Big } from 'big.js'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { AREA_ROWS } from './auth-areas'
import { QuickBuyCurrenciesAnswer, QuickBuyListAnswer, QuickBuyOrder } from './quick-buy'
import {
  MockQuickBuyForm,
  MockQuickBuyOrders,
  MockQuickBuyRates,
  mockQuickBuyCurrencies,
} from './quick-buy.fixtures'
import {
  QUICK_BUY_TERMS,
  QUICK_BUY_USDT_SCALE,
  isQuickBuyCountry,
  quickBuyAmountIssue,
  quickBuyCountries,
  quickBuyFee,
  quickBuyFiats,
  quickBuyIssue,
  quickBuyIssues,
  quickBuyQuote,
  quickBuyRateIssue,
  quickBuyReceive,
  secondsLeft,
  type QuickBuyField,
} from './quick-buy-math'

const unit = (scale: number) => new Big(1).div(new Big(10).pow(scale))
const fiat = fc.constantFrom(...quickBuyFiats)
/** A whole amount at or above the fiat's minimum. */
const amountOf = (f: (typeof quickBuyFiats)[number]) =>
  fc.bigInt({ min: BigInt(QUICK_BUY_TERMS[f].min), max: 9_999_999_999n }).map(String)
const fiatAmount = fiat.chain((f) => fc.tuple(fc.constant(f), amountOf(f)))

describe('quickBuyFee', () => {
  it('is max(1 %, minimum fee) rounded up to the fiat unit, less than one unit above', () => {
    fc.assert(
      fc.property(fiatAmount, ([f, amount]) => {
        const { scale, minFee } = QUICK_BUY_TERMS[f]
        const fee = new Big(quickBuyFee(amount, f))
        const exact = new Big(amount).div(100)
        const floor = exact.gt(minFee) ? exact : new Big(minFee)
        expect(fee.gte(floor)).toBe(true)
        expect(fee.minus(floor).lt(unit(scale))).toBe(true)
        expect(fee.times(new Big(10).pow(scale)).mod(1).eq(0)).toBe(true)
      }),
    )
  })

  it('of examples: USD 100 → 1.00 (the minimum), USD 250 → 2.50, THB 3243 → 32.43, VND 1300001 → 26000', () => {
    expect(quickBuyFee('100', 'USD')).toBe('1.00')
    expect(quickBuyFee('250', 'USD')).toBe('2.50')
    expect(quickBuyFee('1001', 'USD')).toBe('10.01')
    expect(quickBuyFee('3243', 'THB')).toBe('32.43')
    expect(quickBuyFee('2600001', 'VND')).toBe('26001')
    expect(quickBuyFee('1300001', 'VND')).toBe('26000')
  })
})

describe('quickBuyReceive', () => {
  it('is (amount − fee) ÷ rate rounded down: never more than paid for, less than a unit below', () => {
    fc.assert(
      fc.property(fiatAmount, ([f, amount]) => {
        const rate = MockQuickBuyRates[f]
        const fee = quickBuyFee(amount, f)
        const receive = new Big(quickBuyReceive(amount, fee, rate))
        const net = new Big(amount).minus(fee)
        expect(receive.times(rate).lte(net)).toBe(true)
        expect(receive.plus(unit(QUICK_BUY_USDT_SCALE)).times(rate).gt(net)).toBe(true)
        expect(receive.gt(0)).toBe(true)
      }),
    )
  })

  it('of examples: USD 100 at 1:1 → 99.0000; THB 3243 at 32.43 → 99.0000', () => {
    expect(quickBuyQuote('100', 'USD', '1')).toEqual({
      amount: '100',
      fee: '1.00',
      rate: '1',
      receive: '99.0000',
    })
    expect(quickBuyQuote('3243', 'THB', '32.43').receive).toBe('99.0000')
    expect(quickBuyQuote('100.00', 'USD', '1').amount).toBe('100')
    expect(quickBuyReceive('1', '1', '1')).toBe('0.0000')
  })
})

describe('quickBuyAmountIssue', () => {
  it('accepts every whole amount at or above the minimum', () => {
    fc.assert(
      fc.property(fiatAmount, ([f, amount]) => {
        expect(quickBuyAmountIssue(amount, f)).toBeNull()
      }),
    )
  })

  it('refuses below the minimum, decimals, empty and garbage, with their codes', () => {
    fc.assert(
      fc.property(fiat, fc.integer({ min: 1, max: 49 }), (f, n) => {
        const below = new Big(QUICK_BUY_TERMS[f].min).minus(n)
        // every minimum is at least 50, so `below` is a positive whole amount
        expect(quickBuyAmountIssue(below.toFixed(0), f)).toBe('quickBuyBelowMinimum')
        expect(quickBuyAmountIssue(`${QUICK_BUY_TERMS[f].min}.5`, f)).toBe(
          'quickBuyAmountNotInteger',
        )
      }),
    )
    expect(quickBuyAmountIssue('', 'USD')).toBe('amountRequired')
    expect(quickBuyAmountIssue('0', 'USD')).toBe('amountInvalid')
    expect(quickBuyAmountIssue('-50', 'USD')).toBe('amountInvalid')
    expect(quickBuyAmountIssue('1e3', 'USD')).toBe('amountInvalid')
    expect(quickBuyAmountIssue('50.00', 'USD')).toBeNull()
  })
})

describe('quickBuyIssue', () => {
  it('accepts the complete form, and any supported country with one of its banks', () => {
    expect(quickBuyIssue(MockQuickBuyForm)).toBeNull()
    expect(quickBuyIssues(MockQuickBuyForm)).toEqual({})
    for (const country of quickBuyCountries)
      expect(quickBuyIssue({ ...MockQuickBuyForm, country, bank: `${country}-2` })).toBeNull()
  })

  it('names the first empty field (every field is required)', () => {
    const fields = Object.keys(MockQuickBuyForm) as QuickBuyField[]
    for (const field of fields)
      expect(quickBuyIssue({ ...MockQuickBuyForm, [field]: ' ' })).toEqual({
        field,
        code: field === 'amount' ? 'amountRequired' : 'fieldRequired',
      })
  })

  it('answers areaNotSupported for every country outside the supported list', () => {
    const others = AREA_ROWS.map(([iso]) => iso).filter((iso) => !isQuickBuyCountry(iso))
    expect(others.length).toBeGreaterThan(200)
    fc.assert(
      fc.property(fc.constantFrom(...others), (country) => {
        expect(quickBuyIssue({ ...MockQuickBuyForm, country })).toEqual({
          field: 'country',
          code: 'areaNotSupported',
        })
      }),
    )
  })

  it.each([
    ['currency', 'EUR', 'quickBuyCurrencyNotSupported'],
    ['pay_method', 'card', 'paymentMethodNotSupported'],
    ['amount', '49', 'quickBuyBelowMinimum'],
    ['amount', '99.9', 'quickBuyAmountNotInteger'],
    ['first_name', 'Ana1', 'specialCharacters'],
    ['last_name', 'x'.repeat(51), 'nameInvalid'],
    ['email', 'ana.example.com', 'emailInvalid'],
    ['phone', '+55 (11) 9', 'phoneInvalid'],
    ['tax_id', '12', 'taxIdInvalid'],
    ['bank', 'US-1', 'bankNotSupported'],
  ] as const)('%s = %j is %s', (field, value, code) => {
    expect(quickBuyIssue({ ...MockQuickBuyForm, [field]: value })).toEqual({ field, code })
  })

  it('accepts names in any script with spaces, apostrophes and hyphens', () => {
    for (const name of ["O'Brien", 'Nguyễn Văn', 'Jean-Luc', 'สมชาย', '山田', 'J. R.'])
      expect(quickBuyIssue({ ...MockQuickBuyForm, first_name: name })).toBeNull()
  })

  it('lists every field’s issue for the form, in one pass', () => {
    expect(
      quickBuyIssues({ ...MockQuickBuyForm, email: '', country: 'FR', amount: '1.5' }),
    ).toEqual({
      email: 'fieldRequired',
      country: 'areaNotSupported',
      amount: 'quickBuyAmountNotInteger',
    })
  })
})

describe('quickBuyRateIssue', () => {
  it('accepts the current rate however it is written, or none; refuses another or garbage', () => {
    expect(quickBuyRateIssue('', '32.43')).toBeNull()
    expect(quickBuyRateIssue('32.430', '32.43')).toBeNull()
    expect(quickBuyRateIssue('32.44', '32.43')).toBe('quoteExpired')
    expect(quickBuyRateIssue('1e3', '1000')).toBe('parameterError')
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 12n }),
        fc.bigInt({ min: 1n, max: 10n ** 12n }),
        (a, b) => {
          const [x, y] = [new Big(a.toString()).div(10000), new Big(b.toString()).div(10000)]
          expect(quickBuyRateIssue(x.toString(), y.toString())).toBe(
            a === b ? null : 'quoteExpired',
          )
        },
      ),
    )
  })
})

describe('secondsLeft', () => {
  it('counts whole seconds up to the deadline, then 0', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10 ** 12 }),
        fc.integer({ min: -1e7, max: 1e7 }),
        (now, d) => {
          const left = secondsLeft(now, now + d)
          expect(left).toBe(d <= 0 ? 0 : Math.ceil(d / 1000))
        },
      ),
    )
  })
})

describe('fixtures', () => {
  it('parse with the contract', () => {
    expect(QuickBuyCurrenciesAnswer.parse(mockQuickBuyCurrencies()).currencies).toHaveLength(4)
    const orders = MockQuickBuyOrders.map((o) => QuickBuyOrder.parse(o))
    expect(orders.map((o) => o.status)).toEqual(['toBePaid', 'paid', 'cancelled', 'expired'])
    expect(orders[0]!.secondsLeft).toBe(25 * 60)
    expect(
      QuickBuyListAnswer.parse({ data: MockQuickBuyOrders, page: 1, pages: 1, total: 4 }).total,
    ).toBe(4)
  })
})
