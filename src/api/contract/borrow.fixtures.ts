/**
 * Wire-shaped borrowing data for MSW handlers, stories and unit tests, in the exact shapes the
 * sandbox sends (contract/borrow.ts). Figures are consistent: interest, overdue, debt, risk rate,
 * forced-close price and the forced close's split all come from borrow-math.
 */
import type { BorrowLoanWire, BorrowTermsWire, LoanStatus } from './borrow'
import {
  BORROW_MAX_LEVERAGE,
  BORROW_MAX_USDT,
  BORROW_MIN_USDT,
  BORROW_RATE_TIERS,
  BORROW_REVIEW_DAYS,
  BORROW_TERM_MAX_DAYS,
  BORROW_TERM_MIN_DAYS,
  BORROW_VIP_LEVEL,
  DAY_MS,
  FORCED_CLOSE_RISK_RATE,
  INITIAL_RISK_RATE,
  OVERDUE_DAILY_RATE,
  dailyRateOf,
  dayCharge,
  debtOf,
  dueAt,
  forcedClose,
  forcedClosePrice,
  riskRate,
  valueOf,
} from './borrow-math'
import { msToWireTime } from './wallet/common'
import { MockWalletNow } from './wallet.fixtures'

export const MockBorrowNow = MockWalletNow
export const MOCK_BORROW_PRICES: Record<string, string> = {
  BTC: '42000.00',
  ETH: '2300.00',
  USDT: '1',
  USDC: '1',
}
export const MOCK_BORROW_COINS = [
  { currency_id: 1, name: 'BTC', scale: 8 },
  { currency_id: 2, name: 'ETH', scale: 8 },
  { currency_id: 3, name: 'USDT', scale: 4 },
  { currency_id: 30, name: 'USDC', scale: 4 },
] as const

const stamp = (ms: number) => msToWireTime(ms)
const coin = (name: string) => MOCK_BORROW_COINS.find((c) => c.name === name)!

/** The terms as a VIP 2 without a loan reads them. */
export function mockBorrowTerms(
  eligibility: BorrowTermsWire['eligibility'] = {
    eligible: true,
    vip: 2,
    market_maker: false,
    reason: null,
    open_loan_id: null,
  },
): BorrowTermsWire {
  return {
    min_usdt: BORROW_MIN_USDT,
    max_usdt: BORROW_MAX_USDT,
    term_min_days: BORROW_TERM_MIN_DAYS,
    term_max_days: BORROW_TERM_MAX_DAYS,
    initial_risk_rate: INITIAL_RISK_RATE,
    forced_close_risk_rate: FORCED_CLOSE_RISK_RATE,
    overdue_rate: OVERDUE_DAILY_RATE,
    max_leverage: BORROW_MAX_LEVERAGE,
    required_vip: BORROW_VIP_LEVEL,
    review_days: [BORROW_REVIEW_DAYS[0], BORROW_REVIEW_DAYS[1]],
    rates: BORROW_RATE_TIERS.map((t) => ({
      min_days: t.minDays,
      max_days: t.maxDays,
      daily_rate: t.dailyRate,
    })),
    currencies: MOCK_BORROW_COINS.map((c) => ({ ...c, usdt_price: MOCK_BORROW_PRICES[c.name]! })),
    eligibility,
    now: stamp(MockBorrowNow),
  }
}

export const MockBorrowTerms = mockBorrowTerms()
export const MockBorrowTermsNotVip = mockBorrowTerms({
  eligible: false,
  vip: 1,
  market_maker: false,
  reason: 'borrowVipRequired',
  open_loan_id: null,
})

/** Sum of `days` loan days' charges (days 0 … days − 1), as the keeper adds them. */
function charges(principal: string, termDays: number, days: number, scale: number) {
  let interest = '0'
  let overdue = '0'
  for (let day = 0; day < days; day++) {
    const c = dayCharge({ day, termDays, principal, dailyRate: dailyRateOf(termDays)!, scale })
    interest = debtOf(interest, c.interest, '0')
    overdue = debtOf(overdue, c.overdue, '0')
  }
  const fix = (v: string) => debtOf(v, '0', '0')
  return { interest: fix(interest), overdue: fix(overdue) }
}

const fixed = (v: string, scale: number) => {
  const [w, f = ''] = v.split('.')
  return scale === 0 ? w! : `${w}.${f.padEnd(scale, '0').slice(0, scale)}`
}

