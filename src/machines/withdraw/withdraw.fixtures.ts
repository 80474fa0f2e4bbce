import { WithdrawAddress } from '@/api/contract/payout'
import {
  MockBankCard,
  MockInternationalBankCard,
  MockUsdtAddress,
} from '@/api/contract/payout.fixtures'
import {
  USDT_ID,
  WithdrawInfo,
  Withdrawal,
  msToWireTime,
  type WithdrawalWire,
} from '@/api/contract/wallet'
import {
  MockWalletNow,
  MockWithdrawalPending,
  mockWithdrawInfo,
} from '@/api/contract/wallet.fixtures'
import { requestFingerprint } from '@/api/contract/request-fingerprint'
import { withdrawMachine, type WithdrawContext } from './withdraw.machine'
import { toWithdrawRequest } from './withdraw.rules'
import type { WithdrawSnapshot } from './withdraw.view'

/** USDT on TRC20: fee 1, minimum 10, 12,500.5 available, Lv1 (200 BTC a day, 0.1 used). */
export const MockUsdtTerms = WithdrawInfo.parse(mockWithdrawInfo(USDT_ID))
export const MockUnverifiedTerms = WithdrawInfo.parse(
  mockWithdrawInfo(USDT_ID, { kyc_level: 0, limit_btc: '', used_btc: '', remaining_btc: '' }),
)
const usdtAddress = WithdrawAddress.parse(MockUsdtAddress)
const secondAddress = WithdrawAddress.parse({
  ...MockUsdtAddress,
  id: 34,
  name: 'Hardware wallet',
  address: 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7',
})

/** What `wallet/out` answers for 500 USDT to the exchange deposit address, under review. */
export const MockSubmittedWithdrawal: WithdrawalWire = {
  ...MockWithdrawalPending,
  id: 104,
  currency: USDT_ID,
  name: 'USDT',
  number: '500.0000',
  rate: '1.0000',
  real_number: '499.0000',
  address: MockUsdtAddress.address,
  address_name: MockUsdtAddress.name,
  network: 'TRC20',
  create_time: msToWireTime(MockWalletNow),
}
const submitted = Withdrawal.parse(MockSubmittedWithdrawal)
const approved = Withdrawal.parse({
  ...MockSubmittedWithdrawal,
  status: 2,
  status_text: 'Approved',
  review_time: msToWireTime(MockWalletNow + 25 * 60_000),
})

const base: WithdrawContext = {
  currencyId: USDT_ID,
  network: 'TRC20',
  terms: MockUsdtTerms,
  addresses: [usdtAddress, secondAddress],
  cards: { card: MockBankCard, internationalCard: MockInternationalBankCard },
  hasPayPassword: true,
  kind: 'address',
  addressId: usdtAddress.id,
  amount: '',
  payPassword: '',
  requestKey: null,
  previousFee: null,
  error: null,
  errorField: null,
  serverMessage: '',
  withdrawal: null,
}
const filled: WithdrawContext = { ...base, amount: '500' }
const typed: WithdrawContext = { ...filled, payPassword: '123456' }
const keyed: WithdrawContext = {
  ...typed,
  requestKey: { key: 'k-withdraw-0001', request: requestFingerprint(toWithdrawRequest(typed)) },
}

type Value =
  | 'loading'
  | 'loadFailed'
  | 'editing'
  | 'confirming'
  | 'refreshingTerms'
  | { submitting: 'keying' | 'sending' }
  | { done: 'idle' | 'refreshing' }
const at = (value: Value, context: WithdrawContext) =>
  withdrawMachine.resolveState({ value, context }) as WithdrawSnapshot

/** One snapshot per state the withdraw screen can show. */
export const withdrawSnapshots = {
  loading: at('loading', {
    ...base,
    terms: null,
    addresses: [],
    cards: { card: null, internationalCard: null },
  }),
  loadFailed: at('loadFailed', { ...base, terms: null, addresses: [], error: 'network' }),
  editing: at('editing', base),
  filled: at('editing', filled),
  insufficientBalance: at('editing', { ...base, amount: '20000' }),
  belowMinimum: at('editing', {
    ...base,
    amount: '5',
    error: 'belowMinimum',
    errorField: 'amount',
  }),
  noAddress: at('editing', {
    ...base,
    addresses: [],
    addressId: null,
    cards: { card: null, internationalCard: null },
    amount: '500',
    error: 'addressNotSaved',
    errorField: 'destination',
  }),
  card: at('editing', { ...filled, kind: 'card', addressId: null }),
  noInternationalCard: at('editing', {
    ...filled,
    kind: 'internationalCard',
    addressId: null,
    cards: { card: MockBankCard, internationalCard: null },
  }),
  unverified: at('editing', { ...filled, terms: MockUnverifiedTerms }),
  confirming: at('confirming', filled),
  typed: at('confirming', typed),
  payPasswordNotSet: at('confirming', {
    ...filled,
    hasPayPassword: false,
    error: 'payPasswordNotSet',
    errorField: 'payPassword',
  }),
  payPasswordInvalid: at('confirming', {
    ...keyed,
    payPassword: '',
    error: 'payPasswordInvalid',
    errorField: 'payPassword',
  }),
  networkError: at('confirming', { ...keyed, error: 'network' }),
  keying: at({ submitting: 'keying' }, typed),
  submitting: at({ submitting: 'sending' }, keyed),
  refreshingTerms: at('refreshingTerms', { ...typed, previousFee: '0.5', error: 'feeChanged' }),
  feeChanged: at('confirming', { ...typed, previousFee: '0.5', error: 'feeChanged' }),
  done: at({ done: 'idle' }, { ...keyed, payPassword: '', withdrawal: submitted }),
  refreshing: at({ done: 'refreshing' }, { ...keyed, payPassword: '', withdrawal: submitted }),
  approved: at({ done: 'idle' }, { ...keyed, payPassword: '', withdrawal: approved }),
}
