/**
 * Paying a won NFT auction (issue 17; api-reference §19.2 payNFTOrder, §19.3; contract
 * nft-auction.ts, rules nft-auction-math.ts): the winner order's final price, the deposit's fate
 * and the 24 h deadline counted down on the sandbox's clock (the order's `now` plus one second per
 * `second`, a named delay), then `payNFTOrder` through the keyed submission, so a retried payment
 * never pays twice. Used by the auction page (`/pages/nft/purchase?code=`) and open to My NFTs.
 *
 * starting → awaitingPayment | paid | expired (the order as loaded)
 * awaitingPayment —pay.start→ confirming —confirm.submit→ submitting (keying → sending) → paid
 *   the deadline passes (countdown at 0) → expired; no answer → confirming (same key);
 *   nftOrderExpired → expired; nftOrderPaid → paid; another refusal → awaitingPayment with it
 */
import { assign, cancel, emit, raise, setup } from 'xstate'
import type { NftWinnerOrder } from '@/api/contract/nft-auction'
import { secondsToPay } from '@/api/contract/nft-auction-math'
import type { ErrorCode } from '@/api/errors'
import {
  keyedSubmission,
  onRefusal,
  withError,
  withOutput,
  type KeyedContext,
} from '../keyed-submission'
import { isSheetError, type MoneyFormTag } from '../money-form'
import { ownError } from '../own-error'
import { payOrder } from './nft-payment.actors'

export const NFT_PAYMENT_TICK_MS = 1_000

export type NftPaymentEvent =
  | { type: 'pay.start' }
  | { type: 'confirm.submit' }
  | { type: 'confirm.cancel' }
  | { type: 'clock.tick' }

export type NftPaymentEmitted = { type: 'paid'; order: NftWinnerOrder }

export interface NftPaymentInput {
  /** The winner order as loaded (its `now` starts the clock). */
  order: NftWinnerOrder
}

export interface NftPaymentContext extends KeyedContext {
  order: NftWinnerOrder
  /** Ms since the order's `now`. */
  elapsed: number
  error: ErrorCode | null
  /** The server's sentence, for codes the client cannot name. */
  serverMessage: string
}

const noRefusal = { error: null, serverMessage: '' } as const

export type NftPaymentTag = MoneyFormTag | 'awaitingPayment' | 'paid' | 'expired'

/** The sandbox's clock as this page counts it. */
export const paymentNowOf = (c: NftPaymentContext) => c.order.now + c.elapsed

/** Seconds left to pay on the page's clock. */
export const paymentSecondsLeft = (c: NftPaymentContext) =>
  secondsToPay(paymentNowOf(c), c.order.deadline)

/** payNFTOrder's request (without its key). */
export const toPayRequest = (c: NftPaymentContext) => ({ id: c.order.id })

const submission = keyedSubmission({
  types: {} as { context: NftPaymentContext; events: NftPaymentEvent },
  request: toPayRequest,
})

export const nftPaymentMachine = setup({
  types: {
    context: {} as NftPaymentContext,
    events: {} as NftPaymentEvent,
    input: {} as NftPaymentInput,
    emitted: {} as NftPaymentEmitted,
    tags: {} as NftPaymentTag,
  },
  actors: { ...submission.actors, payOrder },
  delays: { second: NFT_PAYMENT_TICK_MS },
  guards: {
    isPaid: ({ context }) => context.order.state === 'paid',
    isExpired: ({ context }) =>
      context.order.state === 'expired' || paymentSecondsLeft(context) === 0,
    ...submission.guards,
    isSheetRefusal: onRefusal(isSheetError),
    isExpiredRefusal: onRefusal((code) => code === 'nftOrderExpired'),
    isPaidRefusal: onRefusal((code) => code === 'nftOrderPaid'),
  },
  actions: {
    ...submission.actions,
    clearError: assign(noRefusal),
    scheduleTick: raise({ type: 'clock.tick' }, { delay: 'second', id: 'tick' }),
    stopClock: cancel('tick'),
    tick: assign(({ context }) => ({ elapsed: context.elapsed + NFT_PAYMENT_TICK_MS })),
    rememberError: assign((_, { error }: { error: unknown }) => ownError(error)),
    takeOrder: assign((_, { output }: { output: NftWinnerOrder }) => ({
      order: output,
      elapsed: 0,
      ...noRefusal,
    })),
    announcePaid: emit((_, { output }: { output: NftWinnerOrder }) => ({
      type: 'paid' as const,
      order: output,
    })),
    markExpired: assign(({ context }) => ({
      order: { ...context.order, state: 'expired' as const, depositFate: 'forfeited' as const },
    })),
    markPaid: assign(({ context }) => ({
      order: { ...context.order, state: 'paid' as const, depositFate: 'returned' as const },
      error: null,
    })),
  },
}).createMachine({
  id: 'nftPayment',
  context: ({ input }) => ({
    order: input.order,
    elapsed: 0,
    requestKey: null,
    ...noRefusal,
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [
        { guard: 'isPaid', target: 'paid' },
        { guard: 'isExpired', target: 'expired', actions: 'markExpired' },
        { target: 'payable' },
      ],
    },
    payable: {
      entry: 'scheduleTick',
      exit: 'stopClock',
      on: { 'clock.tick': { actions: ['tick', 'scheduleTick'] } },
      // the countdown reaching 0 while the sheet is open closes it: the server would refuse
      always: { guard: 'isExpired', target: 'expired', actions: 'markExpired' },
      initial: 'awaitingPayment',
      states: {
        awaitingPayment: {
          tags: ['awaitingPayment'],
          on: { 'pay.start': { target: 'confirming', actions: 'clearError' } },
        },
        confirming: {
          tags: ['sheetOpen'],
          on: {
            'confirm.cancel': { target: 'awaitingPayment', actions: 'clearError' },
            'confirm.submit': { target: 'submitting', actions: 'clearError' },
          },
        },
        submitting: submission.state({
          send: 'payOrder',
          remember: 'rememberError',
          keyFailed: '#nftPayment.payable.confirming',
          done: {
            target: '#nftPayment.paid',
            actions: [withOutput('takeOrder'), withOutput('announcePaid')],
          },
          failed: [
            { guard: withError('isSheetRefusal'), target: '#nftPayment.payable.confirming' },
            {
              guard: withError('isExpiredRefusal'),
              target: '#nftPayment.expired',
              actions: 'markExpired',
            },
            { guard: withError('isPaidRefusal'), target: '#nftPayment.paid', actions: 'markPaid' },
            '#nftPayment.payable.awaitingPayment',
          ],
        }),
      },
    },
    paid: { tags: ['paid', 'done'] },
    expired: { tags: ['expired'] },
  },
})
