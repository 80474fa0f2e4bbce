/**
 * The wallet's records (spec §2 fund/receive_withdraw_record, assets_record, transfer_history;
 * api-reference §5.2 recharge/log, user/withdraw/list, wallet/legal_log, wallet/hzhistory): each a
 * paged list (paged-list.machine.ts) around its page call. The ledger takes filters.
 */
import { fromPromise } from 'xstate'
import {
  WALLET_PAGE_SIZE,
  type DepositRecord,
  type FundTransferRecord,
  type LedgerEntry,
  type LedgerType,
  type WalletAccount,
  type WalletPage,
  type WithdrawalRecord,
} from '@/api/contract/wallet'
import { walletApi } from '@/api/wallet'
import { createPagedListMachine } from '@/machines/paged-list/paged-list.machine'

/** The lists with nothing to filter. */
export type NoFilter = Record<never, never>

/** The ledger's filters (wallet/legal_log); a missing one means all. */
export interface LedgerFilter {
  currency?: number
  account?: WalletAccount
  type?: LedgerType
}

const limit = WALLET_PAGE_SIZE

/** A wallet list: its fetcher takes `{ filter, page }` and answers a `WalletPage`. */
function walletList<T extends { id: number }, F extends object>(
  id: string,
  load: (
    req: F & { page: number; limit: number },
    opts: { signal: AbortSignal },
  ) => Promise<WalletPage<T>>,
) {
  return createPagedListMachine({
    id,
    fetchPage: fromPromise<WalletPage<T>, { filter: F; page: number }>(({ input, signal }) =>
      load({ ...input.filter, page: input.page, limit }, { signal }),
    ),
    request: ({ filter, page }) => ({ filter, page }),
    readPage: (page) => page,
    pageSize: limit,
    itemKey: (record) => record.id,
    filter: {} as F,
  })
}

export const depositRecordsMachine = walletList<DepositRecord, NoFilter>(
  'depositRecords',
  (req, opts) => walletApi.deposits(req, opts),
)

export const withdrawalRecordsMachine = walletList<WithdrawalRecord, NoFilter>(
  'withdrawalRecords',
  (req, opts) => walletApi.withdrawals(req, opts),
)

export const ledgerMachine = walletList<LedgerEntry, LedgerFilter>('ledger', (req, opts) =>
  walletApi.ledger(req, opts),
)

export const transferRecordsMachine = walletList<FundTransferRecord, NoFilter>(
  'transferRecords',
  (req, opts) => walletApi.transfers(req, opts),
)
