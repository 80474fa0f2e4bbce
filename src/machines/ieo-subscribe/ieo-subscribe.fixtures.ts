import type { StateValue } from 'xstate'
import { DAY_MS, IeoDetailAnswer, IeoOrder } from '@/api/contract/ieo'
import { MockIeoNow, MockIeoOrders, mockIeoDetail, mockIeoOrder } from '@/api/contract/ieo.fixtures'
import { requestFingerprint } from '@/api/contract/request-fingerprint'
import {
  ieoSubscribeMachine,
  toOrderRequest,
  type IeoSubscribeContext,
} from './ieo-subscribe.machine'
import type { IeoSubscribeSnapshot } from './ieo-subscribe.view'

/** Project `id` as `project/detail` answers it; `balance` null: no session. */
export const ieoDetailOf = (id: number, balance: string | null = '12500.5000', now = MockIeoNow) =>
  IeoDetailAnswer.parse(mockIeoDetail(id, MockIeoOrders, balance, now))

const blank: IeoSubscribeContext = {
  id: 2,
  detail: null,
  elapsed: 0,
  amount: '',
  touched: false,
  requestKey: null,
  error: null,
  errorField: null,
  serverMessage: '',
  order: null,
}

/** NOVA (in progress, 0.05 USDT, min 100) with 12,500.5 USDT. */
const nova: IeoSubscribeContext = { ...blank, detail: ieoDetailOf(2) }
/** 2,000 NOVA: 100 USDT. */
const typed: IeoSubscribeContext = { ...nova, amount: '2000' }
const keyed: IeoSubscribeContext = {
  ...typed,
  requestKey: { key: 'k-ieo-0001', request: requestFingerprint(toOrderRequest(typed)) },
}
const made = IeoOrder.parse(mockIeoOrder(13, 2, '2000', MockIeoNow))

const at = (value: StateValue, context: IeoSubscribeContext) =>
  ieoSubscribeMachine.resolveState({ value, context }) as IeoSubscribeSnapshot

/** One snapshot per state (and phase) of the subscribe page. */
export const ieoSubscribeSnapshots = {
  loading: at('loading', blank),
  loadFailed: at('loadFailed', { ...blank, error: 'network' }),
  notFound: at('notFound', { ...blank, id: null }),
  /** NOVA in progress, nothing typed; the caller's latest subscription below. */
  editing: at('editing', nova),
  /** 2,000 NOVA: cost, balance after and the allocation. */
  typed: at('editing', typed),
  /** 30 is below the minimum of 100. */
  belowMinimum: at('editing', { ...nova, amount: '30' }),
  /** 300,000 NOVA cost 15,000 USDT: more than the balance. */
  insufficient: at('editing', { ...nova, amount: '300000' }),
  /** The server had fewer tokens left than asked: read again, the code under the amount. */
  refreshing: at('refreshing', { ...typed, error: 'ieoSupplyExceeded', errorField: 'amount' }),
  /** No session: the figures, and subscribing asks to log in. */
  visitor: at('editing', { ...blank, detail: ieoDetailOf(2, null) }),
  /** LUMA opens in 2 days: countdown, form disabled. */
  notStarted: at('editing', { ...blank, id: 3, detail: ieoDetailOf(3) }),
  /** ORBT ended 3 days ago: its result. */
  ended: at('editing', { ...blank, id: 1, detail: ieoDetailOf(1) }),
  /** NOVA three days and a second later: ended while the page was open. */
  endedWhileOpen: at('editing', { ...nova, elapsed: 3 * DAY_MS }),
  /** Subscribing just as it ended: refused, the page now shows the result with why. */
  endedRefused: at('editing', { ...typed, elapsed: 3 * DAY_MS, error: 'ieoEnded' }),
  confirming: at('confirming', typed),
  /** The answer was lost: the sheet stays, same amount and key. */
  networkError: at('confirming', { ...keyed, error: 'network' }),
  keying: at({ submitting: 'keying' }, typed),
  submitting: at({ submitting: 'sending' }, keyed),
  done: at('done', { ...typed, order: made }),
}
