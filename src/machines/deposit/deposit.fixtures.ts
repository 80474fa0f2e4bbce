import { requestFingerprint } from '@/api/contract/request-fingerprint'
import { DepositClaim } from '@/api/contract/wallet'
import {
  MockBtcDepositAddress,
  MockDepositPending,
  MockUsdtDepositAddress,
} from '@/api/contract/wallet.fixtures'
import { coinOf } from '../wallet-coins'
import { toClaimRequest } from './deposit-claim'
import { depositMachine, type DepositContext } from './deposit.machine'

export const mockUsdtTrc20 = coinOf(3, 'TRC20')!
export const mockBtc = coinOf(1)!
/** The sender a user types in the claim (an Ethereum-style address works as a note too). */
export const MockSenderAddress = 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8'
/** The claim the fixtures' submit answers: the pending mock, as a TRC20 claim of 500 USDT. */
export const mockClaim = DepositClaim.parse({
  ...MockDepositPending,
  network: 'TRC20',
  user_account: MockSenderAddress,
})
/** A key as `createKey` makes them (32 hex), fixed so stories can compare it. */
export const MockIdempotencyKey = '5f0c2a9e7b3d4e61a8c9d0e1f2a3b4c5'

const base: DepositContext = {
  coin: mockUsdtTrc20,
  terms: { address: MockUsdtDepositAddress.trc20, scale: 4, balance: '12500.5000' },
  amount: '',
  account: '',
  requestKey: null,
  claim: null,
  issues: {},
  error: null,
  serverMessage: '',
}
const filled: DepositContext = { ...base, amount: '500', account: MockSenderAddress }
const keyed: DepositContext = {
  ...filled,
  requestKey: { key: MockIdempotencyKey, request: requestFingerprint(toClaimRequest(filled)) },
}

type Copy = 'idle' | 'copying' | 'copied' | 'copyFailed'
type Claim = 'editing' | 'confirming' | { submitting: 'keying' | 'sending' } | 'failed' | 'done'
const at = (claim: Claim, context: Partial<DepositContext> = {}, copy: Copy = 'idle') =>
  depositMachine.resolveState({
    value: { ready: { copy, claim } },
    context: { ...base, ...context },
  })

/** One snapshot per state of the deposit screen. */
export const depositSnapshots = {
  loading: depositMachine.resolveState({ value: 'loading', context: { ...base, terms: null } }),
  failed: depositMachine.resolveState({
    value: 'failed',
    context: { ...base, terms: null, error: 'network' },
  }),
  editing: at('editing'),
  filled: at('editing', filled),
  invalid: at('editing', {
    amount: '12.34567',
    account: '',
    issues: { amount: 'amountTooPrecise', account: 'depositAccountRequired' },
  }),
  refused: at('editing', { ...filled, error: 'currencyNotSupported' }),
  copying: at('editing', {}, 'copying'),
  copied: at('editing', {}, 'copied'),
  copyFailed: at('editing', {}, 'copyFailed'),
  confirming: at('confirming', filled),
  keying: at({ submitting: 'keying' }, filled),
  submitting: at({ submitting: 'sending' }, keyed),
  submitFailed: at('failed', { ...keyed, error: 'network' }),
  done: at('done', { ...filled, claim: mockClaim }),
  btc: at('editing', {
    coin: mockBtc,
    terms: { address: MockBtcDepositAddress, scale: 8, balance: '0.52340000' },
  }),
}
