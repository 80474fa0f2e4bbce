import type { StateValue } from 'xstate'
import { FOLLOW_PAGE_SIZE, TraderDetailAnswer, type TraderDetail } from '@/api/contract/follow'
import {
  MockFollows,
  MockFormerTrader,
  MockTraderAurora,
  MockTraderBia,
  MockTraderKenji,
  mockTraderDetail,
  type MockTrader,
} from '@/api/contract/follow.fixtures'
import { LeverPositionSchema, type LeverPosition } from '@/api/contract/lever'
import { pagedListSnapshots } from '@/machines/paged-list/paged-list.fixtures'
import {
  traderDetailMachine,
  traderHistoryMachine,
  type TraderDetailContext,
} from './trader-detail.machine'

/** follow/traderDetail of a fixture trader for the fixtures' caller (who follows Aurora at ×2). */
export const mockDetail = (trader: MockTrader, follows = MockFollows): TraderDetail =>
  TraderDetailAnswer.parse(mockTraderDetail(trader, { follows }))

/** A trader's closed own positions, latest close first (follow/historyTrade's rows). */
export const mockClosedOf = (trader: MockTrader): LeverPosition[] =>
  trader.positions
    .filter((p) => p.status === 3 && p.order_type === 1)
    .sort((a, b) => (b.complete_time ?? 0) - (a.complete_time ?? 0) || b.id - a.id)
    .map((p) => LeverPositionSchema.parse(p))

/** `count` closed positions like Aurora's latest, ids from 601 (a second page). */
export const manyClosedOf = (count: number) => {
  const [first] = mockClosedOf(MockTraderAurora)
  return Array.from({ length: count }, (_, i) => ({ ...first!, id: 601 + i }))
}

const detailAt = (value: StateValue, context: TraderDetailContext) =>
  traderDetailMachine.resolveState({ value, context })
const withDetail = (trader: MockTrader, follows = MockFollows): TraderDetailContext => ({
  id: trader.id,
  detail: mockDetail(trader, follows),
  error: null,
})

/** One snapshot per state of the trader's page (and each kind of trader it shows). */
export const traderDetailSnapshots = {
  loading: detailAt('loading', { id: 7, detail: null, error: null }),
  /** Aurora: the caller follows her at ratio 2; six closed positions, two open. */
  following: detailAt('ready', withDetail(MockTraderAurora)),
  /** Aurora, followed in lots mode (2 lots). */
  followingLots: detailAt(
    'ready',
    withDetail(
      MockTraderAurora,
      MockFollows.map((f) => (f.id === 1 ? { ...f, type: 2 as const, number: '2' } : f)),
    ),
  ),
  /** Kenji: not followed by the caller; a win, a loss and an even close. */
  notFollowed: detailAt('ready', withDetail(MockTraderKenji)),
  /** Bia: approved today, no position yet (every figure zero, a flat chart). */
  newTrader: detailAt('ready', withDetail(MockTraderBia)),
  /** Omar lost the trader flag: the page still answers, but he cannot be followed. */
  formerTrader: detailAt('ready', withDetail(MockFormerTrader)),
  notFound: detailAt('notFound', { id: 404, detail: null, error: null }),
  /** `?id=` missing or not a trader id. */
  invalidId: detailAt('notFound', { id: null, detail: null, error: null }),
  failed: detailAt('failed', { id: 7, detail: null, error: 'network' }),
}

const historyAt = (
  value: StateValue,
  context: Parameters<typeof traderHistoryMachine.resolveState>[0]['context'],
) => traderHistoryMachine.resolveState({ value, context })

const history = pagedListSnapshots<LeverPosition, number, ReturnType<typeof historyAt>>(
  (value, context) => historyAt(value, { ...context, detail: null, changedWhileLoading: [] }),
  {
    filter: MockTraderAurora.id,
    pageSize: FOLLOW_PAGE_SIZE,
    items: mockClosedOf(MockTraderAurora),
    firstOfTwo: { items: manyClosedOf(FOLLOW_PAGE_SIZE), total: FOLLOW_PAGE_SIZE + 3 },
  },
)

/** One snapshot per state of the trader's history. */
export const traderHistorySnapshots = {
  ...history,
  detail: historyAt(
    { ready: 'detail' },
    { ...history.ready.context, detail: mockClosedOf(MockTraderAurora)[0]! },
  ),
}
