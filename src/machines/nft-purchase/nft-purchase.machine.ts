/**
 * Buying a fixed-price NFT or a blind box (spec §2 nft/purchase_one `?code=`, issue 17;
 * api-reference §19.2 buyNFT, openBlindBox, §17.12, §17.14; contract/nft.ts, nft-box.ts). The
 * page reads the item, the caller's funds balance of its currency and, for a blind box, what the
 * box published (odds, contents, commitment) BEFORE anything is bought. Buying goes through the
 * keyed submission (a retry after a lost answer sends the same key, so it never buys twice). A box
 * is then opened with the client seed the browser made (crypto.getRandomValues; the user may
 * edit it), and the opening is checked in the browser with `checkOpenedBox` against what was read
 * before buying, trusting nothing the opening claims.
 *
 * starting → loading (a valid `?code=`) | notFound
 * loading → seeding (a box) | editing | notFound | loadFailed —purchase.retry→ loading
 * seeding (createSeed) → editing;  editing —seed.regenerate→ seeding
 * editing —purchase.submit→ submitting (keying → sending) | editing with the issue
 *   sending → paid → opening (a box) | bought;  a refusal or no answer → editing with its code
 * opening (openBox with the seed) → opened.reveal | openFailed —open.retry→ opening
 * opened: reveal —verify.show→ verify —verify.hide→ reveal
 */
import { assign, setup } from 'xstate'
import type { NftPurchase } from '@/api/contract/nft'
import { checkOpenedBox, type BlindBoxInfo, type OpenedBoxCheck } from '@/api/contract/nft-box'
import { toErrorCode, type ErrorCode } from '@/api/errors'
import { keyedSubmission, withError, withOutput, type KeyedContext } from '../keyed-submission'
import { noRefusal, type FormRefusal } from '../money-form'
import { ownError } from '../own-error'
import {
  buyNft,
  createSeed,
  loadPurchase,
  openBox,
  purchaseIssueOf,
  seedText,
  toBuyRequest,
  type PurchaseTerms,
} from './nft-purchase.logic'

export type NftPurchaseEvent =
  | { type: 'purchase.retry' }
  | { type: 'seed.change'; value: string }
  | { type: 'seed.regenerate' }
  | { type: 'purchase.submit' }
  | { type: 'open.retry' }
  | { type: 'verify.show' }
  | { type: 'verify.hide' }

export interface NftPurchaseInput {
  /** The item's code (`?code=`); null: not found, without a request. */
  code: string | null
}

export interface NftPurchaseContext extends KeyedContext, FormRefusal<'seed'> {
  code: string | null
  terms: PurchaseTerms | null
  /** The client seed for a blind box's draw, as typed. */
  clientSeed: string
  purchase: NftPurchase | null
  /** The box as opening answered it. */
  opened: BlindBoxInfo | null
  /** The browser's check of that opening against what the box published before the sale. */
  check: OpenedBoxCheck | null
}

export type NftPurchaseTag =
  | 'busy'
  | 'loading'
  | 'failed'
  | 'notFound'
  | 'seeding'
  | 'submitting'
  | 'opening'
  | 'openFailed'
  | 'done'
  | 'verify'

const seedRefusals = new Set<ErrorCode>(['clientSeedRequired', 'clientSeedInvalid'])
const refusal = (error: ErrorCode | null, serverMessage = '') => ({
  error,
  errorField: error && seedRefusals.has(error) ? ('seed' as const) : null,
  serverMessage,
})

const submission = keyedSubmission({
  types: {} as { context: NftPurchaseContext; events: NftPurchaseEvent },
  request: toBuyRequest,
})

