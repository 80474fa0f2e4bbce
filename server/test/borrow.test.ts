/**
 * OTC borrowing in the sandbox (issue 18; rules in src/api/contract/borrow-math.ts): the terms and
 * who may borrow, every refusal changing nothing, the application holding the collateral, the
 * desk's approval (disbursed, day 0's interest) and rejection (collateral back), interest once per
 * loan day (job twice, clock jumps, a restart), overdue interest, repayment once with the
 * collateral returned, the forced close at the first engine second below 110 % (and not at
 * 110.3 %), another user's loan as notFound, races, and the money conserved per loan: the ledger
 * nets exactly the lender's side the loan row records, and Σ ledger = balances after every test.
 */
import { Big } from 'big.js'
import type { FastifyInstance } from 'fastify'
import { afterEach, describe, expect, it } from 'vitest'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  BorrowLoanAnswer,
  BorrowLoanEvent,
  BorrowTermsAnswer,
  type BorrowLoanWire,
} from '../../src/api/contract/borrow'
import { DAY_MS, dayInterest, forcedClose } from '../../src/api/contract/borrow-math'
import { fromUnits } from '../../src/api/contract/wallet-math'
import { ledgerSums } from '../src/repositories/wallet'
import { conserved } from './borrow-helper'
import { pathApp, pricePath } from './price-path'
import { client, fund, lv1, type Answer } from './spot-helper'
import { newKey } from './wallet-helper'

const BTC = 1
const ETH = 2
const USDT = 3
const START = Date.UTC(2025, 1, 1, 12)
const lv2 = 'lv2@sandbox.test'

const apps: FastifyInstance[] = []
const dirs: string[] = []
afterEach(async () => {
  for (const app of apps.splice(0)) {
    const sums = ledgerSums(app.db)
    conserved(app)
    await app.close()
    if (sums.mismatches.length || sums.brokenChains) throw new Error('the ledger does not add up')
  }
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true })
})

function okOf<T = Record<string, unknown>>(a: Answer): T {
  if (a.type !== 'ok') throw new Error(`refused: ${JSON.stringify(a)}`)
  return a.message as T
}
const loanOf = (a: Answer) => {
  const m = okOf<BorrowLoanWire>(a)
  BorrowLoanAnswer.parse(m)
  return m
}

async function setup(email = lv1) {
  const made = await pathApp('42000', START)
  apps.push(made.app)
  return wire(made, email)
}

function wire(made: Awaited<ReturnType<typeof pathApp>>, email = lv1) {
  const { app } = made
  // exactly 100 BTC on the funds account, whatever the demo account held
  const owner = app.repos.users.findByAccount(email)!.id
  const held = fromUnits(app.repos.wallet.balance(owner, BTC, 'change').available, 8)
  fund(app, email, BTC, new Big(100).minus(held).toFixed(8))
  const c = client(app, email)
  const dev = async (url: string, fields: Record<string, string>) => {
    const r = await app.inject({
      method: 'POST',
      url: `/api/dev/${url}`,
      payload: new URLSearchParams(fields).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', host: '127.0.0.1' },
    })
    return r.json() as Answer
  }
  const api = {
    terms: () => c.send('GET', 'borrow/terms', {}),
    apply: (fields: Record<string, string> = {}, key = newKey('borrow')) =>
      c.send('POST', 'borrow/apply', {
        currency: String(USDT),
        collateral_currency: String(BTC),
        amount: '1000000',
        collateral_amount: '40',
        term_days: '14',
        idempotency_key: key,
        ...fields,
      }),
    list: (fields: Record<string, string> = {}) => c.send('POST', 'borrow/order/list', fields),
    detail: (id: number) => c.send('GET', 'borrow/order/detail', { id: String(id) }),
    repay: (id: number, key = newKey('repay')) =>
      c.send('POST', 'borrow/order/repay', { id: String(id), idempotency_key: key }),
    review: (id: number, decision: 'approve' | 'reject', reason?: string) =>
      dev('borrow/review', { id: String(id), decision, ...(reason ? { reason } : {}) }),
    vip: (vip: number, user = email) => dev('borrow/eligibility', { user, vip: String(vip) }),
  }
  const userId = app.repos.users.findByAccount(email)!.id
  const balance = (currency: number) => {
    const b = app.repos.wallet.balance(userId, currency, 'change')
    const scale = currency === USDT ? 4 : 8
    return { available: fromUnits(b.available, scale), locked: fromUnits(b.locked, scale) }
  }
  const advance = (ms: number) => made.clock.advance(ms)
  return { ...made, api, userId, balance, advance, dev }
}

