import { OTC_PAGE_SIZE, OtcOrder } from '@/api/contract/otc'
import { MockOtcOrders } from '@/api/contract/otc.fixtures'
import { pagedListSnapshots } from '../paged-list/paged-list.fixtures'
import { otcOrdersMachine, type OtcOrdersFilter } from './otc-orders.machine'
import type { OtcOrdersSnapshot } from './otc-orders.view'

/** The fixtures' orders, one per status, newest first. */
export const mockOtcOrders: OtcOrder[] = MockOtcOrders.map((w) => OtcOrder.parse(w))

const resolve = (
  value: Parameters<typeof otcOrdersMachine.resolveState>[0]['value'],
  context: OtcOrdersSnapshot['context'],
) => otcOrdersMachine.resolveState({ value, context }) as OtcOrdersSnapshot

/** One snapshot per state of the user's orders. */
export const otcOrdersSnapshots = pagedListSnapshots<OtcOrder, OtcOrdersFilter, OtcOrdersSnapshot>(
  (value, context) => resolve(value, context),
  {
    filter: 'all',
    pageSize: OTC_PAGE_SIZE,
    items: mockOtcOrders,
    firstOfTwo: { items: mockOtcOrders.slice(0, 3), total: 6, pageSize: 3 },
  },
)
