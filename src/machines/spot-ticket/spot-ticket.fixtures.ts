import { SpotOrderSchema } from '@/api/contract/spot'
import { MockBtcBook, MockBtcUsdtPairRules, MockOpenBuyOrder } from '@/api/contract/spot.fixtures'
import { requestFingerprint } from '@/api/contract/request-fingerprint'
import { BTC_ID, USDT_ID } from '@/api/contract/wallet'
import { spotTicketMachine, type SpotTicketContext } from './spot-ticket.machine'
import { toSpotRequest } from './spot-ticket.rules'
import type { SpotTicketSnapshot } from './spot-ticket.view'

/** BTC/USDT as the screen opens it, with the market fixtures' book at 41251.65. */
export const MockTicketPair = { symbol: 'BTC/USDT', currencyId: BTC_ID, legalId: USDT_ID }
/** The change-account fixture balances (MockBalances): 0.5234 BTC, 12,500.5 USDT. */
export const MockTicketBalances = { base: '0.52340000', quote: '12500.5000' }
export const MockTicketMarket = {
  price: MockBtcBook.price,
  asks: MockBtcBook.asks,
  bids: MockBtcBook.bids,
}

const base: SpotTicketContext = {
  pair: MockTicketPair,
  side: 'buy',
  kind: 'limit',
  rules: MockBtcUsdtPairRules,
  balances: MockTicketBalances,
  market: MockTicketMarket,
  price: '',
  amount: '',
  order: null,
  requestKey: null,
  error: null,
  errorField: null,
  serverMessage: '',
}
const unloaded = { ...base, rules: null, balances: null }
const limitBuy: SpotTicketContext = { ...base, price: '41000', amount: '0.1' }
const limitSell: SpotTicketContext = { ...base, side: 'sell', price: '41500', amount: '0.25' }
const marketBuy: SpotTicketContext = { ...base, kind: 'market', amount: '0.1' }
const marketSell: SpotTicketContext = { ...base, side: 'sell', kind: 'market', amount: '0.5' }
const keyed = (c: SpotTicketContext): SpotTicketContext => ({
  ...c,
  requestKey: { key: 'k-spot-0001', request: requestFingerprint(toSpotRequest(c)) },
})
const placed = SpotOrderSchema.parse({
  ...MockOpenBuyOrder,
  id: 1000,
  target_price: '41000.00',
  trade_amount: '0.1000',
  locked: '4100.0000',
})

type Form = 'confirming' | { editing: 'idle' | 'placed' } | { submitting: 'keying' | 'sending' }
const ready = (form: Form, context: SpotTicketContext, balances = 'idle') =>
  spotTicketMachine.resolveState({
    value: { ready: { balances, form } },
    context,
  }) as SpotTicketSnapshot
const editing = (context: SpotTicketContext) => ready({ editing: 'idle' }, context)
const at = (value: 'loading' | 'loadFailed', context: SpotTicketContext) =>
  spotTicketMachine.resolveState({ value, context }) as SpotTicketSnapshot

/** One snapshot per state the order ticket can show. */
export const spotTicketSnapshots = {
  loading: at('loading', unloaded),
  loadFailed: at('loadFailed', { ...unloaded, error: 'network' }),
  editing: editing(base),
  noMarket: editing({ ...base, market: { price: '', asks: [], bids: [] } }),
  limitBuy: editing(limitBuy),
  limitSell: editing(limitSell),
  marketBuy: editing(marketBuy),
  marketSell: editing(marketSell),
  refreshing: ready({ editing: 'idle' }, limitBuy, 'refreshing'),
  priceRequired: editing({
    ...base,
    amount: '0.1',
    error: 'priceRequired',
    errorField: 'price',
  }),
  priceOutOfBand: editing({ ...limitBuy, price: '50000' }),
  amountTooPrecise: editing({ ...limitBuy, amount: '0.00001' }),
  insufficientBalance: editing({ ...limitBuy, amount: '1' }),
  insufficientLiquidity: editing({ ...marketBuy, amount: '100' }),
  belowMinimum: editing({
    ...limitBuy,
    amount: '0.0001',
    error: 'orderBelowMinimum',
    errorField: null,
  }),
  pairClosed: editing({
    ...limitBuy,
    rules: { ...MockBtcUsdtPairRules, open: false },
    error: 'pairClosed',
    errorField: null,
  }),
  placed: ready({ editing: 'placed' }, { ...limitBuy, amount: '', order: placed }, 'refreshing'),
  confirming: ready('confirming', limitBuy),
  confirmingSell: ready('confirming', limitSell),
  confirmingMarket: ready('confirming', marketBuy),
  confirmingMarketSell: ready('confirming', marketSell),
  networkError: ready('confirming', { ...keyed(limitBuy), error: 'network' }),
  keying: ready({ submitting: 'keying' }, limitBuy),
  submitting: ready({ submitting: 'sending' }, keyed(limitBuy)),
}
