import { LeverPositionSchema } from '@/api/contract/lever'
import {
  MockBtcLeverLast,
  MockBtcLeverRules,
  MockLeverBalance,
  MockLongPosition,
  MockShortPosition,
  mockLeverRow,
} from '@/api/contract/lever.fixtures'
import { requestFingerprint } from '@/api/contract/request-fingerprint'
import { BTC_ID, USDT_ID } from '@/api/contract/wallet'
import { leverTicketMachine, type LeverTicketContext } from './lever-ticket.machine'
import { toLeverRequest, type LeverTerms } from './lever-ticket.rules'
import type { LeverTicketSnapshot } from './lever-ticket.view'

/** BTC/USDT as the screen opens it, at the market fixtures' 41251.65. */
export const MockLeverTicketPair = { symbol: 'BTC/USDT', currencyId: BTC_ID, legalId: USDT_ID }

/** lever/deal of the fixtures: 2,000 USDT and the pair's two open positions (a long and a short). */
export const MockLeverTerms: LeverTerms = {
  rules: MockBtcLeverRules,
  open: true,
  lastPrice: MockBtcLeverLast,
  balance: MockLeverBalance,
  positions: [MockLongPosition, MockShortPosition].map((p) => LeverPositionSchema.parse(p)),
}

const base: LeverTicketContext = {
  pair: MockLeverTicketPair,
  side: 'long',
  kind: 'market',
  multiple: 10,
  lots: '',
  price: '',
  terms: MockLeverTerms,
  last: MockBtcLeverLast,
  position: null,
  requestKey: null,
  error: null,
  errorField: null,
  serverMessage: '',
}
const unloaded = { ...base, terms: null, multiple: null, last: '' }
const marketLong: LeverTicketContext = { ...base, lots: '10' }
const marketShort: LeverTicketContext = { ...base, side: 'short', multiple: 20, lots: '20' }
const limitLong: LeverTicketContext = { ...base, kind: 'limit', price: '40000', lots: '10' }
const withSpread: LeverTicketContext = {
  ...marketLong,
  terms: { ...MockLeverTerms, rules: { ...MockBtcLeverRules, spread: '5' } },
}
/** A thin account (150 USDT, one 10× long) opening 100 lots at 100×: liquidation comes close. */
const highRisk: LeverTicketContext = {
  ...base,
  multiple: 100,
  lots: '100',
  terms: { ...MockLeverTerms, balance: '150.0000', positions: [MockLeverTerms.positions[0]!] },
}
const keyed = (c: LeverTicketContext): LeverTicketContext => ({
  ...c,
  requestKey: { key: 'k-lever-0001', request: requestFingerprint(toLeverRequest(c)) },
})
const opened = LeverPositionSchema.parse(
  mockLeverRow({
    id: 1000,
    side: 'long',
    status: 1,
    origin: MockBtcLeverLast,
    lots: 10,
    multiple: 10,
    minutesAgo: 0,
  }),
)

type Form = 'confirming' | { editing: 'idle' | 'opened' } | { submitting: 'keying' | 'sending' }
const ready = (form: Form, context: LeverTicketContext, balance = 'idle') =>
  leverTicketMachine.resolveState({
    value: { ready: { balance, form } },
    context,
  }) as LeverTicketSnapshot
const editing = (context: LeverTicketContext) => ready({ editing: 'idle' }, context)
const at = (value: 'loading' | 'loadFailed', context: LeverTicketContext) =>
  leverTicketMachine.resolveState({ value, context }) as LeverTicketSnapshot

/** One snapshot per state the futures ticket can show. */
export const leverTicketSnapshots = {
  loading: at('loading', unloaded),
  loadFailed: at('loadFailed', { ...unloaded, error: 'network' }),
  editing: editing(base),
  marketLong: editing(marketLong),
  marketShort: editing(marketShort),
  limitLong: editing(limitLong),
  withSpread: editing(withSpread),
  highRisk: editing(highRisk),
  refreshing: ready({ editing: 'idle' }, marketLong, 'refreshing'),
  lotsInvalid: editing({ ...base, lots: '1.5' }),
  lotsOutOfRange: editing({ ...base, lots: '1001' }),
  priceRequired: editing({
    ...limitLong,
    price: '',
    error: 'priceRequired',
    errorField: 'price',
  }),
  limitPriceSide: editing({ ...limitLong, price: '42000' }),
  insufficientBalance: editing({ ...base, multiple: 5, lots: '500' }),
  pairClosed: editing({
    ...marketLong,
    terms: { ...MockLeverTerms, open: false },
    error: 'pairClosed',
    errorField: null,
  }),
  opened: ready({ editing: 'opened' }, { ...marketLong, lots: '', position: opened }, 'refreshing'),
  confirming: ready('confirming', marketLong),
  confirmingShort: ready('confirming', marketShort),
  confirmingLimit: ready('confirming', limitLong),
  confirmingSpread: ready('confirming', withSpread),
  confirmingHighRisk: ready('confirming', highRisk),
  networkError: ready('confirming', { ...keyed(marketLong), error: 'network' }),
  /** The key was used for another request: the sheet says so; confirming again makes a new one. */
  refused: ready('confirming', { ...marketLong, error: 'idempotencyConflict' }),
  keying: ready({ submitting: 'keying' }, marketLong),
  submitting: ready({ submitting: 'sending' }, keyed(marketLong)),
}
