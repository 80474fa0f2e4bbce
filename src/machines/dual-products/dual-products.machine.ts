/**
 * Dual investment products of one coin and one direction (spec §2 invest/invest `?coin=&type=`,
 * issue 16; api-reference §20 `dual/index`; contract/dual.ts, rules in dual-math.ts). The screen
 * keeps the coin and direction in the address and sends `filter.change` when the user picks others.
 *
 * loading → ready | empty | failed;  failed —list.retry→ loading
 * filter.change (another coin or direction) → loading, from any state
 */
import { assign, fromPromise, setup } from 'xstate'
import type { DualDirection, DualProduct } from '@/api/contract/dual'
import { dualApi } from '@/api/dual'
import type { ErrorCode } from '@/api/errors'
import type { LoadTag } from '../load-status'
import { ownError } from '../own-error'

export type DualProductsEvent =
  { type: 'filter.change'; coinId: number; direction: DualDirection } | { type: 'list.retry' }

export interface DualProductsInput {
  coinId: number
  direction: DualDirection
  /** The device's time (ms) when the screen opened: what terms in days count from. */
  now: number
}

export interface DualProductsContext extends DualProductsInput {
  products: DualProduct[]
  error: ErrorCode | null
  serverMessage: string
}

export type DualProductsTag = LoadTag | 'ready' | 'empty'

export const dualProductsMachine = setup({
  types: {
    context: {} as DualProductsContext,
    events: {} as DualProductsEvent,
    input: {} as DualProductsInput,
    tags: {} as DualProductsTag,
  },
  actors: {
    loadProducts: fromPromise<DualProduct[], { coinId: number; direction: DualDirection }>(
      ({ input, signal }) =>
        dualApi.products({ currency_id: input.coinId, type: input.direction }, { signal }),
    ),
  },
  guards: {
    isOther: ({ context, event }) =>
      event.type === 'filter.change' &&
      (event.coinId !== context.coinId || event.direction !== context.direction),
    hasProducts: (_, { output }: { output: DualProduct[] }) => output.length > 0,
  },
  actions: {
    takeFilter: assign(({ event }) =>
      event.type === 'filter.change' ? { coinId: event.coinId, direction: event.direction } : {},
    ),
    takeProducts: assign((_, { output }: { output: DualProduct[] }) => ({
      products: output,
      error: null,
      serverMessage: '',
    })),
    rememberError: assign((_, { error }: { error: unknown }) => ({
      products: [],
      ...ownError(error),
    })),
  },
}).createMachine({
  id: 'dualProducts',
  context: ({ input }) => ({ ...input, products: [], error: null, serverMessage: '' }),
  initial: 'loading',
  on: {
    'filter.change': { guard: 'isOther', target: '.loading', actions: 'takeFilter' },
  },
  states: {
    loading: {
      tags: ['busy', 'loading'],
      invoke: {
        src: 'loadProducts',
        input: ({ context }) => ({ coinId: context.coinId, direction: context.direction }),
        onDone: [
          {
            guard: { type: 'hasProducts', params: ({ event }) => ({ output: event.output }) },
            target: 'ready',
            actions: { type: 'takeProducts', params: ({ event }) => ({ output: event.output }) },
          },
          {
            target: 'empty',
            actions: { type: 'takeProducts', params: ({ event }) => ({ output: event.output }) },
          },
        ],
        onError: {
          target: 'failed',
          actions: { type: 'rememberError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    ready: { tags: ['ready'] },
    empty: { tags: ['empty'] },
    failed: { tags: ['failed'], on: { 'list.retry': 'loading' } },
  },
})
