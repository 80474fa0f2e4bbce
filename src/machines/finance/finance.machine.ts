/**
 * The finance hub (issue 16; spec §2 other/financial/index): the way into the earn products, a
 * card each for lock mining, dual investment and IEO with its headline figures (finance-math.ts).
 * Each card loads on its own, so one failing shows its own retry while the others still show.
 *
 * parallel: lock ∥ dual ∥ ieo, each loading → ready | failed (<card>.retry → loading)
 */
import { assign, setup } from 'xstate'
import type { DualHighlight, IeoCounts, LockHighlights } from '@/api/contract/finance-math'
import type { ErrorCode } from '@/api/errors'
import { ownErrorCode } from '../own-error'
import { financeActors } from './finance.actors'

export const financeCards = ['lock', 'dual', 'ieo'] as const
export type FinanceCard = (typeof financeCards)[number]

export type FinanceEvent = { type: 'lock.retry' } | { type: 'dual.retry' } | { type: 'ieo.retry' }

export interface FinanceContext {
  /** null until loaded, or when no product is open. */
  lock: LockHighlights | null
  dual: DualHighlight | null
  ieo: IeoCounts | null
  /** Why each card failed (null for a session error). */
  errors: Record<FinanceCard, ErrorCode | null>
}

type Output<T> = { output: T }
const failure =
  (card: FinanceCard) =>
  ({ event }: { event: { error: unknown } }) => ({
    card,
    error: event.error,
  })

export const financeMachine = setup({
  types: { context: {} as FinanceContext, events: {} as FinanceEvent },
  actors: financeActors,
  actions: {
    takeLock: assign((_, { output }: Output<LockHighlights | null>) => ({ lock: output })),
    takeDual: assign((_, { output }: Output<DualHighlight | null>) => ({ dual: output })),
    takeIeo: assign((_, { output }: Output<IeoCounts>) => ({ ieo: output })),
    rememberError: assign(
      ({ context }, { card, error }: { card: FinanceCard; error: unknown }) => ({
        errors: { ...context.errors, [card]: ownErrorCode(error) },
      }),
    ),
  },
}).createMachine({
  id: 'finance',
  context: { lock: null, dual: null, ieo: null, errors: { lock: null, dual: null, ieo: null } },
  type: 'parallel',
  states: {
    lock: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            src: 'loadLock',
            onDone: {
              target: 'ready',
              actions: { type: 'takeLock', params: ({ event }) => ({ output: event.output }) },
            },
            onError: {
              target: 'failed',
              actions: { type: 'rememberError', params: failure('lock') },
            },
          },
        },
        ready: {},
        failed: { on: { 'lock.retry': 'loading' } },
      },
    },
    dual: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            src: 'loadDual',
            onDone: {
              target: 'ready',
              actions: { type: 'takeDual', params: ({ event }) => ({ output: event.output }) },
            },
            onError: {
              target: 'failed',
              actions: { type: 'rememberError', params: failure('dual') },
            },
          },
        },
        ready: {},
        failed: { on: { 'dual.retry': 'loading' } },
      },
    },
    ieo: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            src: 'loadIeo',
            onDone: {
              target: 'ready',
              actions: { type: 'takeIeo', params: ({ event }) => ({ output: event.output }) },
            },
            onError: {
              target: 'failed',
              actions: { type: 'rememberError', params: failure('ieo') },
            },
          },
        },
        ready: {},
        failed: { on: { 'ieo.retry': 'loading' } },
      },
    },
  },
})
