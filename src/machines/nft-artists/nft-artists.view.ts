import type { SnapshotFrom } from 'xstate'
import type { NftArtist } from '@/api/contract/nft'
import type { ErrorCode } from '@/api/errors'
import { toPagedListView, type PagedListStatus } from '@/machines/paged-list/paged-list.view'
import type { nftArtistsMachine } from './nft-artists.machine'

export interface NftArtistsView {
  status: PagedListStatus
  artists: NftArtist[]
  hasMore: boolean
  isLoadingMore: boolean
  error: ErrorCode | null
  moreError: ErrorCode | null
}

export function toNftArtistsView(s: SnapshotFrom<typeof nftArtistsMachine>): NftArtistsView {
  const { status, items, hasMore, isLoadingMore, error, moreError } = toPagedListView(s)
  return { status, artists: items, hasMore, isLoadingMore, error, moreError }
}
