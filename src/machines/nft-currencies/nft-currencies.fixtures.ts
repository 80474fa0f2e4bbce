import type { NftCurrency } from '@/api/contract/nft'
import { nftCurrenciesMachine, type NftCurrenciesContext } from './nft-currencies.machine'

/** What getNftCurrency answers for the fixtures' catalogue. */
export const mockNftCurrencies: NftCurrency[] = [
  { id: 2, name: 'ETH', scale: 8 },
  { id: 3, name: 'USDT', scale: 4 },
]

const resolve = (value: 'loading' | 'ready' | 'failed', context: Partial<NftCurrenciesContext>) =>
  nftCurrenciesMachine.resolveState({ value, context: { currencies: [], error: null, ...context } })

/** One snapshot per state. */
export const nftCurrenciesSnapshots = {
  loading: resolve('loading', {}),
  ready: resolve('ready', { currencies: mockNftCurrencies }),
  failed: resolve('failed', { error: 'network' }),
}
