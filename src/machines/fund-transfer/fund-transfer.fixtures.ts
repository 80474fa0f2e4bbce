import { FundTransfer, USDT_ID, WalletList, msToWireTime } from '@/api/contract/wallet'
import { MockWalletList, MockWalletNow, mockFundTransfer } from '@/api/contract/wallet.fixtures'
import { requestFingerprint } from '@/api/contract/request-fingerprint'
import { fundTransferMachine, type FundTransferContext } from './fund-transfer.machine'
import { toTransferRequest } from './fund-transfer.rules'
import type { FundTransferSnapshot } from './fund-transfer.view'

/** The fixture balances: 12,500.5 USDT on spot, 2,000 on contract, 800 on fiat, 150.25 on options. */
export const MockOverview = WalletList.parse(MockWalletList)

const base: FundTransferContext = {
  wanted: {},
  overview: MockOverview,
  from: 'change',
  to: 'lever',
  currencyId: USDT_ID,
  amount: '',
  requestKey: null,
  error: null,
  errorField: null,
  serverMessage: '',
  transfer: null,
}
const filled: FundTransferContext = { ...base, amount: '500' }
const keyed: FundTransferContext = {
  ...filled,
  requestKey: { key: 'k-transfer-0001', request: requestFingerprint(toTransferRequest(filled)) },
}
const done = FundTransfer.parse({
  ...mockFundTransfer(104, USDT_ID, '500.0000', 'change', 'lever'),
  created_time: msToWireTime(MockWalletNow),
})

const at = (
  value:
    | 'loading'
    | 'loadFailed'
    | 'editing'
    | 'confirming'
    | 'done'
    | { submitting: 'keying' | 'sending' },
  context: FundTransferContext,
) => fundTransferMachine.resolveState({ value, context }) as FundTransferSnapshot

/** One snapshot per state the fund transfer screen can show. */
export const fundTransferSnapshots = {
  loading: at('loading', { ...base, overview: null }),
  loadFailed: at('loadFailed', { ...base, overview: null, error: 'network' }),
  editing: at('editing', base),
  filled: at('editing', filled),
  fromOptions: at('editing', { ...base, from: 'micro', to: 'change', amount: '150.25' }),
  insufficientBalance: at('editing', { ...base, amount: '20000' }),
  required: at('editing', { ...base, error: 'amountRequired', errorField: 'amount' }),
  confirming: at('confirming', filled),
  networkError: at('confirming', { ...keyed, error: 'network' }),
  keying: at({ submitting: 'keying' }, filled),
  submitting: at({ submitting: 'sending' }, keyed),
  done: at('done', { ...keyed, transfer: done }),
}
