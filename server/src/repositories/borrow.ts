/**
 * OTC borrowing (db/migrations/027-borrow.sql; rules and formulas only from
 * src/api/contract/borrow-math.ts). A loan's money moves only through the wallet's `move` on the
 * funds account (change): borrowCollateralHold (available −C, locked +C of the collateral) when
 * applied; borrowCollateralReturn (locked −C, available +C) on rejection or repayment;
 * borrowDisburse (available +principal of the borrowed coin) on approval; borrowRepay
 * (−principal) and borrowInterest (−interest − overdue) on repayment; on a forced close
 * borrowLiquidate (locked −sold) and borrowCollateralReturn of the rest. Every change happens in
 * one transaction that moves a row only from the status it expects (`WHERE status = …`), so a
 * race, a repeat or a job run twice changes a loan once. Amounts are bigint minor units.
 *
 * The lender's side (the platform, which has no wallet account in the sandbox) is the loan row:
 * `amount` lent, `repaid_principal` + `paid_interest` received, `collateral_sold` taken; per loan
 * the ledger nets exactly the opposite (test/borrow.test.ts).
 */
import type Database from 'better-sqlite3'
import {
  applicationIssue,
  borrowCurrencies,
  dailyRateOf,
  dayCharge,
  dayStart,
  dueAt,
  forcedClose,
  isBorrowEligible,
  OVERDUE_DAILY_RATE,
  riskBelow,
  INITIAL_RISK_RATE,
  valueOf,
  type BorrowCurrency,
} from '../../../src/api/contract/borrow-math'
import type { LoanFilter, LoanStatus } from '../../../src/api/contract/borrow'
import { amountIssue, fromUnits, toUnits } from '../../../src/api/contract/wallet-math'
import { Refusal } from '../refusal'
import type { MessageRepository, NewMessage } from './message'
import type { WalletRepository } from './wallet'

export interface LoanRow {
  id: number
  user_id: number
  currency_id: number
  amount: bigint
  collateral_currency_id: number
  collateral_amount: bigint
  term_days: number
  daily_rate: string
  overdue_rate: string
  value_usdt: string
  applied_tick: number
  applied_price: string
  applied_collateral_price: string
  status: LoanStatus
  reason: string | null
  reviewed_at: number | null
  disbursed_at: number | null
  due_at: number | null
  days_accrued: number
  interest: bigint
  overdue: bigint
  checked_tick: number | null
  repaid_principal: bigint | null
  paid_interest: bigint | null
  close_tick: number | null
  close_price: string | null
  close_collateral_price: string | null
  collateral_sold: bigint | null
  collateral_returned: bigint | null
  debt_covered: bigint | null
  closed_at: number | null
  created_at: number
  /** Joined: the coins' names and decimals. */
  currency_name: BorrowCurrency
  currency_scale: number
  collateral_name: BorrowCurrency
  collateral_scale: number
}

export interface AccrualRow {
  loan_id: number
  day: number
  interest: bigint
  overdue: bigint
  created_at: number
}

/** A coin's USDT price at an engine second (ms), from the engine (USDT and USDC: 1). */
export type PriceAt = (coin: BorrowCurrency, tickMs: number) => string

export interface Application {
  currency: number
  collateral_currency: number
  amount: string
  collateral_amount: string
  term_days: number
}

/** Texts of the notices (borrow/notices.ts), injected so the repository stays free of wording. */
export interface LoanNotices {
  approved: (loan: LoanRow, at: number) => NewMessage
  rejected: (loan: LoanRow, at: number) => NewMessage
  liquidated: (loan: LoanRow, at: number) => NewMessage
}

const INTS = [
  'id',
  'user_id',
  'currency_id',
  'collateral_currency_id',
  'term_days',
  'applied_tick',
  'reviewed_at',
  'disbursed_at',
  'due_at',
  'days_accrued',
  'checked_tick',
  'close_tick',
  'closed_at',
  'created_at',
  'currency_scale',
  'collateral_scale',
  'loan_id',
  'day',
] as const

function ints<T>(r: Record<string, unknown>): T {
  const out = { ...r }
  for (const k of INTS) if (typeof out[k] === 'bigint') out[k] = Number(out[k])
  return out as T
}

