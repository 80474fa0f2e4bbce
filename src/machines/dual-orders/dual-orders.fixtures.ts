import type { StateValue } from 'xstate'
import {
  DUAL_PAGE_SIZE,
  DualOrderSchema,
  type DualOrder,
  type DualOrderWire,
} from '@/api/contract/dual'
import { MockDualNow, MockDualOrders } from '@/api/contract/dual.fixtures'
import { DAY_MS, dualName, dualSettlement, expiryOf } from '@/api/contract/dual-math'
import { msToWireTime } from '@/api/contract/wallet/common'
import { pagedListSnapshots } from '@/machines/paged-list/paged-list.fixtures'
import { dualOrdersMachine } from './dual-orders.machine'
import type { DualOrdersContext, DualOrdersFilter } from './dual-orders.types'

const [holdingCallWire, settledCallWire, settledPutWire] = MockDualOrders as [
  DualOrderWire,
  DualOrderWire,
  DualOrderWire,
]

/** #4: 3 shares of an ETH put (300 USDT, strike 3,300) ending in 7 days, holding. */
const ethEnd = expiryOf(MockDualNow + 7 * DAY_MS)
export const mockHoldingPutWire: DualOrderWire = {
  ...holdingCallWire,
  id: 4,
  currency_id: 2,
  currency_name: 'ETH',
  dual_id: 6,
  type: 'put',
  order_rate: '50',
  exercise_price: '3300',
  number: 3,
  total: '300.0000',
  day: 7,
  price: '3520.25',
  pay_currency_id: 3,
  pay_currency_name: 'USDT',
  name: dualName('ETH', ethEnd, '3300', 'put'),
  end_time: msToWireTime(ethEnd),
  settle_tick: ethEnd,
  created: msToWireTime(MockDualNow - 1_800_000),
}

/** #5: a BTC call whose expiry (08:00 UTC today) has passed and the job has not settled yet. */
const todayEnd = expiryOf(MockDualNow)
export const mockSettlingCallWire: DualOrderWire = {
  ...holdingCallWire,
  id: 5,
  number: 1,
  total: '0.10000000',
  day: 2,
  exercise_price: '69000',
  name: dualName('BTC', todayEnd, '69000', 'call'),
  end_time: msToWireTime(todayEnd),
  settle_tick: todayEnd,
  created: msToWireTime(todayEnd - 2 * DAY_MS),
}

/** #5 settled at 69,120.5 (≥ the strike): paid in USDT; what `dual_settled` brings. */
const settled = dualSettlement({
  direction: 'call',
  principal: '0.1',
  strike: '69000',
  rate: mockSettlingCallWire.order_rate,
  days: 2,
  settlePrice: '69120.50',
  scales: { coin: 8, usdt: 4 },
})
export const mockSettledNowWire: DualOrderWire = {
  ...mockSettlingCallWire,
  status: 1,
  settle_price: '69120.50',
  outcome: settled.outcome,
  payout: settled.payout,
  payout_currency_name: 'USDT',
  settled_at: msToWireTime(todayEnd),
}

const parse = (w: DualOrderWire) => DualOrderSchema.parse(w)

export const MockHoldingCall = parse(holdingCallWire)
export const MockHoldingPut = parse(mockHoldingPutWire)
export const MockSettlingCall = parse(mockSettlingCallWire)
export const MockSettledNow = parse(mockSettledNowWire)
/** A call paid back in BTC, a put paid in USDT. */
export const MockSettledCall = parse(settledCallWire)
export const MockSettledPut = parse(settledPutWire)

/** Every order, newest first, as the wire has them (the MSW mock's `orders`). */
export const mockDualOrderWires: DualOrderWire[] = [
  mockSettlingCallWire,
  mockHoldingPutWire,
  holdingCallWire,
  settledCallWire,
  settledPutWire,
]

/** `count` settled BTC calls paid back in BTC, ids from 101. */
export const manySettledOrders = (count: number): DualOrder[] =>
  Array.from({ length: count }, (_, i) => ({ ...MockSettledCall, id: 101 + i }))

const filterOf = (status: DualOrdersFilter['status']): DualOrdersFilter => ({
  status,
  coin: null,
  direction: null,
})

const resolve = (value: StateValue, context: DualOrdersContext) =>
  dualOrdersMachine.resolveState({ value, context })

const listOf = (status: DualOrdersFilter['status'], items: DualOrder[]) =>
  pagedListSnapshots<DualOrder, DualOrdersFilter, ReturnType<typeof resolve>>(
    (value, context) => resolve(value, { ...context, now: MockDualNow }),
    {
      filter: filterOf(status),
      pageSize: DUAL_PAGE_SIZE,
      items,
      firstOfTwo: { items: manySettledOrders(DUAL_PAGE_SIZE), total: DUAL_PAGE_SIZE + 4 },
    },
  )

const holding = listOf('holding', [MockHoldingPut, MockHoldingCall])
const settledList = listOf('settled', [MockSettledCall, MockSettledPut])

/** One snapshot per state of my dual orders, on each tab where it differs. */
export const dualOrdersSnapshots = {
  loading: holding.loading,
  failed: holding.failed,
  empty: holding.empty,
  emptySettled: listOf('settled', []).empty,
  holding: holding.ready,
  settling: listOf('holding', [MockSettlingCall, MockHoldingCall]).ready,
  settled: settledList.ready,
  all: listOf('all', [MockHoldingCall, MockSettledCall, MockSettledPut]).ready,
  hasMore: listOf('settled', []).hasMore,
  loadingMore: listOf('settled', []).loadingMore,
  moreFailed: listOf('settled', []).moreFailed,
}
