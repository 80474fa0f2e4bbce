/**
 * How live `kline` items join the candles (api-reference §13.3): pure functions the kline machine
 * calls from its actions, kept apart so the rules read in one place.
 */
import type { CanonicalPeriod, Candle, KlineEvent } from '@/api/contract/market'

/** The stream a machine follows: one pair, one period. */
export interface KlineStream {
  symbol: string
  period: CanonicalPeriod
}

/** A socket item as a bar: `time` in seconds, as the history's bars. */
export function toCandle(item: KlineEvent): Candle {
  return {
    time: Math.floor(item.time / 1000),
    open: item.open,
    high: item.high,
    low: item.low,
    close: item.close,
    volume: item.volume,
  }
}

/**
 * The items of this stream that are newer (by `seq`) than `seq`, oldest first. Items without `seq`
 * (the real platform, api-reference §13.3) are all kept in arrival order: `mergeCandle` ignores
 * bars older than the last one.
 */
export function newItems(items: readonly KlineEvent[], stream: KlineStream, seq: number | null) {
  return items
    .filter((i) => i.symbol === stream.symbol && i.period === stream.period)
    .filter((i) => seq === null || i.seq === undefined || i.seq > seq)
    .sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0))
}

/**
 * True when the items skip a `seq`: an update was missed, so the history must be fetched again.
 * Items without `seq` can show no gap.
 */
export function hasGap(items: readonly KlineEvent[], stream: KlineStream, seq: number | null) {
  let last = seq
  for (const item of newItems(items, stream, seq)) {
    if (item.seq === undefined) continue
    if (last !== null && item.seq > last + 1) return true
    last = item.seq
  }
  return false
}

/** True when the stream's items carry no `seq`, so gaps cannot be seen. */
export function isUnsequenced(items: readonly KlineEvent[], stream: KlineStream) {
  return items.some(
    (i) => i.symbol === stream.symbol && i.period === stream.period && i.seq === undefined,
  )
}

/**
 * One bar into the series: the same `time` as the last bar updates it in place, a later `time`
 * appends, an older one is ignored. Returns the same array when nothing changed.
 */
export function mergeCandle(candles: readonly Candle[], bar: Candle): readonly Candle[] {
  const last = candles.at(-1)
  if (!last || bar.time > last.time) return [...candles, bar]
  if (bar.time === last.time) return [...candles.slice(0, -1), bar]
  return candles
}

/**
 * A fresh history with the live bar that arrived while it was being fetched: the history wins for
 * its own bars (it was computed after the request), a strictly later live bar is appended.
 */
export function withLiveBar(history: readonly Candle[], live: Candle | null): readonly Candle[] {
  if (!live) return history
  const last = history.at(-1)
  return !last || live.time > last.time ? [...history, live] : history
}

/** What a batch of live items changes: the stream's position, plus the bars when some are shown. */
export interface KlineFollowing extends KlineStream {
  candles: readonly Candle[]
  seq: number | null
  unsequenced: boolean
}

type Followed = Partial<Pick<KlineFollowing, 'candles' | 'seq' | 'unsequenced'>> & {
  live?: Candle
}

/** No history on screen: only follow the stream (its position and newest live bar). */
export function followItems(state: KlineFollowing, batch: readonly KlineEvent[]): Followed {
  const items = newItems(batch, state, state.seq)
  const last = items.at(-1)
  return last
    ? {
        seq: last.seq ?? state.seq,
        unsequenced: state.unsequenced || isUnsequenced(items, state),
        live: toCandle(last),
      }
    : {}
}

/** History on screen: each newer item updates or extends it. */
export function mergeItems(state: KlineFollowing, batch: readonly KlineEvent[]): Followed {
  const items = newItems(batch, state, state.seq)
  if (!items.length) return {}
  let candles = state.candles
  for (const item of items) candles = mergeCandle(candles, toCandle(item))
  return { candles, ...followItems(state, items) }
}
