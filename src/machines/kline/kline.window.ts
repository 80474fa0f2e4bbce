/**
 * Which bars the kline machine asks for: `count` bars of its period up to now or, with a moment
 * to show (`at`, e.g. an option's settlement second), a window with that second in its middle
 * that ends at now at the latest. A window that ends before now is a fixed view of the past: live
 * items belong to the bar in progress, so they are not added to it.
 */
import { KLINE_MAX_CANDLES, periodSeconds, type CanonicalPeriod } from '@/api/contract/market'
import type { KlineQuery } from '@/api/market'

/** Bars asked for by default: about five hours of minutes, ten months of days. */
export const KLINE_HISTORY_CANDLES = 300

/** What decides the window: the kline context's stream, clock, size and moment. */
export interface KlineWindow {
  symbol: string
  period: CanonicalPeriod
  now: () => number
  count: number
  /** The second to show (unix s), or null for the latest bars. */
  at: number | null
}

const nowSeconds = (w: KlineWindow) => Math.floor(w.now() / 1000)
const span = (w: KlineWindow) =>
  periodSeconds[w.period] * Math.min(Math.max(1, Math.floor(w.count)), KLINE_MAX_CANDLES)

/** The window's end (unix s): now, or half a window after `at` when that is earlier. */
function windowEnd(w: KlineWindow): number {
  const now = nowSeconds(w)
  return w.at === null ? now : Math.max(0, Math.min(now, w.at + Math.floor(span(w) / 2)))
}

/** The history request of a window: `count` bars of its period (capped) ending at its end. */
export function historyQuery(w: KlineWindow): KlineQuery {
  const to = windowEnd(w)
  return { symbol: w.symbol, period: w.period, from: Math.max(0, to - span(w)), to }
}

/** The window holds the bar in progress, so live items update and extend it. */
export const reachesNow = (w: KlineWindow) => windowEnd(w) >= nowSeconds(w)
