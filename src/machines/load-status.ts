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
