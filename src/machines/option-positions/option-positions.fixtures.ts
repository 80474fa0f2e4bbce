import type { StateValue } from 'xstate'
import { MockBtcQuote, MockEthQuote } from '@/api/contract/market.fixtures'
import { MicroOrder, type OptionOrder } from '@/api/contract/micro'
import {
  MockClosedMicroOrders,
  MockMicroNow,
  MockOpenMicroOrders,
  mockMicroOrder,
} from '@/api/contract/micro.fixtures'
import { optionPositionsMachine } from './option-positions.machine'
import type { OptionPositionsContext } from './option-positions.types'

const parse = (wire: unknown): OptionOrder => MicroOrder.parse(wire)

/** The contract's open options: #108 rise 30 s (12 s left), #107 fall 120 s (95 s left). */
export const [MockRiseOption, MockFallOption] = MockOpenMicroOrders.map(parse) as [
  OptionOrder,
  OptionOrder,
]
/** Settled: a win, a loss, a tie, an ETH fall win, a 300 s loss (newest first). */
export const MockSettledOptions = MockClosedMicroOrders.map(parse)
/** #109: an ETH fall of 60 s, 20 USDT, placed at MockMicroNow (the ticket's answer). */
export const MockPlacedOption = parse(
  mockMicroOrder({
    id: 109,
    direction: 'fall',
    seconds: 60,
    stake: '20',
    openPrice: '2114.19',
    placedAgo: 0,
    symbol: 'ETH/USDT',
  }),
)
/** #108 settled at its expiry (MockMicroNow + 12 s) at 41251.65: a win (+79.0000 net). */
export const MockRiseSettled = parse(
  mockMicroOrder({
    id: 108,
    direction: 'rise',
    seconds: 30,
    stake: '100',
    openPrice: '41240.10',
    endPrice: '41251.65',
    placedAgo: 18,
  }),
)
/** The quotes store's last prices in the stories: BTC above #108's open, below #107's. */
export const MockOptionPrices: Record<string, string> = {
  'BTC/USDT': String(MockBtcQuote.now_price),
  'ETH/USDT': String(MockEthQuote.now_price),
}
/** #108's expiry. */
export const MockRiseExpiry = MockRiseOption.settleTick

const base: OptionPositionsContext = {
  now: MockMicroNow,
  clock: null,
  orders: [],
  results: [],
  settledIds: [],
  unanswered: [],
  attempts: 0,
  error: null,
}
const open: OptionPositionsContext = { ...base, orders: [MockRiseOption, MockFallOption] }
const settled = (results: OptionOrder[], now = MockRiseExpiry + 2_000) => ({
  ...open,
  now,
  orders: open.orders.filter((o) => !results.some((r) => r.id === o.id)),
  results,
  settledIds: results.map((r) => r.id),
})

type List = 'loading' | 'failed' | 'ready'
type Settling = 'idle' | 'waiting' | 'asking' | 'backingOff'
const resolve = (context: OptionPositionsContext, list: List = 'ready', s: Settling = 'idle') =>
  optionPositionsMachine.resolveState({
    value: { list, clock: 'running', settling: s } satisfies StateValue,
    context,
  })

/** One snapshot per state the option cards can show (now: MockMicroNow unless said). */
export const optionPositionsSnapshots = {
  loading: resolve(base, 'loading'),
  failed: resolve({ ...base, error: 'network' }, 'failed'),
  /** The load failed, but the option just placed shows. */
  failedWithPlaced: resolve({ ...base, error: 'network', orders: [MockPlacedOption] }, 'failed'),
  empty: resolve(base),
  open: resolve(open),
  /** Just placed (#109) above the two running. */
  placed: resolve({ ...open, orders: [MockPlacedOption, ...open.orders] }),
  /** #108 in its last 5 seconds. */
  ending: resolve({ ...open, now: MockRiseExpiry - 5_000 }),
  /** #108 reached its expiry: the grace before asking. */
  settling: resolve({ ...open, now: MockRiseExpiry }, 'ready', 'waiting'),
  askingResult: resolve({ ...open, now: MockRiseExpiry + 1_000 }, 'ready', 'asking'),
  /** Asked, not settled yet (or the ask failed): asked again after the backoff. */
  waitingResult: resolve(
    { ...open, now: MockRiseExpiry + 4_000, unanswered: [MockRiseOption.id], attempts: 2 },
    'ready',
    'backingOff',
  ),
  /** #108 won; #107 still runs. */
  settled: resolve(settled([MockRiseSettled])),
  /** Five results (a sixth pushed the oldest out), nothing open. */
  results: resolve({
    ...settled([MockRiseSettled, ...MockSettledOptions.slice(0, 4)]),
    orders: [],
  }),
  /** A tie and a loss, nothing open. */
  tieAndLoss: resolve({ ...settled([MockSettledOptions[2]!, MockSettledOptions[1]!]), orders: [] }),
}
