/**
 * Putting one of the user's NFTs on sale again (spec §2 nft/resell?id=, §5 "NFT resell"; issue 17;
 * api-reference §19.2 resellNFT; contract/nft.ts, formulas nft-math.ts): a fixed price, or an
 * auction with its starting price and minimum increment, a start in the future and an end after
 * it, checked as typed against the SERVER's clock (the detail's `now`, moved on by the injected
 * clock); the fee (2.5 %, rounded down) and what the seller receives are shown before confirming,
 * and resellNFT goes through the keyed submission, so a retry after a lost answer sends the same
 * request with the same key. Nothing typed is lost on a refusal or a network error.
 *
 * starting → loading (a valid `?id=`) | notFound
 * loading → editing | blocked (listed, unpaid auction, unopened box) | notFound (not the caller's)
 *   | loadFailed —item.retry→ loading
 * editing —form.submit→ confirming (every field valid) | editing with each field's problem
 * confirming —confirm.submit→ submitting (keying → sending) → done (emits `listed`)
 *   sending fails: no answer → confirming (same key); a refusal → editing with its code
 */
import { assign, emit, fromPromise, setup } from 'xstate'
import type { NftDetail, NftItem, NftItemAnswer } from '@/api/contract/nft'
import type { ErrorCode } from '@/api/errors'
import { nftApi } from '@/api/nft'
import {
  keyedSubmission,
  onRefusal,
  withError,
  withOutput,
  type KeyedContext,
} from '../keyed-submission'
import { amountText, isSheetError, noRefusal, type MoneyFormTag } from '../money-form'
import { ownError, ownErrorCode } from '../own-error'
import {
  defaultForm,
  fieldIssues,
  fieldOf,
  resaleBlock,
  resaleIssue,
  toResaleRequest,
  type ResaleField,
  type ResaleForm,
  type ResalePayType,
} from './nft-resell.logic'

export type NftResellEvent =
  | { type: 'item.retry' }
  | { type: 'payType.change'; value: ResalePayType }
  | { type: 'field.change'; field: ResaleField; value: string }
  | { type: 'form.submit' }
  | { type: 'confirm.submit' }
  | { type: 'confirm.cancel' }

export type NftResellEmitted = { type: 'listed'; item: NftItem }

export interface NftResellInput {
  /** The item's id (`?id=`); null: not found. */
  id: number | null
  /** Wall-clock ms, moved on from the server's `now`. @default Date.now */
  clock?: () => number
  /** The zone the times are typed in (stories and tests pin it). @default the device's */
  timeZone?: string
}

export interface NftResellContext extends KeyedContext {
  id: number | null
  item: NftItem | null
  form: ResaleForm
  /** The form was submitted once: every field's problem shows. */
  touched: boolean
  /** Server now − clock at loading, ms. */
  offset: number
  clock: () => number
  timeZone: string | undefined
  /** Why the item cannot be put on sale (shown instead of the form). */
  block: ErrorCode | null
  error: ErrorCode | null
  errorField: ResaleField | null
  serverMessage: string
  listed: NftItem | null
}

export type NftResellTag = MoneyFormTag | 'notFound' | 'blocked'

/** The server's clock as the form reads it. */
export const serverNow = (c: Pick<NftResellContext, 'clock' | 'offset'>) => c.clock() + c.offset

/** The request of the context's form (without its key). */
export const toRequestOf = (c: NftResellContext) =>
  toResaleRequest(c.item?.code ?? '', c.form, c.timeZone)

/** Each field's problem in the context (empty: the form may be confirmed). */
export const issuesOf = (c: NftResellContext) =>
  c.item ? fieldIssues(c.form, serverNow(c), c.item.scale, c.timeZone) : {}

export const loadItem = fromPromise<NftDetail, { id: number }>(({ input, signal }) =>
  nftApi.detail({ id: input.id }, { signal }),
)

export const resell = fromPromise<NftItemAnswer, ReturnType<typeof toRequestOf>>(
  ({ input, signal }) => nftApi.resell(input, { signal }),
)

const submission = keyedSubmission({
  types: {} as { context: NftResellContext; events: NftResellEvent },
  request: toRequestOf,
})

