/**
 * The favourites machine's row arithmetic, as plain functions: rows shown (optimistic), toggles in
 * flight by currency id, and the server's rows merged under them.
 */
import type { Favourite } from '@/api/contract/market'
import { toErrorCode, type ErrorCode } from '@/api/errors'

/** A favourite row; `id` is null while its `optional/add` is in flight. */
export interface FavouriteRow {
  id: number | null
  currency_id: number
}

/** A toggle in flight: what it does and the row to put back if it fails. */
export interface PendingToggle {
  action: 'add' | 'remove' | 'refresh'
  row: FavouriteRow
}

export type Pending = Record<number, PendingToggle>

/** What a spawned toggle child reports (`xstate.done.actor.add.12`, …). */
export type ToggleResult = { type: string; actorId?: string; output?: unknown; error?: unknown }

/** The toggle child failed with `code`. */
export const failedWith = (event: unknown, code: ErrorCode) =>
  toErrorCode((event as ToggleResult).error) === code

/** `add.12` → 12: spawned toggle children are named after their currency. */
export const currencyOf = (event: ToggleResult) => Number(event.actorId?.split('.')[1])

/** What a toggle child's done or error event says: its currency, its answer or its error. */
export interface ToggleOutcome {
  currencyId: number
  output: unknown
  error: unknown
}

/** The outcome of a toggle child's `xstate.done.actor.*` / `xstate.error.actor.*` event. */
export function outcomeOf(event: { type: string }): ToggleOutcome {
  const result = event as ToggleResult
  return { currencyId: currencyOf(result), output: result.output, error: result.error }
}

export const withoutKey = (pending: Pending, key: number) => {
  const next = { ...pending }
  delete next[key]
  return next
}

/** The server's rows, with the toggles still in flight applied on top (refreshes are settled). */
export function mergeRows(inFlight: Pending, server: Favourite[]) {
  let rows: FavouriteRow[] = server.map(({ id, currency_id }) => ({ id, currency_id }))
  const pending: Pending = {}
  for (const [key, entry] of Object.entries(inFlight)) {
    const currencyId = Number(key)
    if (entry.action === 'refresh') continue
    pending[currencyId] = entry
    rows = rows.filter((r) => r.currency_id !== currencyId)
    if (entry.action === 'add') rows.push({ id: null, currency_id: currencyId })
  }
  return { rows, pending, error: null }
}

/** The add of `currencyId` answered `id`: the row learns its id, the toggle is done. */
export const confirmedAdd = (
  rows: FavouriteRow[],
  pending: Pending,
  currencyId: number,
  id: number,
) => ({
  rows: rows.map((r) => (r.currency_id === currencyId ? { ...r, id } : r)),
  pending: withoutKey(pending, currencyId),
})

/** The toggle of `currencyId` failed: its row as it was before the tap. */
export function rolledBack(rows: FavouriteRow[], pending: Pending, currencyId: number) {
  const entry = pending[currencyId]
  if (!entry) return null
  const others = rows.filter((r) => r.currency_id !== currencyId)
  return {
    rows: entry.action === 'remove' ? [...others, entry.row] : others,
    pending: withoutKey(pending, currencyId),
  }
}

/** The toggles left once the refreshes are released. */
export const withoutRefreshes = (pending: Pending): Pending =>
  Object.fromEntries(Object.entries(pending).filter(([, entry]) => entry.action !== 'refresh'))

/** A tap that adds `currencyId`: its star shows at once, the add is in flight. */
export function adding(rows: FavouriteRow[], pending: Pending, currencyId: number) {
  const row: FavouriteRow = { id: null, currency_id: currencyId }
  return {
    rows: [...rows, row],
    pending: { ...pending, [currencyId]: { action: 'add' as const, row } },
  }
}

/** A tap that removes `currencyId` (a row whose add is settled), or null when there is none. */
export function removing(rows: FavouriteRow[], pending: Pending, currencyId: number) {
  const row = rows.find((r) => r.currency_id === currencyId)
  if (!row || row.id === null) return null
  const next = {
    rows: rows.filter((r) => r !== row),
    pending: { ...pending, [currencyId]: { action: 'remove' as const, row } },
  }
  return { id: row.id, next }
}

/** The add of `currencyId` met a conflict: its toggle now waits for a refresh. */
export function refreshing(pending: Pending, currencyId: number): Pending | null {
  const entry = pending[currencyId]
  return entry ? { ...pending, [currencyId]: { ...entry, action: 'refresh' } } : null
}
