/**
 * Shared by the lock mining tests: an app with a test clock (jobs off: the tests run the day job
 * themselves or through the routes), users funded through the ledger, requests, and the invariants
 * every test checks.
 */
import type { FastifyInstance } from 'fastify'
import { expect } from 'vitest'
import { parse } from 'zod/mini'
import { LockOrder, type LockOrderWire } from '../../src/api/contract/lockming'
import { fromUnits } from '../../src/api/contract/wallet-math'
import { buildApp } from '../src/app'
import { createTestClock, type AdjustableClock } from '../src/clock'
import { DEFAULT_MARKET_SEED } from '../src/market/engine'
import { ledgerSums } from '../src/repositories/wallet'
import { newUser } from './micro-helper'
import { client, fund, type Answer } from './spot-helper'
import { newKey } from './wallet-helper'

export const USDT = 3
export const BTC = 1
/** 2025-03-01 15:00 UTC: a lock bought now starts on 03-02 00:00. */
export const BOUGHT_AT = Date.UTC(2025, 2, 1, 15)
export const DAY = 86_400_000

export async function lockApp(
  db = ':memory:',
  clock: AdjustableClock = createTestClock(BOUGHT_AT),
): Promise<{ app: FastifyInstance; clock: AdjustableClock }> {
  const app = await buildApp({
    marketSeed: DEFAULT_MARKET_SEED,
    db,
    clock,
    logger: false,
    feedIntervalMs: 0,
  })
  return { app, clock }
}

/** A new user with `usdt` in the funds account (an approved deposit), and their requests. */
export function lockUser(app: FastifyInstance, email: string, usdt = '5000') {
  const id = newUser(app, email)
  if (usdt !== '0') fund(app, email, USDT, usdt)
  const c = client(app, email)
  return {
    id,
    ...c,
    buy: (fields: Record<string, string>) =>
      c.send('POST', 'lh/deposit', { idempotency_key: newKey('lock'), ...fields }),
    cancel: (fields: Record<string, string>) =>
      c.send('POST', 'lh/deposit/order/cancel', { idempotency_key: newKey('redeem'), ...fields }),
    orders: (fields: Record<string, string> = {}) => c.send('GET', 'lh/deposit/order', fields),
  }
}

/** The order of an ok answer, checked against the contract. */
export function lockOf(answer: Answer): LockOrderWire {
  if (answer.type !== 'ok') throw new Error(`refused: ${JSON.stringify(answer)}`)
  parse(LockOrder, answer.message)
  return answer.message as LockOrderWire
}

/** The user's funds account (change) of USDT, available. */
export const fundsOf = (app: FastifyInstance, userId: number, currency = USDT, scale = 4) =>
  fromUnits(app.repos.wallet.balance(userId, currency, 'change').available, scale)

/** The user's lock mining ledger rows, oldest first. */
export const lockLedger = (app: FastifyInstance, userId: number) =>
  app.db
    .prepare(
      `SELECT type, available_delta AS delta, reference_id FROM ledger
        WHERE user_id = ? AND type LIKE 'lockming%' ORDER BY id`,
    )
    .safeIntegers(true)
    .all(userId) as { type: string; delta: bigint; reference_id: bigint }[]

/** Everything a refusal must leave unchanged. */
export function snapshot(app: FastifyInstance) {
  const all = (sql: string) => app.db.prepare(sql).safeIntegers(true).all()
  return {
    balances: all('SELECT * FROM balances ORDER BY user_id, currency_id, account'),
    ledger: all('SELECT * FROM ledger ORDER BY id'),
    orders: all('SELECT * FROM lockming_orders ORDER BY id'),
    payments: all('SELECT * FROM lockming_payments ORDER BY order_id, day_index'),
    idempotency: all('SELECT * FROM idempotency ORDER BY user_id, key'),
  }
}

/**
 * Σ ledger = balances, every chain adds up, and money is conserved: each user's funds = deposits
 * − principal of earning locks − penalties + interest paid (interest is the only money created).
 */
export function invariants(app: FastifyInstance) {
  const sums = ledgerSums(app.db)
  expect(sums.mismatches).toEqual([])
  expect(sums.brokenChains).toBe(0)
  const off = app.db
    .prepare(
      `SELECT o.user_id, o.currency_id,
         (SELECT COALESCE(SUM(-available_delta), 0) FROM ledger l WHERE l.user_id = o.user_id
            AND l.currency_id = o.currency_id AND l.type = 'lockmingLock') AS locked_out,
         (SELECT COALESCE(SUM(available_delta), 0) FROM ledger l WHERE l.user_id = o.user_id
            AND l.currency_id = o.currency_id AND l.type = 'lockmingReturn') AS returned,
         (SELECT COALESCE(SUM(amount), 0) FROM lockming_orders x WHERE x.user_id = o.user_id
            AND x.currency_id = o.currency_id AND x.status = 1) AS earning,
         (SELECT COALESCE(SUM(available_delta), 0) FROM ledger l WHERE l.user_id = o.user_id
            AND l.currency_id = o.currency_id AND l.type = 'lockmingInterest') AS interest,
         (SELECT COALESCE(SUM(total_interest), 0) FROM lockming_orders x WHERE x.user_id = o.user_id
            AND x.currency_id = o.currency_id) AS owed,
         (SELECT COALESCE(SUM(interest), 0) FROM lockming_payments p JOIN lockming_orders x
            ON x.id = p.order_id WHERE x.user_id = o.user_id AND x.currency_id = o.currency_id) AS logged
       FROM lockming_orders o GROUP BY o.user_id, o.currency_id`,
    )
    .safeIntegers(true)
    .all() as Record<string, bigint>[]
  for (const r of off) {
    expect(r.locked_out).toBe(r.returned! + r.earning!)
    expect(r.interest).toBe(r.owed)
    expect(r.logged).toBe(r.owed)
  }
}
