/**
 * The app-wide market feed (issue 3, STYLE §3.3): one socket, one quote store and one connection
 * actor for the whole app, started once at boot. Screens read quotes from the store per row
 * (`useQuote`), the feed's state through `useConnectionView`, and open kline/depth rooms on the
 * shared socket. Stories provide a fake feed through `withMarketSocket`.
 */
import { useSelector } from '@xstate/react'
import { createContext, useContext, type ReactNode } from 'react'
import { createActor, type ActorRefFrom } from 'xstate'
import { createMarketSocket, type MarketSocket } from '@/api/socket'
import { createQuoteStore, type QuoteStore } from '@/lib/quote-store'
import { connectionMachine } from '@/machines/connection/connection.machine'
import { toConnectionView, type ConnectionView } from '@/machines/connection/connection.view'

export interface MarketServices {
  store: QuoteStore
  socket: MarketSocket
  connection: ActorRefFrom<typeof connectionMachine>
}

const MarketContext = createContext<MarketServices | null>(null)

/** The real feed: socket.io on this origin, the store flushed per animation frame. */
export function createMarketServices(): MarketServices {
  const socket = createMarketSocket()
  const store = createQuoteStore()
  const connection = createActor(connectionMachine, { input: { socket, sink: store } })
  connection.start()
  return { store, socket, connection }
}

export function MarketProvider({
  services,
  children,
}: {
  services: MarketServices
  children: ReactNode
}) {
  return <MarketContext.Provider value={services}>{children}</MarketContext.Provider>
}

/** The app's market feed; throws outside a MarketProvider (a story without withMarketSocket). */
export function useMarket(): MarketServices {
  const market = useContext(MarketContext)
  if (!market) throw new Error('useMarket: no MarketProvider above this component')
  return market
}

/** The feed's state for stale markers and retry buttons. */
export function useConnectionView(): ConnectionView {
  const { connection } = useMarket()
  return useSelector(connection, toConnectionView, sameView)
}

const sameView = (a: ConnectionView, b: ConnectionView) =>
  a.status === b.status &&
  a.isReconnecting === b.isReconnecting &&
  a.attempts === b.attempts &&
  a.error === b.error &&
  a.canRetry === b.canRetry
