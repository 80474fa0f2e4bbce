import type { SnapshotFrom } from 'xstate'
import type { NftItem } from '@/api/contract/nft'
import { boxRarities, oddsPercent, type BlindBoxInfo, type BoxRarity } from '@/api/contract/nft-box'
import type { ErrorCode } from '@/api/errors'
import { detailStatus, type DetailStatus } from '../load-status'
import { nowOf, saleClock, type SalePhase } from './nft-artwork.logic'
import type { nftArtworkMachine } from './nft-artwork.machine'

export type NftArtworkSnapshot = SnapshotFrom<typeof nftArtworkMachine>

/** What a blind box published before any sale: the odds of each rarity and its commitment. */
export interface PublishedBoxView {
  seriesName: string
  /** Per rarity (N, R, SR): its chance in percent ("70.00") and how many works it holds. */
  odds: { rarity: BoxRarity; percent: string; works: number }[]
  /** SHA-256 of the box's secret seed, published when it was listed. */
  commitment: string
  opened: boolean
}

/**
 * What the page offers for the sale type: buy (fixed price or blind box, purchase_one), bid (an
 * auction, nft/purchase), or nothing to do (the caller's own item).
 */
export type ArtworkAction = 'buy' | 'bid' | 'mine'

export interface NftArtworkView {
  status: DetailStatus
  item: NftItem | null
  collectNumber: number
  /** The sale's phase and the seconds to its next change, on the sandbox's clock. */
  phase: SalePhase
  secondsLeft: number
  action: ArtworkAction
  /** The action can be taken now (on sale). */
  canAct: boolean
  box: PublishedBoxView | null
  /** The favourite star: the caller's own item has none. */
  canCollect: boolean
  isSavingFavourite: boolean
  favouriteError: ErrorCode | null
  error: ErrorCode | null
  serverMessage: string
}

export function toNftArtworkView(s: NftArtworkSnapshot): NftArtworkView {
  const c = s.context
  const item = c.artwork?.detail.item ?? null
  const box = c.artwork?.box ?? null
  const clock = item ? saleClock(item, nowOf(c)) : { phase: 'ended' as const, secondsLeft: 0 }
  const action: ArtworkAction = !item
    ? 'buy'
    : item.mine
      ? 'mine'
      : item.payType === 'auction'
        ? 'bid'
        : 'buy'
  return {
    status: detailStatus(s),
    item,
    collectNumber: c.artwork?.detail.collectNumber ?? 0,
    phase: clock.phase,
    secondsLeft: clock.secondsLeft,
    action,
    canAct: action !== 'mine' && clock.phase === 'onSale',
    box: box ? toPublishedBoxView(box) : null,
    canCollect: item !== null && !item.mine,
    isSavingFavourite: s.hasTag('saving'),
    favouriteError: c.favouriteError,
    error: c.error,
    serverMessage: c.serverMessage,
  }
}

/** What the page shows of a box's published terms. */
export function toPublishedBoxView(b: BlindBoxInfo): PublishedBoxView {
  return {
    seriesName: b.seriesName,
    odds: boxRarities.map((rarity) => ({
      rarity,
      percent: oddsPercent(b.odds[rarity]),
      works: b.counts[rarity],
    })),
    commitment: b.commitment,
    opened: b.opened,
  }
}
