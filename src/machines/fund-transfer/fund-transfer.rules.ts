/**
 * The fund transfer form's rules (api-reference §5.2 wallet/change; contract/wallet.ts): one coin
 * between two of the user's four accounts, no fee. Checks come from wallet-math.ts only.
 */
import {
  walletAccounts,
  type BalanceRow,
  type FundTransferRequest,
  type WalletAccount,
  type WalletOverview,
} from '@/api/contract/wallet'
import { transferIssue } from '@/api/contract/wallet-math'
import type { ErrorCode } from '@/api/errors'

export interface TransferForm {
  overview: WalletOverview | null
  from: WalletAccount
  to: WalletAccount
  currencyId: number
  amount: string
}

/** The row of `currencyId` in `account`, if the overview has it. */
export const rowOf = (
  f: Pick<TransferForm, 'overview' | 'currencyId'>,
  account: WalletAccount,
): BalanceRow | undefined =>
  f.overview?.accounts[account].rows.find((r) => r.currencyId === f.currencyId)

/** Coins that can move between accounts: those the accounts hold rows for (the change account lists them all). */
export const currenciesOf = (overview: WalletOverview | null) =>
  (overview?.accounts.change.rows ?? []).map((r) => ({
    id: r.currencyId,
    name: r.currencyName,
    scale: r.scale,
  }))

/** The starting choice: the asked accounts and coin when they make sense, else spot → contract in USDT. */
export function startingChoice(
  overview: WalletOverview,
  wanted: { from?: string; to?: string; currencyId?: number },
) {
  const account = (value: string | undefined, fallback: WalletAccount) =>
    walletAccounts.find((a) => a === value) ?? fallback
  const from = account(wanted.from, 'change')
  let to = account(wanted.to, from === 'lever' ? 'change' : 'lever')
  if (to === from) to = from === 'change' ? 'lever' : 'change'
  const coins = currenciesOf(overview)
  const currencyId =
    coins.find((c) => c.id === wanted.currencyId)?.id ??
    coins.find((c) => c.name === 'USDT')?.id ??
    coins[0]?.id ??
    0
  return { from, to, currencyId }
}

/** Why the amount cannot move out of the from-account (amount rules, then its available balance). */
export function amountIssueOf(f: TransferForm): ErrorCode | null {
  const row = rowOf(f, f.from)
  if (!row) return 'currencyNotSupported'
  return transferIssue(f.amount.trim(), row.available, row.scale)
}

/** The `wallet/change` request of the form, without its key. */
export function toTransferRequest(f: TransferForm): Omit<FundTransferRequest, 'idempotency_key'> {
  return { currency_id: f.currencyId, number: f.amount.trim(), from_field: f.from, to_field: f.to }
}

const amountRefusals = new Set<ErrorCode>([
  'amountRequired',
  'amountInvalid',
  'amountTooPrecise',
  'insufficientBalance',
])
export const isAmountRefusal = (code: ErrorCode) => amountRefusals.has(code)
