/**
 * The caller's favourite NFTs (spec §2 nft/components/collection; api-reference §19.2
 * getCollection), newest first, each with the answer's clock (`seenAt`) for its countdown. An
 * item un-favourited here stays until the list is read again (so a slip can be undone).
 *
 * loading → ready | empty | failed (list.retry → loading); list.refresh from ready or empty → loading
 */
import { assign, fromPromise, setup } from 'xstate'
import type { NftItems } from '@/api/contract/nft'
import type { ErrorCode } from '@/api/errors'
import { nftApi } from '@/api/nft'
import { withError, withOutput } from '../keyed-submission'
import type { LoadTag } from '../load-status'
import type { NftRow } from '../nft-market/nft-market.machine'
import { ownErrorCode } from '../own-error'

export type NftCollectionEvent = { type: 'list.retry' } | { type: 'list.refresh' }

export interface NftCollectionContext {
  rows: NftRow[]
  error: ErrorCode | null
}

export const nftCollectionMachine = setup({
  types: {
    context: {} as NftCollectionContext,
    events: {} as NftCollectionEvent,
    tags: {} as LoadTag | 'ready' | 'empty',
  },
  actors: {
    loadCollection: fromPromise<NftItems>(({ signal }) => nftApi.collection({ signal })),
  },
  guards: {
    hasItems: (_, { output }: { output: NftItems }) => output.items.length > 0,
  },
  actions: {
    takeRows: assign((_, { output }: { output: NftItems }) => ({
      rows: output.items.map((item) => ({ ...item, seenAt: output.now })),
      error: null,
    })),
    rememberError: assign((_, { error }: { error: unknown }) => ({ error: ownErrorCode(error) })),
  },
}).createMachine({
  id: 'nftCollection',
  context: { rows: [], error: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy', 'loading'],
      invoke: {
        src: 'loadCollection',
        onDone: [
          { guard: withOutput('hasItems'), target: 'ready', actions: withOutput('takeRows') },
          { target: 'empty', actions: withOutput('takeRows') },
        ],
        onError: { target: 'failed', actions: withError('rememberError') },
      },
    },
    ready: { tags: ['ready'], on: { 'list.refresh': 'loading' } },
    empty: { tags: ['empty'], on: { 'list.refresh': 'loading' } },
    failed: { tags: ['failed'], on: { 'list.retry': 'loading' } },
  },
})
