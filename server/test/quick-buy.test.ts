/**
 * Quick buy by bank transfer (issue 18; contract src/api/contract/quick-buy.ts, rules in
 * quick-buy-math.ts): the fiat list, the beneficiary (sandbox-only IBAN/SWIFT), creating an order
 * with the rate, fee and USDT of quickBuyQuote locked, every refusal with its code and nothing
 * changed, idempotent repeats (also concurrent), the operator's receipt crediting exactly once
 * (twice, concurrently, after the window, after a cancel: refused), the expiry job on the sandbox
 * clock cancelling once (twice, across a restart), another user's order notFound, the USDT
 * credited equal to the math module's figure (property), the ledger adding up.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import fc from 'fast-check'
import type { FastifyInstance } from 'fastify'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  QuickBuyBeneficiaryAnswer,
  QuickBuyCreditedEvent,
  QuickBuyCurrenciesAnswer,
  QuickBuyListAnswer,
  QuickBuyOrder,
} from '../../src/api/contract/quick-buy'
import {
  QUICK_BUY_TERMS,
  QUICK_BUY_WINDOW_SECONDS,
  quickBuyFiats,
  quickBuyQuote,
  type QuickBuyForm,
} from '../../src/api/contract/quick-buy-math'
import { fromUnits } from '../../src/api/contract/wallet-math'
import { buildApp } from '../src/app'
import { createTestClock, type AdjustableClock } from '../src/clock'
import { DEFAULT_MARKET_SEED } from '../src/market/engine'
import { REFERENCE_FIAT_RATES } from '../src/routes/fiat'
import { ledgerSums } from '../src/repositories/wallet'
import { buildTestApp, post } from './helper'
import { newUser } from './micro-helper'
import { client, type Answer } from './spot-helper'
import { newKey } from './wallet-helper'

const USDT = 3
const WINDOW_MS = QUICK_BUY_WINDOW_SECONDS * 1000

let app: FastifyInstance
let clock: AdjustableClock

beforeEach(async () => {
  ;({ app, clock } = await buildTestApp())
})
afterEach(async () => {
  const sums = ledgerSums(app.db)
  await app.close()
  if (sums.mismatches.length || sums.brokenChains)
    throw new Error(`the ledger does not add up: ${JSON.stringify(sums.mismatches.length)}`)
})

const FORM: QuickBuyForm = {
  currency: 'USD',
  pay_method: 'bank_transfer',
  amount: '100',
  first_name: 'Ana',
  last_name: 'Souza',
  email: 'ana@example.com',
  phone: '+55 11 91234-5678',
  tax_id: '123.456.789-09',
  country: 'BR',
  bank: 'BR-1',
}

function user(email: string) {
  const id = newUser(app, email)
  const { send } = client(app, email)
  return {
    id,
    create: (form: Partial<QuickBuyForm> & { rate?: string } = {}, key = newKey('qb')) =>
      send('POST', 'quick_buy/create', { ...FORM, ...form, idempotency_key: key }),
    detail: (orderId: number) => send('GET', 'quick_buy/detail', { id: String(orderId) }),
    cancel: (orderId: number) => send('POST', 'quick_buy/cancel', { id: String(orderId) }),
    list: (fields: Record<string, string> = {}) => send('GET', 'quick_buy/list', fields),
    beneficiary: (currency: string) => send('GET', 'quick_buy/beneficiary', { currency }),
  }
}

const ok = (a: Answer) => {
  if (a.type !== 'ok') throw new Error(`refused: ${JSON.stringify(a)}`)
  return a.message
}
const order = (a: Answer) => QuickBuyOrder.parse(ok(a))
const receive = (id: number) => post(app, '/api/dev/quick_buy/receive', { id: String(id) })
const usdt = (userId: number) =>
  fromUnits(app.repos.wallet.balance(userId, USDT, 'change').available, 4)

function snapshot() {
  const all = (sql: string) => app.db.prepare(sql).safeIntegers(true).all()
  return {
    balances: all('SELECT * FROM balances ORDER BY user_id, currency_id, account'),
    ledger: all('SELECT * FROM ledger ORDER BY id'),
    orders: all('SELECT * FROM quick_buy_orders ORDER BY id'),
    idempotency: all('SELECT * FROM idempotency ORDER BY user_id, key'),
    messages: all('SELECT * FROM messages ORDER BY id'),
  }
}

describe('quick_buy/currencies and beneficiary', () => {
  it('lists the fiats with rate, minimum and fee, the countries with banks, the window', async () => {
    const a = QuickBuyCurrenciesAnswer.parse(
      ok(await client(app, lv('c')).send('GET', 'quick_buy/currencies', {})),
    )
    expect(a.currencies.map((c) => [c.currency, c.rate, c.min])).toEqual(
      quickBuyFiats.map((f) => [f, REFERENCE_FIAT_RATES[f], QUICK_BUY_TERMS[f].min]),
    )
    expect(a.currencies[0]).toMatchObject({ currency: 'USD', rate: '1', feePercent: '1' })
    expect(a.countries.map((c) => c.iso)).toEqual([
      'US',
      'NG',
      'TH',
      'ID',
      'BR',
      'IN',
      'VN',
      'MX',
      'PH',
    ])
    expect(a.payMethods).toEqual(['bank_transfer'])
    expect(a.windowSeconds).toBe(1800)
    expect(a.now).toBe(clock.now())
  })

  it('gives a sandbox-only beneficiary (IBAN and SWIFT of no real country) per fiat', async () => {
    const u = user('b@qb.test')
    const b = QuickBuyBeneficiaryAnswer.parse(ok(await u.beneficiary('THB')))
    expect(b.iban).toMatch(/^XX00 SBOX/)
    expect(b.swift).toMatch(/^SBOXXX/)
    expect(await u.beneficiary('EUR')).toMatchObject({ code: 'quickBuyCurrencyNotSupported' })
    expect(await u.beneficiary('')).toMatchObject({ code: 'fieldRequired' })
  })
})

/** A registered user's e-mail, for a client of the public endpoints. */
function lv(name: string) {
  const email = `${name}@qb.test`
  newUser(app, email)
  return email
}

