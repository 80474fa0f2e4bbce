import { pagedListSnapshots } from '@/machines/paged-list/paged-list.fixtures'
import { NFT_MARKET_PAGE_SIZE, nftMarketMachine, type NftMarketFilter } from './nft-market.machine'
import { mockNftRows } from './nft-rows.fixtures'

const rows = mockNftRows([3])
const snapshotsOf = (filter: NftMarketFilter, items = rows) =>
  pagedListSnapshots((value, context) => nftMarketMachine.resolveState({ value, context }), {
    filter,
    pageSize: NFT_MARKET_PAGE_SIZE,
    items,
    firstOfTwo: { items: rows.slice(0, NFT_MARKET_PAGE_SIZE), total: rows.length },
  })
const all = snapshotsOf({})

/** One snapshot per state of the market list, and the filters where the screen differs. */
export const nftMarketSnapshots = {
  loading: all.loading,
  failed: all.failed,
  ready: all.ready,
  empty: all.empty,
  hasMore: all.hasMore,
  loadingMore: all.loadingMore,
  moreFailed: all.moreFailed,
  /** Auctions in USDT. */
  filtered: snapshotsOf(
    { currency: 3, payType: 'auction' },
    rows.filter((r) => r.payType === 'auction'),
  ).ready,
  /** A keyword nothing matches. */
  noMatch: snapshotsOf({ keyword: 'zebra' }).empty,
}
