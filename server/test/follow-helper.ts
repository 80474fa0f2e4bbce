/**
 * Shared by the copy-trading tests: users made straight through the repository (a trader flag,
 * funded lever balances), sessions, and the follow requests; the lever invariants come from
 * lever-helper.ts.
 */
import type { FastifyInstance } from 'fastify'
import { fundLever, leverClient } from './lever-helper'
import { client as spotClient } from './spot-helper'

let serial = 0

/** A new user `email` (no password login: tests use sessions), optionally a trader. */
export function makeUser(app: FastifyInstance, email: string, trader = false): number {
  serial += 1
  const id = app.repos.users.create({
    account_number: email,
    email,
    nickname: email.split('@')[0]!,
    password_hash: 'scrypt:test:test',
    extension_code: `F${String(serial).padStart(7, '0')}`,
    is_trader: trader ? 1 : 0,
    created_at: app.clock.now(),
  })
  return id
}

/** A user with `amount` USDT in the lever account. */
export function fundedUser(app: FastifyInstance, email: string, amount: string, trader = false) {
  const id = makeUser(app, email, trader)
  if (amount !== '0') fundLever(app, email, amount)
  return id
}

/** The follow endpoints (and the lever ones) as `email`. */
export function followClient(app: FastifyInstance, email: string) {
  const { send } = spotClient(app, email)
  return {
    ...leverClient(app, email),
    get: (url: string, fields: Record<string, string> = {}) => send('GET', `follow/${url}`, fields),
    postFollow: (url: string, fields: Record<string, string> = {}) =>
      send('POST', `follow/${url}`, fields),
  }
}
