/**
 * Properties of spot orders (fast-check): a fill never creates money and rounds only in the
 * platform's favour, for any price, amount and scales; place-then-cancel restores every balance
 * exactly; and after any mix of placements, ticks and cancels the ledger sums to every balance and
 * each user's balances moved by exactly what their filled orders spent and received.
 */
import { Big } from 'big.js'
import fc from 'fast-check'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SpotOrderWire } from '../../src/api/contract/spot'
import { limitFill, marketFill, type SpotRules } from '../../src/api/contract/spot-math'
import { toUnits } from '../../src/api/contract/wallet-math'
import type { AdjustableClock } from '../src/clock'
import { ledgerSums } from '../src/repositories/wallet'
import { client, fund, spotApp } from './spot-helper'

/** A decimal with at most `decimals` decimals, from 1 unit to `max` units. */
const decimal = (decimals: number, max = 10 ** 12) =>
  fc
    .bigInt({ min: 1n, max: BigInt(max) })
    .map((units) => new Big(units.toString()).div(new Big(10).pow(decimals)).toFixed(decimals))

const scales = fc.record({
  priceDecimals: fc.integer({ min: 0, max: 8 }),
  baseScale: fc.integer({ min: 0, max: 8 }),
  quoteScale: fc.integer({ min: 0, max: 8 }),
  feeRate: fc.constantFrom('0', '0.001', '0.002', '0.0075', '0.1'),
})
const rulesOf = (s: {
  priceDecimals: number
  baseScale: number
  quoteScale: number
  feeRate: string
}): SpotRules => ({ minTotal: '0', priceBand: '0', amountDecimals: s.baseScale, ...s })

describe('a fill conserves value', () => {
  it('limit: spent at the fill price covers received + fee; rounding never favours the user', () => {
    fc.assert(
      fc.property(
        scales.chain((s) =>
          fc.tuple(fc.constant(s), decimal(s.priceDecimals), decimal(s.baseScale, 10 ** 10)),
        ),
        fc.constantFrom('buy' as const, 'sell' as const),
        ([s, price, amount], side) => {
          const r = rulesOf(s)
          const f = limitFill(side, price, amount, r)
          const exact = new Big(price).times(amount)
          // every figure is whole units of its currency
          const [spentScale, gotScale] =
            side === 'buy' ? [r.quoteScale, r.baseScale] : [r.baseScale, r.quoteScale]
          for (const [v, scale] of [
            [f.spent, spentScale],
            [f.gross, gotScale],
            [f.fee, gotScale],
            [f.received, gotScale],
          ] as const)
            expect(() => toUnits(v, scale)).not.toThrow()
          expect(new Big(f.received).plus(f.fee).eq(f.gross)).toBe(true)
          expect(new Big(f.fee).gte(new Big(f.gross).times(r.feeRate))).toBe(true)
          expect(new Big(f.received).gte(0)).toBe(true)
          // buy: the whole amount arrives gross and the quote spent is price × amount rounded up;
          // sell: the whole amount leaves and the quote gross is price × amount rounded down
          const [whole, value] = side === 'buy' ? [f.gross, f.spent] : [f.spent, f.gross]
          const rounding = new Big(value).minus(exact).abs()
          expect({
            whole: new Big(whole).eq(amount),
            inPlatformsFavour:
              side === 'buy' ? new Big(value).gte(exact) : new Big(value).lte(exact),
            underOneUnit: rounding.lt(new Big(10).pow(-r.quoteScale)),
          }).toEqual({ whole: true, inPlatformsFavour: true, underOneUnit: true })
        },
      ),
      { numRuns: 2000 },
    )
  })

  it('market: never better than the book, level by level', () => {
    const level = fc.tuple(decimal(2, 10 ** 8), decimal(4, 10 ** 6))
    fc.assert(
      fc.property(
        fc.array(level, { minLength: 1, maxLength: 10 }),
        decimal(4, 10 ** 7),
        fc.constantFrom('buy' as const, 'sell' as const),
        (levels, amount, side) => {
          const r = rulesOf({ priceDecimals: 2, baseScale: 8, quoteScale: 4, feeRate: '0.002' })
          const sorted = [...levels].sort((a, b) =>
            side === 'buy' ? new Big(a[0]).cmp(b[0]) : new Big(b[0]).cmp(a[0]),
          )
          const f = marketFill(side, amount, sorted, r)
          let left = new Big(amount)
          let value = new Big(0)
          for (const [p, q] of sorted) {
            const take = left.lt(q) ? left : new Big(q)
            value = value.plus(take.times(p))
            left = left.minus(take)
          }
          const bookHolds = !left.gt(0)
          expect(f !== null).toBe(bookHolds)
          const fill = f ?? {
            spent: value.toString(),
            gross: value.toString(),
            fee: '0',
            received: value.toString(),
          }
          expect({
            notBetterThanBook:
              side === 'buy' ? new Big(fill.spent).gte(value) : new Big(fill.gross).lte(value),
            split: new Big(fill.received).plus(fill.fee).eq(fill.gross),
          }).toEqual({ notBetterThanBook: true, split: true })
        },
      ),
      { numRuns: 1000 },
    )
  })
})

