/**
 * Which routes of a table lead to a path, without asking react-router to match the whole table:
 * its matchRoutes flattens, ranks and compiles every route (some 120 here) on every call, and
 * useRoutes calls it on every render.
 */
import { matchRoutes, type Location, type RouteMatch, type RouteObject } from 'react-router-dom'

/** The routes from the table's root to the screen at a path, and that part of the table alone. */
export interface Branch {
  leaf: RouteMatch | undefined
  /** The table pruned to this branch: react-router matches it at once. */
  table: RouteObject[]
}

/** Every route whose full path is fixed (no parameter, no `*`), by that path: its branch's routes. */
function staticBranches(table: RouteObject[]): Map<string, RouteObject[]> {
  const byPath = new Map<string, RouteObject[]>()
  const walk = (level: RouteObject[], chain: RouteObject[], base: string) => {
    for (const route of level) {
      const path = route.index
        ? base || '/'
        : route.path
          ? `${base.replace(/\/$/, '')}/${route.path.replace(/^\//, '')}`
          : base
      if (/[:*]/.test(path)) continue
      if (route.children) walk(route.children, [...chain, route], path)
      else if ((route.index || route.path) && !byPath.has(path)) byPath.set(path, [...chain, route])
    }
  }
  walk(table, [], '')
  return byPath
}

/** The routes of a branch, nested again as a table of one branch. */
function tableOf(chain: RouteObject[]): RouteObject[] {
  return chain.reduceRight<RouteObject[]>(
    (children, route) => [children.length ? ({ ...route, children } as RouteObject) : route],
    [],
  )
}

/**
 * The branch of `table` at `location`, remembered per table and path. react-router's matchRoutes
 * flattens, ranks and compiles the whole table (some 120 routes) on every call, and useRoutes
 * calls it on every render: a fixed path finds its branch in a map instead, and useRoutes gets
 * that branch alone (the catch-all and any path that is not written exactly as the table has it
 * go through matchRoutes once).
 */
const tables = new WeakMap<
  RouteObject[],
  { fixed: Map<string, RouteObject[]>; byPath: Map<string, Branch> }
>()
export function branchAt(table: RouteObject[], location: string | Location): Branch {
  const path = typeof location === 'string' ? location.split(/[?#]/)[0]! : location.pathname
  let known = tables.get(table)
  if (!known || known.byPath.size > 500)
    tables.set(table, (known = { fixed: known?.fixed ?? staticBranches(table), byPath: new Map() }))
  let branch = known.byPath.get(path)
  if (!branch) {
    const fixed = known.fixed.get(path)
    const pruned = fixed && tableOf(fixed)
    const matches = (pruned && matchRoutes(pruned, path)) ?? matchRoutes(table, path)
    branch = matches
      ? {
          leaf: matches.at(-1),
          table:
            pruned && matches.length === fixed.length
              ? pruned
              : tableOf(matches.map((m) => m.route)),
        }
      : { leaf: undefined, table }
    known.byPath.set(path, branch)
  }
  return branch
}
