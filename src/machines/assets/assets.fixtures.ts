import { WalletList, type WalletAccount } from '@/api/contract/wallet'
import { MockEmptyWalletList, MockWalletList } from '@/api/contract/wallet.fixtures'
import { assetsMachine, type AssetsContext } from './assets.machine'

export const mockOverview = WalletList.parse(MockWalletList)
export const mockEmptyOverview = WalletList.parse(MockEmptyWalletList)

/** Fixtures never write: a storage that forgets. */
const storage = { getItem: () => null, setItem: () => {} }

const base: AssetsContext = {
  storage,
  overview: mockOverview,
  account: 'change',
  hidden: false,
  error: null,
}
type Value = 'loading' | 'failed' | { ready: 'idle' | 'refreshing' | 'stale' }
const at = (value: Value, context: Partial<AssetsContext> = {}) =>
  assetsMachine.resolveState({ value, context: { ...base, ...context } })
const account = (a: WalletAccount) => at({ ready: 'idle' }, { account: a })

/** One snapshot per state of the overview (and per account tab). */
export const assetsSnapshots = {
  loading: at('loading', { overview: null }),
  failed: at('failed', { overview: null, error: 'network' }),
  ready: at({ ready: 'idle' }),
  legal: account('legal'),
  lever: account('lever'),
  micro: account('micro'),
  hidden: at({ ready: 'idle' }, { hidden: true }),
  empty: at({ ready: 'idle' }, { overview: mockEmptyOverview }),
  refreshing: at({ ready: 'refreshing' }),
  stale: at({ ready: 'stale' }, { error: 'timeout' }),
}
