/**
 * The loan keeper (issue 18; rules in src/api/contract/borrow-math.ts) on the sandbox clock: for
 * every running loan, in time order, it
 * (a) adds each loan day's interest (and, from the due moment, its overdue interest) when the day
 *     begins (day n at disbursed + n days), once: `borrow_accruals` has one row per loan and day
 *     and the loan's `days_accrued` moves only from the day it expects;
 * (b) watches the risk rate at the engine's prices of every second since the last one it checked
 *     (`checked_tick`), with the debt of that second, and closes the loan by force at the FIRST
 *     second whose rate is below 110 %, at that second's prices, recording the second.
 * The two interleave: seconds before day n begins are judged with the debt before day n.
 *
 * Catch-up: a restart or a dev-clock jump of days walks the missed seconds and days in order, so
 * nothing is skipped and nothing counted twice. The search over seconds narrows with the engine's
 * bars (the lowest collateral price against the highest borrowed price over a span bounds the
 * rate from below; only spans that might breach are split), and decides each second exactly
 * (borrow-math isForcedClose, big.js).
 *
 * Runs once a second (repeat.ts); with `feedIntervalMs: 0` tests call `app.borrowJob.run()`. The
 * routes that answer loans run it first.
 */
import type { FastifyInstance } from 'fastify'
import {
  dayStart,
  FORCED_CLOSE_RISK_RATE,
  isForcedClose,
  riskBelow,
} from '../../../src/api/contract/borrow-math'
import { fromUnits } from '../../../src/api/contract/wallet-math'
import type { LoanRow } from '../repositories/borrow'
import { repeat } from '../repeat'
import { loanNotices } from './notices'
import { borrowPrices, type BorrowPrices } from './prices'
import { emitLoan } from './wire'

export type BorrowJob = ReturnType<typeof attachBorrowJob>

declare module 'fastify' {
  interface FastifyInstance {
    borrowJob: BorrowJob
  }
}

/** The first second in [a, b] (unix s) whose risk rate is below 110 % for `r`'s debt, or null. */
export function firstBreach(prices: BorrowPrices, r: LoanRow, a: number, b: number): number | null {
  const collateral = fromUnits(r.collateral_amount, r.collateral_scale)
  const debt = fromUnits(r.amount + r.interest + r.overdue, r.currency_scale)
  const search = (x: number, y: number): number | null => {
    const c = prices.span(r.collateral_name, x, y + 1)
    const d = prices.span(r.currency_name, x, y + 1)
    const worst = { collateral, collateralPrice: c.low, debt, price: d.high }
    if (!riskBelow(worst, FORCED_CLOSE_RISK_RATE)) return null
    if (x === y) {
      const at = {
        collateral,
        collateralPrice: prices.at(r.collateral_name, x * 1000),
        debt,
        price: prices.at(r.currency_name, x * 1000),
      }
      return isForcedClose(at) ? x : null
    }
    const mid = Math.floor((x + y) / 2)
    return search(x, mid) ?? search(mid + 1, y)
  }
  return a > b ? null : search(a, b)
}

export function attachBorrowJob(app: FastifyInstance, intervalMs = 1000) {
  const { borrow } = app.repos
  const prices = borrowPrices(app)

  /** Brings loan `id` up to `nowMs`; returns it when it was closed by force now. */
  function advance(id: number, nowMs: number, tick: number): LoanRow | null {
    for (;;) {
      const r = borrow.byId(id)
      if (!r || r.status !== 'active' || r.disbursed_at === null) return null
      const next = dayStart(r.disbursed_at, r.days_accrued)
      // the seconds still judged with this debt: those that begin before the next day does
      const until = Math.min(tick, Math.ceil(next / 1000) - 1)
      const from = Math.floor((r.checked_tick ?? r.disbursed_at) / 1000) + 1
      if (from <= until) {
        const breach = firstBreach(prices, r, from, until)
        if (breach !== null) {
          const at = breach * 1000
          return borrow.liquidate(
            id,
            at,
            {
              price: prices.at(r.currency_name, at),
              collateralPrice: prices.at(r.collateral_name, at),
            },
            nowMs,
            loanNotices,
          )
        }
        borrow.checked(id, until * 1000)
      }
      if (next > nowMs || !borrow.accrueDay(id, r.days_accrued, next)) return null
    }
  }

  function run(): LoanRow[] {
    const nowMs = app.clock.now()
    const tick = app.market.tick()
    const closed: LoanRow[] = []
    for (const r of borrow.active()) {
      const done = advance(r.id, nowMs, tick)
      if (done) closed.push(done)
    }
    for (const r of closed) emitLoan(app, prices, r, 'liquidated')
    return closed
  }
  run()

  repeat(app, { intervalMs, failure: '[borrow] keeper failed; the next run tries again' }, run)

  return { run, prices }
}
