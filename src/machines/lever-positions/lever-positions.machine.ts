/**
 * The futures positions panel (issue 13; api-reference §7.2 lever/my_trade, deal, setstop, close,
 * batch_close, cancel; §7.3 through lever-math in the view; contract/lever.ts). It holds every open
 * position and pending limit opening of the account (all pairs; the list filters to the screen's
 * pair), the lever balance and each pair's rules; the screen feeds it last prices (`marks.update`)
 * and the user's `lever_position` / `lever_closed` events (`position.changed`, `positions.closed`).
 *
 * loading → ready | failed (list.retry → loading)
 * ready (parallel):
 *   sync: idle —list.refresh (and each event that moves money)→ refreshing → idle (a failure keeps
 *         the figures)
 *   sheet: idle —stops.edit→ stops.editing —stops.submit (stopIssue clear)→ stops.saving → idle
 *          idle —position.close→ close.confirming —confirm.submit→ close.submitting → idle
 *          idle —positions.closeAll→ closeAll.confirming (closeAll.scope) → closeAll.submitting → idle
 *          idle —opening.cancel→ cancel.confirming → cancel.submitting → idle
 *          a refusal keeps the sheet with its code; `positionNotOpen` (or the row leaving while the
 *          sheet is open) closes it with a notice and reads the list again.
 */
import { assign, emit, raise, setup } from 'xstate'
import type { LeverBatchResult, LeverPosition } from '@/api/contract/lever'
import { onRefusal, withError, withOutput } from '../keyed-submission'
import { ownErrorCode } from '../own-error'
import * as actors from './lever-positions.actors'
import {
  answered,
  goneNotice,
  isGone,
  noSheet,
  openRow,
  openedSheet,
  pendingRow,
  savedStops,
  scopeOf,
  scopeRows,
  sheetRefusal,
  stopsIssue,
  takeData,
  targetOf,
  typedStop,
  withChanged,
  withoutClosedAll,
  withoutIds,
  withoutTarget,
} from './lever-positions.logic'
import { sheetRegion, submission } from './lever-positions.sheets'
import type {
  LeverPositionsContext as Context,
  LeverPositionsData,
  LeverPositionsEmitted,
  LeverPositionsEvent,
  LeverPositionsInput,
  LeverPositionsTag,
} from './lever-positions.types'

export type * from './lever-positions.types'

type Answer = { output: LeverPosition | null }
const load = {
  src: 'loadPositions',
  input: ({ context }: { context: Context }) => ({ pair: context.pair }),
} as const

