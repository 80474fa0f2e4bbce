import type { StateValue } from 'xstate'
import { BorrowLoanSchema, BorrowTermsAnswer } from '@/api/contract/borrow'
import { mockBorrowTerms, mockLoan, MockBorrowTermsNotVip } from '@/api/contract/borrow.fixtures'
import { requestFingerprint } from '@/api/contract/request-fingerprint'
import { noRefusal } from '../money-form'
import { blankForm, borrowApplyMachine, type BorrowApplyContext } from './borrow-apply.machine'
import { toApplyRequest } from './borrow-apply.rules'
import type { BorrowApplySnapshot } from './borrow-apply.view'

/** A VIP 2 without a loan: may apply. */
export const mockBorrowTermsVip2 = BorrowTermsAnswer.parse(mockBorrowTerms())

const blank: BorrowApplyContext = {
  terms: null,
  ...blankForm,
  touched: false,
  requestKey: null,
  ...noRefusal,
  loan: null,
}
const loaded = (more: Partial<BorrowApplyContext> = {}): BorrowApplyContext => ({
  ...blank,
  terms: mockBorrowTermsVip2,
  ...more,
})
/** 500,000 USDT for 30 days against 18 BTC (42,000): 151.2 %, forced close at 30,555.56. */
const filled = loaded({ amount: '500000', collateralAmount: '18' })
const keyed: BorrowApplyContext = {
  ...filled,
  requestKey: { key: 'k-borrow-0001', request: requestFingerprint(toApplyRequest(filled)) },
}
export const mockAppliedLoan = BorrowLoanSchema.parse(
  mockLoan({ id: 9, status: 'pending', amount: '500000', collateralAmount: '18' }),
)

const at = (value: StateValue, context: BorrowApplyContext) =>
  borrowApplyMachine.resolveState({ value, context }) as BorrowApplySnapshot

/** One snapshot per state (and eligibility, and kind of issue) of the application. */
export const borrowApplySnapshots = {
  loading: at('loading', blank),
  loadFailed: at('loadFailed', { ...blank, error: 'network' }),
  /** VIP 1: the terms, and why they cannot apply. */
  notEligible: at('editing', loaded({ terms: BorrowTermsAnswer.parse(MockBorrowTermsNotVip) })),
  /** A loan is under review or running. */
  openLoan: at(
    'editing',
    loaded({
      terms: BorrowTermsAnswer.parse(
        mockBorrowTerms({
          eligible: false,
          vip: 2,
          market_maker: false,
          reason: 'borrowOpenLoan',
          open_loan_id: 3,
        }),
      ),
    }),
  ),
  empty: at('editing', loaded()),
  filled: at('editing', filled),
  /** 100,000 USDT is under the 500,000 minimum. */
  belowMinimum: at(
    'editing',
    loaded({
      amount: '100000',
      collateralAmount: '18',
      touched: true,
      error: 'borrowBelowMinimum',
      errorField: 'amount',
    }),
  ),
  /** 10 BTC cover 84 %: under the 150 % an application needs. */
  collateralShort: at(
    'editing',
    loaded({
      amount: '500000',
      collateralAmount: '10',
      touched: true,
      error: 'borrowCollateralShort',
      errorField: 'collateralAmount',
    }),
  ),
  confirming: at('confirming', filled),
  networkError: at('confirming', { ...keyed, error: 'network' }),
  keying: at({ submitting: 'keying' }, filled),
  submitting: at({ submitting: 'sending' }, keyed),
  done: at('done', { ...filled, loan: mockAppliedLoan }),
}
