/**
 * The public check of a seconds option (issue 14 "a settlement anyone can check"; api-reference §8.3,
 * §17.1–5): loads the order's public facts (`microtrade/verify`), then the engine's public price of
 * its open and settlement seconds (`market/tick`, in parallel), and recomputes the record on the
 * client (contract micro-check.ts: both prices, the duration, the outcome).
 *
 * idle (no id: the form) · loading.order → loading.ticks → (judging) → open (not settled: the
 * open second checked, check again later) | verified (every fact matches) | mismatch (which facts
 * differ) · notFound · failed —check.retry→ loading. `number.change` / `number.submit` work in every state:
 * a valid order number emits `check.open` and the screen opens `?id=`, a fresh check.
 */
import { and, assign, emit, setup } from 'xstate'
import type { PublicTicks } from '@/api/contract/micro-check'
import type { OptionCheck } from '@/api/contract/micro'
import { toErrorCode, type ErrorCode } from '@/api/errors'
import type { DetailTag } from '../load-status'
import { ownErrorCode } from '../own-error'
import { checkOrder, readTicks } from './option-check.actors'
import { isConsistent, isUnsettled, orderIdOfNumber, type EntryIssue } from './option-check.logic'

export type OptionCheckEvent =
  { type: 'number.change'; value: string } | { type: 'number.submit' } | { type: 'check.retry' }

/** `check.open`: the user asked to check order `id` (the screen opens its address). */
export type OptionCheckEmitted = { type: 'check.open'; id: number }

export interface OptionCheckInput {
  /** The order id (`?id=`, raw, not the shown number); none: the form alone. */
  id?: number | null
}

export interface OptionCheckContext {
  id: number | null
  /** What the user typed in the form (an order number as shown, e.g. "10106"). */
  entry: string
  entryIssue: EntryIssue | null
  order: OptionCheck | null
  ticks: PublicTicks | null
  error: ErrorCode | null
}

export type OptionCheckTag = DetailTag | 'idle' | 'open' | 'verified' | 'mismatch'

export const optionCheckMachine = setup({
  types: {
    context: {} as OptionCheckContext,
    events: {} as OptionCheckEvent,
    input: {} as OptionCheckInput,
    emitted: {} as OptionCheckEmitted,
    tags: {} as OptionCheckTag,
  },
  actors: { checkOrder, readTicks },
  guards: {
    hasId: ({ context }) => context.id !== null,
    isEntryValid: ({ context }) => typeof orderIdOfNumber(context.entry) === 'number',
    isNotFound: (_, params: { error: unknown }) => toErrorCode(params.error) === 'notFound',
    /** Every fact known so far matches the public prices. */
    isConsistent: ({ context }) => isConsistent(context.order!, context.ticks!),
    isUnsettled: ({ context }) => isUnsettled(context.order!),
  },
  actions: {
    takeOrder: assign((_, params: { order: OptionCheck }) => ({ order: params.order })),
    takeTicks: assign((_, params: { ticks: PublicTicks }) => ({ ticks: params.ticks })),
    rememberError: assign((_, params: { error: unknown }) => ({
      error: ownErrorCode(params.error),
    })),
    changeEntry: assign((_, params: { value: string }) => ({
      entry: params.value,
      entryIssue: null,
    })),
    rejectEntry: assign(({ context }) => {
      const issue = orderIdOfNumber(context.entry)
      return { entryIssue: typeof issue === 'number' ? null : issue }
    }),
    openCheck: emit(({ context }) => ({
      type: 'check.open' as const,
      id: orderIdOfNumber(context.entry) as number,
    })),
  },
}).createMachine({
  id: 'optionCheck',
  context: ({ input }) => ({
    id: input.id ?? null,
    entry: '',
    entryIssue: null,
    order: null,
    ticks: null,
    error: null,
  }),
  initial: 'starting',
  on: {
    'number.change': {
      actions: { type: 'changeEntry', params: ({ event }) => ({ value: event.value }) },
    },
    'number.submit': [{ guard: 'isEntryValid', actions: 'openCheck' }, { actions: 'rejectEntry' }],
  },
  states: {
    starting: { always: [{ guard: 'hasId', target: 'loading' }, { target: 'idle' }] },
    idle: { tags: ['idle'] },
    loading: {
      tags: ['busy', 'loading'],
      initial: 'order',
      entry: assign({ order: null, ticks: null, error: null }),
      states: {
        order: {
          invoke: {
            src: 'checkOrder',
            input: ({ context }) => ({ id: context.id! }),
            onDone: {
              target: 'ticks',
              actions: { type: 'takeOrder', params: ({ event }) => ({ order: event.output }) },
            },
            onError: [
              {
                guard: { type: 'isNotFound', params: ({ event }) => ({ error: event.error }) },
                target: '#optionCheck.notFound',
              },
              {
                target: '#optionCheck.failed',
                actions: { type: 'rememberError', params: ({ event }) => ({ error: event.error }) },
              },
            ],
          },
        },
        ticks: {
          invoke: {
            src: 'readTicks',
            input: ({ context }) => ({
              symbol: context.order!.symbol,
              openTick: context.order!.openTick,
              settleTick: isUnsettled(context.order!) ? null : context.order!.settleTick,
            }),
            onDone: {
              target: '#optionCheck.judging',
              actions: { type: 'takeTicks', params: ({ event }) => ({ ticks: event.output }) },
            },
            onError: {
              target: '#optionCheck.failed',
              actions: { type: 'rememberError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
      },
    },
    /** Decides from the record and the public prices; never stays. */
    judging: {
      always: [
        { guard: and(['isConsistent', 'isUnsettled']), target: 'open' },
        { guard: 'isConsistent', target: 'verified' },
        { target: 'mismatch' },
      ],
    },
    open: { tags: ['open', 'ready'], on: { 'check.retry': 'loading' } },
    verified: { tags: ['verified', 'ready'] },
    mismatch: { tags: ['mismatch', 'ready'] },
    notFound: { tags: ['notFound'] },
    failed: { tags: ['failed'], on: { 'check.retry': 'loading' } },
  },
})
