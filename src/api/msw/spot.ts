/**
 * MSW handlers for spot trading (stories and unit tests). `createSpotMock()` keeps orders, balances
 * and idempotency keys in memory and places, fills and cancels with the contract's own formulas
 * (spot-math.ts), checked in the sandbox's order (orderIssue), so a refused order changes nothing
 * and a repeated key answers the first order. Limit orders lock their funds and fill at once when
 * marketable; market orders fill against a fixed book (MockSpotBooks). Pass a wallet mock's
 * `balances()` to share balances with `wallet/detail`. Deterministic: times come from `now`.
 */
import { delay, http, HttpResponse } from 'msw'
import type { BusinessErrorCode } from '@/api/contract/common'
import {
  SpotCancelRequest,
  SpotListRequest,
  SpotOrderRequest,
  SpotRulesAnswer,
  SpotRulesRequest,
  sideOf,
  type SpotOrderWire,
  type SpotRulesWire,
} from '@/api/contract/spot'
import {
  MockSpotBooks,
  MockSpotNow,
  MockSpotOrders,
  MockSpotRules,
  type MockSpotBook,
} from '@/api/contract/spot.fixtures'
import { crosses, limitFill, limitLock, marketFill, orderIssue } from '@/api/contract/spot-math'
import { msToWireTime } from '@/api/contract/wallet'
import {
  MockBalances,
  MockCurrencies,
  type MockBalances as Balances,
} from '@/api/contract/wallet.fixtures'
import { fromUnits, toUnits } from '@/api/contract/wallet-math'
import { fail, ok, parseRequest } from './envelope'
import { idempotentAnswers } from './idempotency'

const api = (path: string) => `*/api/${path}`
const TRADE = api('coin/trade')

export interface SpotMockState {
  /** The change-account balances to trade from; a wallet mock's `balances()` shares them. */
  balances?: Balances
  orders?: SpotOrderWire[]
  rules?: SpotRulesWire[]
  /** Books by `${currency_id}/${legal_id}`. */
  books?: Record<string, MockSpotBook>
  now?: number
}

