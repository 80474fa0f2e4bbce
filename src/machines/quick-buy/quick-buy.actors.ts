import { fromPromise } from 'xstate'
import type {
  QuickBuyCreateRequest,
  QuickBuyCurrencies,
  QuickBuyOrder,
} from '@/api/contract/quick-buy'
import { quickBuyApi } from '@/api/quick-buy'

/** The fiats with their rates and minimums, and the supported countries with their banks. */
export const loadTerms = fromPromise<QuickBuyCurrencies>(({ signal }) =>
  quickBuyApi.currencies({ signal }),
)

/** The order to be paid (keyed: a retry answers the first order). */
export const createOrder = fromPromise<QuickBuyOrder, QuickBuyCreateRequest>(({ input, signal }) =>
  quickBuyApi.create(input, { signal }),
)