function snapshot(app: FastifyInstance) {
  const all = (sql: string) => app.db.prepare(sql).safeIntegers(true).all()
  return {
    balances: all('SELECT * FROM balances ORDER BY user_id, currency_id, account'),
    ledger: all('SELECT * FROM ledger ORDER BY id'),
    loans: all('SELECT * FROM borrow_loans ORDER BY id'),
    accruals: all('SELECT * FROM borrow_accruals ORDER BY loan_id, day'),
    idempotency: all('SELECT * FROM idempotency ORDER BY user_id, key'),
    messages: all('SELECT * FROM messages ORDER BY id'),
  }
}

/** A running loan of 1,000,000 USDT against 40 BTC at 42,000 (168 %), term 14 days. */
async function running(email = lv1) {
  const s = await setup(email)
  okOf(await s.api.vip(2))
  const loan = loanOf(await s.api.apply())
  const approved = okOf<BorrowLoanWire>(await s.api.review(loan.id, 'approve'))
  return { ...s, loan: approved }
}

describe('borrow/terms', () => {
  it('states the figures publicly and the caller’s eligibility with a session', async () => {
    const s = await setup()
    const publicTerms = await s.app.inject({ method: 'GET', url: '/api/borrow/terms?lang=en' })
    const terms = BorrowTermsAnswer.parse(publicTerms.json().message)
    expect(terms).toMatchObject({
      minUsdt: '500000',
      maxUsdt: '10000000',
      termDays: { min: 7, max: 365 },
      initialRiskRate: '150',
      forcedCloseRiskRate: '110',
      overdueRate: '0.5',
      maxLeverage: '3',
      requiredVip: 2,
      reviewDays: { min: 1, max: 3 },
      eligibility: null,
    })
    expect(terms.currencies.map((c) => [c.name, c.usdtPrice])).toEqual([
      ['BTC', '42000.00'],
      ['ETH', expect.any(String)],
      ['USDT', '1'],
      ['USDC', '1'],
    ])
    const mine = okOf<{ eligibility: unknown }>(await s.api.terms())
    expect(mine.eligibility).toEqual({
      eligible: false,
      vip: 0,
      market_maker: false,
      reason: 'borrowVipRequired',
      open_loan_id: null,
    })
    okOf(await s.api.vip(2))
    expect(okOf<{ eligibility: unknown }>(await s.api.terms()).eligibility).toMatchObject({
      eligible: true,
      vip: 2,
      reason: null,
    })
    okOf(await s.dev('borrow/eligibility', { user: lv1, vip: '0', market_maker: '1' }))
    expect(okOf<{ eligibility: unknown }>(await s.api.terms()).eligibility).toMatchObject({
      eligible: true,
      vip: 0,
      market_maker: true,
    })
  })
})