describe('quick_buy/create', () => {
  it('makes an order to be paid with a unique reference, the locked rate, fee and USDT', async () => {
    const u = user('a@qb.test')
    const o = order(await u.create({ currency: 'THB', amount: '3243' }))
    const quote = quickBuyQuote('3243', 'THB', '32.43')
    expect(o).toMatchObject({
      status: 'toBePaid',
      currency: 'THB',
      amount: '3243',
      fee: quote.fee,
      rate: '32.43',
      receive: quote.receive,
      coin: 'USDT',
      createdAt: clock.now(),
      expiresAt: clock.now() + WINDOW_MS,
      secondsLeft: 1800,
      paidAt: null,
    })
    expect(o.fee).toBe('32.43')
    expect(o.receive).toBe('99.0000')
    expect(o.reference).toMatch(/^QB[0-9A-HJKMNP-TV-Z]{10}$/)
    expect(o.payer).toEqual({
      firstName: 'Ana',
      lastName: 'Souza',
      email: 'ana@example.com',
      phone: '+55 11 91234-5678',
      taxId: '123.456.789-09',
      country: 'BR',
      bank: 'BR-1',
    })
    expect(o.beneficiary.iban).toMatch(/^XX00/)
    const second = order(await u.create())
    expect(second.reference).not.toBe(o.reference)
    expect(usdt(u.id)).toBe('0.0000') // nothing is credited before the transfer
  })

  it.each([
    [{ currency: '' }, 'fieldRequired'],
    [{ currency: 'EUR' }, 'quickBuyCurrencyNotSupported'],
    [{ pay_method: '' }, 'fieldRequired'],
    [{ pay_method: 'card' }, 'paymentMethodNotSupported'],
    [{ amount: '' }, 'amountRequired'],
    [{ amount: 'abc' }, 'amountInvalid'],
    [{ amount: '100.5' }, 'quickBuyAmountNotInteger'],
    [{ amount: '49' }, 'quickBuyBelowMinimum'],
    [{ first_name: '' }, 'fieldRequired'],
    [{ last_name: 'S<script>' }, 'specialCharacters'],
    [{ email: 'ana@' }, 'emailInvalid'],
    [{ phone: '12' }, 'phoneInvalid'],
    [{ tax_id: '' }, 'fieldRequired'],
    [{ tax_id: '1' }, 'taxIdInvalid'],
    [{ country: '' }, 'fieldRequired'],
    [{ country: 'FR' }, 'areaNotSupported'],
    [{ bank: '' }, 'fieldRequired'],
    [{ bank: 'US-1' }, 'bankNotSupported'],
  ] as const)('refuses %j with %s and changes nothing', async (form, code) => {
    const u = user('r@qb.test')
    const before = snapshot()
    expect(await u.create(form)).toMatchObject({ type: 'error', code })
    expect(snapshot()).toEqual(before)
  })

  it('answers a repeated key with the first order; another request under it is a conflict', async () => {
    const u = user('k@qb.test')
    const key = newKey('qb')
    const [a, b, c] = await Promise.all([u.create({}, key), u.create({}, key), u.create({}, key)])
    expect(new Set([order(a).id, order(b).id, order(c).id]).size).toBe(1)
    expect(order(await u.create({}, key)).id).toBe(order(a).id)
    const before = snapshot()
    expect(await u.create({ amount: '200' }, key)).toMatchObject({ code: 'idempotencyConflict' })
    expect(snapshot()).toEqual(before)
    expect(app.db.prepare('SELECT COUNT(*) AS n FROM quick_buy_orders').get()).toEqual({ n: 1 })
  })

  it('refuses an order at a rate other than the one confirmed, changing nothing', async () => {
    const u = user('q@qb.test')
    expect(order(await u.create({ currency: 'PHP', amount: '5629', rate: '56.290' })).rate).toBe(
      '56.29',
    )
    const before = snapshot()
    expect(await u.create({ currency: 'PHP', amount: '5629', rate: '56.3' })).toMatchObject({
      code: 'quoteExpired',
    })
    expect(await u.create({ rate: 'one' })).toMatchObject({ code: 'parameterError' })
    expect(snapshot()).toEqual(before)
  })

  it('refuses without a session', async () => {
    const r = await post(app, '/api/quick_buy/create', { ...FORM, idempotency_key: newKey() })
    expect(r.type).toBe('999')
  })
})

