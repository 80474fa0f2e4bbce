import type { StateValue } from 'xstate'
import { OtcAd, OtcOrder } from '@/api/contract/otc'
import { MockOtcAds, MockOtcNow, mockOtcOrder } from '@/api/contract/otc.fixtures'
import { requestFingerprint } from '@/api/contract/request-fingerprint'
import { otcTakeMachine, toTakeRequest, type OtcTakeContext } from './otc-take.machine'
import type { OtcTakeSnapshot } from './otc-take.view'

/** The ads as the client reads them (otc.fixtures' MockOtcAds). */
export const mockOtcAds: OtcAd[] = MockOtcAds.map((w) => OtcAd.parse(w))
const adOf = (id: number) => mockOtcAds.find((a) => a.id === id)!
/** Rio Câmbio sells USDT at 5.42 BRL, 10 to 5,000 per order, Pix or bank transfer. */
export const MockBuyAd = adOf(1)
/** Rio Câmbio buys USDT at 5.31 BRL, 10 to 3,000 per order, Pix. */
export const MockSellAd = adOf(2)

/** The order 100 USDT from MockBuyAd opens at the fixtures' now. */
export const MockNewOtcOrder = OtcOrder.parse(mockOtcOrder(120, 1, '100', MockOtcNow))

const blank: OtcTakeContext = {
  side: 'buy',
  fiat: 'BRL',
  quickAmount: '',
  quickError: null,
  ad: null,
  amount: '',
  touched: false,
  order: null,
  requestKey: null,
  error: null,
  errorField: null,
  serverMessage: '',
}

const on = (ad: OtcAd, more: Partial<OtcTakeContext> = {}): OtcTakeContext => ({
  ...blank,
  side: ad.side,
  ad,
  ...more,
})
const hundred = on(MockBuyAd, { amount: '100' })
const keyed: OtcTakeContext = {
  ...hundred,
  requestKey: { key: 'k-otc-0001', request: requestFingerprint(toTakeRequest(hundred)) },
}

const at = (value: StateValue, context: OtcTakeContext) =>
  otcTakeMachine.resolveState({ value, context }) as OtcTakeSnapshot

/** One snapshot per state of the desk's taking of an ad (and per kind of sheet). */
export const otcTakeSnapshots = {
  idle: at('idle', blank),
  /** The Sell side, in euros. */
  idleSell: at('idle', { ...blank, side: 'sell', fiat: 'EUR' }),
  /** The quick zone found no ad for 90,000 USDT. */
  quickNoAd: at('idle', { ...blank, quickAmount: '90000', quickError: 'otcNoMatchingAd' }),
  quickLooking: at('quickLooking', { ...blank, quickAmount: '100' }),
  /** The sheet on a merchant's sell ad, nothing typed. */
  editing: at('editing', on(MockBuyAd)),
  /** 100 USDT: 542.00 BRL to pay. */
  filled: at('editing', hundred),
  /** 5 USDT is under the ad's 10. */
  belowMinimum: at('editing', on(MockBuyAd, { amount: '5', touched: true })),
  /** Selling 200 USDT to a merchant: the user's coins are held. */
  selling: at('editing', on(MockSellAd, { side: 'sell', amount: '200' })),
  /** The sandbox refused a sale: not enough USDT in the funds account. */
  insufficientBalance: at(
    'editing',
    on(MockSellAd, {
      amount: '200',
      error: 'insufficientBalance',
      errorField: 'amount',
    }),
  ),
  /** 997: no bank card saved; the sheet links to the bank card page. */
  paymentInfoRequired: at('editing', { ...keyed, error: 'paymentInfoRequired' }),
  /** The answer was lost: confirming again sends the same key. */
  networkError: at('editing', { ...keyed, error: 'network' }),
  keying: at({ submitting: 'keying' }, hundred),
  submitting: at({ submitting: 'sending' }, keyed),
  done: at('done', { ...keyed, requestKey: null, order: MockNewOtcOrder }),
}
