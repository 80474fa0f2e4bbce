/**
 * Wire-shaped IEO data for MSW handlers, stories and unit tests, in the exact shapes the sandbox
 * sends (contract/ieo.ts), placed around `MockIeoNow` as the sandbox seeds them (server/src/ieo/
 * seed.ts): LUMA not started, NOVA in progress, ORBT ended. Figures are consistent: each project's
 * `total_sell` is the sum of its orders, `percentage`, `day` and `time_status` come from ieo-math,
 * and each order's `total_price` is subscriptionCost(price, amount).
 */
import {
  DAY_MS,
  daysOf,
  phaseOf,
  placementTerms,
  remainingPercent,
  subscriptionCost,
} from './ieo-math'
import {
  IEO_ORDER_NO_OFFSET,
  ieoPhaseCodes,
  type IeoDetailWire,
  type IeoOrderWire,
  type IeoProjectWire,
} from './ieo'
import { USDT_ID } from './wallet'
import { msToWireTime } from './wallet/common'
import { fromUnits, toUnits } from './wallet-math'
import { MockWalletNow } from './wallet.fixtures'

/** The IEO fixtures' "now" (the wallet's), ms. */
export const MockIeoNow = MockWalletNow
const at = (days: number) => MockIeoNow + days * DAY_MS
const TOKEN_SCALE = 4
const PAY_SCALE = 4

interface MockProjectSeed {
  id: number
  title: string
  summary: string
  content: string
  token: { id: number; name: string }
  price: string
  min: string
  supply: string
  start: number
  end: number
  sellBegin: number
}

export const MockIeoProjectSeeds: MockProjectSeed[] = [
  {
    id: 3,
    title: 'Luma Health',
    summary: 'Private health records that patients own.',
    content: '<p><strong>Luma Health</strong> keeps medical records encrypted.</p>',
    token: { id: 102, name: 'LUMA' },
    price: '0.2',
    min: '50',
    supply: '2000000',
    start: at(2),
    end: at(9),
    sellBegin: at(10),
  },
  {
    id: 2,
    title: 'Nova Grid',
    summary: 'A marketplace for renewable energy between neighbours.',
    content:
      '<p><strong>Nova Grid</strong> matches solar households with neighbours.</p>' +
      '<ul><li>Minimum: 100 NOVA</li></ul><p><a href="https://example.com/nova-grid">Site</a></p>',
    token: { id: 101, name: 'NOVA' },
    price: '0.05',
    min: '100',
    supply: '10000000',
    start: at(-1),
    end: at(3),
    sellBegin: at(4),
  },
  {
    id: 1,
    title: 'Orbit Pay',
    summary: 'Instant merchant payments settled on-chain.',
    content: '<p><strong>Orbit Pay</strong> lets shops accept crypto.</p>',
    token: { id: 103, name: 'ORBT' },
    price: '0.1',
    min: '100',
    supply: '5000000',
    start: at(-10),
    end: at(-3),
    sellBegin: at(-2),
  },
]

const seedOf = (projectId: number) => MockIeoProjectSeeds.find((p) => p.id === projectId)!

/** An order of project `projectId` for `amount` tokens, made at `createdAt`. */
export function mockIeoOrder(
  id: number,
  projectId: number,
  amount: string,
  createdAt: number,
  deliveredAt: number | null = null,
): IeoOrderWire {
  const p = seedOf(projectId)
  const coins = fromUnits(toUnits(amount, TOKEN_SCALE), TOKEN_SCALE)
  return {
    id,
    order_no: id + IEO_ORDER_NO_OFFSET,
    project_id: projectId,
    name: p.token.name,
    type: 1,
    status: deliveredAt === null ? 2 : 3,
    coin_amount: coins,
    give_amount: deliveredAt === null ? fromUnits(0n, TOKEN_SCALE) : coins,
    price: p.price,
    total_price: subscriptionCost(p.price, amount, PAY_SCALE),
    pay_currency_name: 'USDT',
    created_at: msToWireTime(createdAt),
    end_at: msToWireTime(p.end),
    sell_begin: msToWireTime(p.sellBegin),
    delivered_at: deliveredAt === null ? null : msToWireTime(deliveredAt),
  }
}

