/**
 * Route paths (spec §2: hash routing, pages under /pages/, parameters only in the query string).
 * Only paths whose screens exist are routed (router.tsx); the rest are listed for links that
 * later issues wire up.
 */
export const paths = {
  home: '/',
  homeAlias: '/pages/index/index',
  login: '/pages/common/login',
  register: '/pages/common/register',
  market: '/pages/market/market',
  trade: '/pages/transaction/index',
  assets: '/pages/fund/assets',
  verification: '/pages/setting/real_mark',
} as const

export const href = (path: string) => `#${path}`
