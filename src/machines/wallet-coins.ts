/**
 * The coin entries of deposit and withdrawal (spec §3 "coin entry": USDT ERC20 and TRC20 (id 3),
 * ETH (id 2), BTC (id 1); the deposit address records' `currency_type`). One entry per coin and
 * network: the coin-select screen lists them, and `?currency=&network=` names one of them.
 */
import {
  BTC_ID,
  ETH_ID,
  USDT_ID,
  type ClaimNetwork,
  type DepositAddressType,
} from '@/api/contract/wallet'

export interface WalletCoin {
  /** `USDT-TRC20`: unique, stable (React keys, test ids). */
  key: string
  currencyId: number
  /** The coin's symbol. */
  name: 'USDT' | 'ETH' | 'BTC'
  /** The network deposits and withdrawals travel on. */
  network: 'TRC20' | 'ERC20' | 'BTC'
  /** The network `wallet/charge_req` is told (the sandbox infers BTC's and ETH's; sent anyway). */
  claimNetwork: ClaimNetwork
  /** The deposit address record of this entry (`wallet/get_addresses`). */
  addressType: DepositAddressType
}

/** In the order the coin list shows them (spec §3). */
export const walletCoins: readonly WalletCoin[] = [
  {
    key: 'USDT-TRC20',
    currencyId: USDT_ID,
    name: 'USDT',
    network: 'TRC20',
    claimNetwork: 'TRC20',
    addressType: 'USDT-TRC',
  },
  {
    key: 'USDT-ERC20',
    currencyId: USDT_ID,
    name: 'USDT',
    network: 'ERC20',
    claimNetwork: 'ERC20',
    addressType: 'USDT-ERC',
  },
  {
    key: 'ETH',
    currencyId: ETH_ID,
    name: 'ETH',
    network: 'ERC20',
    claimNetwork: 'ERC20',
    addressType: 'ETH',
  },
  {
    key: 'BTC',
    currencyId: BTC_ID,
    name: 'BTC',
    network: 'BTC',
    claimNetwork: 'BTC',
    addressType: 'BTC',
  },
]

/**
 * The entry a query names (`currency` is the id, `network` may be left out for the coins that
 * have one): null when it names none, e.g. USDT without a network or on one it does not use.
 */
export function coinOf(
  currency: string | number | null | undefined,
  network?: string | null,
): WalletCoin | null {
  const id = Number(currency)
  const candidates = walletCoins.filter((c) => c.currencyId === id)
  if (candidates.length === 0) return null
  const wanted = network?.trim().toUpperCase()
  if (!wanted) return candidates.length === 1 ? candidates[0]! : null
  return candidates.find((c) => c.network === wanted) ?? null
}

/** The query that opens `coin` on the deposit or withdraw screen: `currency=3&network=TRC20`. */
export const coinQuery = (coin: WalletCoin) => `currency=${coin.currencyId}&network=${coin.network}`
