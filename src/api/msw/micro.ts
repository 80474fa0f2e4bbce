/**
 * MSW handlers for seconds options (stories and unit tests), answering all microtrade endpoints
 * like the sandbox (contract/micro.ts, server/src/micro/policy.ts). `createMicroMock()` keeps the
 * durations, the stake currency, the options balance, orders and idempotency keys in memory and
 * places and settles with micro-math only (stakeLimits, stakeIssue, optionFee, outcomeOf,
 * settlementOf), checked in the sandbox's order: pair, pair open, currency, duration offered by the
 * pair, stake (amount, limits, open count, balance), one placement per second. A refused request
 * changes nothing and a repeated key answers the first order. An option opens at the mock's
 * current price of its pair (`setPrice`) in the current second (`setNow`); it settles only when a
 * test or story calls `settle(id, endPrice)` (nothing here decides a result by itself). Pass a
 * wallet mock's `balances()` to share the options account (`balances.micro[USDT]`) with
 * `wallet/detail` and fund transfers. Lists keep `orders` in the order given (newest first, as the
 * sandbox lists), new options in front. Deterministic: times come from `now` (MockMicroNow).
 */
import { http } from 'msw'
import {
  MicroBindSecondsRequest,
  MicroIdRequest,
  MicroListsRequest,
  MicroSubmitRequest,
  optionOutcomeCodes,
  MICRO_SHOW_ID_OFFSET,
  type MicroDurationWire,
  type MicroOrderWire,
  type PayableCurrencyWire,
} from '@/api/contract/micro'
import {
  MOCK_MICRO_USER,
  MockMicroDurations,
  MockMicroLocked,
  MockMicroNow,
  MockMicroOrders,
  MockMicroPairs,
  mockMicroCheck,
  mockPayableUsdt,
} from '@/api/contract/micro.fixtures'
import {
  openTickOf,
  optionFee,
  outcomeOf,
  remainingMs,
  settleTickOf,
  settlementOf,
  stakeIssue,
  stakeLimits,
} from '@/api/contract/micro-math'
import { USDT_ID } from '@/api/contract/wallet'
import { msToWireTime } from '@/api/contract/wallet/common'
import { MockBalances, type MockBalances as Balances } from '@/api/contract/wallet.fixtures'
import { fromUnits, toUnits } from '@/api/contract/wallet-math'
import { fail, ok, parseRequest } from './envelope'
import { endpointScenarios, type Method } from './endpoint-scenarios'
import { idempotentAnswers } from './idempotency'

const api = (path: string) => `*/api/microtrade/${path}`

/** An options pair of the mock: its id, symbol and whether it takes options. */
export interface MockMicroPair {
  match_id: number
  symbol: string
  /** false: `submit` answers `pairClosed`. @default true */
  open?: boolean
}

export interface MicroMockState {
  /** The options account lives in `balances.micro[USDT_ID]`; a wallet mock's `balances()` shares it. */
  balances?: Balances
  /** Every active duration (`microtrade/seconds`). */
  durations?: MicroDurationWire[]
  /** The seconds each pair offers (`bind_seconds`), by match id; default: every duration. */
  bindings?: Record<number, number[]>
  /** The stake currency's settings (its `user_wallet` is read from `balances`). */
  currency?: PayableCurrencyWire
  pairs?: MockMicroPair[]
  /** The engine's price now, by match id. */
  prices?: Record<number, string>
  orders?: MicroOrderWire[]
  now?: number
}

/** The default balances: the wallet fixtures with the fixture options' stakes locked. */
function fixtureBalances(): Balances {
  const b = structuredClone(MockBalances)
  b.micro[USDT_ID] = { ...b.micro[USDT_ID]!, locked: MockMicroLocked }
  return b
}

