import { FOLLOW_PAGE_SIZE, TraderItemSchema, type TraderItem } from '@/api/contract/follow'
import { MockTraderItems } from '@/api/contract/follow.fixtures'
import { pagedListSnapshots } from '@/machines/paged-list/paged-list.fixtures'
import { traderListMachine } from './trader-list.machine'

/** follow/index page 1 of the fixtures (Aurora, Kenji, Bia), as the client reads it. */
export const mockTraderList: TraderItem[] = MockTraderItems.map((w) => TraderItemSchema.parse(w))

/**
 * `count` traders like Kenji (not followed), ids from 201, each losing 1 USDT more than the one
 * before (below the fixtures' three, as the server's order puts them).
 */
export const manyTraders = (count: number): TraderItem[] => {
  const kenji = mockTraderList.find((t) => !t.followed)!
  return Array.from({ length: count }, (_, i) => ({
    ...kenji,
    id: 201 + i,
    nickname: `Trader ${i + 1}`,
    totalProfits: `-${i + 1}.5000`,
  }))
}

const list = pagedListSnapshots(
  (value, context) => traderListMachine.resolveState({ value, context }),
  {
    filter: null,
    pageSize: FOLLOW_PAGE_SIZE,
    items: mockTraderList,
    // pages of 4 here, so that "load more" shows in a phone's first screen (the platform's are 15)
    firstOfTwo: { items: [...mockTraderList, ...manyTraders(1)], total: 7, pageSize: 4 },
  },
)

/** One snapshot per state of the traders list. */
export const traderListSnapshots = {
  ...list,
  /** Aurora followed in lots mode (2 lots) instead of ×2. */
  followingLots: traderListMachine.resolveState({
    value: { ready: 'idle' },
    context: {
      ...list.ready.context,
      items: mockTraderList.map((t) =>
        t.myFollow ? { ...t, myFollow: { mode: 'lots' as const, number: '2' } } : t,
      ),
    },
  }),
}
