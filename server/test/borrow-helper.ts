/**
 * Borrowing test helpers: the money-conservation check every borrowing test ends with.
 */
import type { FastifyInstance } from 'fastify'
import { expect } from 'vitest'

/** Per loan, the ledger nets exactly what the row says the lender gave and received. */
export function conserved(app: FastifyInstance) {
  const loans = app.db.prepare('SELECT * FROM borrow_loans').safeIntegers(true).all() as Array<
    Record<string, bigint | string | null>
  >
  const sum = app.db
    .prepare(
      `SELECT COALESCE(SUM(available_delta), 0) AS a, COALESCE(SUM(locked_delta), 0) AS l
       FROM ledger WHERE reference_id = ? AND currency_id = ? AND type LIKE 'borrow%'`,
    )
    .safeIntegers(true)
  for (const r of loans) {
    const status = r.status as string
    const lent = status === 'active' || status === 'repaid' || status === 'liquidated'
    const received =
      status === 'repaid' ? (r.repaid_principal as bigint) + (r.paid_interest as bigint) : 0n
    const coin = sum.get(r.id, r.currency_id) as { a: bigint; l: bigint }
    expect(coin.a).toBe((lent ? (r.amount as bigint) : 0n) - received)
    expect(coin.l).toBe(0n)
    const pledge = sum.get(r.id, r.collateral_currency_id) as { a: bigint; l: bigint }
    const closed = status !== 'pending' && status !== 'active'
    const returned = closed ? (r.collateral_returned as bigint) : 0n
    const sold = status === 'liquidated' ? (r.collateral_sold as bigint) : 0n
    expect(pledge.a).toBe(-(r.collateral_amount as bigint) + returned)
    expect(pledge.l).toBe(closed ? 0n : (r.collateral_amount as bigint))
    // closed: every unit of the collateral either came back or was sold, none kept or made
    expect(closed ? returned + sold : r.collateral_amount).toBe(r.collateral_amount)
  }
}
