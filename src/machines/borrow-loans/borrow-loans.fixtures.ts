import type { StateValue } from 'xstate'
import { BorrowLoanSchema } from '@/api/contract/borrow'
import { MockBorrowLoanList, MockBorrowLoans } from '@/api/contract/borrow.fixtures'
import { requestFingerprint } from '@/api/contract/request-fingerprint'
import { noRefusal } from '../money-form'
import { borrowLoansMachine, type BorrowLoansContext } from './borrow-loans.machine'
import type { BorrowLoansSnapshot } from './borrow-loans.view'

/** The running loan (5), one repaid, one closed by force, one rejected. */
export const mockLoanRows = MockBorrowLoanList.map((l) => BorrowLoanSchema.parse(l))
const overdueRows = [BorrowLoanSchema.parse(MockBorrowLoans.overdue), ...mockLoanRows.slice(1)]

const blank: BorrowLoansContext = { loans: [], repayId: null, requestKey: null, ...noRefusal }
const read = { ...blank, loans: mockLoanRows }
const open = { ...read, repayId: 5 }
const keyed = {
  ...open,
  requestKey: { key: 'k-repay-0001', request: requestFingerprint({ id: 5 }) },
}

const at = (value: StateValue, context: BorrowLoansContext) =>
  borrowLoansMachine.resolveState({ value, context }) as BorrowLoansSnapshot

/** One snapshot per state of My loans. */
export const borrowLoansSnapshots = {
  loading: at('loading', blank),
  failed: at('failed', { ...blank, error: 'network' }),
  empty: at('empty', blank),
  ready: at('ready', read),
  /** A loan past its term: overdue interest added each day. */
  overdue: at('ready', { ...blank, loans: overdueRows }),
  confirming: at('confirming', open),
  /** Not enough USDT in the funds account: said in the sheet. */
  repayRefused: at('confirming', { ...keyed, requestKey: null, error: 'insufficientBalance' }),
  keying: at({ repaying: 'keying' }, open),
  repaying: at({ repaying: 'sending' }, keyed),
}
