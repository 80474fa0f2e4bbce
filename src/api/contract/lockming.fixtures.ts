/**
 * Wire-shaped lock mining data for MSW handlers, stories and unit tests, in the exact shapes the
 * sandbox sends (contract/lockming.ts). The products are the sandbox's seeds (017-lockming.sql,
 * the DeFi and cloud ones 021-lockming-kinds.sql);
 * every order comes from `lockOrderWire` at `MockLockNow`, so its interest, remaining days,
 * penalty and refund are lockming-math's.
 */
import {
  lockOrderWire,
  type LockConfigWire,
  type LockKind,
  type LockOrderWire,
  type LockState,
} from './lockming'
import { DAY_MS, dayStartOf, lockTermOf } from './lockming-math'
import { USDT_ID } from './wallet'
import { MockWalletNow } from './wallet.fixtures'

/** The lock mining fixtures' "now" (the wallet's), in ms. */
export const MockLockNow = MockWalletNow
const SEEDED = '2025-01-01 00:00:00'

const config = (
  id: number,
  currency: [number, string, number],
  day: number,
  rate: string,
  min: string,
  sort: number,
  type: LockKind = 'lock',
): LockConfigWire & { sort: number } => ({
  id,
  currency_id: currency[0],
  day,
  interest_rate: rate,
  cancel_rate: '0.4',
  intro: `${currency[1]} ${day}-day ${introOf[type]}, ${rate} % a day`,
  save_min: min,
  created_at: SEEDED,
  currency_name: currency[1],
  currency_logo: '',
  decimal_scale: currency[2],
  type,
  sort,
})

const introOf: Record<LockKind, string> = {
  lock: 'lock',
  defi: 'DeFi mining',
  cloud: 'cloud mining',
}

const USDT: [number, string, number] = [USDT_ID, 'USDT', 4]
const BTC: [number, string, number] = [1, 'BTC', 8]
const ETH: [number, string, number] = [2, 'ETH', 8]

/** The seeded products, in the sandbox's order. */
export const MockLockConfigs: LockConfigWire[] = [
  config(1, USDT, 5, '0.3', '100', 1),
  config(2, USDT, 15, '0.35', '500', 2),
  config(3, USDT, 30, '0.4', '1000', 3),
  config(4, BTC, 30, '0.4', '0.01', 4),
  config(5, ETH, 15, '0.35', '0.1', 5),
  config(6, USDT, 7, '0.25', '100', 6, 'defi'),
  config(7, ETH, 10, '0.3', '0.1', 7, 'defi'),
  config(8, BTC, 60, '0.45', '0.01', 8, 'cloud'),
  config(9, USDT, 90, '0.5', '500', 9, 'cloud'),
].map(({ sort: _sort, ...c }) => c)

/** A lock of `amount` on product `configId` bought `daysAgo` UTC days before `MockLockNow`. */
export function mockLockState(
  id: number,
  configId: number,
  amount: string,
  daysAgo: number,
  over: Partial<LockState> = {},
): LockState {
  const c = MockLockConfigs.find((x) => x.id === configId)!
  const boughtAt = dayStartOf(MockLockNow) - daysAgo * DAY_MS + 3_600_000
  const { startAt, endAt } = lockTermOf(boughtAt, c.day)
  const paidDays = Math.max(0, Math.min(c.day, Math.floor((MockLockNow - startAt) / DAY_MS)))
  return {
    id,
    configId,
    currencyId: c.currency_id,
    currency: c.currency_name,
    scale: c.decimal_scale,
    amount,
    days: c.day,
    dailyRate: c.interest_rate,
    cancelRate: c.cancel_rate,
    paidDays,
    startAt,
    endAt,
    status: paidDays === c.day ? 2 : 1,
    isCancel: 0,
    cancelFee: '0',
    createdAt: boughtAt,
    finishedAt: paidDays === c.day ? endAt : null,
    ...over,
  }
}

/**
 * The demo user's locks, newest first: 1,000 USDT on the 5-day product bought 3 days ago (2 days
 * paid, 3 remaining: the spec's 0.4 % × 3 × 1000 = 12 penalty), a matured one and a redeemed one.
 */
export const MockLockStates: LockState[] = [
  mockLockState(3, 1, '1000.0000', 3),
  mockLockState(2, 2, '500.0000', 20),
  mockLockState(1, 1, '200.0000', 10, {
    paidDays: 1,
    status: 2,
    isCancel: 1,
    cancelFee: '3.2000',
    finishedAt: dayStartOf(MockLockNow) - 8 * DAY_MS + 7_200_000,
  }),
]

export const MockLockOrders: LockOrderWire[] = MockLockStates.map((s) =>
  lockOrderWire(s, MockLockNow),
)
