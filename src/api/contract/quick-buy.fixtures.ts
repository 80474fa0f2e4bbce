/**
 * Wire-shaped quick-buy data for stories, machine tests and the MSW mock (parsed by
 * quick-buy-math.test.ts so they cannot drift from the contract). Figures come from
 * quick-buy-math, rates and beneficiaries are the sandbox's (server/src/routes/fiat.ts,
 * server/src/quick-buy/terms.ts): sandbox-only IBAN/SWIFT of no real country.
 */
import type {
  QuickBuyBeneficiaryWire,
  QuickBuyCurrenciesWire,
  QuickBuyOrderWire,
} from './quick-buy'
import {
  QUICK_BUY_BANKS,
  QUICK_BUY_FEE_PERCENT,
  QUICK_BUY_TERMS,
  QUICK_BUY_WINDOW_SECONDS,
  quickBuyCountries,
  quickBuyFiats,
  quickBuyQuote,
  secondsLeft,
  type QuickBuyFiat,
  type QuickBuyForm,
} from './quick-buy-math'
import { msToWireTime } from './wallet/common'

/** The mock's clock: 2025-03-01 12:00:00 UTC. */
export const MockQuickBuyNow = Date.UTC(2025, 2, 1, 12)

/** Fiat per USDT (the sandbox's reference rates; USD:USDT 1:1). */
export const MockQuickBuyRates: Record<QuickBuyFiat, string> = {
  USD: '1',
  THB: '32.43',
  PHP: '56.29',
  VND: '26125',
}

export const mockQuickBuyCurrencies = (now = MockQuickBuyNow): QuickBuyCurrenciesWire => ({
  list: quickBuyFiats.map((currency) => ({
    currency,
    rate: MockQuickBuyRates[currency],
    min: QUICK_BUY_TERMS[currency].min,
    fee_percent: QUICK_BUY_FEE_PERCENT,
    min_fee: QUICK_BUY_TERMS[currency].minFee,
    scale: QUICK_BUY_TERMS[currency].scale,
  })),
  countries: quickBuyCountries.map((iso) => ({ iso, banks: [...QUICK_BUY_BANKS[iso]] })),
  pay_methods: ['bank_transfer'],
  window_seconds: QUICK_BUY_WINDOW_SECONDS,
  now: msToWireTime(now),
})

export const MockQuickBuyBeneficiaries: Record<QuickBuyFiat, QuickBuyBeneficiaryWire> =
  Object.fromEntries(
    quickBuyFiats.map((currency, i) => {
      const n = String(i + 1).padStart(4, '0')
      return [
        currency,
        {
          currency,
          account_name: 'Sandbox Quick Buy Desk (test only, not a real account)',
          iban: `XX00 SBOX 0000 0000 0000 ${n}`,
          country: 'Sandbox (XX, no real country)',
          swift: `SBOXXX${n.slice(-2)}`,
          bank_name: 'Sandbox Bank (not a real bank)',
        },
      ]
    }),
  ) as Record<QuickBuyFiat, QuickBuyBeneficiaryWire>

/** A complete, valid payer form (Brazil, USD 100). */
export const MockQuickBuyForm: QuickBuyForm = {
  currency: 'USD',
  pay_method: 'bank_transfer',
  amount: '100',
  first_name: 'Ana',
  last_name: 'Souza',
  email: 'ana@example.com',
  phone: '+55 11 91234-5678',
  tax_id: '123.456.789-09',
  country: 'BR',
  bank: 'BR-1',
}

/** An order as the sandbox answers it, made from `form` at `createdAt`, seen at `now`. */
export function mockQuickBuyOrder(
  id: number,
  form: QuickBuyForm = MockQuickBuyForm,
  createdAt = MockQuickBuyNow,
  {
    status = 1,
    now = createdAt,
    at = null,
  }: { status?: 1 | 2 | 3 | 4; now?: number; at?: number | null } = {},
): QuickBuyOrderWire {
  const fiat = form.currency as QuickBuyFiat
  const quote = quickBuyQuote(form.amount, fiat, MockQuickBuyRates[fiat])
  const expiresAt = createdAt + QUICK_BUY_WINDOW_SECONDS * 1000
  return {
    id,
    reference: `QB${String(id).padStart(10, '0')}`,
    status,
    currency: fiat,
    amount: quote.amount,
    fee: quote.fee,
    rate: quote.rate,
    receive_amount: quote.receive,
    coin: 'USDT',
    pay_method: form.pay_method,
    payer: {
      first_name: form.first_name,
      last_name: form.last_name,
      email: form.email,
      phone: form.phone,
      tax_id: form.tax_id,
      country: form.country.toUpperCase(),
      bank: form.bank,
    },
    beneficiary: MockQuickBuyBeneficiaries[fiat],
    created_at: msToWireTime(createdAt),
    expires_at: msToWireTime(expiresAt),
    paid_at: status === 2 ? msToWireTime(at ?? now) : null,
    closed_at: status === 3 || status === 4 ? msToWireTime(at ?? now) : null,
    now: msToWireTime(now),
    seconds_left: status === 1 ? secondsLeft(now, expiresAt) : 0,
  }
}

const HOUR = 3_600_000

/** The caller's orders, newest first: one per state. */
export const MockQuickBuyOrders: QuickBuyOrderWire[] = [
  mockQuickBuyOrder(4, MockQuickBuyForm, MockQuickBuyNow - 5 * 60_000, { now: MockQuickBuyNow }),
  mockQuickBuyOrder(
    3,
    { ...MockQuickBuyForm, currency: 'THB', amount: '3243' },
    MockQuickBuyNow - 2 * HOUR,
    {
      status: 2,
      now: MockQuickBuyNow,
      at: MockQuickBuyNow - 2 * HOUR + 10 * 60_000,
    },
  ),
  mockQuickBuyOrder(2, MockQuickBuyForm, MockQuickBuyNow - 5 * HOUR, {
    status: 3,
    now: MockQuickBuyNow,
    at: MockQuickBuyNow - 5 * HOUR + 60_000,
  }),
  mockQuickBuyOrder(1, MockQuickBuyForm, MockQuickBuyNow - 24 * HOUR, {
    status: 4,
    now: MockQuickBuyNow,
    at: MockQuickBuyNow - 24 * HOUR + QUICK_BUY_WINDOW_SECONDS * 1000,
  }),
]
