/**
 * MSW handlers for borrowing (stories and unit tests), answering the five `borrow` endpoints like
 * the sandbox (contract/borrow.ts, server/src/repositories/borrow.ts). `createBorrowMock()` keeps
 * the caller's VIP level, the funds account (`balances.change`), loans and idempotency keys in
 * memory and decides with borrow-math only (applicationIssue, dayCharge, forcedClose), in the
 * sandbox's order. A refused request changes nothing; a repeated key answers the first loan as it
 * is now. Nothing here decides by itself: a test or story calls `approve(id)`, `reject(id)`,
 * `setNow(ms)` (days begun are added on the next read, as the keeper does) or
 * `liquidate(id, collateralPrice)`. Deterministic: times come from `now` (MockBorrowNow), prices
 * from `prices` (MOCK_BORROW_PRICES).
 */
import { http } from 'msw'
import {
  BorrowApplyRequest,
  BorrowDetailRequest,
  BorrowListRequest,
  BorrowRepayRequest,
  type BorrowLoanWire,
  type BorrowTermsWire,
  type LoanFilter,
} from '@/api/contract/borrow'
import {
  MOCK_BORROW_COINS,
  MOCK_BORROW_PRICES,
  MockBorrowLoanList,
  MockBorrowNow,
  mockBorrowTerms,
} from '@/api/contract/borrow.fixtures'
import {
  applicationIssue,
  dailyRateOf,
  dayCharge,
  dayStart,
  debtOf,
  dueAt,
  forcedClose,
  forcedClosePrice,
  isBorrowEligible,
  OVERDUE_DAILY_RATE,
  riskRate,
  valueOf,
} from '@/api/contract/borrow-math'
import type { BusinessErrorCode } from '@/api/contract/common'
import { msToWireTime, wireTimeToMs } from '@/api/contract/wallet/common'
import { MockBalances, type MockBalances as Balances } from '@/api/contract/wallet.fixtures'
import { amountIssue, fromUnits, toUnits } from '@/api/contract/wallet-math'
import { fail, ok, parseRequest } from './envelope'
import { endpointScenarios, type Method } from './endpoint-scenarios'
import { idempotentAnswers } from './idempotency'

const api = (path: string) => `*/api/borrow/${path}`

export interface BorrowMockState {
  /** The funds account is `balances.change`; a wallet mock's `balances()` shares it. */
  balances?: Balances
  loans?: BorrowLoanWire[]
  vip?: number
  marketMaker?: boolean
  /** USDT price of each coin by name. */
  prices?: Record<string, string>
  now?: number
}

const FILTERS: Record<LoanFilter, readonly string[] | null> = {
  all: null,
  pending: ['pending'],
  active: ['active'],
  closed: ['rejected', 'repaid', 'liquidated'],
}

