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
  forget: '/pages/common/forget',
  area: '/pages/common/area',
  article: '/pages/common/article',
  market: '/pages/market/market',
  marketSearch: '/pages/market/search',
  trade: '/pages/transaction/index',
  symbolDetail: '/pages/transaction/index2',
  assets: '/pages/fund/assets',
  verification: '/pages/setting/real_mark',
  security: '/pages/setting/security',
  password: '/pages/setting/password',
  payPassword: '/pages/setting/payPassword',
  areas: '/pages/setting/areas',
  wallet: '/pages/setting/wallet',
  addWallet: '/pages/setting/addWallet',
  bank: '/pages/setting/bank',
  bankInternational: '/pages/setting/bank_international',
  share: '/pages/setting/share',
  coupon: '/pages/setting/coupon',
} as const

export const href = (path: string) => `#${path}`

/** The link of news article `id` (spec §2 pages/common/article). */
export const articleHref = (id: number) => href(`${paths.article}?id=${id}`)

/** The detail page of a pair (spec §2 transaction/index2, `?symbol=BTC/USDT`). */
export const symbolHref = (symbol: string) =>
  href(`${paths.symbolDetail}?symbol=${encodeURIComponent(symbol)}`)
