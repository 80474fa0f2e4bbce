import type { SnapshotFrom } from 'xstate'
import type { NftItem } from '@/api/contract/nft'
import type { ErrorCode } from '@/api/errors'
import { detailStatus, type DetailStatus } from '../load-status'
import { wasSold } from '../nft-cards/nft-cards.view'
import { resaleBlock } from '../nft-resell/nft-resell.logic'
import type { myNftMachine } from './my-nft.machine'

export type MyNftSnapshot = SnapshotFrom<typeof myNftMachine>

/**
 * Where an owned item stands: kept (held), listed and not started yet (upcoming), on sale at a
 * fixed price or by auction, listed but past its window (ended), or won by a bidder who has not
 * paid yet (awaitingPayment). An item that is not the caller's stands as the market sees it:
 * upcoming, on sale, sold (only one that was sold: nft-cards.view `wasSold`) or not on sale.
 */
export type MyNftStanding =
  | 'held'
  | 'upcoming'
  | 'onSaleFixed'
  | 'onSaleAuction'
  | 'ended'
  | 'awaitingPayment'
  | 'sold'
  | 'notOnSale'

export interface MyNftView {
  status: DetailStatus
  item: NftItem | null
  standing: MyNftStanding | null
  /** The server's now when the item was read (for "ends in"). */
  now: number
  /** Resale is offered (held, or a fixed-price window that passed unsold). */
  canResell: boolean
  /** Taking the listing off sale is offered (listed, no bid). */
  canCancel: boolean
  /** Listed with bids: cancelling is not possible (said next to the listing). */
  hasBids: boolean
  isConfirmOpen: boolean
  isCancelling: boolean
  /** Why cancelling was refused, and the server's sentence. */
  cancelError: ErrorCode | null
  serverMessage: string
  error: ErrorCode | null
}

const onSale = (item: NftItem): MyNftStanding =>
  item.payType === 'auction' ? 'onSaleAuction' : 'onSaleFixed'

/** Someone else's item (never the caller's, or theirs no more), as the market sees it. */
function othersStanding(item: NftItem): MyNftStanding {
  if (item.buyStatus === 2) return 'upcoming'
  if (item.buyStatus === 1) return onSale(item)
  return wasSold(item) ? 'sold' : 'notOnSale'
}

export function standingOf(item: NftItem): MyNftStanding {
  if (!item.mine) return othersStanding(item)
  if (item.paymentPending) return 'awaitingPayment'
  if (!item.listed) return 'held'
  if (item.buyStatus === 2) return 'upcoming'
  if (item.buyStatus === 0) return 'ended'
  return onSale(item)
}

export function toMyNftView(s: MyNftSnapshot): MyNftView {
  const status = detailStatus(s)
  const item = status === 'ready' ? s.context.item : null
  const submitting = s.hasTag('submitting')
  return {
    status,
    item,
    standing: item ? standingOf(item) : null,
    now: s.context.now,
    canResell: !!item && item.mine && resaleBlock(item) === null,
    canCancel: s.can({ type: 'cancel.request' }),
    hasBids: !!item && item.mine && item.listed && item.bidCount > 0,
    isConfirmOpen: s.hasTag('sheetOpen') || submitting,
    isCancelling: submitting,
    cancelError: s.context.cancelError,
    serverMessage: s.context.serverMessage,
    error: status === 'failed' ? s.context.error : null,
  }
}
