import { BTC_ID, Conversion, ConvertOptions, ConvertQuote, USDT_ID } from '@/api/contract/wallet'
import {
  MockConversion,
  MockConvertOptions,
  mockConvertQuote,
} from '@/api/contract/wallet.fixtures'
import { requestFingerprint } from '@/api/contract/request-fingerprint'
import { convertQuoteMachine } from './convert-quote.machine'
import { convertMachine, type ConvertContext } from './convert.machine'
import { toConvertRequest } from './convert.rules'
import type { ConvertQuoteSnapshot, ConvertSnapshot } from './convert.view'

/** USDT, ETH and BTC with the fixture change balances (12,500.5 USDT). */
export const MockConvertCoins = ConvertOptions.parse(MockConvertOptions).currencies
/** USDT → BTC at 64,250.12, fee 0.2 %, valid 10 s. */
export const MockUsdtBtcQuote = ConvertQuote.parse(mockConvertQuote(USDT_ID, BTC_ID))

const base: ConvertContext = {
  coins: MockConvertCoins,
  fromId: USDT_ID,
  toId: BTC_ID,
  amount: '',
  quote: MockUsdtBtcQuote,
  quoteReady: true,
  priceUpdated: false,
  requestKey: null,
  unresolved: false,
  waitSeconds: 0,
  error: null,
  errorField: null,
  serverMessage: '',
  conversion: null,
}
const filled: ConvertContext = { ...base, amount: '1000' }
const keyed: ConvertContext = {
  ...filled,
  requestKey: { key: 'k-convert-0001', request: requestFingerprint(toConvertRequest(filled)) },
}

type Form = 'editing' | { confirming: 'ready' | 'waiting' } | { submitting: 'keying' | 'sending' }
type Price = 'fetching' | 'live' | 'held' | 'failed'

/** The invoked price in `state`, with `secondsLeft` of its 10 s (held while a request is out). */
const price = (state: Price, secondsLeft = 0, held = state === 'held') =>
  convertQuoteMachine.resolveState({
    value: state,
    context: { fromId: USDT_ID, toId: BTC_ID, secondsLeft, held },
  }) as ConvertQuoteSnapshot

function at(
  value: 'loading' | 'loadFailed' | 'done' | { active: Form },
  context: ConvertContext,
  quote?: ConvertQuoteSnapshot,
) {
  return { convert: convertMachine.resolveState({ value, context }) as ConvertSnapshot, quote }
}
const active = (form: Form, context: ConvertContext, quote: ConvertQuoteSnapshot) =>
  at({ active: form }, context, quote)

/** One entry per state the convert screen can show: the form and its price. */
export const convertSnapshots = {
  loading: at('loading', { ...base, coins: [], quote: null, quoteReady: false }),
  loadFailed: at('loadFailed', {
    ...base,
    coins: [],
    quote: null,
    quoteReady: false,
    error: 'network',
  }),
  fetchingQuote: active('editing', { ...base, quote: null, quoteReady: false }, price('fetching')),
  editing: active('editing', base, price('live', 7)),
  filled: active('editing', filled, price('live', 7)),
  insufficientBalance: active('editing', { ...base, amount: '12500' }, price('live', 7)),
  tooSmall: active(
    'editing',
    { ...base, amount: '0.0001', error: 'conversionTooSmall', errorField: 'amount' },
    price('live', 7),
  ),
  quoteFailed: active('editing', { ...base, quote: null, quoteReady: false }, price('failed')),
  confirming: active({ confirming: 'ready' }, filled, price('live', 7)),
  priceUpdated: active(
    { confirming: 'ready' },
    { ...filled, priceUpdated: true },
    price('live', 10),
  ),
  refreshingInSheet: active(
    { confirming: 'ready' },
    { ...filled, quoteReady: false },
    price('fetching'),
  ),
  quoteExpired: active(
    { confirming: 'ready' },
    { ...keyed, error: 'quoteExpired', priceUpdated: true },
    price('live', 10),
  ),
  networkError: active(
    { confirming: 'ready' },
    { ...keyed, unresolved: true, error: 'network' },
    price('held'),
  ),
  tooFrequent: active(
    { confirming: 'waiting' },
    { ...keyed, error: 'requestTooFrequent', waitSeconds: 2 },
    price('live', 7),
  ),
  keying: active({ submitting: 'keying' }, filled, price('live', 7, true)),
  submitting: active({ submitting: 'sending' }, keyed, price('held')),
  done: at('done', { ...keyed, conversion: Conversion.parse(MockConversion) }),
}

/** The price machine's own states, each reached by a snapshot above. */
export const convertQuoteSnapshots = {
  fetching: price('fetching'),
  live: price('live', 7),
  held: price('held'),
  failed: price('failed'),
}