describe('borrow/apply', () => {
  it('refuses each bad application with its code and changes nothing', async () => {
    const s = await setup()
    const before = snapshot(s.app)
    const refused = async (fields: Record<string, string>, code: string) => {
      const a = await s.api.apply(fields)
      expect(a).toMatchObject({ type: 'error', code })
      expect(snapshot(s.app)).toEqual(before)
    }
    await refused({}, 'borrowVipRequired')
    okOf(await s.api.vip(2))
    const eligibleBefore = snapshot(s.app)
    Object.assign(before, eligibleBefore)
    await refused({ currency: '4' }, 'currencyNotSupported')
    await refused({ collateral_currency: '999' }, 'currencyNotSupported')
    await refused({ currency: String(BTC), amount: '30' }, 'sameCurrency')
    await refused({ term_days: '6' }, 'borrowTermInvalid')
    await refused({ term_days: '366' }, 'borrowTermInvalid')
    await refused({ term_days: '7.5' }, 'borrowTermInvalid')
    await refused({ amount: '499999.9999' }, 'borrowBelowMinimum')
    await refused({ amount: '10000000.0001', collateral_amount: '400' }, 'borrowAboveMaximum')
    await refused({ amount: '1000000.00001' }, 'amountTooPrecise')
    await refused({ amount: 'abc' }, 'amountInvalid')
    await refused({ amount: '' }, 'amountRequired')
    // 35.71428571 BTC × 42,000 = 1,499,999.99982 < 150 % of 1,000,000
    await refused({ collateral_amount: '35.71428571' }, 'borrowCollateralShort')
    await refused({ amount: '2000000', collateral_amount: '120' }, 'insufficientBalance')
    await refused({ idempotency_key: 'x' }, 'idempotencyKeyInvalid')
    // exactly 150 % is enough
    const ok = loanOf(await s.api.apply({ collateral_amount: '35.71428572' }))
    expect(ok.status).toBe('pending')
    const open = snapshot(s.app)
    const again = await s.api.apply()
    expect(again).toMatchObject({ type: 'error', code: 'borrowOpenLoan' })
    expect(snapshot(s.app)).toEqual(open)
  })

  it('holds the collateral, answers a repeat of the key once, and refuses another request under it', async () => {
    const s = await setup()
    okOf(await s.api.vip(2))
    const key = newKey('borrow')
    const loan = loanOf(await s.api.apply({}, key))
    expect(loan).toMatchObject({
      status: 'pending',
      amount: '1000000.0000',
      currency_name: 'USDT',
      collateral_amount: '40.00000000',
      collateral_currency_name: 'BTC',
      term_days: 14,
      daily_rate: '0.05',
      overdue_rate: '0.5',
      value_usdt: '1000000',
      days_accrued: 0,
      interest: '0.0000',
      risk_rate: null,
    })
    expect(s.balance(BTC)).toEqual({ available: '60.00000000', locked: '40.00000000' })
    const after = snapshot(s.app)
    expect(loanOf(await s.api.apply({}, key)).id).toBe(loan.id)
    expect(snapshot(s.app)).toEqual(after)
    expect(await s.api.apply({ amount: '900000' }, key)).toMatchObject({
      type: 'error',
      code: 'idempotencyConflict',
    })
    expect(snapshot(s.app)).toEqual(after)
  })

  it('lets one of two racing applications through', async () => {
    const s = await setup()
    okOf(await s.api.vip(2))
    const answers = await Promise.all([s.api.apply(), s.api.apply(), s.api.apply()])
    expect(answers.filter((a) => a.type === 'ok')).toHaveLength(1)
    expect(answers.filter((a) => a.type === 'error').map((a) => a.code)).toEqual([
      'borrowOpenLoan',
      'borrowOpenLoan',
    ])
    expect(s.balance(BTC)).toEqual({ available: '60.00000000', locked: '40.00000000' })
  })
})

