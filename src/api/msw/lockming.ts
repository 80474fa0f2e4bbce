/**
 * MSW handlers for lock mining (stories and unit tests), answering the four lh/deposit endpoints
 * like the sandbox (contract/lockming.ts, server/src/routes/lockming.ts). `createLockmingMock()`
 * keeps the products, the locks, the funds account (`balances.change`) and idempotency keys in
 * memory and decides with lockming-math only (lockIssue, lockTermOf, daysDue, dailyInterest,
 * penaltyOf through redemptionTerms; orders through the contract's `lockOrderWire`, the sandbox's
 * own mapper). Its clock is `now` (MockLockNow); `advance(ms)` moves it and every request first
 * pays what is due at `now`, as the sandbox's day job does: each day ended since the start once,
 * and the principal at `end_at`. A refused request changes nothing and a repeated key answers the
 * first result. Pass a wallet mock's `balances()` to share the funds account with `wallet/detail`.
 */
import { http } from 'msw'
import {
  LOCKMING_CONFIG_PAGE_SIZE,
  LockBuyRequest,
  LockCancelRequest,
  LockConfigsRequest,
  LockOrdersRequest,
  lockOrderWire,
  type LockConfigWire,
  type LockState,
} from '@/api/contract/lockming'
import { MockLockConfigs, MockLockNow, MockLockStates } from '@/api/contract/lockming.fixtures'
import {
  daysDue,
  lockIssue,
  lockTermOf,
  redemptionTerms,
  totalInterest,
} from '@/api/contract/lockming-math'
import { MockBalances, type MockBalances as Balances } from '@/api/contract/wallet.fixtures'
import { compareDecimals, fromUnits, toUnits } from '@/api/contract/wallet-math'
import { fail, ok, parseRequest } from './envelope'
import { endpointScenarios, type Method } from './endpoint-scenarios'
import { idempotentAnswers } from './idempotency'

const api = (path: string) => `*/api/lh/deposit${path}`

export interface LockmingMockState {
  /** The funds account is `balances.change[currency]`; a wallet mock's `balances()` shares it. */
  balances?: Balances
  configs?: LockConfigWire[]
  /** The caller's locks, newest first. */
  locks?: LockState[]
  now?: number
}

