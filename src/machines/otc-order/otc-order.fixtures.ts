import type { StateValue } from 'xstate'
import { OtcOrder, type OtcOrderWire } from '@/api/contract/otc'
import { MockOtcNow, MockOtcOrders, mockOtcOrder } from '@/api/contract/otc.fixtures'
import { OTC_PAYMENT_WINDOW_MS } from '@/api/contract/otc-math'
import { msToWireTime } from '@/api/contract/wallet/common'
import type { OtcStep } from './otc-order.logic'
import { otcOrderMachine } from './otc-order.machine'
import type { OtcOrderContext } from './otc-order.setup'
import type { OtcOrderSnapshot } from './otc-order.view'

/** The fixtures' clock: the OTC fixtures' "now". */
export const mockOtcClock = () => MockOtcNow

const parsed = (w: OtcOrderWire) => OtcOrder.parse(w)
const byId = (id: number) => parsed(MockOtcOrders.find((o) => o.id === id)!)
/** Buying 100 USDT from Rio Câmbio for 542.00 BRL: 11 minutes left to pay. */
export const MockAwaitingBuy = byId(107)
/** Selling 200 USDT to Rio Câmbio: the merchant has still to pay 1,062.00 BRL. */
export const MockAwaitingSell = byId(106)
/** Bought 500 USDT, paid: the merchant has still to release. */
export const MockPaidBuy = byId(105)
/** Bought 250 USDT, in appeal. */
export const MockAppealBuy = byId(104)
export const MockCompletedBuy = byId(103)
export const MockCancelledBuy = byId(102)
export const MockTimedOutBuy = byId(101)
/** Sold 200 USDT; the merchant says they paid: the user confirms the fiat arrived. */
export const MockPaidSell = parsed({
  ...mockOtcOrder(108, 2, '200', MockOtcNow - 8 * 60_000),
  is_sure: 3,
  paid_at: msToWireTime(MockOtcNow - 2 * 60_000),
  now: msToWireTime(MockOtcNow),
})
/** A buy whose window has just passed; the server has not cancelled it yet. */
export const MockOverdueBuy = parsed({
  ...mockOtcOrder(109, 1, '100', MockOtcNow - OTC_PAYMENT_WINDOW_MS),
  now: msToWireTime(MockOtcNow),
})

const blank: OtcOrderContext = {
  id: 107,
  order: null,
  now: mockOtcClock,
  receivedAt: MockOtcNow,
  secondsLeft: 0,
  step: null,
  appealText: '',
  appealImg: null,
  appealTouched: false,
  error: null,
  serverMessage: '',
}

const of = (order: OtcOrder, more: Partial<OtcOrderContext> = {}): OtcOrderContext => ({
  ...blank,
  id: order.id,
  order,
  secondsLeft: order.secondsLeft,
  ...more,
})

type StatusLeaf =
  | { awaitingPayment: 'counting' | 'expiring' | 'overdue' }
  | 'paid'
  | 'appeal'
  | 'completed'
  | 'cancelled'
  | 'refreshing'
type StepLeaf = 'idle' | 'confirming' | 'sending' | { appealing: 'editing' | 'sending' }

const at = (value: StateValue, context: OtcOrderContext) =>
  otcOrderMachine.resolveState({ value, context }) as OtcOrderSnapshot
const open = (status: StatusLeaf, step: StepLeaf, context: OtcOrderContext) =>
  at({ open: { status, step } }, context)
const counting = { awaitingPayment: 'counting' } as const
const asking = (order: OtcOrder, step: OtcStep, more: Partial<OtcOrderContext> = {}) =>
  of(order, { step, ...more })
const appealText = 'I paid 2,725.00 BRL by Pix at 10:02; the merchant has not released.'
const appealImg = '/uploads/0a1b2c3d4e5f60718293a4b5c6d7e8f9.jpg'

/** One snapshot per state of an order's page (and per order status, each side where it differs). */
export const otcOrderSnapshots = {
  loading: at('loading', blank),
  failed: at('failed', { ...blank, error: 'network' }),
  notFound: at('notFound', { ...blank, id: 404 }),
  /** Buying: pay the merchant within the window, then say so. */
  awaitingBuy: open(counting, 'idle', of(MockAwaitingBuy)),
  /** Selling: the user's coins are held; the merchant pays. */
  awaitingSell: open(counting, 'idle', of(MockAwaitingSell)),
  /** The window has passed: the order is read again. */
  expiring: open({ awaitingPayment: 'expiring' }, 'idle', of(MockOverdueBuy)),
  /** The server has not cancelled it yet: read again shortly. */
  overdue: open({ awaitingPayment: 'overdue' }, 'idle', of(MockOverdueBuy)),
  confirmPay: open(counting, 'confirming', asking(MockAwaitingBuy, 'pay')),
  payingFailed: open(
    counting,
    'confirming',
    asking(MockAwaitingBuy, 'pay', { error: 'network', serverMessage: '' }),
  ),
  paying: open(counting, 'sending', asking(MockAwaitingBuy, 'pay')),
  confirmCancel: open(counting, 'confirming', asking(MockAwaitingBuy, 'cancel')),
  /** Paid: waiting for the merchant's release. */
  paidBuy: open('paid', 'idle', of(MockPaidBuy)),
  /** The merchant paid: the user checks the account, then releases. */
  paidSell: open('paid', 'idle', of(MockPaidSell)),
  confirmRelease: open('paid', 'confirming', asking(MockPaidSell, 'confirm')),
  releasing: open('paid', 'sending', asking(MockPaidSell, 'confirm')),
  appealing: open('paid', { appealing: 'editing' }, of(MockPaidBuy)),
  /** Sent without a picture or enough words. */
  appealInvalid: open(
    'paid',
    { appealing: 'editing' },
    of(MockPaidBuy, { appealText: 'late', appealTouched: true }),
  ),
  appealSending: open('paid', { appealing: 'sending' }, of(MockPaidBuy, { appealText, appealImg })),
  inAppeal: open('appeal', 'idle', of(MockAppealBuy)),
  completed: open('completed', 'idle', of(MockCompletedBuy)),
  cancelled: open('cancelled', 'idle', of(MockCancelledBuy)),
  timedOut: open('cancelled', 'idle', of(MockTimedOutBuy)),
  refreshing: open('refreshing', 'idle', of(MockPaidBuy)),
}

/** The appeal's picture, uploaded (kyc-picture fixtures), for the sheet's stories. */
export const mockAppealImg = appealImg
