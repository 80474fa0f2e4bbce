/**
 * OTC borrowing formulas and the product's rules (issue 18; product-spec §6 "OTC borrowing needs
 * VIP level 2 or above, or a market maker" and its figures: from 500,000 USDT up to 10 million,
 * up to 3×, terms 7 days to 1 year, 0.5 %/day overdue on the total loan, forced close below 110 %
 * risk rate, processing 1–3 days, BTC/ETH/USDT/USDC borrowable; api-reference §16.1's shapes,
 * adapted; the contract is borrow.ts). Each formula exists only here: the sandbox applies,
 * accrues, watches and settles with them; the application form and My loans preview with them.
 *
 * The product, as a demanding VIP expects it:
 * - **Who**: VIP level 2 or above, or a market maker (`borrowVipRequired` says what VIP 2 needs).
 * - **What**: a loan of BTC, ETH, USDT or USDC against collateral in one of the other three
 *   (never the same coin: pledging USDT to borrow USDT lends nothing). Valued in USDT at the price
 *   engine's price of the second (USDT and USDC count 1:1: the sandbox has no USDC market and
 *   both are dollar-pegged). The loan is worth 500,000 to 10,000,000 USDT at the application's
 *   second; one open loan (under review or running) per user: repay it before applying again.
 * - **Risk rate** = collateral value ÷ debt value × 100 %, debt = principal + interest accrued
 *   + overdue interest accrued, both sides at the same second's engine prices.
 * - **"Up to 3×"**: the application needs an initial risk rate of at least 150 % (a loan-to-value
 *   of at most 2/3). That is what "up to 3×" buys: pledging the borrowed coins again, own capital
 *   K reaches K × (1 + 2/3 + 4/9 + …) = 3 K of exposure — never a loan three times the collateral,
 *   which would start at a 33 % risk rate, far below the 110 % forced close.
 * - **Interest** is charged per loan day, fixed at application by the term (`BORROW_RATE_TIERS`:
 *   7–29 days 0.05 %/day, 30–89 0.045 %, 90–179 0.04 %, 180–365 0.035 %). Day n of a loan is
 *   [disbursed + n days, disbursed + n + 1 days); each day's interest (principal × rate, rounded
 *   up to the coin's decimals) is added to the debt when the day begins, so day 0 is added at
 *   disbursement and repaying on day n pays n + 1 days: every started day counts, none twice.
 * - **Term and overdue**: the loan is due at disbursed + term days. Each started day from then
 *   (day n ≥ term) adds, besides its interest, 0.5 % of the principal ("the total loan": the
 *   amount lent) as overdue interest, until repaid or closed.
 * - **Repayment** owes principal + interest + overdue accrued, all in the borrowed coin from the
 *   funds account; it settles the loan at once and returns the whole collateral. Early repayment
 *   is free beyond the started days.
 * - **Forced close**: at the first engine second whose risk rate is below 110 % the platform sells
 *   collateral at that second's engine prices to cover the debt (collateral sold = debt × borrowed
 *   price ÷ collateral price, rounded up to the collateral's decimals, at most all of it); the rest
 *   is returned to the funds account. The borrower keeps the borrowed coins and owes nothing more.
 *   The loan records the second (`close_tick`) and both prices. At 110 % exactly it stays open.
 * - **Review**: 1–3 days by the loan desk (a reviewer action in the sandbox). Approval disburses
 *   the loan when the collateral still covers 150 % at that second (`borrowCollateralShort`
 *   otherwise: the reviewer rejects or waits); rejection returns the collateral.
 * - **Collateral** is held (locked on the funds account) from the application until repayment,
 *   rejection or the forced close.
 * - **Rounding**: interest and collateral sold round up to the coin's decimals (the borrower owes
 *   at most one unit more, never less); the remainder returned is exact (collateral − sold).
 */
import { Big } from 'big.js'
import type { BusinessErrorCode } from './common'
import { ceilTo, floorTo } from './wallet-math'

const D = Big()
D.DP = 40
D.RM = Big.roundDown

export const DAY_MS = 86_400_000

/** What can be borrowed and pledged (spec figures). */
export const borrowCurrencies = ['BTC', 'ETH', 'USDT', 'USDC'] as const
export type BorrowCurrency = (typeof borrowCurrencies)[number]
/** Valued 1:1 with USDT (no engine market of their own). */
export const STABLE_CURRENCIES: readonly BorrowCurrency[] = ['USDT', 'USDC']

