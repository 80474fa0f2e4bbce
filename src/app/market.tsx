/**
 * The app-wide market feed (issue 3, STYLE §3.3): one socket, one quote store and one connection
 * actor for the whole app, started once at boot. Screens read quotes from the store per row
 * (`useQuote`), the feed's state through `useConnectionView`, and open kline/depth rooms on the
 * shared socket. Stories provide a fake feed through `withMarketSocket`.
 * The app's feed also joins the signed-in user's private room (api-reference §13.2): the session's
 * user id and token go to the socket's `logIn` whenever they change.
 */
import { useSelector } from '@xstate/react'
import { createContext, useContext, useEffect, type ReactNode } from 'react'
import type { UserMarketSocket } from '@/api/socket'
import { toConnectionView, type ConnectionView } from '@/machines/connection/connection.view'
import type { MarketServices } from './market-services'
import { SessionContext } from './services'

const MarketContext = createContext<MarketServices | null>(null)

/** Keeps the socket's user in step with the session (signed in: id and token; else none). */
function SocketSession({ logIn }: { logIn: UserMarketSocket['logIn'] }) {
  const token = SessionContext.useSelector((s) => s.context.token)
  const userId = SessionContext.useSelector((s) => s.context.user?.id)
  useEffect(() => {
    logIn(token && userId !== undefined ? { id: userId, token } : null)
  }, [logIn, token, userId])
  return null
}

export function MarketProvider({
  services,
  children,
}: {
  services: MarketServices
  children: ReactNode
}) {
  return (
    <MarketContext.Provider value={services}>
      {services.logIn && <SocketSession logIn={services.logIn} />}
      {children}
    </MarketContext.Provider>
  )
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
