import { fromPromise } from 'xstate'
import type { DualListRequest, DualOrderPage } from '@/api/contract/dual'
import { dualApi } from '@/api/dual'

/**
 * A page of my orders with the server's clock: the sandbox says when it answered (`now`); a server
 * that does not say is taken as answering now, by the device's clock.
 */
export const loadDualOrders = fromPromise<DualOrderPage & { now: number }, DualListRequest>(
  async ({ input, signal }) => {
    const page = await dualApi.orders(input, { signal })
    return { ...page, now: page.now ?? Date.now() }
  },
)
