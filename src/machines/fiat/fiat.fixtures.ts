import { FiatRatesResponse } from '@/api/contract/fiat'
import { MOCK_FIAT_UPDATED_AT, MockFiatRates } from '@/api/contract/fiat.fixtures'
import { fiatMachine, type FiatContext } from './fiat.machine'
import type { FiatSnapshot } from './fiat.view'

/** 2025-07-01T08:00:00Z: the fixtures' "now", eight hours after the reference table. */
export const MOCK_FIAT_NOW = MOCK_FIAT_UPDATED_AT + 8 * 3_600_000

const rates = FiatRatesResponse.parse(MockFiatRates).rates
const table = { rates, updatedAt: MOCK_FIAT_UPDATED_AT, savedAt: MOCK_FIAT_NOW - 3_600_000 }
/** Fetched two days ago: past its 24 h. */
const oldTable = { ...table, savedAt: MOCK_FIAT_NOW - 48 * 3_600_000 }

const base: FiatContext = {
  storage: { getItem: () => null, setItem: () => {} },
  now: () => MOCK_FIAT_NOW,
  code: 'USD',
  rate: '1',
  known: false,
  table: null,
  pending: null,
  isFallback: false,
  error: null,
}
const euro: Partial<FiatContext> = { code: 'EUR', rate: rates.EUR, known: true }

const at = (value: 'loading' | 'ready' | 'failed', context: Partial<FiatContext> = {}) =>
  fiatMachine.resolveState({ value, context: { ...base, ...context } }) as FiatSnapshot

/** One snapshot per state the fiat display can be in. */
export const fiatSnapshots = {
  /** First start: no table yet, figures in USD at 1 (the spec's default). */
  loading: at('loading'),
  /** The stored table is past 24 h: EUR keeps showing at its old rate while a new one loads. */
  refreshing: at('loading', { ...euro, table: oldTable }),
  /** The user chose GBP before any table had loaded. */
  waiting: at('loading', { pending: 'GBP' }),
  ready: at('ready', { known: true, table }),
  readyEuro: at('ready', { ...euro, table }),
  readyYen: at('ready', { code: 'JPY', rate: rates.JPY, known: true, table }),
  /** Nothing known and the service failed: USD at 1, said plainly. */
  failedFallback: at('failed', { isFallback: true, error: 'network' }),
  /** The service failed; the two-day-old table and the chosen EUR stay in use. */
  failedStale: at('failed', { ...euro, table: oldTable, error: 'timeout' }),
}
