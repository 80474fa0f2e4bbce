import type { StateValue } from 'xstate'
import { LockOrder, lockOrderWire } from '@/api/contract/lockming'
import { MockLockNow, mockLockState } from '@/api/contract/lockming.fixtures'
import { requestFingerprint } from '@/api/contract/request-fingerprint'
import { mockLockProducts } from '../lockming-list/lockming-list.fixtures'
import { lockFormMachine, toLockRequest, type LockFormContext } from './lock-form.machine'
import type { LockFormSnapshot } from './lock-form.view'

/** The fixtures' clock: the wallet's "now". */
export const mockLockClock = () => MockLockNow

/** USDT 5 days at 0.3 % a day, at least 100. */
export const mockUsdtProduct = mockLockProducts[0]!

const blank: LockFormContext = {
  id: mockUsdtProduct.id,
  product: null,
  balance: '0',
  amount: '',
  touched: false,
  now: mockLockClock,
  requestKey: null,
  error: null,
  errorField: null,
  serverMessage: '',
  lock: null,
}

/** The form loaded: USDT 5 days, 12,500.5 USDT in the funds account. */
export const loaded = (more: Partial<LockFormContext> = {}): LockFormContext => ({
  ...blank,
  product: mockUsdtProduct,
  balance: '12500.5000',
  ...more,
})

const thousand = loaded({ amount: '1000' })
const keyed: LockFormContext = {
  ...thousand,
  requestKey: { key: 'k-lock-0001', request: requestFingerprint(toLockRequest(thousand)) },
}
/** The lock the sandbox answers for 1,000 USDT bought at the fixtures' now. */
export const mockNewLock = LockOrder.parse(
  lockOrderWire({ ...mockLockState(50, 1, '1000.0000', 0), createdAt: MockLockNow }, MockLockNow),
)

const at = (value: StateValue, context: LockFormContext) =>
  lockFormMachine.resolveState({ value, context }) as LockFormSnapshot

/** One snapshot per state (and kind of amount) of the buy page. */
export const lockFormSnapshots = {
  loading: at('loading', blank),
  loadFailed: at('loadFailed', { ...blank, error: 'network' }),
  notFound: at('notFound', { ...blank, id: 404 }),
  /** Nothing typed yet. */
  empty: at('editing', loaded()),
  /** 1,000 USDT: 3 a day, 15 in all; 20 penalty on day 1. */
  filled: at('editing', thousand),
  /** 50 is under the product's 100. */
  belowMinimum: at('editing', loaded({ amount: '50', touched: true })),
  /** More than the 12,500.5 in the funds account. */
  aboveBalance: at('editing', loaded({ amount: '20000' })),
  /** "abc" is not an amount (the field was left). */
  notANumber: at('editing', loaded({ amount: '1.2.3', touched: true })),
  /** Submitted empty. */
  required: at('editing', loaded({ touched: true, error: 'amountRequired', errorField: 'amount' })),
  /** The product closed meanwhile: the server refused. */
  productClosed: at('editing', { ...thousand, error: 'productNotAvailable' }),
  confirming: at('confirming', thousand),
  /** The answer was lost: the sheet stays, with the amount and the same key. */
  networkError: at('confirming', { ...keyed, error: 'network' }),
  keying: at({ submitting: 'keying' }, thousand),
  submitting: at({ submitting: 'sending' }, keyed),
  done: at('done', { ...keyed, requestKey: null, lock: mockNewLock }),
}
