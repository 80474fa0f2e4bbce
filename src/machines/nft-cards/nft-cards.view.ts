import type { SnapshotFrom } from 'xstate'
import type { NftItem, NftMediaType, NftPayType, NftRarity } from '@/api/contract/nft'
import { buyStatus } from '@/api/contract/nft-math'
import { compareDecimals } from '@/api/contract/wallet-math'
import type { nftCardsMachine } from './nft-cards.machine'

export type NftCardsSnapshot = SnapshotFrom<typeof nftCardsMachine>

/**
 * Where an item's sale stands on the clock (§19.1 buy_status 2 / 1 / 0): not started, on sale, or
 * out of sale, which is `sold` only for an item that was sold (`wasSold`) and `notOnSale` for any
 * other (a window that passed unsold, a listing taken off sale, an unpaid auction put back).
 */
export type NftSalePhase = 'notStarted' | 'onSale' | 'sold' | 'notOnSale'

/**
 * The item is out of sale because it was sold: §19.1 status 0 and not listed (resell_nft_status
 * 0, no winner still to pay: lock_order 0), in its first round, and no longer the platform's (a
 * first sale credits the platform; `fee_rate` is "0" only while the platform owns it). An item
 * listed again (round 2 on) that is out of sale is not said to be sold: §19 does not tell a resale
 * that was bought from one that ended or was taken off sale.
 */
export const wasSold = (
  item: Pick<NftItem, 'onSale' | 'listed' | 'paymentPending' | 'round' | 'feeRate'>,
) =>
  !item.onSale &&
  !item.listed &&
  !item.paymentPending &&
  item.round === 1 &&
  compareDecimals(item.feeRate, '0') > 0

/** What the cards of a screen share: the clock and the favourite being saved. */
export interface NftCardsView {
  /** The server's clock, epoch ms. */
  now: number
  /** Favourite states confirmed here, by item code. */
  collected: Record<string, boolean>
  /** The item being saved and the state asked for (the star shows it meanwhile). */
  saving: { code: string; collected: boolean } | null
  /** A favourite may be toggled now (none is being saved, the pause after one is over). */
  canToggle: boolean
}

export function toNftCardsView(s: NftCardsSnapshot): NftCardsView {
  return {
    now: s.context.now,
    collected: s.context.collected,
    saving: s.context.saving,
    canToggle: s.can({ type: 'collect.toggle', code: '', collected: false }),
  }
}

/** One NFT as a card draws it. */
export interface NftCardView {
  id: number
  code: string
  name: string
  mediaType: NftMediaType
  image: string
  media: string | null
  /** The current price (an auction's highest bid), in `currencyName` with `scale` decimals. */
  price: string
  currencyName: string
  scale: number
  payType: NftPayType
  /** null: a blind box not opened yet (what it holds is not known). */
  rarity: NftRarity | null
  authorName: string
  phase: NftSalePhase
  /** Seconds to the start (notStarted) or to the end (onSale); 0 once out of sale. */
  secondsLeft: number
  collected: boolean
  /** Its favourite is being saved (`collected` is the state asked for). */
  collectPending: boolean
  /** The star can be tapped: not the caller's own item, and no other favourite being saved. */
  canCollect: boolean
  /** The caller owns it. */
  mine: boolean
}

/** The item's sale at `now` (epoch ms). */
export function salePhaseOf(item: NftItem, now: number): NftSalePhase {
  const status = buyStatus(now, item.startTime, item.endTime, item.onSale ? 1 : 0)
  if (status === 2) return 'notStarted'
  if (status === 1) return 'onSale'
  return wasSold(item) ? 'sold' : 'notOnSale'
}

/** An item on the cards' clock (the later of the clock and the item's own answer). */
export function toNftCard(item: NftItem & { seenAt?: number }, cards: NftCardsView): NftCardView {
  const now = Math.max(cards.now, item.seenAt ?? 0)
  const phase = salePhaseOf(item, now)
  const until = phase === 'notStarted' ? item.startTime : phase === 'onSale' ? item.endTime : now
  const pending = cards.saving?.code === item.code
  return {
    id: item.id,
    code: item.code,
    name: item.name,
    mediaType: item.mediaType,
    image: item.image,
    media: item.media,
    price: item.price,
    currencyName: item.currencyName,
    scale: item.scale,
    payType: item.payType,
    rarity: item.rarity,
    authorName: item.authorName,
    phase,
    secondsLeft: Math.max(0, Math.ceil((until - now) / 1000)),
    collected: pending ? cards.saving!.collected : (cards.collected[item.code] ?? item.collected),
    collectPending: pending,
    canCollect: !item.mine && cards.canToggle,
    mine: item.mine,
  }
}
