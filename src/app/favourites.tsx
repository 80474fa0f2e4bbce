/**
 * Favourite markets for the whole app (spec §2 market: favourites). One favourites actor, mounted
 * in the app shell (inside the router, under the session): it follows the session's token, and its
 * decisions become toasts and routes here. Any screen stars a market with `useFavourites()`;
 * nothing is fetched until the first such screen mounts.
 * Stories get it from the real shell through `withRouter` + `withSession`, and steer it over MSW
 * (`marketHandlers.favourites` / `addFavourite` / `removeFavourite`).
 */
import { createActorContext } from '@xstate/react'
import { useEffect, useMemo, type ReactNode } from 'react'
import { favouritesMachine } from '@/machines/favourites/favourites.machine'
import {
  toFavouritesStatus,
  type FavouritesSnapshot,
  type FavouritesStatus,
} from '@/machines/favourites/favourites.view'
import { SessionContext, useToast } from './services'

export const FavouritesContext = createActorContext(favouritesMachine)

export interface Favourites {
  /** visitor: nothing loaded, a toggle asks to log in; loading; ready; failed (a toggle retries). */
  status: FavouritesStatus
  isFavourite(currencyId: number): boolean
  /** A toggle of this currency is in flight; another tap does nothing until it settles. */
  isPending(currencyId: number): boolean
  /** Optimistic: the star changes at once and changes back (with a toast) if the server refuses. */
  toggle(currencyId: number): void
}

export interface FavouritesProviderProps {
  /** Overrides for tests and stories. @default favouritesMachine */
  logic?: typeof favouritesMachine
  children: ReactNode
}

/** Needs SessionContext and the toaster above it (AppServices). */
export function FavouritesProvider({ logic, children }: FavouritesProviderProps) {
  const token = SessionContext.useSelector((s) => s.context.token)
  return (
    <FavouritesContext.Provider logic={logic ?? favouritesMachine} options={{ input: { token } }}>
      <FavouritesEffects token={token} />
      {children}
    </FavouritesContext.Provider>
  )
}

/** Session → machine (token changes); machine → toasts and the login redirect. */
function FavouritesEffects({ token }: { token: string | null }) {
  const favourites = FavouritesContext.useActorRef()
  const session = SessionContext.useActorRef()
  const toast = useToast()
  useEffect(() => {
    favourites.send({ type: 'session.change', token })
  }, [favourites, token])
  useEffect(() => {
    const subscriptions = [
      // the session says "please log in first" and goes to login, as for a protected screen
      favourites.on('loginRequired', () => session.send({ type: 'session.required' })),
      favourites.on('toggleFailed', (e) =>
        toast({ tone: 'error', code: e.code, serverMessage: e.serverMessage }),
      ),
    ]
    return () => subscriptions.forEach((s) => s.unsubscribe())
  }, [favourites, session, toast])
  return null
}

const selectRows = (s: FavouritesSnapshot) => s.context.rows
const selectPending = (s: FavouritesSnapshot) => s.context.pending

/**
 * The favourites of whoever uses the app; the first screen that calls it has them loaded.
 * Re-renders only when the favourites change, never on a price tick. Throws outside a
 * FavouritesProvider.
 */
export function useFavourites(): Favourites {
  const actor = FavouritesContext.useActorRef()
  useEffect(() => {
    actor.send({ type: 'favourites.need' })
  }, [actor])
  const status = FavouritesContext.useSelector(toFavouritesStatus)
  const rows = FavouritesContext.useSelector(selectRows)
  const pending = FavouritesContext.useSelector(selectPending)
  return useMemo(() => {
    const ids = new Set(rows.map((r) => r.currency_id))
    return {
      status,
      isFavourite: (currencyId) => ids.has(currencyId),
      isPending: (currencyId) => currencyId in pending,
      toggle: (currencyId) => actor.send({ type: 'favourite.toggle', currencyId }),
    }
  }, [actor, status, rows, pending])
}
