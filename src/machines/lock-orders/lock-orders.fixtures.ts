import { LOCKMING_ORDER_PAGE_SIZE, LockOrder, lockOrderWire } from '@/api/contract/lockming'
import { MockLockNow, MockLockOrders, mockLockState } from '@/api/contract/lockming.fixtures'
import { pagedListSnapshots } from '../paged-list/paged-list.fixtures'
import type { LockListFilter } from './lock-orders.logic'
import { lockOrdersMachine } from './lock-orders.machine'
import type { LockOrdersSnapshot } from './lock-orders.view'

/**
 * The fixtures' locks, newest first: #3 1,000 USDT earning on the 5-day product (2 days paid, 3
 * left: a 12 USDT penalty), #2 500 USDT matured, #1 200 USDT redeemed early (3.2 USDT penalty).
 */
export const mockLocks: LockOrder[] = MockLockOrders.map((w) => LockOrder.parse(w))
const byId = (id: number) => mockLocks.find((l) => l.id === id)!
export const MockEarningLock = byId(3)
export const MockMaturedLock = byId(2)
export const MockRedeemedLock = byId(1)

/** 0.05 BTC on the 30-day product, bought 10 days ago: earning, 21 days left. */
export const MockBtcLock = LockOrder.parse(
  lockOrderWire(mockLockState(4, 4, '0.05000000', 10), MockLockNow),
)
/** 600 USDT on the 15-day product, bought today: not started yet, all 15 days left. */
export const MockNewLock = LockOrder.parse(
  lockOrderWire(mockLockState(5, 2, '600.0000', 0), MockLockNow),
)

const resolve = (
  value: Parameters<typeof lockOrdersMachine.resolveState>[0]['value'],
  context: LockOrdersSnapshot['context'],
) => lockOrdersMachine.resolveState({ value, context }) as LockOrdersSnapshot

const listOf = (filter: LockListFilter, items: LockOrder[]) =>
  pagedListSnapshots<LockOrder, LockListFilter, LockOrdersSnapshot>(
    (value, context) => resolve(value, context),
    {
      filter,
      pageSize: LOCKMING_ORDER_PAGE_SIZE,
      items,
      firstOfTwo: { items: items.slice(0, 2), total: 2, pageSize: 2 },
    },
  )

const all = listOf('all', [MockNewLock, MockBtcLock, ...mockLocks])
const earning = listOf('earning', [MockNewLock, MockBtcLock, MockEarningLock])

/** One snapshot per state of my locks, on each filter where it differs. */
export const lockOrdersSnapshots = {
  loading: all.loading,
  failed: all.failed,
  empty: all.empty,
  emptyEarning: listOf('earning', []).empty,
  all: all.ready,
  earning: earning.ready,
  finished: listOf('finished', [MockMaturedLock, MockRedeemedLock]).ready,
  /** Two earning locks loaded of more: no summary (it would not be the whole). */
  hasMore: earning.hasMore,
  loadingMore: earning.loadingMore,
  moreFailed: earning.moreFailed,
}
