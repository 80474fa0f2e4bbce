import type { StateValue } from 'xstate'
import {
  MyFollowsAnswer,
  SkippedCopySchema,
  type FollowWire,
  type SkippedCopyWire,
} from '@/api/contract/follow'
import {
  MockFollowNow,
  MockFollows,
  MockSkippedCopy,
  MockTraderAurora,
  MockTraderKenji,
  mockTraderItem,
} from '@/api/contract/follow.fixtures'
import { LEVER_PAGE_SIZE, LeverPositionSchema, type LeverPositionWire } from '@/api/contract/lever'
import { closeSettlement } from '@/api/contract/lever-math'
import { MockBtcLeverPair, MockCopiedPosition, mockLeverRow } from '@/api/contract/lever.fixtures'
import { pagedListSnapshots } from '@/machines/paged-list/paged-list.fixtures'
import { closedCopies, myCopyHistoryMachine } from './my-copy-history.machine'
import { myCopyMachine } from './my-copy.machine'
import type { MyCopyContext } from './my-copy.types'

const seconds = (minutesAgo: number) => Math.floor((MockFollowNow - minutesAgo * 60_000) / 1000)

/** The caller's second follow: Kenji, 1 lot a copy, for a day. */
export const MockKenjiFollow: FollowWire = {
  id: 5,
  user_id: 1,
  follow_user_id: MockTraderKenji.id,
  type: 2,
  number: '1',
  status: 1,
  create_time: seconds(24 * 60),
  update_time: seconds(24 * 60),
}
export const mockMyFollowWires: FollowWire[] = [...MockFollows, MockKenjiFollow]
const auroraFollow = MockFollows.find((f) => f.user_id === 1 && f.follow_user_id === 7)!

/** Kenji's short copied at 1 lot, five minutes ago. */
export const MockKenjiCopy: LeverPositionWire = mockLeverRow({
  id: 15,
  side: 'short',
  status: 1,
  origin: '42000.00',
  lots: 1,
  multiple: 20,
  minutesAgo: 5,
  pair: MockBtcLeverPair,
  extra: { order_type: 2, follow_user_id: MockTraderKenji.id, follow_order_id: 601 },
})

/** `row` closed with its trader at `price`, `minutesAgo`. */
export function closedWithTrader(row: LeverPositionWire, price: string, minutesAgo: number) {
  const side = row.type === 1 ? 'long' : 'short'
  const { pnl } = closeSettlement(
    { side, price: row.price, number: row.number, margin: row.caution_money },
    price,
    4,
  )
  const at = seconds(minutesAgo)
  return {
    ...row,
    status: 3,
    update_price: price,
    fact_profits: pnl,
    profits: '0',
    complete_time: at,
    close_reason: 'trader',
    close_price: price,
    close_tick: at * 1000,
    close_market_price: price,
  } satisfies LeverPositionWire
}

/** Aurora's ETH long copy, closed with her an hour ago; Kenji's older BTC short, a loss. */
export const mockClosedCopyWires: LeverPositionWire[] = [
  closedWithTrader({ ...MockCopiedPosition, id: 31, follow_order_id: 401 }, '2180.00', 60),
  closedWithTrader({ ...MockKenjiCopy, id: 32, follow_order_id: 402 }, '42400.00', 180),
]
export const mockClosedCopies = mockClosedCopyWires.map((w) => LeverPositionSchema.parse(w))

/** A copy of Kenji's that the pair's lot limits refused. */
export const MockLotsSkipped: SkippedCopyWire = {
  ...MockSkippedCopy,
  id: 2,
  follow_id: MockKenjiFollow.id,
  trader_user_id: MockTraderKenji.id,
  nickname: MockTraderKenji.nickname,
  trader_order_id: 602,
  symbol: 'BTC/USDT',
  type: 1,
  share: 0,
  cost: '0',
  reason: 'lotsOutOfRange',
  create_time: seconds(30),
}

/** follow/my as the sandbox answers it for the fixtures' caller. */
export const mockMyFollowsWire = {
  follows: [
    { follow: auroraFollow, trader: mockTraderItem(MockTraderAurora, mockMyFollowWires) },
    { follow: MockKenjiFollow, trader: mockTraderItem(MockTraderKenji, mockMyFollowWires) },
  ],
  copies: [MockKenjiCopy, MockCopiedPosition],
  skipped: [MockLotsSkipped, MockSkippedCopy],
}
export const MockMyFollows = MyFollowsAnswer.parse(mockMyFollowsWire)
export const MockOpenCopies = MockMyFollows.copies
export const MockAuroraCopy = MockOpenCopies.find((p) => p.id === MockCopiedPosition.id)!

