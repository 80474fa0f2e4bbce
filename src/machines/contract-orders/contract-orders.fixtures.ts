import type { StateValue } from 'xstate'
import {
  LEVER_PAGE_SIZE,
  LeverPositionSchema,
  type LeverPosition,
  type LeverPositionWire,
} from '@/api/contract/lever'
import { pagedListSnapshots } from '@/machines/paged-list/paged-list.fixtures'
import type { ContractOrdersFilter, HistoryTab, LeverPair } from './contract-orders.logic'
import { contractOrdersMachine } from './contract-orders.machine'
import type { ContractOrdersContext } from './contract-orders.types'

/** The fixtures' "now": 2025-03-01 12:00 UTC, in unix seconds as the wire has it. */
const now = Date.UTC(2025, 2, 1, 12, 0, 0) / 1000
const hoursAgo = (h: number) => now - h * 3600

export const MockLeverBtcPair: LeverPair = { symbol: 'BTC/USDT', currencyId: 1, legalId: 3 }
export const MockLeverEthPair: LeverPair = { symbol: 'ETH/USDT', currencyId: 2, legalId: 3 }

/** A closed 10× BTC/USDT long: the fields every wire row below changes. */
const base: LeverPositionWire = {
  id: 21,
  type: 1,
  user_id: 1,
  currency: 1,
  legal: 3,
  symbol: 'BTC/USDT',
  origin_price: '40000.00',
  price: '40000.00',
  update_price: '41003.20',
  target_profit_price: '41000.00',
  stop_loss_price: '0',
  share: 5,
  number: '0.05',
  multiple: 10,
  origin_caution_money: '200.0000',
  caution_money: '199.0000',
  fact_profits: '50.1600',
  trade_fee: '2.0000',
  overnight: '0.05',
  overnight_money: '1.0000',
  status: 3,
  create_time: hoursAgo(48),
  transaction_time: hoursAgo(48),
  complete_time: hoursAgo(3),
  order_type: 1,
  follow_user_id: 0,
  follow_order_id: 0,
  profits: '0',
  kind: 'market',
  spread: '0',
  fee_rate: '0.1',
  open_tick: hoursAgo(48) * 1000,
  open_market_price: '40000.00',
  close_reason: 'takeProfit',
  close_price: '41003.20',
  close_tick: hoursAgo(3) * 1000,
  close_market_price: '41003.20',
  shortfall: '0',
  overnight_waived: '0',
}

const eth = { currency: 2, symbol: 'ETH/USDT' }
const open = {
  status: 1,
  complete_time: null,
  close_reason: null,
  close_price: null,
  close_tick: null,
  close_market_price: null,
  fact_profits: '0',
} as const
const unopened = {
  ...open,
  transaction_time: null,
  open_tick: null,
  open_market_price: null,
  kind: 'limit',
  update_price: '0',
  target_profit_price: '0',
  overnight_money: '0',
} as const

