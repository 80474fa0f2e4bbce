import type { SnapshotFrom } from 'xstate'
import type { ErrorCode } from '@/api/errors'
import type { NftRow } from '../nft-market/nft-market.machine'
import type { nftCollectionMachine } from './nft-collection.machine'

export type NftCollectionStatus = 'loading' | 'failed' | 'empty' | 'ready'

export interface NftCollectionView {
  status: NftCollectionStatus
  rows: NftRow[]
  /** The server's clock of the answer (epoch ms; 0 before it): the cards' `clock.sync`. */
  now: number
  error: ErrorCode | null
}

const statuses: readonly NftCollectionStatus[] = ['loading', 'failed', 'empty']

export function toNftCollectionView(
  s: SnapshotFrom<typeof nftCollectionMachine>,
): NftCollectionView {
  const status = statuses.find((tag) => s.hasTag(tag)) ?? 'ready'
  return {
    status,
    rows: status === 'ready' ? s.context.rows : [],
    now: s.context.rows.reduce((latest, r) => Math.max(latest, r.seenAt), 0),
    error: s.context.error,
  }
}