export const nftPurchaseMachine = setup({
  types: {
    context: {} as NftPurchaseContext,
    events: {} as NftPurchaseEvent,
    input: {} as NftPurchaseInput,
    tags: {} as NftPurchaseTag,
  },
  actors: { loadPurchase, createSeed, openBox, buyNft, ...submission.actors },
  guards: {
    hasCode: ({ context }) => context.code !== null,
    isNotFound: (_, { error }: { error: unknown }) => toErrorCode(error) === 'notFound',
    isBox: ({ context }) => context.terms?.detail.item.payType === 'blindBox',
    isBoxTerms: (_, { output }: { output: PurchaseTerms }) =>
      output.detail.item.payType === 'blindBox',
    canBuy: ({ context }) => purchaseIssueOf(context) === null,
    ...submission.guards,
  },
  actions: {
    ...submission.actions,
    clearError: assign(noRefusal),
    takeTerms: assign((_, { output }: { output: PurchaseTerms }) => ({
      terms: output,
      ...noRefusal,
    })),
    takeSeed: assign((_, { output }: { output: string }) => ({ clientSeed: output })),
    rememberIssue: assign(({ context }) => refusal(purchaseIssueOf(context))),
    rememberError: assign((_, { error }: { error: unknown }) => {
      const e = ownError(error)
      return refusal(e.error, e.serverMessage)
    }),
    takePurchase: assign((_, { output }: { output: NftPurchase }) => ({
      purchase: output,
      ...noRefusal,
    })),
    takeOpening: assign(({ context }, { output }: { output: BlindBoxInfo }) => ({
      opened: output,
      // what the page read before buying, not what the opening claims was published
      check: checkOpenedBox(output, context.terms?.box ?? undefined),
      ...noRefusal,
    })),
  },
}).createMachine({
  id: 'nftPurchase',
  context: ({ input }) => ({
    code: input.code,
    terms: null,
    clientSeed: '',
    requestKey: null,
    ...noRefusal,
    purchase: null,
    opened: null,
    check: null,
  }),
  initial: 'starting',
  states: {
    starting: { always: [{ guard: 'hasCode', target: 'loading' }, { target: 'notFound' }] },
    loading: {
      tags: ['busy', 'loading'],
      invoke: {
        src: 'loadPurchase',
        input: ({ context }) => ({ code: context.code! }),
        onDone: [
          { guard: withOutput('isBoxTerms'), target: 'seeding', actions: withOutput('takeTerms') },
          { target: 'editing', actions: withOutput('takeTerms') },
        ],
        onError: [
          { guard: withError('isNotFound'), target: 'notFound' },
          { target: 'loadFailed', actions: withError('rememberError') },
        ],
      },
    },
    loadFailed: {
      tags: ['failed'],
      on: { 'purchase.retry': { target: 'loading', actions: 'clearError' } },
    },
    notFound: { tags: ['notFound'] },
    seeding: {
      tags: ['seeding'],
      invoke: {
        src: 'createSeed',
        onDone: { target: 'editing', actions: withOutput('takeSeed') },
        // no CSPRNG: the user types a seed of their own
        onError: 'editing',
      },
    },
    editing: {
      on: {
        'seed.change': {
          actions: [assign(({ event }) => ({ clientSeed: seedText(event.value) })), 'clearError'],
        },
        'seed.regenerate': { target: 'seeding', actions: 'clearError' },
        'purchase.submit': [
          // the seed is checked before anything is bought: a box is opened right after
          { guard: 'canBuy', target: 'submitting', actions: 'clearError' },
          { actions: 'rememberIssue' },
        ],
      },
    },
    submitting: submission.state({
      send: 'buyNft',
      remember: 'rememberError',
      keyFailed: '#nftPurchase.editing',
      done: { target: '#nftPurchase.paid', actions: withOutput('takePurchase') },
      failed: ['#nftPurchase.editing'],
    }),
    paid: { always: [{ guard: 'isBox', target: 'opening' }, { target: 'bought' }] },
    opening: {
      tags: ['busy', 'opening'],
      invoke: {
        src: 'openBox',
        input: ({ context }) => ({ code: context.code!, client_seed: context.clientSeed }),
        onDone: { target: 'opened', actions: withOutput('takeOpening') },
        onError: { target: 'openFailed', actions: withError('rememberError') },
      },
    },
    openFailed: {
      tags: ['openFailed'],
      on: { 'open.retry': { target: 'opening', actions: 'clearError' } },
    },
    opened: {
      tags: ['done'],
      initial: 'reveal',
      states: {
        reveal: { on: { 'verify.show': 'verify' } },
        verify: { tags: ['verify'], on: { 'verify.hide': 'reveal' } },
      },
    },
    bought: { tags: ['done'] },
  },
})
