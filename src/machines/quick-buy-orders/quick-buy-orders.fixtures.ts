import { QUICK_BUY_PAGE_SIZE, QuickBuyOrder } from '@/api/contract/quick-buy'
import { MockQuickBuyOrders, mockQuickBuyOrder } from '@/api/contract/quick-buy.fixtures'
import { pagedListSnapshots } from '../paged-list/paged-list.fixtures'
import { quickBuyOrdersMachine } from './quick-buy-orders.machine'

/** One order per status: to be paid, paid, cancelled, expired. */
export const mockQuickBuyOrderRows = MockQuickBuyOrders.map((o) => QuickBuyOrder.parse(o))
const tenOrders = Array.from({ length: 10 }, (_, i) =>
  QuickBuyOrder.parse(mockQuickBuyOrder(20 - i, undefined, undefined, { status: 2 })),
)

/** One snapshot per state of the list. */
export const quickBuyOrdersSnapshots = pagedListSnapshots(
  (value, context) => quickBuyOrdersMachine.resolveState({ value, context }),
  {
    filter: 'all' as const,
    pageSize: QUICK_BUY_PAGE_SIZE,
    items: mockQuickBuyOrderRows,
    firstOfTwo: { items: tenOrders, total: 14 },
  },
)