export function createBorrowMock(initial: BorrowMockState = {}) {
  const balances: Balances = initial.balances ?? structuredClone(MockBalances)
  let loans = structuredClone(initial.loans ?? MockBorrowLoanList)
  let vip = initial.vip ?? 2
  let marketMaker = initial.marketMaker ?? false
  const prices: Record<string, string> = { ...MOCK_BORROW_PRICES, ...initial.prices }
  let now = initial.now ?? MockBorrowNow
  const { replay, remember } = idempotentAnswers()
  let nextId = Math.max(0, ...loans.map((l) => l.id)) + 1

  const coinOf = (id: number) => MOCK_BORROW_COINS.find((c) => c.currency_id === id)
  /** Adds signed units to the funds account of `currencyId`. */
  function move(currencyId: number, scale: number, available: bigint, locked: bigint) {
    const b = balances.change[currencyId] ?? { available: '0', locked: '0' }
    balances.change[currencyId] = {
      available: fromUnits(toUnits(b.available, scale) + available, scale),
      locked: fromUnits(toUnits(b.locked, scale) + locked, scale),
    }
  }
  const units = (v: string, scale: number) => toUnits(v, scale)
  const open = () => loans.find((l) => l.status === 'pending' || l.status === 'active')

  /** The loan with every begun day added and the live figures at `prices` and `now`. */
  function live(l: BorrowLoanWire): BorrowLoanWire {
    const s = l.currency_scale
    let { interest, overdue, days_accrued: days } = l
    if (l.status === 'active' && l.disbursed_at) {
      const disbursed = wireTimeToMs(l.disbursed_at)
      while (dayStart(disbursed, days) <= now) {
        const c = dayCharge({
          day: days,
          termDays: l.term_days,
          principal: l.amount,
          dailyRate: l.daily_rate,
          scale: s,
        })
        interest = fromUnits(units(interest, s) + units(c.interest, s), s)
        overdue = fromUnits(units(overdue, s) + units(c.overdue, s), s)
        days++
      }
    }
    const debt = fromUnits(units(debtOf(l.amount, interest, overdue), s), s)
    const price = prices[l.currency_name] ?? '1'
    const collateralPrice = prices[l.collateral_currency_name] ?? '1'
    const running = l.status === 'active'
    const collateral = l.collateral_amount
    const next: BorrowLoanWire = {
      ...l,
      interest,
      overdue,
      days_accrued: days,
      debt,
      price,
      collateral_price: collateralPrice,
      overdue_now: running && l.due_at !== null && now >= wireTimeToMs(l.due_at),
      risk_rate: running ? riskRate({ collateral, collateralPrice, debt, price }) : null,
      forced_close_price: running ? forcedClosePrice({ collateral, debt, price }) : null,
    }
    loans = loans.map((x) => (x.id === l.id ? next : x))
    return next
  }
  const find = (id: number) => {
    const l = loans.find((x) => x.id === id)
    return l && live(l)
  }

  function apply(d: {
    currency: number
    collateral_currency: number
    amount: string
    collateral_amount: string
    term_days: number
  }): BorrowLoanWire | BusinessErrorCode {
    const c = coinOf(d.currency)
    const k = coinOf(d.collateral_currency)
    if (!c || !k) return 'currencyNotSupported'
    const format = amountIssue(d.amount, c.scale) ?? amountIssue(d.collateral_amount, k.scale)
    if (format) return format
    const price = prices[c.name]!
    const collateralPrice = prices[k.name]!
    const issue = applicationIssue({
      eligible: isBorrowEligible(vip, marketMaker),
      currency: c.name,
      collateralCurrency: k.name,
      termDays: d.term_days,
      amount: d.amount,
      price,
      collateralAmount: d.collateral_amount,
      collateralPrice,
      hasOpenLoan: open() !== undefined,
      collateralBalance: balances.change[k.currency_id]?.available ?? '0',
    })
    if (issue) return issue
    const collateral = units(d.collateral_amount, k.scale)
    move(k.currency_id, k.scale, -collateral, collateral)
    const loan: BorrowLoanWire = {
      id: nextId++,
      currency_id: c.currency_id,
      currency_name: c.name,
      currency_scale: c.scale,
      amount: fromUnits(units(d.amount, c.scale), c.scale),
      collateral_currency_id: k.currency_id,
      collateral_currency_name: k.name,
      collateral_scale: k.scale,
      collateral_amount: fromUnits(collateral, k.scale),
      term_days: d.term_days,
      daily_rate: dailyRateOf(d.term_days)!,
      overdue_rate: OVERDUE_DAILY_RATE,
      value_usdt: valueOf(d.amount, price),
      status: 'pending',
      reason: null,
      created_at: msToWireTime(now),
      reviewed_at: null,
      disbursed_at: null,
      due_at: null,
      overdue_now: false,
      days_accrued: 0,
      interest: fromUnits(0n, c.scale),
      overdue: fromUnits(0n, c.scale),
      debt: fromUnits(units(d.amount, c.scale), c.scale),
      price,
      collateral_price: collateralPrice,
      risk_rate: null,
      forced_close_price: null,
      repaid_principal: null,
      paid_interest: null,
      close_tick: null,
      close_price: null,
      close_collateral_price: null,
      collateral_sold: null,
      collateral_returned: null,
      debt_covered: null,
      closed_at: null,
    }
    loans = [loan, ...loans]
    return loan
  }

  function repay(id: number): BorrowLoanWire | BusinessErrorCode {
    const l = find(id)
    if (!l) return 'notFound'
    if (l.status !== 'active') return 'borrowNotActive'
    const s = l.currency_scale
    const total = units(l.debt, s)
    const have = units(balances.change[l.currency_id]?.available ?? '0', s)
    if (have < total) return 'insufficientBalance'
    move(l.currency_id, s, -total, 0n)
    const c = units(l.collateral_amount, l.collateral_scale)
    move(l.collateral_currency_id, l.collateral_scale, c, -c)
    const done: BorrowLoanWire = {
      ...l,
      status: 'repaid',
      repaid_principal: l.amount,
      paid_interest: fromUnits(units(l.interest, s) + units(l.overdue, s), s),
      collateral_returned: l.collateral_amount,
      closed_at: msToWireTime(now),
      risk_rate: null,
      forced_close_price: null,
      overdue_now: false,
    }
    loans = loans.map((x) => (x.id === id ? done : x))
    return done
  }

  /** The desk approves a pending loan: disbursed now, day 0 added. */
  function approve(id: number): BorrowLoanWire | undefined {
    const l = loans.find((x) => x.id === id)
    if (!l || l.status !== 'pending') return undefined
    move(l.currency_id, l.currency_scale, units(l.amount, l.currency_scale), 0n)
    const started: BorrowLoanWire = {
      ...l,
      status: 'active',
      reviewed_at: msToWireTime(now),
      disbursed_at: msToWireTime(now),
      due_at: msToWireTime(dueAt(now, l.term_days)),
    }
    loans = loans.map((x) => (x.id === id ? started : x))
    return live(started)
  }

  /** The desk rejects a pending loan: the collateral returns. */
  function reject(id: number, reason: string | null = null): BorrowLoanWire | undefined {
    const l = loans.find((x) => x.id === id)
    if (!l || l.status !== 'pending') return undefined
    const c = units(l.collateral_amount, l.collateral_scale)
    move(l.collateral_currency_id, l.collateral_scale, c, -c)
    const done: BorrowLoanWire = {
      ...l,
      status: 'rejected',
      reason,
      reviewed_at: msToWireTime(now),
      collateral_returned: l.collateral_amount,
      closed_at: msToWireTime(now),
    }
    loans = loans.map((x) => (x.id === id ? done : x))
    return done
  }

  /** A forced close at `collateralPrice` (the engine second's price a story chooses). */
  function liquidate(id: number, collateralPrice: string): BorrowLoanWire | undefined {
    const l = find(id)
    if (!l || l.status !== 'active') return undefined
    const close = forcedClose({
      debt: l.debt,
      price: l.price,
      collateral: l.collateral_amount,
      collateralPrice,
      scale: l.currency_scale,
      collateralScale: l.collateral_scale,
    })
    const cs = l.collateral_scale
    move(l.collateral_currency_id, cs, units(close.returned, cs), -units(l.collateral_amount, cs))
    const done: BorrowLoanWire = {
      ...l,
      status: 'liquidated',
      close_tick: Math.floor(now / 1000) * 1000,
      close_price: l.price,
      close_collateral_price: collateralPrice,
      collateral_sold: close.sold,
      collateral_returned: close.returned,
      debt_covered: close.covered,
      closed_at: msToWireTime(now),
      risk_rate: null,
      forced_close_price: null,
    }
    loans = loans.map((x) => (x.id === id ? done : x))
    return done
  }

  const terms = (): BorrowTermsWire => {
    const eligible = isBorrowEligible(vip, marketMaker)
    const current = open()
    return {
      ...mockBorrowTerms({
        eligible: eligible && !current,
        vip,
        market_maker: marketMaker,
        reason: !eligible ? 'borrowVipRequired' : current ? 'borrowOpenLoan' : null,
        open_loan_id: current?.id ?? null,
      }),
      currencies: MOCK_BORROW_COINS.map((c) => ({ ...c, usdt_price: prices[c.name]! })),
      now: msToWireTime(now),
    }
  }

  const handlers = {
    terms: http.get(api('terms'), () => ok(terms())),
    apply: http.post(api('apply'), async ({ request }) => {
      const { data, refusal } = await parseRequest(BorrowApplyRequest, request)
      if (!data) return refusal
      const key = data.idempotency_key
      const { fingerprint, response } = replay(key, data)
      if (response) return response
      const answer = apply(data)
      return typeof answer === 'string' ? fail(answer) : remember(key, fingerprint, answer)
    }),
    loans: http.post(api('order/list'), async ({ request }) => {
      const { data, refusal } = await parseRequest(BorrowListRequest, request)
      if (!data) return refusal
      const statuses = FILTERS[data.status]
      const rows = loans
        .map(live)
        .filter((l) => statuses === null || statuses.includes(l.status))
        .sort((a, b) => b.id - a.id)
      const start = (data.page - 1) * data.limit
      return ok({
        list: rows.slice(start, start + data.limit),
        page: data.page,
        limit: data.limit,
        total: rows.length,
        now: msToWireTime(now),
      })
    }),
    loan: http.get(api('order/detail'), async ({ request }) => {
      const { data, refusal } = await parseRequest(BorrowDetailRequest, request)
      if (!data) return refusal
      const l = find(data.id)
      if (!l) return fail('notFound')
      const accruals = Array.from({ length: l.days_accrued }, (_, day) => {
        const c = dayCharge({
          day,
          termDays: l.term_days,
          principal: l.amount,
          dailyRate: l.daily_rate,
          scale: l.currency_scale,
        })
        const at = dayStart(wireTimeToMs(l.disbursed_at!), day)
        return { day, ...c, created_at: msToWireTime(at) }
      })
      return ok({ ...l, accruals })
    }),
    repay: http.post(api('order/repay'), async ({ request }) => {
      const { data, refusal } = await parseRequest(BorrowRepayRequest, request)
      if (!data) return refusal
      const key = data.idempotency_key
      const { fingerprint, response } = replay(key, data)
      if (response) return response
      const answer = repay(data.id)
      return typeof answer === 'string' ? fail(answer) : remember(key, fingerprint, answer)
    }),
  }
  return {
    handlers,
    list: Object.values(handlers),
    /** The balances now (the funds account is `balances().change`). */
    balances: () => balances,
    /** The loans now (as last read), newest first. */
    loans: () => loans,
    approve,
    reject,
    liquidate,
    /** Sets the caller's VIP level and market-maker flag. */
    setVip: (level: number, maker = marketMaker) => {
      vip = level
      marketMaker = maker
    },
    /** Sets the mock's clock (ms): days begun are added on the next read. */
    setNow: (ms: number) => void (now = ms),
    setPrice: (coin: string, price: string) => void (prices[coin] = price),
    now: () => now,
  }
}