/** The history's rows as the sandbox sends them, newest first. */
export const mockHistoryWire: LeverPositionWire[] = [
  // open, with stops and an unrealised profit
  {
    ...base,
    ...open,
    id: 27,
    share: 4,
    number: '0.04',
    origin_price: '40200.00',
    price: '40200.00',
    open_market_price: '40200.00',
    origin_caution_money: '160.8000',
    caution_money: '160.8000',
    trade_fee: '1.6080',
    overnight_money: '0',
    update_price: '40310.00',
    profits: '4.4000',
    target_profit_price: '42000.00',
    stop_loss_price: '39500.00',
    create_time: hoursAgo(1),
    transaction_time: hoursAgo(1),
    open_tick: hoursAgo(1) * 1000,
  },
  // a pending limit short on ETH
  {
    ...base,
    ...eth,
    ...unopened,
    id: 28,
    type: 2,
    status: 0,
    share: 5,
    number: '0.5',
    origin_price: '2100.00',
    price: '2100.00',
    origin_caution_money: '105.0000',
    caution_money: '105.0000',
    trade_fee: '1.0500',
    create_time: hoursAgo(2),
  },
  base,
  // a short stopped out
  {
    ...base,
    id: 22,
    type: 2,
    multiple: 20,
    share: 2,
    number: '0.02',
    origin_price: '41000.00',
    price: '41000.00',
    open_market_price: '41000.00',
    target_profit_price: '0',
    stop_loss_price: '41800.00',
    origin_caution_money: '41.0000',
    caution_money: '41.0000',
    trade_fee: '0.8200',
    overnight_money: '0',
    fact_profits: '-16.2500',
    update_price: '41812.50',
    create_time: hoursAgo(6),
    transaction_time: hoursAgo(6),
    open_tick: hoursAgo(6) * 1000,
    complete_time: hoursAgo(4),
    close_reason: 'stopLoss',
    close_price: '41812.50',
    close_tick: hoursAgo(4) * 1000,
    close_market_price: '41812.50',
  },
  // a 100× ETH long liquidated with a loss beyond the account
  {
    ...base,
    ...eth,
    id: 23,
    multiple: 100,
    share: 10,
    number: '1.0',
    origin_price: '2000.00',
    price: '2000.00',
    open_market_price: '2000.00',
    target_profit_price: '0',
    origin_caution_money: '20.0000',
    caution_money: '19.0000',
    trade_fee: '2.0000',
    fact_profits: '-23.2000',
    update_price: '1976.80',
    create_time: hoursAgo(30),
    transaction_time: hoursAgo(30),
    open_tick: hoursAgo(30) * 1000,
    complete_time: hoursAgo(5),
    close_reason: 'liquidation',
    close_price: '1976.80',
    close_tick: hoursAgo(5) * 1000,
    close_market_price: '1976.80',
    shortfall: '2.0000',
  },
  // closed by the user; the entry carries a disclosed spread
  {
    ...base,
    id: 24,
    multiple: 5,
    share: 1,
    number: '0.01',
    origin_price: '40000.00',
    price: '40010.50',
    spread: '10.50',
    open_market_price: '40000.00',
    target_profit_price: '0',
    origin_caution_money: '80.0210',
    caution_money: '80.0210',
    trade_fee: '0.4002',
    overnight_money: '0',
    fact_profits: '4.8950',
    update_price: '40500.00',
    create_time: hoursAgo(9),
    transaction_time: hoursAgo(9),
    open_tick: hoursAgo(9) * 1000,
    complete_time: hoursAgo(7),
    close_reason: 'user',
    close_price: '40500.00',
    close_tick: hoursAgo(7) * 1000,
    close_market_price: '40500.00',
  },
  // a short closed by "close all"
  {
    ...base,
    id: 25,
    type: 2,
    share: 3,
    number: '0.03',
    origin_price: '40500.00',
    price: '40500.00',
    open_market_price: '40500.00',
    target_profit_price: '0',
    origin_caution_money: '121.5000',
    caution_money: '121.5000',
    trade_fee: '1.2150',
    overnight_money: '0',
    fact_profits: '5.4000',
    update_price: '40320.00',
    create_time: hoursAgo(12),
    transaction_time: hoursAgo(12),
    open_tick: hoursAgo(12) * 1000,
    complete_time: hoursAgo(10),
    close_reason: 'batch',
    close_price: '40320.00',
    close_tick: hoursAgo(10) * 1000,
    close_market_price: '40320.00',
  },
  // a copy of a trader's position, closed with the trader's
  {
    ...base,
    id: 26,
    share: 2,
    number: '0.02',
    origin_price: '39800.00',
    price: '39800.00',
    open_market_price: '39800.00',
    target_profit_price: '0',
    origin_caution_money: '79.6000',
    caution_money: '79.6000',
    trade_fee: '0.7960',
    overnight_money: '0',
    fact_profits: '-2.0000',
    update_price: '39700.00',
    order_type: 2,
    follow_user_id: 7,
    follow_order_id: 301,
    create_time: hoursAgo(20),
    transaction_time: hoursAgo(20),
    open_tick: hoursAgo(20) * 1000,
    complete_time: hoursAgo(15),
    close_reason: 'trader',
    close_price: '39700.00',
    close_tick: hoursAgo(15) * 1000,
    close_market_price: '39700.00',
  },
  // a limit opening cancelled before it filled
  {
    ...base,
    ...unopened,
    id: 29,
    status: 4,
    multiple: 20,
    share: 1,
    number: '0.01',
    origin_price: '38000.00',
    price: '38000.00',
    origin_caution_money: '19.0000',
    caution_money: '19.0000',
    trade_fee: '0.3800',
    create_time: hoursAgo(40),
    complete_time: hoursAgo(39),
  },
]