export function createSpotMock(initial: SpotMockState = {}) {
  const balances: Balances = initial.balances ?? structuredClone(MockBalances)
  let orders = [...(initial.orders ?? MockSpotOrders)]
  const rulesList = initial.rules ?? MockSpotRules
  const books = initial.books ?? MockSpotBooks
  const now = initial.now ?? MockSpotNow
  const { replay, remember } = idempotentAnswers()
  let nextId = 1000

  const pairOf = (currencyId: number, legalId: number) =>
    rulesList.find((r) => r.currency_id === currencyId && r.legal_id === legalId)
  /** Adds `available` and `locked` (signed decimals) to one change-account balance. */
  function move(currencyId: number, available: string, locked: string) {
    const scale = MockCurrencies.find((c) => c.id === currencyId)!.scale
    const b = balances.change[currencyId]!
    balances.change[currencyId] = {
      available: fromUnits(toUnits(b.available, scale) + toUnits(available, scale), scale),
      locked: fromUnits(toUnits(b.locked, scale) + toUnits(locked, scale), scale),
    }
  }
  const neg = (v: string) => (v.startsWith('-') ? v.slice(1) : `-${v}`)
  /** `v` written with exactly `scale` decimals (it has no more: the checks passed). */
  const fixed = (v: string, scale: number) => fromUnits(toUnits(v, scale), scale)

  const handlers = {
    rules: http.get(api('coin/info'), async ({ request }) => {
      const { data, refusal } = await parseRequest(SpotRulesRequest, request)
      if (!data) return refusal
      const pair = pairOf(data.currency_id, data.legal_id)
      return pair ? ok(pair) : fail('pairNotFound')
    }),

    place: http.post(TRADE, async ({ request }) => {
      const { data, refusal } = await parseRequest(SpotOrderRequest, request)
      if (!data) return refusal
      const seen = replay(data.idempotency_key, data)
      if (seen.response) return seen.response
      const wire = pairOf(data.currency_id, data.legal_id)
      const book = books[`${data.currency_id}/${data.legal_id}`]
      if (!wire || !book) return fail('pairNotFound')
      if (wire.open !== 1) return fail('pairClosed')
      const rules = SpotRulesAnswer.parse(wire)
      const side = sideOf(data.type)
      const [pays, gets] =
        side === 'buy' ? [data.legal_id, data.currency_id] : [data.currency_id, data.legal_id]
      const levels = side === 'buy' ? book.asks : book.bids
      const price = data.order_type === 'limit' ? (data.target_price ?? '') : ''
      const issue = orderIssue(
        { side, kind: data.order_type, price, amount: data.amount },
        { rules, market: book.price, levels, available: balances.change[pays]!.available },
      )
      if (issue) return fail(issue)
      const amount = fixed(data.amount, rules.amountDecimals)
      const fill =
        data.order_type === 'market'
          ? marketFill(side, amount, levels, rules)!
          : crosses(side, price, book.price)
            ? limitFill(side, price, amount, rules)
            : null
      const id = nextId++
      const order: SpotOrderWire = {
        id,
        u_id: 1,
        currency_id: data.currency_id,
        legal_id: data.legal_id,
        type: data.type,
        target_price: fill?.price ?? fixed(price, rules.priceDecimals),
        trade_price: book.price,
        trade_amount: amount,
        charge_fee: rules.feeRate,
        status: fill ? 2 : 1,
        symbol: wire.symbol,
        created_at: msToWireTime(now),
        order_type: data.order_type,
        locked: fill ? '0' : limitLock(side, price, amount, rules),
        fill_price: fill?.price ?? null,
        spent: fill?.spent ?? null,
        fee: fill?.fee ?? null,
        received: fill?.received ?? null,
        fill_tick: fill ? now : null,
        fill_market_price: fill ? book.price : null,
        filled_at: fill ? msToWireTime(now) : null,
        cancelled_at: null,
      }
      if (fill) {
        move(pays, neg(fill.spent), '0')
        move(gets, fill.received, '0')
      } else {
        move(pays, neg(order.locked), order.locked)
      }
      orders = [order, ...orders]
      return remember(data.idempotency_key, seen.fingerprint, order)
    }),

    cancel: http.put(TRADE, async ({ request }) => {
      const { data, refusal } = await parseRequest(SpotCancelRequest, request)
      if (!data) return refusal
      const found = orders.find((o) => o.id === data.id)
      if (!found) return fail('notFound')
      if (found.status !== 1) return fail('orderNotOpen')
      const cancelled: SpotOrderWire = {
        ...found,
        status: 3,
        locked: '0',
        cancelled_at: msToWireTime(now),
      }
      move(found.type === 1 ? found.legal_id : found.currency_id, found.locked, neg(found.locked))
      orders = orders.map((o) => (o.id === found.id ? cancelled : o))
      return ok(cancelled)
    }),

    orders: http.get(api('coin/list'), async ({ request }) => {
      const { data, refusal } = await parseRequest(SpotListRequest, request)
      if (!data) return refusal
      const rows = orders.filter(
        (o) =>
          (data.currency_id === undefined || o.currency_id === data.currency_id) &&
          (data.legal_id === undefined || o.legal_id === data.legal_id) &&
          (data.status === undefined || o.status === data.status),
      )
      return ok(rows.slice((data.page - 1) * data.limit, data.page * data.limit))
    }),
  }
  return {
    handlers,
    list: Object.values(handlers),
    /** The balances now (after what the story or test did). */
    balances: () => balances,
    /** The orders now, newest first. */
    orders: () => orders,
  }
}

/** A fresh mock with the fixtures: the default for stories and tests. */
export const spotHandlerList = () => createSpotMock().list
/** Handlers over one fresh mock. */
export const spotHandlers = createSpotMock().handlers

const pending = (method: 'get' | 'post' | 'put', path: string) =>
  http[method](api(path), async () => {
    await delay('infinite')
    return ok(null)
  })
const down = (method: 'get' | 'post' | 'put', path: string) =>
  http[method](api(path), () => HttpResponse.error())
const refuse = (method: 'post' | 'put', code: BusinessErrorCode) =>
  http[method](TRADE, () => fail(code))

export const spotScenarios = {
  rulesPending: pending('get', 'coin/info'),
  rulesDown: down('get', 'coin/info'),
  placePending: pending('post', 'coin/trade'),
  placeDown: down('post', 'coin/trade'),
  placePairClosed: refuse('post', 'pairClosed'),
  placeOutOfBand: refuse('post', 'priceOutOfBand'),
  placeInsufficientBalance: refuse('post', 'insufficientBalance'),
  placeInsufficientLiquidity: refuse('post', 'insufficientLiquidity'),
  placeBelowMinimum: refuse('post', 'orderBelowMinimum'),
  /** The platform's answer: an empty message instead of the order. */
  placeEmpty: http.post(TRADE, () => ok('')),
  cancelPending: pending('put', 'coin/trade'),
  cancelDown: down('put', 'coin/trade'),
  cancelNotOpen: refuse('put', 'orderNotOpen'),
  ordersPending: pending('get', 'coin/list'),
  ordersDown: down('get', 'coin/list'),
}