export const BORROW_MIN_USDT = '500000'
export const BORROW_MAX_USDT = '10000000'
export const BORROW_TERM_MIN_DAYS = 7
export const BORROW_TERM_MAX_DAYS = 365
/** Percent: the least risk rate an application (and the approval) needs: loan-to-value ≤ 2/3. */
export const INITIAL_RISK_RATE = '150'
/** Percent: below this the loan is closed by force. */
export const FORCED_CLOSE_RISK_RATE = '110'
/** Percent of the principal per started overdue day. */
export const OVERDUE_DAILY_RATE = '0.5'
/** The VIP level that may borrow (or a market maker). */
export const BORROW_VIP_LEVEL = 2
/** How long the loan desk takes to decide, in days (spec: processing 1–3 days). */
export const BORROW_REVIEW_DAYS = [1, 3] as const
/** The "up to 3×" of the spec: 1 ÷ (1 − 100 ÷ INITIAL_RISK_RATE). */
export const BORROW_MAX_LEVERAGE = '3'

/** Daily interest in percent by term (inclusive bounds, days). */
export const BORROW_RATE_TIERS = [
  { minDays: 7, maxDays: 29, dailyRate: '0.05' },
  { minDays: 30, maxDays: 89, dailyRate: '0.045' },
  { minDays: 90, maxDays: 179, dailyRate: '0.04' },
  { minDays: 180, maxDays: 365, dailyRate: '0.035' },
] as const

export const isBorrowTerm = (days: number) =>
  Number.isSafeInteger(days) && days >= BORROW_TERM_MIN_DAYS && days <= BORROW_TERM_MAX_DAYS

/** The daily rate (percent) of a term, or null outside 7–365 whole days. */
export function dailyRateOf(termDays: number): string | null {
  if (!isBorrowTerm(termDays)) return null
  return BORROW_RATE_TIERS.find((t) => termDays >= t.minDays && termDays <= t.maxDays)!.dailyRate
}

/** Who may borrow: VIP 2 or above, or a market maker. */
export const isBorrowEligible = (vip: number, marketMaker: boolean) =>
  marketMaker || vip >= BORROW_VIP_LEVEL

/** `amount` of a coin priced `price` USDT, in USDT (exact). */
export const valueOf = (amount: string, price: string) => new D(amount).times(price).toString()

/** One day's interest on `principal`: principal × rate ÷ 100, rounded up to `scale`. */
export const dayInterest = (principal: string, dailyRate: string, scale: number) =>
  ceilTo(new D(principal).times(dailyRate).div(100).toString(), scale)

/** What loan day `day` (0 = the disbursement day) adds to the debt: interest, and overdue once due. */
export function dayCharge(input: {
  day: number
  termDays: number
  principal: string
  dailyRate: string
  scale: number
}): { interest: string; overdue: string } {
  const { principal, scale } = input
  return {
    interest: dayInterest(principal, input.dailyRate, scale),
    overdue:
      input.day >= input.termDays
        ? dayInterest(principal, OVERDUE_DAILY_RATE, scale)
        : new D(0).toFixed(scale),
  }
}

/** How many loan days have begun at `now` for a loan disbursed at `disbursedAt` (≥ 1). */
export const daysBegun = (disbursedAt: number, now: number) =>
  Math.max(1, Math.floor((now - disbursedAt) / DAY_MS) + 1)

/** When loan day `day` begins (ms). */
export const dayStart = (disbursedAt: number, day: number) => disbursedAt + day * DAY_MS

/** The due moment: disbursed + term days. */
export const dueAt = (disbursedAt: number, termDays: number) => disbursedAt + termDays * DAY_MS

/** The debt: principal + interest + overdue (same coin, exact). */
export const debtOf = (principal: string, interest: string, overdue: string) =>
  new D(principal).plus(interest).plus(overdue).toString()

/**
 * The risk rate in percent, rounded down to 2 decimals (display): collateral value ÷ debt value ×
 * 100, each side at its own USDT price of the same second.
 */
export function riskRate(input: {
  collateral: string
  collateralPrice: string
  debt: string
  price: string
}): string {
  const debtValue = new D(input.debt).times(input.price)
  if (debtValue.lte(0)) return '0.00'
  return floorTo(
    new D(input.collateral).times(input.collateralPrice).times(100).div(debtValue).toString(),
    2,
  )
}

/** Exact: is the risk rate below `threshold` percent (no rounding)? */
export function riskBelow(
  input: { collateral: string; collateralPrice: string; debt: string; price: string },
  threshold: string,
): boolean {
  const left = new D(input.collateral).times(input.collateralPrice).times(100)
  const right = new D(input.debt).times(input.price).times(threshold)
  return left.lt(right)
}

