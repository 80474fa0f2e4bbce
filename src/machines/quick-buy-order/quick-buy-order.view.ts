import type { SnapshotFrom } from 'xstate'
import type { QuickBuyOrder } from '@/api/contract/quick-buy'
import type { ErrorCode } from '@/api/errors'
import { detailStatus, type DetailStatus } from '../load-status'
import type { quickBuyOrderMachine } from './quick-buy-order.machine'

export type QuickBuyOrderSnapshot = SnapshotFrom<typeof quickBuyOrderMachine>

export interface QuickBuyOrderView {
  status: DetailStatus
  order: QuickBuyOrder | null
  /** Seconds left to transfer (0 once the order no longer waits). */
  secondsLeft: number
  /** The order waits for the transfer: the countdown and "cancel" are shown. */
  isWaiting: boolean
  canCancel: boolean
  canRefresh: boolean
  isCancelOpen: boolean
  isCancelling: boolean
  isRefreshing: boolean
  error: ErrorCode | null
}

export function toQuickBuyOrderView(s: QuickBuyOrderSnapshot): QuickBuyOrderView {
  const c = s.context
  const isWaiting = c.order?.status === 'toBePaid'
  return {
    status: detailStatus(s),
    order: c.order,
    secondsLeft: isWaiting ? c.secondsLeft : 0,
    isWaiting,
    canCancel: s.can({ type: 'order.cancel' }),
    canRefresh: s.can({ type: 'order.refresh' }),
    isCancelOpen: s.hasTag('sheetOpen'),
    isCancelling: s.hasTag('cancelling'),
    isRefreshing: s.hasTag('refreshing'),
    error: c.error,
  }
}
