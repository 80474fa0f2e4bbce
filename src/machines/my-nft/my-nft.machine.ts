/**
 * One item of the user's collection (spec §2 nft/myNft?id=, §4 "NFT labels: unsold, reselling";
 * issue 17; api-reference §19.2 getBoxDetail, cancelResell): its media and details, where it
 * stands (held, on sale at a fixed price or by auction, sold), and the actions: resell (a link)
 * and taking a listing without bids off sale, keyed (keyed-submission.ts) so a retry after a lost
 * answer never cancels twice. An item that is not the caller's (sold meanwhile) shows as sold.
 *
 * starting → loading (a valid `?id=`) | notFound
 * loading → ready | notFound (no such item) | failed —item.retry→ loading
 * ready: idle —cancel.request (listed, no bid)→ confirming —confirm.submit→ cancelling
 *   (keying → sending) → idle (the item unlisted; emits `cancelled`)
 *   sending fails: no answer → confirming (same key); a refusal (nftHasBids…) → idle with its code
 *   confirming —confirm.cancel→ idle
 */
import { assign, emit, fromPromise, setup } from 'xstate'
import type { NftCancelResellRequest, NftDetail, NftItem, NftItemAnswer } from '@/api/contract/nft'
import type { ErrorCode } from '@/api/errors'
import { nftApi } from '@/api/nft'
import {
  keyedSubmission,
  onRefusal,
  withError,
  withOutput,
  type KeyedContext,
} from '../keyed-submission'
import type { DetailTag } from '../load-status'
import { isSheetError } from '../money-form'
import { ownError, ownErrorCode } from '../own-error'

export type MyNftEvent =
  | { type: 'item.retry' }
  | { type: 'cancel.request' }
  | { type: 'confirm.submit' }
  | { type: 'confirm.cancel' }

export type MyNftEmitted = { type: 'cancelled'; item: NftItem }

export interface MyNftInput {
  /** The item's id (`?id=`); null: not found. */
  id: number | null
}

export interface MyNftContext extends KeyedContext {
  id: number | null
  item: NftItem | null
  /** The server's now when the item was read (epoch ms). */
  now: number
  /** Why loading failed. */
  error: ErrorCode | null
  /** Why cancelling was refused (nftHasBids…), and the server's sentence. */
  cancelError: ErrorCode | null
  serverMessage: string
}

export type MyNftTag = DetailTag | 'sheetOpen' | 'submitting'

/** `?id=` as an item id: a positive whole number, else null. */
export const itemIdOfParam = (value: string | null) =>
  value && /^[1-9]\d{0,9}$/.test(value) ? Number.parseInt(value, 10) : null

/** A listing the seller may still take off sale: listed and not bid on. */
export const isCancellable = (item: NftItem | null) =>
  !!item && item.mine && item.listed && item.bidCount === 0 && !item.paymentPending

export const loadItem = fromPromise<NftDetail, { id: number }>(({ input, signal }) =>
  nftApi.detail({ id: input.id }, { signal }),
)

export const cancelResell = fromPromise<NftItemAnswer, NftCancelResellRequest>(
  ({ input, signal }) => nftApi.cancelResell(input, { signal }),
)

const toCancelRequest = (c: MyNftContext) => ({ code: c.item?.code ?? '' })

const submission = keyedSubmission({
  types: {} as { context: MyNftContext; events: MyNftEvent },
  request: toCancelRequest,
})

export const myNftMachine = setup({
  types: {
    context: {} as MyNftContext,
    events: {} as MyNftEvent,
    input: {} as MyNftInput,
    emitted: {} as MyNftEmitted,
    tags: {} as MyNftTag,
  },
  actors: { loadItem, ...submission.actors, cancelResell },
  guards: {
    hasId: ({ context }) => context.id !== null,
    isNotFound: (_, { error }: { error: unknown }) => ownErrorCode(error) === 'notFound',
    canCancel: ({ context }) => isCancellable(context.item),
    ...submission.guards,
    isSheetRefusal: onRefusal(isSheetError),
  },
  actions: {
    ...submission.actions,
    takeItem: assign((_, { output }: { output: NftDetail }) => ({
      item: output.item,
      now: output.now,
      error: null,
    })),
    rememberLoadError: assign((_, { error }: { error: unknown }) => ({
      error: ownErrorCode(error),
    })),
    clearCancelError: assign({ cancelError: null, serverMessage: '' }),
    rememberCancelError: assign((_, { error }: { error: unknown }) => {
      const { error: code, serverMessage } = ownError(error)
      return { cancelError: code, serverMessage }
    }),
    takeCancelled: assign((_, { output }: { output: NftItemAnswer }) => ({
      item: output.item,
      now: output.now,
      cancelError: null,
      serverMessage: '',
    })),
    announceCancelled: emit((_, { output }: { output: NftItemAnswer }) => ({
      type: 'cancelled' as const,
      item: output.item,
    })),
  },
}).createMachine({
  id: 'myNft',
  context: ({ input }) => ({
    id: input.id,
    item: null,
    now: 0,
    error: null,
    cancelError: null,
    serverMessage: '',
    requestKey: null,
  }),
  initial: 'starting',
  states: {
    starting: { always: [{ guard: 'hasId', target: 'loading' }, { target: 'notFound' }] },
    loading: {
      tags: ['busy', 'loading'],
      invoke: {
        src: 'loadItem',
        input: ({ context }) => ({ id: context.id! }),
        onDone: { target: 'ready', actions: withOutput('takeItem') },
        onError: [
          { guard: withError('isNotFound'), target: 'notFound' },
          { target: 'failed', actions: withError('rememberLoadError') },
        ],
      },
    },
    failed: { tags: ['failed'], on: { 'item.retry': 'loading' } },
    notFound: { tags: ['notFound'] },
    ready: {
      tags: ['ready'],
      initial: 'idle',
      states: {
        idle: {
          on: {
            'cancel.request': {
              guard: 'canCancel',
              target: 'confirming',
              actions: 'clearCancelError',
            },
          },
        },
        confirming: {
          tags: ['sheetOpen'],
          on: {
            'confirm.cancel': { target: 'idle', actions: 'clearCancelError' },
            'confirm.submit': { target: 'cancelling', actions: 'clearCancelError' },
          },
        },
        cancelling: submission.state({
          send: 'cancelResell',
          remember: 'rememberCancelError',
          keyFailed: '#myNft.ready.confirming',
          done: {
            target: '#myNft.ready.idle',
            actions: [withOutput('takeCancelled'), withOutput('announceCancelled')],
          },
          failed: [
            { guard: withError('isSheetRefusal'), target: '#myNft.ready.confirming' },
            '#myNft.ready.idle',
          ],
        }),
      },
    },
  },
})
