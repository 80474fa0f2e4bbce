import { NftMyBidsAnswer, NftWinnerOrdersAnswer } from '@/api/contract/nft-auction'
import { MockNftMyBids, MockNftWinnerOrders } from '@/api/contract/nft-auction.fixtures'
import { MockNftNow } from '@/api/contract/nft.fixtures'
import { pagedListSnapshots, type PagedListLeaf } from '../paged-list/paged-list.fixtures'
import type { PagedListContext } from '../paged-list/paged-list.machine'
import { mockAuctionItem } from '../my-nft/my-nft.fixtures'
import { mockListedItem, mockOwnedItem } from '../nft-resell/nft-resell.fixtures'
import { MINE_PAGE_SIZE, type MineRow, type MineTab } from './nft-mine.actors'
import { nftMineMachine, type NftMineContext } from './nft-mine.machine'
import type { NftMineSnapshot } from './nft-mine.view'

/** The caller's items: one kept, one on sale at a fixed price, one auction with bids. */
export const mockOwnedRows: MineRow[] = [
  mockOwnedItem,
  mockListedItem,
  { ...mockAuctionItem, id: 12, code: 'NFT12I12', name: 'Salt Lines' },
].map((item) => ({ kind: 'owned', item }))
export const mockBidRows: MineRow[] = NftMyBidsAnswer.parse(MockNftMyBids).bids.map((bid) => ({
  kind: 'bid',
  bid,
}))
/** Awaiting payment (21 h left), paid (deposit returned), expired (deposit forfeited). */
export const mockOrderRows: MineRow[] = NftWinnerOrdersAnswer.parse(MockNftWinnerOrders).map(
  (order) => ({ kind: 'order', order }),
)

const resolve =
  (serverNow: number) => (value: PagedListLeaf, context: PagedListContext<MineRow, MineTab>) =>
    nftMineMachine.resolveState({
      value: typeof value === 'string' ? value : { ready: { page: value.ready, clock: 'ticking' } },
      context: { ...context, serverNow, elapsed: 0 } satisfies NftMineContext,
    }) as NftMineSnapshot

const tab = (filter: MineTab, items: MineRow[]) =>
  pagedListSnapshots(resolve(MockNftNow), { filter, pageSize: MINE_PAGE_SIZE, items })

const owned = tab('owned', mockOwnedRows)
const bids = tab('bids', mockBidRows)
const orders = tab('orders', mockOrderRows)

/** One snapshot per leaf (the owned tab) and the other tabs' ready lists. */
export const nftMineSnapshots = {
  ...owned,
  bids: bids.ready,
  bidsHasMore: bids.hasMore,
  bidsEmpty: bids.empty,
  orders: orders.ready,
  /** 21 h and a second later: the first order's deadline passed (the server has not said so yet). */
  ordersOverdue: nftMineMachine.resolveState({
    value: { ready: { page: 'idle', clock: 'ticking' } },
    context: { ...orders.ready.context, elapsed: 21 * 3_600_000 + 1000 },
  }) as NftMineSnapshot,
  ordersEmpty: orders.empty,
}