export type BorrowMock = ReturnType<typeof createBorrowMock>

/** A fresh mock with the fixtures: the default for stories and tests. */
export const borrowHandlerList = () => createBorrowMock().list

const paths = {
  terms: ['get', 'terms'],
  apply: ['post', 'apply'],
  loans: ['post', 'order/list'],
  loan: ['get', 'order/detail'],
  repay: ['post', 'order/repay'],
} as const satisfies Record<string, readonly [Method, string]>
const failures = endpointScenarios(paths, api)
/** `endpoint` never answers (a loading story). */
export const borrowPending = failures.pending
/** `endpoint` fails at the network (the client's `network` code). */
export const borrowDown = failures.down
/** `endpoint` refuses with `code`, whatever was asked. */
export const borrowRefused = failures.refused

export const borrowScenarios = {
  termsPending: borrowPending('terms'),
  termsDown: borrowDown('terms'),
  applyPending: borrowPending('apply'),
  applyDown: borrowDown('apply'),
  applyVipRequired: borrowRefused('apply', 'borrowVipRequired'),
  applyBelowMinimum: borrowRefused('apply', 'borrowBelowMinimum'),
  applyAboveMaximum: borrowRefused('apply', 'borrowAboveMaximum'),
  applyTermInvalid: borrowRefused('apply', 'borrowTermInvalid'),
  applyCollateralShort: borrowRefused('apply', 'borrowCollateralShort'),
  applyOpenLoan: borrowRefused('apply', 'borrowOpenLoan'),
  applyInsufficientBalance: borrowRefused('apply', 'insufficientBalance'),
  applyConflict: borrowRefused('apply', 'idempotencyConflict'),
  loansPending: borrowPending('loans'),
  loansDown: borrowDown('loans'),
  loanPending: borrowPending('loan'),
  loanNotFound: borrowRefused('loan', 'notFound'),
  repayPending: borrowPending('repay'),
  repayDown: borrowDown('repay'),
  repayInsufficientBalance: borrowRefused('repay', 'insufficientBalance'),
  repayNotActive: borrowRefused('repay', 'borrowNotActive'),
}
