/**
 * The NFT artists (spec §2 nft/components/artist; api-reference §19.2 getArtist): a paged list
 * (paged-list.machine.ts), artists with most works first, ten a page; no filter.
 *
 * loading → ready | empty | failed (list.retry → loading)
 * ready: idle —list.more (more pages)→ loadingMore → idle (appended | `moreError` set)
 */
import { fromPromise } from 'xstate'
import type { NftArtist, NftArtists, NftArtistsRequest } from '@/api/contract/nft'
import { NFT_ARTISTS_DEFAULT } from '@/api/contract/nft'
import { nftApi } from '@/api/nft'
import {
  createPagedListMachine,
  type PagedListContext,
} from '@/machines/paged-list/paged-list.machine'

export type NftArtistsContext = PagedListContext<NftArtist, null>

export const nftArtistsMachine = createPagedListMachine({
  id: 'nftArtists',
  fetchPage: fromPromise<NftArtists, NftArtistsRequest>(({ input, signal }) =>
    nftApi.artists(input, { signal }),
  ),
  request: ({ page, pageSize }) => ({ page, limit: pageSize }),
  readPage: (answer, pageSize) => ({
    items: answer.artists,
    page: answer.page,
    pages: Math.max(1, Math.ceil(answer.total / pageSize)),
    total: answer.total,
  }),
  pageSize: NFT_ARTISTS_DEFAULT,
  itemKey: (artist) => artist.id,
  filter: null,
})
