import { DepthEvent } from '@/api/contract/market'
import { MockDepthEvent } from '@/api/contract/market.fixtures'
import { createFakeMarketSocket } from '@/api/socket'
import { orderBookMachine, type OrderBookContext } from './order-book.machine'

/** The fixture book: ten levels a side, 8.25 apart around 41251.65. */
export const MockOrderBook = (() => {
  const { bids, asks, time } = DepthEvent.parse(MockDepthEvent)
  return { bids, asks, time }
})()

const base: OrderBookContext = {
  symbol: 'BTC/USDT',
  socket: createFakeMarketSocket(),
  book: null,
  seq: null,
  error: null,
}
const resolve = (value: string, context: Partial<OrderBookContext> = {}) =>
  orderBookMachine.resolveState({ value: { active: value }, context: { ...base, ...context } })

/** One snapshot per leaf state of the order-book machine, plus a thin book. */
export const orderBookSnapshots = {
  waiting: resolve('waiting'),
  ready: resolve('ready', { book: MockOrderBook, seq: 3 }),
  /** A quiet pair: three asks, one bid. */
  thin: resolve('ready', {
    book: {
      ...MockOrderBook,
      asks: MockOrderBook.asks.slice(0, 3),
      bids: MockOrderBook.bids.slice(0, 1),
    },
    seq: 3,
  }),
  unavailable: resolve('unavailable', { symbol: 'ABC/USDT', error: 'pairNotFound' }),
}
