/**
 * MSW handlers for quick buy by bank transfer (stories and unit tests), answering the six
 * `quick_buy` endpoints like the sandbox (contract/quick-buy.ts, server/src/routes/quick-buy.ts).
 * `createQuickBuyMock()` keeps the caller's orders, the funds account's USDT and the idempotency
 * keys in memory and decides with quick-buy-math only (quickBuyIssue in the sandbox's field
 * order, quickBuyQuote at the fixtures' rates), so a refused request changes nothing and a
 * repeated key answers the first order. Time is the mock's `now` (MockQuickBuyNow): `advance(ms)`
 * moves it and expires, as the sandbox's job does, every order to be paid past its window;
 * `receive(id)` is the operator's dev action (credits the USDT once, or answers the refusal code).
 * Pass a wallet mock's `balances()` to share the funds account (`balances.change[USDT]`).
 */
import { http } from 'msw'
import type { BusinessErrorCode } from '@/api/contract/common'
import {
  QuickBuyBeneficiaryRequest,
  QuickBuyCreateRequest,
  QuickBuyIdRequest,
  QuickBuyListRequest,
  type QuickBuyOrderWire,
} from '@/api/contract/quick-buy'
import {
  MockQuickBuyBeneficiaries,
  MockQuickBuyNow,
  MockQuickBuyOrders,
  MockQuickBuyRates,
  mockQuickBuyCurrencies,
  mockQuickBuyOrder,
} from '@/api/contract/quick-buy.fixtures'
import {
  QUICK_BUY_USDT_SCALE,
  isQuickBuyFiat,
  quickBuyIssue,
  quickBuyRateIssue,
  secondsLeft,
  type QuickBuyFiat,
  type QuickBuyForm,
} from '@/api/contract/quick-buy-math'
import { USDT_ID } from '@/api/contract/wallet'
import { msToWireTime, wireTimeToMs } from '@/api/contract/wallet/common'
import { MockBalances, type MockBalances as Balances } from '@/api/contract/wallet.fixtures'
import { fromUnits, toUnits } from '@/api/contract/wallet-math'
import { fail, ok, parseRequest } from './envelope'
import { endpointScenarios, type Method } from './endpoint-scenarios'
import { idempotentAnswers } from './idempotency'

const SCALE = QUICK_BUY_USDT_SCALE
const api = (path: string) => `*/api/${path}`

export interface QuickBuyMockState {
  /** The funds account is `balances.change`; a wallet mock's `balances()` shares it. */
  balances?: Balances
  /** The caller's orders, newest first (as seen at `now`). */
  orders?: QuickBuyOrderWire[]
  now?: number
}