describe('the loan desk', () => {
  it('approves: disburses the loan, adds day 0, tells the borrower; the other user sees notFound', async () => {
    const s = await setup()
    okOf(await s.api.vip(2))
    const loan = loanOf(await s.api.apply())
    const usdt0 = s.balance(USDT).available
    const approved = loanOf(await s.api.review(loan.id, 'approve'))
    expect(approved).toMatchObject({
      status: 'active',
      days_accrued: 1,
      interest: '500.0000',
      debt: '1000500.0000',
      risk_rate: '167.91',
      overdue_now: false,
    })
    expect(approved.due_at).toBe(
      new Date(START + 14 * DAY_MS).toISOString().slice(0, 19).replace('T', ' '),
    )
    expect(s.balance(USDT).available).toBe(new Big(usdt0).plus(1000000).toFixed(4))
    const messages = await s.app.inject({
      method: 'GET',
      url: '/api/message/getList?lang=en',
      headers: { authorization: (await import('./payout-helper')).sessionFor(s.app, lv1) },
    })
    expect(JSON.stringify(messages.json())).toContain(`Loan #${loan.id} approved`)
    expect(await s.api.review(loan.id, 'approve')).toMatchObject({ code: 'alreadyReviewed' })
    expect(await s.api.review(9999, 'approve')).toMatchObject({ code: 'notFound' })
    const other = client(s.app, lv2)
    expect(await other.send('GET', 'borrow/order/detail', { id: String(loan.id) })).toMatchObject({
      type: 'error',
      code: 'notFound',
    })
    expect(
      await other.send('POST', 'borrow/order/repay', {
        id: String(loan.id),
        idempotency_key: newKey('x'),
      }),
    ).toMatchObject({ type: 'error', code: 'notFound' })
  })

  it('rejects: the collateral returns and a new application is possible', async () => {
    const s = await setup()
    okOf(await s.api.vip(2))
    const loan = loanOf(await s.api.apply())
    const rejected = loanOf(await s.api.review(loan.id, 'reject', 'Documents missing'))
    expect(rejected).toMatchObject({
      status: 'rejected',
      reason: 'Documents missing',
      collateral_returned: '40.00000000',
    })
    expect(s.balance(BTC)).toEqual({ available: '100.00000000', locked: '0.00000000' })
    expect(await s.api.repay(loan.id)).toMatchObject({ code: 'borrowNotActive' })
    expect(loanOf(await s.api.apply()).status).toBe('pending')
  })

  it('refuses to approve when the collateral no longer covers 150 %', async () => {
    const s = await setup()
    okOf(await s.api.vip(2))
    const loan = loanOf(await s.api.apply())
    s.path.set(1, [[0, '37000']])
    const before = snapshot(s.app)
    expect(await s.api.review(loan.id, 'approve')).toMatchObject({
      code: 'borrowCollateralShort',
    })
    expect(snapshot(s.app)).toEqual(before)
  })
})

describe('interest', () => {
  it('accrues once per loan day: the job twice, a jump of days, the detail read', async () => {
    const s = await running()
    const id = s.loan.id
    const day = dayInterest('1000000', '0.05', 4)
    expect(day).toBe('500.0000')
    s.advance(DAY_MS - 1000)
    s.app.borrowJob.run()
    expect(s.app.repos.borrow.byId(id)!.days_accrued).toBe(1)
    s.advance(1000)
    s.app.borrowJob.run()
    s.app.borrowJob.run()
    expect(s.app.repos.borrow.byId(id)!.days_accrued).toBe(2)
    s.advance(5 * DAY_MS + 123)
    s.app.borrowJob.run()
    s.app.borrowJob.run()
    const detail = loanOf(await s.api.detail(id))
    expect(detail.days_accrued).toBe(7)
    expect(detail.interest).toBe('3500.0000')
    expect(detail.accruals!.map((a) => a.day)).toEqual([0, 1, 2, 3, 4, 5, 6])
    expect(new Set(detail.accruals!.map((a) => a.interest))).toEqual(new Set(['500.0000']))
  })

  it('adds 0.5 % of the principal per started day from the due moment', async () => {
    const s = await setup()
    okOf(await s.api.vip(2))
    const loan = loanOf(await s.api.apply({ term_days: '7' }))
    okOf(await s.api.review(loan.id, 'approve'))
    s.advance(8 * DAY_MS)
    s.app.borrowJob.run()
    const d = loanOf(await s.api.detail(loan.id))
    // days 0–8 (9 days): interest 9 × 500; days 7 and 8 overdue: 2 × 5,000
    expect(d).toMatchObject({
      days_accrued: 9,
      interest: '4500.0000',
      overdue: '10000.0000',
      overdue_now: true,
    })
    expect(d.debt).toBe('1014500.0000')
  })

  it('catches up after a restart, each day once', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'borrow-'))
    dirs.push(dir)
    const file = join(dir, 'sandbox.db')
    const { buildApp } = await import('../src/app')
    const { createTestClock } = await import('../src/clock')
    const { DEFAULT_MARKET_SEED } = await import('../src/market/engine')
    const clock = createTestClock(START)
    const path = pricePath(clock)
    path.set(1, [[0, '42000']])
    const open = () =>
      buildApp({
        marketSeed: DEFAULT_MARKET_SEED,
        db: file,
        clock,
        logger: false,
        feedIntervalMs: 0,
        engine: path.engine,
        seedTraders: false,
      })
    const first = await open()
    const s = wire({ app: first, clock, path })
    okOf(await s.api.vip(2))
    const loan = loanOf(await s.api.apply())
    okOf(await s.api.review(loan.id, 'approve'))
    clock.advance(3 * DAY_MS)
    first.borrowJob.run()
    await first.close()
    clock.advance(2 * DAY_MS)
    const second = await open()
    apps.push(second)
    // the keeper ran at start: days 4 and 5 added once, nothing twice
    second.borrowJob.run()
    const r = second.repos.borrow.byId(loan.id)!
    expect(r.days_accrued).toBe(6)
    expect(second.repos.borrow.accruals(loan.id).map((a) => a.day)).toEqual([0, 1, 2, 3, 4, 5])
    expect(fromUnits(r.interest, 4)).toBe('3000.0000')
  })
})

