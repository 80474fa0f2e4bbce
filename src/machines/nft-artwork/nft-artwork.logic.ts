/**
 * The artwork page's rules that are not states (spec §2 nft/artworkDetail; contract/nft.ts,
 * nft-box.ts, nft-math.ts): the `?code=` read, the clock, the sale phase and the actors.
 */
import { fromPromise } from 'xstate'
import type { NftCollect, NftDetail } from '@/api/contract/nft'
import type { BlindBoxInfo } from '@/api/contract/nft-box'
import { buyStatus } from '@/api/contract/nft-math'
import { nftApi } from '@/api/nft'
import { nftBoxApi } from '@/api/nft-box'

/** The countdown's step, ms. */
export const NFT_ARTWORK_TICK_MS = 1_000

/** `?code=` as an item code (the contract's alphabet), or null. */
export function codeOfParam(value: string | null): string | null {
  const code = value?.trim() ?? ''
  return /^[A-Za-z0-9_-]{1,64}$/.test(code) ? code : null
}

/** What the page shows: the item and, for a blind box, what the box published. */
export interface Artwork {
  detail: NftDetail
  /** A blind box's series, odds and commitment; null for anything else. */
  box: BlindBoxInfo | null
}

/** The item, and for a blind box its published odds and commitment (getBlindBoxInfo). */
export const loadArtwork = fromPromise<Artwork, { code: string }>(async ({ input, signal }) => {
  const detail = await nftApi.detail({ code: input.code }, { signal })
  const box =
    detail.item.payType === 'blindBox'
      ? await nftBoxApi.info({ code: input.code }, { signal })
      : null
  return { detail, box }
})

export const collect = fromPromise<NftCollect, { code: string }>(({ input, signal }) =>
  nftApi.collect(input, { signal }),
)

export interface ClockContext {
  artwork: Artwork | null
  /** Milliseconds counted by `tick` since the detail's `now`. */
  elapsed: number
}

/** The sandbox's time now: the detail's `now` plus the time counted since. */
export const nowOf = (c: ClockContext) => (c.artwork?.detail.now ?? 0) + c.elapsed

/**
 * Where a sale stands (§19.1 buy_status on the page's clock). `notOnSale`: the item is not listed
 * (bought and not put up again, or taken off sale), which buy_status 0 does not tell from a sale
 * whose window has passed (`ended`).
 */
export type SalePhase = 'notStarted' | 'onSale' | 'ended' | 'notOnSale'

const phases = { 2: 'notStarted', 1: 'onSale', 0: 'ended' } as const

/** The phase at `now` (ms) and the whole seconds to its next change (0 once ended or off sale). */
export function saleClock(
  item: { startTime: number; endTime: number; onSale: boolean },
  now: number,
): { phase: SalePhase; secondsLeft: number } {
  if (!item.onSale) return { phase: 'notOnSale', secondsLeft: 0 }
  const phase = phases[buyStatus(now, item.startTime, item.endTime, 1)]
  const until = phase === 'notStarted' ? item.startTime : phase === 'onSale' ? item.endTime : now
  return { phase, secondsLeft: Math.max(0, Math.ceil((until - now) / 1000)) }
}
