import { matchRoutes, type RouteObject } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { branchAt } from './route-branch'

// router.tsx's shape: a pathless frame, an index route, absolute paths, a pathless guard around
// more of them, and the catch-all
const table: RouteObject[] = [
  {
    id: 'shell',
    children: [
      { id: 'home', index: true },
      { id: 'alias', path: '/pages/index/index' },
      { id: 'market', path: '/pages/market/market' },
      {
        id: 'guard',
        children: [
          { id: 'assets', path: '/pages/fund/assets' },
          { id: 'detail', path: '/pages/fund/detail' },
        ],
      },
      { id: 'missing', path: '*' },
    ],
  },
]

const paths = [
  '/',
  '/pages/index/index',
  '/pages/market/market',
  '/pages/fund/assets',
  '/pages/fund/detail',
  // not written as the table has them: react-router still matches them
  '/pages/market/market/',
  '/PAGES/Market/market',
  '/pages/fund/assets?tab=1',
  // the catch-all
  '/pages/nowhere',
  '/pages/market',
]

describe('branchAt', () => {
  it.each(paths)('finds the route react-router matches at %s', (path) => {
    const full = matchRoutes(table, path.split('?')[0]!)!.at(-1)!
    const branch = branchAt(table, path)
    expect(branch.leaf?.route.id).toBe(full.route.id)
    expect(branch.leaf?.params).toEqual(full.params)
    // the pruned table leads react-router to the same route
    expect(matchRoutes(branch.table, path.split('?')[0]!)!.at(-1)!.route.id).toBe(full.route.id)
  })

  it('prunes the table to the branch and keeps its routes', () => {
    const { table: pruned } = branchAt(table, '/pages/fund/detail')
    expect(pruned).toHaveLength(1)
    expect(pruned[0]!.id).toBe('shell')
    expect(pruned[0]!.children!.map((r) => r.id)).toEqual(['guard'])
    expect(pruned[0]!.children![0]!.children).toEqual([table[0]!.children![3]!.children![1]])
  })

  it('answers the same branch for the same path', () => {
    expect(branchAt(table, '/pages/market/market')).toBe(branchAt(table, '/pages/market/market'))
  })
})
