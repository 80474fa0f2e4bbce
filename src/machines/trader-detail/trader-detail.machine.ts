/**
 * A trader's page (spec §2 follow/trader, issue 15; api-reference §10; contract/follow.ts): the
 * trader, §10's statistics, the 30-day P/L and the caller's follow (`follow/traderDetail`), and the
 * trader's closed own positions (`follow/historyTrade`, Laravel pages of 15).
 *
 * traderDetailMachine: starting → loading (a valid id) | notFound (no id, or an invalid one)
 * loading → ready | notFound (`traderNotFound`) | failed —trader.retry→ loading
 * ready —trader.refresh→ loading (the screen asks again, e.g. after the follow page)
 *
 * traderHistoryMachine: an orders history (paged-list/orders-history.machine.ts) whose filter is
 * the trader's id: loading → ready | empty | failed (list.retry → loading); ready: idle
 * —list.more→ loadingMore → idle; idle —position.open→ detail —detail.close→ idle. The trader's
 * rows never change under the list (no private event is the caller's), so `position.changed` is
 * only the factory's name.
 */
import { assign, fromPromise, setup } from 'xstate'
import { FOLLOW_PAGE_SIZE, type TraderDetail, type TraderHistoryPage } from '@/api/contract/follow'
import type { LeverPosition } from '@/api/contract/lever'
import { toErrorCode, type ErrorCode } from '@/api/errors'
import { followApi } from '@/api/follow'
import { createOrdersHistoryMachine } from '@/machines/paged-list/orders-history.machine'
import type { DetailTag } from '../load-status'
import { ownErrorCode } from '../own-error'

export type TraderDetailEvent = { type: 'trader.retry' } | { type: 'trader.refresh' }

export interface TraderDetailInput {
  /** The trader's user id (`?id=`); null or not a positive integer: not found. */
  id: number | null
}

export interface TraderDetailContext {
  id: number | null
  detail: TraderDetail | null
  error: ErrorCode | null
}

/** A trader's user id is a positive whole number. */
export const isTraderId = (id: number | null): id is number =>
  id !== null && Number.isSafeInteger(id) && id > 0

/** `?id=` as a trader id, or null (missing, not a whole number, not positive). */
export function traderIdOfParam(value: string | null): number | null {
  if (value === null || !/^\d{1,15}$/.test(value.trim())) return null
  const id = Number(value.trim())
  return isTraderId(id) ? id : null
}

export const loadTrader = fromPromise<TraderDetail, { id: number }>(({ input, signal }) =>
  followApi.trader({ trader_user_id: input.id }, { signal }),
)

export const traderDetailMachine = setup({
  types: {
    context: {} as TraderDetailContext,
    events: {} as TraderDetailEvent,
    input: {} as TraderDetailInput,
    tags: {} as DetailTag,
  },
  actors: { loadTrader },
  guards: {
    hasId: ({ context }) => isTraderId(context.id),
    isNotFound: (_, params: { error: unknown }) => {
      const code = toErrorCode(params.error)
      return code === 'traderNotFound' || code === 'notFound'
    },
  },
  actions: {
    takeDetail: assign((_, params: { detail: TraderDetail }) => ({
      detail: params.detail,
      error: null,
    })),
    rememberError: assign((_, params: { error: unknown }) => ({
      error: ownErrorCode(params.error),
    })),
  },
}).createMachine({
  id: 'traderDetail',
  context: ({ input }) => ({ id: input.id, detail: null, error: null }),
  initial: 'starting',
  states: {
    starting: { always: [{ guard: 'hasId', target: 'loading' }, { target: 'notFound' }] },
    loading: {
      tags: ['busy', 'loading'],
      invoke: {
        src: 'loadTrader',
        input: ({ context }) => ({ id: context.id! }),
        onDone: {
          target: 'ready',
          actions: { type: 'takeDetail', params: ({ event }) => ({ detail: event.output }) },
        },
        onError: [
          {
            guard: { type: 'isNotFound', params: ({ event }) => ({ error: event.error }) },
            target: 'notFound',
          },
          {
            target: 'failed',
            actions: { type: 'rememberError', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    ready: { tags: ['ready'], on: { 'trader.refresh': 'loading' } },
    notFound: { tags: ['notFound'] },
    failed: {
      tags: ['failed'],
      on: { 'trader.retry': { target: 'loading', actions: assign({ error: null }) } },
    },
  },
})

export const traderHistoryMachine = createOrdersHistoryMachine({
  id: 'traderHistory',
  fetchPage: fromPromise<TraderHistoryPage, { trader_user_id: number; page: number }>(
    ({ input, signal }) => followApi.traderHistory(input, { signal }),
  ),
  request: ({ filter, page }) => ({ trader_user_id: filter, page }),
  readPage: (page) => page,
  pageSize: FOLLOW_PAGE_SIZE,
  /** The trader's id. */
  filter: 0 as number,
  events: { open: 'position.open', changed: 'position.changed', key: 'position' },
  isShownBy: (_traderId: number, row: LeverPosition) => row.status === 'closed',
})
