/**
 * MSW handlers for IEO subscriptions (stories and unit tests), answering the five `project`
 * endpoints like the sandbox (contract/ieo.ts, server/src/routes/ieo.ts). `createIeoMock()` keeps
 * the projects (ieo.fixtures' seeds), the caller's funds of USDT, orders and idempotency keys in
 * memory and subscribes with ieo-math only (phaseOf, subscriptionIssue, subscriptionCost), in the
 * sandbox's order; the placement after the end (`project/buy`) with placementIssue and
 * placementTerms, delivered at once (type 3, status 3). A refused request changes nothing and a repeated key answers the first order.
 * Time is the mock's `now` (MockIeoNow); `advance(ms)` moves it and delivers, as the sandbox's
 * job does, every paid order whose project has ended. Pass a wallet mock's `balances()` to share
 * the funds account (`balances.change[USDT]`) and receive the tokens there.
 */
import { http } from 'msw'
import {
  IeoBuyRequest,
  IeoDetailRequest,
  IeoListRequest,
  IeoMyOrdersRequest,
  IeoOrderRequest,
  type IeoOrderWire,
} from '@/api/contract/ieo'
import {
  MockIeoNow,
  MockIeoOrders,
  MockIeoProjectSeeds,
  mockIeoDetail,
  mockIeoList,
  mockIeoOrder,
  mockIeoPlacement,
  soldOf,
} from '@/api/contract/ieo.fixtures'
import {
  phaseOf,
  placementIssue,
  placementTerms,
  subscriptionCost,
  subscriptionIssue,
} from '@/api/contract/ieo-math'
import { USDT_ID } from '@/api/contract/wallet'
import { msToWireTime } from '@/api/contract/wallet/common'
import { MockBalances, type MockBalances as Balances } from '@/api/contract/wallet.fixtures'
import { fromUnits, toUnits } from '@/api/contract/wallet-math'
import { fail, ok, parseRequest } from './envelope'
import { endpointScenarios, type Method } from './endpoint-scenarios'
import { idempotentAnswers } from './idempotency'

const SCALE = 4
const api = (path: string) => `*/api/${path}`

export interface IeoMockState {
  /** The funds account is `balances.change`; a wallet mock's `balances()` shares it. */
  balances?: Balances
  /** The caller's orders, newest first. */
  orders?: IeoOrderWire[]
  now?: number
}

