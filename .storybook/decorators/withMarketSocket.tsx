import type { Decorator, Loader } from '@storybook/react-vite'
import { useState, type ReactNode } from 'react'
import { createActor, fromPromise, waitFor, type ActorRefFrom } from 'xstate'
import { Quote, type DayMarketEventWire, type QuoteWire } from '@/api/contract/market'
import { MockDayMarketEvent } from '@/api/contract/market.fixtures'
import { createFakeMarketSocket, type FakeMarketSocket } from '@/api/socket'
import { MarketProvider } from '@/app/market'
import { createQuoteStore, type QuoteStore } from '@/lib/quote-store'
import { connectionMachine } from '@/machines/connection/connection.machine'

/** `parameters.marketSocket`: what the fake feed starts with. */
export interface MarketSocketParameter {
  /** The pairs every snapshot request answers with (wire shape). */
  snapshot: QuoteWire[]
  /** 'pending': snapshots after the first never answer (to hold `resyncing`); 'error': all fail. */
  resnapshot?: 'ok' | 'pending' | 'error'
  /** false: the socket never opens, so the feed stays `connecting`. @default true */
  open?: boolean
  /** The device starts offline. @default true */
  online?: boolean
}

/** What a play function drives: `context.loaded.market`. */
export interface MarketHarness {
  socket: FakeMarketSocket
  store: QuoteStore
  connection: ActorRefFrom<typeof connectionMachine>
  /** Pushes one `daymarket` batch (items over MockDayMarketEvent), then waits for the paint. */
  release(...items: Partial<DayMarketEventWire>[]): Promise<void>
  /** Drops the socket: the feed is stale at once and stays so (reconnect waits 10 min). */
  drop(): Promise<void>
}

let current: MarketHarness | null = null
const paint = () =>
  new Promise<void>((resolve) =>
    requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
  )

/**
 * Builds a fake socket, a quote store and a running connection machine for the story, and waits
 * until the feed settles (live, offline, or still connecting). Frames move only when the play
 * function calls `release`/`drop` (STYLE §2.7, coder's deliverWebSocketEvents), and every delay is
 * ten minutes, so what the screenshot shows does not depend on timing.
 */
export const marketSocketLoader: Loader = async ({ parameters }) => {
  const param = parameters.marketSocket as MarketSocketParameter | undefined
  if (!param) return {}
  current?.connection.stop()
  const socket = createFakeMarketSocket({ autoOpen: param.open ?? true })
  const store = createQuoteStore()
  let fetches = 0
  const logic = connectionMachine.provide({
    actors: {
      fetchSnapshot: fromPromise(async () => {
        const nth = fetches++
        if (param.resnapshot === 'error') throw new Error('snapshot failed')
        if (nth > 0 && param.resnapshot === 'pending') await new Promise(() => {})
        return param.snapshot.map((q) => Quote.parse(q))
      }),
    },
    delays: {
      staleAfter: 600_000,
      reconnect: 600_000,
      connectTimeout: 600_000,
      snapshotRetry: 600_000,
      offlineRetry: 600_000,
    },
  })
  const online = param.online ?? true
  const network = { isOnline: () => online, subscribe: () => () => {} }
  const connection = createActor(logic, {
    input: { socket, sink: store, random: () => 0.5, network },
  })
  connection.start()
  if (param.open !== false && online && param.resnapshot !== 'error') {
    await waitFor(connection, (s) => s.matches({ online: 'live' }), { timeout: 2_000 })
  }
  let seq = Number(MockDayMarketEvent.seq)
  const market: MarketHarness = {
    socket,
    store,
    connection,
    async release(...items) {
      const batch = items.map((item) => ({ ...MockDayMarketEvent, seq: ++seq, ...item }))
      for (const item of batch) seq = Math.max(seq, Number(item.seq))
      socket.emit('daymarket', { time: MockDayMarketEvent.time, items: batch })
      await paint()
    },
    async drop() {
      socket.drop()
      await paint()
    },
  }
  current = market
  return { market }
}

/** The story's market harness; throws when the story has no `parameters.marketSocket`. */
export function marketOf(loaded: Record<string, unknown>): MarketHarness {
  const market = loaded.market as MarketHarness | undefined
  if (!market)
    throw new Error('withMarketSocket: add parameters.marketSocket and marketSocketLoader')
  return market
}

/**
 * Requires `parameters.marketSocket` and `marketSocketLoader` in the story's loaders; provides the
 * harness as the app's market feed (`useMarket()`), and the play function drives it through
 * `marketOf(context.loaded)`.
 */
export const withMarketSocket: Decorator = (Story, context) => {
  if (!context.parameters.marketSocket)
    throw new Error('withMarketSocket: add parameters.marketSocket ({ snapshot: [...] })')
  const market = marketOf(context.loaded)
  return (
    <MarketProvider services={market}>
      <Story />
    </MarketProvider>
  )
}

/**
 * Global: every story has a market feed, a quiet one whose socket never opens (prices
 * "connecting", no network), so a screen reached by navigation (login → home) renders as in the
 * app. Stories about prices use `withMarketSocket`, whose provider sits inside this one and wins.
 */
export const withQuietMarket: Decorator = (Story, context) => (
  <QuietMarket key={context.id}>
    <Story />
  </QuietMarket>
)

function QuietMarket({ children }: { children: ReactNode }) {
  const [services] = useState(() => {
    const socket = createFakeMarketSocket({ autoOpen: false })
    const store = createQuoteStore()
    const logic = connectionMachine.provide({
      actors: { fetchSnapshot: fromPromise(() => new Promise<Quote[]>(() => {})) },
      delays: {
        staleAfter: 600_000,
        reconnect: 600_000,
        connectTimeout: 600_000,
        snapshotRetry: 600_000,
        offlineRetry: 600_000,
      },
    })
    const network = { isOnline: () => true, subscribe: () => () => {} }
    const connection = createActor(logic, {
      input: { socket, sink: store, random: () => 0.5, network },
    })
    // idle for the story's life: no socket opens and every delay is ten minutes
    connection.start()
    return { socket, store, connection }
  })
  return <MarketProvider services={services}>{children}</MarketProvider>
}
