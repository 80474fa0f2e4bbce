/**
 * The country and region picker (spec §2 common/area, setting/areas; api-reference §2 area_code).
 * Parallel: list (idle → loading → ready | failed, retry → loading) ∥ sheet (closed ⇄ open).
 * The list loads the first time the picker opens and is kept; choosing an area emits
 * `area.selected` (the screen hands it to its form) and closes the sheet.
 */
import { assign, emit, fromPromise, setup, stateIn } from 'xstate'
import { authApi } from '@/api/auth'
import type { Area } from '@/api/contract/auth'
import type { ErrorCode } from '@/api/errors'
import type { LoadTag } from '../load-status'
import { ownErrorCode } from '../own-error'
import type { AreaChoice } from '../account-fields'

export type AreaPickerEvent =
  | { type: 'picker.open'; selected?: AreaChoice }
  | { type: 'picker.close' }
  | { type: 'query.change'; value: string }
  | { type: 'area.select'; area: AreaChoice }
  | { type: 'list.retry' }

export type AreaPickerEmitted = { type: 'area.selected'; area: AreaChoice }

export interface AreaPickerInput {
  /** Open from the start (the picker as a page). @default false */
  open?: boolean
  selected?: AreaChoice
}

export interface AreaPickerContext {
  /** Shown as a page: open from the start. */
  page: boolean
  areas: Area[]
  query: string
  /** The area the form currently has, marked in the list. */
  selected: AreaChoice | null
  error: ErrorCode | null
}

export const areaPickerMachine = setup({
  types: {
    context: {} as AreaPickerContext,
    events: {} as AreaPickerEvent,
    input: {} as AreaPickerInput,
    emitted: {} as AreaPickerEmitted,
    /** For views: the list's load (loading, failed) and the sheet (sheetOpen). */
    tags: {} as LoadTag | 'sheetOpen',
  },
  actors: {
    fetchAreas: fromPromise<Area[]>(({ signal }) => authApi.areaCodes({ signal })),
  },
  guards: {
    isPage: ({ context }) => context.page,
  },
}).createMachine({
  id: 'areaPicker',
  context: ({ input }) => ({
    page: input.open ?? false,
    areas: [],
    query: '',
    selected: input.selected ?? null,
    error: null,
  }),
  type: 'parallel',
  states: {
    list: {
      initial: 'idle',
      states: {
        idle: {
          always: { guard: stateIn({ sheet: 'open' }), target: 'loading' },
          on: { 'picker.open': 'loading' },
        },
        loading: {
          tags: ['busy', 'loading'],
          invoke: {
            src: 'fetchAreas',
            onDone: {
              target: 'ready',
              actions: assign(({ event }) => ({ areas: event.output, error: null })),
            },
            onError: {
              target: 'failed',
              actions: assign(({ event }) => ({ error: ownErrorCode(event.error) })),
            },
          },
        },
        ready: {},
        failed: { tags: ['failed'], on: { 'list.retry': 'loading' } },
      },
    },
    sheet: {
      initial: 'starting',
      states: {
        starting: { always: [{ guard: 'isPage', target: 'open' }, { target: 'closed' }] },
        closed: {
          on: {
            'picker.open': {
              target: 'open',
              actions: assign(({ context, event }) => ({
                query: '',
                selected: event.selected ?? context.selected,
              })),
            },
          },
        },
        open: {
          tags: ['sheetOpen'],
          on: {
            'picker.close': 'closed',
            'query.change': { actions: assign(({ event }) => ({ query: event.value })) },
            'area.select': {
              target: 'closed',
              actions: [
                assign(({ event }) => ({ selected: event.area })),
                emit(({ event }) => ({ type: 'area.selected' as const, area: event.area })),
              ],
            },
          },
        },
      },
    },
  },
})
