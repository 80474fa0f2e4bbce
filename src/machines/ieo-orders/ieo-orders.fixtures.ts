import { DAY_MS, IEO_ORDERS_PAGE_SIZE, IeoOrder, type IeoOrderWire } from '@/api/contract/ieo'
import {
  MockIeoNow,
  MockIeoOrders,
  mockIeoOrder,
  mockIeoPlacement,
} from '@/api/contract/ieo.fixtures'
import { pagedListSnapshots } from '@/machines/paged-list/paged-list.fixtures'
import { ieoOrdersMachine } from './ieo-orders.machine'

/** The caller's orders: two NOVA subscriptions paid (awaiting the end), one ORBT delivered. */
export const MockIeoOrderHistory: IeoOrderWire[] = [
  ...MockIeoOrders,
  mockIeoOrder(10, 1, '500', MockIeoNow - 8 * DAY_MS, MockIeoNow - 3 * DAY_MS),
]

/** `n` paid NOVA orders, newest first (a list of several pages). */
export const manyIeoOrders = (n: number): IeoOrderWire[] =>
  Array.from({ length: n }, (_, i) =>
    mockIeoOrder(100 + n - i, 2, String(100 + i), MockIeoNow - (i + 1) * 3_600_000),
  )

const parsed = (orders: IeoOrderWire[]) => orders.map((o) => IeoOrder.parse(o))

const list = pagedListSnapshots(
  (value, context) => ieoOrdersMachine.resolveState({ value, context }),
  {
    filter: 'all' as const,
    pageSize: IEO_ORDERS_PAGE_SIZE,
    items: parsed(MockIeoOrderHistory),
    firstOfTwo: { items: parsed(manyIeoOrders(IEO_ORDERS_PAGE_SIZE)), total: 14 },
  },
)

/** A placement bought after ORBT's end (type 3, delivered at once) above two subscriptions. */
const withPlacement = pagedListSnapshots(
  (value, context) => ieoOrdersMachine.resolveState({ value, context }),
  {
    filter: 'all' as const,
    pageSize: IEO_ORDERS_PAGE_SIZE,
    items: parsed([mockIeoPlacement(14, 1, '25.05', MockIeoNow - 600_000), ...MockIeoOrders]),
    firstOfTwo: { items: parsed(manyIeoOrders(IEO_ORDERS_PAGE_SIZE)), total: 14 },
  },
)

/** One snapshot per state of my IEO subscriptions. */
export const ieoOrdersSnapshots = {
  loading: list.loading,
  failed: list.failed,
  empty: list.empty,
  ready: list.ready,
  withPlacement: withPlacement.ready,
  hasMore: list.hasMore,
  loadingMore: list.loadingMore,
  moreFailed: list.moreFailed,
}
