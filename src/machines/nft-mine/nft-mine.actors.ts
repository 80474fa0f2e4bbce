/**
 * The "mine" page's one page fetcher for its three tabs (api-reference §19.2 getMyNFTs,
 * getMyBindBoxQuotationLog, getNeedPayNFTOrder): every answer becomes a `MinePage` of rows with
 * the server's now where the answer has one. Tests and stories replace it with `.provide()`.
 */
import { fromPromise } from 'xstate'
import type { NftItem } from '@/api/contract/nft'
import type { NftMyBid, NftWinnerOrder } from '@/api/contract/nft-auction'
import { nftApi } from '@/api/nft'
import { nftAuctionApi } from '@/api/nft-auction'

export const mineTabs = ['owned', 'bids', 'orders'] as const
export type MineTab = (typeof mineTabs)[number]

/** One row of a tab: an owned item, one of the caller's bids, or an auction they won. */
export type MineRow =
  | { kind: 'owned'; item: NftItem }
  | { kind: 'bid'; bid: NftMyBid }
  | { kind: 'order'; order: NftWinnerOrder }

export interface MinePage {
  rows: MineRow[]
  page: number
  pages: number
  total: number
  /** The server's now with this answer (epoch ms), null when the endpoint sends none. */
  now: number | null
}

export interface MinePageRequest {
  tab: MineTab
  page: number
  limit: number
}

export const MINE_PAGE_SIZE = 10

export const rowKey = (row: MineRow) =>
  row.kind === 'owned'
    ? `owned-${row.item.id}`
    : row.kind === 'bid'
      ? `bid-${row.bid.id}`
      : `order-${row.order.id}`

/** One page of a tab (the owned items and the orders come whole, as one page). */
export async function fetchMinePage(
  { tab, page, limit }: MinePageRequest,
  signal?: AbortSignal,
): Promise<MinePage> {
  if (tab === 'owned') {
    const { items, now } = await nftApi.mine({ signal })
    const rows = items.map((item): MineRow => ({ kind: 'owned', item }))
    return { rows, page: 1, pages: 1, total: rows.length, now }
  }
  if (tab === 'bids') {
    const { bids, total } = await nftAuctionApi.myBids({ page, limit }, { signal })
    const rows = bids.map((bid): MineRow => ({ kind: 'bid', bid }))
    return { rows, page, pages: Math.max(1, Math.ceil(total / limit)), total, now: null }
  }
  const orders = await nftAuctionApi.orders({ signal })
  const rows = orders.map((order): MineRow => ({ kind: 'order', order }))
  return { rows, page: 1, pages: 1, total: rows.length, now: orders[0]?.now ?? null }
}

export const loadMinePage = fromPromise<MinePage, MinePageRequest>(({ input, signal }) =>
  fetchMinePage(input, signal),
)
