/**
 * Wire-shaped OTC data for MSW handlers, stories and unit tests, in the exact shapes the sandbox
 * sends (contract/otc.ts), as the sandbox seeds them (server/src/otc/merchants.ts): four merchants
 * with BRL, USD and EUR ads on both sides. Figures are consistent: an order's `total` is
 * otcTotal(amount, price), an ad's `max_number` is otcOrderMax, its `remaining_number` is its total
 * minus its live orders, and completion rates come from the orders (null before any finished).
 * `MockOtcOrders` has one order in each state a screen shows.
 */
import { OTC_FEE, type OtcAdWire, type OtcFiat, type OtcOrderWire, type OtcPayWay } from './otc'
import {
  OTC_COIN_SCALE,
  OTC_PAYMENT_WINDOW_MS,
  completionRate,
  otcOrderMax,
  otcTotal,
} from './otc-math'
import { msToWireTime } from './wallet/common'
import { fromUnits, toUnits } from './wallet-math'
import { MockWalletNow } from './wallet.fixtures'

/** The OTC fixtures' "now" (the wallet's), ms. */
export const MockOtcNow = MockWalletNow
const MINUTE_MS = 60_000

export interface MockOtcAdSeed {
  id: number
  /** The user's side when taking it. */
  type: 'buy' | 'sell'
  merchant: { id: number; name: string; bank: string }
  fiat: OtcFiat
  price: string
  min: string
  max: string
  total: string
  ways: OtcPayWay[]
}

const rio = { id: 901, name: 'Rio Câmbio', bank: 'Banco Sandbox S.A.' }
const atlantico = { id: 902, name: 'Atlântico OTC', bank: 'Banco Sandbox S.A.' }
const liberty = { id: 903, name: 'Liberty Desk', bank: 'Sandbox National Bank' }
const euro = { id: 904, name: 'Euro Bridge', bank: 'Sandbox Bank Europe' }

export const MockOtcAdSeeds: MockOtcAdSeed[] = [
  {
    id: 1,
    type: 'buy',
    merchant: rio,
    fiat: 'BRL',
    price: '5.42',
    min: '10',
    max: '5000',
    total: '20000',
    ways: ['pix', 'bank'],
  },
  {
    id: 2,
    type: 'sell',
    merchant: rio,
    fiat: 'BRL',
    price: '5.31',
    min: '10',
    max: '3000',
    total: '15000',
    ways: ['pix'],
  },
  {
    id: 3,
    type: 'buy',
    merchant: atlantico,
    fiat: 'BRL',
    price: '5.45',
    min: '50',
    max: '10000',
    total: '30000',
    ways: ['pix'],
  },
  {
    id: 4,
    type: 'sell',
    merchant: atlantico,
    fiat: 'BRL',
    price: '5.33',
    min: '50',
    max: '8000',
    total: '25000',
    ways: ['pix', 'bank'],
  },
  {
    id: 5,
    type: 'buy',
    merchant: liberty,
    fiat: 'USD',
    price: '1.01',
    min: '20',
    max: '5000',
    total: '25000',
    ways: ['bank', 'wise'],
  },
  {
    id: 6,
    type: 'sell',
    merchant: liberty,
    fiat: 'USD',
    price: '0.99',
    min: '20',
    max: '5000',
    total: '25000',
    ways: ['bank'],
  },
  {
    id: 7,
    type: 'buy',
    merchant: euro,
    fiat: 'EUR',
    price: '0.95',
    min: '20',
    max: '4000',
    total: '20000',
    ways: ['sepa', 'wise'],
  },
  {
    id: 8,
    type: 'sell',
    merchant: euro,
    fiat: 'EUR',
    price: '0.92',
    min: '20',
    max: '4000',
    total: '20000',
    ways: ['sepa'],
  },
]

const units = (v: string) => toUnits(v, OTC_COIN_SCALE)
const coin = (v: bigint) => fromUnits(v, OTC_COIN_SCALE)
const live = (o: OtcOrderWire) => o.is_sure !== 2

