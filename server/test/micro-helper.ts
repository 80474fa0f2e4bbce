/**
 * Shared by the seconds-option tests: an app on a chosen price path (price-path.ts) with a test
 * clock, an options balance funded the way a user funds it (an approved deposit to the change
 * account, then a fund transfer change → micro through the wallet's ledger), requests, and the
 * invariants every test checks.
 */
import type { FastifyInstance } from 'fastify'
import { MicroCheckAnswer, MicroOrder, type MicroOrderWire } from '../../src/api/contract/micro'
import { fromUnits, toUnits } from '../../src/api/contract/wallet-math'
import { ledgerSums } from '../src/repositories/wallet'
import type { pathApp } from './price-path'
import { client, fund, type Answer } from './spot-helper'
import { newKey } from './wallet-helper'

export { lv1 } from './spot-helper'
export type { Answer } from './spot-helper'
export { pathApp as microApp } from './price-path'
export type MicroApp = Awaited<ReturnType<typeof pathApp>>

export const USDT = 3
export const BTC = 1

/** A new user who can sign in (`email`), with nothing in the wallet. */
export function newUser(app: FastifyInstance, email: string): number {
  return app.repos.users.create({
    account_number: email,
    email,
    nickname: email,
    password_hash: 'scrypt:x:y',
    extension_code: email.slice(0, 8).toUpperCase(),
    created_at: app.clock.now(),
  })
}

/** Credits `amount` USDT to `email`'s options account: a deposit, then a transfer change → micro. */
export function fundMicro(app: FastifyInstance, email: string, amount: string) {
  fund(app, email, USDT, amount)
  const { wallet, users } = app.repos
  const user = users.findByAccount(email)!
  wallet.addTransfer(
    {
      user_id: user.id,
      currency_id: USDT,
      number: toUnits(amount, 4),
      from: 'change',
      to: 'micro',
    },
    app.clock.now(),
  )
  return user.id
}

/** The options account (4) of USDT of `userId`, as decimal strings. */
export function microBalance(app: FastifyInstance, userId: number) {
  const b = app.repos.wallet.balance(userId, USDT, 'micro')
  return { available: fromUnits(b.available, 4), locked: fromUnits(b.locked, 4) }
}

/** Everything a refusal must leave unchanged: balances, ledger, option and idempotency rows. */
export function snapshot(app: FastifyInstance) {
  const all = (sql: string) => app.db.prepare(sql).safeIntegers(true).all()
  return {
    balances: all('SELECT * FROM balances ORDER BY user_id, currency_id, account'),
    ledger: all('SELECT * FROM ledger ORDER BY id'),
    orders: all('SELECT * FROM micro_orders ORDER BY id'),
    idempotency: all('SELECT * FROM idempotency ORDER BY user_id, key'),
  }
}

/**
 * The invariants: Σ ledger = balances (every ledger chain adds up), and each user's locked options
 * USDT = Σ stakes of their open options.
 */
export function invariants(app: FastifyInstance) {
  const sums = ledgerSums(app.db)
  const lockedVsOrders = app.db
    .prepare(
      `SELECT u.user_id, u.locked, u.held FROM (
         SELECT b.user_id, b.locked, (SELECT COALESCE(SUM(o.number), 0) FROM micro_orders o
           WHERE o.user_id = b.user_id AND o.currency_id = b.currency_id AND o.status = 1) AS held
         FROM balances b WHERE b.account = 4 AND b.currency_id = ${USDT}
         UNION ALL
         SELECT o.user_id, 0, SUM(o.number) FROM micro_orders o WHERE o.status = 1
           AND NOT EXISTS (SELECT 1 FROM balances b WHERE b.user_id = o.user_id AND b.account = 4
             AND b.currency_id = o.currency_id) GROUP BY o.user_id
       ) u WHERE u.locked <> u.held`,
    )
    .safeIntegers(true)
    .all()
  return { mismatches: sums.mismatches, brokenChains: sums.brokenChains, lockedVsOrders }
}

/** Throws when the invariants do not hold (for afterEach). */
export function assertInvariants(app: FastifyInstance) {
  const found = invariants(app)
  if (found.mismatches.length || found.brokenChains || found.lockedVsOrders.length)
    throw new Error(
      `the option invariants do not hold: ${JSON.stringify(found, (_, v) => (typeof v === 'bigint' ? String(v) : v))}`,
    )
}

export function microClient(app: FastifyInstance, email: string) {
  const { send } = client(app, email)
  const get = (url: string, fields: Record<string, string> = {}) =>
    send('GET', `microtrade/${url}`, fields)
  return {
    get,
    seconds: () => get('seconds'),
    payable: () => get('payable_currencies'),
    bind: (pairId: number) => get('bind_seconds', { currency_match_id: String(pairId) }),
    submit: (fields: Record<string, string> = {}, key = newKey('micro')) =>
      send('POST', 'microtrade/submit', {
        match_id: '1',
        currency_id: '3',
        type: '1',
        seconds: '30',
        number: '100',
        idempotency_key: key,
        ...fields,
      }),
    result: (id: number) => get('get_result', { id: String(id) }),
    daosji: (id: number) => get('daosji', { id: String(id) }),
    lists: (fields: Record<string, string> = {}) => get('lists', fields),
  }
}

/** GET microtrade/verify without a session. */
export async function verify(app: FastifyInstance, id: number): Promise<Answer> {
  const response = await app.inject({ method: 'GET', url: `/api/microtrade/verify?id=${id}` })
  return response.json() as Answer
}

/** The order of an ok answer, checked against the contract. */
export function orderOf(answer: Answer): MicroOrderWire {
  if (answer.type !== 'ok') throw new Error(`refused: ${JSON.stringify(answer)}`)
  MicroOrder.parse(answer.message)
  return answer.message as MicroOrderWire
}

export const checkOf = (answer: Answer) => {
  if (answer.type !== 'ok') throw new Error(`refused: ${JSON.stringify(answer)}`)
  return MicroCheckAnswer.parse(answer.message)
}
