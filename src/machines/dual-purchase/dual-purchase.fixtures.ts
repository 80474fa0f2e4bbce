import type { StateValue } from 'xstate'
import { DualOrderAnswer, DualProductAnswer, type DualProductWire } from '@/api/contract/dual'
import { MockDualNow, MockDualOrders, MockDualProducts } from '@/api/contract/dual.fixtures'
import { requestFingerprint } from '@/api/contract/request-fingerprint'
import { dualPurchaseMachine, type DualPurchaseContext } from './dual-purchase.machine'
import { toBuyRequest } from './dual-purchase.rules'
import type { DualPurchaseSnapshot } from './dual-purchase.view'

/** Product 1: BTC "sell high" at 70,000, 36.5 % APR, 3 days, 880 of 1,000 shares left, 50 per user. */
export const mockCall = DualProductAnswer.parse(MockDualProducts[0])
/** Product 3: BTC "buy low" at 64,000, 40 % APR, 3 days. */
export const mockPut = DualProductAnswer.parse(MockDualProducts[2])

const blank: DualPurchaseContext = {
  id: 1,
  signedIn: true,
  now: MockDualNow,
  product: null,
  balance: null,
  shares: '',
  touched: false,
  requestKey: null,
  error: null,
  errorField: null,
  serverMessage: '',
  order: null,
}

/** The call loaded with the fixtures' BTC balance (0.5234). */
const loaded: DualPurchaseContext = { ...blank, product: mockCall, balance: '0.52340000' }
const three = { ...loaded, shares: '3' }
const keyed: DualPurchaseContext = {
  ...three,
  requestKey: { key: 'k-dual-0001', request: requestFingerprint(toBuyRequest(three)) },
}
const order = DualOrderAnswer.parse({ ...MockDualOrders[0], id: 4, number: 3, total: '0.3' })

const at = (value: StateValue, context: DualPurchaseContext) =>
  dualPurchaseMachine.resolveState({ value, context }) as DualPurchaseSnapshot

/** A wire product with changes (a closed or sold-out one). */
export const productWith = (more: Partial<DualProductWire>) =>
  DualProductAnswer.parse({ ...MockDualProducts[0], ...more })

/** One snapshot per state (and kind of shares) of the purchase page. */
export const dualPurchaseSnapshots = {
  loading: at('loading', blank),
  loadFailed: at('loadFailed', { ...blank, error: 'network' }),
  notFound: at('notFound', { ...blank, id: 404 }),
  /** Nothing typed yet: no payoff card. */
  empty: at('editing', loaded),
  /** 3 shares of the call: 0.3 BTC, both outcomes. */
  filled: at('editing', three),
  /** 2 shares of the put: 200 USDT. */
  put: at('editing', {
    ...blank,
    id: 3,
    product: mockPut,
    balance: '12500.5000',
    shares: '2',
  }),
  /** "1.5" is not a whole number. */
  invalid: at('editing', { ...loaded, shares: '1.5' }),
  /** 6 shares (0.6 BTC) against 0.5234 BTC. */
  insufficient: at('editing', { ...loaded, shares: '6' }),
  /** 45 shares held of 50: 6 more is over the limit. */
  limitReached: at('editing', {
    ...loaded,
    product: { ...mockCall, heldShares: 45 },
    balance: '10.00000000',
    shares: '6',
  }),
  /** A visitor: the terms and the payoff card, and the login instead of the buy. */
  visitor: at('editing', { ...blank, signedIn: false, product: mockCall, shares: '3' }),
  /** The product closed (status 0). */
  closed: at('editing', { ...loaded, product: productWith({ status: 0 }) }),
  /** The server refused: the product closed meanwhile. */
  productClosed: at('editing', { ...three, error: 'productClosed' }),
  confirming: at('confirming', three),
  /** The answer was lost: the sheet stays, with what was typed and the same key. */
  networkError: at('confirming', { ...keyed, error: 'network' }),
  keying: at({ submitting: 'keying' }, three),
  submitting: at({ submitting: 'sending' }, keyed),
  done: at('done', { ...keyed, requestKey: null, order }),
}