export const nftResellMachine = setup({
  types: {
    context: {} as NftResellContext,
    events: {} as NftResellEvent,
    input: {} as NftResellInput,
    emitted: {} as NftResellEmitted,
    tags: {} as NftResellTag,
  },
  actors: { loadItem, ...submission.actors, resell },
  guards: {
    hasId: ({ context }) => context.id !== null,
    isMine: (_, { output }: { output: NftDetail }) => output.item.mine,
    hasBlock: ({ context }) => context.block !== null,
    isNotFound: (_, { error }: { error: unknown }) => ownErrorCode(error) === 'notFound',
    isFormValid: ({ context }) =>
      Object.keys(issuesOf(context)).length === 0 &&
      resaleIssue(context.form, serverNow(context), context.item!.scale, context.timeZone) === null,
    ...submission.guards,
    isSheetRefusal: onRefusal(isSheetError),
  },
  actions: {
    ...submission.actions,
    clearError: assign(noRefusal),
    takeItem: assign(({ context }, { output }: { output: NftDetail }) => ({
      item: output.item,
      offset: output.now - context.clock(),
      block: resaleBlock(output.item),
      form: defaultForm(output.now, context.timeZone),
      ...noRefusal,
    })),
    rememberLoadError: assign((_, { error }: { error: unknown }) => ({
      ...noRefusal,
      ...ownError(error),
    })),
    touch: assign({ touched: true }),
    rememberError: assign(({ context }, { error }: { error: unknown }) => {
      const { error: code, serverMessage } = ownError(error)
      return { error: code, serverMessage, errorField: code && fieldOf(code, context.form.payType) }
    }),
    takeListed: assign((_, { output }: { output: NftItemAnswer }) => ({
      listed: output.item,
      ...noRefusal,
    })),
    announceListed: emit((_, { output }: { output: NftItemAnswer }) => ({
      type: 'listed' as const,
      item: output.item,
    })),
  },
}).createMachine({
  id: 'nftResell',
  context: ({ input }) => ({
    id: input.id,
    item: null,
    form: { payType: 'fixed', price: '', perIncrease: '', start: '', end: '' },
    touched: false,
    offset: 0,
    clock: input.clock ?? Date.now,
    timeZone: input.timeZone,
    block: null,
    requestKey: null,
    ...noRefusal,
    listed: null,
  }),
  initial: 'starting',
  states: {
    starting: { always: [{ guard: 'hasId', target: 'loading' }, { target: 'notFound' }] },
    loading: {
      tags: ['busy', 'loading'],
      invoke: {
        src: 'loadItem',
        input: ({ context }) => ({ id: context.id! }),
        onDone: [
          {
            guard: { type: 'isMine', params: ({ event }) => ({ output: event.output }) },
            target: 'checking',
            actions: withOutput('takeItem'),
          },
          { target: 'notFound' },
        ],
        onError: [
          { guard: withError('isNotFound'), target: 'notFound' },
          { target: 'loadFailed', actions: withError('rememberLoadError') },
        ],
      },
    },
    checking: {
      always: [{ guard: 'hasBlock', target: 'blocked' }, { target: 'editing' }],
    },
    loadFailed: {
      tags: ['failed'],
      on: { 'item.retry': { target: 'loading', actions: 'clearError' } },
    },
    notFound: { tags: ['notFound'] },
    blocked: { tags: ['blocked'] },
    editing: {
      on: {
        'payType.change': {
          actions: [
            assign(({ context, event }) => ({ form: { ...context.form, payType: event.value } })),
            'clearError',
          ],
        },
        'field.change': {
          actions: [
            assign(({ context, event }) => ({
              form: {
                ...context.form,
                [event.field]:
                  event.field === 'price' || event.field === 'perIncrease'
                    ? amountText(event.value)
                    : event.value,
              },
            })),
            'clearError',
          ],
        },
        'form.submit': [
          { guard: 'isFormValid', target: 'confirming', actions: ['touch', 'clearError'] },
          { actions: 'touch' },
        ],
      },
    },
    confirming: {
      tags: ['sheetOpen'],
      on: {
        'confirm.cancel': { target: 'editing', actions: 'clearError' },
        'confirm.submit': { target: 'submitting', actions: 'clearError' },
      },
    },
    submitting: submission.state({
      send: 'resell',
      remember: 'rememberError',
      keyFailed: '#nftResell.confirming',
      done: {
        target: '#nftResell.done',
        actions: [withOutput('takeListed'), withOutput('announceListed')],
      },
      failed: [
        { guard: withError('isSheetRefusal'), target: '#nftResell.confirming' },
        '#nftResell.editing',
      ],
    }),
    done: { tags: ['done'] },
  },
})