/** Is a loan at these figures closed by force (risk rate < 110 %)? */
export const isForcedClose = (input: {
  collateral: string
  collateralPrice: string
  debt: string
  price: string
}) => riskBelow(input, FORCED_CLOSE_RISK_RATE)

/** The least collateral for `amount` at the prices: amount × price × 1.5 ÷ collateral price, up. */
export function minCollateral(input: {
  amount: string
  price: string
  collateralPrice: string
  collateralScale: number
}): string {
  return ceilTo(
    new D(input.amount)
      .times(input.price)
      .times(INITIAL_RISK_RATE)
      .div(100)
      .div(input.collateralPrice)
      .toString(),
    input.collateralScale,
  )
}

/**
 * The collateral price (USDT) at which the risk rate reaches 110 % with the borrowed coin at
 * `price`: debt × price × 1.1 ÷ collateral, rounded up to 8 decimals (the close happens below it).
 */
export function forcedClosePrice(input: { collateral: string; debt: string; price: string }) {
  if (new D(input.collateral).lte(0)) return null
  return ceilTo(
    new D(input.debt)
      .times(input.price)
      .times(FORCED_CLOSE_RISK_RATE)
      .div(100)
      .div(input.collateral)
      .toString(),
    8,
  )
}

/** What a repayment takes from the funds account, in the borrowed coin. */
export const repaymentOf = (input: { principal: string; interest: string; overdue: string }) => ({
  principal: input.principal,
  interest: new D(input.interest).plus(input.overdue).toString(),
  total: debtOf(input.principal, input.interest, input.overdue),
})

/**
 * A forced close at one second's prices: the collateral sold to cover `debt` (rounded up to the
 * collateral's decimals, at most all of it), what is returned, and how much debt that covered
 * (the whole debt, or — only if the collateral fell short — its value, rounded down).
 */
export function forcedClose(input: {
  debt: string
  price: string
  collateral: string
  collateralPrice: string
  scale: number
  collateralScale: number
}): { sold: string; returned: string; covered: string; shortfall: string } {
  const { collateral, collateralScale, scale } = input
  const needed = new D(
    ceilTo(
      new D(input.debt).times(input.price).div(input.collateralPrice).toString(),
      collateralScale,
    ),
  )
  const sold = needed.gt(collateral) ? new D(collateral) : needed
  const returned = new D(collateral).minus(sold)
  const covered = needed.gt(collateral)
    ? new D(floorTo(sold.times(input.collateralPrice).div(input.price).toString(), scale))
    : new D(input.debt)
  return {
    sold: sold.toFixed(collateralScale),
    returned: returned.toFixed(collateralScale),
    covered: covered.toFixed(scale),
    shortfall: new D(input.debt).minus(covered).toFixed(scale),
  }
}

/**
 * Why an application is refused, in this order, or null: the caller may borrow
 * (`borrowVipRequired`), the coins (`currencyNotSupported`; the same coin both sides
 * `sameCurrency`), the term (`borrowTermInvalid`), the loan's value (`borrowBelowMinimum`,
 * `borrowAboveMaximum`), the collateral's cover (`borrowCollateralShort`), no other open loan
 * (`borrowOpenLoan`), then the collateral in the funds balance (`insufficientBalance`).
 * Amount formats are checked before (wallet-math amountIssue).
 */
export function applicationIssue(input: {
  eligible: boolean
  currency: string
  collateralCurrency: string
  termDays: number
  amount: string
  price: string
  collateralAmount: string
  collateralPrice: string
  hasOpenLoan: boolean
  collateralBalance: string
}): BusinessErrorCode | null {
  if (!input.eligible) return 'borrowVipRequired'
  const coins: readonly string[] = borrowCurrencies
  if (!coins.includes(input.currency) || !coins.includes(input.collateralCurrency))
    return 'currencyNotSupported'
  if (input.currency === input.collateralCurrency) return 'sameCurrency'
  if (!isBorrowTerm(input.termDays)) return 'borrowTermInvalid'
  const value = new D(valueOf(input.amount, input.price))
  if (value.lt(BORROW_MIN_USDT)) return 'borrowBelowMinimum'
  if (value.gt(BORROW_MAX_USDT)) return 'borrowAboveMaximum'
  const figures = {
    collateral: input.collateralAmount,
    collateralPrice: input.collateralPrice,
    debt: input.amount,
    price: input.price,
  }
  if (riskBelow(figures, INITIAL_RISK_RATE)) return 'borrowCollateralShort'
  if (input.hasOpenLoan) return 'borrowOpenLoan'
  if (new D(input.collateralAmount).gt(input.collateralBalance)) return 'insufficientBalance'
  return null
}