/** A Laravel paginator, as the sandbox's `laravelPage`. */
function laravelPage<T>(rows: T[], n: number, limit: number, path: string) {
  const data = rows.slice((n - 1) * limit, n * limit)
  const last = Math.max(1, Math.ceil(rows.length / limit))
  const url = (p: number) => `${path}?page=${p}`
  return {
    current_page: n,
    data,
    first_page_url: url(1),
    from: data.length ? (n - 1) * limit + 1 : null,
    last_page: last,
    last_page_url: url(last),
    next_page_url: n < last ? url(n + 1) : null,
    path,
    per_page: limit,
    prev_page_url: n > 1 ? url(n - 1) : null,
    to: data.length ? (n - 1) * limit + data.length : null,
    total: rows.length,
  }
}

export function createMicroMock(initial: MicroMockState = {}) {
  const balances: Balances = initial.balances ?? fixtureBalances()
  const durations = initial.durations ?? MockMicroDurations
  const settings = initial.currency ?? mockPayableUsdt()
  const pairs: MockMicroPair[] = initial.pairs ?? MockMicroPairs.map((p) => ({ ...p }))
  const prices: Record<number, string> = {
    ...Object.fromEntries(MockMicroPairs.map((p) => [p.match_id, String(p.price)])),
    ...initial.prices,
  }
  const bindings = initial.bindings ?? {}
  let orders = structuredClone(initial.orders ?? MockMicroOrders)
  let now = initial.now ?? MockMicroNow
  const { replay, remember } = idempotentAnswers()
  let nextId = Math.max(0, ...orders.map((o) => o.id)) + 1

  const scale = settings.decimal_scale
  const units = (v: string) => toUnits(v, scale)
  const account = () => balances.micro[settings.id]!
  /** Adds signed decimals to the options account's available and locked. */
  function move(available: string, locked: string) {
    const b = account()
    balances.micro[settings.id] = {
      available: fromUnits(units(b.available) + units(available), scale),
      locked: fromUnits(units(b.locked) + units(locked), scale),
    }
  }
  const neg = (v: string) => fromUnits(-units(v), scale)
  const currency = (): PayableCurrencyWire => {
    const b = account()
    return {
      ...settings,
      user_wallet: {
        currency: settings.id,
        micro_balance: b.available,
        lock_micro_balance: b.locked,
        insurance_balance: fromUnits(0n, scale),
        micro_with_insurance: b.available,
      },
    }
  }
  const offered = (matchId: number) => {
    const seconds = bindings[matchId]
    return seconds ? durations.filter((d) => seconds.includes(d.seconds)) : durations
  }
  /** A row as of `now`: what is left before its expiry. */
  const current = (o: MicroOrderWire): MicroOrderWire => ({
    ...o,
    remain_milli_seconds: o.status === 3 ? 0 : remainingMs(o.settle_tick, now),
  })
  const find = (id: number) => orders.find((o) => o.id === id)

  /** Settles open option `id` at `endPrice` (micro-math), crediting the options balance. */
  function settle(id: number, endPrice: string): MicroOrderWire {
    const found = find(id)
    if (!found || found.status === 3) throw new Error(`option ${id} is not open`)
    const direction = found.type === 2 ? 'fall' : 'rise'
    const outcome = outcomeOf(direction, found.open_price, endPrice)
    const { credit, factProfits } = settlementOf(outcome, found.number, found.profit_ratio, scale)
    const at = msToWireTime(found.settle_tick)
    const row: MicroOrderWire = {
      ...found,
      end_price: endPrice,
      status: 3,
      profit_result: optionOutcomeCodes[outcome],
      fact_profits: factProfits,
      payout: credit,
      updated_at: at,
      complete_at: at,
      return_at: at,
      status_name: 'Closed',
      profit_result_name: { win: 'Win', tie: 'Tie', loss: 'Loss' }[outcome],
      remain_milli_seconds: 0,
    }
    move(credit, neg(found.number))
    orders = orders.map((o) => (o.id === id ? row : o))
    return row
  }

  const handlers = {
    durations: http.get(api('seconds'), () =>
      durations.length ? ok(durations) : fail('durationNotAvailable'),
    ),

    pairDurations: http.get(api('bind_seconds'), async ({ request }) => {
      const { data, refusal } = await parseRequest(MicroBindSecondsRequest, request)
      if (!data) return refusal
      const pair = pairs.find((p) => p.match_id === data.currency_match_id)
      if (!pair) return fail('pairNotFound')
      // a pair closed to options offers no duration (as the sandbox answers)
      return ok(pair.open === false ? [] : offered(pair.match_id))
    }),

    currencies: http.get(api('payable_currencies'), () => ok([currency()])),

    submit: http.post(api('submit'), async ({ request }) => {
      const { data, refusal } = await parseRequest(MicroSubmitRequest, request)
      if (!data) return refusal
      const seen = replay(data.idempotency_key, data)
      if (seen.response) return seen.response
      const pair = pairs.find((p) => p.match_id === data.match_id)
      if (!pair) return fail('pairNotFound')
      if (pair.open === false) return fail('pairClosed')
      if (data.currency_id !== settings.id) return fail('currencyNotSupported')
      const duration = offered(pair.match_id).find((d) => d.seconds === data.seconds)
      if (!duration) return fail('durationNotAvailable')
      const issue = stakeIssue({
        stake: data.number,
        scale,
        limits: stakeLimits(
          { min: settings.micro_min, max: settings.micro_max },
          { min: duration.min_amount, max: duration.max_amount },
        ),
        feeRate: settings.micro_trade_fee,
        openCount: orders.filter((o) => o.status !== 3 && o.currency_id === settings.id).length,
        holdMax: settings.micro_holdtrade_max,
        balance: account().available,
      })
      if (issue) return fail(issue)
      const openTick = openTickOf(now)
      if (orders.some((o) => o.user_id === MOCK_MICRO_USER && o.open_tick === openTick))
        return fail('requestTooFrequent')
      const stake = fromUnits(units(data.number), scale)
      const fee = optionFee(stake, settings.micro_trade_fee, scale)
      const settleTick = settleTickOf(now, duration.seconds)
      const id = nextId++
      const row: MicroOrderWire = {
        id,
        user_id: MOCK_MICRO_USER,
        match_id: pair.match_id,
        currency_id: settings.id,
        type: data.type,
        is_insurance: 0,
        seconds: duration.seconds,
        number: stake,
        open_price: prices[pair.match_id]!,
        end_price: null,
        fee,
        profit_ratio: duration.profit_ratio,
        fact_profits: fromUnits(0n, scale),
        status: 1,
        profit_result: 0,
        created_at: msToWireTime(now),
        updated_at: msToWireTime(now),
        handled_at: msToWireTime(settleTick),
        complete_at: null,
        return_at: null,
        currency_name: settings.name,
        symbol_name: pair.symbol,
        type_name: data.type === 1 ? 'Rise' : 'Fall',
        status_name: 'Open',
        profit_result_name: 'Pending',
        show_micro_id: id + MICRO_SHOW_ID_OFFSET,
        remain_milli_seconds: remainingMs(settleTick, now),
        open_tick: openTick,
        settle_tick: settleTick,
        payout: null,
      }
      // the stake to locked, the fee for good
      move(neg(fromUnits(units(stake) + units(fee), scale)), stake)
      orders = [row, ...orders]
      return remember(data.idempotency_key, seen.fingerprint, row)
    }),

    result: http.get(api('get_result'), async ({ request }) => {
      const { data, refusal } = await parseRequest(MicroIdRequest, request)
      if (!data) return refusal
      const found = find(data.id)
      return found ? ok(current(found)) : fail('notFound')
    }),

    remaining: http.get(api('daosji'), async ({ request }) => {
      const { data, refusal } = await parseRequest(MicroIdRequest, request)
      if (!data) return refusal
      const found = find(data.id)
      if (!found) return fail('notFound')
      return ok(Math.ceil(current(found).remain_milli_seconds / 1000))
    }),

    orders: http.get(api('lists'), async ({ request }) => {
      const { data, refusal } = await parseRequest(MicroListsRequest, request)
      if (!data) return refusal
      const rows = orders.filter(
        (o) =>
          (data.status === -1 || o.status === data.status) &&
          (data.currency_id === -1 || o.currency_id === data.currency_id),
      )
      return ok(laravelPage(rows.map(current), data.page, data.limit, '/api/microtrade/lists'))
    }),

    check: http.get(api('verify'), async ({ request }) => {
      const { data, refusal } = await parseRequest(MicroIdRequest, request)
      if (!data) return refusal
      const found = find(data.id)
      return found ? ok(mockMicroCheck(found)) : fail('notFound')
    }),
  }
  return {
    handlers,
    list: Object.values(handlers),
    /** The balances now (the options account is `balances().micro[USDT_ID]`). */
    balances: () => balances,
    /** The orders now, newest first. */
    orders: () => orders,
    /** Moves the engine's price of a pair (tests and stories only; never an endpoint). */
    setPrice: (matchId: number, price: string) => void (prices[matchId] = price),
    /** The engine's prices now, by match id. */
    prices: () => prices,
    /** Sets the mock's clock (ms): the second new options open in, what `daosji` counts from. */
    setNow: (ms: number) => void (now = ms),
    now: () => now,
    settle,
  }
}

