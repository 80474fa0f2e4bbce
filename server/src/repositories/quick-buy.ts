/**
 * Quick buy by bank transfer (db/migrations/028-quick-buy.sql; contract
 * src/api/contract/quick-buy.ts; every formula and check from quick-buy-math.ts). Only an order
 * "to be paid" (status 1) changes, and each change is one guarded UPDATE (`WHERE status = 1`):
 * the user's cancel (3), the expiry job (4, once `expires_at` has passed) and the operator's
 * receipt (2, only before `expires_at`), which in the same transaction credits the USDT locked at
 * creation (quickBuyCredit on the funds account) and writes the owner's message. So each order is
 * credited at most once and a cancelled or expired one never is, however often or concurrently
 * the job, the user and the operator act. `create` runs inside the caller's transaction (the
 * idempotency record's, wallet.once). Money is bigint minor units.
 */
import { randomBytes } from 'node:crypto'
import type Database from 'better-sqlite3'
import {
  QUICK_BUY_TERMS,
  QUICK_BUY_WINDOW_SECONDS,
  quickBuyIssue,
  quickBuyQuote,
  quickBuyRateIssue,
  type QuickBuyFiat,
  type QuickBuyForm,
} from '../../../src/api/contract/quick-buy-math'
import { USDT_ID } from '../../../src/api/contract/wallet/common'
import { toUnits } from '../../../src/api/contract/wallet-math'
import { Refusal } from '../refusal'
import type { NewMessage } from './message'
import type { WalletRepository } from './wallet'

export interface QuickBuyOrderRow {
  id: number
  user_id: number
  reference: string
  currency: QuickBuyFiat
  fiat_scale: number
  amount: bigint
  fee: bigint
  rate: string
  usdt_amount: bigint
  pay_method: string
  first_name: string
  last_name: string
  email: string
  phone: string
  tax_id: string
  country: string
  bank: string
  status: 1 | 2 | 3 | 4
  created_at: number
  expires_at: number
  paid_at: number | null
  closed_at: number | null
  /** Joined: USDT's decimals. */
  usdt_scale: number
}

const INTS = [
  'id',
  'user_id',
  'fiat_scale',
  'status',
  'created_at',
  'expires_at',
  'paid_at',
  'closed_at',
  'usdt_scale',
] as const
function ints(row: QuickBuyOrderRow): QuickBuyOrderRow {
  const out = { ...row } as Record<string, unknown>
  for (const k of INTS) if (typeof out[k] === 'bigint') out[k] = Number(out[k])
  return out as unknown as QuickBuyOrderRow
}

/** Crockford base32 without I, L, O, U: nothing to misread when quoting it to a bank. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'
/** `QB` and 10 random characters (50 bits): unique per order, not guessable from another. */
export function newReference(): string {
  const bytes = randomBytes(10)
  let out = 'QB'
  for (const b of bytes) out += ALPHABET[b & 31]
  return out
}

