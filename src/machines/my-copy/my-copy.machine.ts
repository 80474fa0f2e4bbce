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
import { assign, emit, fromPromise, not, setup } from 'xstate'
import type { Follow, MyFollows } from '@/api/contract/follow'
import type { LeverPosition } from '@/api/contract/lever'
import { followApi } from '@/api/follow'
import { ownErrorCode } from '../own-error'
import { sheetTargetListed, takeMine, withCopy, withSkipped } from './my-copy.logic'
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

/** The sheet's follow (cancelling states only have a cancel sheet). */
function followOf(c: MyCopyContext): ActiveFollow {
  if (c.sheet?.kind !== 'cancel') throw new Error('no cancel sheet')
  return c.sheet.follow
}
/** The sheet's copy (taking-over states only have a take-over sheet). */
function positionOf(c: MyCopyContext): LeverPosition {
  if (c.sheet?.kind !== 'takeOver') throw new Error('no take-over sheet')
  return c.sheet.position
}

export const myCopyMachine = setup({
  types: {
    context: {} as MyCopyContext,
    events: {} as MyCopyEvent,
    input: {} as MyCopyInput,
    emitted: {} as MyCopyEmitted,
    tags: {} as MyCopyTag,
  },
  actors: {
    loadMine: fromPromise<MyFollows>(({ signal }) => followApi.mine({ signal })),
    cancelFollow: fromPromise<Follow, { traderId: number }>(({ input, signal }) =>
      followApi.cancel({ follow_user_id: input.traderId }, { signal }),
    ),
    takeOver: fromPromise<LeverPosition, { id: number }>(({ input, signal }) =>
      followApi.selfHolding({ transaction_id: input.id }, { signal }),
    ),
  },
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
    addCopy: assign(({ context, event }) => {
      if (event.type !== 'copy.opened') return {}
      const { position, nickname } = event
      return {
        copies: withCopy(context.copies, position),
        nicknames: nickname
          ? { ...context.nicknames, [position.followUserId]: nickname }
          : context.nicknames,
      }
    }),
    changeCopy: assign(({ context, event }) =>
      event.type === 'copy.closed' || event.type === 'position.changed'
        ? { copies: withCopy(context.copies, event.position) }
        : {},
    ),
    announceClosed: emit((_, { position }: { position: LeverPosition }) => ({
      type: 'copyClosed' as const,
      position,
    })),
    addSkipped: assign(({ context, event }) =>
      event.type === 'copy.skipped'
        ? {
            skipped: withSkipped(context.skipped, event.skipped),
            nicknames: { ...context.nicknames, [event.skipped.traderId]: event.skipped.nickname },
          }
        : {},
    ),
    endFollow: assign(({ context, event }) => {
      if (event.type !== 'follow.ended') return {}
      const { traderId } = event
      const nickname =
        event.nickname || context.follows.find((f) => f.traderId === traderId)?.trader.nickname
      return {
        follows: context.follows.filter((f) => f.traderId !== traderId),
        notices: [
          ...context.notices.filter((n) => n.traderId !== traderId),
          { traderId, nickname: nickname ?? '' },
        ],
      }
    }),
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
        'copy.opened': { actions: 'addCopy' },
        'copy.closed': {
          actions: [
            'changeCopy',
            { type: 'announceClosed', params: ({ event }) => ({ position: event.position }) },
          ],
        },
        'position.changed': { actions: 'changeCopy' },
        'copy.skipped': { actions: 'addSkipped' },
        'follow.ended': { actions: 'endFollow' },
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
            input: ({ context }) => ({ traderId: followOf(context).traderId }),
            onDone: {
              target: 'idle',
              actions: [
                {
                  type: 'announceCancelled',
                  params: ({ context }) => ({ follow: followOf(context) }),
                },
                { type: 'dropCancelled', params: ({ context }) => ({ follow: followOf(context) }) },
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
            input: ({ context }) => ({ id: positionOf(context).id }),
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
