/**
 * Lock mining (db/migrations/017-lockming.sql, products' kinds 021; api-reference §12; formulas only from
 * src/api/contract/lockming-math.ts). A lock's money moves only through the wallet's `move`
 * (balance + ledger row) on the funds account (change) of the product's coin: lockmingLock
 * (available −amount) when bought; lockmingInterest (+ one day's interest) once per day paid;
 * lockmingReturn (+amount) at maturity or early redemption, with lockmingPenalty (−penalty) on an
 * early one. `buy` and `redeem` run inside the caller's transaction (the idempotency record's,
 * wallet.once); `payDue` is one transaction per lock that changes only a row whose `paid_days` is
 * still what it read, and each day paid is a `lockming_payments` row (primary key (order, day)),
 * so a day is paid at most once however the job is raced, repeated or restarted. Amounts are
 * bigint minor units.
 */
import type Database from 'better-sqlite3'
import type { LockKind, LockState } from '../../../src/api/contract/lockming'
import {
  dailyInterest,
  daysDue,
  lockTermOf,
  paymentAt,
  penaltyOf,
  remainingDays,
} from '../../../src/api/contract/lockming-math'
import { fromUnits, toUnits } from '../../../src/api/contract/wallet-math'
import { Refusal } from '../refusal'
import type { WalletRepository } from './wallet'

export interface LockConfigRow {
  id: number
  currency_id: number
  day: number
  interest_rate: string
  cancel_rate: string
  save_min: string
  intro: string
  open: 0 | 1
  sort: number
  created_at: number
  kind: LockKind
  currency_name: string
  currency_logo: string
  decimal_scale: number
}

export interface LockOrderRow {
  id: number
  user_id: number
  config_id: number
  currency_id: number
  amount: bigint
  day: number
  interest_rate: string
  cancel_rate: string
  daily_interest: bigint
  start_at: number
  end_at: number
  paid_days: number
  next_pay_at: number
  total_interest: bigint
  status: 1 | 2
  is_cancel: 0 | 1
  cancel_fee: bigint
  created_at: number
  updated_at: number
  finished_at: number | null
  /** Joined: the coin's name and decimals. */
  currency_name: string
  scale: number
}

export interface LockListFilter {
  status?: 1 | 2 | null
  is_cancel?: 0 | 1 | null
}

const INTS = [
  'id',
  'user_id',
  'config_id',
  'currency_id',
  'day',
  'start_at',
  'end_at',
  'paid_days',
  'next_pay_at',
  'status',
  'is_cancel',
  'created_at',
  'updated_at',
  'finished_at',
  'scale',
] as const

function row(r: Record<string, unknown>): LockOrderRow {
  const out = { ...r }
  for (const k of INTS) if (typeof out[k] === 'bigint') out[k] = Number(out[k])
  return out as unknown as LockOrderRow
}

/** The contract's view of a row (lockOrderWire's input). */
export function lockStateOf(r: LockOrderRow): LockState {
  return {
    id: r.id,
    configId: r.config_id,
    currencyId: r.currency_id,
    currency: r.currency_name,
    scale: r.scale,
    amount: fromUnits(r.amount, r.scale),
    days: r.day,
    dailyRate: r.interest_rate,
    cancelRate: r.cancel_rate,
    paidDays: r.paid_days,
    startAt: r.start_at,
    endAt: r.end_at,
    status: r.status,
    isCancel: r.is_cancel,
    cancelFee: fromUnits(r.cancel_fee, r.scale),
    createdAt: r.created_at,
    finishedAt: r.finished_at,
  }
}