export function createLockmingMock(initial: LockmingMockState = {}) {
  const balances: Balances = initial.balances ?? structuredClone(MockBalances)
  const configs = initial.configs ?? MockLockConfigs
  let locks: LockState[] = structuredClone(initial.locks ?? MockLockStates)
  let now = initial.now ?? MockLockNow
  const { replay, remember } = idempotentAnswers()
  let nextId = Math.max(0, ...locks.map((l) => l.id)) + 1

  const funds = (currencyId: number, scale: number) =>
    balances.change[currencyId] ?? {
      available: fromUnits(0n, scale),
      locked: fromUnits(0n, scale),
    }
  /** Adds signed units to the funds account's available. */
  function credit(currencyId: number, scale: number, units: bigint) {
    const b = funds(currencyId, scale)
    balances.change[currencyId] = {
      ...b,
      available: fromUnits(toUnits(b.available, scale) + units, scale),
    }
  }

  /** The day job: pays every ended day once, then the principal at maturity. */
  function payDue() {
    locks = locks.map((l) => {
      if (l.status !== 1) return l
      const due = daysDue(l.startAt, l.days, now)
      if (due <= l.paidDays) return l
      const paid =
        toUnits(totalInterest(l.amount, l.dailyRate, due, l.scale), l.scale) -
        toUnits(totalInterest(l.amount, l.dailyRate, l.paidDays, l.scale), l.scale)
      credit(l.currencyId, l.scale, paid)
      const matured = due === l.days
      if (matured) credit(l.currencyId, l.scale, toUnits(l.amount, l.scale))
      return {
        ...l,
        paidDays: due,
        status: matured ? 2 : 1,
        finishedAt: matured ? now : null,
      }
    })
  }

  const handlers = {
    configs: http.get(api('/config'), async ({ request }) => {
      const { data, refusal } = await parseRequest(LockConfigsRequest, request)
      if (!data) return refusal
      const size = LOCKMING_CONFIG_PAGE_SIZE
      const kind = configs.filter((c) => data.type === undefined || c.type === data.type)
      return ok(kind.slice((data.page - 1) * size, data.page * size))
    }),

    buy: http.post(api(''), async ({ request }) => {
      const { data, refusal } = await parseRequest(LockBuyRequest, request)
      if (!data) return refusal
      payDue()
      const seen = replay(data.idempotency_key, data)
      if (seen.response) return seen.response
      const c = configs.find((x) => x.id === data.config_id)
      if (!c) return fail('productNotAvailable')
      const scale = c.decimal_scale
      const issue = lockIssue({
        amount: data.amount,
        scale,
        min: c.save_min,
        available: funds(c.currency_id, scale).available,
      })
      if (issue) return fail(issue)
      const amount = fromUnits(toUnits(data.amount, scale), scale)
      const { startAt, endAt } = lockTermOf(now, c.day)
      const lock: LockState = {
        id: nextId++,
        configId: c.id,
        currencyId: c.currency_id,
        currency: c.currency_name,
        scale,
        amount,
        days: c.day,
        dailyRate: c.interest_rate,
        cancelRate: c.cancel_rate,
        paidDays: 0,
        startAt,
        endAt,
        status: 1,
        isCancel: 0,
        cancelFee: fromUnits(0n, scale),
        createdAt: now,
        finishedAt: null,
      }
      credit(c.currency_id, scale, -toUnits(amount, scale))
      locks = [lock, ...locks]
      return remember(data.idempotency_key, seen.fingerprint, lockOrderWire(lock, now))
    }),

    orders: http.get(api('/order'), async ({ request }) => {
      const { data, refusal } = await parseRequest(LockOrdersRequest, request)
      if (!data) return refusal
      payDue()
      const rows = locks.filter(
        (l) =>
          (data.status === 0 || l.status === data.status) &&
          (data.is_cancel === undefined || l.isCancel === data.is_cancel),
      )
      const page = rows.slice((data.page - 1) * data.limit, data.page * data.limit)
      return ok({ order_list: page.map((l) => lockOrderWire(l, now)) })
    }),

    cancel: http.post(api('/order/cancel'), async ({ request }) => {
      const { data, refusal } = await parseRequest(LockCancelRequest, request)
      if (!data) return refusal
      payDue()
      const seen = replay(data.idempotency_key, data)
      if (seen.response) return seen.response
      const l = locks.find((x) => x.id === data.id)
      if (!l) return fail('notFound')
      if (l.status !== 1) return fail('lockNotActive')
      const { penalty } = redemptionTerms({ ...l, now })
      if (data.cancel_fee !== undefined && compareDecimals(data.cancel_fee, penalty) !== 0)
        return fail('feeChanged')
      const done: LockState = { ...l, status: 2, isCancel: 1, cancelFee: penalty, finishedAt: now }
      credit(l.currencyId, l.scale, toUnits(l.amount, l.scale) - toUnits(penalty, l.scale))
      locks = locks.map((x) => (x.id === l.id ? done : x))
      return remember(data.idempotency_key, seen.fingerprint, lockOrderWire(done, now))
    }),
  }

  return {
    handlers,
    list: Object.values(handlers),
    /** The balances now (the funds account is `balances().change`). */
    balances: () => balances,
    /** The locks now, newest first. */
    locks: () => locks,
    now: () => now,
    setNow: (ms: number) => void (now = ms),
    /** Moves the mock's clock (days pass: the next request pays what is due). */
    advance: (ms: number) => void (now += ms),
  }
}

export type LockmingMock = ReturnType<typeof createLockmingMock>

/** A fresh mock with the fixtures: the default for stories and tests. */
export const lockmingHandlerList = () => createLockmingMock().list

const paths = {
  configs: ['get', '/config'],
  buy: ['post', ''],
  orders: ['get', '/order'],
  cancel: ['post', '/order/cancel'],
} as const satisfies Record<string, readonly [Method, string]>
const failures = endpointScenarios(paths, api)
/** `endpoint` never answers (a loading story). */
export const lockmingPending = failures.pending
/** `endpoint` fails at the network (the client's `network` code). */
export const lockmingDown = failures.down
/** `endpoint` refuses with `code`, whatever was asked. */
export const lockmingRefused = failures.refused

export const lockmingScenarios = {
  configsPending: lockmingPending('configs'),
  configsDown: lockmingDown('configs'),
  configsEmpty: http.get(api('/config'), () => ok([])),
  buyPending: lockmingPending('buy'),
  buyDown: lockmingDown('buy'),
  buyInsufficientBalance: lockmingRefused('buy', 'insufficientBalance'),
  buyBelowMinimum: lockmingRefused('buy', 'lockBelowMinimum'),
  buyConflict: lockmingRefused('buy', 'idempotencyConflict'),
  ordersPending: lockmingPending('orders'),
  ordersDown: lockmingDown('orders'),
  cancelPending: lockmingPending('cancel'),
  cancelDown: lockmingDown('cancel'),
  cancelFeeChanged: lockmingRefused('cancel', 'feeChanged'),
  cancelNotActive: lockmingRefused('cancel', 'lockNotActive'),
}
