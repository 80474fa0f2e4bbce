/**
 * The option cards' doors to the network (api-reference §8: microtrade/lists, get_result). Tests
 * and stories replace them with `.provide()`.
 */
import { fromPromise } from 'xstate'
import { MICRO_PAGE_MAX, optionStatusCodes, type OptionOrder } from '@/api/contract/micro'
import { microApi } from '@/api/micro'

/**
 * The user's open options, all pairs. One page of 50 is all of them: a currency allows at most
 * `micro_holdtrade_max` (10 on the platform) open at once.
 */
export const loadOpen = fromPromise<OptionOrder[]>(async ({ signal }) => {
  const page = await microApi.orders(
    { status: optionStatusCodes.open, limit: MICRO_PAGE_MAX },
    { signal },
  )
  return page.items
})

/** What was asked and what came back. */
export interface AskedResults {
  ids: number[]
  orders: OptionOrder[]
}

/**
 * `get_result` of each option past its expiry, at once. A failed ask leaves that option out (it is
 * asked again after the backoff), so one refusal never hides another's result.
 */
export const askResults = fromPromise<AskedResults, { ids: number[] }>(
  async ({ input, signal }) => {
    const answers = await Promise.allSettled(
      input.ids.map((id) => microApi.result({ id }, { signal })),
    )
    const orders = answers.flatMap((a) => (a.status === 'fulfilled' ? [a.value] : []))
    return { ids: input.ids, orders }
  },
)
