/**
 * The placement's rules that are not states: the state ieo-math's placementIssue checks the typed
 * offer against, and the request (contract/ieo.ts, ieo-math.ts).
 */
import { fromPromise } from 'xstate'
import type { IeoBuyRequest, IeoDetail, IeoOrder } from '@/api/contract/ieo'
import { phaseOf, placementIssue, type PlacementState } from '@/api/contract/ieo-math'
import type { ErrorCode } from '@/api/errors'
import { ieoApi } from '@/api/ieo'

/** What placementIssue checks an offer against at `now`; available is 0 without a session. */
export function placementStateOf(detail: IeoDetail, now: number): PlacementState {
  return {
    phase: phaseOf(now, detail.startAt, detail.endAt),
    now,
    sellBegin: detail.sellBegin,
    price: detail.price,
    supply: detail.supply,
    sold: detail.sold,
    tokenScale: detail.tokenScale,
    payScale: detail.payScale,
    available: detail.balance ?? '0',
    placed: detail.placement !== null,
  }
}

/** Why the typed offer cannot be placed now, or null. */
export const placementIssueOf = (c: {
  detail: IeoDetail
  now: number
  amount: string
}): ErrorCode | null => placementIssue(c.amount.trim(), placementStateOf(c.detail, c.now))

export const buy = fromPromise<IeoOrder, IeoBuyRequest>(({ input, signal }) =>
  ieoApi.buy(input, { signal }),
)
