/**
 * The borrowing application's rules (issue 18; spec §6; contract/borrow.ts, every formula in
 * borrow-math.ts): the form's facts, why what is typed cannot be sent (borrow-math
 * applicationIssue after the amounts' format, in the sandbox's order), the request, and the
 * preview shown before submitting (rate, interest, overdue, risk rate, forced-close price).
 */
import type { BorrowTerms } from '@/api/contract/borrow'
import {
  applicationIssue,
  dailyRateOf,
  dayCharge,
  forcedClosePrice,
  minCollateral,
  riskRate,
  valueOf,
} from '@/api/contract/borrow-math'
import type { BusinessErrorCode } from '@/api/contract/common'
import { amountIssue } from '@/api/contract/wallet-math'
import type { ErrorCode } from '@/api/errors'

export type BorrowField = 'amount' | 'collateralAmount' | 'term' | 'currency'
export type BorrowCoinField = 'currency' | 'collateral'
export type BorrowCoin = BorrowTerms['currencies'][number]

/** Longest term text kept (days). */
const TERM_TEXT_MAX = 3

export interface BorrowFacts {
  terms: BorrowTerms | null
  /** The coins by name (BTC, ETH, USDT, USDC). */
  currency: string
  collateral: string
  amount: string
  collateralAmount: string
  /** Days as typed. */
  term: string
}

export const termText = (value: string) => value.replace(/\D/g, '').slice(0, TERM_TEXT_MAX)
export const termOf = (text: string) => (/^\d+$/.test(text) ? Number.parseInt(text, 10) : NaN)

export const coinOf = (terms: BorrowTerms | null, name: string) =>
  terms?.currencies.find((c) => c.name === name) ?? null

/** Where each refusal shows: under its field, or (null) for the whole form. */
export function fieldOf(code: ErrorCode): BorrowField | null {
  switch (code) {
    case 'amountRequired':
    case 'amountInvalid':
    case 'amountTooPrecise':
    case 'borrowBelowMinimum':
    case 'borrowAboveMaximum':
      return 'amount'
    case 'borrowCollateralShort':
    case 'insufficientBalance':
      return 'collateralAmount'
    case 'borrowTermInvalid':
      return 'term'
    case 'sameCurrency':
    case 'currencyNotSupported':
      return 'currency'
    default:
      return null
  }
}

/** Why the form cannot be sent, or null: the amounts' format, then applicationIssue. */
export function applyIssueOf(c: BorrowFacts): BusinessErrorCode | null {
  const t = c.terms
  const coin = coinOf(t, c.currency)
  const pledged = coinOf(t, c.collateral)
  if (!t || !coin || !pledged) return 'currencyNotSupported'
  const eligible = t.eligibility?.eligible ?? true
  if (t.eligibility && !eligible && t.eligibility.reason === 'borrowVipRequired')
    return 'borrowVipRequired'
  const amount = amountIssue(c.amount, coin.scale)
  if (amount) return amount
  if (c.currency !== c.collateral) {
    const collateral = amountIssue(c.collateralAmount, pledged.scale)
    if (collateral) return collateral === 'amountRequired' ? 'borrowCollateralShort' : collateral
  }
  return applicationIssue({
    eligible: true,
    currency: c.currency,
    collateralCurrency: c.collateral,
    termDays: termOf(c.term),
    amount: c.amount.trim(),
    price: coin.usdtPrice,
    collateralAmount: c.collateralAmount.trim() || '0',
    collateralPrice: pledged.usdtPrice,
    hasOpenLoan: t.eligibility?.openLoanId != null,
    // the funds balance is the sandbox's to check (insufficientBalance)
    collateralBalance: c.collateralAmount.trim() || '0',
  })
}

/** The field an issue belongs to; format issues of the collateral show under the collateral. */
export function issueField(c: BorrowFacts, code: ErrorCode): BorrowField | null {
  if (code === 'amountInvalid' || code === 'amountTooPrecise' || code === 'amountRequired') {
    const coin = coinOf(c.terms, c.currency)
    return coin && amountIssue(c.amount, coin.scale) ? 'amount' : 'collateralAmount'
  }
  return fieldOf(code)
}

/** borrow/apply's request for the form (without its key). */
export function toApplyRequest(c: BorrowFacts) {
  return {
    currency: coinOf(c.terms, c.currency)?.id ?? 0,
    collateral_currency: coinOf(c.terms, c.collateral)?.id ?? 0,
    amount: c.amount.trim(),
    collateral_amount: c.collateralAmount.trim(),
    term_days: termOf(c.term),
  }
}

/** What the application comes to before it is sent (every figure from borrow-math). */
export interface BorrowPreview {
  /** Percent per day for the term; null outside 7–365 days. */
  dailyRate: string | null
  /** One day's interest, in the borrowed coin; null until an amount and a term are valid. */
  dayInterest: string | null
  /** One overdue day's charge (0.5 % of the principal). */
  dayOverdue: string | null
  /** The loan's USDT value at the terms' prices. */
  valueUsdt: string | null
  /** The least collateral for 150 %. */
  minCollateral: string | null
  /** The risk rate the loan would start at (percent, 2 decimals). */
  riskRate: string | null
  /** The collateral's USDT price at which the loan would reach 110 %. */
  forcedClosePrice: string | null
}

const validAmount = (text: string, scale: number) => amountIssue(text, scale) === null

export function previewOf(c: BorrowFacts): BorrowPreview {
  const coin = coinOf(c.terms, c.currency)
  const pledged = coinOf(c.terms, c.collateral)
  const term = termOf(c.term)
  const rate = dailyRateOf(term)
  const amount = c.amount.trim()
  const collateral = c.collateralAmount.trim()
  const none: BorrowPreview = {
    dailyRate: rate,
    dayInterest: null,
    dayOverdue: null,
    valueUsdt: null,
    minCollateral: null,
    riskRate: null,
    forcedClosePrice: null,
  }
  if (!coin || !pledged || !validAmount(amount, coin.scale)) return none
  const charge =
    rate === null
      ? null
      : dayCharge({
          day: term,
          termDays: term,
          principal: amount,
          dailyRate: rate,
          scale: coin.scale,
        })
  const hasCollateral = c.currency !== c.collateral && validAmount(collateral, pledged.scale)
  return {
    ...none,
    dayInterest: charge?.interest ?? null,
    dayOverdue: charge?.overdue ?? null,
    valueUsdt: valueOf(amount, coin.usdtPrice),
    minCollateral:
      c.currency === c.collateral
        ? null
        : minCollateral({
            amount,
            price: coin.usdtPrice,
            collateralPrice: pledged.usdtPrice,
            collateralScale: pledged.scale,
          }),
    riskRate: hasCollateral
      ? riskRate({
          collateral,
          collateralPrice: pledged.usdtPrice,
          debt: amount,
          price: coin.usdtPrice,
        })
      : null,
    forcedClosePrice: hasCollateral
      ? forcedClosePrice({ collateral, debt: amount, price: coin.usdtPrice })
      : null,
  }
}