/** A loan in `status`, consistent with borrow-math at the mock prices. */
export function mockLoan(input: {
  id: number
  status: LoanStatus
  currency?: string
  collateral?: string
  amount?: string
  collateralAmount?: string
  termDays?: number
  /** Days since disbursement (active, repaid, liquidated). */
  daysIn?: number
}): BorrowLoanWire {
  const c = coin(input.currency ?? 'USDT')
  const k = coin(input.collateral ?? 'BTC')
  const amount = input.amount ?? '1000000'
  const collateral = input.collateralAmount ?? '40'
  const termDays = input.termDays ?? 30
  const daysIn = input.daysIn ?? 3
  const price = MOCK_BORROW_PRICES[c.name]!
  const collateralPrice = MOCK_BORROW_PRICES[k.name]!
  const started = input.status !== 'pending' && input.status !== 'rejected'
  const disbursed = MockBorrowNow - daysIn * DAY_MS - 3_600_000
  const created = (started ? disbursed : MockBorrowNow) - 2 * DAY_MS
  const days = started ? Math.floor((MockBorrowNow - disbursed) / DAY_MS) + 1 : 0
  const { interest, overdue } = started
    ? charges(amount, termDays, days, c.scale)
    : { interest: '0', overdue: '0' }
  const debt = debtOf(amount, interest, overdue)
  const running = input.status === 'active'
  const closedAt = MockBorrowNow - 600_000
  const close =
    input.status === 'liquidated'
      ? forcedClose({
          debt,
          price,
          collateral,
          collateralPrice: '27500',
          scale: c.scale,
          collateralScale: k.scale,
        })
      : null
  return {
    id: input.id,
    currency_id: c.currency_id,
    currency_name: c.name,
    currency_scale: c.scale,
    amount: fixed(amount, c.scale),
    collateral_currency_id: k.currency_id,
    collateral_currency_name: k.name,
    collateral_scale: k.scale,
    collateral_amount: fixed(collateral, k.scale),
    term_days: termDays,
    daily_rate: dailyRateOf(termDays)!,
    overdue_rate: OVERDUE_DAILY_RATE,
    value_usdt: valueOf(amount, price),
    status: input.status,
    reason: input.status === 'rejected' ? 'The collateral source could not be verified' : null,
    created_at: stamp(created),
    reviewed_at: input.status === 'pending' ? null : stamp(started ? disbursed : closedAt),
    disbursed_at: started ? stamp(disbursed) : null,
    due_at: started ? stamp(dueAt(disbursed, termDays)) : null,
    overdue_now: running && MockBorrowNow >= dueAt(disbursed, termDays),
    days_accrued: days,
    interest: fixed(interest, c.scale),
    overdue: fixed(overdue, c.scale),
    debt: fixed(debt, c.scale),
    price,
    collateral_price: collateralPrice,
    risk_rate: running ? riskRate({ collateral, collateralPrice, debt, price }) : null,
    forced_close_price: running ? forcedClosePrice({ collateral, debt, price }) : null,
    repaid_principal: input.status === 'repaid' ? fixed(amount, c.scale) : null,
    paid_interest:
      input.status === 'repaid' ? fixed(debtOf(interest, overdue, '0'), c.scale) : null,
    close_tick: close ? Math.floor(closedAt / 1000) * 1000 : null,
    close_price: close ? price : null,
    close_collateral_price: close ? '27500.00' : null,
    collateral_sold: close ? close.sold : null,
    collateral_returned:
      input.status === 'repaid' || input.status === 'rejected'
        ? fixed(collateral, k.scale)
        : close
          ? close.returned
          : null,
    debt_covered: close ? close.covered : null,
    closed_at: input.status === 'pending' || input.status === 'active' ? null : stamp(closedAt),
  }
}

export const MockBorrowLoans = {
  pending: mockLoan({ id: 6, status: 'pending' }),
  active: mockLoan({ id: 5, status: 'active', daysIn: 3 }),
  overdue: mockLoan({ id: 4, status: 'active', termDays: 7, daysIn: 9 }),
  repaid: mockLoan({ id: 3, status: 'repaid', termDays: 90, daysIn: 20 }),
  liquidated: mockLoan({ id: 2, status: 'liquidated', daysIn: 12 }),
  rejected: mockLoan({
    id: 1,
    status: 'rejected',
    currency: 'ETH',
    collateral: 'USDC',
    amount: '300',
    collateralAmount: '1100000',
  }),
} satisfies Record<string, BorrowLoanWire>

/** A consistent history (one open loan at most): the running loan and three closed ones. */
export const MockBorrowLoanList: BorrowLoanWire[] = [
  MockBorrowLoans.active,
  MockBorrowLoans.repaid,
  MockBorrowLoans.liquidated,
  MockBorrowLoans.rejected,
]
