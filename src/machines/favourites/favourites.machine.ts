/**
 * The user's favourite markets, app-wide (spec §2 market: favourites; api-reference §6.3).
 * visitor ⇄ member (dormant → loading → ready | failed → loading). Favourites belong to a base
 * currency id, and `optional/del` takes the favourite ROW id, so the machine keeps rows, not ids.
 *
 * - Nothing is fetched until a screen that shows stars asks (`favourites.need`, sent by the hook
 *   on mount): logging in on a page without prices costs no request. Once needed, the rows are
 *   loaded on every login and cleared on logout.
 * - A toggle is optimistic: the star changes at once and one request per currency runs as a
 *   spawned child (`add.<currencyId>` / `remove.<currencyId>`). A failure puts the row back and
 *   emits `toggleFailed` (a session error is left to the session machine). A tap on a currency
 *   whose request is in flight does nothing.
 * - `favouriteExists` (added on another device) keeps the star and refreshes the rows to learn
 *   the row id; `notFound` on removal (removed elsewhere) counts as removed.
 * - The machine does not read the session: the provider sends `session.change` with each token
 *   (re-load on login or a new token, clear on logout). A visitor's toggle emits `loginRequired`.
 */
import { assign, emit, enqueueActions, fromPromise, setup } from 'xstate'
import type { Favourite } from '@/api/contract/market'
import { toErrorCode, toServerMessage } from '@/api/errors'
import { marketApi } from '@/api/market'
import { ownErrorCode } from '../own-error'
import {
  adding,
  confirmedAdd,
  refreshing,
  removing,
  failedWith,
  mergeRows,
  outcomeOf,
  rolledBack,
  withoutKey,
  withoutRefreshes,
  type ToggleOutcome,
} from './favourite-rows'
import type {
  FavouritesContext,
  FavouritesEmitted,
  FavouritesEvent,
  FavouritesInput,
} from './favourites.types'

export type * from './favourites.types'

/** The tapped currency of a `favourite.toggle`, and what a toggle child answered. */
const toggled = ({ event }: { event: FavouritesEvent }) => ({
  currencyId: event.type === 'favourite.toggle' ? event.currencyId : Number.NaN,
})
const outcome = ({ event }: { event: { type: string } }) => outcomeOf(event)
const refreshed = ({ event }: { event: { type: string } }) => ({
  rows: outcomeOf(event).output as Favourite[],
})

