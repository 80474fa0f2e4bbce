/**
 * The `sheet` region of the positions panel (lever-positions.machine.ts), a state fragment that
 * names only the machine's guards, actions and actors: the take-profit / stop-loss editor (its
 * request, lever/setstop, sets values and is safe to repeat) and three confirms whose requests are
 * keyed (keyed-submission.ts: a key made at confirm, the same key on a retry).
 */
import { keyedSubmission, withError, withOutput } from '../keyed-submission'
import { toSheetRequest, toStopRequest } from './lever-positions.logic'
import type { LeverPositionsContext, LeverPositionsEvent } from './lever-positions.types'

export const submission = keyedSubmission({
  types: {} as { context: LeverPositionsContext; events: LeverPositionsEvent },
  request: toSheetRequest,
})

const idle = '#leverPositions.ready.sheet.idle'
/** The row left the list while its sheet was open (closed by a trigger, filled, cancelled). */
const gone = { guard: 'isTargetGone', target: idle, actions: 'sayTargetGone' } as const
/** Refused because the position is no longer there: the sheet closes, the list is read again. */
const refusedGone = {
  guard: withError('isGone'),
  target: idle,
  actions: [withError('sayGone'), 'refresh'],
} as const
const dismiss = { target: idle, actions: 'closeSheet' } as const
const confirm = { target: 'submitting', actions: 'forgetSheetError' } as const

/** A confirm of a row that may leave the list meanwhile. */
const confirmingRow = {
  always: gone,
  on: { 'confirm.submit': confirm, 'sheet.dismiss': dismiss },
} as const

/** A confirm (`confirming`) and its keyed request; a refusal keeps the sheet with its code. */
function confirmed<
  const K extends 'close' | 'closeAll' | 'cancel',
  const S extends string,
  const D extends readonly unknown[],
  const C extends object,
>(kind: K, send: S, done: D, confirming: C) {
  const back = `#leverPositions.ready.sheet.${kind}.confirming` as const
  return {
    tags: ['sheetOpen'],
    initial: 'confirming',
    states: {
      confirming,
      submitting: submission.state({
        send,
        remember: 'rememberSheetError',
        keyFailed: back,
        done: { target: idle, actions: done },
        failed: [refusedGone, back],
      }),
    },
  } as const
}

export const sheetRegion = {
  initial: 'idle',
  states: {
    idle: {
      on: {
        'stops.edit': { guard: 'isManual', target: 'stops', actions: 'openSheet' },
        'position.close': { guard: 'isManual', target: 'close', actions: 'openSheet' },
        'positions.closeAll': { guard: 'hasOpenRows', target: 'closeAll', actions: 'openSheet' },
        'opening.cancel': { guard: 'isPendingRow', target: 'cancel', actions: 'openSheet' },
      },
    },
    stops: {
      tags: ['sheetOpen'],
      initial: 'editing',
      states: {
        editing: {
          always: gone,
          on: {
            'stops.change': { actions: 'typeStop' },
            'stops.clear': { actions: 'typeStop' },
            'stops.submit': [
              { guard: 'isStopsValid', target: 'saving', actions: 'forgetSheetError' },
              { actions: 'rememberStopsIssue' },
            ],
            'sheet.dismiss': dismiss,
          },
        },
        saving: {
          tags: ['busy', 'saving'],
          invoke: {
            src: 'saveStops',
            input: ({ context }: { context: LeverPositionsContext }) => toStopRequest(context),
            onDone: {
              target: idle,
              actions: [withOutput('announceStops'), withOutput('takeStops')],
            },
            onError: [refusedGone, { target: 'editing', actions: withError('rememberSheetError') }],
          },
        },
      },
    },
    close: confirmed(
      'close',
      'closePosition',
      [withOutput('announceClosed'), 'takeGone', 'refresh'],
      confirmingRow,
    ),
    closeAll: confirmed(
      'closeAll',
      'closeAll',
      [withOutput('announceClosedAll'), withOutput('takeClosedAll'), 'refresh'],
      {
        on: {
          'closeAll.scope': { actions: 'chooseScope' },
          'confirm.submit': { ...confirm, guard: 'hasScopeRows' },
          'sheet.dismiss': dismiss,
        },
      },
    ),
    cancel: confirmed(
      'cancel',
      'cancelOpening',
      [withOutput('announceCancelled'), 'takeGone', 'refresh'],
      confirmingRow,
    ),
  },
} as const
