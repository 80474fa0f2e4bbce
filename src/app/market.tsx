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
import { createActor, fromPromise, type ActorRefFrom } from 'xstate'
import type { Quote } from '@/api/contract/market'
import { marketApi } from '@/api/market'
import { createMarketSocket, type MarketSocket, type UserMarketSocket } from '@/api/socket'
import { createQuoteStore, type QuoteStore } from '@/lib/quote-store'
import { connectionMachine } from '@/machines/connection/connection.machine'
import { toConnectionView, type ConnectionView } from '@/machines/connection/connection.view'
import { SessionContext } from './services'

export interface MarketServices {
  store: QuoteStore
  socket: MarketSocket
  connection: ActorRefFrom<typeof connectionMachine>
  /**
   * Joins the user's private room (the app's feed, inside the session provider); absent in stories,
   * whose fake feeds sit outside it.
   */
  logIn?: UserMarketSocket['logIn']
}

const MarketContext = createContext<MarketServices | null>(null)

const fetchQuotes = async (signal?: AbortSignal): Promise<Quote[]> =>
  (await marketApi.quotation({ signal })).flatMap((group) => group.quotation)

/**
 * The real feed: socket.io on this origin, the store flushed per animation frame.
 * The first snapshot (`currency/quotation_new`) is requested at once, beside the socket library's
 * chunk and the socket's handshake rather than after them: it fills the store as soon as it
 * arrives, and the connection machine's first load takes that same answer (later resyncs fetch).
 * `notBefore`: the answer is held until then (the boot's first render, so that the list's rows,
 * however soon the answer comes, render in a task of their own after the rest of the screen).
 */
export function createMarketServices(notBefore?: Promise<unknown>): MarketServices {
  const socket = createMarketSocket()
  const store = createQuoteStore()
  const fetched = fetchQuotes()
  let first: Promise<Quote[]> | null = notBefore
    ? Promise.all([fetched, notBefore]).then(([quotes]) => quotes)
    : fetched
  first.then((quotes) => store.applySnapshot(quotes)).catch(() => undefined)
  const logic = connectionMachine.provide({
    actors: {
      fetchSnapshot: fromPromise<Quote[]>(({ signal }) => {
        const early = first
        first = null
        return early ?? fetchQuotes(signal)
      }),
    },
  })
  const connection = createActor(logic, { input: { socket, sink: store } })
  connection.start()
  return { store, socket, connection, logIn: socket.logIn }
}

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