export const favouritesMachine = setup({
  types: {
    tags: {} as 'visitor' | 'loading' | 'busy' | 'ready' | 'failed',
    context: {} as FavouritesContext,
    events: {} as FavouritesEvent,
    input: {} as FavouritesInput,
    emitted: {} as FavouritesEmitted,
  },
  actors: {
    loadFavourites: fromPromise<Favourite[]>(({ signal }) => marketApi.favourites({ signal })),
    addFavourite: fromPromise<{ id: number }, { currencyId: number }>(({ input, signal }) =>
      marketApi.addFavourite({ currency_id: input.currencyId }, { signal }),
    ),
    removeFavourite: fromPromise<unknown, { id: number }>(({ input, signal }) =>
      marketApi.removeFavourite({ id: input.id }, { signal }),
    ),
  },
  guards: {
    hasToken: ({ context }) => context.token !== null,
    isNeeded: ({ context }) => context.needed,
    isNewToken: ({ context, event }) =>
      event.type === 'session.change' && event.token !== context.token,
    isLoggedOut: ({ event }) => event.type === 'session.change' && event.token === null,
    isPending: ({ context, event }) =>
      event.type === 'favourite.toggle' && event.currencyId in context.pending,
    isAlreadyFavourite: ({ event }) => failedWith(event, 'favouriteExists'),
    isAlreadyRemoved: ({ event }) => failedWith(event, 'notFound'),
    isFavourite: ({ context, event }) =>
      event.type === 'favourite.toggle' &&
      context.rows.some((r) => r.currency_id === event.currencyId),
  },
  actions: {
    rememberToken: assign(({ event }) => ({
      token: event.type === 'session.change' ? event.token : null,
    })),
    forget: enqueueActions(({ context, enqueue }) => {
      for (const [currencyId, { action }] of Object.entries(context.pending))
        if (action !== 'refresh') enqueue.stopChild(`${action}.${currencyId}`)
      enqueue.stopChild('refresh')
      enqueue.assign({ rows: [], pending: {}, error: null })
    }),
    takeRows: assign(({ context }, params: { rows: Favourite[] }) =>
      mergeRows(context.pending, params.rows),
    ),
    takeRefreshedRows: assign(({ context }, params: { rows: Favourite[] }) =>
      mergeRows(context.pending, params.rows),
    ),
    rememberError: assign((_, params: { error: unknown }) => ({
      error: toErrorCode(params.error),
    })),
    markNeeded: assign({ needed: true }),
    requestLogin: emit({ type: 'loginRequired' as const }),
    /** A tap on a star (`favourite.toggle`) that adds, or removes, its currency. */
    add: enqueueActions(({ context, enqueue }, { currencyId }: { currencyId: number }) => {
      enqueue.assign(adding(context.rows, context.pending, currencyId))
      enqueue.spawnChild('addFavourite', { id: `add.${currencyId}`, input: { currencyId } })
    }),
    remove: enqueueActions(({ context, enqueue }, { currencyId }: { currencyId: number }) => {
      const removal = removing(context.rows, context.pending, currencyId)
      if (!removal) return
      enqueue.assign(removal.next)
      enqueue.spawnChild('removeFavourite', {
        id: `remove.${currencyId}`,
        input: { id: removal.id },
      })
    }),
    confirmAdd: assign(({ context }, { currencyId, output }: ToggleOutcome) =>
      confirmedAdd(context.rows, context.pending, currencyId, (output as { id: number }).id),
    ),
    confirmRemove: assign(({ context }, { currencyId }: ToggleOutcome) => ({
      pending: withoutKey(context.pending, currencyId),
    })),
    /** The add failed because the server already has it: keep the star, learn the row id. */
    refreshAfterConflict: enqueueActions(({ context, enqueue }, { currencyId }: ToggleOutcome) => {
      const pending = refreshing(context.pending, currencyId)
      if (!pending) return
      enqueue.assign({ pending })
      enqueue.stopChild('refresh')
      enqueue.spawnChild('loadFavourites', { id: 'refresh' })
    }),
    rollBack: enqueueActions(
      ({ context, enqueue }, { currencyId, error: thrown }: ToggleOutcome) => {
        const before = rolledBack(context.rows, context.pending, currencyId)
        if (!before) return
        enqueue.assign(before)
        const code = ownErrorCode(thrown) // none for 999/998: the session announces those
        if (code)
          enqueue.emit({
            type: 'toggleFailed',
            currencyId,
            code,
            serverMessage: toServerMessage(thrown),
          })
      },
    ),
    /** The refresh failed too: the star stays (the server said it exists); only unblock it. */
    releaseRefreshes: assign(({ context }) => ({ pending: withoutRefreshes(context.pending) })),
    reportLoadError: emit(({ context, event }) => ({
      type: 'toggleFailed' as const,
      currencyId: event.type === 'favourite.toggle' ? event.currencyId : 0,
      code: context.error ?? 'unknown',
      serverMessage: '',
    })),
  },
}).createMachine({
  id: 'favourites',
  context: ({ input }) => ({
    token: input.token,
    rows: [],
    pending: {},
    error: null,
    needed: false,
  }),
  initial: 'starting',
  on: {
    'session.change': [
      { guard: 'isLoggedOut', target: '.visitor', actions: ['forget', 'rememberToken'] },
      { guard: 'isNewToken', target: '.member', actions: ['forget', 'rememberToken'] },
    ],
  },
  states: {
    starting: {
      always: [{ guard: 'hasToken', target: 'member' }, { target: 'visitor' }],
    },
    visitor: {
      tags: 'visitor',
      on: {
        'favourite.toggle': { actions: 'requestLogin' },
        'favourites.need': { actions: 'markNeeded' },
      },
    },
    member: {
      initial: 'dormant',
      states: {
        dormant: {
          tags: 'loading',
          always: { guard: 'isNeeded', target: 'loading' },
          on: { 'favourites.need': { target: 'loading', actions: 'markNeeded' } },
        },
        loading: {
          tags: ['loading', 'busy'],
          invoke: {
            src: 'loadFavourites',
            onDone: {
              target: 'ready',
              actions: { type: 'takeRows', params: ({ event }) => ({ rows: event.output }) },
            },
            onError: {
              target: 'failed',
              actions: { type: 'rememberError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        ready: {
          tags: 'ready',
          on: {
            'favourite.toggle': [
              { guard: 'isPending' },
              { guard: 'isFavourite', actions: { type: 'remove', params: toggled } },
              { actions: { type: 'add', params: toggled } },
            ],
            'xstate.done.actor.add.*': { actions: { type: 'confirmAdd', params: outcome } },
            'xstate.done.actor.remove.*': { actions: { type: 'confirmRemove', params: outcome } },
            'xstate.error.actor.add.*': [
              {
                guard: 'isAlreadyFavourite',
                actions: { type: 'refreshAfterConflict', params: outcome },
              },
              { actions: { type: 'rollBack', params: outcome } },
            ],
            'xstate.error.actor.remove.*': [
              { guard: 'isAlreadyRemoved', actions: { type: 'confirmRemove', params: outcome } },
              { actions: { type: 'rollBack', params: outcome } },
            ],
            'xstate.done.actor.refresh': {
              actions: {
                type: 'takeRefreshedRows',
                params: refreshed,
              },
            },
            'xstate.error.actor.refresh': { actions: 'releaseRefreshes' },
          },
        },
        failed: {
          tags: 'failed',
          on: {
            'favourites.retry': 'loading',
            // the rows are unknown, so the tap cannot be applied: say why and load again
            'favourite.toggle': { target: 'loading', actions: 'reportLoadError' },
          },
        },
      },
    },
  },
})
