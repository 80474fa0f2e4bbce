/** Early redemption's network (stories and tests `.provide` their own). */
import { fromPromise } from 'xstate'
import {
  LOCKMING_ORDER_PAGE_MAX,
  type LockCancelRequest,
  type LockOrder,
} from '@/api/contract/lockming'
import { lockmingApi } from '@/api/lockming'

/** Pages read at most to find a lock again (50 a page). */
const MAX_PAGES = 20

/** The lock as it is now, from the caller's locks (newest first); null when it is not there. */
async function findLock(id: number, signal: AbortSignal): Promise<LockOrder | null> {
  for (let page = 1; page <= MAX_PAGES; page++) {
    const rows = await lockmingApi.orders({ page, limit: LOCKMING_ORDER_PAGE_MAX }, { signal })
    const found = rows.find((lock) => lock.id === id)
    if (found) return found
    if (rows.length < LOCKMING_ORDER_PAGE_MAX) return null
  }
  return null
}

export const lockRedeemActors = {
  redeem: fromPromise<LockOrder, LockCancelRequest>(({ input, signal }) =>
    lockmingApi.redeem(input, { signal }),
  ),
  readLock: fromPromise<LockOrder | null, { id: number }>(({ input, signal }) =>
    findLock(input.id, signal),
  ),
}
