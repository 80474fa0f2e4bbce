import type { SnapshotFrom } from 'xstate'
import { periodSeconds, type CanonicalPeriod, type Candle } from '@/api/contract/market'
import type { ErrorCode } from '@/api/errors'
import type { klineMachine } from './kline.machine'

export type KlineSnapshot = SnapshotFrom<typeof klineMachine>

export type KlineStatus = 'loading' | 'ready' | 'empty' | 'failed'

export interface KlineView {
  symbol: string
  period: CanonicalPeriod
  /** Bars shorter than a day: times of day matter on the time axis. */
  isIntraday: boolean
  status: KlineStatus
  /** Oldest first; the last bar may be in progress. */
  candles: readonly Candle[]
  /**
   * Changes when `candles` was replaced wholesale (a history arrived, or the pair or period
   * changed); between two changes only the last bar moved or one was appended, so a chart may
   * update that bar in place instead of redrawing the series.
   */
  revision: number
  /** A missed live update is being repaired by fetching the history again. */
  isRefreshing: boolean
  /** Why the history could not be loaded (`failed` only). */
  error: ErrorCode | null
  canRetry: boolean
  /** The open of the bar holding the second shown (`at`); null without one or before it loads. */
  focusTime: number | null
}

/** The bar of `candles` holding second `at` (unix s), by its open. */
function barHolding(candles: readonly Candle[], at: number | null, period: CanonicalPeriod) {
  if (at === null) return null
  const bar = candles.findLast((c) => c.time <= at)
  return bar && at < bar.time + periodSeconds[period] ? bar.time : null
}

const statuses: readonly KlineStatus[] = ['ready', 'empty', 'failed']

export function toKlineView(s: KlineSnapshot): KlineView {
  const status = statuses.find((tag) => s.hasTag(tag)) ?? 'loading'
  return {
    symbol: s.context.symbol,
    period: s.context.period,
    isIntraday: periodSeconds[s.context.period] < 86_400,
    status,
    candles: s.context.candles,
    revision: s.context.revision,
    isRefreshing: s.hasTag('refreshing'),
    error: status === 'failed' ? s.context.error : null,
    canRetry: s.can({ type: 'kline.retry' }),
    focusTime: barHolding(s.context.candles, s.context.at, s.context.period),
  }
}
