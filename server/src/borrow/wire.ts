/**
 * Loans on the wire (contract src/api/contract/borrow.ts): units to decimal strings at each coin's
 * decimals, times as `Y-m-d H:i:s` UTC, and the live figures (debt, risk rate, forced-close price)
 * at the engine prices of the second answered, with borrow-math only.
 */
import type { FastifyInstance } from 'fastify'
import {
  BORROW_LOAN_EVENT,
  type BorrowLoanWire,
  type LoanEvent,
} from '../../../src/api/contract/borrow'
import { forcedClosePrice, riskRate } from '../../../src/api/contract/borrow-math'
import { msToWireTime } from '../../../src/api/contract/wallet/common'
import { fromUnits } from '../../../src/api/contract/wallet-math'
import { userRoom } from '../realtime'
import type { AccrualRow, LoanRow } from '../repositories/borrow'
import type { BorrowPrices } from './prices'

const time = (ms: number | null) => (ms === null ? null : msToWireTime(ms))
const units = (v: bigint | null, scale: number) => (v === null ? null : fromUnits(v, scale))

export function loanWire(
  r: LoanRow,
  prices: BorrowPrices,
  nowMs: number,
  accruals?: readonly AccrualRow[],
): BorrowLoanWire {
  const s = r.currency_scale
  const cs = r.collateral_scale
  const tick = Math.floor(nowMs / 1000) * 1000
  const price = prices.at(r.currency_name, tick)
  const collateralPrice = prices.at(r.collateral_name, tick)
  const debt = fromUnits(r.amount + r.interest + r.overdue, s)
  const collateral = fromUnits(r.collateral_amount, cs)
  const running = r.status === 'active'
  return {
    id: r.id,
    currency_id: r.currency_id,
    currency_name: r.currency_name,
    currency_scale: s,
    amount: fromUnits(r.amount, s),
    collateral_currency_id: r.collateral_currency_id,
    collateral_currency_name: r.collateral_name,
    collateral_scale: cs,
    collateral_amount: collateral,
    term_days: r.term_days,
    daily_rate: r.daily_rate,
    overdue_rate: r.overdue_rate,
    value_usdt: r.value_usdt,
    status: r.status,
    reason: r.reason,
    created_at: msToWireTime(r.created_at),
    reviewed_at: time(r.reviewed_at),
    disbursed_at: time(r.disbursed_at),
    due_at: time(r.due_at),
    overdue_now: running && r.due_at !== null && nowMs >= r.due_at,
    days_accrued: r.days_accrued,
    interest: fromUnits(r.interest, s),
    overdue: fromUnits(r.overdue, s),
    debt,
    price,
    collateral_price: collateralPrice,
    risk_rate: running ? riskRate({ collateral, collateralPrice, debt, price }) : null,
    forced_close_price: running ? forcedClosePrice({ collateral, debt, price }) : null,
    repaid_principal: units(r.repaid_principal, s),
    paid_interest: units(r.paid_interest, s),
    close_tick: r.close_tick,
    close_price: r.close_price,
    close_collateral_price: r.close_collateral_price,
    collateral_sold: units(r.collateral_sold, cs),
    collateral_returned: units(r.collateral_returned, cs),
    debt_covered: units(r.debt_covered, s),
    closed_at: time(r.closed_at),
    ...(accruals && {
      accruals: accruals.map((a) => ({
        day: a.day,
        interest: fromUnits(a.interest, s),
        overdue: fromUnits(a.overdue, s),
        created_at: msToWireTime(a.created_at),
      })),
    }),
  }
}

/** `borrow_loan` to the owner's room after the commit. */
export function emitLoan(
  app: Pick<FastifyInstance, 'io' | 'clock'>,
  prices: BorrowPrices,
  r: LoanRow,
  event: LoanEvent,
) {
  app.io?.to(userRoom(r.user_id)).emit(BORROW_LOAN_EVENT, {
    type: BORROW_LOAN_EVENT,
    to: r.user_id,
    event,
    data: loanWire(r, prices, app.clock.now()),
  })
}
