import type { StateValue } from 'xstate'
import { DAY_MS, IeoDetailAnswer, IeoOrder } from '@/api/contract/ieo'
import {
  MockIeoNow,
  MockIeoOrders,
  mockIeoDetail,
  mockIeoPlacement,
} from '@/api/contract/ieo.fixtures'
import { requestFingerprint } from '@/api/contract/request-fingerprint'
import {
  ieoPlacementMachine,
  toBuyRequest,
  type IeoPlacementContext,
} from './ieo-placement.machine'
import type { IeoPlacementSnapshot } from './ieo-placement.view'

const detailOf = (id: number, orders = MockIeoOrders, now = MockIeoNow) =>
  IeoDetailAnswer.parse(mockIeoDetail(id, orders, '12500.5000', now))

/** ORBT (ended 3 days ago, placement open since 2 days ago, 0.1 USDT) with 12,500.5 USDT. */
const orbt: IeoPlacementContext = {
  detail: detailOf(1),
  now: MockIeoNow,
  amount: '',
  touched: false,
  requestKey: null,
  error: null,
  errorField: null,
  serverMessage: '',
  order: null,
}
/** 25.05 USDT: 250.5 ORBT for 25.05 USDT. */
const typed: IeoPlacementContext = { ...orbt, amount: '25.05' }
const keyed: IeoPlacementContext = {
  ...typed,
  requestKey: { key: 'k-ieo-buy-0001', request: requestFingerprint(toBuyRequest(typed)) },
}
const madeWire = mockIeoPlacement(21, 1, '25.05', MockIeoNow)
const made = IeoOrder.parse(madeWire)
/** NOVA three and a half days later: ended, its placement opens half a day later. */
const novaEnded: IeoPlacementContext = {
  ...orbt,
  detail: detailOf(2, MockIeoOrders, MockIeoNow + 3.5 * DAY_MS),
  now: MockIeoNow + 3.5 * DAY_MS,
}

const at = (value: StateValue, context: IeoPlacementContext) =>
  ieoPlacementMachine.resolveState({ value, context }) as IeoPlacementSnapshot

/** One snapshot per state of the placement (and its before/open/placed cases). */
export const ieoPlacementSnapshots = {
  /** ORBT open, nothing typed: unsold supply, balance. */
  editing: at('editing', orbt),
  /** 25.05 USDT: the tokens and the exact cost. */
  typed: at('editing', typed),
  /** More than the balance. */
  insufficient: at('editing', { ...orbt, amount: '20000', touched: true }),
  /** NOVA ended, placement not open yet: opens at sell_begin. */
  notOpen: at('editing', novaEnded),
  /** The caller placed already: their placement, no form. */
  placed: at('editing', { ...orbt, detail: detailOf(1, [madeWire, ...MockIeoOrders]) }),
  confirming: at('confirming', typed),
  /** The answer was lost: the sheet stays, same offer and key. */
  networkError: at('confirming', { ...keyed, error: 'network' }),
  keying: at({ submitting: 'keying' }, typed),
  submitting: at({ submitting: 'sending' }, keyed),
  /** Refused by the server (someone bought the rest): the code under the form. */
  refused: at('editing', { ...typed, error: 'ieoSoldOut' }),
  done: at('done', { ...typed, order: made }),
}