/**
 * A placement (type 3, delivered at once) of project `projectId`: `offer` pay currency spent at
 * `createdAt`, tokens and cost from placementTerms.
 */
export function mockIeoPlacement(
  id: number,
  projectId: number,
  offer: string,
  createdAt: number,
): IeoOrderWire {
  const p = seedOf(projectId)
  const { tokens, cost } = placementTerms(offer, p.price, {
    tokenScale: TOKEN_SCALE,
    payScale: PAY_SCALE,
  })
  return {
    ...mockIeoOrder(id, projectId, tokens, createdAt, createdAt),
    type: 3,
    total_price: cost,
  }
}

/** The caller's orders, newest first: two NOVA subscriptions (paid, awaiting the end). */
export const MockIeoOrders: IeoOrderWire[] = [
  mockIeoOrder(12, 2, '2000', MockIeoNow - 3_600_000),
  mockIeoOrder(11, 2, '150.5', MockIeoNow - 7_200_000),
]

/** Sold tokens of project `id` in `orders` (the sandbox's total_sell). */
export function soldOf(id: number, orders: readonly IeoOrderWire[]): string {
  const units = orders
    .filter((o) => o.project_id === id)
    .reduce((sum, o) => sum + toUnits(o.coin_amount, TOKEN_SCALE), 0n)
  return fromUnits(units, TOKEN_SCALE)
}

/** A project as `project` lists it at `now`, sold = Σ of `orders`. */
export function mockIeoProject(
  id: number,
  orders: readonly IeoOrderWire[] = MockIeoOrders,
  now = MockIeoNow,
): IeoProjectWire {
  const p = seedOf(id)
  const amount = fromUnits(toUnits(p.supply, TOKEN_SCALE), TOKEN_SCALE)
  const sold = soldOf(id, orders)
  return {
    id,
    title: p.title,
    summary: p.summary,
    logo: '',
    amount,
    total_sell: sold,
    start_at: msToWireTime(p.start),
    end_at: msToWireTime(p.end),
    currency_id: p.token.id,
    pay_currency_id: USDT_ID,
    percentage: remainingPercent(amount, sold),
    day: daysOf(p.start, p.end),
    time_status: ieoPhaseCodes[phaseOf(now, p.start, p.end)],
    currency_name: p.token.name,
    pay_currency_name: 'USDT',
    price: p.price,
    min: p.min,
  }
}

/** `project` answer: newest start first. */
export const mockIeoList = (orders: readonly IeoOrderWire[] = MockIeoOrders, now = MockIeoNow) => ({
  list: MockIeoProjectSeeds.map((p) => mockIeoProject(p.id, orders, now)),
  now: msToWireTime(now),
})

/** `project/detail` answer for project `id`; `balance` null = no session. */
export function mockIeoDetail(
  id: number,
  orders: readonly IeoOrderWire[] = MockIeoOrders,
  balance: string | null = '12500.5000',
  now = MockIeoNow,
): IeoDetailWire {
  const base = mockIeoProject(id, orders, now)
  const p = seedOf(id)
  const mine = orders.filter((o) => o.project_id === id && o.type !== 3)
  const placement = orders.find((o) => o.project_id === id && o.type === 3) ?? null
  const left = toUnits(base.amount, TOKEN_SCALE) - toUnits(base.total_sell, TOKEN_SCALE)
  return {
    info: {
      ...base,
      content: p.content,
      link: `https://example.com/${p.title.toLowerCase().replace(' ', '-')}`,
      white_paper: `https://example.com/${p.title.toLowerCase().replace(' ', '-')}/whitepaper.pdf`,
      sell_begin: msToWireTime(p.sellBegin),
      lock_days: 0,
      applications: mine.length,
      passes: mine.length,
      decimal_scale: TOKEN_SCALE,
      pay_scale: PAY_SCALE,
      remaining: fromUnits(left, TOKEN_SCALE),
      user_has_money: 1,
      user_balance: balance,
    },
    order_info: balance === null ? null : (mine[0] ?? null),
    sell_order: balance === null ? null : placement,
    now: msToWireTime(now),
  }
}
