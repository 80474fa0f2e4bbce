/**
 * MSW handlers for dual investment (stories and unit tests), answering the four `dual` endpoints
 * like the sandbox (contract/dual.ts, server/src/repositories/dual.ts). `createDualMock()` keeps
 * the products, the funds account (`balances.change`), orders and idempotency keys in memory and
 * buys and settles with dual-math only (termDays, purchaseIssue, principalOf, dualSettlement), in
 * the sandbox's order: request, product, one purchase per 5 s, purchaseIssue. A refused request
 * changes nothing and a repeated key answers the first order. An order settles only when a test or
 * story calls `settle(id, settlePrice)` (nothing here decides a result by itself). Pass a wallet
 * mock's `balances()` to share the funds account with `wallet/detail`. Deterministic: times come
 * from `now` (MockDualNow).
 */
import { http } from 'msw'
import type { BusinessErrorCode } from '@/api/contract/common'
import {
  DualBuyRequest,
  DualDetailRequest,
  DualIndexRequest,
  DualListRequest,
  type DualOrderWire,
  type DualProductWire,
} from '@/api/contract/dual'
import {
  MOCK_DUAL_USER,
  MockDualNow,
  MockDualOrders,
  MockDualProducts,
} from '@/api/contract/dual.fixtures'
import {
  DUAL_PURCHASE_INTERVAL_SECONDS,
  dualSettlement,
  principalOf,
  purchaseIssue,
  termDays,
} from '@/api/contract/dual-math'
import { USDT_ID } from '@/api/contract/wallet'
import { msToWireTime, wireTimeToMs } from '@/api/contract/wallet/common'
import { MockBalances, type MockBalances as Balances } from '@/api/contract/wallet.fixtures'
import { fromUnits, toUnits } from '@/api/contract/wallet-math'
import { fail, ok, parseRequest } from './envelope'
import { endpointScenarios, type Method } from './endpoint-scenarios'
import { idempotentAnswers } from './idempotency'

const api = (path: string) => `*/api/dual/${path}`

export interface DualMockState {
  /** The funds account is `balances.change`; a wallet mock's `balances()` shares it. */
  balances?: Balances
  products?: DualProductWire[]
  orders?: DualOrderWire[]
  /** The engine's price of each coin now, by currency id (recorded on a purchase). */
  prices?: Record<number, string>
  now?: number
}

