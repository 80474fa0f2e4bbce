/**
 * Borrowing money conserved over random sequences (fast-check; issue 18): applications of random
 * sizes, coins and terms, the desk's approvals and rejections, clock jumps of hours to weeks,
 * BTC moves (some deep enough to force a close), repayments and keeper runs, in any order. After
 * every sequence: each loan's ledger nets exactly the lender's side its row records (the platform
 * as lender has no account: lent − received − collateral sold), Σ ledger = balances, each running
 * loan has exactly one accrual per begun day, and no loan is both running and below 110 %.
 */
import { Big } from 'big.js'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { daysBegun, isForcedClose } from '../../src/api/contract/borrow-math'
import { fromUnits } from '../../src/api/contract/wallet-math'
import { ledgerSums } from '../src/repositories/wallet'
import { conserved } from './borrow-helper'
import { pathApp } from './price-path'
import { client, fund, lv1 } from './spot-helper'
import { newKey } from './wallet-helper'

const BTC = 1
const ETH = 2
const USDT = 3

type Step =
  | { kind: 'apply'; currency: number; amount: number; cover: number; term: number }
  | { kind: 'review'; approve: boolean }
  | { kind: 'advance'; seconds: number }
  | { kind: 'price'; btc: number }
  | { kind: 'repay' }
  | { kind: 'run' }

const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('apply' as const),
      currency: fc.constantFrom(USDT, USDT, ETH),
      amount: fc.integer({ min: 450_000, max: 1_500_000 }),
      cover: fc.integer({ min: 145, max: 220 }),
      term: fc.integer({ min: 5, max: 40 }),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('review' as const),
      approve: fc.constantFrom(true, true, true, false),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('advance' as const),
      seconds: fc.integer({ min: 60, max: 12 * 86_400 }),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('price' as const),
      btc: fc.integer({ min: 15_000, max: 50_000 }),
    }),
  },
  { weight: 2, arbitrary: fc.constant({ kind: 'repay' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'run' as const }) },
)

describe('borrowing money', () => {
  it('is conserved over any sequence of applications, reviews, time, prices and repayments', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 4, maxLength: 16 }), async (steps) => {
        const { app, clock, path } = await pathApp('42000', Date.UTC(2025, 1, 1, 12))
        path.set(2, [[0, '2300']])
        try {
          app.repos.borrow.setEligibility(app.repos.users.findByAccount(lv1)!.id, { vip: 2 })
          fund(app, lv1, BTC, '200')
          fund(app, lv1, USDT, '300000')
          const c = client(app, lv1)
          let btc = 42000
          for (const s of steps) {
            const open = app.db
              .prepare("SELECT id, status FROM borrow_loans WHERE status IN ('pending', 'active')")
              .get() as { id: number; status: string } | undefined
            if (s.kind === 'apply') {
              const price = s.currency === USDT ? 1 : 2300
              const amount = new Big(s.amount).div(price).toFixed(s.currency === USDT ? 4 : 8)
              const collateral = new Big(s.amount).times(s.cover).div(100).div(btc).toFixed(8)
              await c.send('POST', 'borrow/apply', {
                currency: String(s.currency),
                collateral_currency: String(BTC),
                amount,
                collateral_amount: collateral,
                term_days: String(s.term),
                idempotency_key: newKey('p'),
              })
            } else if (s.kind === 'review' && open?.status === 'pending') {
              await app.inject({
                method: 'POST',
                url: '/api/dev/borrow/review',
                payload: `id=${open.id}&decision=${s.approve ? 'approve' : 'reject'}`,
                headers: {
                  'content-type': 'application/x-www-form-urlencoded',
                  host: '127.0.0.1',
                },
              })
            } else if (s.kind === 'advance') clock.advance(s.seconds * 1000)
            else if (s.kind === 'price') {
              btc = s.btc
              // from the next second on, and that second has begun
              path.set(1, [[1, String(s.btc)]])
              clock.advance(2000)
            } else if (s.kind === 'repay' && open?.status === 'active')
              await c.send('POST', 'borrow/order/repay', {
                id: String(open.id),
                idempotency_key: newKey('r'),
              })
            else if (s.kind === 'run') app.borrowJob.run()
          }
          app.borrowJob.run()
          conserved(app)
          const sums = ledgerSums(app.db)
          expect(sums.mismatches).toEqual([])
          expect(sums.brokenChains).toBe(0)
          const now = clock.now()
          for (const r of app.repos.borrow.active()) {
            expect(r.days_accrued).toBe(daysBegun(r.disbursed_at!, now))
            expect(app.repos.borrow.accruals(r.id)).toHaveLength(r.days_accrued)
            const tick = app.market.tick() * 1000
            const prices = app.borrowJob.prices
            expect(
              isForcedClose({
                collateral: fromUnits(r.collateral_amount, r.collateral_scale),
                collateralPrice: prices.at(r.collateral_name, tick),
                debt: fromUnits(r.amount + r.interest + r.overdue, r.currency_scale),
                price: prices.at(r.currency_name, tick),
              }),
            ).toBe(false)
          }
        } finally {
          await app.close()
        }
      }),
      { numRuns: 20 },
    )
  }, 120_000)
})