export const leverPositionsMachine = setup({
  types: {
    context: {} as Context,
    events: {} as LeverPositionsEvent,
    input: {} as LeverPositionsInput,
    emitted: {} as LeverPositionsEmitted,
    tags: {} as LeverPositionsTag,
  },
  actors: { ...actors, ...submission.actors },
  guards: {
    ...submission.guards,
    isGone: onRefusal(isGone),
    isStopsChange: ({ event }) => event.type === 'position.changed' && event.event === 'stops',
    isTargetGone: ({ context }) => targetOf(context) === null,
    isManual: ({ context, event }) => 'id' in event && openRow(context, event.id)?.copied === false,
    isPendingRow: ({ context, event }) => 'id' in event && pendingRow(context, event.id) !== null,
    hasOpenRows: ({ context }) => context.open.length > 0,
    hasScopeRows: ({ context }) => scopeRows(context, scopeOf(context)).length > 0,
    isStopsValid: ({ context }) => stopsIssue(context) === null,
  },
  actions: {
    ...submission.actions,
    takeData: assign(({ context }, { output }: { output: LeverPositionsData }) =>
      takeData(context, output),
    ),
    rememberLoadError: assign((_, { error }: { error: unknown }) => ({
      error: ownErrorCode(error),
    })),
    forgetLoadError: assign({ error: null }),
    refresh: raise({ type: 'list.refresh' }),
    takeMarks: assign(({ context, event }) =>
      event.type === 'marks.update' ? { marks: { ...context.marks, ...event.marks } } : {},
    ),
    chooseFilter: assign(({ event }) =>
      event.type === 'filter.change' ? { filter: event.filter } : {},
    ),
    choosePair: assign(({ event }) => (event.type === 'pair.change' ? { pair: event.pair } : {})),
    takeChange: assign(({ context, event }) =>
      event.type === 'position.changed' ? withChanged(context, event.position) : {},
    ),
    takeClosedIds: assign(({ context, event }) =>
      event.type === 'positions.closed' ? withoutIds(context, event.ids) : {},
    ),
    openSheet: assign(openedSheet),
    chooseScope: assign(({ event }) =>
      event.type === 'closeAll.scope'
        ? { sheet: { kind: 'closeAll' as const, scope: event.scope }, sheetError: null }
        : {},
    ),
    typeStop: assign(typedStop),
    rememberStopsIssue: assign(({ context }) => ({
      sheetError: stopsIssue(context),
      serverMessage: '',
    })),
    rememberSheetError: assign(sheetRefusal),
    forgetSheetError: assign({ sheetError: null, serverMessage: '' }),
    closeSheet: assign(noSheet),
    sayTargetGone: assign({ ...noSheet, notice: 'positionNotOpen' }),
    sayGone: assign(goneNotice),
    dismissNotice: assign({ notice: null }),
    takeStops: assign((args, answer: Answer) => ({
      ...withChanged(args.context, savedStops(args, answer)),
      ...noSheet,
    })),
    announceStops: emit((args, answer: Answer) => ({
      type: 'stopsSaved' as const,
      position: savedStops(args, answer),
    })),
    announceClosed: emit((args, answer: Answer) => ({
      type: 'closed' as const,
      position: answered(args, answer),
    })),
    announceCancelled: emit((args, answer: Answer) => ({
      type: 'cancelled' as const,
      position: answered(args, answer),
    })),
    takeGone: assign(withoutTarget),
    announceClosedAll: emit(({ context }, { output }: { output: LeverBatchResult | null }) => ({
      type: 'closedAll' as const,
      scope: scopeOf(context),
      result: output,
    })),
    takeClosedAll: assign(withoutClosedAll),
  },
}).createMachine({
  id: 'leverPositions',
  context: ({ input }) => ({
    pair: input.pair,
    filter: input.filter ?? 'all',
    balance: '0',
    open: [],
    pending: [],
    markets: {},
    marks: {},
    error: null,
    sheet: null,
    stops: { takeProfit: '', stopLoss: '' },
    sheetError: null,
    serverMessage: '',
    notice: null,
    requestKey: null,
  }),
  on: {
    'marks.update': { actions: 'takeMarks' },
    'filter.change': { actions: 'chooseFilter' },
    'notice.dismiss': { actions: 'dismissNotice' },
  },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy', 'loading'],
      on: { 'pair.change': { target: 'loading', reenter: true, actions: 'choosePair' } },
      invoke: {
        ...load,
        onDone: { target: 'ready', actions: withOutput('takeData') },
        onError: { target: 'failed', actions: withError('rememberLoadError') },
      },
    },
    failed: {
      tags: ['failed'],
      on: { 'list.retry': { target: 'loading', actions: 'forgetLoadError' } },
    },
    ready: {
      tags: ['ready'],
      type: 'parallel',
      on: {
        'pair.change': { actions: ['choosePair', 'refresh'] },
        'position.changed': [
          { guard: 'isStopsChange', actions: 'takeChange' },
          { actions: ['takeChange', 'refresh'] },
        ],
        'positions.closed': { actions: ['takeClosedIds', 'refresh'] },
      },
      states: {
        sync: {
          initial: 'idle',
          // not `reenter` on `sync` itself: a reentering transition of a parallel region exits the
          // whole `ready` state, which reset an open sheet (and dropped a close in flight)
          states: {
            idle: { on: { 'list.refresh': 'refreshing' } },
            refreshing: {
              on: { 'list.refresh': { target: 'refreshing', reenter: true } },
              tags: ['busy', 'refreshing'],
              invoke: {
                ...load,
                onDone: { target: 'idle', actions: withOutput('takeData') },
                onError: 'idle',
              },
            },
          },
        },
        sheet: sheetRegion,
      },
    },
  },
})
