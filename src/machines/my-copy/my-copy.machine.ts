/**
 * My copy trading (issue 15; api-reference §10 follow/my, follow/cancel, follow/selfHolding, §13
 * follow_copy / follow_cancelled / lever_position; contract/follow.ts): the user's active follows,
 * open copies and skipped copies, kept live by the user's private events; ending a follow and
 * taking a copy over, each after a confirm sheet. Closed copies are the history machine's
 * (my-copy-history.machine.ts).
 *
 * loading → ready | failed (list.retry → loading); list.refresh (ready) → loading
 * ready: idle —follow.cancel→ confirmingCancel —sheet.confirm→ cancelling → idle | cancelFailed
 *        idle —copy.takeOver→ confirmingTakeOver —sheet.confirm→ takingOver → idle | takeOverFailed
 *        a *Failed sheet: sheet.confirm tries again; sheet.close (not while sending) → idle;
 *        a sheet whose follow or copy has gone → idle
 * copy.opened / copy.closed / copy.skipped / follow.ended / position.changed (ready): the lists move.
 */
import { assign, emit, not, setup } from 'xstate'
import type { MyFollows, SkippedCopy } from '@/api/contract/follow'
import type { LeverPosition } from '@/api/contract/lever'
import { ownErrorCode } from '../own-error'
import { myCopyActors } from './my-copy.actors'
import {
  addedCopy,
  addedSkipped,
  endedFollow,
  sheetFollow,
  sheetPosition,
  sheetTargetListed,
  takeMine,
  withCopy,
} from './my-copy.logic'
import type {
  ActiveFollow,
  MyCopyContext,
  MyCopyEmitted,
  MyCopyEvent,
  MyCopyInput,
  MyCopyTag,
} from './my-copy.types'

export type * from './my-copy.types'

type ErrorParams = { error: unknown }

