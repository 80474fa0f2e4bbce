/**
 * K-line fixtures: a deterministic candle series for any pair and period (seeded by both, so a
 * period switch visibly changes the chart), and one snapshot per state of the kline machine.
 * Prices are built in integer ticks of the pair's precision, so every bar is an exact decimal.
 */
import { Candle, periodSeconds, type CanonicalPeriod, type CandleWire } from '@/api/contract/market'
import { MOCK_MARKET_TIME } from '@/api/contract/market.fixtures'
import { createFakeMarketSocket } from '@/api/socket'
import { klineMachine, type KlineContext } from './kline.machine'

/** mulberry32: a small seeded generator, so fixtures are the same on every run. */
function random(seedText: string) {
  let seed = 0
  for (const ch of seedText) seed = (Math.imul(seed, 31) + ch.charCodeAt(0)) | 0
  return () => {
    seed = (seed + 0x6d2b79f5) | 0
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}

const toTicks = (decimal: string, precision: number) => {
  const [whole = '0', fraction = ''] = decimal.split('.')
  return Number(whole + fraction.padEnd(precision, '0').slice(0, precision))
}
const fromTicks = (ticks: number, precision: number) => {
  const digits = String(Math.max(ticks, 1)).padStart(precision + 1, '0')
  return precision ? `${digits.slice(0, -precision)}.${digits.slice(-precision)}` : digits
}

/** The open (unix s) of the bucket holding `seconds`, and the one `back` buckets before it. */
function bucketOpen(period: CanonicalPeriod, seconds: number, back: number): number {
  if (period === '1mon' || period === '1year') {
    const d = new Date(seconds * 1000)
    const months = period === '1mon' ? back : back * 12
    const month = period === '1mon' ? d.getUTCMonth() : 0
    return Date.UTC(d.getUTCFullYear(), month - months, 1) / 1000
  }
  const step = periodSeconds[period]
  // weeks start on Monday; 1970-01-05 was one
  const offset = period === '1week' ? 4 * 86_400 : 0
  return Math.floor((seconds - offset) / step) * step + offset - back * step
}

export interface MockCandleOptions {
  /** @default 'BTC/USDT' */
  symbol?: string
  /** @default '1min' */
  period?: CanonicalPeriod
  /** @default 120 */
  count?: number
  /** The last bar holds this instant (ms). @default MOCK_MARKET_TIME */
  end?: number
  /** The last bar's close. @default '41251.65' */
  close?: string
  /** @default 2 */
  precision?: number
}

/** A seeded random walk of `count` bars ending at `close`, in the wire shape the sandbox sends. */
export function mockCandleWire(opts: MockCandleOptions = {}): CandleWire[] {
  const { symbol = 'BTC/USDT', period = '1min', count = 120, precision = 2 } = opts
  const next = random(`${symbol}|${period}`)
  const end = Math.floor((opts.end ?? MOCK_MARKET_TIME) / 1000)
  // per-bar volatility grows with the square root of the bar's length
  const volatility = 0.0009 * Math.sqrt(periodSeconds[period] / 60)
  const bars: CandleWire[] = []
  let close = toTicks(opts.close ?? '41251.65', precision)
  for (let back = 0; back < count; back++) {
    const open = Math.round(close * (1 + (next() - 0.5) * 2 * volatility))
    const high = Math.max(open, close) + Math.round(close * next() * volatility * 0.6)
    const low = Math.min(open, close) - Math.round(close * next() * volatility * 0.6)
    const volume = fromTicks(
      Math.round((0.2 + next() * next() * 3) * 10_000 * Math.sqrt(periodSeconds[period] / 60)),
      4,
    )
    const id = bucketOpen(period, end, back)
    const bar = {
      id,
      open: fromTicks(open, precision),
      close: fromTicks(close, precision),
      high: fromTicks(high, precision),
      low: fromTicks(low, precision),
      volume,
      amount: volume,
      time: id * 1000,
    }
    bars.unshift(bar)
    close = open
  }
  return bars
}

/** The same series, parsed (what the API module returns). */
export const mockCandles = (opts?: MockCandleOptions): Candle[] =>
  mockCandleWire(opts).map((c) => Candle.parse(c))

export const MockKlineCandles = mockCandles()

/** A second 30 bars before the last fixture bar, 17 s into its minute (unix s). */
export const MOCK_AT = MOCK_MARKET_TIME / 1000 - 30 * 60 + 17

const base: KlineContext = {
  symbol: 'BTC/USDT',
  period: '1min',
  socket: createFakeMarketSocket(),
  now: () => MOCK_MARKET_TIME,
  count: 120,
  at: null,
  candles: [],
  revision: 1,
  seq: null,
  unsequenced: false,
  live: null,
  error: null,
}
const shown: KlineContext = { ...base, candles: MockKlineCandles, seq: 7 }
const resolve = (value: Record<string, unknown>, context: Partial<KlineContext> = {}) =>
  klineMachine.resolveState({ value: value as never, context: { ...base, ...context } })

/** One snapshot per leaf state of the kline machine (plus a second `failed` reason). */
export const klineSnapshots = {
  loading: resolve({ active: 'loading' }),
  ready: resolve({ active: { ready: 'live' } }, shown),
  refreshing: resolve({ active: { ready: 'refreshing' } }, shown),
  refreshFailed: resolve({ active: { ready: 'refreshFailed' } }, { ...shown, error: 'network' }),
  empty: resolve({ active: 'empty' }),
  failed: resolve({ active: 'failed' }, { error: 'network' }),
  pairNotFound: resolve({ active: 'failed' }, { symbol: 'ABC/USDT', error: 'pairNotFound' }),
  /** Opened at a moment: the bar holding MOCK_AT is marked (same state as `ready`). */
  moment: resolve({ active: { ready: 'live' } }, { ...shown, at: MOCK_AT }),
}
