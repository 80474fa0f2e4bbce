/** Shared by the wallet tests: pay passwords, idempotency keys and a picture of every money table. */
import { createHash } from 'node:crypto'
import type Database from 'better-sqlite3'
import type { FastifyInstance } from 'fastify'
import { fromUnits } from '../../src/api/contract/wallet-math'
import { hashPasswordSync } from '../src/passwords'

export const PAY_PASSWORD = 'pay246810'

/** Sets `email`'s pay password to PAY_PASSWORD (a fixed salt keeps it quick to reuse). */
export function setPayPassword(app: FastifyInstance, email: string, password = PAY_PASSWORD): void {
  const user = app.repos.users.findByAccount(email)
  if (!user) throw new Error(`no user ${email}`)
  const salt = createHash('sha256').update(`wallet-test:${password}`).digest().subarray(0, 16)
  app.repos.users.setPayPassword(user.id, hashPasswordSync(password, salt))
}

let counter = 0
/** A fresh idempotency key. */
export const newKey = (prefix = 'test') =>
  `${prefix}-${String(++counter).padStart(8, '0')}-${process.pid}`

const TABLES = [
  'balances',
  'ledger',
  'deposit_claims',
  'withdrawals',
  'fund_transfers',
  'conversions',
  'idempotency',
] as const

/** Every row of every money table, to assert that a refused request changed nothing. */
export function moneyTables(db: Database.Database): Record<string, unknown[]> {
  return Object.fromEntries(
    TABLES.map((t) => {
      const rows = db.prepare(`SELECT * FROM ${t}`).safeIntegers(true).all()
      return [
        t,
        rows.map((r) =>
          JSON.stringify(r, (_, v: unknown) => (typeof v === 'bigint' ? v.toString() : v)),
        ),
      ]
    }),
  )
}

/** The user's available and locked balance of one currency and account, as decimal strings. */
export function balanceOf(
  app: FastifyInstance,
  email: string,
  currency: number,
  account: 'legal' | 'change' | 'lever' | 'micro' = 'change',
) {
  const user = app.repos.users.findByAccount(email)!
  const scale = app.repos.wallet.currency(currency)!.decimal_scale
  const b = app.repos.wallet.balance(user.id, currency, account)
  return { available: fromUnits(b.available, scale), locked: fromUnits(b.locked, scale) }
}