describe('through the sandbox', () => {
  let app: FastifyInstance
  let clock: AdjustableClock
  let c: ReturnType<typeof client>
  const email = 'trader@sandbox.test'
  beforeAll(async () => {
    ;({ app, clock } = await spotApp())
    for (const [currency, amount] of [
      [3, '10000000'],
      [1, '100'],
      [2, '1000'],
      [5, '100000'],
      [8, '100000000'],
    ] as const)
      fund(app, email, currency, amount)
    c = client(app, email)
  })
  afterAll(() => app.close())

  const balances = () =>
    app.db
      .prepare('SELECT currency_id, available, locked FROM balances ORDER BY currency_id, account')
      .safeIntegers(true)
      .all()
  // BTC, ETH, SOL, DOGE against USDT: 2, 2, 3 and 5 price decimals; 4, 4, 3 and 0 amount decimals
  const pairs = [
    { id: 1, currency: 1, amount: decimal(4, 2000) },
    { id: 2, currency: 2, amount: decimal(4, 50_000) },
    { id: 4, currency: 5, amount: decimal(3, 500_000) },
    { id: 7, currency: 8, amount: decimal(0, 100_000) },
  ]
  const pair = fc.constantFrom(...pairs)
  const fraction = fc.integer({ min: 1, max: 999 }).map((n) => new Big(n).div(10_000))
  const limitPrice = (pairId: number, side: 1 | 2, f: Big, dp: number) => {
    const m = new Big(app.market.price(pairId))
    const p = side === 1 ? m.times(new Big(1).minus(f)) : m.times(new Big(1).plus(f))
    return p.round(dp, side === 1 ? Big.roundUp : Big.roundDown).toFixed(dp)
  }
  const dps: Record<number, number> = { 1: 2, 2: 2, 4: 3, 7: 5 }

  it('place then cancel restores every balance exactly', async () => {
    await fc.assert(
      fc.asyncProperty(
        pair.chain((p) => fc.tuple(fc.constant(p), p.amount)),
        fc.constantFrom(1 as const, 2 as const),
        fraction,
        async ([p, amount], side, f) => {
          const before = balances()
          const target = limitPrice(p.id, side, f, dps[p.id]!)
          const placed = await c.place({
            currency_id: String(p.currency),
            type: String(side),
            amount,
            target_price: target,
          })
          // a refused placement (below the minimum, beyond the balance) leaves nothing to cancel
          const order = placed.type === 'ok' ? (placed.message as SpotOrderWire) : null
          const cancelled = order ? (await c.cancel(order.id)).type : 'ok'
          expect({ status: order?.status ?? 1, cancelled, balances: balances() }).toEqual({
            status: 1,
            cancelled: 'ok',
            balances: before,
          })
        },
      ),
      { numRuns: 60 },
    )
  })

  it('any mix of orders, ticks and cancels: Σ ledger = balance, and fills account for every move', async () => {
    const step = fc.oneof(
      fc.record({
        kind: fc.constant('limit' as const),
        p: pair.chain((p) => fc.tuple(fc.constant(p), p.amount)),
        side: fc.constantFrom(1 as const, 2 as const),
        f: fc.integer({ min: -20, max: 20 }).map((n) => new Big(n).div(10_000)),
      }),
      fc.record({
        kind: fc.constant('market' as const),
        p: pair.chain((p) => fc.tuple(fc.constant(p), p.amount)),
        side: fc.constantFrom(1 as const, 2 as const),
      }),
      fc.record({
        kind: fc.constant('tick' as const),
        ms: fc.integer({ min: 1000, max: 120_000 }),
      }),
      fc.record({ kind: fc.constant('cancel' as const), pick: fc.nat() }),
    )
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 5, maxLength: 30 }), async (steps) => {
        const start = totals()
        const filledBefore = filledIds()
        for (const s of steps) {
          if (s.kind === 'tick') {
            clock.advance(s.ms)
            app.spotMatcher.match()
          } else if (s.kind === 'cancel') {
            const open = (await c.list({ status: '1' })).message as SpotOrderWire[]
            if (open.length) await c.cancel(open[s.pick % open.length]!.id)
          } else {
            const [p, amount] = s.p
            const fields = { currency_id: String(p.currency), type: String(s.side), amount }
            if (s.kind === 'market') await c.place({ ...fields, order_type: 'market' })
            else {
              const f = s.side === 1 ? s.f.neg() : s.f
              await c.place({ ...fields, target_price: limitPrice(p.id, s.side, f, dps[p.id]!) })
            }
          }
        }
        const sums = ledgerSums(app.db)
        expect([sums.mismatches.length, sums.brokenChains]).toEqual([0, 0])
        // what moved = Σ received − Σ spent of the fills since `start`, per currency
        const moved = totals()
        const expected = new Map(start)
        const rows = app.db
          .prepare(
            'SELECT id, side, currency_id, legal_id, spent, received FROM spot_orders WHERE status = 2',
          )
          .safeIntegers(true)
          .all() as Array<Record<string, bigint>>
        for (const o of rows.filter((r) => !filledBefore.has(Number(r.id)))) {
          const [out, into] =
            o.side === 1n ? [o.legal_id!, o.currency_id!] : [o.currency_id!, o.legal_id!]
          expected.set(Number(out), (expected.get(Number(out)) ?? 0n) - o.spent!)
          expected.set(Number(into), (expected.get(Number(into)) ?? 0n) + o.received!)
        }
        for (const [currency, units] of moved)
          expect([currency, units]).toEqual([currency, expected.get(currency) ?? 0n])
      }),
      { numRuns: 25 },
    )
    expect(filledIds().size).toBeGreaterThan(10)
  })

  const filledIds = () =>
    new Set(app.db.prepare('SELECT id FROM spot_orders WHERE status = 2').pluck().all() as number[])
  /** available + locked per currency, in units. */
  function totals(): Map<number, bigint> {
    const rows = app.db
      .prepare(
        'SELECT currency_id, SUM(available + locked) AS t FROM balances GROUP BY currency_id',
      )
      .safeIntegers(true)
      .all() as Array<{ currency_id: bigint; t: bigint }>
    return new Map(rows.map((r) => [Number(r.currency_id), r.t]))
  }
})
