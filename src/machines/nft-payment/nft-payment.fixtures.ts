import type { StateValue } from 'xstate'
import { NftWinnerOrder } from '@/api/contract/nft-auction'
import { MockNftWinnerOrders } from '@/api/contract/nft-auction.fixtures'
import { requestFingerprint } from '@/api/contract/request-fingerprint'
import { nftPaymentMachine, toPayRequest, type NftPaymentContext } from './nft-payment.machine'
import type { NftPaymentSnapshot } from './nft-payment.view'

const [awaiting, paid, expired] = MockNftWinnerOrders.map((o) => NftWinnerOrder.parse(o)) as [
  NftWinnerOrder,
  NftWinnerOrder,
  NftWinnerOrder,
]

/** Copper Tide, 150 USDT, closed 3 h ago: 21 h left to pay, the 5 USDT deposit held. */
export const mockAwaitingOrder = awaiting
/** Night Garden, paid: the deposit returned. */
export const mockPaidOrder = paid
/** Salt Lines, unpaid past the deadline: the deposit forfeited. */
export const mockExpiredOrder = expired

const base: NftPaymentContext = {
  order: awaiting,
  elapsed: 0,
  requestKey: null,
  error: null,
  serverMessage: '',
}
const keyed: NftPaymentContext = {
  ...base,
  requestKey: { key: 'k-nft-pay-0001', request: requestFingerprint(toPayRequest(base)) },
}

const at = (value: StateValue, context: NftPaymentContext) =>
  nftPaymentMachine.resolveState({ value, context }) as NftPaymentSnapshot

/** One snapshot per state of the payment. */
export const nftPaymentSnapshots = {
  awaitingPayment: at({ payable: 'awaitingPayment' }, base),
  /** The funds could not cover the price: said beside the pay button. */
  insufficientBalance: at(
    { payable: 'awaitingPayment' },
    { ...base, error: 'insufficientBalance' },
  ),
  /** Under two minutes left. */
  lastMinutes: at(
    { payable: 'awaitingPayment' },
    { ...base, elapsed: awaiting.deadline - awaiting.now - 95_000 },
  ),
  confirming: at({ payable: 'confirming' }, base),
  /** The answer was lost: the sheet stays, confirming again sends the same key. */
  networkError: at({ payable: 'confirming' }, { ...keyed, error: 'network' }),
  keying: at({ payable: { submitting: 'keying' } }, base),
  submitting: at({ payable: { submitting: 'sending' } }, keyed),
  paid: at('paid', { ...base, order: paid }),
  expired: at('expired', { ...base, order: expired }),
}
