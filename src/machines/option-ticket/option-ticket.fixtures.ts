import {
  MicroDurationsAnswer,
  MicroOrder,
  PayableCurrency,
  type OptionDirection,
} from '@/api/contract/micro'
import {
  MockMicroDurations,
  MockMicroLocked,
  MockMicroPairs,
  mockMicroOrder,
  mockPayableUsdt,
} from '@/api/contract/micro.fixtures'
import { requestFingerprint } from '@/api/contract/request-fingerprint'
import { optionTicketMachine, type OptionTicketContext } from './option-ticket.machine'
import { toOptionRequest, type OptionTicketTerms } from './option-ticket.rules'
import type { OptionTicketSnapshot } from './option-ticket.view'

const btc = MockMicroPairs[0]

/** BTC/USDT as the Options screen opens it, at the market fixtures' price. */
export const MockOptionTicketPair = { symbol: btc.symbol, matchId: btc.match_id }
/** The last price the screen reports in the fixtures. */
export const MockOptionTicketLast = String(btc.price)
/** The options balance of the MSW mock's fixtures (150.25 USDT, 150 locked in two open options). */
export const MockOptionBalance = '150.2500'

/** bind_seconds and payable_currencies of the fixtures: 30/60/120/300 s, USDT fee 1 %, 10–10000. */
export const MockOptionTicketTerms: OptionTicketTerms = {
  durations: MicroDurationsAnswer.parse(MockMicroDurations),
  currency: PayableCurrency.parse(mockPayableUsdt(MockOptionBalance, MockMicroLocked)),
}

const base: OptionTicketContext = {
  pair: MockOptionTicketPair,
  direction: 'rise',
  seconds: 30,
  stake: '',
  durations: MockOptionTicketTerms.durations,
  currency: MockOptionTicketTerms.currency,
  last: MockOptionTicketLast,
  order: null,
  requestKey: null,
  error: null,
  errorField: null,
  serverMessage: '',
}
const unloaded: OptionTicketContext = { ...base, seconds: null, durations: null, currency: null }
const filled: OptionTicketContext = { ...base, stake: '100' }
const fall: OptionTicketContext = { ...filled, direction: 'fall', seconds: 60 }
const keyed = (c: OptionTicketContext): OptionTicketContext => ({
  ...c,
  requestKey: { key: 'k-option-0001', request: requestFingerprint(toOptionRequest(c)) },
})
const refused = (c: OptionTicketContext, error: 'tooManyOpenOptions' | 'requestTooFrequent') => ({
  ...c,
  error,
  errorField: null,
})
/** The option the fixtures' confirm places: a 30 s rise of 100 USDT at the last price. */
export const MockPlacedOption = MicroOrder.parse(
  mockMicroOrder({
    id: 109,
    direction: 'rise' as OptionDirection,
    seconds: 30,
    stake: '100',
    openPrice: MockOptionTicketLast,
    placedAgo: 0,
  }),
)

type Form = 'confirming' | { editing: 'idle' | 'placed' } | { submitting: 'keying' | 'sending' }
const ready = (form: Form, context: OptionTicketContext, balance = 'idle') =>
  optionTicketMachine.resolveState({
    value: { ready: { balance, form } },
    context,
  }) as OptionTicketSnapshot
const editing = (context: OptionTicketContext) => ready({ editing: 'idle' }, context)
const at = (value: 'loading' | 'loadFailed', context: OptionTicketContext) =>
  optionTicketMachine.resolveState({ value, context }) as OptionTicketSnapshot

/** One snapshot per state the options ticket can show. */
export const optionTicketSnapshots = {
  loading: at('loading', unloaded),
  loadFailed: at('loadFailed', { ...unloaded, error: 'network' }),
  editing: editing(base),
  filled: editing(filled),
  /** 300 s: the duration's own minimum (50) is the larger. */
  longDuration: editing({ ...filled, seconds: 300 }),
  /** The pair offers no duration: nothing can be placed. */
  noDurations: editing({ ...base, seconds: null, durations: [] }),
  refreshing: ready({ editing: 'idle' }, filled, 'refreshing'),
  stakeRequired: editing({ ...base, error: 'amountRequired', errorField: 'stake' }),
  stakeBelowMinimum: editing({ ...base, stake: '5' }),
  stakeAboveMaximum: editing({ ...base, stake: '10001' }),
  insufficientBalance: editing({ ...base, stake: '149' }),
  tooManyOpenOptions: editing(refused(filled, 'tooManyOpenOptions')),
  requestTooFrequent: editing(refused(filled, 'requestTooFrequent')),
  placed: ready({ editing: 'placed' }, { ...filled, order: MockPlacedOption }, 'refreshing'),
  confirming: ready('confirming', filled),
  confirmingFall: ready('confirming', fall),
  networkError: ready('confirming', { ...keyed(filled), error: 'network' }),
  /** The key was used for another request: the sheet says so; confirming again makes a new one. */
  conflict: ready('confirming', { ...filled, error: 'idempotencyConflict' }),
  keying: ready({ submitting: 'keying' }, filled),
  submitting: ready({ submitting: 'sending' }, keyed(filled)),
}