describe('borrow/order/repay', () => {
  it('takes principal + interest, returns the collateral, and settles exactly once', async () => {
    const s = await running()
    const id = s.loan.id
    s.advance(2 * DAY_MS + 5000)
    const usdt0 = s.balance(USDT).available
    const key = newKey('repay')
    const repaid = loanOf(await s.api.repay(id, key))
    expect(repaid).toMatchObject({
      status: 'repaid',
      repaid_principal: '1000000.0000',
      paid_interest: '1500.0000',
      collateral_returned: '40.00000000',
      days_accrued: 3,
    })
    expect(s.balance(USDT).available).toBe(new Big(usdt0).minus('1001500').toFixed(4))
    expect(s.balance(BTC)).toEqual({ available: '100.00000000', locked: '0.00000000' })
    const after = snapshot(s.app)
    expect(loanOf(await s.api.repay(id, key)).status).toBe('repaid')
    expect(snapshot(s.app)).toEqual(after)
    expect(await s.api.repay(id)).toMatchObject({ type: 'error', code: 'borrowNotActive' })
    s.advance(3 * DAY_MS)
    s.app.borrowJob.run()
    expect(snapshot(s.app).accruals).toEqual(after.accruals)
  })

  it('refuses without the funds and changes nothing; two racing repays settle once', async () => {
    const s = await running()
    const id = s.loan.id
    // spend the disbursed USDT: move it to the lever account
    const usdt = s.app.repos.wallet.balance(s.userId, USDT, 'change').available
    s.app.repos.wallet.move(
      {
        userId: s.userId,
        currencyId: USDT,
        account: 'change',
        available: -usdt + 10_000n,
        locked: 0n,
        type: 'transferOut',
        referenceId: null,
      },
      s.clock.now(),
    )
    const before = snapshot(s.app)
    expect(await s.api.repay(id)).toMatchObject({ type: 'error', code: 'insufficientBalance' })
    expect(snapshot(s.app)).toEqual(before)
    fund(s.app, lv1, USDT, '2000000')
    const answers = await Promise.all([s.api.repay(id), s.api.repay(id), s.api.repay(id)])
    expect(answers.filter((a) => a.type === 'ok')).toHaveLength(1)
    expect(answers.filter((a) => a.type === 'error').map((a) => a.code)).toEqual([
      'borrowNotActive',
      'borrowNotActive',
    ])
  })
})

