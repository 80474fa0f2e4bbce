import type { SnapshotFrom } from 'xstate'
import type { NftArtist } from '@/api/contract/nft'
import type { ErrorCode } from '@/api/errors'
import { detailStatus, type DetailStatus } from '../load-status'
import type { NftRow } from '../nft-market/nft-market.machine'
import { nftArtistTabs, type NftArtistTab, type nftArtistMachine } from './nft-artist.machine'

export interface NftArtistView {
  status: DetailStatus
  tabs: readonly NftArtistTab[]
  tab: NftArtistTab
  artist: NftArtist | null
  /** The rows of the tab shown. */
  rows: NftRow[]
  /** How many works and favourites the artist has (the tabs' counts). */
  artworksCount: number
  collectsCount: number
  /** Favourites of all the artist's works together. */
  artworksCollectNumber: number
  /** The server's clock of the answer (epoch ms; 0 before it): the cards' `clock.sync`. */
  now: number
  error: ErrorCode | null
}

export function toNftArtistView(s: SnapshotFrom<typeof nftArtistMachine>): NftArtistView {
  const c = s.context
  const rows = c.tab === 'artworks' ? c.artworks : c.collects
  return {
    status: detailStatus(s),
    tabs: nftArtistTabs,
    tab: c.tab,
    artist: c.artist,
    rows,
    artworksCount: c.artworks.length,
    collectsCount: c.collects.length,
    artworksCollectNumber: c.artworksCollectNumber,
    now: [...c.artworks, ...c.collects].reduce((latest, r) => Math.max(latest, r.seenAt), 0),
    error: c.error,
  }
}