describe('the operator receipt (dev/quick_buy/receive)', () => {
  it('credits the locked USDT exactly once, with a ledger row, a message and the event', async () => {
    const u = user('p@qb.test')
    const o = order(await u.create({ amount: '250' }))
    clock.advance(WINDOW_MS - 1000)
    const emitted: unknown[] = []
    vi.spyOn(app.io, 'to').mockImplementation(
      (room) =>
        ({
          emit: (event: string, payload: unknown) => emitted.push([room, event, payload]),
        }) as never,
    )
    const paid = order(await receive(o.id))
    expect(emitted).toHaveLength(1)
    const [room, event, payload] = emitted[0] as [string, string, unknown]
    expect([room, event]).toEqual([`user:${u.id}`, 'quick_buy_credited'])
    expect(QuickBuyCreditedEvent.parse(payload).data).toEqual(paid)
    expect(paid).toMatchObject({ status: 'paid', paidAt: clock.now(), receive: '247.5000' })
    expect(usdt(u.id)).toBe('247.5000')
    const before = snapshot()
    expect(await receive(o.id)).toMatchObject({ type: 'error', code: 'quickBuyNotPending' })
    expect(snapshot()).toEqual(before)
    const rows = app.db
      .prepare("SELECT reference_id, available_delta FROM ledger WHERE type = 'quickBuyCredit'")
      .all()
    expect(rows).toEqual([{ reference_id: o.id, available_delta: 2475000 }])
    const messages = app.db
      .prepare(
        "SELECT t.title FROM messages m JOIN message_texts t ON t.message_id = m.id WHERE m.user_id = ? AND t.lang = 'en'",
      )
      .all(u.id)
    expect(messages).toEqual([{ title: 'Quick buy credited: 247.5000 USDT' }])
    expect(order(await u.detail(o.id)).status).toBe('paid')
  })

  it('credits once when the operator acts twice at the same time', async () => {
    const u = user('c@qb.test')
    const o = order(await u.create())
    const answers = await Promise.all([receive(o.id), receive(o.id), receive(o.id)])
    expect(answers.filter((a) => a.type === 'ok')).toHaveLength(1)
    expect(usdt(u.id)).toBe('99.0000')
  })

  it('races a cancel against the receipt: exactly one wins, money follows the winner', async () => {
    for (let i = 0; i < 5; i++) {
      const u = user(`race${i}@qb.test`)
      const o = order(await u.create())
      const [cancelled, received] = await Promise.all([u.cancel(o.id), receive(o.id)])
      expect([cancelled.type, received.type].filter((t) => t === 'ok')).toHaveLength(1)
      const status = order(await u.detail(o.id)).status
      expect(usdt(u.id)).toBe(status === 'paid' ? '99.0000' : '0.0000')
    }
  })

  it('refuses an id that is not one', async () => {
    const before = snapshot()
    expect(await post(app, '/api/dev/quick_buy/receive', { id: 'abc' })).toMatchObject({
      type: 'error',
    })
    expect(snapshot()).toEqual(before)
  })

  it('is refused once the window has passed, before and after the job ran', async () => {
    const u = user('t@qb.test')
    const o = order(await u.create())
    clock.advance(WINDOW_MS)
    const before = snapshot()
    expect(await receive(o.id)).toMatchObject({ code: 'quickBuyNotPending' })
    expect(snapshot()).toEqual(before)
    app.quickBuyExpiry.run()
    expect(await receive(o.id)).toMatchObject({ code: 'quickBuyNotPending' })
    expect(usdt(u.id)).toBe('0.0000')
    expect(order(await u.detail(o.id)).status).toBe('expired')
  })

  it('is refused for a cancelled order, and for an unknown id', async () => {
    const u = user('x@qb.test')
    const o = order(await u.create())
    expect(order(await u.cancel(o.id))).toMatchObject({ status: 'cancelled', secondsLeft: 0 })
    const before = snapshot()
    expect(await receive(o.id)).toMatchObject({ code: 'quickBuyNotPending' })
    expect(await receive(o.id + 100)).toMatchObject({ code: 'notFound' })
    expect(snapshot()).toEqual(before)
  })

  it('credits exactly the math module figure for any fiat and amount (property)', async () => {
    const u = user('m@qb.test')
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...quickBuyFiats),
        fc.bigInt({ min: 0n, max: 10n ** 8n }),
        async (fiat, extra) => {
          const amount = (BigInt(QUICK_BUY_TERMS[fiat].min) + extra).toString()
          const before = app.repos.wallet.balance(u.id, USDT, 'change').available
          const o = order(await u.create({ currency: fiat, amount }))
          const quote = quickBuyQuote(amount, fiat, REFERENCE_FIAT_RATES[fiat])
          expect([o.fee, o.receive, o.rate]).toEqual([quote.fee, quote.receive, quote.rate])
          order(await receive(o.id))
          const credited = app.db
            .prepare(
              "SELECT available_delta AS d FROM ledger WHERE type = 'quickBuyCredit' AND reference_id = ?",
            )
            .safeIntegers(true)
            .get(o.id) as { d: bigint }
          expect(fromUnits(credited.d, 4)).toBe(quote.receive)
          const after = app.repos.wallet.balance(u.id, USDT, 'change').available
          expect(fromUnits(after - before, 4)).toBe(quote.receive)
        },
      ),
      { numRuns: 30 },
    )
  })
})

