import type { StateValue } from 'xstate'
import { MICRO_PAGE_SIZE, MicroOrder, type OptionOrder } from '@/api/contract/micro'
import {
  MockClosedMicroOrders,
  MockMicroOrders,
  MockOpenMicroOrders,
  mockMicroOrder,
} from '@/api/contract/micro.fixtures'
import { pagedListSnapshots } from '@/machines/paged-list/paged-list.fixtures'
import type { OptionListFilter } from './option-orders.logic'
import { optionOrdersMachine } from './option-orders.machine'
import type { OptionOrdersContext } from './option-orders.types'

const parse = (wire: typeof MockMicroOrders) => wire.map((w) => MicroOrder.parse(w))

/** The fixtures' options, newest first: 2 open (#108, #107), then a win, loss, tie, ETH win, loss. */
export const mockOptionOrders: OptionOrder[] = parse(MockMicroOrders)
export const mockOpenOptions: OptionOrder[] = parse(MockOpenMicroOrders)
export const mockClosedOptions: OptionOrder[] = parse(MockClosedMicroOrders)
const byId = (id: number) => mockOptionOrders.find((o) => o.id === id)!

export const MockOpenRise = byId(108)
export const MockOpenFall = byId(107)
export const MockWinRise = byId(106)
export const MockLossRise = byId(105)
export const MockTieFall = byId(104)
export const MockEthWinFall = byId(103)

/** #108 settled at 41,255.02: a win (what `closed_microorder` brings 12 s after "now"). */
export const mockSettledRiseWire = mockMicroOrder({
  id: 108,
  direction: 'rise',
  seconds: 30,
  stake: '100',
  openPrice: '41240.10',
  endPrice: '41255.02',
  placedAgo: 18,
})
export const MockSettledRise: OptionOrder = MicroOrder.parse(mockSettledRiseWire)

/** `count` settled BTC/USDT options, ids from 201. */
export const manyClosedOptions = (count: number) =>
  parse(
    Array.from({ length: count }, (_, i) =>
      mockMicroOrder({
        id: 201 + i,
        direction: i % 2 ? 'fall' : 'rise',
        seconds: 60,
        stake: '20',
        openPrice: '41000.00',
        endPrice: '41010.00',
        placedAgo: 600 + i * 90,
      }),
    ),
  )

const resolve = (value: StateValue, context: OptionOrdersContext) =>
  optionOrdersMachine.resolveState({ value, context })

const listOf = (filter: OptionListFilter, items: OptionOrder[]) =>
  pagedListSnapshots<OptionOrder, OptionListFilter, ReturnType<typeof resolve>>(
    (value, context) => resolve(value, { ...context, detail: null, changedWhileLoading: [] }),
    {
      filter,
      pageSize: MICRO_PAGE_SIZE,
      items,
      firstOfTwo: { items: manyClosedOptions(MICRO_PAGE_SIZE), total: MICRO_PAGE_SIZE + 3 },
    },
  )

const all = listOf('all', mockOptionOrders)
const closed = listOf('closed', mockClosedOptions)
const detailOf = (order: OptionOrder, list = all.ready) =>
  resolve({ ready: 'detail' }, { ...list.context, detail: order })

/** One snapshot per state of the options history, on each tab where it differs. */
export const optionOrdersSnapshots = {
  loading: all.loading,
  failed: all.failed,
  empty: all.empty,
  emptyOpen: listOf('open', []).empty,
  all: all.ready,
  open: listOf('open', mockOpenOptions).ready,
  closed: closed.ready,
  hasMore: closed.hasMore,
  loadingMore: closed.loadingMore,
  moreFailed: closed.moreFailed,
  winDetail: detailOf(MockWinRise),
  lossDetail: detailOf(MockLossRise),
  tieDetail: detailOf(MockTieFall),
  openDetail: detailOf(MockOpenRise),
}