export function createDualMock(initial: DualMockState = {}) {
  const balances: Balances = initial.balances ?? structuredClone(MockBalances)
  let products = structuredClone(initial.products ?? MockDualProducts)
  let orders = structuredClone(initial.orders ?? MockDualOrders)
  const prices: Record<number, string> = { 1: '68250.50', 2: '3520.25', ...initial.prices }
  let now = initial.now ?? MockDualNow
  let lastPurchase: number | null = null
  const { replay, remember } = idempotentAnswers()
  let nextId = Math.max(0, ...orders.map((o) => o.id)) + 1

  const scaleOf = (p: DualProductWire, currencyId: number) =>
    currencyId === USDT_ID ? p.usdt_scale : p.coin_scale
  /** Adds signed decimals to the funds account of `currencyId`. */
  function move(currencyId: number, scale: number, available: bigint, locked: bigint) {
    const b = balances.change[currencyId] ?? { available: '0', locked: '0' }
    balances.change[currencyId] = {
      available: fromUnits(toUnits(b.available, scale) + available, scale),
      locked: fromUnits(toUnits(b.locked, scale) + locked, scale),
    }
  }
  const held = (productId: number) =>
    orders.filter((o) => o.dual_id === productId).reduce((n, o) => n + o.number, 0)
  const withHeld = (p: DualProductWire): DualProductWire => ({ ...p, user_number: held(p.id) })

  function buy(p: DualProductWire, shares: number): DualOrderWire | BusinessErrorCode {
    if (lastPurchase !== null && now - lastPurchase < DUAL_PURCHASE_INTERVAL_SECONDS * 1000)
      return 'requestTooFrequent'
    const end = wireTimeToMs(p.end_time)
    const days = termDays(now, end)
    const scale = scaleOf(p, p.invest_currency_id)
    const issue = purchaseIssue({
      shares,
      open: p.status === 1,
      days,
      remaining: p.remaining_number,
      held: held(p.id),
      userLimit: p.user_limit,
      direction: p.type,
      balance: balances.change[p.invest_currency_id]?.available ?? '0',
    })
    if (issue) return issue
    const principal = toUnits(principalOf(p.type, shares), scale)
    move(p.invest_currency_id, scale, -principal, principal)
    products = products.map((x) =>
      x.id === p.id
        ? {
            ...x,
            remaining_number: x.remaining_number - shares,
            purchased_number: x.purchased_number + shares,
          }
        : x,
    )
    lastPurchase = now
    const order: DualOrderWire = {
      id: nextId++,
      user_id: MOCK_DUAL_USER,
      currency_id: p.currency_id,
      dual_id: p.id,
      order_rate: p.rate,
      day: days,
      number: shares,
      end_time: p.end_time,
      price: prices[p.currency_id] ?? '0',
      total: fromUnits(principal, scale),
      created: msToWireTime(now),
      status: 0,
      type: p.type,
      exercise_price: p.exercise_price,
      remaining_number: p.remaining_number - shares,
      currency_name: p.currency_name,
      name: p.name,
      pay_currency_id: p.invest_currency_id,
      pay_currency_name: p.invest_currency_name,
      settle_tick: end,
      settle_price: null,
      outcome: null,
      payout: null,
      payout_currency_name: null,
      settled_at: null,
      coin_scale: p.coin_scale,
      usdt_scale: p.usdt_scale,
    }
    orders = [order, ...orders]
    return order
  }

  /**
   * Settles a holding order at `settlePrice` (its expiry second's price, as a test or story
   * chooses), with dual-math dualSettlement: locked −principal, available +payout. Once only.
   */
  function settle(id: number, settlePrice: string): DualOrderWire | undefined {
    const o = orders.find((x) => x.id === id)
    const p = products.find((x) => x.id === o?.dual_id) ?? MockDualProducts[0]!
    if (!o || o.status === 1) return undefined
    const payScale = o.pay_currency_id === USDT_ID ? p.usdt_scale : p.coin_scale
    const { outcome, payout } = dualSettlement({
      direction: o.type,
      principal: o.total,
      strike: o.exercise_price,
      rate: o.order_rate,
      days: o.day,
      settlePrice,
      scales: { coin: p.coin_scale, usdt: p.usdt_scale },
    })
    const payoutId = outcome === 'coin' ? o.currency_id : USDT_ID
    const outScale = outcome === 'coin' ? p.coin_scale : p.usdt_scale
    move(o.pay_currency_id, payScale, 0n, -toUnits(o.total, payScale))
    move(payoutId, outScale, toUnits(payout, outScale), 0n)
    const done: DualOrderWire = {
      ...o,
      status: 1,
      settle_price: settlePrice,
      outcome,
      payout,
      payout_currency_name: outcome === 'coin' ? o.currency_name : 'USDT',
      settled_at: msToWireTime(Math.max(now, o.settle_tick)),
    }
    orders = orders.map((x) => (x.id === id ? done : x))
    return done
  }

  const handlers = {
    products: http.get(api('index'), async ({ request }) => {
      const { data, refusal } = await parseRequest(DualIndexRequest, request)
      if (!data) return refusal
      const list = products.filter(
        (p) => p.currency_id === data.currency_id && p.type === data.type,
      )
      return ok({ dual_currencys: list.map(withHeld) })
    }),
    product: http.get(api('detail'), async ({ request }) => {
      const { data, refusal } = await parseRequest(DualDetailRequest, request)
      if (!data) return refusal
      const found = products.find((p) => p.id === data.id)
      return found ? ok(withHeld(found)) : fail('notFound')
    }),
    buy: http.post(api('buyDual'), async ({ request }) => {
      const { data, refusal } = await parseRequest(DualBuyRequest, request)
      if (!data) return refusal
      const key = data.idempotency_key
      const { fingerprint, response } = replay(key, data)
      if (response) return response
      const found = products.find((p) => p.id === data.id)
      if (!found) return fail('notFound')
      const answer = buy(found, data.num)
      return typeof answer === 'string' ? fail(answer) : remember(key, fingerprint, answer)
    }),
    orders: http.post(api('dual_list'), async ({ request }) => {
      const { data, refusal } = await parseRequest(DualListRequest, request)
      if (!data) return refusal
      const rows = orders.filter(
        (o) =>
          (data.currency === -1 || o.currency_id === data.currency) &&
          (!data.type || o.type === data.type) &&
          (data.status === -1 || o.status === data.status),
      )
      const start = (data.page - 1) * data.limit
      return ok({
        list: rows.slice(start, start + data.limit),
        limit: data.limit,
        page: data.page,
        total: rows.length,
        now: msToWireTime(now),
      })
    }),
  }
  return {
    handlers,
    list: Object.values(handlers),
    /** The balances now (the funds account is `balances().change`). */
    balances: () => balances,
    products: () => products,
    /** The orders now, newest first. */
    orders: () => orders,
    /** Sets the mock's clock (ms): what terms and the 5 s rule count from. */
    setNow: (ms: number) => void (now = ms),
    now: () => now,
    settle,
  }
}

export type DualMock = ReturnType<typeof createDualMock>

/** A fresh mock with the fixtures: the default for stories and tests. */
export const dualHandlerList = () => createDualMock().list

const paths = {
  products: ['get', 'index'],
  product: ['get', 'detail'],
  buy: ['post', 'buyDual'],
  orders: ['post', 'dual_list'],
} as const satisfies Record<string, readonly [Method, string]>
const failures = endpointScenarios(paths, api)
/** `endpoint` never answers (a loading story). */
export const dualPending = failures.pending
/** `endpoint` fails at the network (the client's `network` code). */
export const dualDown = failures.down
/** `endpoint` refuses with `code`, whatever was asked. */
export const dualRefused = failures.refused

export const dualScenarios = {
  productsPending: dualPending('products'),
  productsDown: dualDown('products'),
  productPending: dualPending('product'),
  productNotFound: dualRefused('product', 'notFound'),
  buyPending: dualPending('buy'),
  buyDown: dualDown('buy'),
  buyInsufficientBalance: dualRefused('buy', 'insufficientBalance'),
  buyProductClosed: dualRefused('buy', 'productClosed'),
  buySoldOut: dualRefused('buy', 'sharesSoldOut'),
  buyLimitReached: dualRefused('buy', 'shareLimitReached'),
  buyTooFrequent: dualRefused('buy', 'requestTooFrequent'),
  buyConflict: dualRefused('buy', 'idempotencyConflict'),
  ordersPending: dualPending('orders'),
  ordersDown: dualDown('orders'),
}
