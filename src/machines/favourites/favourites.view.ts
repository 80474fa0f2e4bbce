import type { SnapshotFrom } from 'xstate'
import type { ErrorCode } from '@/api/errors'
import type { favouritesMachine } from './favourites.machine'

export type FavouritesSnapshot = SnapshotFrom<typeof favouritesMachine>

export type FavouritesStatus = 'visitor' | 'loading' | 'ready' | 'failed'

export interface FavouritesView {
  status: FavouritesStatus
  /** Favourite base currency ids, optimistic toggles applied. */
  currencyIds: readonly number[]
  /** Currencies whose toggle is in flight. */
  pendingIds: readonly number[]
  /** Why loading failed. */
  error: ErrorCode | null
}

export function toFavouritesStatus(s: FavouritesSnapshot): FavouritesStatus {
  if (s.hasTag('ready')) return 'ready'
  if (s.hasTag('failed')) return 'failed'
  if (s.hasTag('loading')) return 'loading'
  return 'visitor'
}

export function toFavouritesView(s: FavouritesSnapshot): FavouritesView {
  return {
    status: toFavouritesStatus(s),
    currencyIds: s.context.rows.map((r) => r.currency_id),
    pendingIds: Object.keys(s.context.pending).map(Number),
    error: s.context.error,
  }
}