export function createQuickBuyMock(initial: QuickBuyMockState = {}) {
  const balances: Balances = initial.balances ?? structuredClone(MockBalances)
  let orders = structuredClone(initial.orders ?? MockQuickBuyOrders)
  let now = initial.now ?? MockQuickBuyNow
  const { replay, remember } = idempotentAnswers()
  let nextId = Math.max(0, ...orders.map((o) => o.id)) + 1

  const credit = (amount: string) => {
    const b = balances.change[USDT_ID] ?? {
      available: fromUnits(0n, SCALE),
      locked: fromUnits(0n, SCALE),
    }
    balances.change[USDT_ID] = {
      ...b,
      available: fromUnits(toUnits(b.available, SCALE) + toUnits(amount, SCALE), SCALE),
    }
  }
  /** The order as answered at the mock's `now` (its countdown). */
  const seen = (o: QuickBuyOrderWire): QuickBuyOrderWire => ({
    ...o,
    now: msToWireTime(now),
    seconds_left: o.status === 1 ? secondsLeft(now, wireTimeToMs(o.expires_at)) : 0,
  })
  const update = (id: number, change: Partial<QuickBuyOrderWire>) => {
    orders = orders.map((o) => (o.id === id ? { ...o, ...change } : o))
    return seen(orders.find((o) => o.id === id)!)
  }

  /** Expires every order to be paid whose window passed (the sandbox's job). */
  function expire(): QuickBuyOrderWire[] {
    const due = orders.filter((o) => o.status === 1 && wireTimeToMs(o.expires_at) <= now)
    return due.map((o) => update(o.id, { status: 4, closed_at: msToWireTime(now) }))
  }

  /** The operator marks `id`'s transfer received: the USDT credited once, or the refusal code. */
  function receive(id: number): QuickBuyOrderWire | BusinessErrorCode {
    const o = orders.find((r) => r.id === id)
    if (!o) return 'notFound'
    if (o.status !== 1 || wireTimeToMs(o.expires_at) <= now) return 'quickBuyNotPending'
    credit(o.receive_amount)
    return update(id, { status: 2, paid_at: msToWireTime(now) })
  }

  const handlers = {
    currencies: http.get(api('quick_buy/currencies'), () => ok(mockQuickBuyCurrencies(now))),

    beneficiary: http.get(api('quick_buy/beneficiary'), async ({ request }) => {
      const { data, refusal } = await parseRequest(QuickBuyBeneficiaryRequest, request)
      if (!data) return refusal
      if (data.currency === '') return fail('fieldRequired')
      if (!isQuickBuyFiat(data.currency)) return fail('quickBuyCurrencyNotSupported')
      return ok(MockQuickBuyBeneficiaries[data.currency])
    }),

    create: http.post(api('quick_buy/create'), async ({ request }) => {
      const { data, refusal } = await parseRequest(QuickBuyCreateRequest, request)
      if (!data) return refusal
      const first = replay(data.idempotency_key, data)
      if (first.response) return first.response
      const { idempotency_key: _key, rate: quoted, ...form } = data
      const issue = quickBuyIssue(form as QuickBuyForm)
      if (issue) return fail(issue.code)
      const rateIssue = quickBuyRateIssue(quoted, MockQuickBuyRates[form.currency as QuickBuyFiat])
      if (rateIssue) return fail(rateIssue)
      const row = mockQuickBuyOrder(nextId++, form as QuickBuyForm, now)
      orders = [row, ...orders]
      return remember(data.idempotency_key, first.fingerprint, row)
    }),

    orders: http.get(api('quick_buy/list'), async ({ request }) => {
      const { data, refusal } = await parseRequest(QuickBuyListRequest, request)
      if (!data) return refusal
      expire()
      const mine = orders.filter((o) => data.status === undefined || o.status === data.status)
      const start = (data.page - 1) * data.limit
      return ok({
        data: mine.slice(start, start + data.limit).map(seen),
        page: data.page,
        pages: Math.max(1, Math.ceil(mine.length / data.limit)),
        total: mine.length,
      })
    }),

    detail: http.get(api('quick_buy/detail'), async ({ request }) => {
      const { data, refusal } = await parseRequest(QuickBuyIdRequest, request)
      if (!data) return refusal
      expire()
      const o = orders.find((r) => r.id === data.id)
      return o ? ok(seen(o)) : fail('notFound')
    }),

    cancel: http.post(api('quick_buy/cancel'), async ({ request }) => {
      const { data, refusal } = await parseRequest(QuickBuyIdRequest, request)
      if (!data) return refusal
      expire()
      const o = orders.find((r) => r.id === data.id)
      if (!o) return fail('notFound')
      if (o.status === 3) return ok(seen(o))
      if (o.status !== 1) return fail('quickBuyNotPending')
      return ok(update(o.id, { status: 3, closed_at: msToWireTime(now) }))
    }),
  }
  return {
    handlers,
    list: Object.values(handlers),
    /** The balances now (funds: `balances().change`). */
    balances: () => balances,
    orders: () => orders.map(seen),
    receive,
    /** Moves the mock's clock and expires what became due. */
    advance(ms: number) {
      now += ms
      return expire()
    },
  }
}

export const quickBuyHandlers = createQuickBuyMock().handlers

const paths = {
  currencies: ['get', 'quick_buy/currencies'],
  beneficiary: ['get', 'quick_buy/beneficiary'],
  create: ['post', 'quick_buy/create'],
  orders: ['get', 'quick_buy/list'],
  detail: ['get', 'quick_buy/detail'],
  cancel: ['post', 'quick_buy/cancel'],
} as const satisfies Record<string, readonly [Method, string]>
const failures = endpointScenarios(paths, api)
/** `endpoint` never answers (a loading story). */
export const quickBuyPending = failures.pending
/** `endpoint` fails at the network (the client's `network` code). */
export const quickBuyDown = failures.down
/** `endpoint` refuses with `code`, whatever was asked. */
export const quickBuyRefused = failures.refused

export const quickBuyScenarios = {
  currenciesPending: quickBuyPending('currencies'),
  currenciesDown: quickBuyDown('currencies'),
  beneficiaryDown: quickBuyDown('beneficiary'),
  createPending: quickBuyPending('create'),
  createDown: quickBuyDown('create'),
  createAreaNotSupported: quickBuyRefused('create', 'areaNotSupported'),
  createBelowMinimum: quickBuyRefused('create', 'quickBuyBelowMinimum'),
  createNotInteger: quickBuyRefused('create', 'quickBuyAmountNotInteger'),
  createConflict: quickBuyRefused('create', 'idempotencyConflict'),
  ordersPending: quickBuyPending('orders'),
  ordersDown: quickBuyDown('orders'),
  detailPending: quickBuyPending('detail'),
  detailDown: quickBuyDown('detail'),
  detailNotFound: quickBuyRefused('detail', 'notFound'),
  cancelDown: quickBuyDown('cancel'),
  cancelNotPending: quickBuyRefused('cancel', 'quickBuyNotPending'),
}
