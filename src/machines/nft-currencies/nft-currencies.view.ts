import type { SnapshotFrom } from 'xstate'
import type { NftCurrency } from '@/api/contract/nft'
import { loadStatus, type LoadStatus } from '../load-status'
import type { nftCurrenciesMachine } from './nft-currencies.machine'

export interface NftCurrenciesView {
  status: LoadStatus
  /** The currencies to filter by (none until loaded). */
  currencies: NftCurrency[]
}

export const toNftCurrenciesView = (
  s: SnapshotFrom<typeof nftCurrenciesMachine>,
): NftCurrenciesView => ({ status: loadStatus(s), currencies: s.context.currencies })
