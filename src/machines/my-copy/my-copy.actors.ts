/** My copy trading's network (stories and tests `.provide` their own). */
import { fromPromise } from 'xstate'
import type { Follow, MyFollows } from '@/api/contract/follow'
import type { LeverPosition } from '@/api/contract/lever'
import { followApi } from '@/api/follow'

export const myCopyActors = {
  loadMine: fromPromise<MyFollows>(({ signal }) => followApi.mine({ signal })),
  cancelFollow: fromPromise<Follow, { traderId: number }>(({ input, signal }) =>
    followApi.cancel({ follow_user_id: input.traderId }, { signal }),
  ),
  takeOver: fromPromise<LeverPosition, { id: number }>(({ input, signal }) =>
    followApi.selfHolding({ transaction_id: input.id }, { signal }),
  ),
}