export type MicroMock = ReturnType<typeof createMicroMock>

/** A fresh mock with the fixtures: the default for stories and tests. */
export const microHandlerList = () => createMicroMock().list
/** Handlers over one fresh mock. */
export const microHandlers = createMicroMock().handlers

const paths = {
  durations: ['get', 'seconds'],
  pairDurations: ['get', 'bind_seconds'],
  currencies: ['get', 'payable_currencies'],
  submit: ['post', 'submit'],
  result: ['get', 'get_result'],
  remaining: ['get', 'daosji'],
  orders: ['get', 'lists'],
  check: ['get', 'verify'],
} as const satisfies Record<string, readonly [Method, string]>
const failures = endpointScenarios(paths, api)
/** `endpoint` never answers (a loading story). */
export const microPending = failures.pending
/** `endpoint` fails at the network (the client's `network` code). */
export const microDown = failures.down
/** `endpoint` refuses with `code`, whatever was asked. */
export const microRefused = failures.refused
/**
 * `endpoint` answers `ms` later, from the handlers after this one (put it before the mock's list):
 * a resolver that returns nothing lets MSW go on to the next matching handler.
 */
export const microSlow = failures.slow

export const microScenarios = {
  durationsPending: microPending('durations'),
  durationsDown: microDown('durations'),
  pairDurationsPending: microPending('pairDurations'),
  pairDurationsDown: microDown('pairDurations'),
  currenciesPending: microPending('currencies'),
  currenciesDown: microDown('currencies'),
  submitPending: microPending('submit'),
  submitDown: microDown('submit'),
  submitInsufficientBalance: microRefused('submit', 'insufficientBalance'),
  submitStakeBelowMinimum: microRefused('submit', 'stakeBelowMinimum'),
  submitStakeAboveMaximum: microRefused('submit', 'stakeAboveMaximum'),
  submitTooManyOpen: microRefused('submit', 'tooManyOpenOptions'),
  submitTooFrequent: microRefused('submit', 'requestTooFrequent'),
  submitDurationNotAvailable: microRefused('submit', 'durationNotAvailable'),
  submitPairClosed: microRefused('submit', 'pairClosed'),
  submitConflict: microRefused('submit', 'idempotencyConflict'),
  resultPending: microPending('result'),
  resultDown: microDown('result'),
  remainingDown: microDown('remaining'),
  ordersPending: microPending('orders'),
  ordersDown: microDown('orders'),
  checkPending: microPending('check'),
  checkDown: microDown('check'),
  checkNotFound: microRefused('check', 'notFound'),
}
