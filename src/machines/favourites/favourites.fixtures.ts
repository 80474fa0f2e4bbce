import { favouritesMachine, type FavouritesContext } from './favourites.machine'

const TOKEN = '0123456789abcdef0123456789abcdef'
const base: FavouritesContext = { token: TOKEN, rows: [], pending: {}, error: null, needed: true }
const btc = { id: 11, currency_id: 1 }
const eth = { id: 12, currency_id: 2 }
const resolve = (
  value: 'visitor' | { member: 'dormant' | 'loading' | 'ready' | 'failed' },
  context: Partial<FavouritesContext> = {},
) => favouritesMachine.resolveState({ value, context: { ...base, ...context } })

/** One snapshot per state a star or a favourites list can show. */
export const favouritesSnapshots = {
  visitor: resolve('visitor', { token: null }),
  /** Logged in, no screen has asked for stars yet: nothing fetched. */
  dormant: resolve({ member: 'dormant' }, { needed: false }),
  loading: resolve({ member: 'loading' }),
  failed: resolve({ member: 'failed' }, { error: 'network' }),
  empty: resolve({ member: 'ready' }),
  ready: resolve({ member: 'ready' }, { rows: [btc, eth] }),
  /** BTC starred, its `optional/add` in flight. */
  adding: resolve(
    { member: 'ready' },
    {
      rows: [eth, { id: null, currency_id: 1 }],
      pending: { 1: { action: 'add', row: { id: null, currency_id: 1 } } },
    },
  ),
  /** ETH un-starred, its `optional/del` in flight (the row comes back if it fails). */
  removing: resolve(
    { member: 'ready' },
    { rows: [btc], pending: { 2: { action: 'remove', row: eth } } },
  ),
}
