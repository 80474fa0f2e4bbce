/** The borrowing application's network (stories and tests `.provide` their own). */
import { fromPromise } from 'xstate'
import { borrowApi } from '@/api/borrow'
import type { BorrowApplyRequest, BorrowLoan, BorrowTerms } from '@/api/contract/borrow'

/** The figures, the rate tiers, the coins at their prices, and whether the caller may borrow. */
export const loadBorrowTerms = fromPromise<BorrowTerms>(({ signal }) => borrowApi.terms({ signal }))

/** The application (keyed: a retry answers the first loan). */
export const applyLoan = fromPromise<BorrowLoan, BorrowApplyRequest>(({ input, signal }) =>
  borrowApi.apply(input, { signal }),
)