/** An ad as the sandbox sends it, given every order (its remaining and the merchant's rate). */
export function mockOtcAd(seed: MockOtcAdSeed, orders: readonly OtcOrderWire[]): OtcAdWire {
  const taken = orders
    .filter((o) => o.ad_id === seed.id && live(o))
    .reduce((sum, o) => sum + units(o.number), 0n)
  const remaining = coin(units(seed.total) - taken)
  const mine = orders.filter((o) => o.merchant_id === seed.merchant.id)
  const completed = mine.filter((o) => o.is_sure === 1).length
  const cancelled = mine.filter((o) => o.is_sure === 2).length
  const min = coin(units(seed.min))
  return {
    id: seed.id,
    type: seed.type,
    merchant_id: seed.merchant.id,
    merchant_name: seed.merchant.name,
    currency_id: 3,
    currency_name: 'USDT',
    fiat: seed.fiat,
    price: seed.price,
    min_number: min,
    max_number: otcOrderMax({ min, max: coin(units(seed.max)), remaining }),
    total_number: coin(units(seed.total)),
    remaining_number: remaining,
    ways: seed.ways,
    completion_rate: completionRate(completed, cancelled),
    orders_completed: completed,
    fee: OTC_FEE,
  }
}

/** The caller's card as a sell order shows it. */
export const MockOtcUserPayInfo = { name: 'Ana Souza', bank: 'Banco Teste', account: '**** 5678' }

/** A new order awaiting payment on ad `adId` for `amount`, created at `at`. */
export function mockOtcOrder(id: number, adId: number, amount: string, at: number): OtcOrderWire {
  const seed = MockOtcAdSeeds.find((a) => a.id === adId)!
  const m = seed.merchant
  return {
    id,
    ad_id: seed.id,
    type: seed.type,
    is_sure: 0,
    cancel_reason: null,
    currency_id: 3,
    currency_name: 'USDT',
    fiat: seed.fiat,
    price: seed.price,
    number: coin(units(amount)),
    total: otcTotal(amount, seed.price),
    fee: OTC_FEE,
    merchant_id: m.id,
    merchant_name: m.name,
    ways: seed.ways,
    pay_info:
      seed.type === 'buy'
        ? {
            name: `${m.name} (sandbox)`,
            bank: m.bank,
            account: `SANDBOX-${String(m.id).padStart(6, '0')}`,
          }
        : MockOtcUserPayInfo,
    created_at: msToWireTime(at),
    deadline_at: msToWireTime(at + OTC_PAYMENT_WINDOW_MS),
    paid_at: null,
    finished_at: null,
    appeal: null,
    now: msToWireTime(at),
  }
}

const ago = (minutes: number) => MockOtcNow - minutes * MINUTE_MS
const t = (minutes: number) => msToWireTime(ago(minutes))
const stamped = (o: OtcOrderWire): OtcOrderWire => ({ ...o, now: msToWireTime(MockOtcNow) })

/** The caller's orders, newest first: one per state a screen shows. */
export const MockOtcOrders: OtcOrderWire[] = [
  /** A buy awaiting payment, 11 minutes left. */
  stamped(mockOtcOrder(107, 1, '100', ago(4))),
  /** A sell awaiting the merchant's payment. */
  stamped(mockOtcOrder(106, 2, '200', ago(6))),
  /** A buy paid, awaiting the merchant's release. */
  stamped({ ...mockOtcOrder(105, 3, '500', ago(30)), is_sure: 3, paid_at: t(25) }),
  /** A buy in appeal. */
  stamped({
    ...mockOtcOrder(104, 5, '250', ago(120)),
    is_sure: 4,
    paid_at: t(115),
    appeal: {
      content: 'I paid 252.50 USD by bank transfer 90 minutes ago; nothing was released.',
      img: '/uploads/0123456789abcdef0123456789abcdef.png',
      created_at: t(30),
      outcome: null,
      resolved_at: null,
    },
  }),
  /** A completed buy. */
  stamped({
    ...mockOtcOrder(103, 1, '50', ago(60 * 24)),
    is_sure: 1,
    paid_at: t(60 * 24 - 5),
    finished_at: t(60 * 24 - 12),
  }),
  /** A buy the buyer cancelled. */
  stamped({
    ...mockOtcOrder(102, 7, '80', ago(60 * 26)),
    is_sure: 2,
    cancel_reason: 'buyer',
    finished_at: t(60 * 26 - 2),
  }),
  /** A buy cancelled when the payment window passed. */
  stamped({
    ...mockOtcOrder(101, 1, '30', ago(60 * 48)),
    is_sure: 2,
    cancel_reason: 'timeout',
    finished_at: t(60 * 48 - 15),
  }),
]

/** The ads as the sandbox lists them for these orders. */
export const MockOtcAds: OtcAdWire[] = MockOtcAdSeeds.map((s) => mockOtcAd(s, MockOtcOrders))
