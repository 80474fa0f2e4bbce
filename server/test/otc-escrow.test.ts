/**
 * OTC escrow conservation and the payment window across restarts (issue 18; repositories/otc.ts,
 * otc/expiry.ts). Properties (fast-check): any sequence of creates, payments, cancels, merchant
 * acts, confirmations, appeals, decisions and timeouts keeps Σ (available + locked) of USDT over
 * everyone constant, the coins held equal to the amounts of the open orders, and each ad's
 * remaining plus its live orders equal to its total. On a database file, an unpaid order's escrow
 * returns once: not again on a second run, after a restart or from a second app.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import fc from 'fast-check'
import type { FastifyInstance } from 'fastify'
import { afterEach, describe, expect, it } from 'vitest'
import { OTC_PAYMENT_WINDOW_MS } from '../../src/api/contract/otc-math'
import { buildApp } from '../src/app'
import { createTestClock, type AdjustableClock } from '../src/clock'
import { DEFAULT_MARKET_SEED } from '../src/market/engine'
import { Refusal } from '../src/refusal'
import { ledgerSums } from '../src/repositories/wallet'
import { buildTestApp } from './helper'
import { fund } from './spot-helper'
import { addAd, merchantId, otcUser, uploadOf, usdt, usdtTotal, USDT } from './otc-helper'

const START = Date.UTC(2025, 0, 1)
const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

type Step =
  | { kind: 'create'; user: number; ad: number; amount: number }
  | { kind: 'pay' | 'cancel' | 'confirm' | 'appeal'; user: number; order: number }
  | { kind: 'merchantPaid' | 'merchantCancel' | 'release'; order: number }
  | { kind: 'resolve'; order: number; outcome: 'release' | 'return' }
  | { kind: 'wait'; minutes: number }

const orderIndex = fc.nat({ max: 3 })
const userIndex = fc.nat({ max: 2 })
const createStep = fc.record({
  kind: fc.constant('create' as const),
  user: userIndex,
  ad: fc.nat({ max: 3 }),
  amount: fc.integer({ min: 1, max: 320 }),
})
const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 3,
    arbitrary: createStep,
  },
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constantFrom(
        'pay' as const,
        'cancel' as const,
        'confirm' as const,
        'appeal' as const,
      ),
      user: userIndex,
      order: orderIndex,
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constantFrom('merchantPaid' as const, 'merchantCancel' as const, 'release' as const),
      order: orderIndex,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('resolve' as const),
      order: orderIndex,
      outcome: fc.constantFrom('release' as const, 'return' as const),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('wait' as const),
      minutes: fc.integer({ min: 1, max: 20 }),
    }),
  },
)

/** Held = Σ locked USDT; open orders' amounts; each ad's remaining + live orders = its total. */
function invariants(app: FastifyInstance) {
  const one = (sql: string) =>
    (app.db.prepare(sql).safeIntegers(true).get(USDT) as { n: bigint | null }).n ?? 0n
  const held = one('SELECT SUM(locked) AS n FROM balances WHERE currency_id = ?')
  const open = one(
    'SELECT SUM(amount_units) AS n FROM otc_orders WHERE status IN (0, 3, 4) AND currency_id = ?',
  )
  const ads = app.db
    .prepare(
      `SELECT a.id, a.total_units - a.remaining -
         COALESCE((SELECT SUM(amount_units) FROM otc_orders o WHERE o.ad_id = a.id AND o.status <> 2), 0) AS gap
       FROM otc_ads a`,
    )
    .all() as Array<{ id: number; gap: number }>
  return { held, open, gaps: ads.filter((a) => a.gap !== 0) }
}

