/** The favourites machine's events, emitted events, input and context (favourites.machine.ts). */
import type { ErrorCode } from '@/api/errors'
import type { FavouriteRow, Pending } from './favourite-rows'

export type FavouritesEvent =
  | { type: 'session.change'; token: string | null }
  | { type: 'favourite.toggle'; currencyId: number }
  | { type: 'favourites.retry' }
  | { type: 'favourites.need' }

export type FavouritesEmitted =
  | { type: 'loginRequired' }
  | { type: 'toggleFailed'; currencyId: number; code: ErrorCode; serverMessage: string }

export interface FavouritesInput {
  /** The session token at start; null for a visitor. */
  token: string | null
}

export interface FavouritesContext {
  token: string | null
  rows: FavouriteRow[]
  /** Toggles in flight, by currency id. */
  pending: Pending
  /** Why the last load failed. */
  error: ErrorCode | null
  /** A screen showing stars has asked for the favourites. */
  needed: boolean
}
