/**
 * One NFT artist (spec §2 nft/artistDetail, `?id=`; api-reference §19.2 getArtistDetail): the
 * profile, their works and what they favourited, on two tabs. Each item keeps the answer's clock
 * (`seenAt`) for its card's countdown.
 *
 * checking → loading → ready | notFound | failed —artist.retry→ loading. An id that is not a
 * positive integer is notFound without asking; so is the server's `notFound`.
 * ready: tab.change {tab} shows the works or the favourites.
 */
import { assign, fromPromise, setup } from 'xstate'
import type { NftArtist, NftArtistDetail } from '@/api/contract/nft'
import { toErrorCode, type ErrorCode } from '@/api/errors'
import { nftApi } from '@/api/nft'
import { withError, withOutput } from '../keyed-submission'
import type { DetailTag } from '../load-status'
import type { NftRow } from '../nft-market/nft-market.machine'
import { ownErrorCode } from '../own-error'

export type NftArtistTab = 'artworks' | 'collects'
export const nftArtistTabs: readonly NftArtistTab[] = ['artworks', 'collects']

export type NftArtistEvent = { type: 'artist.retry' } | { type: 'tab.change'; tab: NftArtistTab }

export interface NftArtistInput {
  /** The artist's user id from `?id=` (null: missing or not a number). */
  uid: number | null
  tab?: NftArtistTab
}

export interface NftArtistContext {
  uid: number | null
  tab: NftArtistTab
  artist: NftArtist | null
  artworks: NftRow[]
  collects: NftRow[]
  /** Favourites of all the artist's works together. */
  artworksCollectNumber: number
  error: ErrorCode | null
}

export const nftArtistMachine = setup({
  types: {
    context: {} as NftArtistContext,
    events: {} as NftArtistEvent,
    input: {} as NftArtistInput,
    tags: {} as DetailTag,
  },
  actors: {
    loadArtist: fromPromise<NftArtistDetail, { uid: number }>(({ input, signal }) =>
      nftApi.artist(input, { signal }),
    ),
  },
  guards: {
    hasId: ({ context }) =>
      context.uid !== null && Number.isInteger(context.uid) && context.uid > 0,
    isNotFound: (_, { error }: { error: unknown }) => toErrorCode(error) === 'notFound',
  },
  actions: {
    takeArtist: assign((_, { output }: { output: NftArtistDetail }) => ({
      artist: output.artist,
      artworks: output.artworks.map((item) => ({ ...item, seenAt: output.now })),
      collects: output.collects.map((item) => ({ ...item, seenAt: output.now })),
      artworksCollectNumber: output.artworksCollectNumber,
      error: null,
    })),
    rememberError: assign((_, { error }: { error: unknown }) => ({ error: ownErrorCode(error) })),
  },
}).createMachine({
  id: 'nftArtist',
  context: ({ input }) => ({
    uid: input.uid,
    tab: input.tab ?? 'artworks',
    artist: null,
    artworks: [],
    collects: [],
    artworksCollectNumber: 0,
    error: null,
  }),
  initial: 'checking',
  states: {
    checking: { always: [{ guard: 'hasId', target: 'loading' }, { target: 'notFound' }] },
    loading: {
      tags: ['busy', 'loading'],
      invoke: {
        src: 'loadArtist',
        input: ({ context }) => ({ uid: context.uid ?? 0 }),
        onDone: { target: 'ready', actions: withOutput('takeArtist') },
        onError: [
          { guard: withError('isNotFound'), target: 'notFound' },
          { target: 'failed', actions: withError('rememberError') },
        ],
      },
    },
    ready: {
      tags: ['ready'],
      on: { 'tab.change': { actions: assign(({ event }) => ({ tab: event.tab })) } },
    },
    notFound: { tags: ['notFound'] },
    failed: { tags: ['failed'], on: { 'artist.retry': 'loading' } },
  },
})
