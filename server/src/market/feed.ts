/**
 * Public market events over socket.io (api-reference §13.3, contract/market.ts). Every
 * MARKET_BATCH_INTERVAL_MS, `flush()` looks at the engine tick; when it has moved it emits at
 * most one batch `{ time, items }` per event and room, holding only the items whose figures
 * changed, each stamped with its stream's next `seq`:
 * - `daymarket` to every socket (one item per changed pair);
 * - `kline` to `kline:<symbol>:<period>` and `market_depth` to `depth:<symbol>`, rooms a socket
 *   joins with `subscribe` (only these public rooms: private `user:<id>` rooms need `login` with
 *   a token, realtime.ts). Rooms nobody is in cost nothing.
 * Tests pass `feedIntervalMs: 0` to buildApp and call `app.marketFeed.flush()` themselves.
 * In the bench-only mode (bench.ts, off by default) `daymarket` carries the bench source's updates
 * on every flush, stamped with the emit time, instead of the engine's once-per-second figures.
 */
import type { FastifyInstance } from 'fastify'
import { safeParse } from 'zod/mini'
import {
  MARKET_BATCH_INTERVAL_MS,
  MarketSubscription,
  marketEvents,
  periodAliases,
  type CanonicalPeriod,
  type DayMarketEventWire,
  type DepthEventWire,
  type KlineEventWire,
  type SubscribeAck,
} from '../../../src/api/contract/market'
import type { PairRow } from '../repositories/markets'
import { issueCode } from '../validation'
import { createBenchSource } from './bench'
import type { Market, Unsequenced } from './market'

type Target =
  { event: 'kline'; pair: PairRow; period: CanonicalPeriod } | { event: 'depth'; pair: PairRow }
type Item = Unsequenced<DayMarketEventWire | KlineEventWire | DepthEventWire>

/** What one flush emitted, per event. */
export interface FlushResult {
  daymarket: DayMarketEventWire[]
  kline: KlineEventWire[]
  depth: DepthEventWire[]
}

export type MarketFeed = ReturnType<typeof attachMarketFeed>

declare module 'fastify' {
  interface FastifyInstance {
    marketFeed: MarketFeed
  }
}

export const depthRoom = (symbol: string) => `depth:${symbol}`
export const klineRoom = (symbol: string, period: CanonicalPeriod) => `kline:${symbol}:${period}`

/** The figures that make an item "changed": everything but the tick time (bar open time stays). */
function figures(item: Item, keepTime: boolean): string {
  const { time: _time, ...rest } = item
  return JSON.stringify(keepTime ? item : rest)
}

export function attachMarketFeed(
  app: FastifyInstance,
  market: Market,
  intervalMs = MARKET_BATCH_INTERVAL_MS,
) {
  const { io } = app
  const seqs = new Map<string, number>()
  const sent = new Map<string, string>()
  const rooms = new Map<string, Target>()
  let lastTick = Number.NaN
  const bench = market.bench
  const benchSource = bench ? createBenchSource(market.engine.seed) : null
  let benchAt = Number.NaN
  let benchCarry = 0

  const itemOf = (target: Target) =>
    target.event === 'kline'
      ? market.klineItem(target.pair, target.period)
      : market.depthItem(target.pair)

  /** Stamps the stream's next seq when the item's figures differ from the last one sent. */
  function ifChanged<T extends Item>(
    stream: string,
    item: T,
    keepTime: boolean,
  ): (T & { seq: number }) | null {
    const key = figures(item, keepTime)
    if (sent.get(stream) === key) return null
    sent.set(stream, key)
    const seq = (seqs.get(stream) ?? 0) + 1
    seqs.set(stream, seq)
    return { ...item, seq }
  }

  /** Bench mode: the updates due since the last flush (at `bench.rate` per second), coalesced. */
  function flushBench(result: FlushResult) {
    const now = app.clock.now()
    const elapsed = Number.isNaN(benchAt) ? intervalMs || MARKET_BATCH_INTERVAL_MS : now - benchAt
    benchAt = now
    // a stalled loop catches up at most one second's worth
    const due = Math.min(bench!.rate, benchCarry + (bench!.rate * Math.max(0, elapsed)) / 1000)
    const count = Math.floor(due)
    benchCarry = due - count
    for (const item of benchSource!.take(count, market.dayMarketItems(), now)) {
      const stamped = ifChanged(`daymarket:${item.symbol}`, item, false)
      if (stamped) result.daymarket.push(stamped)
    }
    if (result.daymarket.length)
      io.emit(marketEvents.daymarket, { time: now, items: result.daymarket })
  }

  function flush(): FlushResult {
    const result: FlushResult = { daymarket: [], kline: [], depth: [] }
    if (bench) flushBench(result)
    const tick = market.tick()
    if (tick === lastTick) return result
    lastTick = tick
    const time = tick * 1000

    if (!bench) {
      for (const item of market.dayMarketItems()) {
        const stamped = ifChanged(`daymarket:${item.symbol}`, item, false)
        if (stamped) result.daymarket.push(stamped)
      }
      if (result.daymarket.length)
        io.emit(marketEvents.daymarket, { time, items: result.daymarket })
    }

    for (const [room, target] of rooms) {
      if (!io.sockets.adapter.rooms.get(room)?.size) {
        rooms.delete(room)
        continue
      }
      const stamped = ifChanged<Item>(room, itemOf(target), target.event === 'kline')
      if (!stamped) continue
      if (stamped.type === 'kline') result.kline.push(stamped)
      else if (stamped.type === 'market_depth') result.depth.push(stamped)
      io.to(room).emit(marketEvents[target.event], { time, items: [stamped] })
    }
    return result
  }

  function subscription(
    payload: unknown,
  ): { room: string; target: Target } | { reason: SubscribeAck } {
    const parsed = safeParse(MarketSubscription, payload)
    if (!parsed.success) return { reason: { ok: false, reason: issueCode(parsed.error) } }
    const pair = market.pairBySymbol(parsed.data.symbol)
    if (!pair) return { reason: { ok: false, reason: 'pairNotFound' } }
    const symbol = parsed.data.symbol
    if (parsed.data.channel === 'depth')
      return { room: depthRoom(symbol), target: { event: 'depth', pair } }
    const period = periodAliases[parsed.data.period]
    return { room: klineRoom(symbol, period), target: { event: 'kline', pair, period } }
  }

  io.on('connection', (socket) => {
    socket.on(marketEvents.subscribe, (payload: unknown, ack?: unknown) => {
      const found = subscription(payload)
      let answer: SubscribeAck
      if ('reason' in found) answer = found.reason
      else {
        rooms.set(found.room, found.target)
        void socket.join(found.room)
        // the current item with the stream's current seq: the next update sent is seq + 1
        const snapshot = { ...itemOf(found.target), seq: seqs.get(found.room) ?? 0 }
        answer = { ok: true, room: found.room, snapshot }
      }
      if (typeof ack === 'function') (ack as (a: SubscribeAck) => void)(answer)
    })
    socket.on(marketEvents.unsubscribe, (payload: unknown, ack?: unknown) => {
      const found = subscription(payload)
      if ('room' in found) void socket.leave(found.room)
      if (typeof ack === 'function') (ack as (a: { ok: boolean }) => void)({ ok: 'room' in found })
    })
  })

  const timer = intervalMs > 0 ? setInterval(flush, intervalMs) : null
  timer?.unref()
  app.addHook('preClose', async () => {
    if (timer) clearInterval(timer)
  })

  return { flush }
}
