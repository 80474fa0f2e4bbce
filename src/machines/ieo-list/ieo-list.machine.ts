/**
 * IEO projects (spec §2 ieo/ieo, issue 16; api-reference §11; contract/ieo.ts, rules in
 * ieo-math.ts). `project` answers every listed project with the sandbox's `now`; the clock the
 * countdowns read is that `now` plus the seconds counted since, one per `tick` (a named delay a
 * story freezes), never the phone's clock. Phases are recomputed from it (phaseOf), so a project
 * moves from "not started" to "in progress" on time without asking again.
 *
 * loading → ready | failed
 *   failed —list.retry→ loading
 * ready: every `tick` (1 s) the clock moves one second; phase.select filters the cards.
 */
import { assign, fromPromise, setup } from 'xstate'
import { IEO_PAGE_MAX, type IeoPhase, type IeoProjectList } from '@/api/contract/ieo'
import type { ErrorCode } from '@/api/errors'
import { ieoApi } from '@/api/ieo'
import type { LoadTag } from '../load-status'
import { withError, withOutput } from '../keyed-submission'
import { ownErrorCode } from '../own-error'

export type IeoFilter = 'all' | IeoPhase

export type IeoListEvent = { type: 'list.retry' } | { type: 'phase.select'; phase: IeoFilter }

export interface IeoListContext {
  list: IeoProjectList | null
  /** Milliseconds counted by `tick` since the answer's `now`. */
  elapsed: number
  filter: IeoFilter
  error: ErrorCode | null
}

/** The countdowns' step, ms. */
export const IEO_TICK_MS = 1_000

export const loadProjects = fromPromise<IeoProjectList>(({ signal }) =>
  ieoApi.projects({ limit: IEO_PAGE_MAX }, { signal }),
)

export const ieoListMachine = setup({
  types: {
    context: {} as IeoListContext,
    events: {} as IeoListEvent,
    tags: {} as LoadTag | 'ready',
  },
  actors: { loadProjects },
  delays: { tick: IEO_TICK_MS },
  actions: {
    takeList: assign((_, { output }: { output: IeoProjectList }) => ({
      list: output,
      elapsed: 0,
      error: null,
    })),
    rememberError: assign((_, { error }: { error: unknown }) => ({ error: ownErrorCode(error) })),
    tick: assign(({ context }) => ({ elapsed: context.elapsed + IEO_TICK_MS })),
  },
}).createMachine({
  id: 'ieoList',
  context: { list: null, elapsed: 0, filter: 'all', error: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy', 'loading'],
      invoke: {
        src: 'loadProjects',
        onDone: { target: 'ready', actions: withOutput('takeList') },
        onError: { target: 'failed', actions: withError('rememberError') },
      },
    },
    failed: {
      tags: ['failed'],
      on: { 'list.retry': 'loading' },
    },
    ready: {
      tags: ['ready'],
      after: { tick: { target: 'ready', reenter: true, actions: 'tick' } },
      on: { 'phase.select': { actions: assign(({ event }) => ({ filter: event.phase })) } },
    },
  },
})
