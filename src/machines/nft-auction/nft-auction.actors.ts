/**
 * The auction page's doors to the network and the socket (api-reference §19.2 getBoxDetail,
 * getAuctionInfo, getBindBoxQuotationLog, getNeedPayNFTOrder, auctionNFT; §13 `nft_bid` through
 * `watchNft`). Tests and stories replace them with `.provide()`.
 */
import { fromCallback, fromPromise, type EventObject } from 'xstate'
import type { NftItem } from '@/api/contract/nft'
import {
  NftBidEvent,
  type NftAuctionInfo,
  type NftBid,
  type NftBidRequest,
  type NftBidResult,
  type NftWinnerOrder,
} from '@/api/contract/nft-auction'
import { nftApi } from '@/api/nft'
import { nftAuctionApi } from '@/api/nft-auction'
import { parsePrivate, type MarketSocket } from '@/api/socket'
import type { output } from 'zod/mini'

/** Everything the page shows, read together (the snapshot the live log starts from). */
export interface NftAuctionData {
  item: Pick<NftItem, 'code' | 'name' | 'mediaType' | 'image' | 'media'>
  info: NftAuctionInfo
  /** The current round's last bids, newest first. */
  bids: NftBid[]
  /** The caller's winner order of this round, if they won it. */
  order: NftWinnerOrder | null
}

/** A public bid as the room hands it on. */
export type NftBidNotice = output<typeof NftBidEvent>

/** The caller's order of the round whose bids are `bids` (its winning bid is the newest one). */
export const orderOfRound = (orders: readonly NftWinnerOrder[], code: string, bids: NftBid[]) =>
  orders.find((o) => o.code === code && bids.some((b) => b.id === o.bidId)) ?? null

export const loadAuction = fromPromise<NftAuctionData, { code: string }>(
  async ({ input: { code }, signal }) => {
    const [detail, info, bids, orders] = await Promise.all([
      nftApi.detail({ code }, { signal }),
      nftAuctionApi.info({ code }, { signal }),
      nftAuctionApi.bidLog({ code }, { signal }),
      nftAuctionApi.orders({ signal }),
    ])
    const { name, mediaType, image, media } = detail.item
    return {
      item: { code, name, mediaType, image, media },
      info,
      bids,
      order: orderOfRound(orders, code, bids),
    }
  },
)

export const placeBid = fromPromise<NftBidResult, NftBidRequest>(({ input, signal }) =>
  nftAuctionApi.bid(input, { signal }),
)

/** What the room actor tells the machine. */
export type NftRoomEvent = { type: 'bid.receive'; notice: NftBidNotice } | { type: 'feed.reopened' }

/**
 * The item's room for as long as the page shows it: every `nft_bid` of this item, and the socket
 * opening again after a drop (bids may have been missed: the page reads its snapshot again).
 */
export const watchBids = fromCallback<
  EventObject,
  { socket: MarketSocket; code: string },
  NftRoomEvent
>(({ input: { socket, code }, sendBack }) => {
  const offBid = socket.on('nft_bid', (raw) => {
    const notice = parsePrivate(NftBidEvent, raw)
    if (notice && notice.code === code) sendBack({ type: 'bid.receive', notice })
  })
  const offOpen = socket.on('open', () => sendBack({ type: 'feed.reopened' }))
  const room = socket.watchNft(code)
  return () => {
    offBid()
    offOpen()
    room.unwatch()
  }
})
