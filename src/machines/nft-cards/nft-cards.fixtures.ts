import { MockNftNow } from '@/api/contract/nft.fixtures'
import { nftCardsMachine, type NftCardsContext } from './nft-cards.machine'

const base: NftCardsContext = { now: MockNftNow, collected: {}, saving: null }
const resolve = (collect: 'idle' | 'saving' | 'coolingDown', context: Partial<NftCardsContext>) =>
  nftCardsMachine.resolveState({
    value: { clock: 'ticking', collect },
    context: { ...base, ...context },
  })

/** One snapshot per state of the cards' favourites (the clock at the fixtures' now). */
export const nftCardsSnapshots = {
  idle: resolve('idle', {}),
  /** Favouriting "Tidal Memory" (NFT01I01). */
  saving: resolve('saving', { saving: { code: 'NFT01I01', collected: true } }),
  /** Just favourited it: the next toggle waits a second. */
  coolingDown: resolve('coolingDown', { collected: { NFT01I01: true } }),
}