describe('escrow conservation', () => {
  it('keeps Σ balances + held constant over any sequence of order steps', async () => {
    const { app, clock } = await buildTestApp()
    const { otc } = app.repos
    const merchant = merchantId(app, 'Rio Câmbio')
    const other = merchantId(app, 'Liberty Desk')
    // fresh ads and funds for each run: orders left paid or in appeal keep theirs held
    const newAds = () => [
      addAd(app, merchant, { min: '5', max: '300', total: '600' }),
      addAd(app, other, { min: '5', max: '300', total: '500', fiat: 'USD', price: '1.01' }),
      addAd(app, merchant, { side: 2, min: '5', max: '300', total: '900' }),
      addAd(app, other, { side: 2, min: '5', max: '200', total: '400', fiat: 'USD' }),
    ]
    const emails = ['a', 'b', 'c'].map((n) => `${n}@escrow.test`)
    const users = emails.map((email) => otcUser(app, email).id)
    const imgs = users.map((u, i) => uploadOf(app, u, i + 1))
    const uploadIds = imgs.map(
      (img) => app.repos.uploads.findByName(img.slice('/uploads/'.length))!.id,
    )
    let refusals = 0

    let changes = 0

    fc.assert(
      fc.property(createStep, fc.array(step, { minLength: 15, maxLength: 40 }), (first, rest) => {
        const steps = [first, ...rest]
        const created: number[] = []
        const ads = newAds()
        for (const email of emails) fund(app, email, USDT, '300')
        const total = usdtTotal(app)
        for (const s of steps) {
          const now = clock.now()
          const orderId = (i: number) => created[i % Math.max(1, created.length)] ?? 0
          // a user step is the order's own user's, but one time in three another user's
          const actor = (i: number, u: number) => {
            const owner = otc.order(orderId(i))?.user_id ?? users[0]!
            return u === 2 ? users[(users.indexOf(owner) + 1) % users.length]! : owner
          }
          try {
            switch (s.kind) {
              case 'create': {
                const side = s.ad < 2 ? 'buy' : 'sell'
                const row = app.db.transaction(() =>
                  otc.create(
                    {
                      userId: users[s.user]!,
                      adId: ads[s.ad]!,
                      side,
                      amount: String(s.amount),
                      kycLevel: 1,
                      userPayInfo: { name: 'n', bank: 'b', account: '**** 1' },
                    },
                    now,
                  ),
                )()
                created.push(row.id)
                break
              }
              case 'pay':
                otc.userPaid(actor(s.order, s.user), orderId(s.order), now)
                break
              case 'cancel':
                otc.userCancel(actor(s.order, s.user), orderId(s.order), now)
                break
              case 'confirm':
                otc.userConfirm(actor(s.order, s.user), orderId(s.order), now)
                break
              case 'appeal': {
                const who = actor(s.order, s.user)
                const upload = uploadIds[users.indexOf(who)]!
                otc.appeal(who, orderId(s.order), upload, 'a problem', now)
                break
              }
              case 'merchantPaid':
                otc.merchantPaid(orderId(s.order), now)
                break
              case 'merchantCancel':
                otc.merchantCancel(orderId(s.order), now)
                break
              case 'release':
                otc.merchantRelease(orderId(s.order), now)
                break
              case 'resolve':
                otc.resolveAppeal(orderId(s.order), s.outcome, now)
                break
              case 'wait':
                clock.advance(s.minutes * 60_000)
                app.otcExpiry.expire()
                break
            }
            changes++
          } catch (err) {
            if (!(err instanceof Refusal)) throw err
            refusals++
          }
          const inv = invariants(app)
          expect(usdtTotal(app)).toBe(total)
          expect(inv.held).toBe(inv.open)
          expect(inv.gaps).toEqual([])
        }
      }),
      { numRuns: 40 },
    )
    // the sequences did both: moved orders and met refusals
    expect(changes).toBeGreaterThan(0)
    expect(refusals).toBeGreaterThan(0)
    const reached = app.db
      .prepare(
        "SELECT DISTINCT status || ':' || COALESCE(cancel_reason, '') AS s FROM otc_orders ORDER BY s",
      )
      .pluck()
      .all()
    // the steps reached completion, both cancels, and appeals
    expect(reached).toEqual(expect.arrayContaining(['1:', '2:buyer', '2:timeout']))
    expect(app.db.prepare('SELECT COUNT(*) AS n FROM otc_appeals').pluck().get()).toBeGreaterThan(0)
    const sums = ledgerSums(app.db)
    expect([sums.mismatches, sums.brokenChains]).toEqual([[], 0])
    await app.close()
  })
})

describe('the payment window on a database file', () => {
  const open = (file: string, clock: AdjustableClock) =>
    buildApp({
      db: file,
      clock,
      marketSeed: DEFAULT_MARKET_SEED,
      logger: false,
      feedIntervalMs: 0,
      seedTraders: false,
    })

  it('returns the escrow once across a second run, a restart and a second app', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sandbox-otc-'))
    dirs.push(dir)
    const file = join(dir, 'sandbox.db')

    const first = await open(file, createTestClock(START))
    const merchant = merchantId(first, 'Rio Câmbio')
    const before = usdt(first, merchant)
    const ad = addAd(first, merchant)
    const { id: userId } = otcUser(first, 'a@otc.test')
    const order = first.db.transaction(() =>
      first.repos.otc.create(
        {
          userId,
          adId: ad,
          side: 'buy',
          amount: '100',
          kycLevel: 1,
          userPayInfo: { name: 'n', bank: 'b', account: '**** 1' },
        },
        START,
      ),
    )()
    expect(usdt(first, merchant).locked).toBe('100.0000')
    expect(first.otcExpiry.expire()).toEqual([])
    await first.close()

    // the sandbox was down over the deadline; it starts again an hour later, twice
    const later = START + OTC_PAYMENT_WINDOW_MS + 3_600_000
    const [second, third] = [
      await open(file, createTestClock(later)),
      await open(file, createTestClock(later)),
    ]
    expect(second.repos.otc.merchantCount()).toBe(4) // not seeded again
    expect(second.otcExpiry.expire().map((o) => o.id)).toEqual([order.id])
    expect(second.otcExpiry.expire()).toEqual([])
    expect(third.otcExpiry.expire()).toEqual([])
    await Promise.all([second.close(), third.close()])

    const last = await open(file, createTestClock(later + 60_000))
    expect(last.otcExpiry.expire()).toEqual([])
    const rows = last.db
      .prepare("SELECT type, reference_id FROM ledger WHERE type LIKE 'otc%' ORDER BY id")
      .all()
    expect(rows).toEqual([
      { type: 'otcEscrowHold', reference_id: order.id },
      { type: 'otcEscrowReturn', reference_id: order.id },
    ])
    expect(usdt(last, merchant)).toEqual(before)
    expect(last.repos.otc.order(order.id)).toMatchObject({ status: 2, cancel_reason: 'timeout' })
    expect(last.repos.otc.ad(ad)!.remaining).toBe(1000_0000)
    const sums = ledgerSums(last.db)
    expect([sums.mismatches, sums.brokenChains]).toEqual([[], 0])
    await last.close()
  })
})
