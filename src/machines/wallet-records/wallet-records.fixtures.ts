import {
  WALLET_PAGE_SIZE,
  DepositClaim,
  FundTransfer,
  LedgerRow,
  Withdrawal,
  type DepositRecord,
  type FundTransferRecord,
  type LedgerEntry,
  type WithdrawalRecord,
} from '@/api/contract/wallet'
import {
  MockDeposits,
  MockFundTransfers,
  MockLedgerRows,
  MockWithdrawals,
} from '@/api/contract/wallet.fixtures'
import { pagedListSnapshots, type PagedListLeaf } from '@/machines/paged-list/paged-list.fixtures'
import type { PagedListContext } from '@/machines/paged-list/paged-list.machine'
import {
  depositRecordsMachine,
  ledgerMachine,
  transferRecordsMachine,
  withdrawalRecordsMachine,
  type LedgerFilter,
  type NoFilter,
} from './wallet-records.machine'
import { withdrawalDetailMachine } from './withdrawal-detail.machine'

export const mockDepositRecords: DepositRecord[] = MockDeposits.map((d) => DepositClaim.parse(d))
export const mockWithdrawalRecords: WithdrawalRecord[] = MockWithdrawals.map((w) =>
  Withdrawal.parse(w),
)
export const mockLedgerEntries: LedgerEntry[] = MockLedgerRows.map((r) => LedgerRow.parse(r))
export const mockTransferRecords: FundTransferRecord[] = MockFundTransfers.map((t) =>
  FundTransfer.parse(t),
)

/** The snapshots of a wallet list over its own rows (`more`: the first page of two). */
function snapshotsOf<T, F, S>(
  resolve: (value: PagedListLeaf, context: PagedListContext<T, F>) => S,
  items: T[],
  filter: F,
) {
  const { hasMore, ...rest } = pagedListSnapshots(resolve, {
    filter,
    pageSize: WALLET_PAGE_SIZE,
    items,
    firstOfTwo: { total: items.length + 10 },
    moreError: 'timeout',
  })
  return { ...rest, more: hasMore }
}

const noFilter: NoFilter = {}

/** One snapshot per state of each records machine. */
export const depositRecordsSnapshots = snapshotsOf(
  (value, context) => depositRecordsMachine.resolveState({ value, context }),
  mockDepositRecords,
  noFilter,
)

export const withdrawalRecordsSnapshots = snapshotsOf(
  (value, context) => withdrawalRecordsMachine.resolveState({ value, context }),
  mockWithdrawalRecords,
  noFilter,
)

export const transferRecordsSnapshots = snapshotsOf(
  (value, context) => transferRecordsMachine.resolveState({ value, context }),
  mockTransferRecords,
  noFilter,
)

const ledgerResolve = (
  value: PagedListLeaf,
  context: PagedListContext<LedgerEntry, LedgerFilter>,
) => ledgerMachine.resolveState({ value, context })

export const ledgerSnapshots = {
  ...snapshotsOf(ledgerResolve, mockLedgerEntries, {} as LedgerFilter),
  /** Filtered to USDT in the spot account: nothing of that type. */
  filteredEmpty: ledgerResolve('empty', {
    filter: { currency: 3, account: 'change', type: 'withdrawReject' },
    pageSize: WALLET_PAGE_SIZE,
    items: [],
    page: 1,
    pages: 1,
    total: 0,
    error: null,
    moreError: null,
  }),
}

const pendingWithdrawal = mockWithdrawalRecords[0]!
export const withdrawalDetailSnapshots = {
  loading: withdrawalDetailMachine.resolveState({
    value: 'loading',
    context: { id: pendingWithdrawal.id, record: pendingWithdrawal, error: null },
  }),
  loadingBlank: withdrawalDetailMachine.resolveState({
    value: 'loading',
    context: { id: pendingWithdrawal.id, record: null, error: null },
  }),
  ready: withdrawalDetailMachine.resolveState({
    value: 'ready',
    context: { id: pendingWithdrawal.id, record: pendingWithdrawal, error: null },
  }),
  rejected: withdrawalDetailMachine.resolveState({
    value: 'ready',
    context: { id: mockWithdrawalRecords[2]!.id, record: mockWithdrawalRecords[2]!, error: null },
  }),
  failed: withdrawalDetailMachine.resolveState({
    value: 'failed',
    context: { id: pendingWithdrawal.id, record: null, error: 'notFound' },
  }),
}