export function lockmingRepository(db: Database.Database, wallet: WalletRepository) {
  const prepare = <P extends unknown[] | object, R = unknown>(sql: string) =>
    db.prepare<P, R>(sql).safeIntegers(true)

  const CONFIG = `SELECT k.*, c.name AS currency_name, c.logo AS currency_logo, c.decimal_scale
    FROM lockming_configs k JOIN currencies c ON c.id = k.currency_id WHERE k.open = 1`
  const configs = db.prepare<
    { kind: LockKind | null; limit: number; offset: number },
    LockConfigRow
  >(
    `${CONFIG} AND (@kind IS NULL OR k.kind = @kind) ORDER BY k.sort, k.id
     LIMIT @limit OFFSET @offset`,
  )
  const config = db.prepare<[number], LockConfigRow>(`${CONFIG} AND k.id = ?`)

  const SELECT = `SELECT o.*, c.name AS currency_name, c.decimal_scale AS scale
    FROM lockming_orders o JOIN currencies c ON c.id = o.currency_id`
  const byId = prepare<[number], Record<string, unknown>>(`${SELECT} WHERE o.id = ?`)
  const FILTER = `o.user_id = @user_id AND (@status IS NULL OR o.status = @status)
    AND (@is_cancel IS NULL OR o.is_cancel = @is_cancel)`
  const page = prepare<object, Record<string, unknown>>(
    `${SELECT} WHERE ${FILTER} ORDER BY o.id DESC LIMIT @limit OFFSET @offset`,
  )
  const dueIds = prepare<[number], { id: bigint }>(
    'SELECT id FROM lockming_orders WHERE status = 1 AND next_pay_at <= ? ORDER BY next_pay_at, id',
  )
  const nextDue = prepare<[], { at: bigint | null }>(
    'SELECT MIN(next_pay_at) AS at FROM lockming_orders WHERE status = 1',
  )
  const insert = prepare(
    `INSERT INTO lockming_orders (user_id, config_id, currency_id, amount, day, interest_rate,
       cancel_rate, daily_interest, start_at, end_at, next_pay_at, created_at, updated_at)
     VALUES (@user_id, @config_id, @currency_id, @amount, @day, @interest_rate, @cancel_rate,
       @daily_interest, @start_at, @end_at, @next_pay_at, @at, @at)`,
  )
  const insertPayment = prepare(
    `INSERT INTO lockming_payments (order_id, day_index, interest, due_at, paid_at)
     VALUES (?, ?, ?, ?, ?)`,
  )
  const markPaid = prepare(
    `UPDATE lockming_orders SET paid_days = @paid, next_pay_at = @next,
       total_interest = @paid * daily_interest, updated_at = @at,
       status = CASE WHEN @paid = day THEN 2 ELSE 1 END,
       finished_at = CASE WHEN @paid = day THEN @at ELSE NULL END
     WHERE id = @id AND status = 1 AND paid_days = @was`,
  )
  const markRedeemed = prepare(
    `UPDATE lockming_orders SET status = 2, is_cancel = 1, cancel_fee = @fee, finished_at = @at,
       updated_at = @at WHERE id = @id AND status = 1 AND paid_days = @paid`,
  )
  const payments = prepare<
    [number],
    { day_index: bigint; interest: bigint; due_at: bigint; paid_at: bigint }
  >(
    'SELECT day_index, interest, due_at, paid_at FROM lockming_payments WHERE order_id = ? ORDER BY day_index',
  )

  const order = (id: number) => {
    const found = byId.get(id)
    return found && row(found)
  }

  const change = (r: { user_id: number; currency_id: number }, id: number) => ({
    userId: r.user_id,
    currencyId: r.currency_id,
    account: 'change' as const,
    referenceId: id,
  })

  /**
   * Pays every day of lock `id` due by `now` not yet paid (one ledger row and one payment row per
   * day, oldest first) and, at `end_at`, returns the principal and finishes it. One transaction;
   * nothing when another run got there first. Returns the row after, or undefined when unchanged.
   */
  const payOne = db.transaction((id: number, now: number): LockOrderRow | undefined => {
    const r = order(id)
    if (!r || r.status !== 1) return undefined
    const due = daysDue(r.start_at, r.day, now)
    if (due <= r.paid_days) return undefined
    for (let day = r.paid_days; day < due; day++) {
      const at = paymentAt(r.start_at, day)
      // the primary key refuses a day paid twice: the transaction rolls back, nothing is paid
      insertPayment.run(r.id, day, r.daily_interest, at, now)
      if (r.daily_interest > 0n)
        wallet.move(
          { ...change(r, r.id), available: r.daily_interest, locked: 0n, type: 'lockmingInterest' },
          now,
        )
    }
    const changed = markPaid.run({
      id: r.id,
      was: r.paid_days,
      paid: due,
      next: r.start_at + (due + 1) * 86_400_000,
      at: now,
    }).changes
    if (changed !== 1) throw new Error(`lock ${r.id} changed while being paid`)
    if (due === r.day)
      wallet.move(
        { ...change(r, r.id), available: r.amount, locked: 0n, type: 'lockmingReturn' },
        now,
      )
    return order(r.id)
  })

  return {
    /** The open products (of `kind`, or every kind), in order, `limit` from `offset`. */
    configs: (kind: LockKind | null, limit: number, offset: number) =>
      configs.all({ kind, limit, offset }),
    /** An open product, or undefined. */
    config: (id: number) => config.get(id),

    /**
     * Locks `amount` (units) on product `c` for the user, inside the caller's transaction: the
     * order row, then lockmingLock (available −amount) on the funds account.
     */
    buy(userId: number, c: LockConfigRow, amount: bigint, now: number): LockOrderRow {
      return db.transaction(() => {
        const { startAt, endAt } = lockTermOf(now, c.day)
        const daily = dailyInterest(
          fromUnits(amount, c.decimal_scale),
          c.interest_rate,
          c.decimal_scale,
        )
        const id = Number(
          insert.run({
            user_id: userId,
            config_id: c.id,
            currency_id: c.currency_id,
            amount,
            day: c.day,
            interest_rate: c.interest_rate,
            cancel_rate: c.cancel_rate,
            daily_interest: toUnits(daily, c.decimal_scale),
            start_at: startAt,
            end_at: endAt,
            next_pay_at: startAt + 86_400_000,
            at: now,
          }).lastInsertRowid,
        )
        wallet.move(
          {
            userId,
            currencyId: c.currency_id,
            account: 'change',
            referenceId: id,
            available: -amount,
            locked: 0n,
            type: 'lockmingLock',
          },
          now,
        )
        return order(id)!
      })()
    },

    /**
     * Redeems the user's lock early at `now`, inside the caller's transaction: what is due is paid
     * first (so a day that has ended is never lost), then the principal returns (lockmingReturn)
     * less the penalty (lockmingPenalty) of lockming-math. `expectedFee` (units), when given, must
     * be that penalty (`feeChanged`). A lock no longer earning is `lockNotActive`.
     */
    redeem(userId: number, id: number, now: number, expectedFee?: bigint): LockOrderRow {
      return db.transaction(() => {
        const before = order(id)
        if (!before || before.user_id !== userId) throw new Refusal('notFound')
        payOne(id, now)
        const r = order(id)!
        if (r.status !== 1) throw new Refusal('lockNotActive')
        const remaining = remainingDays(r.start_at, r.day, now)
        const fee = toUnits(
          penaltyOf(fromUnits(r.amount, r.scale), r.cancel_rate, remaining, r.scale),
          r.scale,
        )
        if (expectedFee !== undefined && expectedFee !== fee) throw new Refusal('feeChanged')
        const changed = markRedeemed.run({ id, fee, at: now, paid: r.paid_days }).changes
        if (changed !== 1) throw new Refusal('lockNotActive')
        wallet.move(
          { ...change(r, id), available: r.amount, locked: 0n, type: 'lockmingReturn' },
          now,
        )
        if (fee > 0n)
          wallet.move(
            { ...change(r, id), available: -fee, locked: 0n, type: 'lockmingPenalty' },
            now,
          )
        return order(id)!
      })()
    },

    /** Pays one lock's due days (see payOne). */
    payOne,

    /**
     * Pays every lock with a day due by `now`, each in its own transaction (a failure of one never
     * blocks the others). Returns the rows that changed.
     */
    payDue(now: number): LockOrderRow[] {
      const out: LockOrderRow[] = []
      for (const { id } of dueIds.all(now)) {
        const done = payOne(Number(id), now)
        if (done) out.push(done)
      }
      return out
    },

    /** When the next payment of any earning lock is due (ms), or null. */
    nextDueAt: () => {
      const at = nextDue.get()!.at
      return at === null ? null : Number(at)
    },

    /** Any lock by id, or undefined. */
    order,
    /** The caller's own lock; someone else's id is `notFound`. */
    get(userId: number, id: number): LockOrderRow {
      const r = order(id)
      if (!r || r.user_id !== userId) throw new Refusal('notFound')
      return r
    },
    /** A lock's payments, one per day paid. */
    payments: (id: number) =>
      payments.all(id).map((p) => ({
        day: Number(p.day_index),
        interest: p.interest,
        dueAt: Number(p.due_at),
        paidAt: Number(p.paid_at),
      })),

    /** The user's locks, newest first. */
    list(userId: number, filter: LockListFilter, limit: number, offset: number) {
      return page
        .all({
          user_id: userId,
          status: filter.status ?? null,
          is_cancel: filter.is_cancel ?? null,
          limit,
          offset,
        })
        .map(row)
    },
  }
}

export type LockmingRepository = ReturnType<typeof lockmingRepository>
