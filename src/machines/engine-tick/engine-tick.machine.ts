/**
 * The engine's price at one past second (issue 14, `market/tick`): what a settlement used, for
 * the K-line opened "at a moment" (SymbolDetailScreen `?at=`).
 * loading → ready | failed —tick.retry→ loading
 */
import { assign, fromPromise, setup } from 'xstate'
import type { Tick, TickRequest } from '@/api/contract/market'
import type { ErrorCode } from '@/api/errors'
import { marketApi } from '@/api/market'
import type { LoadTag } from '../load-status'
import { ownErrorCode } from '../own-error'

export type EngineTickEvent = { type: 'tick.retry' }

export type EngineTickTag = LoadTag | 'ready'

export type EngineTickInput = TickRequest

export interface EngineTickContext extends TickRequest {
  tick: Tick | null
  error: ErrorCode | null
}

/** The `at` search parameter as a second (unix s): a non-negative integer, else null. */
export function parseTickSecond(raw: string | null): number | null {
  return raw !== null && /^\d{1,12}$/.test(raw) ? Number(raw) : null
}

export const engineTickMachine = setup({
  types: {
    context: {} as EngineTickContext,
    events: {} as EngineTickEvent,
    input: {} as EngineTickInput,
    tags: {} as EngineTickTag,
  },
  actors: {
    fetchTick: fromPromise<Tick, TickRequest>(({ input, signal }) =>
      marketApi.tick(input, { signal }),
    ),
  },
  actions: {
    takeTick: assign((_, params: { tick: Tick }) => ({ tick: params.tick, error: null })),
    rememberError: assign((_, params: { error: unknown }) => ({
      error: ownErrorCode(params.error),
    })),
  },
}).createMachine({
  id: 'engineTick',
  context: ({ input }) => ({ symbol: input.symbol, time: input.time, tick: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy', 'loading'],
      invoke: {
        src: 'fetchTick',
        input: ({ context }) => ({ symbol: context.symbol, time: context.time }),
        onDone: {
          target: 'ready',
          actions: { type: 'takeTick', params: ({ event }) => ({ tick: event.output }) },
        },
        onError: {
          target: 'failed',
          actions: { type: 'rememberError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    ready: { tags: ['ready'] },
    failed: { tags: ['failed'], on: { 'tick.retry': 'loading' } },
  },
})
