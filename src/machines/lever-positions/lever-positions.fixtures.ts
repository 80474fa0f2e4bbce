import type { StateValue } from 'xstate'
import { LeverPositionSchema, type LeverPosition } from '@/api/contract/lever'
import {
  MockBtcLeverRules,
  MockCopiedPosition,
  MockLeverBalance,
  MockLeverPrices,
  MockLongPosition,
  MockPendingPosition,
  MockShortPosition,
  mockLeverRow,
} from '@/api/contract/lever.fixtures'
import { requestFingerprint } from '@/api/contract/request-fingerprint'
import { BTC_ID, ETH_ID, USDT_ID } from '@/api/contract/wallet'
import { toSheetRequest } from './lever-positions.logic'
import { leverPositionsMachine } from './lever-positions.machine'
import type {
  LeverMarket,
  LeverPair,
  LeverPositionsContext,
  LeverPositionsData,
} from './lever-positions.types'

/** The screen's pair in the fixtures. */
export const MockLeverPair: LeverPair = { symbol: 'BTC/USDT', currencyId: BTC_ID, legalId: USDT_ID }

const parse = (wire: unknown): LeverPosition => LeverPositionSchema.parse(wire)

/** The contract fixtures' rows, parsed: a 10× long and a 20× short of BTC with and without
 * stops, a copied ETH long, a pending BTC limit long. */
export const MockLong = parse(MockLongPosition)
export const MockShort = parse(MockShortPosition)
export const MockCopied = parse(MockCopiedPosition)
export const MockPending = parse(MockPendingPosition)

/** A 5× short of 30 lots of BTC at 40800.00 (for a scope with two shorts). */
export const MockSecondShort = parse(
  mockLeverRow({
    id: 15,
    side: 'short',
    status: 1,
    origin: '40800.00',
    lots: 30,
    multiple: 5,
    minutesAgo: 5,
  }),
)

export const MockLeverMarkets: Record<string, LeverMarket> = {
  'BTC/USDT': { rules: MockBtcLeverRules, lastPrice: MockLeverPrices[`${BTC_ID}/${USDT_ID}`]! },
  'ETH/USDT': {
    rules: { ...MockBtcLeverRules, lotSize: '0.01' },
    lastPrice: MockLeverPrices[`${ETH_ID}/${USDT_ID}`]!,
  },
}

/** What a load brings in the fixtures: the balance, three open positions, one pending. */
export const MockLeverData: LeverPositionsData = {
  balance: MockLeverBalance,
  open: [MockCopied, MockLong, MockShort],
  pending: [MockPending],
  markets: MockLeverMarkets,
}

const base: LeverPositionsContext = {
  pair: MockLeverPair,
  filter: 'all',
  balance: '0',
  open: [],
  pending: [],
  markets: {},
  marks: {},
  error: null,
  sheet: null,
  stops: { takeProfit: '', stopLoss: '' },
  sheetError: null,
  serverMessage: '',
  notice: null,
  requestKey: null,
}
const loaded: LeverPositionsContext = {
  ...base,
  balance: MockLeverData.balance,
  open: MockLeverData.open,
  pending: MockLeverData.pending,
  markets: MockLeverMarkets,
}
/** BTC has moved up to 41800.00 since the rows were written (live marks from the screen). */
const live: LeverPositionsContext = { ...loaded, marks: { 'BTC/USDT': '41800.00' } }
/** Only the long, 5 USDT left and BTC at 36500.00: the risk rate is 25 %, near the 10 % line. */
const atRisk: LeverPositionsContext = {
  ...loaded,
  balance: '5.0000',
  open: [MockLong],
  pending: [],
  marks: { 'BTC/USDT': '36500.00' },
}
const keyed = (c: LeverPositionsContext): LeverPositionsContext => ({
  ...c,
  requestKey: { key: 'k-lever-0001', request: requestFingerprint(toSheetRequest(c)) },
})

type Sheet =
  | 'idle'
  | { stops: 'editing' | 'saving' }
  | { [K in 'close' | 'closeAll' | 'cancel']?: 'confirming' | { submitting: 'keying' | 'sending' } }
const resolve = (value: StateValue, context: LeverPositionsContext) =>
  leverPositionsMachine.resolveState({ value, context })
const ready = (context: LeverPositionsContext, sheet: Sheet = 'idle', sync = 'idle') =>
  resolve({ ready: { sync, sheet } }, context)

const stops = {
  ...live,
  sheet: { kind: 'stops', id: MockLong.id },
  stops: { takeProfit: '45000.00', stopLoss: '38000.00' },
} as const
const close = { ...live, sheet: { kind: 'close', id: MockLong.id } } as const
const closeAll = (scope: 'all' | 'long' | 'short'): LeverPositionsContext => ({
  ...live,
  open: [...live.open, MockSecondShort],
  sheet: { kind: 'closeAll', scope },
})
const cancel = { ...live, sheet: { kind: 'cancel', id: MockPending.id } } as const

/** One snapshot per state the positions panel can show. */
export const leverPositionsSnapshots = {
  loading: resolve('loading', base),
  failed: resolve('failed', { ...base, error: 'network' }),
  ready: ready(loaded),
  live: ready(live),
  onePair: ready({ ...live, filter: 'pair' }),
  empty: ready({ ...loaded, open: [], pending: [] }),
  refreshing: ready(live, 'idle', 'refreshing'),
  atRisk: ready(atRisk),
  danger: ready({ ...atRisk, marks: { 'BTC/USDT': '36000.00' } }),
  positionGone: ready({ ...live, open: [MockCopied, MockShort], notice: 'positionNotOpen' }),
  editingStops: ready(stops, { stops: 'editing' }),
  newStops: ready(
    {
      ...stops,
      sheet: { kind: 'stops', id: MockShort.id },
      stops: { takeProfit: '', stopLoss: '' },
    },
    { stops: 'editing' },
  ),
  takeProfitInvalid: ready(
    {
      ...stops,
      stops: { takeProfit: '41000.00', stopLoss: '38000.00' },
      sheetError: 'takeProfitInvalid',
    },
    { stops: 'editing' },
  ),
  stopLossRefused: ready(
    {
      ...stops,
      stops: { takeProfit: '45000.00', stopLoss: '41500' },
      sheetError: 'stopLossInvalid',
    },
    { stops: 'editing' },
  ),
  savingStops: ready(stops, { stops: 'saving' }),
  closing: ready(close, { close: 'confirming' }),
  closeFailed: ready({ ...keyed(close), sheetError: 'network' }, { close: 'confirming' }),
  closeNeedsFunds: ready(
    { ...keyed(close), sheetError: 'closeNeedsFunds' },
    { close: 'confirming' },
  ),
  closeKeying: ready(close, { close: { submitting: 'keying' } }),
  closeSending: ready(keyed(close), { close: { submitting: 'sending' } }),
  closingAll: ready(closeAll('all'), { closeAll: 'confirming' }),
  closingLongs: ready(closeAll('long'), { closeAll: 'confirming' }),
  closingShorts: ready(closeAll('short'), { closeAll: 'confirming' }),
  closeAllKeying: ready(closeAll('all'), { closeAll: { submitting: 'keying' } }),
  closeAllSending: ready(keyed(closeAll('all')), { closeAll: { submitting: 'sending' } }),
  cancelling: ready(cancel, { cancel: 'confirming' }),
  cancelKeying: ready(cancel, { cancel: { submitting: 'keying' } }),
  cancelSending: ready(keyed(cancel), { cancel: { submitting: 'sending' } }),
}
