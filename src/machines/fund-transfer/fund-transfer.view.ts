import type { SnapshotFrom } from 'xstate'
import { walletAccounts, type FundTransferRecord, type WalletAccount } from '@/api/contract/wallet'
import { amountIssue } from '@/api/contract/wallet-math'
import type { ErrorCode } from '@/api/errors'
import { liveIssue, moneyFormStatus, type MoneyFormStatus } from '../money-form'
import type { fundTransferMachine } from './fund-transfer.machine'
import { amountIssueOf, currenciesOf, rowOf } from './fund-transfer.rules'

export type FundTransferSnapshot = SnapshotFrom<typeof fundTransferMachine>

export type FundTransferStatus = MoneyFormStatus

export interface FundTransferView {
  status: FundTransferStatus
  /** The four accounts, in display order. */
  accounts: readonly WalletAccount[]
  from: WalletAccount
  to: WalletAccount
  /** The coins that can move, and the one chosen. */
  currencies: Array<{ id: number; name: string }>
  currencyId: number
  coin: string
  scale: number
  /** Available in the from-account and in the to-account, in the chosen coin. */
  fromAvailable: string
  toAvailable: string
  amount: string
  /** The typed amount when valid: it arrives whole (no fee). */
  arrives: string | null
  /** A problem with the amount worth showing while typing (balance, decimals). */
  amountIssue: ErrorCode | null
  isConfirmOpen: boolean
  isSubmitting: boolean
  error: ErrorCode | null
  errorField: 'amount' | null
  serverMessage: string
  transfer: FundTransferRecord | null
}

export function toFundTransferView(s: FundTransferSnapshot): FundTransferView {
  const c = s.context
  const status = moneyFormStatus(s)
  const fromRow = rowOf(c, c.from)
  const scale = fromRow?.scale ?? 8
  const amount = c.amount.trim()
  return {
    status,
    accounts: walletAccounts,
    from: c.from,
    to: c.to,
    currencies: currenciesOf(c.overview).map(({ id, name }) => ({ id, name })),
    currencyId: c.currencyId,
    coin: fromRow?.currencyName ?? '',
    scale,
    fromAvailable: fromRow?.available ?? '0',
    toAvailable: rowOf(c, c.to)?.available ?? '0',
    amount: c.amount,
    arrives: amountIssue(amount, scale) === null ? amount : null,
    amountIssue: c.overview ? liveIssue(amount, amountIssueOf(c)) : null,
    isConfirmOpen: status === 'confirming' || status === 'submitting',
    isSubmitting: status === 'submitting',
    error: c.error,
    errorField: c.errorField,
    serverMessage: c.serverMessage,
    transfer: c.transfer,
  }
}
