/**
 * An NFT's page (spec §2 nft/artworkDetail and nft/artworkDetail_video `?code=`, issue 17;
 * api-reference §19.2 getBoxDetail, collect; a blind box's getBlindBoxInfo). It reads the item
 * (and for a blind box the odds and commitment it published), counts the sale window down on the
 * sandbox's clock (the detail's `now` plus one second per `tick`, a named delay), and toggles the
 * caller's favourite. Buying and bidding are other pages; the view says which one applies.
 *
 * starting → loading (a valid `?code=`) | notFound (no request)
 * loading → ready | notFound (`notFound`) | loadFailed —artwork.retry→ loading
 * ready.favourite: idle —favourite.toggle→ saving (not the caller's own) → idle (the new state, or
 *   the refusal's code: too frequent, own item)
 */
import { assign, cancel, raise, setup } from 'xstate'
import type { NftCollect } from '@/api/contract/nft'
import { toErrorCode, type ErrorCode } from '@/api/errors'
import type { DetailTag } from '../load-status'
import { withError, withOutput } from '../keyed-submission'
import { ownError, ownErrorCode } from '../own-error'
import { collect, loadArtwork, NFT_ARTWORK_TICK_MS, type Artwork } from './nft-artwork.logic'

export type NftArtworkEvent =
  { type: 'artwork.retry' } | { type: 'favourite.toggle' } | { type: 'clock.tick' }

export interface NftArtworkInput {
  /** The item's code (`?code=`); null: not found, without a request. */
  code: string | null
}

export interface NftArtworkContext {
  code: string | null
  artwork: Artwork | null
  /** Milliseconds counted by `tick` since the detail's `now`. */
  elapsed: number
  error: ErrorCode | null
  serverMessage: string
  /** Why the last favourite toggle was refused. */
  favouriteError: ErrorCode | null
}

export type NftArtworkTag = DetailTag | 'saving'

export const nftArtworkMachine = setup({
  types: {
    context: {} as NftArtworkContext,
    events: {} as NftArtworkEvent,
    input: {} as NftArtworkInput,
    tags: {} as NftArtworkTag,
  },
  actors: { loadArtwork, collect },
  delays: { tick: NFT_ARTWORK_TICK_MS },
  guards: {
    hasCode: ({ context }) => context.code !== null,
    isNotFound: (_, { error }: { error: unknown }) => toErrorCode(error) === 'notFound',
    canCollect: ({ context }) => context.artwork !== null && !context.artwork.detail.item.mine,
  },
  actions: {
    clearError: assign({ error: null, serverMessage: '' }),
    rememberError: assign((_, { error }: { error: unknown }) => ownError(error)),
    takeArtwork: assign((_, { output }: { output: Artwork }) => ({
      artwork: output,
      elapsed: 0,
      error: null,
      serverMessage: '',
    })),
    restartClock: cancel('tick'),
    scheduleTick: raise({ type: 'clock.tick' }, { delay: 'tick', id: 'tick' }),
    tick: assign(({ context }) => ({ elapsed: context.elapsed + NFT_ARTWORK_TICK_MS })),
    takeFavourite: assign(({ context }, { output }: { output: NftCollect }) => {
      const a = context.artwork!
      return {
        artwork: {
          ...a,
          detail: {
            ...a.detail,
            item: { ...a.detail.item, collected: output.collected },
            collectNumber: output.collectNumber,
          },
        },
        favouriteError: null,
      }
    }),
    rememberFavouriteError: assign((_, { error }: { error: unknown }) => ({
      favouriteError: ownErrorCode(error),
    })),
  },
}).createMachine({
  id: 'nftArtwork',
  context: ({ input }) => ({
    code: input.code,
    artwork: null,
    elapsed: 0,
    error: null,
    serverMessage: '',
    favouriteError: null,
  }),
  initial: 'starting',
  states: {
    starting: { always: [{ guard: 'hasCode', target: 'loading' }, { target: 'notFound' }] },
    loading: {
      tags: ['busy', 'loading'],
      invoke: {
        src: 'loadArtwork',
        input: ({ context }) => ({ code: context.code! }),
        onDone: {
          target: 'ready',
          actions: [withOutput('takeArtwork'), 'restartClock', 'scheduleTick'],
        },
        onError: [
          { guard: withError('isNotFound'), target: 'notFound' },
          { target: 'loadFailed', actions: withError('rememberError') },
        ],
      },
    },
    loadFailed: {
      tags: ['failed'],
      on: { 'artwork.retry': { target: 'loading', actions: 'clearError' } },
    },
    notFound: { tags: ['notFound'] },
    ready: {
      tags: ['ready'],
      on: { 'clock.tick': { actions: ['tick', 'scheduleTick'] } },
      initial: 'idle',
      states: {
        idle: {
          on: {
            'favourite.toggle': {
              guard: 'canCollect',
              target: 'saving',
              actions: assign({ favouriteError: null }),
            },
          },
        },
        saving: {
          tags: ['busy', 'saving'],
          invoke: {
            src: 'collect',
            input: ({ context }) => ({ code: context.code! }),
            onDone: { target: 'idle', actions: withOutput('takeFavourite') },
            onError: { target: 'idle', actions: withError('rememberFavouriteError') },
          },
        },
      },
    },
  },
})
