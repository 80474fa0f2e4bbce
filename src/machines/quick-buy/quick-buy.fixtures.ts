import type { StateValue } from 'xstate'
import { QuickBuyCurrenciesAnswer, QuickBuyOrder } from '@/api/contract/quick-buy'
import {
  MockQuickBuyForm,
  mockQuickBuyCurrencies,
  mockQuickBuyOrder,
} from '@/api/contract/quick-buy.fixtures'
import { quickBuyFields } from '@/api/contract/quick-buy-math'
import { requestFingerprint } from '@/api/contract/request-fingerprint'
import { noRefusal } from '../money-form'
import { quickBuyMachine, type QuickBuyContext } from './quick-buy.machine'
import { blankQuickBuyForm, toCreateRequest } from './quick-buy.rules'
import type { QuickBuySnapshot } from './quick-buy.view'

/** The fiats, countries and banks the sandbox answers (USD 1, THB 32.43, …). */
export const mockQuickBuyTerms = QuickBuyCurrenciesAnswer.parse(mockQuickBuyCurrencies())

const blank: QuickBuyContext = {
  terms: null,
  form: blankQuickBuyForm,
  shown: [],
  requestKey: null,
  ...noRefusal,
  order: null,
}
const loaded = (more: Partial<QuickBuyContext> = {}): QuickBuyContext => ({
  ...blank,
  terms: mockQuickBuyTerms,
  ...more,
})
/** Ana Souza of Brazil buys with USD 100: fee 1, 99 USDT. */
const filled = loaded({ form: MockQuickBuyForm })
const keyed: QuickBuyContext = {
  ...filled,
  requestKey: { key: 'k-quick-buy-0001', request: requestFingerprint(toCreateRequest(filled)) },
}
/** The order the sandbox answers for the filled form. */
export const mockNewQuickBuyOrder = QuickBuyOrder.parse(mockQuickBuyOrder(5))

const at = (value: StateValue, context: QuickBuyContext) =>
  quickBuyMachine.resolveState({ value, context }) as QuickBuySnapshot

/** One snapshot per state (and kind of refusal) of the quick-buy form. */
export const quickBuySnapshots = {
  loading: at('loading', blank),
  loadFailed: at('loadFailed', { ...blank, error: 'network' }),
  /** Nothing typed yet: USD by bank transfer. */
  empty: at('editing', loaded()),
  /** USD 100, the payer complete: fee and USDT shown. */
  filled: at('editing', filled),
  /** Submitted empty: every field says what it needs. */
  required: at('editing', loaded({ shown: [...quickBuyFields] })),
  /** Written wrong: 100.5, a name with digits, a bad e-mail, phone and tax id. */
  invalid: at(
    'editing',
    loaded({
      form: {
        ...MockQuickBuyForm,
        amount: '100.5',
        first_name: 'Ana1',
        email: 'ana@',
        phone: '12',
        tax_id: '1',
      },
      shown: [...quickBuyFields],
    }),
  ),
  /** USD 20 is under the minimum of 50. */
  belowMinimum: at(
    'editing',
    loaded({ form: { ...MockQuickBuyForm, amount: '20' }, shown: ['amount'] }),
  ),
  /** A payer from Germany: "Your area is temporarily not supported". */
  areaNotSupported: at(
    'editing',
    loaded({ form: { ...MockQuickBuyForm, country: 'DE', bank: '' }, shown: [...quickBuyFields] }),
  ),
  /** The sandbox refused the country (the list changed meanwhile): said under it. */
  refused: at('editing', { ...filled, error: 'areaNotSupported', errorField: 'country' }),
  confirming: at('confirming', filled),
  /** The answer was lost: the sheet stays, with the form and the same key. */
  networkError: at('confirming', { ...keyed, error: 'network' }),
  /** The rate changed: the new one is being read. */
  refreshing: at('refreshing', { ...filled, error: 'quoteExpired' }),
  keying: at({ submitting: 'keying' }, filled),
  submitting: at({ submitting: 'sending' }, keyed),
  done: at('done', { ...filled, order: mockNewQuickBuyOrder }),
}