describe('forced close', () => {
  it('closes at the first engine second below 110 %, at its prices, and not at 110.3 %', async () => {
    const s = await running()
    const id = s.loan.id
    // debt 1,000,500 USDT, 40 BTC: below 110 % when BTC < 27,513.75
    const t0 = s.path.tickIn(0)
    s.path.set(1, [
      [10, '27600'],
      [20, '27513.75'],
      [30, '27500'],
      [40, '45000'],
    ])
    s.advance(25_000)
    s.app.borrowJob.run()
    expect(s.app.repos.borrow.byId(id)!.status).toBe('active')
    s.advance(60_000)
    const closed = s.app.borrowJob.run()
    expect(closed.map((r) => r.id)).toEqual([id])
    const d = loanOf(await s.api.detail(id))
    const expected = forcedClose({
      debt: '1000500',
      price: '1',
      collateral: '40',
      collateralPrice: '27500',
      scale: 4,
      collateralScale: 8,
    })
    expect(d).toMatchObject({
      status: 'liquidated',
      close_tick: (t0 + 30) * 1000,
      close_price: '1',
      close_collateral_price: '27500.00',
      collateral_sold: expected.sold,
      collateral_returned: expected.returned,
      debt_covered: '1000500.0000',
      risk_rate: null,
    })
    expect(expected.sold).toBe('36.38181819')
    expect(s.balance(BTC)).toEqual({
      available: new Big('60').plus(expected.returned).toFixed(8),
      locked: '0.00000000',
    })
    expect(await s.api.repay(id)).toMatchObject({ code: 'borrowNotActive' })
    s.app.borrowJob.run()
    expect(s.app.repos.borrow.byId(id)!.collateral_sold).toBe(3638181819n)
  })

  it('judges each second with the debt of that second (interest added at a day start)', async () => {
    const s = await running()
    const id = s.loan.id
    // after day 1 the debt is 1,001,000: below 110 % when BTC < 27,527.5
    const t0 = s.path.tickIn(0)
    s.path.set(1, [[DAY_MS / 1000 - 100, '27520']])
    s.advance(DAY_MS - 50_000)
    s.app.borrowJob.run()
    expect(s.app.repos.borrow.byId(id)!.status).toBe('active')
    s.advance(100_000)
    s.app.borrowJob.run()
    const r = s.app.repos.borrow.byId(id)!
    expect(r.status).toBe('liquidated')
    expect(r.close_tick).toBe((t0 + DAY_MS / 1000) * 1000)
  })

  it('watches an ETH loan against BTC with both prices moving', async () => {
    const s = await setup()
    okOf(await s.api.vip(2))
    s.path.set(2, [[0, '2000']])
    // 500 ETH = 1,000,000 USDT against 40 BTC (168 %)
    const loan = loanOf(
      await s.api.apply({ currency: String(ETH), amount: '500', collateral_amount: '40' }),
    )
    okOf(await s.api.review(loan.id, 'approve'))
    const t0 = s.path.tickIn(0)
    s.path.set(2, [
      [50, '2900'],
      [60, '3100'],
    ])
    s.advance(100_000)
    s.app.borrowJob.run()
    const r = s.app.repos.borrow.byId(loan.id)!
    expect(r.status).toBe('liquidated')
    // 500.25 ETH owed: 115.8 % at 2,900, 108.3 % at 3,100
    expect(r.close_tick).toBe((t0 + 60) * 1000)
    expect(r.close_price).toBe('3100.00')
  })
})

