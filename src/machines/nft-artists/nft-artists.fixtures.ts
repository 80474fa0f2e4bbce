import type { NftArtist } from '@/api/contract/nft'
import { MockNftArtists } from '@/api/contract/nft.fixtures'
import { pagedListSnapshots } from '@/machines/paged-list/paged-list.fixtures'
import { nftArtistsMachine } from './nft-artists.machine'

const works: Record<number, number> = { 101: 3, 102: 4, 103: 2, 104: 2 }

/** The fixtures' artists as the client reads them, most works first. */
export const mockArtists: NftArtist[] = MockNftArtists.map((a) => ({
  id: a.id,
  nickname: a.nickname,
  avatar: a.head_portrait,
  artworks: works[a.id] ?? 0,
})).sort((a, b) => b.artworks - a.artworks || a.id - b.id)

/** Twelve artists: a first page of ten, two more to come. */
export const manyArtists = (n: number): NftArtist[] =>
  Array.from({ length: n }, (_, i) => ({
    ...mockArtists[i % mockArtists.length]!,
    id: 200 + i,
    nickname: `${mockArtists[i % mockArtists.length]!.nickname} ${i + 1}`,
  }))

/** One snapshot per state of the artists list. */
export const nftArtistsSnapshots = pagedListSnapshots(
  (value, context) => nftArtistsMachine.resolveState({ value, context }),
  {
    filter: null,
    pageSize: 10,
    items: mockArtists,
    firstOfTwo: { items: manyArtists(10), total: 12 },
  },
)
