import type { StateValue } from 'xstate'
import {
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
import type { RecordsContext } from './records.machine'
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
export const mockWithdrawalRecords: WithdrawalRecord[] = MockWithdrawals.map((w) => Withdrawal.parse(w))
export const mockLedgerEntries: LedgerEntry[] = MockLedgerRows.map((r) => LedgerRow.parse(r))
export const mockTransferRecords: FundTransferRecord[] = MockFundTransfers.map((t) => FundTransfer.parse(t))

type Leaf = 'loading' | 'failed' | 'empty' | { ready: 'idle' | 'loadingMore' }

/** The same seven snapshots of any records machine, over its own rows. */
function snapshotsOf<T, F>(resolve: (value: StateValue, context: RecordsContext<T, F>) => unknown, items: T[], filter: F) {
  const base: RecordsContext<T, F> = { filter, items, page: 1, pages: 1, total: items.length, error: null, moreError: null }
  const none: RecordsContext<T, F> = { ...base, items: [], page: 0, pages: 0, total: 0 }
  const at = (value: Leaf, context: Partial<RecordsContext<T, F>> = {}) => resolve(value, { ...base, ...context })
  return {
    loading: at('loading', none),
    failed: at('failed', { ...none, error: 'network' }),
    empty: at('empty', { ...none, page: 1, pages: 1 }),
    ready: at({ ready: 'idle' }),
    more: at({ ready: 'idle' }, { pages: 2, total: items.length + 10 }),
    loadingMore: at({ ready: 'loadingMore' }, { pages: 2, total: items.length + 10 }),
    moreFailed: at({ ready: 'idle' }, { pages: 2, total: items.length + 10, moreError: 'timeout' }),
  }
}

type Snapshots<M extends { resolveState: (config: never) => unknown }> = Record<
  'loading' | 'failed' | 'empty' | 'ready' | 'more' | 'loadingMore' | 'moreFailed',
  ReturnType<M['resolveState']>
>

const noFilter: NoFilter = {}

/** One snapshot per state of each records machine. */
export const depositRecordsSnapshots = snapshotsOf(
  (value, context) => depositRecordsMachine.resolveState({ value, context } as never),
  mockDepositRecords,
  noFilter,
) as Snapshots<typeof depositRecordsMachine>

export const withdrawalRecordsSnapshots = snapshotsOf(
  (value, context) => withdrawalRecordsMachine.resolveState({ value, context } as never),
  mockWithdrawalRecords,
  noFilter,
) as Snapshots<typeof withdrawalRecordsMachine>

export const transferRecordsSnapshots = snapshotsOf(
  (value, context) => transferRecordsMachine.resolveState({ value, context } as never),
  mockTransferRecords,
  noFilter,
) as Snapshots<typeof transferRecordsMachine>

const ledgerResolve = (value: StateValue, context: RecordsContext<LedgerEntry, LedgerFilter>) =>
  ledgerMachine.resolveState({ value, context } as never)

export const ledgerSnapshots = {
  ...(snapshotsOf(ledgerResolve, mockLedgerEntries, {} as LedgerFilter) as Snapshots<typeof ledgerMachine>),
  /** Filtered to USDT in the spot account: nothing of that type. */
  filteredEmpty: ledgerResolve('empty', {
    filter: { currency: 3, account: 'change', type: 'withdrawReject' },
    items: [],
    page: 1,
    pages: 1,
    total: 0,
    error: null,
    moreError: null,
  }) as ReturnType<typeof ledgerMachine.resolveState>,
}

const pendingWithdrawal = mockWithdrawalRecords[0]!
export const withdrawalDetailSnapshots = {
  loading: withdrawalDetailMachine.resolveState({ value: 'loading', context: { id: pendingWithdrawal.id, record: pendingWithdrawal, error: null } }),
  loadingBlank: withdrawalDetailMachine.resolveState({ value: 'loading', context: { id: pendingWithdrawal.id, record: null, error: null } }),
  ready: withdrawalDetailMachine.resolveState({ value: 'ready', context: { id: pendingWithdrawal.id, record: pendingWithdrawal, error: null } }),
  rejected: withdrawalDetailMachine.resolveState({
    value: 'ready',
    context: { id: mockWithdrawalRecords[2]!.id, record: mockWithdrawalRecords[2]!, error: null },
  }),
  failed: withdrawalDetailMachine.resolveState({ value: 'failed', context: { id: pendingWithdrawal.id, record: null, error: 'notFound' } }),
}