/** A skipped copy the user's room announces: Aurora's pair was closed. */
export const MockPairClosedSkip = SkippedCopySchema.parse({
  ...MockSkippedCopy,
  id: 3,
  reason: 'pairClosed',
  cost: '0',
  create_time: seconds(1),
})

const resolve = (value: StateValue, context: Partial<MyCopyContext> = {}) =>
  myCopyMachine.resolveState({
    value,
    context: {
      tab: 'following',
      follows: MockMyFollows.follows,
      copies: MockMyFollows.copies,
      skipped: MockMyFollows.skipped,
      nicknames: { 7: 'Aurora', 8: 'Kenji' },
      marks: {},
      sheet: null,
      error: null,
      notices: [],
      ...context,
    },
  })

const aurora = MockMyFollows.follows[0]!
const cancelSheet = { sheet: { kind: 'cancel' as const, follow: aurora } }
const takeOverSheet = { sheet: { kind: 'takeOver' as const, position: MockAuroraCopy } }
const none = { follows: [], copies: [], skipped: [] }

/** One snapshot per state of the screen, on each tab where it differs. */
export const myCopySnapshots = {
  loading: resolve('loading', none),
  failed: resolve('failed', { ...none, error: 'network' }),
  following: resolve({ ready: 'idle' }),
  copies: resolve({ ready: 'idle' }, { tab: 'copies' }),
  /** BTC has moved to 41500.00 and ETH to 2150.00 since the rows were read. */
  copiesLive: resolve(
    { ready: 'idle' },
    { tab: 'copies', marks: { 'BTC/USDT': '41500.00', 'ETH/USDT': '2150.00' } },
  ),
  skipped: resolve({ ready: 'idle' }, { tab: 'skipped' }),
  history: resolve({ ready: 'idle' }, { tab: 'history' }),
  emptyFollowing: resolve({ ready: 'idle' }, none),
  emptyCopies: resolve({ ready: 'idle' }, { ...none, tab: 'copies' }),
  emptySkipped: resolve({ ready: 'idle' }, { ...none, tab: 'skipped' }),
  followEnded: resolve(
    { ready: 'idle' },
    {
      follows: MockMyFollows.follows.slice(1),
      notices: [{ traderId: 7, nickname: 'Aurora' }],
    },
  ),
  confirmingCancel: resolve({ ready: 'confirmingCancel' }, cancelSheet),
  cancelling: resolve({ ready: 'cancelling' }, cancelSheet),
  cancelFailed: resolve({ ready: 'cancelFailed' }, { ...cancelSheet, error: 'network' }),
  confirmingTakeOver: resolve({ ready: 'confirmingTakeOver' }, { ...takeOverSheet, tab: 'copies' }),
  takingOver: resolve({ ready: 'takingOver' }, { ...takeOverSheet, tab: 'copies' }),
  takeOverFailed: resolve(
    { ready: 'takeOverFailed' },
    { ...takeOverSheet, tab: 'copies', error: 'positionNotOpen' },
  ),
}

const historyList = pagedListSnapshots(
  (value, context) =>
    myCopyHistoryMachine.resolveState({
      value,
      context: { ...context, detail: null, changedWhileLoading: [] },
    }),
  {
    filter: closedCopies,
    pageSize: LEVER_PAGE_SIZE,
    items: mockClosedCopies,
    firstOfTwo: {
      items: Array.from({ length: LEVER_PAGE_SIZE }, (_, i) => ({
        ...mockClosedCopies[0]!,
        id: 100 + i,
      })),
      total: LEVER_PAGE_SIZE + 1,
    },
  },
)

/** The closed copies' list, one snapshot per state, and a closed copy's detail. */
export const myCopyHistorySnapshots = {
  ...historyList,
  detail: myCopyHistoryMachine.resolveState({
    value: { ready: 'detail' },
    context: { ...historyList.ready.context, detail: mockClosedCopies[0]! },
  }),
}
