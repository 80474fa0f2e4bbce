import { mockNftRows } from '../nft-market/nft-rows.fixtures'
import { nftCollectionMachine, type NftCollectionContext } from './nft-collection.machine'

/** The caller favourited "Neon Fog", "Little Machine" and the blind box. */
export const mockCollectionRows = mockNftRows([3, 6, 9]).filter((r) => r.collected)

const resolve = (
  value: 'loading' | 'ready' | 'empty' | 'failed',
  context: Partial<NftCollectionContext>,
) => nftCollectionMachine.resolveState({ value, context: { rows: [], error: null, ...context } })

/** One snapshot per state of the favourites. */
export const nftCollectionSnapshots = {
  loading: resolve('loading', {}),
  ready: resolve('ready', { rows: mockCollectionRows }),
  empty: resolve('empty', {}),
  failed: resolve('failed', { error: 'network' }),
}
