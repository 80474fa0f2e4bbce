/**
 * The finance hub's network (stories and tests `.provide` their own): each card's figures, read
 * whole (every page) and reduced by contract/finance-math.ts.
 */
import { fromPromise } from 'xstate'
import { DUAL_COIN_IDS, dualDirections } from '@/api/contract/dual'
import {
  dualHighlight,
  ieoCounts,
  lockHighlights,
  type DualHighlight,
  type IeoCounts,
  type LockHighlights,
} from '@/api/contract/finance-math'
import { IEO_PAGE_MAX, type IeoProject } from '@/api/contract/ieo'
import { LOCKMING_CONFIG_PAGE_SIZE, type LockConfig } from '@/api/contract/lockming'
import { dualApi } from '@/api/dual'
import { ieoApi } from '@/api/ieo'
import { lockmingApi } from '@/api/lockming'

/** Pages read at most per list (a runaway answer cannot loop forever). */
const MAX_PAGES = 20

export const financeActors = {
  /** Every open lock-mining product (all kinds), 10 a page. */
  loadLock: fromPromise<LockHighlights | null>(async ({ signal }) => {
    const all: LockConfig[] = []
    for (let page = 1; page <= MAX_PAGES; page++) {
      const batch = await lockmingApi.configs({ page }, { signal })
      all.push(...batch)
      if (batch.length < LOCKMING_CONFIG_PAGE_SIZE) break
    }
    return lockHighlights(all)
  }),
  /** BTC and ETH products, call and put. */
  loadDual: fromPromise<DualHighlight | null>(async ({ signal }) => {
    const lists = await Promise.all(
      DUAL_COIN_IDS.flatMap((coin) =>
        dualDirections.map((type) => dualApi.products({ currency_id: coin, type }, { signal })),
      ),
    )
    return dualHighlight(lists.flat())
  }),
  /** Every listed project. */
  loadIeo: fromPromise<IeoCounts>(async ({ signal }) => {
    const all: IeoProject[] = []
    for (let page = 1; page <= MAX_PAGES; page++) {
      const { projects } = await ieoApi.projects({ page, limit: IEO_PAGE_MAX }, { signal })
      all.push(...projects)
      if (projects.length < IEO_PAGE_MAX) break
    }
    return ieoCounts(all)
  }),
}
