/**
 * The app-wide market feed's services, apart from React (market.tsx provides them): one socket,
 * one quote store and one connection actor, started once at boot. A module of its own so the
 * boot can start the feed before the rest of the app (providers, router, screens) is evaluated.
 */
import { createActor, fromPromise, type ActorRefFrom } from 'xstate'
import type { Quote } from '@/api/contract/market'
import { marketApi } from '@/api/market'
import { createMarketSocket, type MarketSocket, type UserMarketSocket } from '@/api/socket'
import { createQuoteStore, type QuoteStore } from '@/lib/quote-store'
import { connectionMachine } from '@/machines/connection/connection.machine'

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

const fetchQuotes = async (signal?: AbortSignal): Promise<Quote[]> =>
  (await marketApi.quotation({ signal })).flatMap((group) => group.quotation)

/**
 * The real feed: socket.io on this origin, the store flushed per animation frame.
 * The first snapshot (`currency/quotation_new`) is requested at once, beside the socket library's
 * chunk and the socket's handshake rather than after them: it fills the store as soon as it
 * arrives, and the connection machine's first load takes that same answer (later resyncs fetch).
 * `notBefore`: the answer is held until then (the boot's first render, so that the list's rows,
 * however soon the answer comes, render in a task of their own after the rest of the screen).
 * The connection actor starts in the next task: its first steps (the machine's set-up, the socket
 * library's request) would make the request's task that much longer on a slow phone.
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
  // events sent before it starts wait in its mailbox
  setTimeout(() => connection.start())
  return { store, socket, connection, logIn: socket.logIn }
}