export const myCopyMachine = setup({
  types: {
    context: {} as MyCopyContext,
    events: {} as MyCopyEvent,
    input: {} as MyCopyInput,
    emitted: {} as MyCopyEmitted,
    tags: {} as MyCopyTag,
  },
  actors: myCopyActors,
  guards: {
    isSheetTargetListed: ({ context }) => sheetTargetListed(context),
    isFollowed: ({ context }, { traderId }: { traderId: number }) =>
      context.follows.some((f) => f.traderId === traderId),
    isCopyOpen: ({ context }, { id }: { id: number }) => context.copies.some((p) => p.id === id),
  },
  actions: {
    takeMine: assign(({ context }, { output }: { output: MyFollows }) => takeMine(context, output)),
    rememberError: assign((_, { error }: ErrorParams) => ({ error: ownErrorCode(error) })),
    clearError: assign({ error: null }),
    openCancel: assign(({ context }, { traderId }: { traderId: number }) => ({
      sheet: {
        kind: 'cancel' as const,
        follow: context.follows.find((f) => f.traderId === traderId)!,
      },
      error: null,
    })),
    openTakeOver: assign(({ context }, { id }: { id: number }) => ({
      sheet: { kind: 'takeOver' as const, position: context.copies.find((p) => p.id === id)! },
      error: null,
    })),
    closeSheet: assign({ sheet: null, error: null }),
    dropCancelled: assign(({ context }, { follow }: { follow: ActiveFollow }) => ({
      follows: context.follows.filter((f) => f.traderId !== follow.traderId),
    })),
    announceCancelled: emit((_, { follow }: { follow: ActiveFollow }) => ({
      type: 'followCancelled' as const,
      trader: follow.trader,
      terms: { mode: follow.mode, number: follow.number },
    })),
    dropTakenOver: assign(({ context }, { output }: { output: LeverPosition }) => ({
      copies: context.copies.filter((p) => p.id !== output.id),
    })),
    announceTakenOver: emit((_, { output }: { output: LeverPosition }) => ({
      type: 'takenOver' as const,
      position: output,
    })),
    addCopy: assign(({ context }, p: { position: LeverPosition; nickname: string }) =>
      addedCopy(context, p.position, p.nickname),
    ),
    changeCopy: assign(({ context }, { position }: { position: LeverPosition }) => ({
      copies: withCopy(context.copies, position),
    })),
    announceClosed: emit((_, { position }: { position: LeverPosition }) => ({
      type: 'copyClosed' as const,
      position,
    })),
    addSkipped: assign(({ context }, { skipped }: { skipped: SkippedCopy }) =>
      addedSkipped(context, skipped),
    ),
    endFollow: assign(({ context }, p: { traderId: number; nickname: string }) =>
      endedFollow(context, p.traderId, p.nickname),
    ),
    dismissNotice: assign(({ context, event }) =>
      event.type === 'notice.dismiss'
        ? { notices: context.notices.filter((n) => n.traderId !== event.traderId) }
        : {},
    ),
    takeMarks: assign(({ context, event }) =>
      event.type === 'marks.update' ? { marks: { ...context.marks, ...event.marks } } : {},
    ),
    changeTab: assign(({ event }) => (event.type === 'tab.change' ? { tab: event.tab } : {})),
  },
}).createMachine({
  id: 'myCopy',
  context: ({ input }) => ({
    tab: input.tab ?? 'following',
    follows: [],
    copies: [],
    skipped: [],
    nicknames: {},
    marks: {},
    sheet: null,
    error: null,
    notices: [],
  }),
  on: {
    'tab.change': { actions: 'changeTab' },
    'marks.update': { actions: 'takeMarks' },
    'notice.dismiss': { actions: 'dismissNotice' },
  },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy', 'loading'],
      entry: 'clearError',
      invoke: {
        src: 'loadMine',
        onDone: {
          target: 'ready',
          actions: { type: 'takeMine', params: ({ event }) => ({ output: event.output }) },
        },
        onError: {
          target: 'failed',
          actions: { type: 'rememberError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    failed: { tags: ['failed'], on: { 'list.retry': 'loading' } },
    ready: {
      tags: ['ready'],
      on: {
        'copy.opened': { actions: { type: 'addCopy', params: ({ event }) => event } },
        'copy.closed': {
          actions: [
            { type: 'changeCopy', params: ({ event }) => event },
            { type: 'announceClosed', params: ({ event }) => event },
          ],
        },
        'position.changed': { actions: { type: 'changeCopy', params: ({ event }) => event } },
        'copy.skipped': { actions: { type: 'addSkipped', params: ({ event }) => event } },
        'follow.ended': { actions: { type: 'endFollow', params: ({ event }) => event } },
      },
      initial: 'idle',
      states: {
        idle: {
          entry: 'closeSheet',
          on: {
            'list.refresh': '#myCopy.loading',
            'follow.cancel': {
              guard: { type: 'isFollowed', params: ({ event }) => event },
              target: 'confirmingCancel',
              actions: { type: 'openCancel', params: ({ event }) => event },
            },
            'copy.takeOver': {
              guard: { type: 'isCopyOpen', params: ({ event }) => event },
              target: 'confirmingTakeOver',
              actions: { type: 'openTakeOver', params: ({ event }) => event },
            },
          },
        },
        confirmingCancel: {
          tags: ['sheetOpen'],
          always: { guard: not('isSheetTargetListed'), target: 'idle' },
          on: { 'sheet.confirm': 'cancelling', 'sheet.close': 'idle' },
        },
        cancelling: {
          tags: ['sheetOpen', 'busy', 'submitting'],
          entry: 'clearError',
          invoke: {
            src: 'cancelFollow',
            input: ({ context }) => ({ traderId: sheetFollow(context).traderId }),
            onDone: {
              target: 'idle',
              actions: [
                {
                  type: 'announceCancelled',
                  params: ({ context }) => ({ follow: sheetFollow(context) }),
                },
                {
                  type: 'dropCancelled',
                  params: ({ context }) => ({ follow: sheetFollow(context) }),
                },
              ],
            },
            onError: {
              target: 'cancelFailed',
              actions: { type: 'rememberError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        cancelFailed: {
          tags: ['sheetOpen', 'actionFailed'],
          on: { 'sheet.confirm': 'cancelling', 'sheet.close': 'idle' },
        },
        confirmingTakeOver: {
          tags: ['sheetOpen'],
          always: { guard: not('isSheetTargetListed'), target: 'idle' },
          on: { 'sheet.confirm': 'takingOver', 'sheet.close': 'idle' },
        },
        takingOver: {
          tags: ['sheetOpen', 'busy', 'submitting'],
          entry: 'clearError',
          invoke: {
            src: 'takeOver',
            input: ({ context }) => ({ id: sheetPosition(context).id }),
            onDone: {
              target: 'idle',
              actions: [
                { type: 'dropTakenOver', params: ({ event }) => ({ output: event.output }) },
                { type: 'announceTakenOver', params: ({ event }) => ({ output: event.output }) },
              ],
            },
            onError: {
              target: 'takeOverFailed',
              actions: { type: 'rememberError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        takeOverFailed: {
          tags: ['sheetOpen', 'actionFailed'],
          on: { 'sheet.confirm': 'takingOver', 'sheet.close': 'idle' },
        },
      },
    },
  },
})
