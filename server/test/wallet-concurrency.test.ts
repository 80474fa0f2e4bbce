/**
 * Concurrency on a real listening server (port 0, real HTTP, 100 simultaneous requests): money
 * requests racing for the same balance. Exactly one of 100 full-balance requests may succeed, no
 * balance ever goes below zero, and the ledger still sums to every balance.
 */
import type { FastifyInstance } from 'fastify'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { BTC_ID, ConvertQuote, ETH_ID, USDT_ID } from '../../src/api/contract/wallet'
import {
  conversionOf,
  fromUnits,
  maxConvertible,
  toUnits,
} from '../../src/api/contract/wallet-math'
import { buildApp } from '../src/app'
import { DEFAULT_MARKET_SEED } from '../src/market/engine'
import { createTestClock } from '../src/clock'
import { ledgerSums } from '../src/repositories/wallet'
import { sessionFor } from './payout-helper'
import { PAY_PASSWORD, balanceOf, newKey, setPayPassword } from './wallet-helper'

const N = 100
let app: FastifyInstance
let base: string
let token: string

beforeEach(async () => {
  app = await buildApp({
    marketSeed: DEFAULT_MARKET_SEED,
    db: ':memory:',
    clock: createTestClock(Date.UTC(2025, 1, 1)),
    logger: false,
    feedIntervalMs: 0,
    convertIntervalSeconds: 0,
  })
  base = await app.listen({ port: 0, host: '127.0.0.1' })
  token = sessionFor(app, 'lv1@sandbox.test')
  setPayPassword(app, 'lv1@sandbox.test')
})
afterEach(async () => {
  await app.close()
})

/** Σ ledger = balance everywhere, and no ledger row ever recorded a balance below zero. */
function ledgerHolds() {
  const sums = ledgerSums(app.db)
  const floor = app.db
    .prepare('SELECT MIN(available_after) AS a, MIN(locked_after) AS l FROM ledger')
    .get() as { a: number; l: number }
  return {
    mismatches: sums.mismatches.length,
    brokenChains: sums.brokenChains,
    negative: floor.a < 0 || floor.l < 0,
  }
}
const HOLDS = { mismatches: 0, brokenChains: 0, negative: false }

type Answer = { type: string; code?: string; message: unknown }

