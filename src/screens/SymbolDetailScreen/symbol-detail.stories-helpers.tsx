/**
 * Story harness for the symbol detail screen: a K-line endpoint that answers every pair and period
 * with a generated series ending at the pair's fixture price, and subscribe acks that carry the
 * room's current item (as the sandbox's do), on top of the fake feed of `withMarketSocket`.
 */
import type { Decorator } from '@storybook/react-vite'
import { useState, type ReactNode } from 'react'
import {
  periodAliases,
  SubscribeAck,
  type CanonicalPeriod,
  type DepthEventWire,
  type KlineEventWire,
  type MarketSubscription,
  type QuoteWire,
} from '@/api/contract/market'
import {
  MOCK_MARKET_TIME,
  MockBtcQuote,
  MockDepthEvent,
  MockEthQuote,
  MockKlineEvent,
  MockShibQuote,
} from '@/api/contract/market.fixtures'
import { klineWith } from '@/api/msw/market'
import type { FakeMarketSocket, MarketSocket } from '@/api/socket'
import { MarketProvider } from '@/app/market'
import { mockCandleWire } from '@/machines/kline/kline.fixtures'
import { marketOf } from '@sb/decorators/withMarketSocket'

export const QUOTES: QuoteWire[] = [MockBtcQuote, MockEthQuote, MockShibQuote]
const quoteOf = (symbol: string) => QUOTES.find((q) => q.symbol === symbol) ?? MockBtcQuote

/** The bars every story's K-line request gets: 120 of the period, ending at the pair's price. */
export const candlesOf = (symbol: string, period: CanonicalPeriod) => {
  const q = quoteOf(symbol)
  return mockCandleWire({
    symbol,
    period,
    count: 120,
    close: String(q.now_price),
    precision: Number(q.precision_length),
  })
}

export const klineSeries = klineWith((req) => candlesOf(req.symbol, periodAliases[req.period]))

/** The bar in progress as a `kline` item; `patch` moves it (a live update). */
export function klineItem(
  symbol: string,
  period: CanonicalPeriod,
  patch: Partial<KlineEventWire> = {},
): KlineEventWire {
  const q = quoteOf(symbol)
  const last = candlesOf(symbol, period).at(-1)
  return {
    ...MockKlineEvent,
    symbol,
    currency_id: q.currency_id,
    currency_name: q.currency_name,
    period,
    open: last?.open ?? '0',
    high: last?.high ?? '0',
    low: last?.low ?? '0',
    close: last?.close ?? '0',
    volume: last?.volume ?? '0',
    time: (last?.time ?? MOCK_MARKET_TIME) as number,
    ...patch,
  }
}

/** Ten levels a side around the pair's price (BTC: the contract fixture). */
export function depthItem(symbol: string): DepthEventWire {
  if (symbol === MockBtcQuote.symbol) return MockDepthEvent
  const q = quoteOf(symbol)
  const precision = Number(q.precision_length)
  const ticks = Math.round(Number(q.now_price) * 10 ** precision)
  const step = Math.max(1, Math.round(ticks * 0.0002))
  const level = (side: 1 | -1, i: number): [string, string] => [
    ((ticks + side * step * (i + 1)) / 10 ** precision).toFixed(precision),
    `${(i + 1) * 3}.5000`,
  ]
  return {
    ...MockDepthEvent,
    symbol,
    currency_id: q.currency_id,
    currency_name: q.currency_name,
    bids: Array.from({ length: 10 }, (_, i) => level(-1, i)),
    asks: Array.from({ length: 10 }, (_, i) => level(1, i)),
  }
}

/** The fake socket with acks that carry the room's current item, delivered as the server does. */
function withRoomSnapshots(fake: FakeMarketSocket): MarketSocket {
  return {
    connect: () => fake.connect(),
    close: () => fake.close(),
    on: fake.on,
    watchNft: fake.watchNft,
    subscribe(sub: MarketSubscription) {
      const room = fake.subscribe(sub)
      const snapshot =
        sub.channel === 'kline'
          ? klineItem(sub.symbol, periodAliases[sub.period])
          : depthItem(sub.symbol)
      const ack = room.ack.then(() => {
        fake.emit(snapshot.type, { time: MOCK_MARKET_TIME, items: [snapshot] })
        return SubscribeAck.parse({ ok: true, room: `${sub.channel}:${sub.symbol}`, snapshot })
      })
      return { ack, unsubscribe: room.unsubscribe }
    },
  }
}

function Rooms({ loaded, children }: { loaded: Record<string, unknown>; children: ReactNode }) {
  const [services] = useState(() => {
    const market = marketOf(loaded)
    return { ...market, socket: withRoomSnapshots(market.socket) }
  })
  return <MarketProvider services={services}>{children}</MarketProvider>
}

/** Inside `withMarketSocket`: the same feed, with subscribe acks that carry snapshots. */
export const withRooms: Decorator = (Story, context) => (
  <Rooms loaded={context.loaded}>
    <Story />
  </Rooms>
)
