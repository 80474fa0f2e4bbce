/**
 * The wallet's records (spec §2 fund/receive_withdraw_record, assets_record, transfer_history;
 * api-reference §5.2 recharge/log, user/withdraw/list, wallet/legal_log, wallet/hzhistory): each a
 * records machine (records.machine.ts) around its page call. The ledger takes filters.
 */
import {
  WALLET_PAGE_SIZE,
  type DepositRecord,
  type FundTransferRecord,
  type LedgerEntry,
  type LedgerType,
  type WalletAccount,
  type WithdrawalRecord,
} from '@/api/contract/wallet'
import { walletApi } from '@/api/wallet'
import { createRecordsMachine } from './records.machine'

/** The lists with nothing to filter. */
export type NoFilter = Record<never, never>

/** The ledger's filters (wallet/legal_log); a missing one means all. */
export interface LedgerFilter {
  currency?: number
  account?: WalletAccount
  type?: LedgerType
}

const limit = WALLET_PAGE_SIZE

export const depositRecordsMachine = createRecordsMachine<DepositRecord, NoFilter>(
  'depositRecords',
  ({ page }, { signal }) => walletApi.deposits({ page, limit }, { signal }),
  {},
)

export const withdrawalRecordsMachine = createRecordsMachine<WithdrawalRecord, NoFilter>(
  'withdrawalRecords',
  ({ page }, { signal }) => walletApi.withdrawals({ page, limit }, { signal }),
  {},
)

export const ledgerMachine = createRecordsMachine<LedgerEntry, LedgerFilter>(
  'ledger',
  ({ filter, page }, { signal }) => walletApi.ledger({ ...filter, page, limit }, { signal }),
  {},
)

export const transferRecordsMachine = createRecordsMachine<FundTransferRecord, NoFilter>(
  'transferRecords',
  ({ page }, { signal }) => walletApi.transfers({ page, limit }, { signal }),
  {},
)
