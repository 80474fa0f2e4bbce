import type { StateValue } from 'xstate'
import { DualIndexAnswer, type DualProductWire } from '@/api/contract/dual'
import { MockDualNow, MockDualProducts } from '@/api/contract/dual.fixtures'
import { dualProductsMachine, type DualProductsContext } from './dual-products.machine'
import type { DualProductsSnapshot } from './dual-products.view'

const parsed = (rows: DualProductWire[]) => DualIndexAnswer.parse({ dual_currencys: rows })
const of = (coinId: number, type: 'call' | 'put') =>
  MockDualProducts.filter((p) => p.currency_id === coinId && p.type === type)

/** BTC calls, with a sold-out one and a closed one after the two open ones. */
export const mockCallsWithEnds: DualProductWire[] = [
  ...of(1, 'call'),
  { ...of(1, 'call')[1]!, id: 20, exercise_price: '74000', remaining_number: 0 },
  { ...of(1, 'call')[0]!, id: 21, exercise_price: '76000', status: 0 },
]

const base: DualProductsContext = {
  coinId: 1,
  direction: 'call',
  now: MockDualNow,
  products: [],
  error: null,
  serverMessage: '',
}

const at = (value: StateValue, context: DualProductsContext) =>
  dualProductsMachine.resolveState({ value, context }) as DualProductsSnapshot

/** One snapshot per state of the products list. */
export const dualProductsSnapshots = {
  loading: at('loading', base),
  failed: at('failed', { ...base, error: 'network' }),
  empty: at('empty', { ...base, coinId: 2, direction: 'call' }),
  /** BTC "sell high": two open products, one sold out, one closed. */
  ready: at('ready', { ...base, products: parsed(mockCallsWithEnds) }),
  /** BTC "buy low". */
  put: at('ready', { ...base, direction: 'put', products: parsed(of(1, 'put')) }),
}
