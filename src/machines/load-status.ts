/**
 * The tags a machine that loads something gives its states, and the status its view reads from
 * them (recipe: docs/recipes.md "Tags and errors in views"): `loading` (the request in flight, with
 * `busy`), `failed` (it failed: retry is offered); anything else is `ready`.
 */
export type LoadTag = 'busy' | 'loading' | 'failed'

export type LoadStatus = 'loading' | 'failed' | 'ready'

export function loadStatus(s: { hasTag(tag: LoadTag): boolean }): LoadStatus {
  return s.hasTag('loading') ? 'loading' : s.hasTag('failed') ? 'failed' : 'ready'
}

/** One item read by id (an article, a message): also `ready`, and `notFound` (no such id). */
export type DetailTag = LoadTag | 'ready' | 'notFound'

export type DetailStatus = 'loading' | 'ready' | 'notFound' | 'failed'

/** Anything but ready, notFound or failed (checking the id, loading) is `loading`. */
export function detailStatus(s: { hasTag(tag: DetailTag): boolean }): DetailStatus {
  if (s.hasTag('ready')) return 'ready'
  if (s.hasTag('notFound')) return 'notFound'
  return s.hasTag('failed') ? 'failed' : 'loading'
}
