/**
 * The deposit machine's doors to the network and the clipboard (api-reference §5.2
 * wallet/get_in_address, wallet/detail, wallet/charge_req); tests and stories replace each with
 * `.provide()`.
 */
import { fromPromise } from 'xstate'
import {
  USDT_ID,
  type DepositClaimRequest,
  type DepositNetwork,
  type DepositRecord,
} from '@/api/contract/wallet'
import { ApiError } from '@/api/errors'
import { walletApi } from '@/api/wallet'
import type { WalletCoin } from '../wallet-coins'
import type { DepositTerms } from './deposit.machine'

/** The platform's address of the coin on its network, the coin's decimals and the balance. */
export const loadTerms = fromPromise<DepositTerms, { coin: WalletCoin }>(
  async ({ input: { coin }, signal }) => {
    const [addresses, detail] = await Promise.all([
      walletApi.depositAddress({ currency: coin.currencyId }, { signal }),
      walletApi.detail({ currency: coin.currencyId, type: 'change' }, { signal }),
    ])
    // USDT answers one address per network, the other coins one address
    const address =
      coin.currencyId === USDT_ID ? addresses[coin.network as DepositNetwork] : addresses.main
    if (!address) throw new ApiError('currencyNotSupported')
    return { address, scale: detail.scale, balance: detail.available }
  },
)

export const copyText = fromPromise<void, { text: string }>(async ({ input }) => {
  if (!globalThis.navigator?.clipboard) throw new Error('no clipboard')
  await globalThis.navigator.clipboard.writeText(input.text)
})

export const claimDeposit = fromPromise<DepositRecord, DepositClaimRequest>(({ input, signal }) =>
  walletApi.claimDeposit(input, { signal }),
)
