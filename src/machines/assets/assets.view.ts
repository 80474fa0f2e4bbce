import type { SnapshotFrom } from 'xstate'
import { walletAccounts, type BalanceRow, type WalletAccount } from '@/api/contract/wallet'
import { compareDecimals, usdtValue } from '@/api/contract/wallet-math'
import type { ErrorCode } from '@/api/errors'
import { ownCode } from '../own-error'
import type { assetsMachine } from './assets.machine'

export type AssetsSnapshot = SnapshotFrom<typeof assetsMachine>

/** One currency of the account shown. */
export interface AssetRowView {
  currencyId: number
  name: string
  /** Decimal strings with the currency's decimals. */
  available: string
  locked: string
  /** (available + locked) × usdt price, exact (contract/wallet-math `usdtValue`). */
  usdtValue: string
  scale: number
  /** Nothing of this currency in this account. */
  isZero: boolean
}

export interface AccountTotalView {
  account: WalletAccount
  /** The account's `usdt_totle` (rounded down to USDT decimals). */
  usdtTotal: string
}

export interface AssetsView {
  status: 'loading' | 'failed' | 'ready'
  /** A background refresh is in flight; the figures shown stay. */
  isRefreshing: boolean
  /** The last refresh failed: the figures shown may be out of date. */
  isStale: boolean
  /** Figures are masked (the user's stored choice). */
  hidden: boolean
  /** Every account is empty: a new user, offered a first deposit. */
  isEmpty: boolean
  /** Σ of the four accounts, in USDT. */
  usdtTotal: string
  /** The account shown, and every account's total (tabs, in display order). */
  account: WalletAccount
  accounts: AccountTotalView[]
  /** The shown account's currencies, most valuable first. */
  rows: AssetRowView[]
  /** Why loading or the last refresh failed; session errors are the session's. */
  error: ErrorCode | null
}

const isZero = (value: string) => compareDecimals(value, '0') === 0

function toRow(row: BalanceRow): AssetRowView {
  return {
    currencyId: row.currencyId,
    name: row.currencyName,
    available: row.available,
    locked: row.locked,
    usdtValue: usdtValue(row.available, row.locked, row.usdtPrice),
    scale: row.scale,
    isZero: isZero(row.available) && isZero(row.locked),
  }
}

/** Most valuable first; equal values (empty rows) keep the server's order. */
const byValue = (a: AssetRowView, b: AssetRowView) => compareDecimals(b.usdtValue, a.usdtValue)

export function toAssetsView(s: AssetsSnapshot): AssetsView {
  const { overview, account, hidden, error } = s.context
  const status = s.hasTag('loading') ? 'loading' : s.hasTag('failed') ? 'failed' : 'ready'
  const allRows = overview ? walletAccounts.flatMap((a) => overview.accounts[a].rows) : []
  return {
    status,
    isRefreshing: s.hasTag('refreshing'),
    isStale: s.hasTag('stale'),
    hidden,
    isEmpty: status === 'ready' && allRows.every((r) => isZero(r.available) && isZero(r.locked)),
    usdtTotal: overview?.usdtTotal ?? '0',
    account,
    accounts: walletAccounts.map((a) => ({
      account: a,
      usdtTotal: overview?.accounts[a].usdtTotal ?? '0',
    })),
    rows: overview ? overview.accounts[account].rows.map(toRow).sort(byValue) : [],
    error: ownCode(error),
  }
}
