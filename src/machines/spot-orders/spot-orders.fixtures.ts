import type { StateValue } from 'xstate'
import { SPOT_PAGE_SIZE, type SpotOrder } from '@/api/contract/spot'
import { limitFill, limitLock, type SpotRules } from '@/api/contract/spot-math'
import { pagedListSnapshots } from '@/machines/paged-list/paged-list.fixtures'
import type { SpotOrdersFilter, SpotPair } from './spot-orders.logic'
import { spotOrdersMachine } from './spot-orders.machine'
import type { SpotOrdersContext } from './spot-orders.types'

/** The fixtures' "now": 2025-03-01 12:00 UTC. */
export const MockOrdersNow = Date.UTC(2025, 2, 1, 12, 0, 0)
const minutesAgo = (m: number) => MockOrdersNow - m * 60_000

export const MockBtcPair: SpotPair = { symbol: 'BTC/USDT', currencyId: 1, legalId: 3 }
export const MockEthPair: SpotPair = { symbol: 'ETH/USDT', currencyId: 2, legalId: 3 }

const rules: SpotRules = {
  feeRate: '0.002',
  minTotal: '5',
  priceBand: '0.1',
  priceDecimals: 2,
  amountDecimals: 4,
  baseScale: 8,
  quoteScale: 4,
}

/** An open limit order of `pair` (what it locks from spot-math). */
export function mockOpenOrder(
  id: number,
  side: SpotOrder['side'],
  price: string,
  amount: string,
  pair: SpotPair = MockBtcPair,
): SpotOrder {
  const [base = '', quote = ''] = pair.symbol.split('/')
  return {
    id,
    currencyId: pair.currencyId,
    legalId: pair.legalId,
    symbol: pair.symbol,
    base,
    quote,
    side,
    kind: 'limit',
    status: 'open',
    price,
    amount,
    feeRate: rules.feeRate,
    placedAtPrice: side === 'buy' ? '41251.65' : '40100.00',
    locked: limitLock(side, price, amount, rules),
    fillPrice: null,
    spent: null,
    fee: null,
    received: null,
    fillTick: null,
    fillMarketPrice: null,
    createdAt: minutesAgo(id * 10),
    filledAt: null,
    cancelledAt: null,
  }
}

/** `order` filled at its price in the engine tick `minutesLater` after it was placed. */
export function mockFilled(order: SpotOrder, marketPrice: string, minutesLater = 5): SpotOrder {
  const fill = limitFill(order.side, order.price, order.amount, rules)
  const tick = order.createdAt + minutesLater * 60_000
  return {
    ...order,
    status: 'filled',
    locked: '0',
    fillPrice: fill.price,
    spent: fill.spent,
    fee: fill.fee,
    received: fill.received,
    fillTick: tick,
    fillMarketPrice: marketPrice,
    filledAt: tick + 1_000,
  }
}

export const mockCancelled = (order: SpotOrder, minutesLater = 3): SpotOrder => ({
  ...order,
  status: 'cancelled',
  locked: '0',
  cancelledAt: order.createdAt + minutesLater * 60_000,
})

export const MockOpenBuy = mockOpenOrder(1, 'buy', '39062.50', '0.0064')
export const MockOpenSell = mockOpenOrder(2, 'sell', '43500.00', '0.1000')
export const MockOpenEthBuy = mockOpenOrder(3, 'buy', '2050.00', '0.5000', MockEthPair)
export const MockFilledBuy = mockFilled(mockOpenOrder(4, 'buy', '40000.00', '0.0500'), '39998.12')
export const MockFilledSell = mockFilled(mockOpenOrder(5, 'sell', '42000.00', '0.2500'), '42003.40')
export const MockCancelledBuy = mockCancelled(mockOpenOrder(6, 'buy', '38000.00', '0.0100'))

export const mockOpenOrders = [MockOpenBuy, MockOpenSell, MockOpenEthBuy]
export const mockFilledOrders = [MockFilledBuy, MockFilledSell]
export const mockCancelledOrders = [MockCancelledBuy]

/** `count` open BTC/USDT orders, ids from 101. */
export const manyOpenOrders = (count: number) =>
  Array.from({ length: count }, (_, i) =>
    mockOpenOrder(101 + i, i % 2 ? 'sell' : 'buy', `${40000 + i * 10}.00`, '0.0100'),
  )

const resolve = (value: StateValue, context: SpotOrdersContext) =>
  spotOrdersMachine.resolveState({ value, context })

const listOf = (filter: SpotOrdersFilter, items: SpotOrder[], pageSize = SPOT_PAGE_SIZE) =>
  pagedListSnapshots<SpotOrder, SpotOrdersFilter, ReturnType<typeof resolve>>(
    (value, context) => resolve(value, { ...context, ...closed }),
    {
      filter,
      pageSize,
      items,
      firstOfTwo: { items: manyOpenOrders(pageSize), total: pageSize + 1 },
    },
  )

const closed = { detail: null, target: null, cancelError: null, notice: null }
const open = listOf({ status: 'open', pair: null }, mockOpenOrders)
const ready = open.ready.context
const withSheet = (
  leaf: 'detail' | 'confirming' | 'cancelling',
  extra: Partial<SpotOrdersContext>,
) => resolve({ ready: leaf }, { ...ready, ...extra })

/** One snapshot per state of the order list, on each tab where it differs. */
export const spotOrdersSnapshots = {
  loading: open.loading,
  failed: open.failed,
  empty: listOf({ status: 'open', pair: MockEthPair }, []).empty,
  open: open.ready,
  filled: listOf({ status: 'filled', pair: null }, mockFilledOrders).ready,
  cancelled: listOf({ status: 'cancelled', pair: null }, mockCancelledOrders).ready,
  onePair: listOf({ status: 'open', pair: MockBtcPair }, [MockOpenBuy, MockOpenSell]).ready,
  hasMore: open.hasMore,
  loadingMore: open.loadingMore,
  moreFailed: open.moreFailed,
  detail: withSheet('detail', { detail: MockOpenBuy }),
  filledDetail: resolve(
    { ready: 'detail' },
    {
      ...listOf({ status: 'filled', pair: null }, mockFilledOrders).ready.context,
      detail: MockFilledBuy,
    },
  ),
  confirming: withSheet('confirming', { target: MockOpenSell }),
  cancelling: withSheet('cancelling', { target: MockOpenSell }),
  cancelFailed: withSheet('confirming', { target: MockOpenSell, cancelError: 'network' }),
  confirmingFromDetail: withSheet('confirming', {
    detail: MockOpenBuy,
    target: MockOpenBuy,
  }),
  orderGone: resolve(
    { ready: 'idle' },
    {
      ...listOf({ status: 'open', pair: null }, [MockOpenBuy, MockOpenEthBuy]).ready.context,
      notice: 'orderNotOpen',
    },
  ),
}