export function createIeoMock(initial: IeoMockState = {}) {
  const balances: Balances = initial.balances ?? structuredClone(MockBalances)
  let orders = structuredClone(initial.orders ?? MockIeoOrders)
  let now = initial.now ?? MockIeoNow
  const { replay, remember } = idempotentAnswers()
  let nextId = Math.max(0, ...orders.map((o) => o.id)) + 1

  const funds = (currency: number) =>
    balances.change[currency] ?? { available: fromUnits(0n, SCALE), locked: fromUnits(0n, SCALE) }
  const credit = (currency: number, amount: string) => {
    const b = funds(currency)
    balances.change[currency] = {
      ...b,
      available: fromUnits(toUnits(b.available, SCALE) + toUnits(amount, SCALE), SCALE),
    }
  }
  const seedOf = (id: number) => MockIeoProjectSeeds.find((p) => p.id === id)

  /** Delivers every paid order whose project has ended (the sandbox's job). */
  function deliver(): IeoOrderWire[] {
    const due = orders.filter((o) => o.status === 2 && seedOf(o.project_id)!.end <= now)
    for (const o of due) credit(seedOf(o.project_id)!.token.id, o.coin_amount)
    const ids = new Set(due.map((o) => o.id))
    orders = orders.map((o) =>
      ids.has(o.id)
        ? { ...o, status: 3, give_amount: o.coin_amount, delivered_at: msToWireTime(now) }
        : o,
    )
    return orders.filter((o) => ids.has(o.id))
  }

  const handlers = {
    projects: http.get(api('project'), async ({ request }) => {
      const { data, refusal } = await parseRequest(IeoListRequest, request)
      if (!data) return refusal
      const all = mockIeoList(orders, now)
      const start = (data.page - 1) * data.limit
      return ok({ ...all, list: all.list.slice(start, start + data.limit) })
    }),

    detail: http.get(api('project/detail'), async ({ request }) => {
      const { data, refusal } = await parseRequest(IeoDetailRequest, request)
      if (!data) return refusal
      if (!seedOf(data.project_id)) return fail('notFound')
      deliver()
      return ok(mockIeoDetail(data.project_id, orders, funds(USDT_ID).available, now))
    }),

    subscribe: http.post(api('project/order'), async ({ request }) => {
      const { data, refusal } = await parseRequest(IeoOrderRequest, request)
      if (!data) return refusal
      const { pay_currency: _pay, price: _price, ...fingerprinted } = data
      const seen = replay(data.idempotency_key, fingerprinted)
      if (seen.response) return seen.response
      const p = seedOf(data.project_id)
      if (!p) return fail('notFound')
      const issue = subscriptionIssue(data.amount, {
        phase: phaseOf(now, p.start, p.end),
        price: p.price,
        min: p.min,
        supply: p.supply,
        sold: soldOf(p.id, orders),
        tokenScale: SCALE,
        payScale: SCALE,
        available: funds(USDT_ID).available,
      })
      if (issue) return fail(issue)
      const row = mockIeoOrder(nextId++, p.id, data.amount, now)
      credit(
        USDT_ID,
        fromUnits(-toUnits(subscriptionCost(p.price, data.amount, SCALE), SCALE), SCALE),
      )
      orders = [row, ...orders]
      return remember(data.idempotency_key, seen.fingerprint, row)
    }),

    buy: http.post(api('project/buy'), async ({ request }) => {
      const { data, refusal } = await parseRequest(IeoBuyRequest, request)
      if (!data) return refusal
      const seen = replay(data.idempotency_key, data)
      if (seen.response) return seen.response
      const p = seedOf(data.project_id)
      if (!p) return fail('notFound')
      const sold = soldOf(p.id, orders)
      const issue = placementIssue(data.total_price, {
        phase: phaseOf(now, p.start, p.end),
        now,
        sellBegin: p.sellBegin,
        price: p.price,
        supply: p.supply,
        sold,
        tokenScale: SCALE,
        payScale: SCALE,
        available: funds(USDT_ID).available,
        placed: orders.some((o) => o.project_id === p.id && o.type === 3),
      })
      if (issue) return fail(issue)
      const { tokens, cost } = placementTerms(data.total_price, p.price, {
        tokenScale: SCALE,
        payScale: SCALE,
      })
      const row = mockIeoPlacement(nextId++, p.id, data.total_price, now)
      credit(USDT_ID, fromUnits(-toUnits(cost, SCALE), SCALE))
      credit(p.token.id, tokens)
      orders = [row, ...orders]
      return remember(data.idempotency_key, seen.fingerprint, row)
    }),

    orders: http.get(api('user/project/order'), async ({ request }) => {
      const { data, refusal } = await parseRequest(IeoMyOrdersRequest, request)
      if (!data) return refusal
      deliver()
      const start = (data.page - 1) * data.limit
      return ok({
        data: orders.slice(start, start + data.limit),
        page: data.page,
        pages: Math.max(1, Math.ceil(orders.length / data.limit)),
        total: orders.length,
      })
    }),
  }
  return {
    handlers,
    list: Object.values(handlers),
    /** The balances now (funds: `balances().change`). */
    balances: () => balances,
    orders: () => orders,
    /** Moves the mock's clock and delivers what became due. */
    advance(ms: number) {
      now += ms
      return deliver()
    },
  }
}

export const ieoHandlers = createIeoMock().handlers

const paths = {
  projects: ['get', 'project'],
  detail: ['get', 'project/detail'],
  subscribe: ['post', 'project/order'],
  buy: ['post', 'project/buy'],
  orders: ['get', 'user/project/order'],
} as const satisfies Record<string, readonly [Method, string]>
const failures = endpointScenarios(paths, api)
/** `endpoint` never answers (a loading story). */
export const ieoPending = failures.pending
/** `endpoint` fails at the network (the client's `network` code). */
export const ieoDown = failures.down
/** `endpoint` refuses with `code`, whatever was asked. */
export const ieoRefused = failures.refused

export const ieoScenarios = {
  projectsPending: ieoPending('projects'),
  projectsDown: ieoDown('projects'),
  detailPending: ieoPending('detail'),
  detailDown: ieoDown('detail'),
  detailNotFound: ieoRefused('detail', 'notFound'),
  subscribePending: ieoPending('subscribe'),
  subscribeDown: ieoDown('subscribe'),
  subscribeSoldOut: ieoRefused('subscribe', 'ieoSoldOut'),
  subscribeSupplyExceeded: ieoRefused('subscribe', 'ieoSupplyExceeded'),
  subscribeEnded: ieoRefused('subscribe', 'ieoEnded'),
  subscribeNotStarted: ieoRefused('subscribe', 'ieoNotStarted'),
  subscribeInsufficientBalance: ieoRefused('subscribe', 'insufficientBalance'),
  subscribeConflict: ieoRefused('subscribe', 'idempotencyConflict'),
  buyPending: ieoPending('buy'),
  buyDown: ieoDown('buy'),
  buyNotOpen: ieoRefused('buy', 'placementNotOpen'),
  buyDone: ieoRefused('buy', 'placementDone'),
  buySoldOut: ieoRefused('buy', 'ieoSoldOut'),
  buyInsufficientBalance: ieoRefused('buy', 'insufficientBalance'),
  ordersPending: ieoPending('orders'),
  ordersDown: ieoDown('orders'),
}
