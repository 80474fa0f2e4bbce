import type { StateValue } from 'xstate'
import { QuickBuyOrder } from '@/api/contract/quick-buy'
import { MockQuickBuyOrders } from '@/api/contract/quick-buy.fixtures'
import { quickBuyOrderMachine, type QuickBuyOrderContext } from './quick-buy-order.machine'
import type { QuickBuyOrderSnapshot } from './quick-buy-order.view'

/** The fixtures' orders: 4 to be paid (25 min left), 3 paid, 2 cancelled, 1 expired. */
const [toBePaid, paid, cancelled, expired] = MockQuickBuyOrders.map((o) => QuickBuyOrder.parse(o))
export const mockWaitingOrder = toBePaid!

const blank: QuickBuyOrderContext = {
  id: 4,
  order: null,
  secondsLeft: 0,
  sinceRead: 0,
  pollSeconds: 10,
  live: false,
  error: null,
}
const read = (order: QuickBuyOrder, more: Partial<QuickBuyOrderContext> = {}) => ({
  ...blank,
  id: order.id,
  order,
  secondsLeft: order.secondsLeft,
  ...more,
})

const at = (value: StateValue, context: QuickBuyOrderContext) =>
  quickBuyOrderMachine.resolveState({ value, context }) as QuickBuyOrderSnapshot

/** One snapshot per state (and order status) of the transfer page. */
export const quickBuyOrderSnapshots = {
  loading: at('loading', blank),
  failed: at('failed', { ...blank, error: 'network' }),
  notFound: at('notFound', { ...blank, id: null }),
  /** To be paid: 25:00 left. */
  waiting: at('waiting', read(toBePaid!)),
  /** The last minute. */
  lastMinute: at('waiting', read(toBePaid!, { secondsLeft: 42 })),
  /** A read failed: the countdown goes on, the error is said. */
  refreshFailed: at('waiting', read(toBePaid!, { error: 'network' })),
  refreshing: at('refreshing', read(toBePaid!)),
  confirmingCancel: at('confirmingCancel', read(toBePaid!)),
  cancelFailed: at('confirmingCancel', read(toBePaid!, { error: 'network' })),
  cancelling: at('cancelling', read(toBePaid!)),
  paid: at('closed', read(paid!)),
  cancelled: at('closed', read(cancelled!)),
  expired: at('closed', read(expired!)),
}