async function send(path: string, fields: Record<string, string>): Promise<Answer> {
  const response = await fetch(`${base}/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: token },
    body: new URLSearchParams(fields).toString(),
  })
  expect(response.status).toBe(200)
  return (await response.json()) as Answer
}

/** Fires `N` requests at once (all sent before any answer is read) and tallies the outcomes. */
async function race(path: string, fields: (i: number) => Record<string, string>) {
  const answers = await Promise.all(Array.from({ length: N }, (_, i) => send(path, fields(i))))
  const tally: Record<string, number> = {}
  for (const a of answers)
    tally[a.type === 'ok' ? 'ok' : (a.code ?? a.type)] =
      (tally[a.type === 'ok' ? 'ok' : (a.code ?? a.type)] ?? 0) + 1
  return { answers, tally }
}

const lv1 = 'lv1@sandbox.test'

describe(`${N} simultaneous requests for the whole balance`, () => {
  it('withdrawals: exactly one succeeds, the rest are refused, the amount is locked once', async () => {
    const address = app.repos.payout
      .addresses(app.repos.users.findByAccount(lv1)!.id, 10, 0)
      .find((a) => a.currency === ETH_ID)!.id
    const { tally } = await race('wallet/out', () => ({
      type: '0',
      currency: String(ETH_ID),
      number: '2',
      rate: '0.005',
      address_id: String(address),
      pay_password: PAY_PASSWORD,
      idempotency_key: newKey('w'),
    }))
    expect(tally).toEqual({ ok: 1, insufficientBalance: N - 1 })
    expect(balanceOf(app, lv1, ETH_ID)).toEqual({ available: '0.00000000', locked: '2.00000000' })
    expect(app.db.prepare('SELECT COUNT(*) AS n FROM withdrawals').get()).toEqual({ n: 1 })
    expect(ledgerHolds()).toEqual(HOLDS)
  }, 60_000) // 100 pay-password checks (scrypt, by design slow) share a 2-core machine

  it('fund transfers change → lever, then lever → change: one each', async () => {
    const there = await race('wallet/change', () => ({
      currency_id: '3',
      number: '5000',
      from_field: 'change',
      to_field: 'lever',
      idempotency_key: newKey('t'),
    }))
    expect(there.tally).toEqual({ ok: 1, insufficientBalance: N - 1 })
    expect(balanceOf(app, lv1, USDT_ID, 'lever').available).toBe('5000.0000')
    const back = await race('wallet/change', () => ({
      currency_id: '3',
      number: '5000',
      from_field: 'lever',
      to_field: 'change',
      idempotency_key: newKey('t'),
    }))
    expect(back.tally).toEqual({ ok: 1, insufficientBalance: N - 1 })
    expect(balanceOf(app, lv1, USDT_ID).available).toBe('5000.0000')
    expect(balanceOf(app, lv1, USDT_ID, 'lever').available).toBe('0.0000')
    expect(ledgerHolds()).toEqual(HOLDS)
  })

  it('fund transfers in both directions at once: the total is conserved and nothing goes negative', async () => {
    const { tally } = await race('wallet/change', (i) => ({
      currency_id: '3',
      number: '5000',
      from_field: i % 2 ? 'lever' : 'change',
      to_field: i % 2 ? 'change' : 'lever',
      idempotency_key: newKey('b'),
    }))
    expect(tally.ok).toBeGreaterThanOrEqual(1)
    expect((tally.ok ?? 0) + (tally.insufficientBalance ?? 0)).toBe(N)
    const change = balanceOf(app, lv1, USDT_ID).available
    const lever = balanceOf(app, lv1, USDT_ID, 'lever').available
    expect([change, lever].sort()).toEqual(['0.0000', '5000.0000'])
    expect(ledgerHolds()).toEqual(HOLDS)
  })

  it('conversions: exactly one succeeds at the quoted prices', async () => {
    const quote = ConvertQuote.parse(
      (await send('user/getTransferFee', { from_currency_id: '3', to_currency_id: String(BTC_ID) }))
        .message,
    )
    const terms = {
      fromPrice: quote.fromPrice,
      toPrice: quote.toPrice,
      feePercent: quote.feePercent,
      fromScale: 4,
      toScale: 8,
    }
    const number = maxConvertible('5000', terms)
    const { tally } = await race('user/Transfer', () => ({
      number,
      from_currency_id: '3',
      to_currency_id: String(BTC_ID),
      quote_id: quote.quoteId,
      idempotency_key: newKey('c'),
    }))
    expect(tally).toEqual({ ok: 1, insufficientBalance: N - 1 })
    const { debit, toAmount } = conversionOf(number, terms)
    expect(balanceOf(app, lv1, USDT_ID).available).toBe(
      fromUnits(toUnits('5000', 4) - toUnits(debit, 4), 4),
    )
    expect(balanceOf(app, lv1, BTC_ID).available).toBe(
      fromUnits(toUnits('0.2', 8) + toUnits(toAmount, 8), 8),
    )
    expect(ledgerHolds()).toEqual(HOLDS)
  })

  it('the same idempotency key 100 times at once: one move, 100 identical answers', async () => {
    const key = newKey('same')
    const { answers, tally } = await race('wallet/change', () => ({
      currency_id: '3',
      number: '1',
      from_field: 'change',
      to_field: 'micro',
      idempotency_key: key,
    }))
    expect(tally).toEqual({ ok: N })
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1)
    expect(balanceOf(app, lv1, USDT_ID, 'micro').available).toBe('1.0000')
    expect(app.db.prepare('SELECT COUNT(*) AS n FROM fund_transfers').get()).toEqual({ n: 1 })
    expect(ledgerHolds()).toEqual(HOLDS)
  })
})

it('with the 3 s limit on, 100 simultaneous conversions still move money once', async () => {
  await app.close()
  app = await buildApp({
    marketSeed: DEFAULT_MARKET_SEED,
    db: ':memory:',
    clock: createTestClock(Date.UTC(2025, 1, 1)),
    logger: false,
    feedIntervalMs: 0,
  })
  base = await app.listen({ port: 0, host: '127.0.0.1' })
  token = sessionFor(app, lv1)
  const quote = ConvertQuote.parse(
    (await send('user/getTransferFee', { from_currency_id: '3', to_currency_id: String(ETH_ID) }))
      .message,
  )
  const { tally } = await race('user/Transfer', () => ({
    number: '10',
    from_currency_id: '3',
    to_currency_id: String(ETH_ID),
    quote_id: quote.quoteId,
    idempotency_key: newKey('l'),
  }))
  expect(tally).toEqual({ ok: 1, requestTooFrequent: N - 1 })
  expect(ledgerHolds()).toEqual(HOLDS)
})