describe('cancel, list and detail', () => {
  it('lets the owner cancel an order to be paid once; a repeat answers it unchanged', async () => {
    const u = user('o@qb.test')
    const o = order(await u.create())
    clock.advance(60_000)
    const c = order(await u.cancel(o.id))
    expect(c).toMatchObject({ status: 'cancelled', closedAt: clock.now() })
    clock.advance(1000)
    const before = snapshot()
    expect(order(await u.cancel(o.id))).toMatchObject({ status: 'cancelled', closedAt: c.closedAt })
    expect(snapshot()).toEqual(before)
    // a paid order cannot be cancelled
    const p = order(await u.create())
    order(await receive(p.id))
    const after = snapshot()
    expect(await u.cancel(p.id)).toMatchObject({ code: 'quickBuyNotPending' })
    expect(snapshot()).toEqual(after)
  })

  it("answers notFound for another user's order and changes nothing", async () => {
    const a = user('a1@qb.test')
    const b = user('b1@qb.test')
    const o = order(await a.create())
    const before = snapshot()
    expect(await b.detail(o.id)).toMatchObject({ type: 'error', code: 'notFound' })
    expect(await b.cancel(o.id)).toMatchObject({ type: 'error', code: 'notFound' })
    expect(snapshot()).toEqual(before)
    const list = QuickBuyListAnswer.parse(ok(await b.list()))
    expect(list.total).toBe(0)
  })

  it('lists the caller’s orders newest first, by status, with the countdown', async () => {
    const u = user('l@qb.test')
    const first = order(await u.create())
    const second = order(await u.create({ amount: '60' }))
    order(await receive(second.id))
    clock.advance(10_000)
    const all = QuickBuyListAnswer.parse(ok(await u.list()))
    expect(all.items.map((o) => [o.id, o.status, o.secondsLeft])).toEqual([
      [second.id, 'paid', 0],
      [first.id, 'toBePaid', 1790],
    ])
    const paid = QuickBuyListAnswer.parse(ok(await u.list({ status: '2' })))
    expect(paid.items.map((o) => o.id)).toEqual([second.id])
    expect(await u.list({ status: '9' })).toMatchObject({ type: 'error' })
  })
})

