import type { StateValue } from 'xstate'
import { NftDetailAnswer, type NftItemWire } from '@/api/contract/nft'
import { MockNftItems, MockNftNow, mockNftItemFor } from '@/api/contract/nft.fixtures'
import { BlindBoxInfoAnswer } from '@/api/contract/nft-box'
import { MockUnopenedBox, mockOpenedBox } from '@/api/contract/nft-box.fixtures'
import type { Artwork } from './nft-artwork.logic'
import { nftArtworkMachine, type NftArtworkContext } from './nft-artwork.machine'
import type { NftArtworkSnapshot } from './nft-artwork.view'

/** Item `code` of the catalogue as getBoxDetail answers the caller at `now`, with changes. */
export function mockNftDetail(
  code: string,
  more: Partial<NftItemWire> = {},
  collectNumber = 3,
  favourite = false,
  now = MockNftNow,
) {
  const wire = MockNftItems.find((i) => i.code === code)!
  return NftDetailAnswer.parse({
    ...mockNftItemFor({ ...wire, ...more }, now, new Set(favourite ? [wire.id] : [])),
    collect_number: collectNumber,
    now: Math.floor(now / 1000),
  })
}

/** The Aurora box as it is for sale: the odds, the contents and the commitment; not the caller's. */
export const mockBoxForSaleInfo = BlindBoxInfoAnswer.parse({ ...MockUnopenedBox, is_owner: false })
/** The same box once opened by its buyer (the fixtures' seeds). */
export const mockBoxOpenedInfo = BlindBoxInfoAnswer.parse(mockOpenedBox())

const artwork = (code: string, more: Partial<NftItemWire> = {}, favourite = false): Artwork => ({
  detail: mockNftDetail(code, more, favourite ? 4 : 3, favourite),
  box: null,
})

const blank: NftArtworkContext = {
  code: 'NFT01I01',
  artwork: null,
  elapsed: 0,
  error: null,
  serverMessage: '',
  favouriteError: null,
}
const ready = (code: string, a: Artwork, more: Partial<NftArtworkContext> = {}) =>
  ({ ...blank, code, artwork: a, ...more }) satisfies NftArtworkContext

const at = (value: StateValue, context: NftArtworkContext) =>
  nftArtworkMachine.resolveState({ value, context }) as NftArtworkSnapshot

/** One snapshot per state (and kind of sale) of the artwork page. */
export const nftArtworkSnapshots = {
  loading: at('loading', blank),
  loadFailed: at('loadFailed', { ...blank, error: 'network' }),
  notFound: at('notFound', { ...blank, code: null }),
  /** "Tidal Memory", a still at a fixed 25 USDT, on sale for 45 more days. */
  fixed: at({ ready: 'idle' }, ready('NFT01I01', artwork('NFT01I01'))),
  /** The same, favourited by the caller. */
  favourite: at({ ready: 'idle' }, ready('NFT01I01', artwork('NFT01I01', {}, true))),
  /** The star pressed: saving. */
  savingFavourite: at({ ready: 'saving' }, ready('NFT01I01', artwork('NFT01I01'))),
  /** Toggled again within the second: refused. */
  favouriteTooFrequent: at(
    { ready: 'idle' },
    ready('NFT01I01', artwork('NFT01I01'), { favouriteError: 'requestTooFrequent' }),
  ),
  /** "Dune Script" by auction: current bid, step, deposit, and "bid". */
  auction: at({ ready: 'idle' }, ready('NFT02I02', artwork('NFT02I02', { bid_count: 2 }))),
  /** "Harbour at 3 AM" starts in 26 hours. */
  notStarted: at({ ready: 'idle' }, ready('NFT04I04', artwork('NFT04I04'))),
  /** "Black Square Variation": the sale ended a day ago. */
  ended: at({ ready: 'idle' }, ready('NFT05I05', artwork('NFT05I05'))),
  /** "Tidal Memory" bought and not put up for sale again: not on sale, which is not "ended". */
  notOnSale: at({ ready: 'idle' }, ready('NFT01I01', artwork('NFT01I01', { status: 0 }))),
  /** A sound: its cover and the player. */
  audio: at({ ready: 'idle' }, ready('NFT07A01', artwork('NFT07A01'))),
  /** A clip (the video page). */
  video: at({ ready: 'idle' }, ready('NFT08V01', artwork('NFT08V01'))),
  /** The caller's own item, resold at 35 USDT: no star, nothing to buy. */
  mine: at({ ready: 'idle' }, ready('NFT11I11', artwork('NFT11I11'))),
  /** The Aurora blind box: the odds of each rarity and the commitment, before buying. */
  blindBox: at(
    { ready: 'idle' },
    ready('BOX-AURORA-01', { ...artwork('BOX-AURORA-01'), box: mockBoxForSaleInfo }),
  ),
  /** A resale whose window ends in 90 seconds: the countdown without days. */
  endingSoon: at(
    { ready: 'idle' },
    ready('NFT01I01', artwork('NFT01I01', { end_time: Math.floor((MockNftNow + 90_000) / 1000) })),
  ),
}
