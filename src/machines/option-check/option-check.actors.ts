/**
 * The public check's network: the order's public facts (`microtrade/verify`), then the engine's
 * public price of its two seconds (`market/tick`), read in parallel. No session is needed.
 */
import { fromPromise } from 'xstate'
import { marketApi } from '@/api/market'
import type { PublicTicks } from '@/api/contract/micro-check'
import type { OptionCheck } from '@/api/contract/micro'
import { microApi } from '@/api/micro'

export const checkOrder = fromPromise<OptionCheck, { id: number }>(({ input, signal }) =>
  microApi.check(input, { signal }),
)

/** Which ticks to read: the open second always, the settlement second once settled (ms). */
export interface TickQuery {
  symbol: string
  openTick: number
  /** null: not settled, its second may not have begun (`tickNotYet`). */
  settleTick: number | null
}

export const readTicks = fromPromise<PublicTicks, TickQuery>(async ({ input, signal }) => {
  const tick = (ms: number) => marketApi.tick({ symbol: input.symbol, time: ms / 1000 }, { signal })
  const [open, settle] = await Promise.all([
    tick(input.openTick),
    input.settleTick === null ? null : tick(input.settleTick),
  ])
  return { open, settle }
})