describe('the expiry job on the sandbox clock', () => {
  it('expires an unpaid order once its window passes, once, leaving others alone', async () => {
    const u = user('e@qb.test')
    const o = order(await u.create())
    const cancelled = order(await u.create())
    order(await u.cancel(cancelled.id))
    clock.advance(WINDOW_MS - 1)
    expect(app.quickBuyExpiry.run()).toEqual([])
    clock.advance(1)
    expect(app.quickBuyExpiry.run().map((r) => r.id)).toEqual([o.id])
    expect(app.quickBuyExpiry.run()).toEqual([])
    const rows = app.db.prepare('SELECT id, status FROM quick_buy_orders ORDER BY id').all()
    expect(rows).toEqual([
      { id: o.id, status: 4 },
      { id: cancelled.id, status: 3 },
    ])
    expect(await u.cancel(o.id)).toMatchObject({ code: 'quickBuyNotPending' })
  })

  it('expires once across a restart, a second run and a second app on a database file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sandbox-qb-'))
    const open = (at: number) =>
      buildApp({
        db: join(dir, 'sandbox.db'),
        clock: createTestClock(at),
        marketSeed: DEFAULT_MARKET_SEED,
        logger: false,
        feedIntervalMs: 0,
        seedTraders: false,
      })
    try {
      const start = Date.UTC(2025, 0, 1)
      const first = await open(start)
      const userId = newUser(first, 'f@qb.test')
      const o = first.db.transaction(() => first.repos.quickBuy.create(userId, FORM, '1', start))()
      expect(first.quickBuyExpiry.run()).toEqual([])
      await first.close()

      const later = start + 2 * WINDOW_MS
      const [second, third] = [await open(later), await open(later)]
      expect(second.quickBuyExpiry.run().map((r) => r.id)).toEqual([o.id])
      expect(second.quickBuyExpiry.run()).toEqual([])
      expect(third.quickBuyExpiry.run()).toEqual([])
      expect(second.repos.quickBuy.get(o.id)).toMatchObject({ status: 4, closed_at: later })
      await Promise.all([second.close(), third.close()])
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
