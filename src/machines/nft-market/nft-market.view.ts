import type { SnapshotFrom } from 'xstate'
import { nftMediaTypes, nftPayTypes, type NftMediaType, type NftPayType } from '@/api/contract/nft'
import type { ErrorCode } from '@/api/errors'
import { toPagedListView, type PagedListStatus } from '@/machines/paged-list/paged-list.view'
import type { NftMarketFilter, NftRow, nftMarketMachine } from './nft-market.machine'

export type NftMarketSnapshot = SnapshotFrom<typeof nftMarketMachine>

export interface NftMarketView {
  status: PagedListStatus
  filter: NftMarketFilter
  /** The rows shown (none unless ready). */
  rows: NftRow[]
  total: number
  hasMore: boolean
  isLoadingMore: boolean
  error: ErrorCode | null
  moreError: ErrorCode | null
  /** The server's clock of the latest page (epoch ms; 0 before any): the cards' `clock.sync`. */
  now: number
  /** Any filter is set (the empty state says "nothing matches" rather than "nothing yet"). */
  filtered: boolean
  /** What the sale type and media type filters offer (besides "all"). */
  payTypes: readonly NftPayType[]
  mediaTypes: readonly NftMediaType[]
}

export function toNftMarketView(s: NftMarketSnapshot): NftMarketView {
  const list = toPagedListView(s)
  const f = list.filter
  return {
    status: list.status,
    filter: f,
    rows: list.items,
    total: list.total,
    hasMore: list.hasMore,
    isLoadingMore: list.isLoadingMore,
    error: list.error,
    moreError: list.moreError,
    now: s.context.items.reduce((latest, row) => Math.max(latest, row.seenAt), 0),
    filtered:
      f.currency !== undefined ||
      f.payType !== undefined ||
      f.mediaType !== undefined ||
      (f.keyword ?? '').trim() !== '',
    payTypes: nftPayTypes,
    mediaTypes: nftMediaTypes,
  }
}