describe('telling the borrower', () => {
  it('sends borrow_loan to the owner’s room and a message in 9 languages, once each', async () => {
    const s = await setup()
    okOf(await s.api.vip(2))
    const sent: Array<{ room: string; event: string; payload: unknown }> = []
    const io = s.app.io
    io.to = ((room: string) => ({
      emit: (event: string, payload: unknown) => {
        sent.push({ room, event, payload })
        return true
      },
    })) as unknown as typeof io.to
    const lastMessage = s.app.db.prepare('SELECT MAX(id) FROM messages').pluck().get() as number
    const first = loanOf(await s.api.apply())
    okOf(await s.api.review(first.id, 'reject', 'Too early'))
    const second = loanOf(await s.api.apply())
    okOf(await s.api.review(second.id, 'approve'))
    s.path.set(1, [[5, '20000']])
    s.advance(10_000)
    s.app.borrowJob.run()
    s.app.borrowJob.run()
    const events = sent.map((e) => BorrowLoanEvent.parse(e.payload))
    expect(sent.map((e) => [e.room, e.event])).toEqual([
      [`user:${s.userId}`, 'borrow_loan'],
      [`user:${s.userId}`, 'borrow_loan'],
      [`user:${s.userId}`, 'borrow_loan'],
    ])
    expect(events.map((e) => [e.event, e.data.id, e.data.status])).toEqual([
      ['rejected', first.id, 'rejected'],
      ['approved', second.id, 'active'],
      ['liquidated', second.id, 'liquidated'],
    ])
    const texts = s.app.db
      .prepare(
        `SELECT m.id, t.lang, t.title FROM messages m JOIN message_texts t ON t.message_id = m.id
         WHERE m.user_id = ? AND m.id > ? ORDER BY m.id, t.lang`,
      )
      .all(s.userId, lastMessage ?? 0) as Array<{ id: number; lang: string; title: string }>
    expect(new Set(texts.map((t) => t.id)).size).toBe(3)
    expect(texts.filter((t) => t.lang === 'en').map((t) => t.title)).toEqual([
      `Loan application #${first.id} not approved`,
      `Loan #${second.id} approved`,
      `Loan #${second.id} closed by force`,
    ])
    expect(new Set(texts.map((t) => t.lang))).toEqual(
      new Set(['en', 'pt', 'zh', 'hk', 'th', 'jp', 'kor', 'fra', 'spa']),
    )
  })
})

describe('bad input', () => {
  it('is refused on every endpoint and changes nothing', async () => {
    const s = await running()
    const before = snapshot(s.app)
    const c = client(s.app, lv1)
    expect(await c.send('GET', 'borrow/order/detail', { id: 'x' })).toMatchObject({
      code: 'parameterError',
    })
    expect(
      await c.send('POST', 'borrow/order/repay', { id: '0', idempotency_key: newKey('r') }),
    ).toMatchObject({ code: 'parameterError' })
    expect(
      await c.send('POST', 'borrow/order/repay', { id: String(s.loan.id), idempotency_key: '!' }),
    ).toMatchObject({ code: 'idempotencyKeyInvalid' })
    expect(await s.api.list({ limit: '51' })).toMatchObject({ code: 'parameterError' })
    expect(
      await s.dev('borrow/review', { id: String(s.loan.id), decision: 'maybe' }),
    ).toMatchObject({ type: 'error' })
    expect(await s.dev('borrow/eligibility', { user: 'nobody@x.test', vip: '2' })).toMatchObject({
      code: 'accountNotFound',
    })
    const anonymous = await s.app.inject({
      method: 'POST',
      url: '/api/borrow/order/list',
      payload: 'lang=en',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect(anonymous.json()).toMatchObject({ type: '999' })
    expect(snapshot(s.app)).toEqual(before)
  })
})

describe('borrow/order/list', () => {
  it('lists the caller’s loans by filter, newest first', async () => {
    const s = await setup()
    okOf(await s.api.vip(2))
    const a = loanOf(await s.api.apply())
    okOf(await s.api.review(a.id, 'reject'))
    const b = loanOf(await s.api.apply())
    const all = okOf<{ list: BorrowLoanWire[]; total: number }>(await s.api.list())
    expect(all.list.map((l) => l.id)).toEqual([b.id, a.id])
    const closed = okOf<{ list: BorrowLoanWire[] }>(await s.api.list({ status: 'closed' }))
    expect(closed.list.map((l) => l.id)).toEqual([a.id])
    expect(await s.api.list({ status: 'nope' })).toMatchObject({ code: 'parameterError' })
    const other = client(s.app, lv2)
    expect(okOf<{ total: number }>(await other.send('POST', 'borrow/order/list', {})).total).toBe(0)
  })
})
