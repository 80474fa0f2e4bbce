import type { StateValue } from 'xstate'
import { LockOrder, lockOrderWire } from '@/api/contract/lockming'
import { MockLockNow, MockLockStates } from '@/api/contract/lockming.fixtures'
import { DAY_MS } from '@/api/contract/lockming-math'
import { requestFingerprint } from '@/api/contract/request-fingerprint'
import { MockEarningLock } from '../lock-orders/lock-orders.fixtures'
import { termsOf } from '../lock-orders/lock-orders.logic'
import { lockRedeemMachine, toRedeemRequest, type LockRedeemContext } from './lock-redeem.machine'
import type { LockRedeemSnapshot } from './lock-redeem.view'

const earningState = MockLockStates[0]!

/** #3 a day later (3 days paid, 2 left): the penalty is 8 USDT instead of 12. */
export const MockLockDayLater = LockOrder.parse(
  lockOrderWire({ ...earningState, paidDays: 3 }, MockLockNow + DAY_MS),
)
/** #3 redeemed early at the fixtures' now: 12 USDT penalty, 988 USDT back. */
export const MockLockRedeemedNow = LockOrder.parse(
  lockOrderWire(
    { ...earningState, status: 2, isCancel: 1, cancelFee: '12.0000', finishedAt: MockLockNow },
    MockLockNow,
  ),
)

const closed: LockRedeemContext = {
  requestKey: null,
  lock: null,
  terms: null,
  previousPenalty: null,
  error: null,
  serverMessage: '',
  redeemed: null,
}
/** The sheet open on #3: 3 days left, 12 USDT penalty, 988 back, 6 USDT interest kept. */
export const previewOf = (lock: LockOrder = MockEarningLock): LockRedeemContext => ({
  ...closed,
  lock,
  terms: termsOf(lock),
})
const preview = previewOf()
const keyed: LockRedeemContext = {
  ...preview,
  requestKey: { key: 'k-redeem-0001', request: requestFingerprint(toRedeemRequest(preview)) },
}

const at = (value: StateValue, context: LockRedeemContext) =>
  lockRedeemMachine.resolveState({ value, context }) as LockRedeemSnapshot

/** One snapshot per state of the redemption sheet. */
export const lockRedeemSnapshots = {
  closed: at('idle', closed),
  preview: at('preview', preview),
  keying: at({ submitting: 'keying' }, preview),
  submitting: at({ submitting: 'sending' }, keyed),
  /** The answer was lost: the sheet stays with the reason and the same key. */
  networkError: at('preview', { ...keyed, error: 'network' }),
  rereading: at('rereading', { ...keyed, requestKey: keyed.requestKey, error: 'feeChanged' }),
  /** A day ended meanwhile: the new penalty (8) to confirm again. */
  feeChanged: at('preview', {
    ...previewOf(MockLockDayLater),
    previousPenalty: preview.terms!.penalty,
    error: 'feeChanged',
  }),
  /** It matured (or was redeemed elsewhere) meanwhile. */
  refused: at('refused', { ...preview, error: 'lockNotActive' }),
  notFound: at('refused', { ...preview, error: 'notFound' }),
  done: at('done', { ...preview, redeemed: MockLockRedeemedNow }),
}
