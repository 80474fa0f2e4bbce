/**
 * The NFT market's artworks (spec §2 nft/nft and nft/components/artwork and /search; api-reference
 * §19.2 getBoxList): a paged list (paged-list.machine.ts) whose filter is the currency, the sale
 * type, the media type and the keyword. Each row keeps the server's `now` of the page it came
 * with (`seenAt`), so a card's sale window counts on the sandbox's clock (nft-cards.machine.ts).
 *
 * loading → ready | empty | failed (list.retry → loading)
 * ready: idle —list.more (more pages)→ loadingMore → idle (appended | `moreError` set)
 * filter.change (another filter), from any state → loading page 1 of it; the request in flight is dropped.
 */
import { fromPromise } from 'xstate'
import {
  nftMediaTypes,
  nftPayTypes,
  type NftItem,
  type NftList,
  type NftListRequest,
  type NftMediaType,
  type NftPayType,
} from '@/api/contract/nft'
import { nftApi } from '@/api/nft'
import {
  createPagedListMachine,
  type PagedListContext,
} from '@/machines/paged-list/paged-list.machine'

/** What the market shows: every field is optional ("all"). */
export interface NftMarketFilter {
  /** A currency id (getNftCurrency). */
  currency?: number
  payType?: NftPayType
  mediaType?: NftMediaType
  /** Part of the name (trimmed; blank = any). */
  keyword?: string
}

/** An item with the server's clock of the answer it came with (epoch ms). */
export interface NftRow extends NftItem {
  seenAt: number
}

export interface NftMarketInput {
  filter?: NftMarketFilter
  /** @default NFT_MARKET_PAGE_SIZE */
  pageSize?: number
}

export type NftMarketContext = PagedListContext<NftRow, NftMarketFilter>

/** Two columns of five rows: a phone screen and a half. */
export const NFT_MARKET_PAGE_SIZE = 10

/** The getBoxList request of `filter`'s page `page` (the wire's codes: position + 1). */
export function toListRequest(
  filter: NftMarketFilter,
  page: number,
  limit: number,
): NftListRequest {
  const keyword = filter.keyword?.trim()
  return {
    page,
    limit,
    ...(filter.currency === undefined ? {} : { currency: filter.currency }),
    ...(filter.payType ? { pay_type: (nftPayTypes.indexOf(filter.payType) + 1) as 1 | 2 | 3 } : {}),
    ...(filter.mediaType
      ? { type: (nftMediaTypes.indexOf(filter.mediaType) + 1) as 1 | 2 | 3 | 4 }
      : {}),
    ...(keyword ? { keyword } : {}),
  }
}

/** A page of the answer, each item with the answer's clock. */
export const toRows = (list: NftList): NftRow[] =>
  list.items.map((item) => ({ ...item, seenAt: list.now }))

export const nftMarketMachine = createPagedListMachine({
  id: 'nftMarket',
  fetchPage: fromPromise<NftList, NftListRequest>(({ input, signal }) =>
    nftApi.list(input, { signal }),
  ),
  request: ({ filter, page, pageSize }) => toListRequest(filter, page, pageSize),
  readPage: (list, pageSize) => ({
    items: toRows(list),
    page: list.page,
    pages: Math.max(1, Math.ceil(list.total / pageSize)),
    total: list.total,
  }),
  pageSize: NFT_MARKET_PAGE_SIZE,
  itemKey: (row) => row.id,
  filter: {} as NftMarketFilter,
  fromInput: (input: NftMarketInput) => ({ filter: input.filter, pageSize: input.pageSize }),
})