export const mockHistory: LeverPosition[] = mockHistoryWire.map((w) => LeverPositionSchema.parse(w))
const byId = (id: number) => mockHistory.find((p) => p.id === id)!

export const MockOpenLong = byId(27)
export const MockPendingShort = byId(28)
export const MockTakeProfitLong = byId(21)
export const MockStopLossShort = byId(22)
export const MockLiquidatedLong = byId(23)
export const MockUserClosedLong = byId(24)
export const MockBatchClosedShort = byId(25)
export const MockCopiedLong = byId(26)
export const MockCancelledLong = byId(29)

const tabRows = (tab: HistoryTab) => mockHistory.filter((p) => tab === 'all' || p.status === tab)

/** `count` closed BTC/USDT positions, ids from 101. */
export const manyClosedPositions = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ ...MockUserClosedLong, id: 101 + i }))

const resolve = (value: StateValue, context: ContractOrdersContext) =>
  contractOrdersMachine.resolveState({ value, context })

const listOf = (filter: ContractOrdersFilter, items: LeverPosition[]) =>
  pagedListSnapshots<LeverPosition, ContractOrdersFilter, ReturnType<typeof resolve>>(
    (value, context) => resolve(value, { ...context, detail: null, changedWhileLoading: [] }),
    {
      filter,
      pageSize: LEVER_PAGE_SIZE,
      items,
      firstOfTwo: { items: manyClosedPositions(LEVER_PAGE_SIZE), total: LEVER_PAGE_SIZE + 1 },
    },
  )

const all = listOf({ status: 'all', pair: null }, mockHistory)
const closed = listOf({ status: 'closed', pair: null }, tabRows('closed'))
const detailOf = (position: LeverPosition, list = all.ready) =>
  resolve({ ready: 'detail' }, { ...list.context, detail: position })

/** One snapshot per state of the history, on each tab where it differs. */
export const contractOrdersSnapshots = {
  loading: all.loading,
  failed: all.failed,
  empty: all.empty,
  emptyClosed: closed.empty,
  all: all.ready,
  open: listOf({ status: 'open', pair: null }, tabRows('open')).ready,
  pending: listOf({ status: 'pending', pair: null }, tabRows('pending')).ready,
  closed: closed.ready,
  cancelled: listOf({ status: 'cancelled', pair: null }, tabRows('cancelled')).ready,
  onePair: listOf(
    { status: 'closed', pair: MockLeverBtcPair },
    tabRows('closed').filter((p) => p.symbol === 'BTC/USDT'),
  ).ready,
  hasMore: closed.hasMore,
  loadingMore: closed.loadingMore,
  moreFailed: closed.moreFailed,
  takeProfitDetail: detailOf(MockTakeProfitLong),
  liquidationDetail: detailOf(MockLiquidatedLong),
  spreadDetail: detailOf(MockUserClosedLong),
  copiedDetail: detailOf(MockCopiedLong),
  openDetail: detailOf(MockOpenLong),
  pendingDetail: detailOf(MockPendingShort),
  cancelledDetail: detailOf(MockCancelledLong),
  /** Held for weeks: the overnight fees ate the margin, the balance was empty, the rest waived. */
  waivedDetail: detailOf({
    ...MockOpenLong,
    margin: '0.0000',
    overnightPaid: '160.8000',
    overnightWaived: '0.8040',
  }),
}
