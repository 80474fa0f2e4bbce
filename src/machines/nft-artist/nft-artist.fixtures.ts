import { mockArtists } from '../nft-artists/nft-artists.fixtures'
import { mockNftRows } from '../nft-market/nft-rows.fixtures'
import { nftArtistMachine, type NftArtistContext } from './nft-artist.machine'

const rows = mockNftRows()
/** Mara Quill: three works, and two favourites of others' works. */
const mara = mockArtists.find((a) => a.id === 101)!
const base: NftArtistContext = {
  uid: mara.id,
  tab: 'artworks',
  artist: null,
  artworks: [],
  collects: [],
  artworksCollectNumber: 0,
  error: null,
}
const ready: NftArtistContext = {
  ...base,
  artist: mara,
  artworks: rows.filter((r) => r.authorId === mara.id),
  collects: rows.filter((r) => r.code === 'NFT06G01' || r.code === 'NFT08V01'),
  artworksCollectNumber: 5,
}
type Leaf = 'loading' | 'ready' | 'notFound' | 'failed'
const resolve = (value: Leaf, context: NftArtistContext) =>
  nftArtistMachine.resolveState({ value, context })

/** One snapshot per state of an artist's page (`checking` passes at once). */
export const nftArtistSnapshots = {
  loading: resolve('loading', base),
  artworks: resolve('ready', ready),
  collects: resolve('ready', { ...ready, tab: 'collects' }),
  /** An artist whose works nobody favourited, who favourited nothing. */
  noCollects: resolve('ready', {
    ...ready,
    tab: 'collects',
    collects: [],
    artworksCollectNumber: 0,
  }),
  notFound: resolve('notFound', { ...base, uid: 999 }),
  failed: resolve('failed', { ...base, error: 'network' }),
}