export function quickBuyRepository(db: Database.Database, wallet: WalletRepository) {
  const prepare = <P extends unknown[] | object, R = unknown>(sql: string) => {
    const statement = db.prepare<P, R>(sql)
    statement.safeIntegers(true)
    return statement
  }
  const SELECT = `SELECT o.*, c.decimal_scale AS usdt_scale FROM quick_buy_orders o
    JOIN currencies c ON c.id = ${USDT_ID}`
  const byId = prepare<[number], QuickBuyOrderRow>(`${SELECT} WHERE o.id = ?`)
  const ownById = prepare<[number, number], QuickBuyOrderRow>(
    `${SELECT} WHERE o.id = ? AND o.user_id = ?`,
  )
  const page = prepare<object, QuickBuyOrderRow>(
    `${SELECT} WHERE o.user_id = @user_id AND (@status IS NULL OR o.status = @status)
     ORDER BY o.id DESC LIMIT @limit OFFSET @offset`,
  )
  const count = prepare<object, { n: bigint }>(
    `SELECT COUNT(*) AS n FROM quick_buy_orders WHERE user_id = @user_id
     AND (@status IS NULL OR status = @status)`,
  )
  const referenceTaken = db.prepare<[string], { n: number }>(
    'SELECT COUNT(*) AS n FROM quick_buy_orders WHERE reference = ?',
  )
  const insert = prepare(
    `INSERT INTO quick_buy_orders (user_id, reference, currency, fiat_scale, amount, fee, rate,
       usdt_amount, pay_method, first_name, last_name, email, phone, tax_id, country, bank,
       created_at, expires_at)
     VALUES (@user_id, @reference, @currency, @fiat_scale, @amount, @fee, @rate, @usdt_amount,
       @pay_method, @first_name, @last_name, @email, @phone, @tax_id, @country, @bank,
       @created_at, @expires_at)`,
  )
  const cancelOwn = prepare(
    `UPDATE quick_buy_orders SET status = 3, closed_at = @now
     WHERE id = @id AND user_id = @user_id AND status = 1 AND expires_at > @now`,
  )
  const expireOne = prepare(
    `UPDATE quick_buy_orders SET status = 4, closed_at = @now
     WHERE id = @id AND status = 1 AND expires_at <= @now`,
  )
  const markPaid = prepare(
    `UPDATE quick_buy_orders SET status = 2, paid_at = @now
     WHERE id = @id AND status = 1 AND expires_at > @now`,
  )
  const dueOrders = prepare<[number], QuickBuyOrderRow>(
    `${SELECT} WHERE o.status = 1 AND o.expires_at <= ? ORDER BY o.expires_at, o.id`,
  )

  const get = (id: number) => {
    const r = byId.get(id)
    return r ? ints(r) : undefined
  }
  /** The caller's order `id`; another user's (or none) is notFound. */
  function own(userId: number, id: number): QuickBuyOrderRow {
    const r = ownById.get(id, userId)
    if (!r) throw new Refusal('notFound')
    return ints(r)
  }

  /**
   * Makes `userId`'s order from `form` at `now` with the fiat's current `rate`: checks with
   * quickBuyIssue, then the rate the user confirmed (`quoted`, optional) with quickBuyRateIssue
   * (a refusal writes nothing), and locks the rate, fee and USDT of quickBuyQuote.
   * Call inside a transaction.
   */
  function create(userId: number, form: QuickBuyForm, rate: string, now: number, quoted = '') {
    const issue = quickBuyIssue(form)
    if (issue) throw new Refusal(issue.code)
    const rateIssue = quickBuyRateIssue(quoted, rate)
    if (rateIssue) throw new Refusal(rateIssue)
    const fiat = form.currency.trim() as QuickBuyFiat
    const scale = QUICK_BUY_TERMS[fiat].scale
    const usdtScale = wallet.currency(USDT_ID)!.decimal_scale
    const quote = quickBuyQuote(form.amount, fiat, rate)
    let reference = newReference()
    while (referenceTaken.get(reference)!.n > 0) reference = newReference()
    const id = Number(
      insert.run({
        user_id: userId,
        reference,
        currency: fiat,
        fiat_scale: scale,
        amount: toUnits(quote.amount, scale),
        fee: toUnits(quote.fee, scale),
        rate,
        usdt_amount: toUnits(quote.receive, usdtScale),
        pay_method: form.pay_method.trim(),
        first_name: form.first_name.trim(),
        last_name: form.last_name.trim(),
        email: form.email.trim(),
        phone: form.phone.trim(),
        tax_id: form.tax_id.trim(),
        country: form.country.trim().toUpperCase(),
        bank: form.bank.trim(),
        created_at: now,
        expires_at: now + QUICK_BUY_WINDOW_SECONDS * 1000,
      }).lastInsertRowid,
    )
    return get(id)!
  }

  /** The user cancels their order to be paid; a repeat answers the cancelled order. */
  const cancel = db.transaction((userId: number, id: number, now: number) => {
    const o = own(userId, id)
    if (o.status === 3) return o
    if (cancelOwn.run({ id, user_id: userId, now }).changes !== 1)
      throw new Refusal('quickBuyNotPending')
    return get(id)!
  })

  /** Expires one order whose window passed; false when it was no longer to be paid. */
  const expire = db.transaction(
    (id: number, now: number): boolean => expireOne.run({ id, now }).changes === 1,
  )

  /**
   * The operator marks order `id`'s transfer received: status 2 and the locked USDT credited
   * (quickBuyCredit), with `notice(order)` written to the message centre, all in one
   * transaction. Refused (nothing changes) unless the order is to be paid within its window.
   */
  const credit = db.transaction(
    (
      id: number,
      now: number,
      notice: (o: QuickBuyOrderRow) => NewMessage,
      add: (m: NewMessage) => unknown,
    ) => {
      const o = get(id)
      if (!o) throw new Refusal('notFound')
      if (markPaid.run({ id, now }).changes !== 1) throw new Refusal('quickBuyNotPending')
      wallet.move(
        {
          userId: o.user_id,
          currencyId: USDT_ID,
          account: 'change',
          available: o.usdt_amount,
          locked: 0n,
          type: 'quickBuyCredit',
          referenceId: o.id,
        },
        now,
      )
      const paid = get(id)!
      add(notice(paid))
      return paid
    },
  )

  return {
    create,
    get,
    own,
    orders(userId: number, status: number | undefined, limit: number, offset: number) {
      const params = { user_id: userId, status: status ?? null }
      return {
        rows: page.all({ ...params, limit, offset }).map(ints),
        total: Number(count.get(params)!.n),
      }
    },
    cancel: (userId: number, id: number, now: number) => cancel.immediate(userId, id, now),
    /** Orders to be paid whose window passed by `now`, oldest deadline first. */
    due: (now: number) => dueOrders.all(now).map(ints),
    expire: (id: number, now: number) => expire.immediate(id, now),
    credit: (
      id: number,
      now: number,
      notice: (o: QuickBuyOrderRow) => NewMessage,
      add: (m: NewMessage) => unknown,
    ) => credit.immediate(id, now, notice, add),
  }
}

export type QuickBuyRepository = ReturnType<typeof quickBuyRepository>
