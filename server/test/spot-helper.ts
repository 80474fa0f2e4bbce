/** Shared by the spot tests: an app with a test clock, sessions, funding through the ledger, and requests. */
import type { FastifyInstance } from 'fastify'
import { SpotOrderSchema, type SpotOrderWire } from '../../src/api/contract/spot'
import { toUnits } from '../../src/api/contract/wallet-math'
import { buildApp } from '../src/app'
import { DEFAULT_MARKET_SEED } from '../src/market/engine'
import { createTestClock, type AdjustableClock } from '../src/clock'
import { sessionFor } from './payout-helper'
import { newKey } from './wallet-helper'

export const BTC_PAIR = { currency_id: '1', legal_id: '3' }
export const lv1 = 'lv1@sandbox.test'

export async function spotApp(): Promise<{ app: FastifyInstance; clock: AdjustableClock }> {
  const clock = createTestClock(Date.UTC(2025, 1, 1))
  const app = await buildApp({
    marketSeed: DEFAULT_MARKET_SEED,
    db: ':memory:',
    clock,
    logger: false,
    feedIntervalMs: 0,
  })
  return { app, clock }
}

/** Credits `amount` of `currency` to `email`'s change account, as an approved deposit claim. */
export function fund(app: FastifyInstance, email: string, currency: number, amount: string) {
  const { wallet, users } = app.repos
  const user = users.findByAccount(email)!
  const scale = wallet.currency(currency)!.decimal_scale
  const at = app.clock.now()
  const claim = wallet.addClaim(
    {
      user_id: user.id,
      currency_id: currency,
      network: 'TRC20',
      amount: toUnits(amount, scale),
      user_account: 'spot-test',
    },
    at,
  )
  wallet.reviewClaim(claim.id, true, '', at)
}

export type Answer = { type: string; code?: string; message: unknown }

export function client(app: FastifyInstance, email = lv1) {
  const token = sessionFor(app, email)
  const send = async (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    fields: Record<string, string>,
  ) => {
    const form = new URLSearchParams({ lang: 'en', ...fields }).toString()
    const response = await app.inject({
      method,
      url: method === 'GET' ? `/api/${url}?${form}` : `/api/${url}`,
      payload: method === 'GET' ? undefined : form,
      headers: {
        authorization: token,
        ...(method === 'GET' ? {} : { 'content-type': 'application/x-www-form-urlencoded' }),
      },
    })
    return response.json() as Answer
  }
  return {
    token,
    send,
    /** POST coin/trade with a fresh idempotency key unless one is given. */
    place: (fields: Record<string, string>) =>
      send('POST', 'coin/trade', { ...BTC_PAIR, idempotency_key: newKey('spot'), ...fields }),
    cancel: (id: number) => send('PUT', 'coin/trade', { id: String(id) }),
    list: (fields: Record<string, string> = {}) => send('GET', 'coin/list', fields),
    info: (fields: Record<string, string> = BTC_PAIR) => send('GET', 'coin/info', fields),
  }
}

/** The order of an ok answer, checked against the contract. */
export function orderOf(answer: Answer): SpotOrderWire {
  if (answer.type !== 'ok') throw new Error(`refused: ${JSON.stringify(answer)}`)
  SpotOrderSchema.parse(answer.message)
  return answer.message as SpotOrderWire
}
