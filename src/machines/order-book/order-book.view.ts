import type { SnapshotFrom } from 'xstate'
import type { BusinessErrorCode } from '@/api/contract/common'
import type { DepthSide, orderBookMachine } from './order-book.machine'

export type OrderBookSnapshot = SnapshotFrom<typeof orderBookMachine>

export type OrderBookStatus = 'waiting' | 'ready' | 'unavailable'

export interface OrderBookView {
  symbol: string
  status: OrderBookStatus
  /** Best (highest) first; empty until the first book. */
  bids: DepthSide
  /** Best (lowest) first; empty until the first book. */
  asks: DepthSide
  /** Why the room refused the pair (`unavailable` only). */
  error: BusinessErrorCode | null
}

const NONE: DepthSide = []

export function toOrderBookView(s: OrderBookSnapshot): OrderBookView {
  const status: OrderBookStatus = s.hasTag('ready')
    ? 'ready'
    : s.hasTag('unavailable')
      ? 'unavailable'
      : 'waiting'
  return {
    symbol: s.context.symbol,
    status,
    bids: s.context.book?.bids ?? NONE,
    asks: s.context.book?.asks ?? NONE,
    error: status === 'unavailable' ? s.context.error : null,
  }
}
