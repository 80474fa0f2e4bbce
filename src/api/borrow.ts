/**
 * OTC borrowing API (issue 18; contract and wire notes in contract/borrow.ts, rules and formulas
 * in contract/borrow-math.ts). Applying and repaying take the caller's `idempotency_key`: make one
 * when the user confirms and send the same one on a retry, so a repeat never applies or repays
 * twice.
 */
import { get, post, type RequestOptions } from './client'
import {
  BorrowListAnswer,
  BorrowLoanAnswer,
  BorrowTermsAnswer,
  type BorrowApplyRequest,
  type BorrowDetailRequest,
  type BorrowListRequest,
  type BorrowRepayRequest,
} from './contract/borrow'

export const borrowApi = {
  /** GET borrow/terms: the figures, rates and coins; with a session, may the caller borrow and why not. */
  terms: (opts?: RequestOptions) => get('borrow/terms', {}, BorrowTermsAnswer, opts),
  /** POST borrow/apply: the collateral is held and the loan waits for the desk (status pending). */
  apply: (req: BorrowApplyRequest, opts?: RequestOptions) =>
    post('borrow/apply', req, BorrowLoanAnswer, opts),
  /** POST borrow/order/list: the caller's loans, newest first. */
  loans: (req: BorrowListRequest, opts?: RequestOptions) =>
    post('borrow/order/list', req, BorrowListAnswer, opts),
  /** GET borrow/order/detail: one loan with its daily accruals. */
  loan: (req: BorrowDetailRequest, opts?: RequestOptions) =>
    get('borrow/order/detail', req, BorrowLoanAnswer, opts),
  /** POST borrow/order/repay: principal + interest + overdue leave the funds balance, the collateral returns. */
  repay: (req: BorrowRepayRequest, opts?: RequestOptions) =>
    post('borrow/order/repay', req, BorrowLoanAnswer, opts),
}