const FILTERS: Record<LoanFilter, readonly LoanStatus[] | null> = {
  all: null,
  pending: ['pending'],
  active: ['active'],
  closed: ['rejected', 'repaid', 'liquidated'],
}

export function borrowRepository(
  db: Database.Database,
  wallet: WalletRepository,
  message: MessageRepository,
) {
  const prepare = <P extends unknown[] | object, R = unknown>(sql: string) =>
    db.prepare<P, R>(sql).safeIntegers(true)

  const LOAN = `SELECT l.*, c.name AS currency_name, c.decimal_scale AS currency_scale,
      k.name AS collateral_name, k.decimal_scale AS collateral_scale
    FROM borrow_loans l JOIN currencies c ON c.id = l.currency_id
    JOIN currencies k ON k.id = l.collateral_currency_id`
  const byId = prepare<[number], Record<string, unknown>>(`${LOAN} WHERE l.id = ?`)
  const byStatus = prepare<[string], Record<string, unknown>>(
    `${LOAN} WHERE l.status = ? ORDER BY l.id`,
  )
  const openOf = prepare<[number], { id: bigint }>(
    `SELECT id FROM borrow_loans WHERE user_id = ? AND status IN ('pending', 'active')`,
  )
  const FILTER = `l.user_id = @user_id AND (@statuses IS NULL OR l.status IN (SELECT value FROM json_each(@statuses)))`
  const page = prepare<object, Record<string, unknown>>(
    `${LOAN} WHERE ${FILTER} ORDER BY l.id DESC LIMIT @limit OFFSET @offset`,
  )
  const count = prepare<object, { n: bigint }>(
    `SELECT COUNT(*) AS n FROM borrow_loans l WHERE ${FILTER}`,
  )
  const accrualsOf = prepare<[number], Record<string, unknown>>(
    'SELECT * FROM borrow_accruals WHERE loan_id = ? ORDER BY day',
  )
  const coinById = db.prepare<[number], { id: number; name: string; decimal_scale: number }>(
    'SELECT id, name, decimal_scale FROM currencies WHERE id = ?',
  )
  const coinByName = db.prepare<[string], { id: number; name: string; decimal_scale: number }>(
    'SELECT id, name, decimal_scale FROM currencies WHERE name = ?',
  )
  const userOf = db.prepare<[number], { vip: number; is_market_maker: number }>(
    'SELECT vip, is_market_maker FROM users WHERE id = ?',
  )
  const setVip = db.prepare('UPDATE users SET vip = ? WHERE id = ?')
  const setMarketMaker = db.prepare('UPDATE users SET is_market_maker = ? WHERE id = ?')
  const insertLoan = prepare(
    `INSERT INTO borrow_loans (user_id, currency_id, amount, collateral_currency_id,
       collateral_amount, term_days, daily_rate, overdue_rate, value_usdt, applied_tick,
       applied_price, applied_collateral_price, created_at)
     VALUES (@user_id, @currency_id, @amount, @collateral_currency_id, @collateral_amount,
       @term_days, @daily_rate, @overdue_rate, @value_usdt, @applied_tick, @applied_price,
       @applied_collateral_price, @created_at)`,
  )
  const setRejected = prepare(
    `UPDATE borrow_loans SET status = 'rejected', reason = @reason, reviewed_at = @at,
       collateral_returned = collateral_amount, closed_at = @at
     WHERE id = @id AND status = 'pending'`,
  )
  const setActive = prepare(
    `UPDATE borrow_loans SET status = 'active', reviewed_at = @at, disbursed_at = @at,
       due_at = @due_at, checked_tick = @tick
     WHERE id = @id AND status = 'pending'`,
  )
  const insertAccrual = prepare(
    `INSERT OR IGNORE INTO borrow_accruals (loan_id, day, interest, overdue, created_at)
     VALUES (@loan_id, @day, @interest, @overdue, @created_at)`,
  )
  const addDay = prepare(
    `UPDATE borrow_loans SET days_accrued = days_accrued + 1, interest = interest + @interest,
       overdue = overdue + @overdue
     WHERE id = @id AND status = 'active' AND days_accrued = @day`,
  )
  const setChecked = prepare(
    `UPDATE borrow_loans SET checked_tick = @tick
     WHERE id = @id AND status = 'active' AND (checked_tick IS NULL OR checked_tick < @tick)`,
  )
  const setRepaid = prepare(
    `UPDATE borrow_loans SET status = 'repaid', repaid_principal = amount,
       paid_interest = interest + overdue, collateral_returned = collateral_amount, closed_at = @at
     WHERE id = @id AND status = 'active'`,
  )
  const setLiquidated = prepare(
    `UPDATE borrow_loans SET status = 'liquidated', close_tick = @tick, close_price = @price,
       close_collateral_price = @collateral_price, collateral_sold = @sold,
       collateral_returned = @returned, debt_covered = @covered, checked_tick = @tick,
       closed_at = @at
     WHERE id = @id AND status = 'active'`,
  )

  const loan = (id: number) => {
    const found = byId.get(id)
    return found && ints<LoanRow>(found)
  }

  /** Is `userId` allowed to borrow (VIP 2+ or a market maker)? */
  const eligibility = (userId: number) => {
    const u = userOf.get(userId)
    const vip = Number(u?.vip ?? 0)
    const marketMaker = Number(u?.is_market_maker ?? 0) === 1
    return { vip, marketMaker, eligible: isBorrowEligible(vip, marketMaker) }
  }

  /** Adds loan day `day` of `r` (if not added yet); true if it was added now. */
  function accrueDay(r: LoanRow, day: number, at: number): boolean {
    const charge = dayCharge({
      day,
      termDays: r.term_days,
      principal: fromUnits(r.amount, r.currency_scale),
      dailyRate: r.daily_rate,
      scale: r.currency_scale,
    })
    const interest = toUnits(charge.interest, r.currency_scale)
    const overdue = toUnits(charge.overdue, r.currency_scale)
    if (addDay.run({ id: r.id, day, interest, overdue }).changes !== 1) return false
    if (insertAccrual.run({ loan_id: r.id, day, interest, overdue, created_at: at }).changes !== 1)
      throw new Error(`borrow: day ${day} of loan ${r.id} accrued twice`)
    return true
  }

  const moveOf = (r: LoanRow) => ({
    userId: r.user_id,
    account: 'change' as const,
    referenceId: r.id,
  })

  return {
    transaction: <T>(work: () => T) => db.transaction(work)(),
    eligibility,
    /** The desk's tool: sets a user's VIP level and / or market-maker flag. */
    setEligibility(userId: number, to: { vip?: number; marketMaker?: boolean }) {
      if (to.vip !== undefined) setVip.run(to.vip, userId)
      if (to.marketMaker !== undefined) setMarketMaker.run(to.marketMaker ? 1 : 0, userId)
      return eligibility(userId)
    },
    /** The coin of a borrowable name (USDC's id is looked up: the migration may not own it). */
    coin: (name: BorrowCurrency) => coinByName.get(name),
    coins: () =>
      borrowCurrencies
        .map((name) => coinByName.get(name))
        .filter((c): c is { id: number; name: string; decimal_scale: number } => c !== undefined),
    openLoanId: (userId: number) => {
      const found = openOf.get(userId)
      return found ? Number(found.id) : null
    },

    /**
     * A new application inside the caller's transaction (wallet.once): the amounts' formats at the
     * coins' decimals, then borrow-math applicationIssue at `prices` of engine second `tick`, then
     * the loan row and the collateral held.
     */
    apply(userId: number, a: Application, priceAt: PriceAt, tick: number, now: number): LoanRow {
      return db.transaction(() => {
        const coin = coinById.get(a.currency)
        const pledge = coinById.get(a.collateral_currency)
        const names: readonly string[] = borrowCurrencies
        if (!coin || !pledge || !names.includes(coin.name) || !names.includes(pledge.name))
          throw new Refusal('currencyNotSupported')
        const amountProblem =
          amountIssue(a.amount, coin.decimal_scale) ??
          amountIssue(a.collateral_amount, pledge.decimal_scale)
        if (amountProblem) throw new Refusal(amountProblem)
        const price = priceAt(coin.name as BorrowCurrency, tick)
        const collateralPrice = priceAt(pledge.name as BorrowCurrency, tick)
        const balance = wallet.balance(userId, pledge.id, 'change')
        const issue = applicationIssue({
          eligible: eligibility(userId).eligible,
          currency: coin.name,
          collateralCurrency: pledge.name,
          termDays: a.term_days,
          amount: a.amount,
          price,
          collateralAmount: a.collateral_amount,
          collateralPrice,
          hasOpenLoan: openOf.get(userId) !== undefined,
          collateralBalance: fromUnits(balance.available, pledge.decimal_scale),
        })
        if (issue) throw new Refusal(issue)
        const collateral = toUnits(a.collateral_amount, pledge.decimal_scale)
        const id = Number(
          insertLoan.run({
            user_id: userId,
            currency_id: coin.id,
            amount: toUnits(a.amount, coin.decimal_scale),
            collateral_currency_id: pledge.id,
            collateral_amount: collateral,
            term_days: a.term_days,
            daily_rate: dailyRateOf(a.term_days)!,
            overdue_rate: OVERDUE_DAILY_RATE,
            value_usdt: valueOf(a.amount, price),
            applied_tick: tick,
            applied_price: price,
            applied_collateral_price: collateralPrice,
            created_at: now,
          }).lastInsertRowid,
        )
        const r = loan(id)!
        wallet.move(
          {
            ...moveOf(r),
            currencyId: pledge.id,
            available: -collateral,
            locked: collateral,
            type: 'borrowCollateralHold',
          },
          now,
        )
        return r
      })()
    },

    /**
     * The desk's decision on a pending loan (`notFound` if none, `alreadyReviewed` once decided).
     * Approve: the collateral must still cover 150 % at engine second `tick`
     * (`borrowCollateralShort`); the loan is disbursed, day 0's interest added, and its due moment
     * set. Reject: the collateral returns. The notice is written in the same transaction.
     */
    review(
      id: number,
      approve: boolean,
      reason: string | null,
      priceAt: PriceAt,
      tick: number,
      at: number,
      notices: LoanNotices,
    ): LoanRow {
      return db.transaction(() => {
        const r = loan(id)
        if (!r) throw new Refusal('notFound')
        if (r.status !== 'pending') throw new Refusal('alreadyReviewed')
        if (!approve) {
          setRejected.run({ id, reason, at })
          wallet.move(
            {
              ...moveOf(r),
              currencyId: r.collateral_currency_id,
              available: r.collateral_amount,
              locked: -r.collateral_amount,
              type: 'borrowCollateralReturn',
            },
            at,
          )
          const done = loan(id)!
          message.add(notices.rejected(done, at))
          return done
        }
        const figures = {
          collateral: fromUnits(r.collateral_amount, r.collateral_scale),
          collateralPrice: priceAt(r.collateral_name, tick),
          debt: fromUnits(r.amount, r.currency_scale),
          price: priceAt(r.currency_name, tick),
        }
        if (riskBelow(figures, INITIAL_RISK_RATE)) throw new Refusal('borrowCollateralShort')
        setActive.run({ id, at, due_at: dueAt(at, r.term_days), tick })
        wallet.move(
          {
            ...moveOf(r),
            currencyId: r.currency_id,
            available: r.amount,
            locked: 0n,
            type: 'borrowDisburse',
          },
          at,
        )
        accrueDay(loan(id)!, 0, at)
        const done = loan(id)!
        message.add(notices.approved(done, at))
        return done
      })()
    },

    /** Running loans, oldest first (the job's work). */
    active: () => byStatus.all('active').map((r) => ints<LoanRow>(r)),
    pending: () => byStatus.all('pending').map((r) => ints<LoanRow>(r)),

    /** Adds every loan day of loan `id` that has begun by `now` and is not added yet. */
    accrueDue: db.transaction((id: number, now: number): number => {
      let added = 0
      for (;;) {
        const r = loan(id)
        if (!r || r.status !== 'active' || r.disbursed_at === null) return added
        const start = dayStart(r.disbursed_at, r.days_accrued)
        if (start > now) return added
        if (!accrueDay(r, r.days_accrued, start)) return added
        added++
      }
    }),
    accrueDay: db.transaction((id: number, day: number, at: number) => {
      const r = loan(id)
      return r !== undefined && r.status === 'active' && r.days_accrued === day
        ? accrueDay(r, day, at)
        : false
    }),

    /** The watcher has looked at every second up to `tick` (ms) for loan `id`. */
    checked: (id: number, tick: number) => void setChecked.run({ id, tick }),

    /**
     * Closes loan `id` by force at engine second `tick` (ms) with these prices: borrow-math
     * forcedClose sells what covers the debt, returns the rest; the notice in the same
     * transaction. Null when the loan is no longer active (someone else closed it first).
     */
    liquidate: db.transaction(
      (
        id: number,
        tick: number,
        prices: { price: string; collateralPrice: string },
        at: number,
        notices: LoanNotices,
      ): LoanRow | null => {
        const r = loan(id)
        if (!r || r.status !== 'active') return null
        const close = forcedClose({
          debt: fromUnits(r.amount + r.interest + r.overdue, r.currency_scale),
          price: prices.price,
          collateral: fromUnits(r.collateral_amount, r.collateral_scale),
          collateralPrice: prices.collateralPrice,
          scale: r.currency_scale,
          collateralScale: r.collateral_scale,
        })
        const sold = toUnits(close.sold, r.collateral_scale)
        const returned = toUnits(close.returned, r.collateral_scale)
        const changed = setLiquidated.run({
          id,
          tick,
          price: prices.price,
          collateral_price: prices.collateralPrice,
          sold,
          returned,
          covered: toUnits(close.covered, r.currency_scale),
          at,
        }).changes
        if (changed !== 1) return null
        const base = { ...moveOf(r), currencyId: r.collateral_currency_id }
        if (sold > 0n)
          wallet.move({ ...base, available: 0n, locked: -sold, type: 'borrowLiquidate' }, at)
        if (returned > 0n)
          wallet.move(
            { ...base, available: returned, locked: -returned, type: 'borrowCollateralReturn' },
            at,
          )
        const done = loan(id)!
        message.add(notices.liquidated(done, at))
        return done
      },
    ),

    /**
     * Repays the caller's running loan `id` inside the caller's transaction (wallet.once): every
     * begun day added first, then principal (borrowRepay) and interest + overdue (borrowInterest)
     * from the funds balance of the borrowed coin (`insufficientBalance` changes nothing), and the
     * whole collateral returned.
     */
    repay(userId: number, id: number, now: number): LoanRow {
      return db.transaction(() => {
        const first = loan(id)
        if (!first || first.user_id !== userId) throw new Refusal('notFound')
        if (first.status !== 'active') throw new Refusal('borrowNotActive')
        for (;;) {
          const r = loan(id)!
          const start = dayStart(r.disbursed_at!, r.days_accrued)
          if (start > now || !accrueDay(r, r.days_accrued, start)) break
        }
        const r = loan(id)!
        if (setRepaid.run({ id, at: now }).changes !== 1) throw new Refusal('borrowNotActive')
        const coin = { ...moveOf(r), currencyId: r.currency_id, locked: 0n }
        wallet.move({ ...coin, available: -r.amount, type: 'borrowRepay' }, now)
        const interest = r.interest + r.overdue
        if (interest > 0n)
          wallet.move({ ...coin, available: -interest, type: 'borrowInterest' }, now)
        wallet.move(
          {
            ...moveOf(r),
            currencyId: r.collateral_currency_id,
            available: r.collateral_amount,
            locked: -r.collateral_amount,
            type: 'borrowCollateralReturn',
          },
          now,
        )
        return loan(id)!
      })()
    },

    /** The caller's own loan; someone else's id is `notFound`. */
    get(userId: number, id: number): LoanRow {
      const r = loan(id)
      if (!r || r.user_id !== userId) throw new Refusal('notFound')
      return r
    },
    /** Any loan (the desk, the job). */
    byId: (id: number) => loan(id),
    accruals: (id: number) => accrualsOf.all(id).map((r) => ints<AccrualRow>(r)),

    /** The user's loans, newest first, and how many match. */
    list(userId: number, filter: LoanFilter, limit: number, offset: number) {
      const statuses = FILTERS[filter]
      const params = { user_id: userId, statuses: statuses ? JSON.stringify(statuses) : null }
      return {
        rows: page.all({ ...params, limit, offset }).map((r) => ints<LoanRow>(r)),
        total: Number(count.get(params)!.n),
      }
    },
  }
}

export type BorrowRepository = ReturnType<typeof borrowRepository>
